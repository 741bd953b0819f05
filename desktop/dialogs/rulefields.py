"""The card form's game rules: one widget per key of the game's card_rules entry for the card's deck.

The keys are the ruleset's own declaration (`Ruleset.card_rule_fields`, core/rules/cardschema.py), the one
its reader checks entries by, so the form never keeps a list of its own: a spin box for a whole number, a
drop-down for one value, a checkable list for several (alignments), checkable words plus a line for new ones
(attributes, offering the words the game's own cards use), and a box of fields for a mapping (a Plot's draw).
A key the reader assumes when it is left out is left out of the entry.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.rules.cardschema import KEPT, ONE, RECORD, SOME, WHOLE, WORDS, RuleField, fields_for
from desktop.dialogs.formrows import add_field

LEFT_OUT = object()
"""A widget's value when the key is left out of the entry."""


class CheckList(QListWidget):
    """Words to tick, laid out in rows; `words()` are the ticked ones in their order."""

    def __init__(self, words: tuple[str, ...], parent=None):
        super().__init__(parent)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSpacing(2)
        for word in words:
            item = QListWidgetItem(word)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.addItem(item)
        self.setFixedHeight(24 * max(1, min(3, (len(words) + 5) // 6)) + 8)

    def words(self) -> list[str]:
        items = (self.item(i) for i in range(self.count()))
        return [i.text() for i in items if i.checkState() == Qt.CheckState.Checked]

    def tick(self, words: list[str]) -> list[str]:
        """Tick exactly `words`; returns those it does not list."""
        wanted = [str(w).lower() for w in words]
        for i in range(self.count()):
            item = self.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.text() in wanted else Qt.CheckState.Unchecked)
        listed = {self.item(i).text() for i in range(self.count())}
        return [w for w in wanted if w not in listed]


class RuleInput:
    """One field's widget and its value in an entry (LEFT_OUT when the reader's default will do)."""

    def __init__(self, field: RuleField, suggestions: Mapping[str, tuple[str, ...]], changed) -> None:
        self.field = field
        self.parts: list[RuleInput] = []
        self.widget = self._make(field, suggestions, changed)

    def _make(self, f: RuleField, suggestions, changed) -> QWidget:
        if f.kind == KEPT:
            self.kept: Any = None
            self.shown = QLabel()
            self.shown.setWordWrap(True)
            return self.shown
        if f.kind == WHOLE:
            spin = QSpinBox()
            spin.setRange(f.low - 1 if f.optional else f.low, f.high)
            if f.optional:
                spin.setSpecialValueText(f.unset or "left out")
            spin.valueChanged.connect(changed)
            self.spin = spin
            return spin
        if f.kind == ONE:
            box = QComboBox()
            for choice in f.choices:
                box.addItem(choice or f.unset or "none", choice)
            box.currentIndexChanged.connect(changed)
            self.box = box
            return box
        if f.kind in (SOME, WORDS):
            holder = QWidget()
            lay = QVBoxLayout(holder)
            lay.setContentsMargins(0, 0, 0, 0)
            self.ticks = CheckList(f.choices if f.kind == SOME else suggestions.get(f.key, ()))
            self.ticks.setAccessibleName(f.label)
            self.ticks.itemChanged.connect(changed)
            lay.addWidget(self.ticks)
            self.more = QLineEdit()
            if f.kind == WORDS:
                self.more.setPlaceholderText("other words, separated by spaces")
                self.more.setAccessibleName(f"{f.label}: other words")
                self.more.textChanged.connect(changed)
                lay.addWidget(self.more)
            return holder
        group = QGroupBox(f.label)
        form = QFormLayout(group)
        for part in f.parts:
            made = RuleInput(part, suggestions, changed)
            self.parts.append(made)
            made.add_to(form)
        return group

    def add_to(self, form: QFormLayout) -> None:
        """The field's row in `form`, named by its label and explained by its help."""
        add_field(form, self.field.label, self.widget, self.field.help)

    def value(self) -> Any:
        """The field's value for the entry, or LEFT_OUT."""
        f = self.field
        if f.kind == KEPT:
            return LEFT_OUT if self.kept is None else self.kept
        if f.kind == WHOLE:
            value: Any = None if f.optional and self.spin.value() < f.low else self.spin.value()
        elif f.kind == ONE:
            value = self.box.currentData() or None
        elif f.kind in (SOME, WORDS):
            value = self.ticks.words() + [w for w in self.more.text().replace(",", " ").lower().split()]
        else:
            return {p.field.key: p.value() for p in self.parts if p.value() is not LEFT_OUT}
        return LEFT_OUT if value is None or value == f.default else value

    def set(self, value: Any) -> None:
        """Show `value` (absent: the reader's default)."""
        f = self.field
        value = f.default if value is None else value
        if f.kind == KEPT:
            self.kept = value
            self.shown.setText("none" if value is None else json.dumps(value)[:300] + " (kept as the pack writes it)")
        elif f.kind == WHOLE:
            whole = value if isinstance(value, int) and not isinstance(value, bool) else None
            self.spin.setValue(whole if whole is not None else self.spin.minimum())
        elif f.kind == ONE:
            self.box.setCurrentIndex(max(0, self.box.findData(value if value is not None else "")))
        elif f.kind in (SOME, WORDS):
            rest = self.ticks.tick(list(value) if isinstance(value, list) else [])
            self.more.setText(" ".join(rest))
        else:
            inner = value if isinstance(value, dict) else {}
            for part in self.parts:
                part.set(inner.get(part.field.key))


class RuleFields(QGroupBox):
    """The rules fields of one deck's cards; `entry()` is the card_rules entry they make."""

    changed = Signal()

    def __init__(self, fields: tuple[RuleField, ...], suggestions: Mapping[str, tuple[str, ...]], parent=None):
        super().__init__("Game rules for this card", parent)
        self.setAccessibleName("Game rules for this card")
        self.fields = fields
        self.suggestions = suggestions
        self.inputs: list[RuleInput] = []
        self.kept: dict[str, Any] = {}
        self.setting = False
        self.outer = QVBoxLayout(self)
        self.body = QWidget()
        self.form = QFormLayout(self.body)
        self.outer.addWidget(self.body)

    def set_deck(self, deck: str, entry: Mapping[str, Any] | None = None) -> None:
        """Show the fields of `deck`'s cards holding `entry`; keys the form does not show are kept as they are."""
        self.body.hide()
        self.outer.removeWidget(self.body)
        self.body.deleteLater()
        self.body = QWidget()
        self.form = QFormLayout(self.body)
        self.outer.addWidget(self.body)
        entry = dict(entry or {})
        shown = fields_for(self.fields, deck)
        self.inputs = [RuleInput(f, self.suggestions, self._changed) for f in shown]
        self.kept = {k: v for k, v in entry.items() if k not in {f.key for f in shown}}
        self.setting = True
        for made in self.inputs:
            made.set(entry.get(made.field.key))
            made.add_to(self.form)
        self.setting = False
        self.setVisible(bool(shown))
        self._show_when()

    def _changed(self, *_) -> None:
        if self.setting:
            return
        self._show_when()
        self.changed.emit()

    def _show_when(self) -> None:
        values = {i.field.key: i.value() for i in self.inputs if i.field.kind != RECORD}
        for made in self.inputs:
            if made.field.when is not None:
                key, wanted = made.field.when
                self.form.setRowVisible(made.widget, values.get(key) == wanted)

    def entry(self) -> dict[str, Any]:
        """The card_rules entry: every shown field's value but those left out, and the keys it kept."""
        out = dict(self.kept)
        values = {i.field.key: i.value() for i in self.inputs if i.field.kind != RECORD}
        for made in self.inputs:
            if made.field.when is not None and values.get(made.field.when[0]) != made.field.when[1]:
                continue
            value = made.value()
            if value is not LEFT_OUT:
                out[made.field.key] = value
        return out

    def input(self, key: str) -> RuleInput:
        """The input of one key (for tests and the form's messages)."""
        return next(i for i in self.inputs if i.field.key == key)
