"""Deck piles: a face-down deck with its count, its discard pile's top card beside it, or either alone.

A game may keep a deck per seat (its pile is drawn at that seat, without a discard pile) or have only
a discard pile of a kind (no deck to draw from): a pile is painted only for a zone the game has.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.models import roles as R
from desktop.table.delegates import _fitting, fit_name, paint_back, paint_card
from desktop.table.paintcache import draw_cached

GAP = 16


def pile_width(w: int, has_deck: bool, has_discard: bool) -> int:
    """The width of one deck's item: its deck pile, its discard pile, or both, with room for their labels."""
    return (
        (w + 12 if has_deck else 0) + (w + 12 if has_discard else 0) + (GAP - 6 if has_deck and has_discard else 0) + 8
    )


PILE_ROLES = (R.HAS_DECK, R.HAS_DISCARD, R.DECK_COLOUR, R.SIZE, R.NAME, R.TOP, R.DISCARD_SIZE)  # all a pile shows


class DeckDelegate(QStyledItemDelegate):
    """A deck as a face-down pile with its count, and its discard pile's top card beside it (when the game
    has each of them)."""

    def __init__(self, size: QSize, parent=None):
        super().__init__(parent)
        self.card_size = size

    @staticmethod
    def parts(get) -> tuple[bool, bool]:
        """Whether the row has a deck to draw from and a discard pile (both when the model does not say)."""
        deck, discard = get(R.HAS_DECK), get(R.HAS_DISCARD)
        return deck is not False, discard is not False

    def sizeHint(self, option, index) -> QSize:
        return QSize(pile_width(self.card_size.width(), *self.parts(index.data)), self.card_size.height() + 32)

    def paint(self, painter, option, index) -> None:
        values = {role: index.data(role) for role in PILE_ROLES}
        self._piles(painter, option.font, values.__getitem__, QRectF(option.rect))
        if option.state & QStyle.StateFlag.State_HasFocus:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(option.palette.highlight().color(), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(option.rect).adjusted(1, 1, -1, -1), 6, 6)
            painter.restore()

    def _piles(self, painter, font, get, r: QRectF) -> None:
        """The deck's pile and its discard pile in `r`, from the roles `get` returns (only `PILE_ROLES`)."""
        w, h = self.card_size.width(), self.card_size.height()
        has_deck, has_discard = self.parts(get)
        left = r.left() + 10
        if has_deck:
            self._deck(painter, font, get, QRectF(r.left() + 10, r.top() + 6, w, h))
            left += w + GAP
        if has_discard:
            self._discard(painter, font, get, QRectF(left, r.top() + 6, w, h))

    def _deck(self, painter, base, get, pile: QRectF) -> None:
        """The face-down stack (from the pixmap cache: a draw changes its count, rarely its look) and its count."""
        w = pile.width()
        colour, name = get(R.DECK_COLOUR) or "#555555", str(get(R.NAME))
        size = get(R.SIZE) or 0
        layers = min(4, max(1, size // 6)) if size else 0
        draw_cached(
            painter,
            pile,
            f"stack|{base.key()}|{colour}|{name}|{layers}|{bool(size)}",
            lambda p, rect: self._stack(p, base, rect, QColor(colour), name, layers, bool(size)),
            margin=8,
        )
        painter.setPen(QColor("white"))
        said = f"{size} left"
        under = QRectF(pile.left() - 6, pile.bottom() + 2, w + 12, 20)
        painter.setFont(_fitting(base, said, 12, under.width(), bold=True))
        painter.drawText(under, Qt.AlignmentFlag.AlignCenter, said)

    @staticmethod
    def _stack(painter, base, pile: QRectF, colour: QColor, name: str, layers: int, cards: bool) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrushOrigin(4, 0)  # the backs' hatching in step with where a pile's whole item was painted
        w, h = pile.width(), pile.height()
        for i in range(layers, 0, -1):
            paint_back(painter, pile.translated(i * 1.5, -i * 1.5), colour.darker(110))
        if cards:
            paint_back(painter, pile, colour)
            font, lines = fit_name(name, base, 11, w - 6)
            tall = QFontMetrics(font).height() * len(lines) + 4
            strip = QRectF(pile.left(), min(pile.center().y() + h * 0.18, pile.bottom() - tall - 4), w, tall)
            painter.fillRect(strip, QColor(0, 0, 0, 150))
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        else:
            painter.setPen(QPen(QColor("#cfd8cf"), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(pile, 8, 8)
        painter.restore()

    def _discard(self, painter, base, get, discard: QRectF) -> None:
        """The discard pile's top card (the same face as in any row of cards) or its empty place, and its count."""
        w = discard.width()
        top = get(R.TOP)
        if top:
            draw_cached(
                painter,
                discard,
                f"card|{base.key()}|False|{top.get(R.LOOK) or repr(sorted(top.items()))}",
                lambda p, rect: self._face(p, rect, top, base),
                margin=5,
            )
        else:
            name = str(get(R.NAME))
            key = f"nodiscard|{base.key()}|{name}"
            draw_cached(painter, discard, key, lambda p, rect: self._none(p, rect, name, base))
        painter.setPen(QColor("white"))
        said = f"discards: {get(R.DISCARD_SIZE) or 0}"
        under = QRectF(discard.left() - 8, discard.bottom() + 2, w + 16, 20)
        painter.setFont(_fitting(base, said, 12, under.width()))
        painter.drawText(under, Qt.AlignmentFlag.AlignCenter, said)

    @staticmethod
    def _face(painter, rect: QRectF, top: dict, base) -> None:
        paint_card(painter, rect, lambda role: top.get(role), base)

    @staticmethod
    def _none(painter, discard: QRectF, name: str, base) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#cfd8cf"), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(discard, 8, 8)
        font, lines = fit_name(name, base, 10, discard.width() - 8)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 150))
        painter.drawText(discard, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        painter.restore()
