"""A seat's resources as a row of chips, a plain QListView with a delegate so focus and screen readers work.

The supply chip can be dragged onto a display card.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate

from desktop.models import roles as R
from desktop.table import icons
from desktop.table.delegates import px_font
from desktop.table.marks import paint_fresh
from desktop.table.paintcache import draw_cached
from desktop.table.rowview import TableListView


class ResourceView(TableListView):
    """A seat's resources as chips; the supply chip can be dragged onto a display card."""

    dragStarted = Signal()
    dragEnded = Signal()

    def __init__(self, name: str, icon: int = 22, named: bool = True, parent=None):
        super().__init__(name, f"{name}: amounts of each resource", parent)
        self.setItemDelegate(ResourceDelegate(icon, named, self))
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setSpacing(2)
        self.setUniformItemSizes(False)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.row_height = icon + (30 if named else 12)
        self.setFixedHeight(self.row_height)

    def fit_rows(self) -> None:
        """As tall as the rows of chips the width needs (each chip where the list laid it out), and never less
        than one row."""
        model = self.model()
        if model is None or not model.rowCount():
            return
        bottom = max(self.rectForIndex(model.index(r, 0)).bottom() for r in range(model.rowCount()))
        self.setFixedHeight(max(self.row_height, bottom + 1 + self.spacing() + 2 * self.frameWidth()))

    def update_chips(self, resources: frozenset[str]) -> None:
        """Repaint the chips of `resources` (their highlight changed), not the whole row."""
        model = self.model()
        if model is None:
            return
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(R.RESOURCE) in resources:
                self.viewport().update(self.visualRect(index))

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self.fit_rows()

    def startDrag(self, actions) -> None:
        self.dragStarted.emit()
        try:
            super().startDrag(actions)
        finally:
            self.dragEnded.emit()


class ResourceDelegate(QStyledItemDelegate):
    """A resource chip: icon, amount, and its name underneath."""

    SIZES_KEPT = 256

    def __init__(self, icon: int = 22, named: bool = True, parent=None):
        super().__init__(parent)
        self.icon = icon
        self.named = named
        self.sizes: dict[tuple[str, str], QSize] = {}  # (font, words measured): the chip's size

    def sizeHint(self, option, index) -> QSize:
        """The chip's size, measured once per font and words: the row asks for every chip's size whenever any
        amount changes, and measuring text is most of what asking costs."""
        words = str(index.data(R.NAME) or "") if self.named else str(index.data(R.AMOUNT))
        key = (option.font.key(), words)
        size = self.sizes.get(key)
        if size is None:
            if len(self.sizes) >= self.SIZES_KEPT:
                self.sizes.clear()
            size = self.sizes[key] = self._measure(option.font, words)
        return size

    def _measure(self, font: QFont, words: str) -> QSize:
        if not self.named:
            fm = QFontMetrics(px_font(font, self.icon * 0.8, bold=True))
            return QSize(self.icon + fm.horizontalAdvance(words) + 14, self.icon + 8)
        fm = QFontMetrics(px_font(font, max(9, self.icon * 0.45)))
        return QSize(max(self.icon * 2 + 14, fm.horizontalAdvance(words) + 10), self.icon + fm.height() + 6)

    def paint(self, painter, option, index) -> None:
        r = QRectF(option.rect).adjusted(2, 1, -2, -1)
        draggable = bool(index.flags() & Qt.ItemFlag.ItemIsDragEnabled)
        resource, amount, name = str(index.data(R.RESOURCE)), str(index.data(R.AMOUNT)), str(index.data(R.NAME))
        font = option.font
        draw_cached(
            painter,
            r,
            f"chip|{font.key()}|{self.icon}|{self.named}|{draggable}|{resource}|{amount}|{name}",
            lambda p, rect: self._chip(p, rect, font, draggable, resource, amount, name),
            margin=2,
        )
        if isinstance(option.widget, TableListView) and resource in option.widget.fresh:
            paint_fresh(painter, r, 6)
        if option.state & QStyle.StateFlag.State_HasFocus:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(option.palette.highlight().color(), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 6, 6)
            painter.restore()

    def _chip(self, painter, r: QRectF, font: QFont, draggable: bool, resource: str, amount: str, name: str) -> None:
        """The chip itself: a rounded box (dashed while its tokens may be dragged), icon, amount, name."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(
            QPen(
                QColor("#e8d9a8") if draggable else QColor(255, 255, 255, 40),
                1.5,
                Qt.PenStyle.DashLine if draggable else Qt.PenStyle.SolidLine,
            )
        )
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r, 6, 6)
        icon = QRectF(r.left() + 4, r.top() + 3, self.icon, self.icon)
        icons.paint_resource(painter, resource, icon)
        painter.setPen(QColor("white"))
        painter.setFont(px_font(font, self.icon * 0.8, bold=True))
        painter.drawText(
            QRectF(icon.right() + 3, icon.top(), r.right() - icon.right() - 5, self.icon),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            amount,
        )
        if self.named:
            painter.setFont(px_font(font, max(9, self.icon * 0.45)))
            painter.setPen(QColor("#e6e0cc"))
            painter.drawText(
                QRectF(r.left(), icon.bottom(), r.width(), r.bottom() - icon.bottom()),
                Qt.AlignmentFlag.AlignCenter,
                name,
            )
        painter.restore()
