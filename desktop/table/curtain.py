"""The pass-and-play curtain, and the words it and the reaction prompt (prompt.py) say about the game.

Whenever the seat the game waits for changes, the curtain covers the whole
table and names the next player; the table behind it shows public
information only, and that player's hidden cards are drawn after they lift
it.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from core.engine import events as E
from core.engine import zones as Z
from core.engine.words import asked
from core.seeing.describe import describe_commit
from desktop.table.paintcache import painting


def over_words(winner: str | None) -> str:
    """Who won, after "Game over —": a game may end with a shared win (1819, EU), so no winner is not "nobody"."""
    return f"{winner} wins" if winner else "no single winner"


def window_words(table, window, bold: bool = False) -> str:
    """What opened a reaction window, from its kind: "Red plays Veto", "Red attacks Federal Tax Auditors"
    (a game words its kinds in game.yaml's ``table: {windows: {kind: verb}}``; a card play by default)."""
    verb = table.look.window_verbs.get(window.kind, "plays")
    displays = (z.cards or () for z in table.view().zones.values() if z.kind == "display")
    if verb == "plays" and any(window.trigger in cards for cards in displays):
        verb = "uses"  # an action of a card lying on a display: it is used, not played
    by, card = window.by, table.ruleset.card_name(window.trigger)
    plain = f"{by} {verb} {card}"
    line = _opening_line(table, window)
    if not line.startswith(plain + " ") and line.startswith(f"{by} {verb} ") and card in line:
        # the log words the move around the card ("Blue attacks to control Cable TV with Bermuda Triangle"):
        # say it whole, not "Blue attacks Cable TV" without how
        head, _, tail = line[len(by) :].partition(card)
        return f"<b>{by}</b>{escape(head)}<b>{card}</b>{escape(tail)}" if bold else line
    more = line[len(plain) :] if line.startswith(plain + " ") else ""  # " for 4 trade goods", as the log says
    return f"<b>{by}</b> {verb} <b>{card}</b>{escape(more)}" if bold else plain + more


def _opening_line(table, window) -> str:
    """The public log line of the move that opened `window`, without its consequences ("Red plays Bribery for
    4 trade goods"): what everyone at the table may read, so the curtain may say it too."""
    for commit in reversed(table.session.line):
        if any(isinstance(e, E.WindowOpened) and e.trigger == window.trigger for e in commit.events):
            return describe_commit(table.ruleset, commit, Z.PUBLIC).split(" — ")[0]
    return ""


def _reason(table) -> str:
    """Why the table goes to this seat, as the public view says it (the curtain is read by everyone): the choice
    pending, the play it may answer, the round it is asked in ("may follow Red's Leadership"), or its move."""
    v = table.view()
    seat = table.bottom
    if v.pending is not None and v.pending.seat == seat:
        return asked(seat, v.pending.kind, v.pending.prompt) + "."
    if v.window is not None and v.window.waiting_for == seat:
        return f"{seat} may answer: {window_words(table, v.window)}."
    asking = table.ruleset.asking_words(v) if table.session.must_act() == seat else None
    if asking:
        return f"{seat} {asking}."
    if v.active in v.seats and v.active != seat:
        return f"{seat} is asked to act during {v.active}'s turn."
    return f"It is {seat}'s move."


class Curtain(QWidget):
    """A full-window cover naming the next player; only they lift it."""

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.colour = QColor("#888")
        self.setAutoFillBackground(False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # paintEvent covers every pixel: nothing under
        self.setAccessibleName("Curtain")
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: #f3efe2; font-size: 34px; font-weight: bold;")
        self.reason = QLabel()
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setStyleSheet("color: #d8d2bf; font-size: 17px;")
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("QPushButton { font-size: 17px; padding: 8px 28px; }")
        self.button.clicked.connect(table.lift_curtain)
        note = QLabel("Everyone else, look away: the next screen shows this player's hidden cards.")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setStyleSheet("color: #b8b2a0; font-size: 13px;")
        lay.addWidget(self.title)
        lay.addWidget(self.reason)
        lay.addSpacing(18)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addSpacing(10)
        lay.addWidget(note)
        lay.addStretch(3)
        self.waiting_for_paint: list[Callable[[], None]] = []
        self.hide()

    def after_first_paint(self, call: Callable[[], None]) -> None:
        """Call `call` once the curtain's first frame has been painted, when the event loop comes back: what
        lies under the curtain can be made then, after the players already see the curtain. A curtain that is
        not painted (its window hidden, or squeezed to nothing) calls it a second after it was asked."""
        if not self.waiting_for_paint:
            QTimer.singleShot(1000, self, self._after_paint)
        self.waiting_for_paint.append(call)

    def _after_paint(self) -> None:
        while self.waiting_for_paint:
            self.waiting_for_paint.pop(0)()

    def follow(self, up: bool) -> None:
        if not up:
            self.hide()
            return
        seat = self.table.bottom
        self.colour = QColor(self.table.colours.get(seat, "#888"))
        self.update()
        over = self.table.view()
        if over.winner is not None or over.phase == "over":
            self.title.setText(f"Game over — {over_words(over.winner)}")
            self.reason.setText(f"The table is turned to {seat}'s side: only {seat} lifts the curtain.")
        else:
            self.title.setText(f"Pass the table to {seat}")
            self.reason.setText(_reason(self.table))
        self.button.setText(f"I am {seat} — show my cards")
        self.button.setAccessibleName(f"I am {seat}: lift the curtain")
        host = self.parentWidget()  # the table it covers
        if host is not None:
            self.setGeometry(host.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def showEvent(self, event) -> None:
        """Take the keyboard whenever the curtain appears, also with the window's first showing."""
        super().showEvent(event)
        self.button.setFocus()

    def keyPressEvent(self, event) -> None:
        """Return, Enter or Space lifts the curtain; a key held down from the last seat's move does not: its repeats
        would show the next seat's hand to whoever still holds the key."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat():
                self.table.lift_curtain()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event) -> None:
        """The cover and its two stripes in the colour of the seat named when the curtain last followed the
        table: both from that one moment, and the whole curtain is repainted then (a partial repaint after an
        undo used to leave one stripe in the previous seat's colour)."""
        with painting(self) as p:
            p.fillRect(self.rect(), QColor("#1d2a22"))
            p.fillRect(0, 0, self.width(), 10, self.colour)
            p.fillRect(0, self.height() - 10, self.width(), 10, self.colour)
        if self.waiting_for_paint:
            QTimer.singleShot(0, self, self._after_paint)
