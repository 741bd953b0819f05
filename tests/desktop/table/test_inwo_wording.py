"""INWO at the table: the curtain, the banner and the answer prompt say an attack as the log does, and a card's
description (the preview, screen readers) says its deck and action tokens in players' words."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import Qt

from desktop.table.curtain import window_words


def test_the_curtain_says_how_and_with_what_a_group_attacks(scenario_window):
    """It said "Red attacks Federal Tax Auditors": neither to control or destroy, nor with which group."""
    window = scenario_window(SCENARIOS / "inwo" / "call-off.yaml", steps=slice(0, 1))
    t = window.table
    assert t.view().window is not None and t.view().window.trigger == "tax-auditors#2"
    assert window_words(t, t.view().window) == "Red attacks to control Federal Tax Auditors with Oil Barons"
    assert (
        window_words(t, t.view().window, bold=True)
        == "<b>Red</b> attacks to control <b>Federal Tax Auditors</b> with Oil Barons"
    )


def test_a_group_is_described_with_its_deck_and_action_tokens_in_players_words(scenario_window):
    """A group in play read "Oil Barons, Group cards card, costs nothing ... 1 of 1 charges": INWO has no costs,
    its deck is "Group cards" and a group's charges are its action tokens."""
    window = scenario_window(SCENARIOS / "inwo" / "call-off.yaml", steps=slice(0, 1))
    display = window.table.displays["Red"]
    index = display.index(display.row_of("oil-barons#1"), 0)
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == "Oil Barons, Group card"
    described = index.data(Qt.ItemDataRole.AccessibleDescriptionRole)
    assert "1 of 1 action tokens" in described and "charges" not in described, described
