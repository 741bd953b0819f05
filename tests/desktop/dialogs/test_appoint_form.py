"""EU's form for appointing a leader names each role it offers: the character's own kind is "General", not
"the default"; a card's menu says whom it appoints and as what."""

from __future__ import annotations

from desktop.dialogs.fields import FieldDialog

TURN = """
title: Red may appoint Ferdinand Orsk
game: eu
seed: 1
players: [Red, Blue]
setup:
  phase: actions
  step: turn
  active: Red
  first: Red
  hands: {Red: [siege-train#1]}
  resources: {Red: {mil: 3}}
"""


def test_the_appoint_form_names_the_character_s_own_role(scenario_window):
    window = scenario_window(TURN)
    table = window.table
    table.lift_curtain()
    forms = table.variants("appoint", {"card": "siege-train#1"})
    dialog = FieldDialog(table, table.ruleset.commands["appoint"], forms, lambda c: False, window)
    assert dialog.whole is not None
    said = [dialog.whole.itemText(i).lower() for i in range(dialog.whole.count())]
    assert said == ["general", "ruler"], said
    dialog.deleteLater()
    menu = [action.text() for action in window.card_menu_for("siege-train#1").actions()]
    assert "Appoint Ferdinand Orsk as general" in menu and "Appoint Ferdinand Orsk as ruler" in menu, menu
