"""TI4's strategy cards on the table (desktop/table/strategy.py): who holds each, the trade goods on a free one, the
used ones, and a click on a card the seat at the screen may take or use gives that move."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

ACTION = """
title: Red holds Warfare and has used it; Blue holds Trade; Technology carries a trade good
game: ti4
seed: 3
players: [Red, Blue, Green]
setup:
  phase: action
  step: turn
  active: Blue
  strategy: {Red: [warfare, leadership], Blue: [trade, diplomacy], Green: [politics, construction]}
  exhausted: [warfare]
  bonus: {technology: 1}
steps: []
"""


def _click(panel, card: str) -> None:
    at = QPointF(panel.tiles()[card].center())
    panel.mousePressEvent(
        QMouseEvent(QEvent.Type.MouseButtonPress, at, at, Qt.LeftButton, Qt.LeftButton, Qt.NoModifier)
    )
    QApplication.processEvents()


def test_the_strategy_cards_show_who_picked_them_and_a_click_picks_one(make_window):
    window = make_window(game="ti4", players=["Red", "Blue", "Green", "Yellow"], seed=8)
    panel = window.board.game_panels["strategy-cards"]
    assert panel.isVisible() and not panel.usable  # behind the curtain nothing says what the seat may do
    window.table.lift_curtain()
    speaker = window.table.acting_seat()
    assert len(panel.usable) == 8
    _click(panel, "politics")
    assert window.table.state.mark("strategy")[speaker] == ("politics",)
    assert panel.held["politics"] == speaker and "politics" not in panel.usable
    assert f"3 Politics: {speaker}'s" in panel.accessibleDescription()
    assert not panel.grab().isNull()


def test_used_cards_trade_goods_and_a_strategic_action_from_a_click(scenario_window):
    window = scenario_window(ACTION)
    panel = window.board.game_panels["strategy-cards"]
    said = panel.accessibleDescription()
    assert "6 Warfare: Red's, used" in said and "7 Technology: free, 1 trade good on it" in said
    window.table.lift_curtain()
    assert panel.usable == {"trade", "diplomacy"}  # Blue's own cards, not yet used
    _click(panel, "trade")  # its one legal form is given at once: Trade's primary ability
    assert window.table.state.mark("exhausted") == ("warfare", "trade")
    _click(panel, "warfare")  # Red's card: nothing is asked, nothing is given
    assert window.table.state.mark("exhausted") == ("warfare", "trade")


def test_a_long_name_shrinks_to_fit_its_tile_before_it_is_cut(make_window):
    from PySide6.QtGui import QFontMetrics

    from desktop.table.strategy import MIN_PX

    window = make_window(game="ti4", players=["Red", "Blue", "Green"], seed=7)
    panel = window.board.game_panels["strategy-cards"]
    window.resize(1280, 800)
    QApplication.processEvents()
    names = window.table.ruleset.strategy_names
    for card, tile in panel.tiles().items():
        width = tile.adjusted(6, 3, -6, -3).width()
        font = panel.name_font(names[card], 15.0, width)
        assert QFontMetrics(font).horizontalAdvance(names[card]) <= width, card  # whole, not "Constructi..."
    assert panel.name_font("Construction", 15.0, 1000).pixelSize() == 15  # room enough: the full size
    assert panel.name_font("Construction", 15.0, 10).pixelSize() == MIN_PX  # no room: the least, then cut
