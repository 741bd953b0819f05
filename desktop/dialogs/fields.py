"""The form a command opens: one field per value the command needs, offering the values that make it legal.

None of it invents a rule. For a command with legal forms the form offers
exactly the values those forms hold (a card, a seat, a resource's amount, a
free text the ruleset suggests); for free-form commands such as an adjustment,
a widget per FieldSpec kind. The session still decides.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from types import MappingProxyType

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.engine.commands import Command, CommandSpec
from core.seeing.commandwords import command_words, field_label
from core.seeing.describe import command_label
from desktop.dialogs.cardpicker import CardsInput
from desktop.dialogs.formrows import explained_form
from desktop.dialogs.freetext import NONE, TypedTextError, editable_box, is_free_text, names_free_text, typed


def _value_label(table, f, value) -> str:
    """A field's value in the players' words: a card, resource or deck by its name, a game's own value by the
    name its ruleset gives it, else the id with its dashes as spaces."""
    if value is None:  # a card field left out names no card: "none" says so, "the default" did not
        return "none" if f.kind in ("card", "cards") else "— the default —"
    if f.kind == "card":
        return table.ruleset.card_name(value)
    if f.kind == "cards" and isinstance(value, (tuple, list)):  # by their names, never the ids of a tuple
        return " and ".join(table.ruleset.card_name(c) for c in value) or "none"
    if f.kind == "resource":
        return {r.id: r.name for r in table.look.resources}.get(value, value)
    if f.kind == "deck":
        return table.ruleset.definition.decks.get(value, value)
    if f.kind == "str":
        named = table.ruleset.value_name(f.name, value)
        return named if named is not None else _words(str(value))
    return str(value)


def heading(table, spec: CommandSpec, variants: list[Command] | None) -> str:
    """The move in words with the cards every legal form names: ``Appoint Lene Holt`` (the card dropped), or,
    with two, which is which (``Attack: group South American Nazis, target Switzerland``); else the move alone."""
    shared = []
    for f in spec.fields:
        if f.kind != "card":
            continue  # other fields' values may be amounts (a dict), which a set cannot hold
        values = {c.get(f.name) for c in variants or ()}
        if len(values) == 1 and None not in values:
            shared.append((f, table.ruleset.card_name(values.pop())))
    if len(shared) < 2:
        return " ".join([command_words(spec), *(name for _, name in shared)])
    return f"{command_words(spec)}: " + ", ".join(f"{field_label(table.ruleset, f).lower()} {n}" for f, n in shared)


def asked_fields(table, spec: CommandSpec, variants: list[Command] | None, chosen: dict | None = None) -> tuple:
    """The fields a form asks for: those the ruleset says a move needs (Ruleset.form_fields) with the values
    every legal form shares (the card played) and those `chosen` so far, else every field of the command."""
    fixed: dict[str, object] = dict(chosen or {})
    for f in spec.fields:
        values = [c.get(f.name) for c in variants or ()]
        if values and values[0] is not None and all(v == values[0] for v in values):
            fixed[f.name] = values[0]
    seat = table.acting_seat() or ""
    names = table.ruleset.form_fields(table.view(), Command(seat, spec.name, MappingProxyType(fixed)))
    return spec.fields if names is None else tuple(f for f in spec.fields if f.name in names)


def _same(value) -> object:
    """A field's value as a set may hold it: amounts (a mapping) by their sorted items, a list as a tuple."""
    if isinstance(value, Mapping):
        return tuple(sorted(value.items()))
    return tuple(value) if isinstance(value, list) else value


def _words(name: str) -> str:
    """An id as words: ``neural_motivator`` -> ``Neural motivator``; a value already in words keeps its capitals
    (1819's place ``Boat Quay``, not ``Boat quay``)."""
    words = name.replace("_", " ").replace("-", " ")
    return words[:1].upper() + words[1:]


class FieldDialog(QDialog):
    """A command's fields as a form, from its FieldSpec; with `variants`, only legal values are offered."""

    def __init__(
        self, table, spec: CommandSpec, variants: list[Command] | None, done: Callable[[Command], bool], parent=None
    ):
        super().__init__(parent)
        self.table, self.spec, self.variants, self.on_command = table, spec, variants, done
        said = heading(table, spec, variants)
        self.setWindowTitle(said)
        self.setAccessibleName(f"Details: {said}")
        lay = QVBoxLayout(self)
        if said != command_words(spec):
            card = QLabel(f"<b>{escape(said)}</b>")
            card.setStyleSheet("font-size: 15px;")
            lay.addWidget(card)
        form = explained_form(lay, spec.help)
        self.inputs: dict[str, QWidget] = {}
        self.whole: QComboBox | None = None
        if variants and not names_free_text(spec):
            differing = [f for f in spec.fields if len({_same(c.get(f.name)) for c in variants}) > 1]
            if len(differing) == 1:
                f = differing[0]
                box = QComboBox()
                for c in variants:
                    box.addItem(_value_label(table, f, c.get(f.name)) + table.prospect(c), c)
                box.setAccessibleName(f.help)
                form.addRow(f"{field_label(table.ruleset, f)} ({f.help}):", box)
                self.whole = box
            else:
                box = QComboBox()
                for c in variants:
                    label = command_label(table.ruleset, c) + table.prospect(c)
                    if box.findText(label) < 0:  # two copies of a card: said once
                        box.addItem(label, c)
                box.setAccessibleName("Which way")
                form.addRow("Which way:", box)
                self.whole = box
        else:
            self.form = form
            for f in spec.fields:
                widget = self._widget(f)
                widget.setAccessibleName(f.help)
                form.addRow(f"{field_label(table.ruleset, f)}{'' if f.required else ' (optional)'}:", widget)
                self.inputs[f.name] = widget
                if isinstance(widget, QComboBox) and not widget.isEditable():
                    widget.currentIndexChanged.connect(self._ask_what_is_needed)
            self._ask_what_is_needed()
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03020")
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._answer)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _widget(self, f) -> QWidget:
        t = self.table
        offered = values_of(self.spec, self.variants) if self.variants else offered_values(t, self.spec)
        if f.kind == "cards":
            if offered is None:
                return CardsInput(t, word=picked_word(self.spec.name, f.name))
            forms = self.variants or [c for c in t.legal() if c.name == self.spec.name]
            start = start_cards(f.name, forms)
            word = picked_word(self.spec.name, f.name)
            return CardsInput(t, offered=set(offered[f.name]), start=start, word=word, most=f.most)
        if f.kind == "amounts":
            return AmountsInput(t, f.choices)
        if f.kind == "int" and offered is None:
            spin = QSpinBox()
            spin.setRange(-99, 99)
            return spin
        if f.kind == "int" and offered is not None and counts_in_a_row(offered[f.name]):
            return count_box(f, offered[f.name])
        if is_free_text(f) and offered is None:
            return QLineEdit()
        if is_free_text(f) and offered is not None:
            return editable_box(f, offered[f.name], self.variants or [c for c in t.legal() if c.name == self.spec.name])
        box = QComboBox()
        if not f.required:
            box.addItem("— none —", NONE)
        values: tuple = offered[f.name] if offered is not None else f.choices
        if not values and offered is None:
            v = t.view()
            values = {
                "seat": t.seats,
                "resource": tuple(r.id for r in t.look.resources),
                "deck": tuple(t.ruleset.definition.decks),
                "zone": tuple(v.zones),
                "card": tuple(c for z in v.zones.values() for c in (z.cards or ())),
            }.get(f.kind, ())
        for value in values:
            box.addItem(_value_label(t, f, value), value)
        shared = {repr(c.get(f.name)) for c in self.variants or ()}
        if self.variants and len(shared) == 1 and self.variants[0].get(f.name) is not None:
            box.setCurrentIndex(max(0, box.findData(self.variants[0].get(f.name))))  # the seat the card was dropped on
        return box

    def _ask_what_is_needed(self) -> None:
        """Show only the rows the move needs, given the values fixed so far (the card, the strategy card chosen)."""
        chosen = {
            name: w.currentData()
            for name, w in self.inputs.items()
            if isinstance(w, QComboBox) and not w.isEditable() and w.currentData() not in (None, NONE)
        }
        self.asked = {f.name for f in asked_fields(self.table, self.spec, self.variants, chosen)}
        forms = self.variants or [c for c in self.table.legal() if c.name == self.spec.name]
        for f in self.spec.fields:
            widget = self.inputs[f.name]
            self.form.setRowVisible(widget, f.name in self.asked)
            if isinstance(widget, QComboBox) and not widget.isEditable():
                self._offer_none(f.name, widget, chosen)
            if f.name in self.asked:
                self._mark_needed(f, widget, [c for c in forms if all(c.get(k) == v for k, v in chosen.items())])
        if self.isVisible():  # rows shown in the open form (an objective's tokens): grow to show them whole
            self.resize(self.size().expandedTo(self.sizeHint()))

    def _mark_needed(self, f, widget: QWidget, fitting: list[Command]) -> None:
        """Say "(optional)" only of a field some legal form with the values chosen leaves out: Leadership's tokens
        are needed although not every strategy card reads them; amounts a needed field wants start as a legal
        form has them (3 tactic tokens), not at nothing."""
        needed = f.required or (bool(fitting) and all(c.get(f.name) is not None for c in fitting))
        label = self.form.labelForField(widget)
        if isinstance(label, QLabel):
            label.setText(f"{field_label(self.table.ruleset, f)}{'' if needed else ' (optional)'}:")
        if needed and fitting and isinstance(widget, AmountsInput) and not widget.value():
            widget.set_value(fitting[0].get(f.name) or {})

    def _offer_none(self, name: str, box: QComboBox, chosen: dict) -> None:
        """Offer an optional field's "none" only when a legal form with the other values chosen leaves it out:
        Politics always names the new speaker, so its form does not offer none."""
        at = box.findData(NONE)
        model = box.model()
        item = model.item(at) if at >= 0 and isinstance(model, QStandardItemModel) else None
        forms = self.variants or [c for c in self.table.legal() if c.name == self.spec.name]
        fitting = [c for c in forms if all(c.get(k) == v for k, v in chosen.items() if k != name)]
        if item is None or not fitting or box.count() < 2:
            return
        needed = all(c.get(name) is not None for c in fitting)
        item.setEnabled(not needed)
        if needed and box.currentIndex() == at:
            box.setCurrentIndex(next(i for i in range(box.count()) if i != at))

    def command(self) -> Command | None:
        if self.whole is not None:
            return self.whole.currentData()
        args = {}
        for f in (f for f in self.spec.fields if f.name in self.asked):
            try:
                value = _read(f, self.inputs[f.name])
            except TypedTextError as err:
                self.error.setText(str(err))
                return None
            if value is not NONE:
                args[f.name] = value
        missing = [f.name for f in self.spec.fields if f.required and f.name not in args]
        if missing:
            self.error.setText(f"Please fill in: {', '.join(missing)}")
            return None
        return Command(self.table.acting_seat() or "", self.spec.name, MappingProxyType(args))

    def _answer(self):
        command = self.command()
        if command is not None and self.on_command(command):
            self.accept()


def _read(f, widget) -> object:
    """The value a field's widget holds, NONE when it is left out; a typed name is checked (TypedTextError)."""
    if isinstance(widget, (CardsInput, AmountsInput)):
        return widget.value() if widget.value() or f.required else NONE
    if isinstance(widget, QSpinBox):
        return widget.value() or NONE
    if isinstance(widget, QLineEdit) or (isinstance(widget, QComboBox) and widget.isEditable()):
        name = typed(f, widget.text() if isinstance(widget, QLineEdit) else widget.currentText())
        return NONE if name is None else name
    return widget.currentData()


FILLED_IN = ("cards", "amounts")
MANY = 8
"""From this many whole numbers in a row a form asks with a spin box rather than a list."""


def counts_in_a_row(values: tuple) -> bool:
    """Whether an int field's legal values are many whole numbers from 1 up without a gap (TI4's votes)."""
    numbers = sorted(v for v in values if isinstance(v, int))
    return len(numbers) >= MANY and numbers == list(range(1, len(numbers) + 1))


def count_box(f, values: tuple) -> QSpinBox:
    """A spin box of exactly the legal numbers 1 to n; an optional field also offers 0, shown as none (left out,
    as `_read` reads it)."""
    spin = QSpinBox()
    spin.setRange(0 if not f.required else 1, max(values))
    if not f.required:
        spin.setSpecialValueText("— none —")
    return spin


def offered_commands(table, name: str) -> list[Command]:
    """The whole commands a dialog for `name` offers to pick from: its legal forms for the seat at the screen
    (one per outcome), the same list the legal commands come from. Empty for a command with cards or
    amounts to fill in (see `offered_values`) or with no legal form now."""
    spec = table.ruleset.commands.get(name)
    if spec is None or any(f.kind in FILLED_IN for f in spec.fields):
        return []
    return table.variants(name, {})


def start_cards(name: str, forms: list[Command]) -> tuple:
    """The cards a cards field starts with picked: the first legal form's when every other form picks only
    some of them (EU's upkeep keeps every advisor, or none); else none, as the first form is one way among
    others (INWO's Plot is bought with the Illuminati or with two groups: two groups picked after a picked
    Illuminati would join it)."""
    start = tuple(forms[0].get(name) or ()) if forms else ()
    return start if all(set(c.get(name) or ()) <= set(start) for c in forms) else ()


def offered_values(table, spec: CommandSpec) -> dict[str, tuple] | None:
    """For a command filled in field by field, the values each field takes in some legal form of it now, in
    the order first met; None when it has no legal form (a free-form command such as an adjustment)."""
    forms = [c for c in table.legal() if c.name == spec.name]
    return values_of(spec, forms) if forms else None


def values_of(spec: CommandSpec, forms: list[Command]) -> dict[str, tuple]:
    """The values each field of `spec` takes in some of `forms`, in the order first met (a dialog for a card
    dropped offers only the forms naming that card)."""
    out: dict[str, tuple] = {}
    for f in spec.fields:
        seen: list = []
        for c in forms:
            value = c.get(f.name)
            for v in (value or ()) if f.kind == "cards" else (value,):
                if v is not None and v not in seen:  # by equality: an amounts field's values are mappings
                    seen.append(v)
        out[f.name] = tuple(seen)
    return out


def picked_word(command: str, field: str) -> str:
    """What a picked card of a cards field is called on its face: "Kept" for the cards a keep (or an upkeep's
    `keep`) holds on to, else "Chosen"."""
    return "Kept" if "keep" in (command, field) else "Chosen"


class AmountsInput(QWidget):
    """An amount of each resource of the game (a cost, a discount), or only of those `only` names (a field's
    choices: Leadership's tokens go into the three pools, never into victory points)."""

    def __init__(self, table, only: tuple = (), parent=None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QSpinBox] = {}
        for r in table.look.resources:
            if only and r.id not in only:
                continue
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setAccessibleName(r.name)
            form.addRow(r.name + ":", spin)
            self.spins[r.id] = spin

    def value(self) -> MappingProxyType:
        return MappingProxyType({r: s.value() for r, s in self.spins.items() if s.value()})

    def set_value(self, amounts) -> None:
        """Show `amounts` (a legal form's), each resource not named at 0."""
        for r, spin in self.spins.items():
            spin.setValue(int(amounts.get(r, 0)))
