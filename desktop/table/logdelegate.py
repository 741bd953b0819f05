"""The log's lines: their marks, the font they are drawn in, their measured size, and their delegate.

A row is measured (`log_size`) at the very width and in the very font it is
drawn in (`LogDelegate.paint`), so it is never a line taller than its words.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.models import roles as R

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


class LogDelegate(QStyledItemDelegate):
    """A log line with its seat's colour; adjustments and take-backs are marked.

    Its size is the row's own size hint, measured once when the line arrives (`log_size`), so laying
    out a long log does not call back into Python for every line.
    """

    def _text(self, index) -> str:
        return log_text(index.data(R.LOG_KIND), index.data(Qt.ItemDataRole.DisplayRole))

    def paint(self, painter, option, index) -> None:
        painter.save()
        r = QRectF(option.rect)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(r, option.palette.highlight())
        painter.fillRect(QRectF(r.left(), r.top() + 2, 4, r.height() - 4), QColor(index.data(R.COLOUR) or "#666"))
        kind = index.data(R.LOG_KIND)
        painter.setFont(log_font(option.font, kind))
        painter.setPen(
            QColor("#8a5a00")
            if kind == "adjust"
            else QColor("#7a7a7a")
            if kind == "undo"
            else option.palette.text().color()
        )
        painter.drawText(r.adjusted(LOG_INSET - 4, 4, -4, -4), int(Qt.TextFlag.TextWordWrap), self._text(index))
        painter.restore()
