"""Issue 16, point 11: standing answers set behind a seat's own curtain; the table declines for that seat
without passing it the screen, whatever it holds; the dialog says why this tells the others nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from desktop.dialogs.standing import StandingDialog
from desktop.table.autopass import REASONING, StandingAnswers, skips


def _blue_passes_every_window(w, qtbot, **answers):
    t = w.table
    t.lift_curtain()
    t.intend("end-turn")  # Blue's turn: Blue sets the answers behind its own curtain
    t.lift_curtain()
    t.set_standing(StandingAnswers(**answers))
    t.intend("end-turn")
    t.lift_curtain()
    assert t.acting_seat() == "Red"


def test_the_table_declines_for_a_seat_with_a_standing_pass(make_window, qtbot):
    w = make_window(seed=7)
    t = w.table
    _blue_passes_every_window(w, qtbot, pass_all=True)
    t.intend("play", card="raid#2", target="Blue")
    qtbot.waitUntil(lambda: t.state.window is None)
    assert [c.command.name for c in t.session.line[-2:]] == ["play", "decline"]
    assert t.session.line[-1].seat == "Blue"
    assert t.acting_seat() == "Red" and not t.curtain_up  # the screen never went to Blue


def test_unless_i_am_the_target_still_asks_the_target(make_window, qtbot):
    w = make_window(seed=7)
    t = w.table
    _blue_passes_every_window(w, qtbot, unless_target=True)
    t.intend("play", card="raid#2", target="Blue")
    qtbot.wait(10)
    assert t.state.window is not None and t.state.window.waiting_for == "Blue"
    assert t.curtain_up


def test_whom_to_skip_never_depends_on_a_hand():
    answers = StandingAnswers(unless_target=True)
    assert skips(answers, "Blue", "Red") and not skips(answers, "Blue", "Blue")
    assert skips(StandingAnswers(pass_all=True), "Blue", "Blue")
    assert not skips(None, "Blue", "Red") and not skips(StandingAnswers(), "Blue", "Red")


def test_the_dialog_is_behind_the_curtain_and_says_why(window, make_window):
    dialog = StandingDialog(window.table, window)
    assert any(label.text() == REASONING for label in dialog.findChildren(QLabel))
    dialog.pass_all.setChecked(True)
    dialog._answer()
    assert window.table.standing["Red"].pass_all
    covered = make_window(seed=7)
    covered.standing()
    assert covered.told and "Lift the curtain" in covered.told[0]
