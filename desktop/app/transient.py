"""The dialogs, menus and windows a window makes for one move or one look, and lets go of when it makes the next.

A widget made with the window as its parent lives as long as the window unless it is deleted: one kept in an
attribute and replaced by the next would stay, hidden, for the rest of the evening (a choice dialog and a card
menu per move, a replay window per replay).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget
from shiboken6 import Shiboken

_W = TypeVar("_W", bound="QWidget | None")


def replaced(old: QWidget | None, new: _W) -> _W:
    """`new` in place of `old`, which is deleted once control is back in the event loop (a widget still shown,
    such as a replay window left open, is kept: the player closes it; one Qt deleted already is left alone)."""
    if old is not None and old is not new and Shiboken.isValid(old) and not old.isVisible():
        old.deleteLater()
    return new
