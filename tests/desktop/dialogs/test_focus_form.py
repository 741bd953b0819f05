"""EU's National focus form offers every shift of monarch power the rules accept, not one of them."""

from __future__ import annotations

from desktop.dialogs.fields import FieldDialog

TURN = """
title: Red may change national focus
game: eu
seed: 1
players: [Red, Blue]
setup:
  phase: actions
  step: turn
  active: Red
  first: Red
  resources: {Red: {adm: 3, dip: 3, mil: 3}}
"""


def test_the_national_focus_form_offers_each_shift_of_monarch_power(scenario_window):
    window = scenario_window(TURN)
    table = window.table
    table.lift_curtain()
    forms = table.variants("focus", {})
    dialog = FieldDialog(table, table.ruleset.commands["focus"], forms, lambda c: False, window)
    assert dialog.whole is not None
    offered = [dialog.whole.itemData(i) for i in range(dialog.whole.count())]
    shifts = {tuple(sorted(c.get("shift").items())) for c in offered if c.get("shift")}
    assert (("dip", 1), ("mil", -1)) in shifts and (("adm", -1), ("dip", -1), ("mil", 2)) in shifts, shifts
    assert len(shifts) == 9, "1 from one type into another (6 ways), or 1 from each of two into the third (3)"
    dialog.deleteLater()


def test_the_national_focus_form_says_each_way_in_words(scenario_window):
    window = scenario_window(TURN.replace("resources:", "hands: {Red: [forged-charter#1, plunder#1]}\n  resources:"))
    table = window.table
    table.lift_curtain()
    dialog = FieldDialog(table, table.ruleset.commands["focus"], table.variants("focus", {}), lambda c: False, window)
    assert dialog.whole is not None
    said = [dialog.whole.itemText(i) for i in range(dialog.whole.count())]
    assert "National focus: shift 1 diplomatic power into administrative power" in said, said
    assert "National focus: shift 1 administrative and 1 diplomatic power into military power" in said, said
    swap = "National focus: discard Forged Charter and Plunder the Countryside, draw 1 from the Military deck"
    assert swap in said, said
    assert not any(text.startswith("Focus") for text in said), said
    menu = [action.text() for action in window.card_menu_for("plunder#1").actions()]
    assert any(text.startswith("National focus: discard") for text in menu), menu
    dialog.deleteLater()
