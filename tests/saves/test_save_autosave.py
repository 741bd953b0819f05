"""Autosave: every commit reaches the file as it happens, a clean close is marked, a crash is offered back."""

from __future__ import annotations

import random

import pytest
from fixtures.games import new_session, play_random
from PySide6.QtCore import QStandardPaths

from core.saves.savefile import SaveWriter, full_header, is_unfinished, load_save
from desktop.app import autosave as A


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "autosave"
    path.mkdir()
    return path


def crashed(folder, seed=1, moves=12, torn=False):
    """An autosave left behind by a game that never closed (as after a kill)."""
    session = new_session(2, seed)
    path = folder / f"sandbox-crashed-{seed}.cardtable"
    writer = SaveWriter(path, full_header(session), records=session.records)
    session.sink = writer
    play_random(session, moves, random.Random(seed))
    writer.close()
    if torn:
        with open(path, "ab") as fh:
            fh.write(b'{"seq":99,"kind":"comm')
    return path, session


def test_autosave_folder_is_under_app_data(qapp):
    QStandardPaths.setTestModeEnabled(True)
    try:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert str(A.autosave_dir()).startswith(base)
        assert A.new_autosave_path("sandbox").name.startswith("sandbox-")
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_every_commit_is_in_the_file_as_soon_as_it_is_made(folder):
    session = new_session(3, 2)
    saver = A.Autosaver(session, folder / "live.cardtable")
    assert A.autosave(session) is saver
    rng = random.Random(2)
    for _ in range(15):
        play_random(session, 1, rng)
        assert len(saver.path.read_text().splitlines()) == len(session.records) + 1
    assert is_unfinished(saver.path)
    assert A.find_unfinished(folder) == []
    saver.close()
    loaded = load_save(saver.path)
    assert loaded.closed == "closed" and loaded.session.state == session.state
    assert A.find_unfinished(folder) == []


def test_a_finished_game_is_marked_finished(folder):
    session = new_session(2, 4, {"win_score": 5})
    saver = A.Autosaver(session, folder / "done.cardtable")
    rng = random.Random(4)
    while session.must_act() is not None:
        play_random(session, 1, rng, undo_rate=0)
    saver.close()
    assert load_save(saver.path).closed == "finished"


def test_a_crashed_game_is_offered_and_resumed_in_the_same_file(folder):
    path, lost = crashed(folder, torn=True)
    assert A.find_unfinished(folder) == [path]
    asked = []
    resumed = A.offer_resume(ask=lambda title, text: asked.append(text) or True, folder=folder)
    assert asked and "Sandbox with Red, Blue" in asked[0]
    assert resumed.session.state == lost.state and resumed.autosaver.path == path
    assert resumed.warnings and "torn" in resumed.warnings[0]
    play_random(resumed.session, 5, random.Random(9))
    resumed.autosaver.close()
    again = load_save(path)
    assert again.warnings == [] and again.session.state == resumed.session.state
    assert A.find_unfinished(folder) == []


def test_declining_marks_the_game_closed_and_it_is_not_offered_again(folder):
    path, lost = crashed(folder, seed=5, torn=True)
    assert A.offer_resume(ask=lambda title, text: False, folder=folder) is None
    assert A.find_unfinished(folder) == []
    loaded = load_save(path)
    assert loaded.closed == "closed" and loaded.session.state == lost.state


def test_a_broken_autosave_is_reported_in_one_line_and_set_aside(folder):
    path, _ = crashed(folder, seed=6)
    lines = path.read_text().splitlines()
    lines[3] = lines[3].replace('"seq":3', '"seq":30')
    path.write_text("\n".join(lines) + "\n")
    told = []
    assert A.offer_resume(ask=lambda t, x: True, inform=lambda t, x: told.append(x), folder=folder) is None
    assert len(told) == 1 and "line 4" in told[0] and "\n" not in told[0]
    assert A.find_unfinished(folder) == []


def test_a_failed_write_is_reported_once_and_play_goes_on(folder, monkeypatch):
    session = new_session(2, 7)
    saver = A.Autosaver(session, folder / "full-disk.cardtable")
    told = []
    saver.on_error = told.append

    def no_space(record):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saver.writer, "append", no_space)
    play_random(session, 6, random.Random(7), undo_rate=0)
    assert len(session.line) > 0
    assert len(told) == 1 and "No space left on device" in told[0]
    saver.close()


def test_prune_keeps_the_newest_closed_games(folder):
    for i in range(4):
        saver = A.Autosaver(new_session(2, i), folder / f"g{i}.cardtable")
        saver.close()
    unfinished, _ = crashed(folder, seed=8)
    A.prune(folder, keep=2)
    left = sorted(p.name for p in folder.glob("*.cardtable"))
    assert len(left) == 3 and unfinished.name in left
