"""The INWO Power Structures drawn as trees: each player's Illuminati at the top of its column, every group under
its master on one of the master's control arrows, free arrows as open stubs, Resources listed beneath.

While a reaction prompt stands beside it the table hides the discard piles (desktop/table/tableview.py), so the
trees keep their width; each player's column is as wide as its tree needs, and rows close up to fit the panel's
height.

It reads only public things (the display zones and the ``links`` mark, through
the table's view) with `core.rulesets.inwo.structure.tree`, and shows itself
only for a game whose ruleset keeps links.

A Group dragged from the hand onto your own structure is taken over (the move the game's ``to_display`` names),
under the group it is dropped on, or on the nearest free arrow when dropped beside them; your column lights
while the drag may end there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QSizePolicy

from core.content.cards import definition_id
from core.rulesets.inwo import structure as S
from desktop.models.cards import read_mime

NODE_H = 30
ROW_H = 58
STUB = 9
MIN_GAP = 16  # the shortest arrow between a master and its puppet, in pixels


class StructurePanel(QFrame):
    """Every player's Power Structure as a tree with its control arrows (INWO only)."""

    menuRequested = Signal(str, object)  # a card drawn in a tree, and the screen point to open its menu at

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("structures")
        self.setStyleSheet("QFrame#structures { background: rgba(20,25,40,200); border-radius: 10px; }")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(360, 110))
        self.trees: dict[str, list[tuple[str, str | None, int]]] = {}
        self.columns: dict[str, QRectF] = {}  # where each seat's tree was drawn last
        self.nodes: dict[str, QRectF] = {}  # where each card of the trees was drawn last
        self.takes: str | None = None  # the seat whose structure may take the card being dragged
        self.aimed: str | None = None  # the seat's column under a drag that may end there
        self.setAcceptDrops(True)
        self.hide()

    def follow(self) -> None:
        """Read the structures from the table's view and repaint, or hide for a game without them."""
        ruleset = self.table.ruleset
        if ruleset.id != "inwo":
            self.hide()
            return
        view = self.table.view()
        self.trees = {seat: S.tree(ruleset, view, seat) for seat in view.seats}
        self.setAccessibleName("Power Structures: " + "; ".join(self._said(s, t) for s, t in self.trees.items()))
        self.setToolTip(
            "Power Structures: each group hangs on a control arrow of its master; open stubs are free arrows"
        )
        self.setMinimumHeight(min(230, 24 + NODE_H + 22 + self._deepest() * (NODE_H + MIN_GAP)))
        self.show()
        self.update()

    def _said(self, seat: str, tree: list[tuple[str, str | None, int]]) -> str:
        name = self.table.ruleset.card_name
        parts = [f"{name(c)} under {name(m)}" for c, m, _ in tree if m is not None]
        return f"{seat}: " + (", ".join(parts) if parts else "the Illuminati alone")

    # ------------------------------------------------------------------ drawing

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.trees:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1.5))
        p.setFont(font)
        spans = {seat: max(2.0, float(self._leaf_count(tree))) for seat, tree in self.trees.items()}
        unit, left = self.width() / sum(spans.values()), 0.0
        self.nodes = {}
        for seat, tree in self.trees.items():
            self.columns[seat] = QRectF(left, 0, spans[seat] * unit, self.height())
            self._draw_seat(p, seat, tree, self.columns[seat])
            left += spans[seat] * unit
        if self.aimed in self.columns:
            p.setPen(QPen(QColor("#ffcf40"), 3))
            p.setBrush(QColor(255, 207, 64, 40))
            p.drawRoundedRect(self.columns[self.aimed].adjusted(3, 3, -3, -3), 10, 10)
        p.end()

    def contextMenuEvent(self, event) -> None:
        """A right click on a group of a tree opens that card's menu, as on its card: your group's moves and
        attacks, or the attacks on a rival's group."""
        _, card = self._under(QPointF(event.pos()))
        if card is None:
            super().contextMenuEvent(event)
            return
        self.menuRequested.emit(card, event.globalPos())

    # ------------------------------------------------------------------ dropping a Group on your structure

    def dragEnterEvent(self, event) -> None:
        read = read_mime(event.mimeData())
        cards = read[1].get("cards") if read is not None and read[0] == "cards" else None
        seat = self.table.acting_seat()
        card = cards[0] if isinstance(cards, list) and cards and isinstance(cards[0], str) else None
        self.takes = seat if card and seat and ("display", seat) in self.table.drop_targets(card) else None
        self._aim(event.position())
        # accepted wherever it enters (often over a rival's column), or Qt sends no move and no drop after it
        event.acceptProposedAction() if self.takes else event.ignore()

    def dragMoveEvent(self, event) -> None:
        event.acceptProposedAction() if self._aim(event.position()) else event.ignore()

    def _aim(self, at: QPointF) -> str | None:
        """Light the column under a drag when the dragged card may end there; the seat lit, or None."""
        seat, _ = self._under(at)
        aimed = seat if seat is not None and seat == self.takes else None
        if aimed != self.aimed:
            self.aimed = aimed
            self.update()
        return aimed

    def dragLeaveEvent(self, event) -> None:
        self.aimed = None
        self.update()

    def dropEvent(self, event) -> None:
        seat, card = self._under(event.position())
        self.aimed = None
        self.update()
        read = read_mime(event.mimeData())
        if seat is None or seat != self.takes or read is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.table.drop(self.table.displays[seat], read[0], read[1], card)

    def _under(self, at: QPointF) -> tuple[str | None, str | None]:
        """The seat whose column lies at `at`, and the card drawn there (None beside the cards)."""
        seat = next((s for s, box in self.columns.items() if box.contains(at)), None)
        card = next((c for c, rect in self.nodes.items() if rect.contains(at)), None)
        return seat, card

    def _leaf_count(self, tree) -> int:
        """How many groups of a tree have no puppet (the slots its drawing needs side by side)."""
        masters = {m for _, m, _ in tree if m is not None}
        return sum(1 for c, m, _ in tree if (m is not None or self._kind(c) == "illuminati") and c not in masters)

    def _deepest(self) -> int:
        """How many arrows lie between an Illuminati and its deepest puppet, over every tree (at least 1)."""
        deepest = 1
        for tree in self.trees.values():
            depth: dict[str, int] = {}
            for card, master, _ in tree:  # masters come before their puppets
                if master is not None:
                    depth[card] = depth.get(master, 0) + 1
                    deepest = max(deepest, depth[card])
        return deepest

    def _row_h(self) -> float:
        """The distance between a master's row and its puppets', closed up so the deepest tree fits the panel."""
        return max(NODE_H + MIN_GAP, min(float(ROW_H), (self.height() - 24 - NODE_H - 22) / self._deepest()))

    def _draw_seat(self, p: QPainter, seat: str, tree, box: QRectF) -> None:
        colour = QColor(self.table.colours.get(seat, "#cccccc"))
        p.setPen(colour)
        p.drawText(QRectF(box.left(), 2, box.width(), 16), Qt.AlignmentFlag.AlignCenter, seat)
        groups = [(c, m) for c, m, _ in tree if m is not None or self._kind(c) == "illuminati"]
        if not groups:
            return
        children: dict[str, list[str]] = {}
        for card, master in groups:
            if master is not None:
                children.setdefault(master, []).append(card)
        root = groups[0][0]
        leaves: dict[str, float] = {}
        self._place(root, children, [0], leaves)
        count = max(1.0, max(leaves.values()) + 1)
        node_w = min(120.0, box.width() / count - 6)
        where: dict[str, QPointF] = {}
        self._positions(root, children, 0, box, count, leaves, where)
        for card, master in groups:
            if master is not None:
                self._arrow(p, where[master], where[card])
        metrics = QFontMetrics(p.font())
        for card, _ in groups:  # the Illuminati alone in its row may use the column's whole width
            self._node(p, card, where[card], min(130.0, box.width() - 8) if card == root else node_w, colour, metrics)
        resources = [self.table.ruleset.card_name(c) for c, m, _ in tree if m is None and c != root]
        if resources:
            p.setPen(QColor("#d8d0b8"))
            text = metrics.elidedText(
                "Resources: " + ", ".join(resources), Qt.TextElideMode.ElideRight, int(box.width())
            )
            p.drawText(QRectF(box.left(), box.bottom() - 18, box.width(), 16), Qt.AlignmentFlag.AlignCenter, text)

    def _kind(self, card: str) -> str:
        return self.table.ruleset.stats[definition_id(card)].kind

    def _place(self, card: str, children, counter: list[int], leaves: dict[str, float]) -> None:
        """Give every card a horizontal slot: leaves in order, a master centred over its puppets."""
        kids = children.get(card, [])
        if not kids:
            leaves[card] = counter[0]
            counter[0] += 1
            return
        for kid in kids:
            self._place(kid, children, counter, leaves)
        leaves[card] = (leaves[kids[0]] + leaves[kids[-1]]) / 2

    def _positions(self, card, children, depth, box, count, leaves, where) -> None:
        x = box.left() + (leaves[card] + 0.5) * box.width() / count
        where[card] = QPointF(x, 24 + depth * self._row_h() + NODE_H / 2)
        for kid in children.get(card, []):
            self._positions(kid, children, depth + 1, box, count, leaves, where)

    def _arrow(self, p: QPainter, start: QPointF, end: QPointF) -> None:
        a, b = QPointF(start.x(), start.y() + NODE_H / 2), QPointF(end.x(), end.y() - NODE_H / 2)
        p.setPen(QPen(QColor("#c9a227"), 1.6))
        p.drawLine(a, b)
        head = QPainterPath(b)
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        head.lineTo(b.x() - 7 * ux - 4 * uy, b.y() - 7 * uy + 4 * ux)
        head.lineTo(b.x() - 7 * ux + 4 * uy, b.y() - 7 * uy - 4 * ux)
        head.closeSubpath()
        p.fillPath(head, QColor("#c9a227"))

    def _node(self, p: QPainter, card: str, at: QPointF, w: float, colour: QColor, metrics: QFontMetrics) -> None:
        rules = self.table.ruleset
        rect = QRectF(at.x() - w / 2, at.y() - NODE_H / 2, w, NODE_H)
        self.nodes[card] = rect
        lord = self._kind(card) == "illuminati"
        p.setPen(QPen(colour if not lord else QColor("#f0d060"), 2 if lord else 1.2))
        p.setBrush(QColor("#3a2d55") if lord else QColor("#f3efe2"))
        p.drawRoundedRect(rect, 5, 5)
        tokens = self.table.view().charges.get(card, 0)
        p.setPen(QColor("#f3efe2") if lord else QColor("#202020"))
        name = metrics.elidedText(rules.card_name(card), Qt.TextElideMode.ElideRight, int(w - 6))
        p.drawText(rect.adjusted(3, 1, -3, -NODE_H / 2 + 2), Qt.AlignmentFlag.AlignCenter, name)
        stats = rules.stats[definition_id(card)]
        said = f"P{stats.power}" + (f"/{stats.transfer}" if stats.transfer and not lord else "")
        said += f" R{stats.resistance}" if not lord else ""
        said += " ●" * tokens
        p.drawText(rect.adjusted(3, NODE_H / 2 - 2, -3, -1), Qt.AlignmentFlag.AlignCenter, said)
        free = len(S.free_arrows(rules, self.table.view(), card))
        p.setPen(QPen(QColor("#8fa3c0"), 1.2, Qt.PenStyle.DashLine))
        for k in range(free):
            x = rect.left() + (k + 1) * rect.width() / (free + 1)
            p.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + STUB))
