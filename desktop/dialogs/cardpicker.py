"""Card faces to pick from in a dialog: a pending choice, the cards to keep, the advisors to pay upkeep for.

The faces wrap into rows and scroll up and down, whole: the view is at most two
rows tall and never cuts a second row in half. Picking a card does not scroll
(Qt scrolls to the current item on every click), so the row a player is
reading stays where it is; the keyboard still scrolls to the card it reaches.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QItemSelectionModel, QSize, Qt
from PySide6.QtWidgets import QAbstractItemView, QListView

from desktop.models.cards import card_row
from desktop.models.rows import RowModel
from desktop.table.views import CardListView

FELT = "#2f5d3a"
PICK_CARD = QSize(132, 186)  # a card in a dialog: larger than on the table, its words read whole
ACROSS = 5  # cards a row the dialog asks room for
ROOM = QSize(8, 10)  # the delegate's room around a card (CardDelegate.sizeHint)


class CardPicker(CardListView):
    """Face-up cards, several of which may be picked (clicked, or Space on the current one)."""

    def __init__(self, table, cards: Iterable[tuple[str, str]], name: str, description: str, parent=None):
        super().__init__(PICK_CARD, name, description, "No cards to choose from", parent=parent)
        self.table = table
        self.fan = False
        self.model_ = RowModel(self)
        self.model_.sync((card, card_row(table.ruleset, table.look, card, zone)) for card, zone in cards)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAutoScroll(False)  # a click must not scroll the row being read away
        self.setDragEnabled(False)
        self.setAcceptDrops(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.setStyleSheet(f"QListView {{ background: {FELT}; border-radius: 8px; }}")
        self.setModel(self.model_)
        self.ensurePolished()
        rows = min(2, max(1, -(-self.model_.rowCount() // ACROSS)))
        self.setMinimumHeight(0)
        self.setFixedHeight(rows * (PICK_CARD.height() + ROOM.height()) + 2 * self.frameWidth())

    def sizeHint(self) -> QSize:
        across = min(ACROSS, max(1, self.model_.rowCount()))
        scroll = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        return QSize(across * (PICK_CARD.width() + ROOM.width()) + scroll + 2 * self.frameWidth() + 2, self.height())

    def cards(self) -> tuple[str, ...]:
        """Every card offered, in order."""
        return tuple(self.model_.key(r) for r in range(self.model_.rowCount()))

    def picked(self) -> tuple[str, ...]:
        chosen = {i.row() for i in self.selectionModel().selectedIndexes()}
        return tuple(self.model_.key(r) for r in range(self.model_.rowCount()) if r in chosen)

    def pick(self, cards) -> None:
        """Pick exactly `cards` (the keyboard and tests use this too)."""
        selection = self.selectionModel()
        selection.clearSelection()
        for card in cards:
            row = self.model_.row_of(card)
            if row >= 0:
                selection.select(self.model_.index(row, 0), QItemSelectionModel.SelectionFlag.Select)

    def keyPressEvent(self, event) -> None:
        super().keyPressEvent(event)
        if self.currentIndex().isValid():
            self.scrollTo(self.currentIndex())
