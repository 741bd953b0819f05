"""The table plugs EU in without EU widget code: appoint by drag and by key, a full EU turn by keyboard,
the battle panel, and EU's hidden hands behind the curtain."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest

TURN = """
title: an EU turn
game: eu
seed: 1
players: [Red, Blue]
setup:
  phase: actions
  step: turn
  active: Red
  first: Red
  hands: {Red: [exchequer-audit#1, exchequer-audit#2, merchant-envoy#1], Blue: [hold-the-line#1]}
  resources: {Red: {ducats: 15, adm: 3, dip: 3}}
"""


@pytest.fixture
def eu_window(scenario_window):
    return lambda text=TURN: scenario_window(text)


def test_a_hand_card_dropped_on_the_character_slots_appoints_it(eu_window):
    w = eu_window()
    t = w.table
    t.lift_curtain()
    hand = t.hands["Red"]
    assert ("appointed", "Red") in t.drop_targets("exchequer-audit#1")
    mime = hand.mimeData([hand.index(hand.row_of("exchequer-audit#1"), 0)])
    assert t.slots["Red"].dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert t.state.zone("appointed:Red") == ("exchequer-audit#1",)
    assert t.slots["Red"].card(0) == "exchequer-audit#1"
    assert t.state.amount("Red", "ducats") == 12


def test_an_illegal_appointment_changes_nothing_and_cites_its_rule(eu_window, qtbot):
    w = eu_window(TURN.replace("ducats: 15", "ducats: 2"))
    t = w.table
    t.lift_curtain()
    before, records = t.state, len(t.session.records)
    assert ("appointed", "Red") not in t.drop_targets("exchequer-audit#1")
    hand = t.hands["Red"]
    mime = hand.mimeData([hand.index(0, 0)])
    with qtbot.waitSignal(t.refused) as refusal:
        assert not t.slots["Red"].dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert refusal.args[1] in t.ruleset.rules
    assert t.state is before and len(t.session.records) == records


def test_a_full_eu_turn_by_keyboard(eu_window):
    w = eu_window()
    t = w.table
    QTest.keyClick(w.board.curtain.button, Qt.Key.Key_Return)
    QTest.keyClick(w, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    hand = w.board.bottom.hand
    assert hand.current_card() == "exchequer-audit#1"
    QTest.keyClick(hand, Qt.Key.Key_A)
    if w.field_dialog is not None and w.field_dialog.isVisible():
        QTest.keyClick(w.field_dialog, Qt.Key.Key_Return)
    assert t.state.zone("appointed:Red") == ("exchequer-audit#1",)
    hand.setFocus()
    hand.setCurrentIndex(hand.model().index(0, 0))
    assert hand.current_card() == "exchequer-audit#2"
    QTest.keyClick(hand, Qt.Key.Key_Return)
    assert "exchequer-audit#2" in t.state.zone("discard:adm")
    end = w.board.bar.actions_by_name["end-turn"]
    assert end.isEnabled()
    QTest.keySequence(w, end.shortcut())
    assert t.state.active == "Blue" and t.curtain_up


def test_the_battle_panel_shows_both_sides_and_the_roll(eu_window):
    text = Path("tests/scenarios/eu/battle-flow.yaml").read_text(encoding="utf-8")
    text = text[: text.index("  - do: {player: Red, command: lead, card: raise-levies#1}")]
    w = eu_window(text)
    w.table.lift_curtain()
    panel = w.board.battle
    assert panel.isVisible()
    red, blue = panel.sides
    assert "Red" in red["name"].text() and "Blue" in blue["name"].text()
    assert "Anselm Dorn (3)" in red["leader"].text()
    assert len(red["pool"].dice) == 7 and ("cavalry", None) in red["pool"].dice
    assert "Flanking Charge" in red["used"].text()
    assert [f for _, f in red["roll"].dice] == [3, 2, 4, 1, 2, 6, 1]
    panel.animate([])
    assert panel.frames_left > 0
    while panel.frames_left:
        panel._spin()
    assert [f for _, f in red["roll"].dice] == [3, 2, 4, 1, 2, 6, 1]


def test_eu_hands_stay_hidden_behind_the_curtain(eu_window, assert_hidden):
    w = eu_window()
    t = w.table
    assert_hidden(t, None)
    t.lift_curtain()
    assert_hidden(t, "Red")


KEEP = """
title: phase 1 step C
game: eu
seed: 1
players: [Red, Blue]
setup:
  phase: draw
  step: B
  active: Red
  first: Red
  hands: {Red: [siege-train#1], Blue: []}
  decks:
    adm: [exchequer-audit#1, court-reform#1, quarantine-edict#1]
    dip: [merchant-envoy#1, royal-wedding#1]
    mil: [plunder#1, veteran-drill#1]
  resources: {Red: {ducats: 10}, Blue: {ducats: 1}}
steps:
  - do: {player: Red, command: draw, deck: adm}
  - do: {player: Red, command: draw, deck: dip}
  - do: {player: Red, command: draw, deck: adm}
  - do: {player: Blue, command: draw, deck: mil}
  - do: {player: Blue, command: draw, deck: mil}
  - do: {player: Blue, command: draw, deck: dip}
"""


def test_the_keep_form_offers_only_the_cards_just_drawn(eu_window):
    w = eu_window(KEEP)
    w.table.lift_curtain()
    w.command("keep")
    listed = w.field_dialog.inputs["cards"]
    offered = set(listed.cards())
    assert offered == {"exchequer-audit#1", "merchant-envoy#1", "court-reform#1"}
    listed.pick(["merchant-envoy#1"])
    w.field_dialog._answer()
    assert "merchant-envoy#1" in w.table.state.zone("hand:Red")


def test_the_upkeep_form_offers_only_advisors(eu_window):
    w = eu_window(TURN.replace("phase: actions\n  step: turn", "phase: income\n  step: upkeep"))
    w.table.lift_curtain()
    w.command("upkeep")
    assert w.field_dialog is None  # no advisor: nothing to choose, so no dialog
    assert w.table.session.line[-1].command.name == "upkeep"
