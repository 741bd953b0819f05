"""The reaction prompt: when a reaction window waits for the seat at the screen, it names the triggering play and
offers that seat's legal answers and Decline.

It lives apart from the curtain (curtain.py) because it is made with the table under the curtain, after the
curtain's first frame: its wrapped buttons draw through `QStyle`, whose Python type is slow to make.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from core.seeing.describe import command_label
from desktop.table.buttons import WrappedButton
from desktop.table.curtain import window_words
from desktop.table.scrolls import bare_scroll

ANSWERS_HIGH = 230  # the most room the list of answers takes before it scrolls, in pixels


class ReactionPrompt(QFrame):
    """Asks the seat a reaction window waits for: answer with a card, or decline."""

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("prompt")
        self.setStyleSheet(
            "QFrame#prompt { background: rgba(20,20,20,170); border: 2px solid #ffcf40;"
            " border-radius: 10px; } QLabel { color: #f3efe2; }"
        )
        self.setFixedWidth(300)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self.setAccessibleName("Reaction window")
        outer = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.text)
        box = QWidget()
        box.setObjectName("answers")
        self.lay = QVBoxLayout(box)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.addStretch(1)  # answers go above it: room to spare stays below them, not inside them
        self.answers_scroll = bare_scroll(box)
        outer.addWidget(self.answers_scroll, 1)
        self.outer = outer
        self.buttons: list[WrappedButton] = []
        self.hide()

    def follow(self) -> None:
        t = self.table
        v = t.view()
        seat = t.acting_seat()
        w = v.window
        for b in self.buttons:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        if w is None or seat is None or w.waiting_for != seat:
            self.hide()
            return
        order = ", ".join(f"<b>{s}</b>" if s == seat else s for s in w.order)
        self.text.setText(
            f"{window_words(t, w, bold=True)}.<br>{seat}, do you answer it?<br><small>Asked in turn: {order}</small>"
        )
        self.setAccessibleDescription(f"{window_words(t, w)}. {seat}, do you answer it?")
        answers = [c for c in t.legal() if c.name != "decline" and c.name in t.ruleset.window_commands]
        labels: dict[str, object] = {}
        for command in answers:  # two copies of a card in hand make one answer, not two buttons alike
            labels.setdefault(command_label(t.ruleset, command), command)
        for label, command in labels.items():
            self._button(label, command, self.lay)
        self.answers_scroll.setVisible(bool(answers))
        self._fit_answers()
        decline = [c for c in t.legal() if c.name == "decline"]
        if decline:
            self._button("&Decline", decline[0], self.outer)
        self.show()
        if self.buttons:
            self.buttons[-1].setFocus()

    def _fit_answers(self) -> None:
        """Open the list of answers to its buttons' height, up to ANSWERS_HIGH: a scroll area asks for little
        room of its own, so three answers showed one and a half, with a scroll bar beside them."""
        margins = self.outer.contentsMargins()
        width = (
            self.width() - margins.left() - margins.right() - self.answers_scroll.verticalScrollBar().sizeHint().width()
        )
        spacing = max(0, self.lay.spacing())
        need = sum(b.heightForWidth(width) + spacing for b in self.buttons)
        self.answers_scroll.setMinimumHeight(min(need, ANSWERS_HIGH))

    def _button(self, text: str, command, where) -> None:
        """An answer button, in the scrolled list of answers or (Decline) always in view beneath it."""
        b = WrappedButton(text)
        b.setAccessibleName(text.replace("&", ""))
        b.setToolTip(text.replace("&", ""))
        b.clicked.connect(lambda _=False, c=command: self.table.submit(c))
        if where is self.lay:
            where.insertWidget(where.count() - 1, b)
        else:
            where.addWidget(b)
        self.buttons.append(b)

    def answer(self, label: str) -> bool:
        """Press the answer whose label starts with `label` (for keyboard users and tests)."""
        for b in self.buttons:
            if b.text().replace("&", "").startswith(label):
                b.click()
                return True
        return False
