"""The INWO Power Structures drawn as trees: each player's Illuminati at the top of its column, every group under
its master on one of the master's control arrows, free arrows as open stubs, Resources listed beneath.

While a reaction prompt stands beside it the table hides the discard piles (desktop/table/tableview.py), so the
trees keep their width; each player's column is as wide as its tree needs, and rows close up to fit the panel's
height.

It reads only public things (the display zones and the ``links`` mark, through
the table's view) with `core.rulesets.inwo.structure.tree`, and shows itself
only for a game whose ruleset keeps links.

Resting the pointer on a group shows its card in the preview, as on any card, and a right click opens its menu.
Groups are dragged to and from it (desktop/table/structuredrag.py): a Group from the hand onto your own structure
is taken over, and one of your groups dragged onto another group attacks it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy

from core.content.cards import definition_id
from core.rulesets.inwo import structure as S
from desktop.table.paintcache import painting
from desktop.table.preview import preview_shown, window_preview
from desktop.table.structuredrag import StructureDrags

NODE_H = 30
ROW_H = 58
STUB = 9
MIN_GAP = 16  # the shortest arrow between a master and its puppet, in pixels


class StructurePanel(StructureDrags):
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
        self.setAcceptDrops(True)
        self.setMouseTracking(True)  # so a group's preview goes as soon as the pointer leaves it
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
            "Power Structures: each group hangs on a control arrow of its master; open stubs are free arrows. Rest on"
            " a group to read its card; drag one of your groups onto another group to attack it"
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
        with painting(self) as p:
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
            self.paint_lights(p)

    def contextMenuEvent(self, event) -> None:
        """A right click on a group of a tree opens that card's menu, as on its card: your group's moves and
        attacks, or the attacks on a rival's group."""
        _, card = self.under(QPointF(event.pos()))
        if card is None:
            super().contextMenuEvent(event)
            return
        self.menuRequested.emit(card, event.globalPos())

    # ------------------------------------------------------------------ a group's card, large

    def event(self, event) -> bool:
        """A pause over a group shows its card in the window's preview, as over any card in play; moving off it,
        leaving, a click or a drag puts the preview away."""
        kind = event.type()
        if kind == QEvent.Type.ToolTip:
            _, card = self.under(QPointF(event.pos()))
            index = self._index(card)
            if card is not None and index is not None:
                rect = self.nodes[card].toAlignedRect()
                window_preview(self).show_card(index, QRect(self.mapToGlobal(rect.topLeft()), rect.size()))
                return True
        elif kind in (QEvent.Type.MouseMove, QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.DragEnter):
            shown = preview_shown(self)
            moved_off = kind != QEvent.Type.MouseMove or (shown and self.under(event.position())[1] != shown.card)
            if shown is not None and moved_off:
                shown.hide_card()
        return super().event(event)

    def _index(self, card: str | None) -> QModelIndex | None:
        """Where `card` lies in its owner's display model (every group in a structure is face up there)."""
        for seat, tree in self.trees.items():
            if any(card == c for c, _, _ in tree):
                model = self.table.displays[seat]
                row = model.row_of(card)
                return model.index(row, 0) if row >= 0 else None
        return None

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
