"""The deck piles and their discard piles as a QListView: which piles a view shows, and their card sizes.

Enter on a deck draws from it, B browses its discard pile. A discard pile whose top card the last moves put
there is ringed like any other card they changed (desktop/table/marks.py).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal

from desktop.models import roles as R
from desktop.table.marks import paint_fresh
from desktop.table.paintcache import painting
from desktop.table.piles import GAP, DeckDelegate, pile_width
from desktop.table.rowview import TableListView

LARGE_PILE = QSize(84, 118)  # a pile's card when there are few piles
SMALL_PILE = QSize(64, 90)  # ... when there are more
TWO_ROWS_PILE = QSize(56, 78)  # ... when they take two rows


def deck_parts(look, seat_decks: bool = False) -> list[tuple[bool, bool]]:
    """Per deck of `look`, whether a view shows its deck pile and its discard pile: the middle of the table
    shows every kind's discard pile and the shared decks, a seat's view its own decks alone."""
    if seat_decks:
        return [(True, False)] * len(look.seat_decks)
    return [(d.pile == "shared", True) for d in look.decks]


class DeckView(TableListView):
    """The decks in the middle of the table with their public discard piles.

    Enter (or a double click on the pile) draws from a deck when the rules allow it; B, or a double
    click on the discard pile, browses the pile; the context menu offers both.
    """

    drawRequested = Signal(str)
    browseRequested = Signal(str)
    menuRequested = Signal(str, object)

    def __init__(
        self,
        card_size: QSize,
        name: str = "Decks and discard piles",
        description: str = "Each deck shows how many cards are left, its discard pile beside it. "
        "Enter draws from the deck, B browses its discard pile.",
        parent=None,
    ):
        super().__init__(name, description, parent)
        self.delegate: DeckDelegate | None = None
        self.set_card_size(card_size)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)

    def set_card_size(self, card_size: QSize) -> None:
        """Draw the piles at `card_size` (each game fits them anew), with a new delegate; the one it replaces, a
        child of the view, is deleted rather than kept for as long as the window lives."""
        self.card_size = card_size
        old, self.delegate = self.delegate, DeckDelegate(card_size, self)
        self.setItemDelegate(self.delegate)
        if old is not None:
            old.deleteLater()
        self.setMinimumHeight(card_size.height() + 40)

    def fit_decks(
        self,
        parts: list[tuple[bool, bool]],
        large: QSize = LARGE_PILE,
        small: QSize = SMALL_PILE,
        two_rows: QSize = TWO_ROWS_PILE,
        most: int = 3,
    ) -> None:
        """Every pile in view, never a scroll bar: large when there are few piles, else small, and in two
        rows of smaller piles when there are more than `most` decks (a game with many decks). `parts` says,
        per deck, whether it has a deck pile and a discard pile (see `deck_parts`)."""
        piles = sum(deck + discard for deck, discard in parts)
        rows = 2 if len(parts) > most else 1
        size = two_rows if rows > 1 else large if piles <= 4 else small
        self.set_card_size(size)
        self.setUniformItemSizes(False)
        self.setWrapping(rows > 1)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widths = [pile_width(size.width(), *p) for p in parts] or [pile_width(size.width(), True, True)]
        per_row = -(-len(widths) // rows)
        self.setFixedWidth(max(sum(widths[i : i + per_row]) for i in range(0, len(widths), per_row)) + 8)
        self.setMinimumHeight(rows * (size.height() + 32) + 8)

    def discard_rect(self, index) -> QRectF:
        """Where the row's discard pile is drawn in the viewport (as `DeckDelegate` lays it out)."""
        r = self.visualRect(index)
        has_deck, _ = DeckDelegate.parts(index.data)
        w, h = self.card_size.width(), self.card_size.height()
        return QRectF(r.left() + 10 + (w + GAP if has_deck else 0), r.top() + 6, w, h)

    def set_fresh(self, cards: frozenset[str]) -> None:
        """Ring the discard piles whose top card is among `cards` (none when empty)."""
        if cards != self.fresh:
            before = self.fresh_discards()
            self.fresh = cards
            for index in before + self.fresh_discards():
                self.viewport().update(self.visualRect(index))

    def fresh_discards(self) -> list:
        """The rows whose discard pile's top card is among the cards the last moves changed."""
        model = self.model()
        if not self.fresh or model is None:
            return []
        rows = (model.index(row, 0) for row in range(model.rowCount()))
        return [i for i in rows if (top := i.data(R.TOP)) and top.get(R.CARD_ID) in self.fresh]

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        fresh = self.fresh_discards()
        if fresh:
            with painting(self.viewport()) as painter:
                for index in fresh:
                    rect = self.discard_rect(index)
                    paint_fresh(painter, rect, rect.width() * 0.08)

    def keyPressEvent(self, event) -> None:
        index = self.currentIndex()
        if index.isValid() and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            has_deck, _ = DeckDelegate.parts(index.data)
            (self.drawRequested if has_deck else self.browseRequested).emit(index.data(R.DECK))
            return
        if index.isValid() and event.key() == Qt.Key.Key_B and DeckDelegate.parts(index.data)[1]:
            self.browseRequested.emit(index.data(R.DECK))
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        pos = event.position().toPoint()
        index = self.indexAt(pos)
        if not index.isValid():
            return
        has_deck, has_discard = DeckDelegate.parts(index.data)
        on_pile = has_deck and (
            not has_discard or pos.x() - self.visualRect(index).left() < self.card_size.width() + 12
        )
        (self.drawRequested if on_pile else self.browseRequested).emit(index.data(R.DECK))

    def _menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos)
        if index.isValid():
            self.menuRequested.emit(index.data(R.DECK), self.viewport().mapToGlobal(pos))
