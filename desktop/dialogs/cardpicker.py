"""Card faces to pick from in a dialog: a pending choice, the cards to keep, the advisors to pay upkeep for.

The faces wrap into rows and scroll up and down, whole: the view is at most two
rows tall and never cuts a second row in half. Picking a card does not scroll
(Qt scrolls to the current item on every click), so the row a player is
reading stays where it is; the keyboard still scrolls to the card it reaches.

A picked card is marked by shape and lightness, not by hue alone: a thick white frame inside its edge and a
dark band across its foot with a tick and the word ("Kept", "Chosen"), apart from the yellow ring of the
card the keyboard is on. A screen reader hears the same word after the card's name.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QItemSelectionModel, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle

from core.engine import zones as Z
from desktop.models.cards import card_row
from desktop.models.rows import Row, RowModel
from desktop.table.delegates import CardDelegate, px_font
from desktop.table.paintcache import draw_cached
from desktop.table.views import CardListView

FELT = "#2f5d3a"
PICK_CARD = QSize(132, 186)  # a card in a dialog: larger than on the table, its words read whole
ACROSS = 5  # cards a row the dialog asks room for
ROOM = QSize(8, 10)  # the delegate's room around a card (CardDelegate.sizeHint)
ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)
PICKED_INK = QColor("#15171a")  # the band of a picked card: dark on the light face, whatever the hue seen
PICKED_FRAME = QColor("#ffffff")


def paint_picked(p: QPainter, rect: QRectF, font: QFont, word: str) -> None:
    """A picked card's mark: a thick white frame inside its edge, dark-lined, and a dark band across its foot
    with a tick and `word`, so it reads apart from the keyboard's yellow ring in lightness and shape."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.08
    p.setBrush(Qt.BrushStyle.NoBrush)
    edge = rect.adjusted(2.5, 2.5, -2.5, -2.5)  # inside the card, clear of its words (6 px in)
    p.setPen(QPen(PICKED_INK, 5))
    p.drawRoundedRect(edge, radius, radius)
    p.setPen(QPen(PICKED_FRAME, 2))
    p.drawRoundedRect(edge, radius, radius)
    band = QRectF(rect.left() + 5, rect.bottom() - 5 - rect.height() * 0.16, rect.width() - 10, rect.height() * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PICKED_INK)
    p.drawRect(band)
    p.setPen(PICKED_FRAME)
    p.setFont(px_font(font, band.height() * 0.55, bold=True))
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, f"\u2714 {word}")
    p.restore()


class PickDelegate(CardDelegate):
    """Paints a picker's cards: the face and the keyboard's ring as on the table, the picked ones marked plainly
    (`paint_picked`) and not raised, so picking moves nothing."""

    def __init__(self, size: QSize, word: str, parent=None):
        super().__init__(size, parent)
        self.word = word

    def paint(self, painter, option, index) -> None:
        picked = bool(option.state & QStyle.StateFlag.State_Selected)
        option.state &= ~QStyle.StateFlag.State_Selected
        super().paint(painter, option, index)
        if picked:
            rect = QRectF(option.rect).adjusted(4, 4, -4, -6)
            rect.setSize(QRectF(0, 0, self.card_size.width(), self.card_size.height()).size())
            font, word = option.font, self.word
            draw_cached(
                painter, rect, f"picked|{font.key()}|{word}", lambda p, r: paint_picked(p, r, font, word), margin=0
            )


class CardPicker(CardListView):
    """Face-up cards, several of which may be picked (clicked, or Space on the current one)."""

    def __init__(
        self,
        table,
        cards: Iterable[tuple[str, str]],
        name: str,
        description: str,
        parent=None,
        word: str = "Chosen",
    ):
        super().__init__(PICK_CARD, name, description, "No cards to choose from", parent=parent)
        self.table, self.word = table, word
        self.fan = False
        self.card_delegate = PickDelegate(PICK_CARD, word, self)
        self.setItemDelegate(self.card_delegate)
        self.model_ = RowModel(self)
        self._faces: list[tuple[str, Row]] = [
            (card, card_row(table.ruleset, table.look, card, zone)) for card, zone in cards
        ]
        self.model_.sync(self._faces)
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
        self.selectionModel().selectionChanged.connect(self._say_picked)
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

    def _say_picked(self, *_) -> None:
        """Name each picked card with the picker's word too ("Elder, kept"), for a screen reader."""
        chosen = set(self.picked())
        word = self.word.lower()
        self.model_.sync(
            (card, {**row, ACCESSIBLE: f"{row[ACCESSIBLE]}, {word}"} if card in chosen else row)
            for card, row in self._faces
        )

    def keyPressEvent(self, event) -> None:
        super().keyPressEvent(event)
        if self.currentIndex().isValid():
            self.scrollTo(self.currentIndex())


class CardsInput(CardPicker):
    """Several cards of the seat at the screen (hand, display, characters), as faces to pick.

    With `offered`, only those cards are shown: the ones a legal form of the command names (the cards
    just drawn, for EU's keep), so the form does not offer cards the rules would refuse. `start` are
    picked at first (EU's upkeep starts by keeping every advisor, `fields.start_cards`). With `most`, at most that
    many are picked: a further pick puts back the one picked first (INWO's Plot is bought with two groups).
    """

    def __init__(
        self,
        table,
        parent=None,
        offered: set[str] | None = None,
        start: tuple = (),
        word: str = "Chosen",
        most: int = 0,
    ):
        seat = table.acting_seat()
        cards = [
            (card, zone)
            for zone in ((Z.hand(seat), Z.display(seat), Z.appointed(seat)) if seat else ())
            for card in table.view().cards(zone) or ()
            if offered is None or card in offered
        ]
        told = "Click or press Space on a card to pick it"
        if most:
            told += f", at most {most}: one more puts back the card picked first"
        super().__init__(table, cards, "Cards to pick", told, parent, word)
        self.most = most
        self.order: list[str] = []
        self.selectionModel().selectionChanged.connect(self._keep_to_most)
        self.pick(start)

    def _keep_to_most(self, *_) -> None:
        """Keep the picks in the order made; past `most`, put back the oldest."""
        picked = self.picked()
        self.order = [c for c in self.order if c in picked] + [c for c in picked if c not in self.order]
        if self.most and len(self.order) > self.most:
            oldest = self.model_.index(self.model_.row_of(self.order[0]), 0)
            self.selectionModel().select(oldest, QItemSelectionModel.SelectionFlag.Deselect)

    def value(self) -> tuple[str, ...]:
        return self.picked()
