"""The table's other models: deck piles, a seat's resources, and the log."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core import zones as Z
from core.describe import LogLine
from desktop.models import roles as R
from desktop.models.cards import card_row, tokens_mime
from desktop.models.rows import RowModel

DISPLAY = int(Qt.ItemDataRole.DisplayRole)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)


class DeckModel(RowModel):
    """One row per deck: its size (never its order) and the top of its public discard pile."""

    def refresh(self, ruleset, look, view) -> None:
        rows = []
        for deck in look.decks:
            size, pile = view.size(Z.deck(deck.id)), view.cards(Z.discard(deck.id)) or ()
            top = card_row(ruleset, look, pile[0], Z.discard(deck.id)) if pile else None
            said = f"{deck.name}: {size} cards; discard pile: {len(pile)} cards" + (
                f", {top[R.NAME]} on top" if top else "")
            rows.append((deck.id, {
                DISPLAY: deck.name, ACCESSIBLE: deck.name, DESCRIPTION: said, TOOLTIP: said,
                R.DECK: deck.id, R.NAME: deck.name, R.DECK_COLOUR: deck.colour, R.SIZE: size,
                R.DISCARD_SIZE: len(pile), R.TOP: top, R.ZONE: Z.deck(deck.id),
            }))
        self.sync(rows)

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags


class ResourceModel(RowModel):
    """One seat's resources; its supply tokens can be dragged when that seat is at the table."""

    def __init__(self, seat: str, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.supply: str | None = None
        self.draggable = False

    def refresh(self, ruleset, look, view) -> None:
        self.supply = look.supply
        mine = view.resources.get(self.seat, {})
        rows = []
        for r in look.resources:
            n = mine.get(r.id, 0)
            cap = f" of at most {r.cap}" if r.cap is not None else ""
            said = f"{self.seat}: {n} {r.name}{cap}"
            rows.append((r.id, {
                DISPLAY: f"{n}", ACCESSIBLE: said, DESCRIPTION: said + (
                    "; drag a token onto a display card to charge it" if r.id == look.supply else ""),
                TOOLTIP: said, R.RESOURCE: r.id, R.NAME: r.name, R.AMOUNT: n, R.CAP: r.cap, R.SEAT: self.seat,
            }))
        self.sync(rows)

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.draggable and self.key(index.row()) == self.supply and self.data(index, R.AMOUNT):
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def mimeTypes(self):
        return [R.TOKENS_MIME]

    def supportedDragActions(self):
        return Qt.DropAction.MoveAction

    def mimeData(self, indexes):
        rows = [i for i in indexes if i.isValid() and self.key(i.row()) == self.supply]
        return tokens_mime(self.seat, self.supply, 1) if rows else None


class LogModel(RowModel):
    """The journal in words, one row per record, as the current viewer may read it."""

    def show(self, lines: list[LogLine], colours: dict[str, str]) -> None:
        self.sync((str(line.seq), {
            DISPLAY: line.text, ACCESSIBLE: line.text,
            DESCRIPTION: {"adjust": "adjustment by hand", "undo": "taken back", "redo": "restored"}.get(line.kind, "move"),
            R.SEAT: line.seat, R.LOG_KIND: line.kind, R.COLOUR: colours.get(line.seat, "#666666"),
        }) for line in lines)

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

