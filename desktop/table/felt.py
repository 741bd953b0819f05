"""The table's felt and the words on it: its colours, the banner's words, how large the bottom seat's cards are.

Shared by the live table (tableview.py) and the replay board.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from desktop.table.curtain import over_words, window_words

FELT = "#2f5d3a"
CHALK = "#f3efe2"  # words on the felt


def lay_felt(widget: QWidget) -> None:
    """Give a table its green felt with chalk-coloured words. By palette, which every widget on it inherits:
    a style sheet here would restyle each of them (panels, rows of cards) whenever it is polished."""
    widget.setObjectName("felt")
    felt = widget.palette()
    felt.setColor(QPalette.ColorRole.Window, QColor(FELT))
    felt.setColor(QPalette.ColorRole.WindowText, QColor(CHALK))
    widget.setPalette(felt)
    widget.setAutoFillBackground(True)


def html_words(text: str) -> str:
    """Rich text as the plain words a screen reader says: ``<b>Red</b> to move`` -> ``Red to move``."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", text).replace("●", "")).strip()


def step_parts(ruleset, phase: str, step: str | None) -> list[str]:
    """The phase and step as the banner says them: the game's words (``Step 2, draw a Group``), else the ids."""
    words = ruleset.step_words(phase, step) if step else None
    if words:
        return [words[:1].upper() + words[1:]]
    return [phase.replace("-", " ").capitalize()] + ([step.replace("-", " ")] if step else [])


def banner_text(table) -> str:
    v = table.view()
    waits = table.session.must_act()
    if v.winner is not None or v.phase == "over":
        return f"<b>Game over</b> — {over_words(v.winner)}"
    parts = [f"Round {v.round}", *step_parts(table.ruleset, v.phase, v.step)]
    who = f"<span style='color:{table.colours.get(waits, '#fff')}'>●</span> <b>{waits}</b>"
    if v.pending is not None and v.pending.kind == "charge":
        doing = f"{who} must {v.pending.prompt}"
    elif v.pending is not None:
        doing = f"{who} must choose"
    elif v.window is not None:
        doing = f"{who} may answer: {window_words(table, v.window)}"
    elif table.ruleset.asking_words(v):
        doing = f"{who} {table.ruleset.asking_words(v)}"
    else:
        doing = f"{who} to move"
    return " · ".join(parts) + " — " + doing


def card_scale(room: QSize) -> float:
    """How much larger than at the default window (a table about 960 x 650) the bottom seat's cards are
    drawn: they grow with the window, in tenths, up to half as large again."""
    scale = min(room.width() / 960, room.height() / 650)
    return max(1.0, min(1.5, int(scale * 10) / 10))
