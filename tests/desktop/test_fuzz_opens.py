"""Every damaged save the loader accepts opens everywhere: at the table, with its legal commands, and in replay.

tests/saves/test_fuzz_games.py damages real saves (tests/fixtures/damaged.py) of every game and checks
that the loader refuses each file in one line or that the core can act on it.
This test makes the same damaged files (1,000 in the suite, 10,000 with
`--slow`) and opens EVERY one the loader accepts as the app does, offscreen:
File > Open into one main window kept for the whole run (the curtain comes
down on the new game, then is lifted; the table lists the legal commands of
the seat at the screen and renders a frame), File > Replay into a replay
window at the last step, shown for every perspective it offers and rendered;
then the core's checks: legal commands for every seat, each seat's export and
a re-save, each loaded again (`exercise`). A redacted replay opens in the
replay window only, as in the app. Any exception fails, named with the file
and the mutation that made it.

Opening is kept cheap so that no file is skipped: one main window for every
file, small windows, and one frame per view rather than an event loop turn.
"""

from __future__ import annotations

import os
from collections import Counter

from fixtures.damaged import NORMAL, SLOW, Crash, accepted_mutants, exercise, with_exports
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from desktop.app import files
from desktop.app.main import create_window

SIZE = (640, 420)


def _open_at_the_table(window, path) -> None:
    """File > Open: the curtain comes down on the new game; its seat lifts it, lists its moves, and a frame is
    rendered."""
    told: list[str] = []
    window.inform = lambda title, text: told.append(text)
    assert files.open_path(window, path), told
    table = window.table
    assert table.curtain_up or not table.curtain_enabled, "the curtain is not down on a newly opened game"
    table.lift_curtain()
    table.legal()
    assert not window.grab().isNull()


def _open_in_replay(window, path) -> None:
    """File > Replay: the last step, seen through every perspective the replay offers, each rendered."""
    replay = files.replay_path(window, path)
    assert replay is not None
    try:
        replay.resize(*SIZE)
        replay.seek(replay.replay_cursor.length)
        for i in range(replay.perspective.count()):
            replay.set_perspective(replay.perspective.itemData(i))
            assert not replay.grab().isNull()
    finally:
        replay.close()
        replay.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def open_everywhere(n: int, folder) -> tuple[Counter, list[Crash]]:
    """Make `n` damaged files; open every one the loader accepts at the table and in replay, and run the core's
    checks on it. Returns the figures and the crashes."""
    sources = with_exports(folder)
    window = create_window(game="sandbox", players=("Red", "Blue"), seed=1)
    window.confirm = lambda title, text: True
    window.resize(*SIZE)
    window.show()
    figures: Counter = Counter()
    crashes: list[Crash] = []
    path = folder / "mutant.cardtable"
    try:
        for i, name, done, loaded in accepted_mutants(n, sources, path, figures, crashes):
            try:
                if loaded.redacted is None:
                    _open_at_the_table(window, path)
                _open_in_replay(window, path)
                exercise(path, folder, loaded)
            except Exception as err:  # noqa: BLE001  # a crash: named with the file that made it, never silenced
                crashes.append(Crash(i, name, done, "open", err))
                continue
            figures["opened"] += 1
    finally:
        window.close()
        window.deleteLater()
    return figures, crashes


def test_every_accepted_damaged_save_opens_at_the_table_and_in_replay(qtbot, tmp_path, request, monkeypatch):
    n = SLOW if request.config.slow else NORMAL
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # what is written is checked, not that it reached the disk
    figures, crashes = open_everywhere(n, tmp_path)
    print(f"fuzz opens: {dict(figures)}")
    assert figures["tried"] == n
    assert figures["accepted"] > n // 20, "the damaged files are almost all refused: nothing was opened"
    assert not crashes, f"{len(crashes)} crashes:\n" + "\n".join(c.text for c in crashes[:40])
    assert figures["opened"] == figures["accepted"]
