"""A seat's resources as a row of chips, a plain QListView with a delegate so focus and screen readers work.

The supply chip can be dragged onto a display card.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QListView

from desktop.models import roles as R
from desktop.table.delegates import ResourceDelegate
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
