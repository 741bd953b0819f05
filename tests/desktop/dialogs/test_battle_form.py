"""EU's Start a battle form offers every place and leader the rules accept: a battle at sea, and a battle led by
one of the player's appointed generals (an admiral at sea)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from desktop.dialogs.fields import NONE, FieldDialog, offered_commands

COURT = """
title: Red has a general and an admiral appointed
game: eu
seed: 1
players: [Red, Blue, Green]
setup:
  phase: actions
  step: turn
  active: Red
  first: Red
  appointed: {Red: [flanking-charge#1, forced-march#1]}
"""


def _offered(dialog: FieldDialog, field: str) -> list:
    box = dialog.inputs[field]
    assert isinstance(box, QComboBox)
    return [box.itemData(i) for i in range(box.count()) if box.itemData(i) is not NONE]


def test_the_battle_form_offers_the_sea_and_the_players_leaders(scenario_window):
    window = scenario_window(COURT)
    table = window.table
    table.lift_curtain()
    spec = table.ruleset.commands["battle"]
    dialog = FieldDialog(table, spec, offered_commands(table, "battle") or None, lambda c: False, window)
    assert "sea" in _offered(dialog, "at")
    assert set(_offered(dialog, "leader")) == {"flanking-charge#1", "forced-march#1"}
    dialog.deleteLater()
    at_sea = {c.get("leader") for c in table.ruleset.legal(table.state, "Red") if c.get("at") == "sea"}
    assert at_sea == {None, "forced-march#1"}, "an admiral leads at sea, a general does not"
