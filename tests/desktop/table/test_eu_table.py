"""The table plugs EU in without EU widget code: appoint by drag and by key, a full EU turn by keyboard,
the battle panel, and EU's hidden hands behind the curtain."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest
import shiboken6 as Shiboken
from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt
from PySide6.QtTest import QTest

from core.engine.commands import Command

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
    assert "Red" in red.name.text() and "Blue" in blue.name.text()
    assert "Anselm Dorn (3)" in red.leader.text()
    assert len(red.pool.dice) == 7 and ("cavalry", None) in red.pool.dice
    assert "Flanking Charge" in red.used.text()
    assert [f for _, f in red.roll.dice] == [3, 3, 5, 4, 5, 3, 2]
    panel.animate([])
    assert panel.frames_left > 0
    while panel.frames_left:
        panel._spin()
    assert [f for _, f in red.roll.dice] == [3, 3, 5, 4, 5, 3, 2]


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


def _battle_start() -> str:
    """The 4-player battle-with-ally scenario up to the battle's start (Red attacks Blue)."""
    text = Path("tests/scenarios/eu/battle-with-ally.yaml").read_text(encoding="utf-8")
    return text[: text.index("  - do: {player: Green, command: join, side: attacker}")]


def test_a_player_not_waited_for_joins_the_battle_by_its_button(eu_window):
    w = eu_window(_battle_start())
    w.table.lift_curtain()
    panel = w.board.battle
    assert w.table.ruleset.must_act(w.table.state) != "Green"
    joins = {(b.accessibleName()) for b in panel.join_buttons}
    assert (
        "Green joins Red, the attacker, as an ally" in joins and "Yellow joins Blue, the defender, as an ally" in joins
    )
    assert not any(name.startswith(("Red ", "Blue ")) for name in joins)
    texts = [b.text() for b in panel.join_buttons]
    assert len(set(texts)) == len(texts) and "Green joins Blue" in texts  # each side's button says whose side
    next(b for b in panel.join_buttons if b.text() == "Green joins Red").click()
    assert w.table.state.mark("battle")["players"]["Red"] == ("Red", "Green")
    assert "with Green" in panel.sides[0].name.text()
    assert "Green joins Red" not in {b.text() for b in panel.join_buttons}


def test_the_join_buttons_survive_a_battle_move_that_leaves_the_joiners_as_they_were(eu_window):
    w = eu_window(_battle_start())
    w.table.lift_curtain()
    panel, table = w.board.battle, w.table
    before = list(panel.join_buttons)
    said = [(b.text(), b.accessibleName(), b.toolTip()) for b in before]
    assert before
    table.submit(Command(table.ruleset.must_act(table.state), "battle-pass", MappingProxyType({})))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # a button let go with deleteLater goes
    assert table.session.line[-1].command.name == "battle-pass"
    assert panel.join_buttons == [] and not any(b.isVisible() for b in before)  # nobody at the screen: no joins
    table.lift_curtain()
    assert [Shiboken.isValid(b) for b in before] == [True] * len(before)
    assert panel.join_buttons == before  # the same buttons, not new ones made for the move
    assert [(b.text(), b.accessibleName(), b.toolTip()) for b in panel.join_buttons] == said
    next(b for b in panel.join_buttons if b.text() == "Yellow joins Blue").click()
    assert table.state.mark("battle")["players"]["Blue"] == ("Blue", "Yellow")
    assert "Yellow joins Blue" not in {b.text() for b in panel.join_buttons}


def test_the_battle_form_lets_the_player_name_any_non_player_realm(eu_window):
    from PySide6.QtWidgets import QComboBox

    from desktop.dialogs.fields import FieldDialog, offered_commands

    w = eu_window()
    t = w.table
    t.lift_curtain()
    spec = t.ruleset.commands["battle"]
    dialog = FieldDialog(t, spec, offered_commands(t, "battle"), t.submit, w)
    against = dialog.inputs["against"]
    assert isinstance(against, QComboBox) and against.isEditable()
    assert "rebels" in [against.itemText(i) for i in range(against.count())]
    against.setEditText("Ottomans")
    command = dialog.command()
    assert command is not None and command.get("against") == "Ottomans" and command.get("target") is None
    assert t.submit(command)
    assert t.state.mark("battle")["defender"] == "Ottomans"
