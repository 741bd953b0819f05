"""The card form of the decks editor: one field per column of the game's CSV template, checked as you type.

The fields and what each holds are the CSV template's (`core.content.csvimport.columns`: ``adm=2 ducats=1``
for a cost, words for kinds, flow YAML for an effect), so a card entered here reads the same as a row of a
spreadsheet. Every change is checked by the CSV row reader and the card parser; the first defect shows in one
line under the form and OK waits until there is none. A game whose cards carry extra rules by id (INWO's
Power, Resistance and alignments) adds their fields below (`desktop.dialogs.rulefields`), drawn from the keys its
ruleset declares and checked by building the ruleset with them, as `cardtable pack check` does.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from core.content.assets import GameDefinition, load_game
from core.content.cardrules import rules_defect
from core.content.cards import parse_card
from core.content.csvimport import card_cells, cells_card, columns
from core.content.packs import PackDefects
from core.games import GAME_RULES
from core.rules.cardschema import WORDS, RuleField, fields_for, keys
from core.rulesets import ruleset_class
from desktop.dialogs.formrows import add_field, ok_cancel
from desktop.dialogs.rulefields import RuleFields

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
    """Add or edit one card of a game; `card()` is the checked card mapping once accepted, and `rules()` its
    card_rules entry in a game whose cards carry them (else None)."""

    def __init__(
        self, game: str, card: dict[str, Any] | None = None, parent=None, rules: Mapping[str, Any] | None = None
    ):
        super().__init__(parent)
        self.game = game
        self.setWindowTitle("Edit a card" if card else "Add a card")
        self.setAccessibleName(self.windowTitle())
        self.setMinimumWidth(560)
        self.definition = definition = load_game(game)
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
            self.fields[column] = widget
            add_field(form, column.replace("_", " "), widget, HINTS.get(column, column.replace("_", " ")))
        lay.addLayout(form)
        self.rule_fields = ruleset_class(game).card_rule_fields
        self.rules_box: RuleFields | None = None
        if self.rule_fields:
            self.rules_box = RuleFields(self.rule_fields, _suggestions(definition, self.rule_fields))
            self.rules_box.set_deck(cells["deck"], rules)
            self.rules_box.changed.connect(self.check)
            self._deck_box().currentIndexChanged.connect(self._deck_changed)
            lay.addWidget(self.rules_box)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b03020")
        self.problem.setAccessibleName("What is wrong with the card")
        lay.addWidget(self.problem)
        self.buttons = ok_cancel(self, self.accept)
        lay.addWidget(self.buttons)
        self._card: dict[str, Any] | None = None
        self._rules: dict[str, Any] | None = None
        self.check()

    def _deck_box(self) -> QComboBox:
        """The deck's field: always a list of the game's decks."""
        box = self.fields["deck"]
        assert isinstance(box, QComboBox), "the deck column is built as a combo box"
        return box

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
            problem = self._check_rules(self._card)
            if problem:
                self._card = None
            self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._card is not None)
        return self._card is not None

    def _deck_changed(self, *_) -> None:
        """Another deck's cards carry other rules: show its fields (keeping the values of keys both share)."""
        if self.rules_box is not None:
            deck = self._deck_box().currentData()
            shared = keys(fields_for(self.rule_fields, deck))
            self.rules_box.set_deck(deck, {k: v for k, v in self.rules_box.entry().items() if k in shared})
        self.check()

    def _check_rules(self, card: dict[str, Any]) -> str:
        """The first thing the game's ruleset says against the card with its rules, in one line, or ""."""
        self._rules = None
        if self.rules_box is None or not fields_for(self.rule_fields, card["deck"]):
            return ""
        entry = self.rules_box.entry()
        parsed = parse_card(card, "card", tuple(self.definition.decks))
        defect = rules_defect(self.definition, parsed, entry, GAME_RULES)
        if defect is None:
            self._rules = entry
            return ""
        return _said(defect, self.rule_fields)

    def card(self) -> dict[str, Any] | None:
        """The checked card mapping, or None while a field is wrong."""
        return self._card

    def rules(self) -> dict[str, Any] | None:
        """The checked card_rules entry of the card, or None in a game (or deck) without card rules."""
        return self._rules if self._card is not None else None


def _suggestions(definition: GameDefinition, fields: tuple[RuleField, ...]) -> dict[str, tuple[str, ...]]:
    """For each key of free words (INWO's attributes), the words the game's own card rules use, to tick."""
    entries = [e for e in (definition.raw.get("card_rules") or {}).values() if isinstance(e, dict)]
    out = {}
    for f in fields:
        if f.kind == WORDS:
            words = {str(w).lower() for e in entries if isinstance(e.get(f.key), list) for w in e[f.key]}
            out[f.key] = tuple(sorted(words))
    return out


def _said(defect: str, fields: tuple[RuleField, ...]) -> str:
    """A ruleset's line about a card's rules, as the form says it: the field's label, then the problem."""
    found = re.search(r"card_rules\.[^:]*: field '([^']+)': (.*)$", defect)
    if found is None:
        return re.sub(r"^\S+\.yaml: ", "", defect)
    label = next((f.label for f in fields if f.key == found[1]), found[1])
    return f"{label}: {found[2]}"
