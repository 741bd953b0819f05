"""The card form of the decks editor: one field per column of the game's CSV template, checked as you type.

The fields and what each holds are the CSV template's (`core.content.csvimport.columns`: ``adm=2 ducats=1``
for a cost, words for kinds, flow YAML for an effect), so a card entered here reads the same as a row of a
spreadsheet. Every change is checked by the CSV row reader and the card parser; the first defect shows in one
line under the form and OK waits until there is none.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from core.content.assets import load_game
from core.content.csvimport import card_cells, cells_card, columns
from core.content.packs import PackDefects

HINTS = {
    "id": "lowercase letters, digits and hyphens: royal-charter",
    "copies": "a whole number, 1 to 99",
    "cost": "name=number pairs: adm=2 ducats=1",
    "kinds": "words: action display battle reaction covert counter minor",
    "charges": "a whole number of tokens a display card holds",
    "target": "none, rival, any or self",
    "answerable": "true or false",
    "effect": "YAML steps: [{gain: {ducats: 4}}]",
    "actions": "YAML: [{name: Use, text: ..., effect: [...]}]",
    "character_cost": "name=number pairs: ducats=3",
    "character_skills": "name=number pairs: adm=1 mil=2",
}


class CardForm(QDialog):
    """Add or edit one card of a game; `card()` is the checked card mapping once accepted."""

    def __init__(self, game: str, card: dict[str, Any] | None = None, parent=None):
        super().__init__(parent)
        self.game = game
        self.setWindowTitle("Edit a card" if card else "Add a card")
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(560)
        definition = load_game(game)
        cells = card_cells(card, game) if card else {c: "" for c in columns(game)}
        if not card:
            cells["deck"] = next(iter(definition.decks))
            cells["copies"] = "1"
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        for column in columns(game):
            if column == "deck":
                box = QComboBox()
                for deck, name in definition.decks.items():
                    box.addItem(name, deck)
                box.setCurrentIndex(max(0, box.findData(cells["deck"])))
                box.currentIndexChanged.connect(self.check)
                widget: QLineEdit | QComboBox = box
            else:
                line = QLineEdit(cells.get(column, ""))
                line.setPlaceholderText(HINTS.get(column, ""))
                line.textChanged.connect(self.check)
                widget = line
            widget.setAccessibleName(column.replace("_", " "))
            widget.setToolTip(HINTS.get(column, column.replace("_", " ")))
            self.fields[column] = widget
            form.addRow(column.replace("_", " ").capitalize() + ":", widget)
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b03020")
        self.problem.setAccessibleName("What is wrong with the card")
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._card: dict[str, Any] | None = None
        self.check()

    def cells(self) -> dict[str, str]:
        """The form's fields as CSV cells."""
        return {c: w.currentData() if isinstance(w, QComboBox) else w.text() for c, w in self.fields.items()}

    def check(self, *_) -> bool:
        """Read the fields as a card; show its first defect and keep OK off while there is one."""
        try:
            self._card = cells_card(self.cells(), self.game, "card")
        except PackDefects as err:
            self._card = None
            self.problem.setText(err.lines[0].removeprefix("card, ").removeprefix("card: "))
        else:
            self.problem.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._card is not None)
        return self._card is not None

    def card(self) -> dict[str, Any] | None:
        """The checked card mapping, or None while a field is wrong."""
        return self._card
