"""The table asks what the rules wait for: a pending choice, a reaction window, a command's details."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox


def test_a_pending_choice_is_asked_in_a_dialog_driven_by_the_choice(make_window):
    w = make_window(seed=7, options={"hand_limit": 3, "limit_timing": "immediate"})
    t = w.table
    t.lift_curtain()
    t.intend("draw")
    pending = t.view().pending
    assert pending is not None and pending.seat == "Red"
    dialog = w.choice_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.model.rowCount() == 4
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.pick(["raid#2"])
    assert ok.isEnabled()
    ok.click()
    assert t.view().pending is None
    assert "raid#2" in t.state.zone("discard:action")
    assert not dialog.isVisible()


def test_a_reaction_window_asks_each_seat_behind_the_curtain(make_window):
    w = make_window(seed=1, players=("Red", "Blue", "Green"))
    t = w.table
    t.lift_curtain()
    t.intend("play", card="raid#1", target="Blue")
    assert t.curtain_up and t.bottom == t.view().window.waiting_for
    assert not w.board.prompt.isVisible()
    first = t.bottom
    t.lift_curtain()
    prompt = w.board.prompt
    assert prompt.isVisible()
    assert "Red</b> plays" in prompt.text.text() and first in prompt.text.text()
    labels = [b.text().replace("&", "") for b in prompt.buttons]
    assert labels[-1] == "Decline"
    assert prompt.answer("Decline")
    assert t.curtain_up and t.bottom != first


def test_several_legal_forms_of_a_command_are_asked_with_a_field_dialog(make_window):
    w = make_window(seed=1, players=("Red", "Blue", "Green"))
    t = w.table
    t.lift_curtain()
    assert "raid#1" in t.state.zone("hand:Red")
    t.intend("play", card="raid#1")
    dialog = w.field_dialog
    assert dialog is not None and dialog.isVisible()
    assert [dialog.whole.itemText(i) for i in range(dialog.whole.count())] == ["Blue", "Green"]
    dialog.whole.setCurrentIndex(1)
    dialog._answer()
    assert t.session.line[-1].command.get("target") == "Green"


def test_adjust_by_hand_is_a_form_from_the_field_specs(window):
    t = window.table
    window.command("adjust")
    dialog = window.field_dialog
    assert set(dialog.inputs) == {"reason", "seat", "resource", "by", "card", "to"}
    dialog.inputs["reason"].setText("a fleet was sunk on the map")
    dialog.inputs["seat"].setCurrentIndex(dialog.inputs["seat"].findData("Blue"))
    dialog.inputs["resource"].setCurrentIndex(dialog.inputs["resource"].findData("gold"))
    dialog.inputs["by"].setValue(2)
    dialog._answer()
    assert t.state.amount("Blue", "gold") == 5
    line = t.log.data(t.log.index(t.log.rowCount() - 1, 0))
    assert "adjusts by hand" in line and "a fleet was sunk" in line


def test_leaving_an_optional_field_out_is_offered_as_its_default_not_as_none(make_window):
    w = make_window(game="eu", seed=3, players=("Red", "Blue", "Green"))
    t = w.table
    t.lift_curtain()
    leader = next(c for c in t.state.zone("hand:Red") if t.ruleset.card_name(c) == "Plunder the Countryside")
    t.intend("appoint", card=leader)
    labels = [w.field_dialog.whole.itemText(i) for i in range(w.field_dialog.whole.count())]
    assert labels == ["General", "Ruler"]  # the default role, named (EU's candidates name the character's kind)
    w.field_dialog.reject()


def test_enter_in_the_choice_dialog_answers_once_enough_cards_are_picked(make_window, qtbot):
    w = make_window(seed=7, options={"hand_limit": 3, "limit_timing": "immediate"})
    t = w.table
    t.lift_curtain()
    t.intend("draw")
    dialog = w.choice_dialog
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert t.view().pending is not None
    dialog.pick(["raid#2"])
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert t.view().pending is None and "raid#2" in t.state.zone("discard:action")
