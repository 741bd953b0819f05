"""TI4's eight strategy cards laid out on the table, as the players see them around the board: each with its
initiative number and name, who holds it, the trade goods lying on a card nobody took last round, and whether
its holder has used it this round.

A card the seat at the screen may take or use now carries the green tick of a usable card, and a click on it
gives that move (picking it in the strategy phase, its strategic action in the action phase), the form asking
what is left. Everything here is public: who holds which card is on the table for all to see.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QFrame, QSizePolicy

from core.engine import events as E
from core.rulesets.ti4.ruleset import TwilightImperium
from desktop.table.delegates import px_font
from desktop.table.marks import paint_usable
from desktop.table.paintcache import painting

COLUMNS, GAP = 4, 6
MIN_PX = 10  # the smallest text a tile draws, so the smallest tile still reads
MOVES = ("pick", "use-strategy")  # a click on a card: take it, or take its strategic action
PAPER, INK, USED = QColor("#f3efe2"), QColor("#202020"), QColor(20, 25, 40, 150)


class StrategyPanel(QFrame):
    """Shown only for TI4: the strategy cards in initiative order, two rows of four."""

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("strategyCards")
        self.setStyleSheet("QFrame#strategyCards { background: rgba(20,25,40,200); border-radius: 10px; }")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(QSize(160, 130))  # a narrow window shrinks the tiles, never the table's width
        self.held: dict[str, str] = {}  # card -> the seat holding it
        self.bonus: dict[str, int] = {}  # card -> trade goods lying on it
        self.used: frozenset[str] = frozenset()
        self.usable: frozenset[str] = frozenset()  # the cards the seat at the screen may take or use now
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(380, 150)

    def cards(self) -> list[str]:
        """The game's strategy cards in initiative order (none for another game)."""
        rules = self.table.ruleset
        if not isinstance(rules, TwilightImperium):
            return []
        return sorted(rules.initiatives, key=lambda card: rules.initiatives[card])

    def follow(self) -> None:
        """Read who holds which card from the table's view, what the seat at the screen may do with each, and
        repaint; hide for a game without strategy cards."""
        if not self.cards():
            self.hide()
            return
        marks = self.table.view().marks
        self.held = {card: seat for seat, cards in E.thaw(marks.get("strategy") or {}).items() for card in cards}
        self.bonus = {str(k): int(v) for k, v in E.thaw(marks.get("bonus") or {}).items()}
        self.used = frozenset(E.thaw(marks.get("exhausted") or []))
        self.usable = frozenset(
            str(c.get("strategy")) for name in MOVES for c in self.table.variants(name, {}) if c.get("strategy")
        )
        said = "; ".join(self._said(card) for card in self.cards())
        self.setAccessibleName("Strategy cards")
        self.setAccessibleDescription(said)
        self.setToolTip(said.replace("; ", "\n"))
        self.show()
        self.update()

    def _said(self, card: str) -> str:
        rules = self.table.ruleset
        holder = self.held.get(card)
        whose = f"{holder}'s" + (", used" if card in self.used else "") if holder else "free"
        bonus = self.bonus.get(card, 0)
        extra = f", {bonus} trade good{'s' if bonus > 1 else ''} on it" if bonus and not holder else ""
        return f"{rules.initiatives[card]} {rules.strategy_names[card]}: {whose}{extra}"

    # ------------------------------------------------------------------ drawing

    def tiles(self) -> dict[str, QRectF]:
        """Where each card is drawn: two rows of four, filling the panel."""
        cards = self.cards()
        rows = -(-len(cards) // COLUMNS) or 1
        w = (self.width() - GAP * (COLUMNS + 1)) / COLUMNS
        h = (self.height() - GAP * (rows + 1)) / rows
        return {
            card: QRectF(GAP + (i % COLUMNS) * (w + GAP), GAP + (i // COLUMNS) * (h + GAP), w, h)
            for i, card in enumerate(cards)
        }

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        with painting(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for card, rect in self.tiles().items():
                self._tile(p, card, rect)

    def name_font(self, name: str, px: float, width: float) -> QFont:
        """The bold font a card's name is drawn in: `px` high, or smaller down to `MIN_PX` until the whole name
        fits `width` ("Construction" on a narrow tile), so that it is cut short only when nothing smaller fits."""
        font = px_font(self.font(), px, bold=True)
        while px > MIN_PX and QFontMetrics(font).horizontalAdvance(name) > width:
            px = max(MIN_PX, px - 1)
            font = px_font(self.font(), px, bold=True)
        return font

    def _tile(self, p: QPainter, card: str, r: QRectF) -> None:
        """One card: its initiative number over its name, its holder (or the trade goods on it) at its foot."""
        rules, holder = self.table.ruleset, self.held.get(card)
        colour = QColor(self.table.colours.get(holder, "#8fa3c0")) if holder else QColor("#8fa3c0")
        p.setPen(QPen(colour, 3 if holder else 1.2))
        p.setBrush(PAPER)
        p.drawRoundedRect(r, 6, 6)
        inner = r.adjusted(6, 3, -6, -3)
        third = inner.height() / 3
        p.setPen(INK)
        p.setFont(px_font(self.font(), max(MIN_PX, third * 0.95), bold=True))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), third), left, str(rules.initiatives[card]))
        name = self.name_font(rules.strategy_names[card], max(MIN_PX, min(third * 0.6, 15.0)), inner.width())
        p.setFont(name)
        text = QFontMetrics(name).elidedText(
            rules.strategy_names[card], Qt.TextElideMode.ElideRight, int(inner.width())
        )
        p.drawText(QRectF(inner.left(), inner.top() + third, inner.width(), third), left, text)
        p.setFont(px_font(self.font(), max(MIN_PX, min(third * 0.55, 13.0))))
        foot = QRectF(inner.left(), inner.top() + 2 * third, inner.width(), third)
        if holder:
            p.setPen(colour.darker(130))
            p.drawText(foot, left, f"● {holder}")
        elif self.bonus.get(card):
            p.setPen(QColor("#8a6d00"))
            p.drawText(foot, left, f"+{self.bonus[card]} TG")
        if card in self.used:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(USED)
            p.drawRoundedRect(r, 6, 6)
            p.setPen(PAPER)
            p.drawText(foot, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "used")
        if card in self.usable:
            paint_usable(p, r)

    # ------------------------------------------------------------------ a click takes or uses a card

    def card_at(self, at: QPointF) -> str | None:
        return next((card for card, rect in self.tiles().items() if rect.contains(at)), None)

    def mousePressEvent(self, event) -> None:
        """A click on a card the seat at the screen may take or use gives that move (its form asks the rest)."""
        card = self.card_at(event.position())
        for name in MOVES:
            if card is not None and card in self.usable and self.table.variants(name, {"strategy": card}):
                self.table.intend(name, strategy=card)
                return
        super().mousePressEvent(event)
