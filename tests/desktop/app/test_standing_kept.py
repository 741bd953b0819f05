"""Issue 16, point 11: standing answers are kept with the game. Saved (Save As) or autosaved, then reopened or
continued, the seat is still skipped; the answers live beside the save, never in its journal."""

from __future__ import annotations

import json

from core.games import new_session
from core.saves.savefile import load_save
from desktop.app import files
from desktop.app.standingfile import answers_path, read_answers, write_answers
from desktop.table.autopass import PASS, UNLESS_AIMED, StandingAnswers


def _blue_passes(window) -> None:
    """Blue, behind its own curtain, answers every window of the sandbox with a pass; back to Red's turn."""
    t = window.table
    t.lift_curtain()
    t.intend("end-turn")
    t.lift_curtain()
    t.set_standing(StandingAnswers.of({"answer": PASS}))
    t.intend("end-turn")


def _blue_is_skipped(window, qtbot) -> None:
    t = window.table
    t.lift_curtain()
    assert t.acting_seat() == "Red"
    t.intend("play", card="raid#2", target="Blue")
    qtbot.waitUntil(lambda: t.state.window is None)
    assert [(c.seat, c.command.name) for c in t.session.line[-2:]] == [("Red", "play"), ("Blue", "decline")]
    assert t.acting_seat() == "Red" and not t.curtain_up


def test_a_saved_game_reopened_still_skips_the_seat(make_window, qtbot, tmp_path):
    window = make_window(seed=7)
    _blue_passes(window)
    path = tmp_path / "kept.cardtable"
    assert files.save_path(window, path)
    assert json.loads(answers_path(path).read_text(encoding="utf-8")) == {"Blue": {"answer": PASS}}
    assert "answer" not in path.read_text(encoding="utf-8").split("\n", 1)[0]  # not in the header
    assert len(load_save(path).session.line) == len(window.session.line)  # nor a move in the journal
    other = make_window(seed=3)
    assert files.open_path(other, path)
    assert other.table.standing == {"Blue": StandingAnswers.of({"answer": PASS})}
    _blue_is_skipped(other, qtbot)


def test_an_autosaved_game_continued_still_skips_the_seat(make_window, qtbot):
    window = make_window(seed=3)
    window.autosave_on = True
    window.confirm = lambda title, text: True
    window.set_session(new_session(seed=7))
    _blue_passes(window)
    path = window.autosaver.path
    assert answers_path(path).exists()
    window.set_session(new_session(seed=6))
    assert window.table.standing == {}
    assert files.continue_path(window, path)
    assert window.autosaver.path == path
    _blue_is_skipped(window, qtbot)


def test_a_window_waiting_for_the_seat_when_reopened_is_declined_at_once(make_window, qtbot, tmp_path):
    window = make_window(seed=7)
    t = window.table
    t.lift_curtain()
    t.intend("play", card="raid#2", target="Blue")
    assert t.state.window is not None and t.state.window.waiting_for == "Blue"
    path = tmp_path / "waiting.cardtable"
    assert files.save_path(window, path)
    write_answers(path, {"Blue": StandingAnswers.of({"answer": PASS})})
    other = make_window(seed=3)
    assert files.open_path(other, path)
    qtbot.waitUntil(lambda: other.table.state.window is None)
    assert other.session.line[-1].seat == "Blue" and other.session.line[-1].command.name == "decline"


def test_no_answers_no_file_and_what_does_not_fit_is_left_out(tmp_path):
    save = tmp_path / "g.cardtable"
    write_answers(save, {"Blue": StandingAnswers()})
    assert not answers_path(save).exists()
    answers_path(save).write_text(
        json.dumps({"Blue": {"answer": UNLESS_AIMED, "sabotage": PASS}, "Mallory": {"answer": PASS}}),
        encoding="utf-8",
    )
    standing, left = read_answers(save, ("Red", "Blue"), ("answer",))
    assert standing == {"Blue": StandingAnswers.of({"answer": UNLESS_AIMED})}
    assert len(left) == 2 and "'Mallory'" in left[1]
    answers_path(save).write_text("{not json", encoding="utf-8")
    standing, left = read_answers(save, ("Red", "Blue"), ("answer",))
    assert standing == {} and "not read" in left[0]


def test_continue_from_here_in_the_replay_keeps_the_answers(make_window, qtbot, tmp_path):
    window = make_window(seed=7)
    _blue_passes(window)
    path = tmp_path / "replayed.cardtable"
    assert files.save_path(window, path)
    other = make_window(seed=3)
    replay = files.replay_path(other, path)
    replay.autosave = lambda session: None
    assert replay.continue_from_here() is not None
    assert other.table.standing == {"Blue": StandingAnswers.of({"answer": PASS})}
    _blue_is_skipped(other, qtbot)


def test_the_app_started_on_a_save_keeps_its_answers_beside_the_autosave_it_begins_after_the_first_frame(
    make_window, qtbot, tmp_path, monkeypatch
):
    from PySide6.QtWidgets import QApplication

    from desktop.app import main as M

    window = make_window(seed=7)
    _blue_passes(window)
    path = tmp_path / "kept.cardtable"
    assert files.save_path(window, path)
    made = []
    create = M.create_window
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    monkeypatch.setattr(M, "create_window", lambda **kw: made.append(create(**kw)) or made[-1])
    assert M.main([str(path)]) == 0
    (started,) = made
    qtbot.addWidget(started)
    started.confirm = lambda title, text: True
    assert started.autosaver is None  # begun once the curtain's first frame is painted
    qtbot.waitUntil(lambda: started.autosaver is not None)
    kept = json.loads(answers_path(started.autosaver.path).read_text(encoding="utf-8"))
    assert kept == {"Blue": {"answer": PASS}}
