"""INWO at the table: the curtain, the banner and the answer prompt say an attack as the log does."""

from __future__ import annotations

from paths import SCENARIOS

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
