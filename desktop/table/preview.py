"""The card preview: a card the viewer may see, shown large with its whole text.

Hovering a card (after the pointer rests, as for a tooltip) or pressing Z on the
focused card shows it beside the card: its face at reading size, and its name,
deck, cost, character and full text in the window's own font, so no word is cut
as it may be on a small card in a fanned hand. A face-down card has no preview:
its row carries no face, so there is nothing to show and nothing to leak.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from desktop.models import roles as R
from desktop.table.delegates import FACE_ROLES, paint_card

PREVIEW_CARD = QSize(230, 322)
PREVIEW_KEY = Qt.Key.Key_Z
FLAGS = Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint


def preview_words(index: QModelIndex) -> str:
    """A face-up card in words for the preview: its name, then its deck and cost, icons, charges, character and
    whole text, as a screen reader says them."""
    name = escape(str(index.data(R.NAME) or ""))
    said = str(index.data(Qt.ItemDataRole.AccessibleTextRole) or "")
    deck_and_cost = said.partition(", ")[2]
    more = escape(str(index.data(Qt.ItemDataRole.AccessibleDescriptionRole) or ""))
    return f"<b style='font-size: 15px'>{name}</b><br><i>{escape(deck_and_cost)}</i><p>{more}</p>"


class CardPreview(QFrame):
    """A small window of its own beside the card it shows (so it may stand over any panel or dialog)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent, FLAGS)
        self.setObjectName("preview")
        self.setStyleSheet(
            "QFrame#preview { background: #fbf6e8; border: 2px solid #1d2a22; }"
            " QLabel { color: #2b2620; font-size: 13px; }"
        )
        self.face = QLabel()
        self.face.setFixedSize(PREVIEW_CARD + QSize(8, 8))
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setFixedWidth(260)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 8, 10, 8)
        lay.addWidget(self.face)
        lay.addWidget(self.words)
        self.setAccessibleName("Card preview")
        self.card: str | None = None
        self.hide()

    def show_card(self, index: QModelIndex, beside: QRect) -> bool:
        """Show the card at `index` beside `beside` (global coordinates); False for a card not face up."""
        if not index.isValid() or not index.data(R.FACE_UP) or not index.data(R.CARD_ID):
            self.hide()
            return False
        face = {role: index.data(role) for role in FACE_ROLES}
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(self.face.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_card(painter, QRectF(2, 2, PREVIEW_CARD.width(), PREVIEW_CARD.height()), face.__getitem__, self.font())
        painter.end()
        self.face.setPixmap(pixmap)
        self.words.setText(preview_words(index))
        self.setAccessibleDescription(self.words.text())
        self.card = index.data(R.CARD_ID)
        self.adjustSize()
        self.move(self._place(beside))
        self.show()
        self.raise_()
        return True

    def _place(self, beside: QRect) -> QPoint:
        """Above the card when there is room on its screen (so the row it lies in stays in sight), else
        right of it, else left of it; always on the screen."""
        screen = QGuiApplication.screenAt(beside.center()) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        if beside.top() - self.height() - 8 >= room.top():
            x = min(max(room.left(), beside.center().x() - self.width() // 2), room.right() - self.width())
            return QPoint(x, beside.top() - self.height() - 8)
        x = beside.right() + 8
        if x + self.width() > room.right():
            x = max(room.left(), beside.left() - self.width() - 8)
        y = min(max(room.top(), beside.center().y() - self.height() // 2), room.bottom() - self.height())
        return QPoint(x, y)

    def hide_card(self) -> None:
        self.card = None
        self.hide()


def window_preview(widget: QWidget) -> CardPreview:
    """The one preview of `widget`'s window, made the first time it is asked for."""
    window = widget.window()
    found = window.findChild(CardPreview, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return found if found is not None else CardPreview(window)


def preview_shown(widget: QWidget) -> CardPreview | None:
    """`widget`'s window's preview while it shows a card, else None (none is made to ask)."""
    found = widget.window().findChild(CardPreview, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return found if found is not None and found.isVisible() else None


class Previewer:
    """Shows a card list's cards in its window's preview: when the pointer rests on a face-up card (the
    tooltip's pause), or on Z over the current card; the preview goes when the pointer leaves the card, on a
    click, a drag, the focus leaving, or another key. The view hands it its events (no event filter: a
    Python filter may be called while the interpreter tears the widgets down)."""

    def __init__(self, view):
        self.view = view
        view.viewport().setMouseTracking(True)  # so the preview goes as soon as the pointer leaves its card

    def preview(self) -> CardPreview:
        return window_preview(self.view)

    def show_index(self, index: QModelIndex) -> bool:
        if not index.isValid():
            return False
        rect = self.view.visualRect(index)
        beside = QRect(self.view.viewport().mapToGlobal(rect.topLeft()), rect.size())
        return self.preview().show_card(index, beside)

    def viewport_event(self, event) -> bool:
        """True when the event was the preview's (a tooltip pause over a face-up card)."""
        kind, view = event.type(), self.view
        if kind == QEvent.Type.ToolTip:
            index = view.indexAt(event.pos())
            if index.isValid() and index.data(R.FACE_UP):
                self.show_index(index)
                return True  # the preview says more than the tooltip would
        elif kind == QEvent.Type.MouseMove and self._shown():
            if view.indexAt(event.position().toPoint()).data(R.CARD_ID) != self.preview().card:
                self.hide()
        elif kind in (QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.DragEnter):
            self.hide()
        return False

    def key(self, event) -> bool:
        """Z shows (or hides again) the current card; any other key hides the preview. True when taken."""
        if event.key() == PREVIEW_KEY and not event.modifiers():
            current = self.view.currentIndex()
            if self._shown() and self.preview().card == current.data(R.CARD_ID):
                self.hide()
            else:
                self.show_index(current)
            return True
        self.hide()
        return False

    def _shown(self) -> bool:
        return preview_shown(self.view) is not None

    def hide(self) -> None:
        if self._shown():
            self.preview().hide_card()
