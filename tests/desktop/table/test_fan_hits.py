"""A card's visible part always gets the pointer: in a fanned hand, the card drawn on top at a pixel is the one
`indexAt` gives there (for hover, clicks, the context menu and drags)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from core.engine.commands import Command


def _drawn_rects(view) -> list[QRect]:
    """Each card's drawn rectangle, from its item's corner and the card size (as CardDelegate paints it)."""
    model = view.model()
    out = []
    for row in range(model.rowCount()):
        left = view.rectForIndex(model.index(row, 0)).translated(-view.horizontalOffset(), -view.verticalOffset())
        out.append(QRect(left.topLeft() + QPoint(4, 4), view.card_size))
    return out


def _on_top(view, rects: list[QRect], point: QPoint) -> int | None:
    """The row drawn on top at `point`: the raised current card, else the last card painted there."""
    current = view.currentIndex().row()
    if current >= 0 and rects[current].contains(point):
        return current
    hits = [row for row, rect in enumerate(rects) if rect.contains(point)]
    return hits[-1] if hits else None


def _visible_points(view, rects: list[QRect], row: int) -> list[QPoint]:
    """The rightmost visible column and the middle of the visible strip of a card, at mid height (none for a
    card the raised one covers whole)."""
    y = rects[row].center().y()
    xs = [x for x in range(rects[row].left(), rects[row].right() + 1) if _on_top(view, rects, QPoint(x, y)) == row]
    if not xs:
        return []
    return [QPoint(xs[-1], y), QPoint(xs[len(xs) // 2], y), QPoint(xs[0], y)]


@pytest.mark.parametrize("current", [None, 0, 5, 10])
def test_every_visible_pixel_of_a_fanned_hand_belongs_to_its_card(make_window, current):
    window = make_window(game="inwo", players=("Red", "Blue"), seed=4)
    window.table.lift_curtain()
    view = window.board.bottom.hand
    model = view.model()
    while model.rowCount() < 11:
        seat = window.table.acting_seat()
        deck = next(z for z in window.table.state.zones if z.startswith("deck:"))
        card = window.table.state.zones[deck][0]
        window.session.submit(Command(seat, "adjust", {"reason": "a full hand", "card": card, "to": f"hand:{seat}"}))
    assert model.rowCount() >= 11
    assert view.step > 0, "the hand is not fanned"
    view.setCurrentIndex(model.index(current, 0) if current is not None else model.index(-1, 0))
    rects = _drawn_rects(view)
    seen = 0
    for row in range(model.rowCount()):
        for point in _visible_points(view, rects, row):
            seen += 1
            index = view.indexAt(point)
            assert index.row() == row, (
                f"pixel {point.x()},{point.y()} shows card {row}; the pointer finds {index.row()}"
            )
    assert seen >= 3 * (model.rowCount() - 4)
