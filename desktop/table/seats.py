"""A seat at the table: name, resources, hand, display and appointed characters.

The bottom seat is the player at the screen, drawn large with their own hand;
the others sit around it small, showing only what is public: how many cards
they hold, their resources, their displays and characters. A card dropped
anywhere on a rival's seat targets that rival. The replay lays every seat out
the same way ("replay"), one seat a row, read-only.
"""

from __future__ import annotations

from typing import TypedDict

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from core.engine import zones as Z
from desktop.models.roles import CARDS_MIME
from desktop.table.deckview import DeckView, deck_parts
from desktop.table.paintcache import draw_cached, painting
from desktop.table.resourceview import ResourceView
from desktop.table.views import CardListView


class SeatSizes(TypedDict):
    """A seat panel's card sizes by row, and its resource chips' icon size."""

    hand: QSize
    display: QSize
    slots: QSize
    icon: int


SIZES: dict[str, SeatSizes] = {
    "bottom": {"hand": QSize(112, 158), "display": QSize(104, 146), "slots": QSize(96, 134), "icon": 24},
    "rival": {"hand": QSize(34, 48), "display": QSize(64, 90), "slots": QSize(58, 80), "icon": 16},
    "rival-wide": {"hand": QSize(40, 56), "display": QSize(80, 112), "slots": QSize(80, 112), "icon": 16},
    "replay": {"hand": QSize(58, 82), "display": QSize(58, 82), "slots": QSize(58, 82), "icon": 16},
}


FRAME_WIDTH = 2  # the frame's line; the panel's contents start inside it


def frame_pen(kind: str, colour: str) -> QPen:
    """The line round a seat panel: idle, lit as a drop target, or in the seat's colour while it is to move."""
    if kind == "lit":
        return QPen(QColor("#ffcf40"), 3)
    return QPen(QColor(colour) if kind == "waiting" else QColor(255, 255, 255, 40), FRAME_WIDTH)


def _frame(p: QPainter, rect: QRectF, kind: str, colour: str, shade: int) -> None:
    """A seat panel's shaded ground and rounded frame (painted once per size and look: see paintcache.py)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = frame_pen(kind, colour)
    p.setPen(pen)
    p.setBrush(QColor(0, 0, 0, shade))
    inset = pen.widthF() / 2
    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 10, 10)


class SeatPanel(QFrame):
    """One seat's zones as item views over that seat's models."""

    cardMenu = Signal(str, object)
    cardPlay = Signal(str)
    cardAppoint = Signal(str)
    dragStarted = Signal(str)
    tokensDragStarted = Signal()
    dragEnded = Signal()
    deckDraw = Signal(str)
    deckBrowse = Signal(str)
    deckMenu = Signal(str, object)
    cardPointed = Signal(object)

    def __init__(self, table, seat: str, place: str, parent=None):
        super().__init__(parent)
        self.table, self.seat, self.place = table, seat, place
        self.lit = False
        size = SIZES["rival-wide" if place == "rival" and len(table.seats) <= 3 else place]
        self.setObjectName("seat")
        self.frame: tuple[str, str] | None = None
        self.shares: tuple[QHBoxLayout, int, int] | None = (
            None  # (row, hand's place, display's place): shared out by their cards
        )
        self.shared: tuple[int, int] | None = None
        self.said: tuple | None = None
        self.setContentsMargins(FRAME_WIDTH, FRAME_WIDTH, FRAME_WIDTH, FRAME_WIDTH)
        self.sizes, self.scale = size, 1.0
        self.setAcceptDrops(place == "rival")
        bottom = place == "bottom"
        self._make_views(size, bottom)
        self.decks = self._own_decks() if bottom else None
        self._lay_out(size, bottom)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        if not bottom:
            self.setMinimumWidth(150)
        self.setAccessibleName(f"{seat}'s seat")
        self.bind()

    def _make_views(self, size: SeatSizes, bottom: bool) -> None:
        """The title, the resources and the three card views, wired to the panel's signals."""
        seat = self.seat
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.resources = ResourceView(f"{seat}'s resources", size["icon"], named=bottom)
        self.resources.dragStarted.connect(self.tokensDragStarted)
        self.resources.dragEnded.connect(self.dragEnded)
        self.hand = CardListView(
            size["hand"],
            f"{seat}'s hand",
            "Your hand: arrow keys choose a card, Enter plays it, A appoints it, the menu key lists every move with it"
            if bottom
            else f"{seat}'s hand, face down. Drop a card here to aim it at {seat}.",
            "Your hand is empty" if bottom else "",
            drag=bottom,
        )
        self.display = CardListView(
            size["display"],
            f"{seat}'s display",
            "Display cards with their charges. Drop supply tokens on one to charge it.",
            "Display: none" if bottom else "no display",
            drag=bottom and bool(self.table.look.card_on_card),  # INWO: your group dragged onto a rival's attacks it
        )
        self.slots = CardListView(
            size["slots"],
            f"{seat}'s characters",
            "Appointed characters. Drop a hand card here to appoint its character.",
            "Characters: none" if bottom else "",
        )
        for view, used in ((self.display, self.table.look.display), (self.slots, self.table.look.slots)):
            if not used:
                view.hide()
        for view in (self.hand, self.display, self.slots):
            view.menuRequested.connect(self.cardMenu)
            view.playRequested.connect(self.cardPlay)
            view.appointRequested.connect(self.cardAppoint)
            view.dragStarted.connect(self.dragStarted)
            view.dragEnded.connect(self.dragEnded)
            view.cardPointed.connect(self.cardPointed)
        self.hand.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _lay_out(self, size: SeatSizes, bottom: bool) -> None:
        """The title and resources above a row of card views: the bottom seat's own layout, or a rival's."""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.setSpacing(2)
        if bottom or self.place == "replay":
            head = QHBoxLayout()
            head.addWidget(self.title)
            head.addWidget(self.resources, 1)
            outer.addLayout(head)
        else:
            outer.addWidget(self.title)
            outer.addWidget(self.resources)
        cards = QHBoxLayout()
        cards.setSpacing(6)
        self.boxes: list[tuple[QWidget, CardListView, int]] = []
        if bottom:
            self._lay_out_own_cards(cards)
        else:
            self._lay_out_rival_cards(cards, size)
        outer.addLayout(cards)

    def _lay_out_own_cards(self, cards: QHBoxLayout) -> None:
        """The bottom seat: its decks, the hand taking the room, display and characters in labelled boxes."""
        if self.decks is not None:
            cards.addWidget(self._labelled("Your decks", self.decks))
        cards.addWidget(self.hand, 1)
        for text, view, count in (("Display", self.display, 2), ("Characters", self.slots, 2)):
            box = self._labelled(text, view)
            if view is self.display and not self.table.look.slots:
                box.setMinimumWidth(count * (view.card_size.width() + 8) + 8)
                cards.addWidget(box, 1)
                self.shares = (cards, cards.indexOf(self.hand), cards.indexOf(box))
                continue
            box.setFixedWidth(count * (view.card_size.width() + 8) + 8)
            self.boxes.append((box, view, count))
            cards.addWidget(box)

    def _lay_out_rival_cards(self, cards: QHBoxLayout, size: SeatSizes) -> None:
        """A rival's (or a replayed seat's) three card views side by side, sharing the row."""
        self.hand.setMinimumWidth(size["hand"].width() + 30)
        self.display.setMinimumWidth(size["display"].width() + 10)
        self.slots.setMinimumWidth(size["slots"].width() + 10)
        wide = self.place == "replay"
        cards.addWidget(self.hand, 3 if wide else 2)
        cards.addWidget(self.display, 2 if wide else 3)
        cards.addWidget(self.slots, 3 if wide else 2)

    def mark_usable(self, cards: frozenset[str]) -> None:
        """Mark the cards of this seat's hand and display that may be used now (none: an empty set)."""
        self.hand.set_usable(cards)
        self.display.set_usable(cards)

    def mark_fresh(self, cards: frozenset[str], amounts: frozenset[tuple[str, str]]) -> None:
        """Highlight the cards and this seat's amounts that the last moves changed (none: empty sets)."""
        for view in (self.hand, self.display, self.slots):
            view.set_fresh(cards)
        fresh = frozenset(resource for seat, resource in amounts if seat == self.seat)
        if fresh != self.resources.fresh:
            self.resources.update_chips(fresh ^ self.resources.fresh)
            self.resources.fresh = fresh

    def grow(self, scale: float) -> None:
        """Cards `scale` times their size at the default window (the table grows them with the window)."""
        if scale == self.scale:
            return
        self.scale = scale
        for view, base in (
            (self.hand, self.sizes["hand"]),
            (self.display, self.sizes["display"]),
            (self.slots, self.sizes["slots"]),
        ):
            size = QSize(round(base.width() * scale), round(base.height() * scale))
            view.full_size = size
            view._resize_cards(size)
            view.setMinimumHeight(size.height() + 16)
            view.fit()
        for box, view, count in self.boxes:
            box.setFixedWidth(count * (view.card_size.width() + 8) + 8)

    def _own_decks(self) -> DeckView | None:
        """The seat's own decks as small piles with their sizes (for a game that deals each seat its own):
        Enter or a double click draws, as the game's draw command allows."""
        model = self.table.seat_decks.get(self.seat)
        if model is None:
            return None
        view = DeckView(
            QSize(52, 72),
            f"{self.seat}'s own decks",
            "Your own decks with how many cards are left in each. Enter draws from the current one.",
        )
        view.setModel(model)
        view.fit_decks(deck_parts(self.table.look, seat_decks=True), QSize(52, 72), QSize(52, 72))
        view.drawRequested.connect(self.deckDraw)
        view.browseRequested.connect(self.deckBrowse)
        view.menuRequested.connect(self.deckMenu)
        return view

    def _labelled(self, text: str, view: QWidget) -> QWidget:
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        label = QLabel(text)
        label.setObjectName("zoneLabel")
        shade = label.palette()
        shade.setColor(QPalette.ColorRole.WindowText, QColor("#cfd8cf"))
        label.setPalette(shade)
        small = label.font()
        small.setPixelSize(11)
        label.setFont(small)
        label.setBuddy(view)
        lay.addWidget(label)
        lay.addWidget(view)
        if view in (self.display, self.slots) and not (
            self.table.look.slots if view is self.slots else self.table.look.display
        ):
            box.hide()
        return box

    def bind(self) -> None:
        """Show this seat's models (again, after a new game)."""
        t = self.table
        self.hand.setModel(t.hands[self.seat])
        self.display.setModel(t.displays[self.seat])
        self.slots.setModel(t.slots[self.seat])
        self.resources.setModel(t.resources[self.seat])
        self.update_title()

    def update_title(self) -> None:
        """The seat's name, hand count and turn mark, set only when they read differently; the frame is
        painted again only when it changes (idle, lit, or in the seat's colour while it is to move)."""
        t = self.table
        colour = t.colours.get(self.seat, "#888")
        waits = t.shown.must_act == self.seat
        count = f" · {t.shown.size(Z.hand(self.seat))} in hand" if self.place != "bottom" else ""
        if self.decks is None:
            count += "".join(f" · {d.name} {t.shown.size(d.seat_zone(self.seat))}" for d in t.look.seat_decks)
        mark = " · <b>to move</b>" if waits and self.place != "bottom" else ""
        said = (colour, count, mark, waits)
        if said != self.said:
            self.said = said
            self.title.setText(
                f"<span style='color:{colour}; font-size:18px'>●</span> <b style='font-size:"
                f"{15 if self.place == 'bottom' else 13}px'>{self.seat}</b>{count}{mark}"
            )
            self.title.setAccessibleName(f"{self.seat}{count}{' — to move' if waits else ''}")
        if self.shares is not None:
            self.share_room(t.shown.size(Z.hand(self.seat)), t.shown.size(Z.display(self.seat)))
        frame = ("lit" if self.lit else "waiting" if waits else "idle", colour)
        if frame != self.frame:
            self.frame = frame
            self.update()

    def share_room(self, hand: int, display: int) -> None:
        """The hand and a display that shares its row take room in proportion to the cards they hold (at
        least two cards' worth each), so neither fans its cards while the other stands half empty."""
        shared = (max(2, hand), max(2, display))
        if shared != self.shared:
            self.shared = shared
            assert self.shares is not None, "only a row the hand shares with the display shares its room"
            row, hand_at, display_at = self.shares
            row.setStretch(hand_at, shared[0])
            row.setStretch(display_at, shared[1])

    def paintEvent(self, event) -> None:
        """The panel's shaded ground and its frame, drawn here: a frame kept in a style sheet had to be
        polished again at every change of turn (a third of a millisecond a panel)."""
        kind, colour = self.frame or ("idle", "#888")
        shade = 25 if self.place == "bottom" else 45
        with painting(self) as p:
            key = f"seat|{kind}|{colour}|{shade}"
            draw_cached(p, QRectF(self.rect()), key, lambda q, r: _frame(q, r, kind, colour, shade), margin=0)

    def set_lit(self, lit: bool) -> None:
        """Light this rival's seat while a card that may aim at them is dragged."""
        self.lit = lit
        self.hand.set_lit(lit)
        self.update_title()

    # A card dropped anywhere on a rival's seat is a drop on that rival's hand: it targets them.

    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasFormat(CARDS_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:
        if event.mimeData().hasFormat(CARDS_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        model = self.table.hands[self.seat]
        if model.dropMimeData(event.mimeData(), Qt.DropAction.CopyAction, -1, 0, model.index(-1, 0)):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
