"""Dialogs the table opens for a pending choice and for a discard pile to browse (a command's form is fields.py).

None of them invents a rule. The choice dialog offers exactly the options of
the state's pending choice; the session still decides.
"""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QVBoxLayout,
)

from core.engine import zones as Z
from core.engine.commands import Command
from desktop.dialogs.cardpicker import FELT, CardPicker
from desktop.table.views import CardListView


class ChoiceDialog(QDialog):
    """Asks the seat a pending choice is waiting for to pick exactly the asked number of cards.

    The options are drawn as cards; clicking (or Space on) a card picks it or puts it back.
    """

    def __init__(self, table, pending, parent=None):
        super().__init__(parent)
        self.table, self.pending = table, pending
        self.setWindowTitle(f"{pending.seat} must choose")
        self.setAccessibleName("Pending choice")
        lay = QVBoxLayout(self)
        prompt = QLabel(pending.prompt)
        prompt.setWordWrap(True)
        prompt.setStyleSheet("font-size: 15px; font-weight: bold;")
        lay.addWidget(prompt)
        self.count = QLabel()
        lay.addWidget(self.count)
        self.list = CardPicker(
            table,
            ((card, pending.zone) for card in pending.options or ()),
            "Cards to choose from",
            "Click or press Space on a card to pick it or put it back",
            word="Kept" if pending.kind == "keep" else "Chosen",
        )
        self.model = self.list.model_
        self.list.selectionModel().selectionChanged.connect(self._update)
        self.list.installEventFilter(self)
        lay.addWidget(self.list)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self._answer)
        lay.addWidget(self.buttons)
        self._update()

    def eventFilter(self, watched, event) -> bool:
        """Enter answers the choice once enough cards are picked (the card list would take it as a play)."""
        if (
            watched is self.list
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            if self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
                self._answer()
            return True
        return super().eventFilter(watched, event)

    def picked(self) -> tuple[str, ...]:
        return self.list.picked()

    def pick(self, cards) -> None:
        """Pick exactly `cards` (the keyboard and tests use this too)."""
        self.list.pick(cards)

    def _update(self, *_):
        n = len(self.picked())
        self.count.setText(f"Chosen {n} of {self.pending.count}")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(n == self.pending.count)

    def _answer(self):
        seat = self.pending.seat
        if self.table.submit(Command(seat, "choose", MappingProxyType({"cards": self.picked()}))):
            self.accept()


class DiscardBrowser(QDialog):
    """Browse a public discard pile, top first."""

    def __init__(self, table, deck: str, parent=None):
        super().__init__(parent)
        name = table.look.deck(deck).name
        self.setWindowTitle(f"Discard pile of the {name}")
        lay = QVBoxLayout(self)
        model = table.discards[deck]
        n = model.rowCount()
        lay.addWidget(QLabel(f"{n} card{'' if n == 1 else 's'}, the top first"))
        self.view = CardListView(
            QSize(118, 166), f"Discard pile of the {name}", "Public discards, top first", "The pile is empty"
        )
        self.view.fan = False
        self.view.setWrapping(True)
        self.view.setFlow(QListView.Flow.LeftToRight)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.view.setDragEnabled(False)
        self.view.setModel(model)
        self.view.setStyleSheet(f"QListView {{ background: {FELT}; }}")
        lay.addWidget(self.view)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        lay.addWidget(close)
        self.resize(720, 460)


def zone_name(table, zone: str) -> str:
    """A zone id in words: ``hand:Red`` -> ``Red's hand``."""
    kind, owner = Z.kind(zone), Z.owner(zone)
    if owner in table.seats:
        return f"{owner}'s {kind}"
    if owner in table.ruleset.definition.decks:
        return (
            f"{table.ruleset.definition.decks[owner]} {kind}"
            if kind == "discard"
            else table.ruleset.definition.decks[owner]
        )
    return kind
