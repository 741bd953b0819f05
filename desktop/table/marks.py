"""Marks drawn over the table's cards and chips: what the seat at the screen may use now, and what the last
moves changed.

`Highlights` gathers the cards and amounts the moves changed: those since the
seat at the screen last looked (the moves made while the curtain was down
count too, so the player who lifts it sees them), shown for a moment, then
gone. The setting `table/highlights` (View > Highlight what changed) turns
them off. A card is marked by its id, which a face-down card's row does not
carry, so a highlight never tells what a hidden card is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSettings, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen

from core.engine import events as E
from desktop.table.paintcache import draw_cached

HIGHLIGHT_MS = 1800
SETTING = "table/highlights"
FRESH = QColor("#ff9f1a")


def highlights_on() -> bool:
    """Whether the table highlights what changed (on unless turned off in the View menu)."""
    return bool(QSettings("Cardtable", "Cardtable").value(SETTING, True, type=bool))


class Highlights(QObject):
    """The cards and (seat, resource) amounts the last moves changed, while they are shown."""

    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: frozenset[str] = frozenset()
        self.amounts: frozenset[tuple[str, str]] = frozenset()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(HIGHLIGHT_MS)
        self.timer.timeout.connect(self.clear)
        self.enabled = highlights_on()

    def add(self, events) -> None:
        """Note what `events` changed (shown when `show` is called)."""
        if not self.enabled:
            return
        cards = {e.card for e in events if isinstance(e, (E.CardMoved, E.ChargesSet))}
        amounts = {(e.seat, e.resource) for e in events if isinstance(e, E.ResourceChanged) and e.by}
        if cards or amounts:
            self.cards = self.cards | cards
            self.amounts = self.amounts | amounts

    def show(self) -> None:
        """Let the table draw the marks now, for a moment."""
        if self.cards or self.amounts:
            self.changed.emit()
            self.timer.start()

    def clear(self) -> None:
        self.timer.stop()
        if self.cards or self.amounts:
            self.cards, self.amounts = frozenset(), frozenset()
            self.changed.emit()

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        QSettings("Cardtable", "Cardtable").setValue(SETTING, on)
        if not on:
            self.clear()


def paint_fresh(p: QPainter, rect: QRectF, radius: float) -> None:
    """The mark of a card or chip the last moves changed: an orange ring round it (from the pixmap cache:
    an antialiased rounded ring is one of the slowest things the raster engine draws)."""
    draw_cached(p, rect, f"fresh|{radius}", lambda q, r: _fresh_ring(q, r, radius), margin=5)


def _fresh_ring(p: QPainter, rect: QRectF, radius: float) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(FRESH, 3))
    p.setBrush(QColor(255, 159, 26, 40))
    p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
    p.restore()


def paint_usable(p: QPainter, rect: QRectF) -> None:
    """The mark of a card the seat at the screen may use now: a green disc with a white tick at its foot,
    in the left corner that a fanned hand leaves in sight (from the pixmap cache, per card size)."""
    draw_cached(p, rect, "usable", _usable_tick, margin=0)


def _usable_tick(p: QPainter, rect: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    d = max(12.0, min(18.0, rect.width() * 0.13))
    disc = QRectF(rect.left() + 4, rect.bottom() - d - 4, d, d)
    p.setPen(QPen(QColor("#ffffff"), 1.5))
    p.setBrush(QColor("#2e9b4f"))
    p.drawEllipse(disc)
    p.setPen(QPen(QColor("#ffffff"), max(1.6, d * 0.14)))
    p.drawPolyline(
        [
            QPointF(disc.left() + d * 0.27, disc.top() + d * 0.52),
            QPointF(disc.left() + d * 0.44, disc.top() + d * 0.7),
            QPointF(disc.left() + d * 0.74, disc.top() + d * 0.32),
        ]
    )
    p.restore()
