"""Free-text fields of a command's form: a name in the table's own words (TI4's unit, planet or system, EU's
non-player realm), offered as an editable list whose suggestions are the values the legal forms name.

The dialog checks only the shape of what was typed (one line, not blank, not too long); whether the name
fits the rules is the core's to decide, like any other command's value.
"""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtWidgets import QComboBox

from core.engine.commands import Command
from core.rules.shapes import LONGEST

TYPED_LONGEST = 100
"""The most characters a typed name may have: a name, well inside what a saved mark keeps (shapes.LONGEST)."""
assert TYPED_LONGEST <= LONGEST

NONE = object()
"""An optional field's "left out" entry."""


class TypedTextError(ValueError):
    """What was typed into a free-text field is no name: blank where one is needed, several lines, or too long."""


def is_free_text(f) -> bool:
    """Whether a field takes any words the player types (a name), not one of a fixed set of values."""
    return f.kind == "str" and not f.choices


def names_free_text(spec) -> bool:
    """Whether a command has a free-text field: its form is then asked field by field, so a name the legal
    forms do not suggest (any ship, planet, system or non-player realm) may be typed."""
    return any(is_free_text(f) for f in spec.fields)


def asks_a_name(spec, forms) -> bool:
    """Whether a move with these legal forms should still be asked even when there is one: some form fills
    a free-text field with words the candidates chose (TI4's "a ship"), which the player may want to replace
    with the name on their board."""
    return any(is_free_text(f) and any(c.get(f.name) is not None for c in forms) for f in spec.fields)


def unworded(spec, command):
    """`command` without the words the candidates chose for its free-text fields (TI4's War Effort "in Mecatol
    Rex"), for a menu entry that asks the form instead of giving a stock name; None when it fills none."""
    worded = {f.name for f in spec.fields if is_free_text(f) and command.get(f.name) is not None}
    if not worded:
        return None
    args = MappingProxyType({k: v for k, v in command.args.items() if k not in worded})
    return Command(command.seat, command.name, args)


def editable_box(f, values: tuple, forms=()) -> QComboBox:
    """A free-text field the legal forms suggest values for: the player picks one or types another name;
    blank leaves an optional field out. When every one of `forms` names it (Direct Hit's ship), it starts on
    the first suggestion, so the form as it opens is a legal move."""
    box = QComboBox()
    box.setEditable(True)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    box.setMinimumContentsLength(28)  # a name such as "Red's carrier in Mecatol Rex" shows whole
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    if not f.required:
        box.addItem("", NONE)
    for value in values:
        box.addItem(str(value), value)
    if values and forms and all(c.get(f.name) is not None for c in forms):
        box.setCurrentIndex(box.findData(values[0]))
    line = box.lineEdit()
    if line is not None:
        line.setPlaceholderText(f.help)
    return box


def typed(f, text: str) -> str | None:
    """The name typed into field `f`, trimmed; None when an optional field is left blank.

    Raises TypedTextError, with a one-line message quoting the input, for a blank required field, a name
    over several lines or one longer than TYPED_LONGEST characters.
    """
    name = text.strip()
    label = f.label or f.name.replace("_", " ").replace("-", " ").capitalize()
    if not name:
        if f.required:
            raise TypedTextError(f"{label}: please type a name")
        return None
    if "\n" in name or "\r" in name:
        first = name.splitlines()[0]
        raise TypedTextError(f"{label}: {first!r}… is on several lines; type one line")
    if len(name) > TYPED_LONGEST:
        raise TypedTextError(f"{label}: {name[:30]!r}… is {len(name)} characters long; at most {TYPED_LONGEST}")
    return name
