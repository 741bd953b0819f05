"""The frameless scroll area the table's rows, bars and prompts scroll in.

It lives apart from the card views (views.py) so that what shows beside the curtain at start-up (the reaction
prompt, the panels) can use it without importing the card delegates.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QWidget


def own_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give `area` a viewport made here, and return it. Asking Qt for the one it made (`viewport()`) makes PySide
    look for the returned widget's most derived class, which creates the Python type of every QWidget subclass
    there is: 20-30 ms of a cold start, spent before the first frame if the table asks while it is built."""
    viewport = QWidget()
    area.setViewport(viewport)
    return viewport


def bare_scroll(widget: QWidget, background: str | None = None, across: bool = False) -> QScrollArea:
    """A frameless scroll area holding `widget` at its own width (or, scrolling `across`, its own height).
    The felt shows through it unless a `background` colour is given. Colours are set by palette, not
    style sheet: a style sheet would restyle every widget inside (seat panels, cards) at every polish."""
    scroll = QScrollArea()
    viewport = own_viewport(scroll)
    scroll.setWidget(widget)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    scroll.setVerticalScrollBarPolicy(off) if across else scroll.setHorizontalScrollBarPolicy(off)
    widget.setAutoFillBackground(False)  # setWidget turned it on; the viewport's colour is the one to show
    palette = viewport.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(background or Qt.GlobalColor.transparent))
    viewport.setPalette(palette)
    viewport.setAutoFillBackground(background is not None)
    return scroll
