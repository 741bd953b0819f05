"""The action bar: one button per command not made by moving a card, each showing its Alt+letter.

Which buttons are enabled is the ruleset's answer (the table's legal commands).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from core.seeing.commandwords import command_words

NOT_ON_BAR = {"choose", "adjust"}
PROMPTED = {"decline"}  # answered in the reaction prompt while a window is open, on the bar otherwise
BUTTONS = (
    "QPushButton { background: #f3efe2; color: #222; border: 1px solid #1d2a22; border-radius: 5px;"
    " padding: 5px 14px; font-size: 13px; }"
    "QPushButton:disabled { background: rgba(243,239,226,90); color: #555; }"
    "QPushButton:focus { border: 3px solid #ffcf40; }"
)


class BarButton(QPushButton):
    """A button of the action bar; `words` is the label on it that shows its Alt+letter underlined. Return and
    Enter press it as Space does (a push button outside a dialog takes only Space), a held key only once."""

    words: QLabel

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            if not event.isAutoRepeat():
                self.animateClick()
            return
        super().keyPressEvent(event)


def bar_button(words: str, action: QAction) -> BarButton:
    """A button of the action bar showing its Alt+letter underlined at all times. The letter is the action's
    shortcut; the words are a label on the button, so the button grabs no mnemonic of its own to clash with it."""
    button = BarButton()
    label = QLabel(re.sub(r"&(.)", r"<u>\1</u>", words))
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet("color: #222; font-size: 13px; background: transparent; border: none; padding: 0;")
    inside = QHBoxLayout(button)
    inside.setContentsMargins(12, 4, 12, 4)
    inside.addWidget(label)
    button.setMinimumSize(max(84, label.sizeHint().width() + 30), label.sizeHint().height() + 14)
    button.clicked.connect(action.trigger)
    button.words = label
    return button


class ActionBar(QWidget):
    """One button per command that is not made by moving a card (draw, gather, end turn, ...).

    Each button shows a QAction with an Alt+letter shortcut; the letters avoid the menus' own.
    """

    commandRequested = Signal(str)
    RESERVED = set("feavh")

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.buttons: dict[str, BarButton] = {}
        self.actions_by_name: dict[str, QAction] = {}
        self.names: frozenset[str] = frozenset()
        self.built_for: tuple = ()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(8, 0, 8, 4)
        self.setStyleSheet(BUTTONS)
        self.rebuild()

    def on_bar(self) -> tuple[tuple[str, str, str], ...]:
        """The commands the game puts on the bar, with their words and help: what the buttons are built from."""
        look = self.table.look
        return tuple(
            (name, command_words(spec), spec.help)
            for name, spec in self.table.ruleset.commands.items()
            if name not in NOT_ON_BAR and name not in look.card_commands
        )

    def rebuild(self) -> None:
        """One button per command on the bar; a new game with the same commands keeps the buttons it has."""
        wanted = self.on_bar()
        if wanted == self.built_for:
            self.update_state()
            return
        self.built_for = wanted
        for button in self.buttons.values():
            button.setParent(None)
            button.deleteLater()
        for action in self.actions_by_name.values():
            self.removeAction(action)
        self.buttons, self.actions_by_name, self.names = {}, {}, frozenset()
        while self.row.count():
            self.row.takeAt(0)
        self.row.addStretch(1)
        used = set(self.RESERVED)
        for name, said, help_text in wanted:
            words = said
            action = QAction(self)
            key = next((i for i, ch in enumerate(words) if ch.isalpha() and ch.lower() not in used), None)
            if key is not None:
                used.add(words[key].lower())
                action.setShortcut(QKeySequence(f"Alt+{words[key].upper()}"))
                words = words[:key] + "&" + words[key:]
            action.setText(words)
            action.setToolTip(help_text)
            action.triggered.connect(lambda _=False, n=name: self.commandRequested.emit(n))
            self.addAction(action)
            button = bar_button(words, action)
            button.setToolTip(help_text + (f" (Alt+{words[key + 1].upper()})" if key is not None else ""))
            button.setAccessibleName(said)
            button.setAccessibleDescription(help_text)
            self.buttons[name] = button
            self.actions_by_name[name] = action
            self.row.addWidget(button)
        self.names = frozenset(self.actions_by_name)
        self.update_state()

    def room(self) -> QSize:
        """The size the bar takes with every button of the game shown, whichever the moves show now. The table
        keeps this much room for the bar, so nothing above it moves when buttons come and go after a move."""
        margins = self.row.contentsMargins()
        hints = [button.sizeHint() for button in self.buttons.values()]
        spacing = max(0, self.row.spacing()) * max(0, len(hints) - 1)
        return QSize(
            sum(hint.width() for hint in hints) + spacing + margins.left() + margins.right(),
            max((hint.height() for hint in hints), default=0) + margins.top() + margins.bottom(),
        )

    def update_state(self) -> None:
        """Show the commands the seat at the screen may give now; the others are not on the table. Declining
        is the reaction prompt's while a window is open, and the bar's when the rules ask round the table
        some other way (following a strategic action, intervening in a raid)."""
        legal = self.table.legal_names(self.names)
        if self.table.state.window is not None:
            legal = legal - PROMPTED
        for name, action in self.actions_by_name.items():
            if action.isEnabled() != (name in legal):
                action.setEnabled(name in legal)
            if self.buttons[name].isVisibleTo(self) != (name in legal):
                self.buttons[name].setVisible(name in legal)
