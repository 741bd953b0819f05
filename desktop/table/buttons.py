"""A push button whose words wrap onto more lines where a plain one would cut them off.

The reaction prompt's answers name a card, the group that powers it and the
side it backs ("Play Smear Campaign powered by Night Couriers to back the
attack"): longer than the prompt is wide. A WrappedButton keeps the whole
text as its own (screen readers, `text()`, Alt shortcuts) and draws it
wrapped, growing as tall as the words need at the width it is given.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QStylePainter

PAD_X, PAD_Y = 10, 5
WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic


class WrappedButton(QPushButton):
    """A QPushButton whose text wraps: as narrow as its longest word, as tall as its lines."""

    def __init__(self, text: str, parent=None):
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _text_rect(self, width: int) -> QRect:
        room = QRect(0, 0, max(1, width - 2 * PAD_X), 10_000)
        return self.fontMetrics().boundingRect(room, int(WRAP), self.text())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(super().sizeHint().height(), self._text_rect(width).height() + 2 * PAD_Y)

    def sizeHint(self) -> QSize:
        width = self.fontMetrics().horizontalAdvance(self.text().replace("&", "")) + 2 * PAD_X + 2
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the longest word; the height at a given width is `heightForWidth`'s to say."""
        longest = max(
            (self.fontMetrics().horizontalAdvance(w) for w in self.text().replace("&", "").split()), default=0
        )
        return QSize(longest + 2 * PAD_X + 2, super().sizeHint().height())

    def paintEvent(self, event) -> None:
        painter = QStylePainter(self)
        try:  # ended whatever happens: an open painter left by an exception is a segfault (paintcache.painting)
            option = QStyleOptionButton()
            self.initStyleOption(option)
            option.text = ""
            painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
            inner = self.rect().adjusted(PAD_X, PAD_Y, -PAD_X, -PAD_Y)
            self.style().drawItemText(
                painter, inner, int(WRAP), option.palette, self.isEnabled(), self.text(), QPalette.ColorRole.ButtonText
            )
        finally:
            painter.end()
