"""A command's form labels its fields in the game's words: Bribery's trade goods field reads "Trade goods"."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtWidgets import QLabel

from desktop.dialogs.choice import FieldDialog

BRIBERY_PLAYED = 21  # the step of agenda-cards-votes.yaml where Red plays Bribery for 4 trade goods


def test_the_bribery_form_labels_its_trade_goods_by_name(scenario_window):
    scenario = SCENARIOS / "ti4" / "agenda-cards-votes.yaml"
    window = scenario_window(scenario, steps=slice(0, BRIBERY_PLAYED))
    table = window.table
    forms = [c for c in table.ruleset.legal(table.state, "Red") if c.name == "play" and c.get("card") == "bribery#1"]
    assert forms
    dialog = FieldDialog(table, table.ruleset.commands["play"], forms, lambda c: False, window)
    said = [label.text() for label in dialog.findChildren(QLabel)]
    assert any(text.startswith("Trade goods") for text in said), said
    assert not any(text.startswith("Tg") for text in said), said
    dialog.deleteLater()
