"""The table's other models: deck piles, a seat's resources, and the log."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from core.engine import zones as Z
from core.seeing.describe import LogLine
from desktop.models import roles as R
from desktop.models.cards import card_row, tokens_mime
from desktop.models.rows import RowModel

DISPLAY = int(Qt.ItemDataRole.DisplayRole)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
SIZE_HINT = int(Qt.ItemDataRole.SizeHintRole)


class DeckModel(RowModel):
    """One row per deck kind: its size (never its order) and the top of its public discard pile.

    A deck the game keeps per seat, or does not have, is no pile here (`HAS_DECK` is false): only its
    discard pile is shown; each seat's own decks are `SeatDeckModel`s.
    """

    def refresh(self, ruleset, look, view) -> None:
        piles = ((view.size(Z.deck(d.id)), view.cards(Z.discard(d.id))) for d in look.decks)
        if not self.fresh((ruleset, look, *piles)):
            return
        rows = []
        for deck in look.decks:
            shared = deck.pile == "shared"
            size, pile = view.size(Z.deck(deck.id)), view.cards(Z.discard(deck.id)) or ()
            top = card_row(ruleset, look, pile[0], Z.discard(deck.id)) if pile else None
            said = (
                (f"{deck.name}: {size} cards; " if shared else f"{deck.name}: ")
                + f"discard pile: {len(pile)} cards"
                + (f", {top[R.NAME]} on top" if top else "")
            )
            rows.append(
                (
                    deck.id,
                    {
                        DISPLAY: deck.name,
                        ACCESSIBLE: deck.name,
                        DESCRIPTION: said,
                        TOOLTIP: said,
                        R.DECK: deck.id,
                        R.NAME: deck.name,
                        R.DECK_COLOUR: deck.colour,
                        R.SIZE: size if shared else 0,
                        R.DISCARD_SIZE: len(pile),
                        R.TOP: top,
                        R.ZONE: Z.deck(deck.id),
                        R.HAS_DECK: shared,
                        R.HAS_DISCARD: True,
                    },
                )
            )
        self.sync(rows)

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags


class SeatDeckModel(DeckModel):
    """One seat's own decks (a game's ``piles: {deck: seat}``): one face-down pile each, with its size."""

    def __init__(self, seat: str, parent=None):
        super().__init__(parent)
        self.seat = seat

    def refresh(self, ruleset, look, view) -> None:
        if not self.fresh((look, *(view.size(d.seat_zone(self.seat)) for d in look.seat_decks))):
            return
        rows = []
        for deck in look.seat_decks:
            zone = deck.seat_zone(self.seat)
            size = view.size(zone)
            said = f"{self.seat}'s {deck.name}: {size} cards"
            rows.append(
                (
                    deck.id,
                    {
                        DISPLAY: deck.name,
                        ACCESSIBLE: f"{self.seat}'s {deck.name}",
                        DESCRIPTION: said,
                        TOOLTIP: said,
                        R.DECK: deck.id,
                        R.NAME: deck.name,
                        R.DECK_COLOUR: deck.colour,
                        R.SIZE: size,
                        R.ZONE: zone,
                        R.SEAT: self.seat,
                        R.HAS_DECK: True,
                        R.HAS_DISCARD: False,
                    },
                )
            )
        self.sync(rows)


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
        if not self.fresh((look, mine)):
            return
        rows = []
        for r in look.resources:
            n = mine.get(r.id, 0)
            cap = f" of at most {r.cap}" if r.cap is not None else ""
            said = f"{self.seat}: {n} {r.name}{cap}"
            rows.append(
                (
                    r.id,
                    {
                        DISPLAY: f"{n}",
                        ACCESSIBLE: said,
                        DESCRIPTION: said
                        + ("; drag a token onto a display card to charge it" if r.id == look.supply else ""),
                        TOOLTIP: said,
                        R.RESOURCE: r.id,
                        R.NAME: r.name,
                        R.AMOUNT: n,
                        R.CAP: r.cap,
                        R.SEAT: self.seat,
                    },
                )
            )
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
        return tokens_mime(self.seat, self.supply, 1) if rows and self.supply is not None else None


class LogModel(QStandardItemModel):
    """The journal in words, one row per record, as the current viewer may read it.

    Its rows live in Qt's own item model, so a view laying out a long log asks Python nothing per row:
    a new record appends one row, a new viewer rewrites only the lines that read differently, and
    each row carries the height `measure` gives it (the log panel measures at its width).
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.invisibleRootItem().setFlags(Qt.ItemFlag.NoItemFlags)
        self._lines: list[LogLine] = []
        self._shown = 0
        self._sizes: dict[tuple[str, str], QSize] = {}
        self._colours: dict[str, str] = {}
        self.measure: Callable[[str, str], QSize] | None = None

    def roleNames(self):
        names: dict[int, QByteArray | bytes] = dict(super().roleNames())
        names.update(R.ROLE_NAMES)
        return names

    def show(self, lines: list[LogLine], colours: dict[str, str], rewrite=None) -> None:
        """Follow `lines` with fine-grained signals: removals, changed lines, then new lines appended.

        `rewrite`, when given, names the only rows whose line may differ from the one shown (the table
        knows them when the viewer changes; an empty one when only records were added), so the rows
        are not compared one by one. `lines` is kept, not copied: the table only ever appends to it.
        """
        old, recoloured = self._lines, colours != self._colours
        if recoloured:
            self._colours = dict(colours)
        shown = min(self._shown, len(lines))
        keep = shown
        if rewrite is None or recoloured:
            keep = 0
            while keep < shown and old[keep].seq == lines[keep].seq:
                keep += 1
            rewrite = range(keep)
        if keep < self._shown:
            self.removeRows(keep, self._shown - keep)
        self._rewrite(
            [
                row
                for row in rewrite
                if row < keep and (recoloured or (old[row] is not lines[row] and old[row] != lines[row]))
            ],
            old,
            lines,
            recoloured,
        )
        self._lines, self._shown = lines, len(lines)
        if len(lines) > keep:
            self.invisibleRootItem().appendRows([self._item(line) for line in lines[keep:]])

    def _rewrite(self, rows: list[int], old: list[LogLine], lines: list[LogLine], recoloured: bool) -> None:
        """Set the rows' new lines quietly, then say so in one signal for their words and one per row whose
        height changed: a new viewer rewrites every private line of two seats, and a signal per row made
        the view measure each again."""
        if not rows:
            return
        resized = []
        with QSignalBlocker(self):
            for row in rows:
                roles = self._roles(lines[row]) if recoloured else self._words(lines[row], old[row])
                self.setItemData(self.index(row, 0), roles)
                if SIZE_HINT in roles:
                    resized.append(row)
        for row in resized:
            self.dataChanged.emit(self.index(row, 0), self.index(row, 0), [SIZE_HINT])
        said = [DISPLAY, ACCESSIBLE] + ([R.SEAT, R.LOG_KIND, R.COLOUR, DESCRIPTION] if recoloured else [])
        self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), 0), said)

    def remeasure(self) -> None:
        """Give every row its height again (the panel's width changed)."""
        self._sizes = {}
        if self.measure is None or not self._shown:
            return
        with QSignalBlocker(self):
            for row, line in enumerate(self._lines[: self._shown]):
                self.setData(self.index(row, 0), self._size(line), SIZE_HINT)
        self.dataChanged.emit(self.index(0, 0), self.index(self._shown - 1, 0), [SIZE_HINT])

    def _size(self, line: LogLine) -> QSize:
        """A line's measured height, measured once per text at the panel's width."""
        key = (line.kind, line.text)
        size = self._sizes.get(key)
        if size is None:
            assert self.measure is not None, "only a measuring log is asked for sizes"
            size = self._sizes[key] = self.measure(line.kind, line.text)
        return size

    def _words(self, line: LogLine, before: LogLine | None = None) -> dict[int, object]:
        """The roles that differ between two viewers' lines for one record: the words, and their height
        unless it is the height of the line `before` (most private lines wrap as their public forms do)."""
        roles: dict[int, object] = {DISPLAY: line.text, ACCESSIBLE: line.text}
        if self.measure is not None:
            size = self._size(line)
            if before is None or size != self._size(before):
                roles[SIZE_HINT] = size
        return roles

    def _roles(self, line: LogLine) -> dict[int, object]:
        return {
            **self._words(line),
            DESCRIPTION: {"adjust": "adjustment by hand", "undo": "taken back", "redo": "restored"}.get(
                line.kind, "move"
            ),
            R.SEAT: line.seat,
            R.LOG_KIND: line.kind,
            R.COLOUR: self._colours.get(line.seat, "#666666"),
        }

    def _item(self, line: LogLine) -> QStandardItem:
        item = QStandardItem()
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        for role, value in self._roles(line).items():
            item.setData(value, role)
        return item
