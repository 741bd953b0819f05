"""INWO's Buy a Plot form: a Plot is bought with the Illuminati's token or with two groups' tokens, so the form
starts with no card picked (not the Illuminati, which two groups picked after it would join), lets at most two
cards be picked, and buys the Plot with two groups picked by clicks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

SCENARIO = Path(__file__).parents[2] / "scenarios" / "inwo" / "buy-plot.yaml"


def _click(qtbot, picker, card: str) -> None:
    rect = picker.visualRect(picker.model_.index(picker.model_.row_of(card), 0))
    qtbot.mouseClick(picker.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _form(scenario_window):
    w = scenario_window(SCENARIO, steps=slice(0, 0))
    w.table.lift_curtain()
    w.command("buy-plot")
    picker = w.field_dialog.inputs["cards"]
    picker.show()
    return w, picker


def test_buy_a_plot_starts_with_nothing_picked_and_two_groups_buy_it(scenario_window, qtbot):
    w, picker = _form(scenario_window)
    assert picker.picked() == ()
    assert {"oil-barons#1", "night-couriers#1", "lunar-truthers#1"} <= set(picker.cards())  # every ready group
    _click(qtbot, picker, "oil-barons#1")
    _click(qtbot, picker, "lunar-truthers#1")
    w.field_dialog._answer()
    state = w.table.state
    assert state.zone("hand:Red") == ("insider-tip#1",)
    assert state.charges.get("oil-barons#1", 0) == state.charges.get("lunar-truthers#1", 0) == 0


def test_buy_a_plot_keeps_to_two_picks_a_third_putting_back_the_first(scenario_window, qtbot):
    w, picker = _form(scenario_window)
    for card in ("lodge-of-the-eye#1", "oil-barons#1", "night-couriers#1"):
        _click(qtbot, picker, card)
    assert set(picker.picked()) == {"oil-barons#1", "night-couriers#1"}
    assert "at most 2" in picker.accessibleDescription()
    w.field_dialog._answer()
    assert w.table.state.zone("hand:Red") == ("insider-tip#1",)
