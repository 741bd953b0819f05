"""Where a window of its own (the replay, the decks editor) opens: over the table that opened it, on screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def frame_margins(window: QWidget) -> QMargins:
    """The window manager's frame around a window as Qt knows it (none before the window is first mapped)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def place_over_opener(window: QWidget) -> None:
    """Centre `window` over the window that opened it (its parent's; without one, on its own screen) and keep it,
    frame and all, inside that screen's free area, shrunk to fit when it is larger. Qt knows a window's frame only
    once it has been mapped, so until then the opener's frame stands in for it."""
    opener = window.parentWidget()
    anchor = opener.window() if opener is not None else None
    screen = (anchor or window).screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry()
    margins = frame_margins(window)
    if margins.isNull() and anchor is not None:
        margins = frame_margins(anchor)
    window.resize(window.size().boundedTo(room.marginsRemoved(margins).size()))
    frame = QRect(QPoint(0, 0), window.size().grownBy(margins))
    frame.moveCenter(anchor.frameGeometry().center() if anchor is not None else room.center())
    frame.moveRight(min(frame.right(), room.right()))
    frame.moveBottom(min(frame.bottom(), room.bottom()))
    frame.moveLeft(max(frame.left(), room.left()))
    frame.moveTop(max(frame.top(), room.top()))
    window.move(frame.topLeft())
