"""The list view every row on the table shares (cards, resource chips, deck piles), with the marks its
delegates read off it: kept apart from views.py so delegates.py can name the class without an import cycle.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QListView


class TableListView(QListView):
    """A horizontal, unwrapped row of items with an accessible name."""

    # The marks its delegate paints (each row kind sets those it has; the others stay empty):
    step: int = 0  # how far apart the cards of a fanned row are drawn (0: side by side)
    lit_cards: frozenset[str] = frozenset()  # the cards lit as drop targets while a drag is under way
    usable: frozenset[str] = frozenset()  # the cards marked as usable now (the seat at the screen's)
    fresh: frozenset[str] = frozenset()  # the cards or resources the last moves changed, while highlighted

    def __init__(self, name: str, description: str, parent=None):
        super().__init__(parent)
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setAccessibleName(name)
        self.setAccessibleDescription(description)
        self.setToolTip(description)
        self.viewport().setAutoFillBackground(False)

    def ensure_current(self) -> None:
        """Give the row a current item when it gets focus, so arrow keys and Enter work at once."""
        model = self.model()
        if model is not None and model.rowCount() and not self.currentIndex().isValid():
            self.selectionModel().setCurrentIndex(model.index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)

    def focusInEvent(self, event) -> None:
        self.ensure_current()
        super().focusInEvent(event)
