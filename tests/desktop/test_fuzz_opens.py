"""Every damaged save the loader accepts opens everywhere: at the table, with its legal commands, and in replay.

tests/saves/test_fuzz_games.py damages real saves of every game and checks
that the loader refuses each file in one line or that the core can act on it.
This test takes the files the loader accepts among the same damaged files
and opens each as the app does (File > Open into the main window, File >
Replay into the replay window), offscreen: the table lists the legal commands
of the seat at the screen and renders a frame before and after the curtain is
lifted; the replay window renders its last step for every perspective it offers. Any exception fails.

The sample is small in the suite (the first 12 accepted files) and larger
with `--slow` (the first 150), so "every file the loader accepts opens" is
tested, not assumed.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from saves.test_fuzz_games import SEED, mutant, with_exports

from core.engine.errors import SaveError
from core.saves.savefile import load_save
from desktop.app import files
from desktop.app.main import create_window

NORMAL, SLOW = 12, 150


def _accepted(folder, sample: int):
    """The first `sample` damaged files the loader accepts, written under `folder`, with what was done to each."""
    sources = with_exports(folder)
    found = []
    for i in range(50 * sample):
        name, done, data = mutant(random.Random(SEED * 100_003 + i), sources)
        path = folder / f"mutant-{i}.cardtable"
        path.write_bytes(data)
        try:
            load_save(path)
        except SaveError:
            path.unlink()
            continue
        found.append((path, f"file {i} ({name}: {'+'.join(done)})"))
        if len(found) == sample:
            break
    return found


def _open_at_the_table(window, path) -> None:
    told: list[str] = []
    window.inform = lambda title, text: told.append(text)
    assert files.open_path(window, path), told
    table = window.table
    window.grab()
    table.lift_curtain()
    table.legal()
    QApplication.processEvents()
    assert not window.grab().isNull()


def _open_in_replay(window, path) -> None:
    replay = files.replay_path(window, path)
    assert replay is not None
    try:
        replay.seek(replay.cursor.length)
        for i in range(replay.perspective.count()):
            replay.set_perspective(replay.perspective.itemData(i))
            QApplication.processEvents()
            assert not replay.grab().isNull()
    finally:
        replay.close()
        replay.deleteLater()


def test_accepted_damaged_saves_open_at_the_table_and_in_replay(qtbot, tmp_path, request):
    sample = SLOW if request.config.slow else NORMAL
    accepted = _accepted(tmp_path, sample)
    assert len(accepted) == sample
    window = create_window(game="sandbox", players=("Red", "Blue"), seed=1)
    qtbot.addWidget(window)
    window.confirm = lambda title, text: True
    window.resize(1280, 800)
    window.show()
    for path, what in accepted:
        try:
            if load_save(path).redacted is None:
                _open_at_the_table(window, path)
            _open_in_replay(window, path)
        except Exception as err:  # noqa: BLE001  # named with the file that made it, then failed
            pytest.fail(f"{what}: {type(err).__name__}: {str(err)[:200]}")
