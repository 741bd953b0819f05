"""Item views of the table: a row of cards (rowview.py holds the list view every row shares, resourceview.py and
deckview.py the resource chips and the deck piles).

They are plain QListViews with delegates, so keyboard focus, selection and
screen readers work. A card row lights up as a drop target while a drag that
may legally land there is under way; Enter plays the current card, A appoints
it, and the context menu lists what else may be done with it.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QStyle, QStyleOptionViewItem

from desktop.models import roles as R
from desktop.models.cards import CardZoneModel
from desktop.models.rows import RowModel
from desktop.table.delegates import CardDelegate
from desktop.table.paintcache import draw_cached, painting
from desktop.table.preview import Previewer
from desktop.table.rowview import TableListView

MIN_SPREAD = 60
MARK = 6  # how far a card's rings reach beyond its item (a raised current card's ring, 3 px up and 3.5 wide)
DRAG_SCALE = 0.6  # a dragged card's picture, against the card drawn
DRAG_GAP = 10  # pixels between the pointer's tip and the picture, down and right of it
SMOOTH = Qt.TransformationMode.SmoothTransformation


class CardListView(TableListView):
    """A row of cards: a hand, a display, character slots, the play area or a discard pile."""

    previewer: Previewer | None = None  # set once the view is made: Qt sends it events before
    pointed: str | None = None
    cardPointed = Signal(object)  # the card under the pointer, or None when it leaves the cards
    playRequested = Signal(str)
    appointRequested = Signal(str)
    menuRequested = Signal(str, object)
    dragStarted = Signal(str)
    dragEnded = Signal()

    def __init__(
        self, card_size: QSize, name: str, description: str, empty_text: str = "", drag: bool = False, parent=None
    ):
        super().__init__(name, description, parent)
        self.card_size = card_size
        self.full_size = card_size
        self.empty_text = empty_text
        self.step = 0
        self.fan = True
        self.spread = False
        self.lit = False
        self.lit_cards = frozenset()
        self.card_delegate = CardDelegate(card_size, self)
        self.setItemDelegate(self.card_delegate)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDragEnabled(drag)  # after the mode, which enables dragging: a rival's display row is not dragged
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.setMinimumHeight(card_size.height() + 16)
        self.previewer = Previewer(self)

    def sizeHint(self) -> QSize:
        return QSize(self.card_size.width() * 3, self.card_size.height() + 16)

    def setModel(self, model) -> None:
        old = self.model()
        if old is not None:
            for signal in (old.rowsInserted, old.rowsRemoved, old.modelReset):
                signal.disconnect(self.fit)
        super().setModel(model)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self.fit)
        self.fit()

    def set_spread(self, spread: bool) -> None:
        """Lay the cards side by side, never overlapping, made smaller when they do not fit (a market, whose
        cards are dragged to a hand to take them); else overlap them like a hand held in a fan."""
        self.spread, self.fan = spread, not spread
        self.setDragEnabled(spread)
        model = self.model()
        if isinstance(model, CardZoneModel):
            model.drag = spread
        if not spread:
            self._resize_cards(self.full_size)
        self.fit()

    def _resize_cards(self, size: QSize) -> None:
        if size != self.card_size:
            self.card_size = size
            self.card_delegate.card_size = size
            self.scheduleDelayedItemsLayout()
            self.viewport().update()

    def fit(self, *_) -> None:
        """Overlap the cards like a hand held in a fan when they do not fit side by side; a spread row
        shrinks them instead, down to a size whose name still reads."""
        model = self.model()
        if self.spread:
            n = max(1, model.rowCount() if model is not None else 1)
            full = self.full_size
            width = min(
                full.width(),
                (self.viewport().width() - 4) // n - 8,
                (self.viewport().height() - 12) * full.width() // full.height(),
            )
            width = max(MIN_SPREAD, width)
            self._resize_cards(QSize(width, width * full.height() // full.width()))
            return
        n = model.rowCount() if model is not None and self.fan else 0
        cell = self.card_size.width() + 8
        room = self.viewport().width() - cell
        step = 0 if n <= 1 or room >= cell * (n - 1) else max(10, room // (n - 1))
        if step != self.step:
            self.step = step
            self.scheduleDelayedItemsLayout()
            self.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def card_rect(self, index: QModelIndex) -> QRect:
        """Where a card is drawn: card-sized at its item's corner (CardDelegate.paint), whatever the fan's step."""
        return QRect(super().visualRect(index).topLeft() + QPoint(4, 4), self.card_size)

    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect:
        """An item's rectangle is the whole card it draws, also in a fan where items are a step apart, so a
        repaint of a card covers all of it."""
        rect = super().visualRect(index)
        if self.step and rect.isValid():
            rect.setWidth(self.card_size.width() + 8)
        return rect

    def indexAt(self, point: QPoint) -> QModelIndex:
        """The card drawn on top at `point`, in paint order: the raised current card, then later cards over
        earlier ones; so hover, clicks, menus and drags go to the card whose pixels are there."""
        model = self.model()
        if not self.step or model is None:
            return super().indexAt(point)
        current = self.currentIndex()
        if current.isValid() and self.card_rect(current).contains(point):
            return current
        for row in range(model.rowCount(self.rootIndex()) - 1, -1, -1):
            index = model.index(row, 0, self.rootIndex())
            if self.card_rect(index).contains(point):
                return index
        return super().indexAt(point)

    def current_card(self) -> str | None:
        index = self.currentIndex()
        return index.data(R.CARD_ID) if index.isValid() else None

    def set_lit(self, zone: bool, cards: AbstractSet[str] = frozenset()) -> None:
        if zone != self.lit or cards != self.lit_cards:
            self.lit, self.lit_cards = zone, frozenset(cards)
            self.viewport().update()

    def set_usable(self, cards: frozenset[str]) -> None:
        if cards != self.usable:
            self.update_cards(cards ^ self.usable)
            self.usable = cards

    def set_fresh(self, cards: frozenset[str]) -> None:
        if cards != self.fresh:
            self.update_cards(cards ^ self.fresh)
            self.fresh = cards

    def update_cards(self, cards: frozenset[str]) -> None:
        """Repaint the cards among `cards` that this row shows (their marks changed), not the whole row: the
        marks are the same for every zone, and most of them are not in this one."""
        model = self.model()
        if not isinstance(model, RowModel) or not cards:
            return
        viewport = self.viewport()
        for card in cards:
            row = model.row_of(card)
            if row >= 0:
                viewport.update(self.visualRect(model.index(row, 0)).adjusted(-MARK, -MARK, MARK, MARK))

    def viewportEvent(self, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.MouseMove, QEvent.Type.Leave):
            card = self.indexAt(event.position().toPoint()).data(R.CARD_ID) if kind == QEvent.Type.MouseMove else None
            if card != self.pointed:
                self.pointed = card
                self.cardPointed.emit(card)
        taken = self.previewer is not None and self.previewer.viewport_event(event)
        return taken or super().viewportEvent(event)

    def focusOutEvent(self, event) -> None:
        if self.previewer is not None:
            self.previewer.hide()
        super().focusOutEvent(event)

    def keyPressEvent(self, event) -> None:
        if self.previewer is not None and self.previewer.key(event):
            return
        card = self.current_card()
        if event.isAutoRepeat() and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_A):
            return  # a key still held from lifting the curtain, or from the last play, plays nothing more
        if card and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.playRequested.emit(card)
            return
        if card and event.key() == Qt.Key.Key_A and not event.modifiers():
            self.appointRequested.emit(card)
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and index.data(R.CARD_ID):
            self.setCurrentIndex(index)
            self.playRequested.emit(index.data(R.CARD_ID))
            return
        super().mouseDoubleClickEvent(event)

    def _menu(self, pos: QPoint) -> None:
        index = self.indexAt(pos) if self.indexAt(pos).isValid() else self.currentIndex()
        card = index.data(R.CARD_ID) if index.isValid() else None
        if card:
            self.menuRequested.emit(card, self.viewport().mapToGlobal(pos))

    def startDrag(self, actions) -> None:
        """Drag the current card as a small see-through picture hanging from the pointer's tip, so the group,
        seat or pile it is aimed at stays in sight (Qt's own picture is the whole card, centred on the pointer)."""
        index = self.currentIndex()
        model = self.model()
        mime = model.mimeData([index]) if index.isValid() and model is not None else None
        if mime is None:
            return
        self.dragStarted.emit(index.data(R.CARD_ID))
        try:
            drag = QDrag(self)
            drag.setMimeData(mime)
            drag.setPixmap(self.drag_picture(index))
            drag.setHotSpot(QPoint(-DRAG_GAP, -DRAG_GAP))
            drag.exec(actions, self.defaultDropAction())
        finally:
            self.dragEnded.emit()

    def drag_picture(self, index: QModelIndex) -> QPixmap:
        """The card as it is drawn, at `DRAG_SCALE` of its size and partly see-through."""
        face = self.viewport().grab(self.card_rect(index))
        small = face.scaled(face.size() * DRAG_SCALE, Qt.AspectRatioMode.KeepAspectRatio, SMOOTH)
        picture = QPixmap(small.size())
        picture.setDevicePixelRatio(small.devicePixelRatio())
        picture.fill(Qt.GlobalColor.transparent)
        with painting(picture) as p:
            p.setOpacity(0.8)
            p.drawPixmap(0, 0, small)
        return picture

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        current = self.currentIndex()
        if self.step and current.isValid():
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            option.rect = self.visualRect(current)
            option.state |= (
                QStyle.StateFlag.State_Selected
                if self.selectionModel().isSelected(current)
                else QStyle.StateFlag.State_None
            )
            if self.hasFocus():
                option.state |= QStyle.StateFlag.State_HasFocus
            with painting(self.viewport()) as p:
                self.itemDelegate().paint(p, option, current)
        model = self.model()
        if not self.lit and (model is None or model.rowCount() or not self.empty_text):
            return
        with painting(self.viewport()) as p:
            r = QRectF(self.viewport().rect().adjusted(3, 3, -3, -3))
            if model is not None and not model.rowCount() and self.empty_text:
                font, text = self.font(), self.empty_text
                draw_cached(p, r, f"empty|{font.key()}|{text}", lambda q, rect: _empty(q, rect, font, text))
            if self.lit:
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                p.setPen(QPen(QColor("#ffcf40"), 3))
                p.setBrush(QColor(255, 207, 64, 40))
                p.drawRoundedRect(r, 10, 10)


def _empty(p: QPainter, r: QRectF, font: QFont, text: str) -> None:
    """An empty row's dashed outline and its words (painted once per size and words: see paintcache.py)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
    p.drawRoundedRect(r, 10, 10)
    italic = QFont(font)
    italic.setItalic(True)
    p.setFont(italic)
    p.setPen(QColor(255, 255, 255, 150))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
