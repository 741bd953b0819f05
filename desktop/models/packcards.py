"""The decks editor's models: a pack draft's cards (one row a card, the count editable) and its decks' totals.

`PackCardsModel` gives each card the roles the table's card delegate paints a face from (through
`desktop.models.cards.card_row`, so a card looks in the editor as it will on the table), and its columns as
text: name, id, deck, copies, cost, kinds and where it comes from. Copies is the one editable cell; a bad
value is refused with a one-line message on `refused`, and nothing changes. `DeckTotalsModel` lists each
deck with the cards and copies it deals, so a deck list reads as deck id -> cards and counts.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from core.content.csvimport import amounts_text
from core.rulesets import make_ruleset
from core.seeing.tablelook import layout
from desktop.models import roles as R
from desktop.models.cards import card_row
from desktop.models.packdraft import DraftRefused, PackDraft

Index = QModelIndex | QPersistentModelIndex
COLUMNS = ("Name", "Id", "Deck", "Copies", "Cost", "Kinds", "From")
NAME, ID, DECK, COPIES, COST, KINDS, FROM = range(len(COLUMNS))
ZONE = "table:editor"
"""The zone a face is painted as: a plain card on the table, no charges shown."""


class PackCardsModel(QAbstractTableModel):
    """The cards of a pack draft; `refused` carries the one-line reason an edit was not taken."""

    refused = Signal(str)
    counted = Signal()

    def __init__(self, draft: PackDraft, parent=None):
        super().__init__(parent)
        self.look = layout(make_ruleset(draft.game))
        self.draft = draft
        self.ids = draft.ids()
        self._faces: dict[str, dict[int, Any]] = {}

    def reset(self, draft: PackDraft | None = None) -> None:
        """Show `draft` (or the same draft after a change of its card list) from scratch."""
        self.beginResetModel()
        if draft is not None and draft.game != self.draft.game:
            self.look = layout(make_ruleset(draft.game))
        self.draft = draft or self.draft
        self.ids = self.draft.ids()
        self._faces = {}
        self.endResetModel()

    def card_changed(self, cid: str) -> None:
        """A card was added or edited through the draft: insert its row or repaint it."""
        self._faces.pop(cid, None)
        if cid in self.ids:
            row = self.ids.index(cid)
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
            return
        row = len(self.ids)
        self.beginInsertRows(QModelIndex(), row, row)
        self.ids.append(cid)
        self.endInsertRows()

    def row_of(self, cid: str) -> int:
        return self.ids.index(cid) if cid in self.ids else -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
        return flags | Qt.ItemFlag.ItemIsEditable if index.column() == COPIES else flags

    def _face(self, cid: str) -> dict[int, Any]:
        if cid not in self._faces:
            self._faces[cid] = card_row(SimpleNamespace(library=self.draft.library()), self.look, cid, ZONE)
        return self._faces[cid]

    def _text(self, cid: str, column: int) -> str:
        card = self.draft.defs[cid]
        return [
            card.name,
            cid,
            self.draft.definition.decks.get(card.deck, card.deck),
            str(self.draft.counts[cid]),
            amounts_text(dict(card.cost)) or "-",
            " ".join(card.kinds),
            "pack" if cid in self.draft.own else "shipped",
        ][column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.ids):
            return None
        cid = self.ids[index.row()]
        if role == Qt.ItemDataRole.EditRole and index.column() == COPIES:
            return self.draft.counts[cid]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(cid, index.column())
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{self._text(cid, NAME)}, {self.draft.counts[cid]} copies, {self._text(cid, DECK)}"
        if role == R.SIZE:
            return self.draft.counts[cid]
        if index.column() == NAME or role >= int(Qt.ItemDataRole.UserRole):
            return self._face(cid).get(role)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != COPIES or role != Qt.ItemDataRole.EditRole:
            return False
        cid = self.ids[index.row()]
        try:
            self.draft.set_count(cid, value)
        except DraftRefused as err:
            self.refused.emit(str(err))
            return False
        self.dataChanged.emit(index, index)
        self.counted.emit()
        return True


class DeckTotalsModel(QAbstractTableModel):
    """One row a deck of the draft's game: its name, id, the cards it deals and how many copies."""

    HEADS = ("Deck", "Id", "Cards", "Copies")

    def __init__(self, draft: PackDraft, parent=None):
        super().__init__(parent)
        self.draft = draft
        self.decks = list(draft.definition.decks)
        self.totals = draft.deck_totals()

    def refresh(self, draft: PackDraft | None = None) -> None:
        """Count again; a new game's draft resets the rows."""
        if draft is not None and list(draft.definition.decks) != self.decks:
            self.beginResetModel()
            self.draft = draft
            self.decks = list(draft.definition.decks)
            self.totals = draft.deck_totals()
            self.endResetModel()
            return
        self.draft = draft or self.draft
        self.totals = self.draft.deck_totals()
        if self.decks:
            self.dataChanged.emit(self.index(0, 2), self.index(len(self.decks) - 1, 3))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self.decks)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self.HEADS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.HEADS[section] if 0 <= section < len(self.HEADS) else None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.decks):
            return None
        deck = self.decks[index.row()]
        cards, copies = self.totals.get(deck, (0, 0))
        if role == Qt.ItemDataRole.DisplayRole:
            return [self.draft.definition.decks[deck], deck, str(cards), str(copies)][index.column()]
        if role == R.DECK:
            return deck
        return None
