"""Table notes: the public facts a game keeps in its marks (the speaker, picked strategy cards, laws, who passed).

The panel reads a view's marks through `core.seeing.describe.table_notes`, so the
ruleset may word them itself and a plain mark still shows without widget
code; secret marks never reach a view. A game with nothing to note hides it,
or says so when the panel has a place of its own (the main window's side dock).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout

from core.seeing.describe import Note, table_notes


def notes_html(notes: tuple[Note, ...], colours: dict[str, str]) -> str:
    """The notes as rich text: the whole table's first, then each seat's under its coloured name."""
    lines = [f"{escape(n.label)}: <b>{escape(n.text)}</b>" for n in notes if n.seat is None]
    seats: dict[str, list[Note]] = {}
    for n in notes:
        if n.seat is not None:
            seats.setdefault(n.seat, []).append(n)
    for seat, said in seats.items():
        words = " · ".join(f"{escape(n.label)}: <b>{escape(n.text)}</b>" for n in said)
        lines.append(f"<span style='color:{colours.get(seat, '#ccc')}'>●</span> {escape(seat)} — {words}")
    return "<br>".join(lines)


def notes_words(notes: tuple[Note, ...]) -> str:
    """The notes as plain sentences, for screen readers."""
    return "; ".join(f"{n.seat + ': ' if n.seat else ''}{n.label}: {n.text}" for n in notes)


class NotesPanel(QFrame):
    """A small "Table notes" panel over a view's public marks.

    With a `width` it is a fixed-width box that hides while there is nothing to note; without one it
    fills the place it is given and says `empty` instead of hiding.
    """

    def __init__(self, width: int | None = 230, empty: str = "Nothing noted yet.", parent=None):
        super().__init__(parent)
        self.setObjectName("notes")
        self.setStyleSheet(
            "QFrame#notes { background: rgba(0,0,0,60); border: 1px solid rgba(255,255,255,50);"
            " border-radius: 8px; } QLabel { color: #f3efe2; background: transparent; }"
        )
        title = QLabel("Table notes")
        title.setStyleSheet("font-weight: bold; font-size: 12px; color: #cfd8cf;")
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body.setStyleSheet("font-size: 12px;")
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(2)
        lay.addWidget(title)
        lay.addWidget(self.body, 1)
        self.setAccessibleName("Table notes")
        self.hides = width is not None
        self.empty = empty
        if width is not None:
            self.setFixedWidth(width)
            self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        else:
            title.hide()  # the box fills the room its dock gives it: a box shorter than the room left a band under it
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            self.body.setText(f"<i>{escape(empty)}</i>")
        self.notes: tuple[Note, ...] = ()
        self.setVisible(not self.hides)

    def follow(self, ruleset, view, colours: dict[str, str]) -> None:
        """Show the notes of `view`; when there are none, hide the panel or say so (see the class)."""
        notes = table_notes(ruleset, view)
        if notes != self.notes:
            self.notes = notes
            self.body.setText(notes_html(notes, colours) if notes or self.hides else f"<i>{escape(self.empty)}</i>")
            words = notes_words(notes)
            self.setAccessibleDescription(words)
            self.body.setAccessibleName(words)
            self.setToolTip(words.replace("; ", "\n"))
        if self.hides:
            self.setVisible(bool(notes))
