"""Dragging groups to and from the INWO Power Structures (desktop/table/structure.py draws them).

- A Group dragged from the hand onto your own structure is taken over (the move game.yaml's ``table.to_display``
  names), under the group it lands on, or on the nearest free arrow when it lands beside them; your column
  lights while the drag may end there.
- One of your groups dragged from your structure onto another group attacks it (``table.card_on_card``); every
  group it may attack lights as the drag starts, and the attack's form asks only what is left (to control or to
  destroy).

What may be dragged where comes from the table's legal moves for the seat at the screen, so behind the curtain
nothing is dragged and nothing lights.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QDrag, QPainter, QPen
from PySide6.QtWidgets import QApplication, QFrame

from core.engine import zones as Z
from desktop.models.cards import cards_mime, read_mime

LIT = QColor("#ffcf40")


class StructureDrags(QFrame):
    """The drag and drop of the Power Structures panel, whose drawing (structure.py) is built on it."""

    takes: str | None = None  # the seat whose structure may take the Group being dragged from the hand
    aimed: str | None = None  # that seat's column, while the drag is over it
    targets: frozenset[str] = frozenset()  # the groups the dragged group of yours may attack
    aimed_card: str | None = None  # the one of them under the drag
    pressed: tuple[str, QPointF] | None = None  # your group pressed, and where, until it moves far enough to drag

    # What the drawing gives its drags: the table (whose ruleset is INWO's own), the trees, and where each seat's
    # column and each group were drawn last.
    table: Any
    trees: dict[str, list[tuple[str, str | None, int]]]
    columns: dict[str, QRectF]
    nodes: dict[str, QRectF]

    def paint_lights(self, p: QPainter) -> None:
        """Light where the drag under way may end: your column for a takeover, the groups your group may attack."""
        p.setPen(QPen(LIT, 3))
        p.setBrush(QColor(255, 207, 64, 40))
        if self.aimed in self.columns:
            p.drawRoundedRect(self.columns[self.aimed].adjusted(3, 3, -3, -3), 10, 10)
        for card in self.targets & self.nodes.keys():
            p.setBrush(QColor(255, 207, 64, 110) if card == self.aimed_card else Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.nodes[card].adjusted(-3, -3, 3, 3), 7, 7)

    # ------------------------------------------------------------------ your group as the drag's source

    def mousePressEvent(self, event) -> None:
        _, card = self.under(event.position())
        seat = self.table.acting_seat()
        own = seat is not None and any(card == c for c, _, _ in self.trees.get(seat, ()))
        self.pressed = (
            (card, event.position()) if own and card and event.button() == Qt.MouseButton.LeftButton else None
        )

    def mouseMoveEvent(self, event) -> None:
        if self.pressed is not None and (event.position() - self.pressed[1]).manhattanLength() >= (
            QApplication.startDragDistance()
        ):
            card, self.pressed = self.pressed[0], None
            self.drag(card)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        self.pressed = None
        super().mouseReleaseEvent(event)

    def drag(self, card: str) -> None:
        """Drag one of your groups, shown as its node, towards a group to attack."""
        seat = self.table.acting_seat()
        if seat is None or card not in self.nodes:
            return
        drag = QDrag(self)
        drag.setMimeData(cards_mime([card], Z.display(seat)))
        node = self.nodes[card].toAlignedRect()
        drag.setPixmap(self.grab(node))
        drag.setHotSpot(node.center() - node.topLeft())  # the node under the pointer, as it was taken
        drag.exec(Qt.DropAction.MoveAction)

    # ------------------------------------------------------------------ where a drag may end

    def dragEnterEvent(self, event) -> None:
        read = read_mime(event.mimeData())
        payload = read[1] if read is not None and read[0] == "cards" else {}
        cards, seat = payload.get("cards"), self.table.acting_seat()
        card = cards[0] if isinstance(cards, list) and cards and isinstance(cards[0], str) else None
        ours = seat is not None and payload.get("zone") == Z.display(seat)
        self.takes = seat if card and seat and not ours and ("display", seat) in self.table.drop_targets(card) else None
        self.targets = self.table.card_targets(card) if card and ours else frozenset()
        self.update()
        self._aim(event.position())
        # Entering is accepted wherever the drag starts over the panel (over your own group, say): an ignored
        # enter would keep every later move of this drag, and so its drop, from the panel.
        event.acceptProposedAction() if self.takes or self.targets else event.ignore()

    def dragMoveEvent(self, event) -> None:
        event.acceptProposedAction() if self._aim(event.position()) else event.ignore()

    def _aim(self, at: QPointF) -> bool:
        """Light what the drag is over, if it may end there; whether it may."""
        seat, card = self.under(at)
        aimed = seat if seat is not None and seat == self.takes else None
        aimed_card = card if card in self.targets else None
        if (aimed, aimed_card) != (self.aimed, self.aimed_card):
            self.aimed, self.aimed_card = aimed, aimed_card
            self.update()
        return bool(aimed or aimed_card)

    def dragLeaveEvent(self, event) -> None:
        self._drag_over()

    def dropEvent(self, event) -> None:
        seat, card = self.under(event.position())
        read = read_mime(event.mimeData())
        takes, targets = self.takes, self.targets
        self._drag_over()
        if read is None:
            event.ignore()
        elif card is not None and card in targets:
            event.acceptProposedAction()
            self.table.on_card(read[1]["cards"][0], card)
        elif seat is not None and seat == takes:
            event.acceptProposedAction()
            self.table.drop(self.table.displays[seat], read[0], read[1], card)
        else:
            event.ignore()

    def _drag_over(self) -> None:
        self.takes, self.aimed, self.targets, self.aimed_card = None, None, frozenset(), None
        self.update()

    def under(self, at: QPointF) -> tuple[str | None, str | None]:
        """The seat whose column lies at `at`, and the card drawn there (None beside the cards)."""
        seat = next((s for s, box in self.columns.items() if box.contains(at)), None)
        card = next((c for c, rect in self.nodes.items() if rect.contains(at)), None)
        return seat, card
