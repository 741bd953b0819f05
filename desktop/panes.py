"""A window body both the decks editor and the replay window use: one pane beside two stacked ones, in splitters.

The player drags either split; the starting sizes are the window's own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QWidget


def beside_stacked(
    left: QWidget, top: QWidget, bottom: QWidget, widths: tuple[int, int], heights: tuple[int, int]
) -> QSplitter:
    """`left` beside `top` over `bottom`: a horizontal splitter holding a vertical one, at the sizes given."""
    right = QSplitter(Qt.Orientation.Vertical)
    right.addWidget(top)
    right.addWidget(bottom)
    right.setSizes(list(heights))
    split = QSplitter(Qt.Orientation.Horizontal)
    split.addWidget(left)
    split.addWidget(right)
    split.setSizes(list(widths))
    return split
