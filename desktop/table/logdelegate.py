"""The log's lines: their marks, the font they are drawn in, their measured size, and their delegate.

A row is measured (`log_size`) at the very width and in the very font it is
drawn in (`LogDelegate.paint`), so it is never a line taller than its words.
"""

from __future__ import annotations

from collections import OrderedDict
from math import ceil

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate

from desktop.models import roles as R
from desktop.table.paintcache import painting

LOG_MARKS = {"adjust": "✎ ", "undo": "↶ ", "redo": "↷ "}


def log_text(kind: str, text: str) -> str:
    """A log line as it is drawn: adjustments and take-backs carry a mark."""
    return LOG_MARKS.get(kind, "") + str(text)


LOG_INSET = 14  # the colour band and margins left of a log line's words (10) and right of them (4)


def log_font(font: QFont, kind: str) -> QFont:
    """The font a log line is drawn in: italic for adjustments and take-backs."""
    out = QFont(font)
    out.setItalic(kind in ("undo", "adjust"))
    return out


def log_size(font: QFont, width: int, kind: str, text: str) -> QSize:
    """The size of a log line wrapped at `width` pixels of text (the row's width less `LOG_INSET`), measured
    in the font it is drawn in, so a row is never a line taller than its words."""
    metrics = QFontMetrics(log_font(font, kind))
    rect = metrics.boundingRect(0, 0, width, 10000, int(Qt.TextFlag.TextWordWrap), log_text(kind, text))
    return QSize(width + LOG_INSET, rect.height() + 8)


def is_selected(view: QAbstractItemView, index) -> bool:
    """Whether `index` is selected in `view`, as the view tells its delegate in `option.state`. Read from the
    selection model instead: `option.state` is a `QStyle` flag, and PySide makes the `QStyle` type with all its
    enums (about 16 ms) when it is first named; the log is drawn in the first frame, which need not pay it."""
    chosen = view.selectionModel()
    return chosen is not None and chosen.isSelected(index)


class LogDelegate(QStyledItemDelegate):
    """A log line with its seat's colour; adjustments and take-backs are marked.

    Its size is the row's own size hint, measured once when the line arrives (`log_size`), so laying
    out a long log does not call back into Python for every line. Each new line scrolls the whole log, so
    the lines in sight are drawn again after every move: each is painted once into a pixmap, on the log's
    own background, and drawn from it after (the last `KEEP` lines painted are kept).
    """

    KEEP = 160

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view
        self.drawn: OrderedDict[tuple, QPixmap] = OrderedDict()

    def _text(self, index) -> str:
        return log_text(index.data(R.LOG_KIND), index.data(Qt.ItemDataRole.DisplayRole))

    def paint(self, painter, option, index) -> None:
        kind = index.data(R.LOG_KIND)
        text = self._text(index)
        colour = index.data(R.COLOUR) or "#666"
        selected = is_selected(self.view, index)
        palette, font = option.palette, option.font
        size, scale = option.rect.size(), painter.device().devicePixelRatioF()
        looks = tuple(c.rgba() for c in (palette.base().color(), palette.text().color(), palette.highlight().color()))
        key = (text, kind, colour, size.width(), size.height(), selected, font.key(), scale, looks)
        pixmap = self.drawn.get(key)
        if pixmap is None:
            pixmap = QPixmap(ceil(size.width() * scale), ceil(size.height() * scale))
            pixmap.setDevicePixelRatio(scale)
            pixmap.fill(palette.base().color())
            with painting(pixmap) as inner:
                self._line(
                    inner, QRectF(0, 0, size.width(), size.height()), kind, text, colour, selected, palette, font
                )
            self.drawn[key] = pixmap
            if len(self.drawn) > self.KEEP:
                self.drawn.popitem(last=False)
        else:
            self.drawn.move_to_end(key)
        painter.drawPixmap(option.rect.topLeft(), pixmap)

    @staticmethod
    def _line(painter, r: QRectF, kind, text: str, colour: str, selected: bool, palette, font) -> None:
        """The line itself: the selection, the seat's colour band, the words (wrapped, marked by kind)."""
        if selected:
            painter.fillRect(r, palette.highlight())
        painter.fillRect(QRectF(r.left(), r.top() + 2, 4, r.height() - 4), QColor(colour))
        painter.setFont(log_font(font, kind))
        painter.setPen(
            QColor("#8a5a00") if kind == "adjust" else QColor("#7a7a7a") if kind == "undo" else palette.text().color()
        )
        painter.drawText(r.adjusted(LOG_INSET - 4, 4, -4, -4), int(Qt.TextFlag.TextWordWrap), text)
