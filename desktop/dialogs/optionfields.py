"""One widget per game option, of the option's kind, so every value the dialog gives is one the game accepts.

An option in game.yaml declares its kind with `kind:` (seat, seats, number), or
has `choices` (a flag when they are true and false, else a list to choose from);
without either, its default's type says which. Seat pickers list the seat
names typed in the new-game dialog and follow them as they change. A choice
or a number turns with the mouse wheel only once it has the focus (a click or
Tab): the options sit in a scrolled list, and a wheel meant to scroll it used to
change whichever option passed under the pointer.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QListWidget, QListWidgetItem, QSpinBox, QWidget

NOBODY = "nobody"


class ChoiceBox(QComboBox):
    """A list to choose from that the wheel turns only while it has the focus; otherwise the wheel scrolls the
    options around it."""

    def __init__(self):
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel gives no focus

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # on to the scrolled options list


class NumberBox(QSpinBox):
    """A number the wheel turns only while it has the focus, like ChoiceBox."""

    def __init__(self):
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


def option_kind(spec: dict[str, Any]) -> str:
    """The kind of widget an option needs: flag, choice, seat, seats, number or text."""
    declared = spec.get("kind")
    if declared in ("seat", "seats", "number", "flag", "choice"):
        return str(declared)
    choices = spec.get("choices")
    if choices is not None:
        return "flag" if set(map(repr, choices)) == {"True", "False"} else "choice"
    default = spec["default"]
    if isinstance(default, bool):
        return "flag"
    if isinstance(default, int):
        return "number"
    if isinstance(default, list):
        return "seats"
    return "seat" if default is None else "text"


class SeatPicker(ChoiceBox):
    """One seat of the game, or nobody when the option allows none; follows the names typed."""

    def __init__(self, allow_nobody: bool, default: str | None):
        super().__init__()
        self.allow_nobody = allow_nobody
        self.wanted = default

    def set_seats(self, seats: list[str]) -> None:
        """List `seats` (keeping the one picked by its place in the order, or by name for the default)."""
        picked = self.currentIndex() - (1 if self.allow_nobody else 0) if self.count() else None
        self.blockSignals(True)
        self.clear()
        if self.allow_nobody:
            self.addItem(f"— {NOBODY} —", None)
        for seat in seats:
            self.addItem(seat, seat)
        if picked is None:
            index = self.findData(self.wanted) if self.wanted is not None else 0
        else:
            index = picked + (1 if self.allow_nobody else 0)
        self.setCurrentIndex(max(0, min(index, self.count() - 1)))
        self.blockSignals(False)

    def value(self) -> str | None:
        """The seat picked, or None for nobody."""
        return self.currentData()


class SeatsPicker(QListWidget):
    """Several seats of the game, ticked; follows the names typed."""

    def __init__(self, default: list[str]):
        super().__init__()
        self.wanted = set(default)
        self.ticked: list[bool] | None = None
        self.setMaximumHeight(110)

    def set_seats(self, seats: list[str]) -> None:
        """List `seats` with a box each, keeping the ticks by place in the order."""
        ticked = [self.item(i).checkState() == Qt.CheckState.Checked for i in range(self.count())]
        self.clear()
        for i, seat in enumerate(seats):
            item = QListWidgetItem(seat)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            on = ticked[i] if i < len(ticked) else seat in self.wanted
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.addItem(item)

    def value(self) -> list[str]:
        """The seats ticked, in seat order."""
        return [self.item(i).text() for i in range(self.count()) if self.item(i).checkState() == Qt.CheckState.Checked]


def option_widget(spec: dict[str, Any]) -> QWidget:
    """A widget for one option, set to its default."""
    kind, default = option_kind(spec), spec["default"]
    if kind == "flag":
        box = QCheckBox(spec.get("help", ""))
        box.setChecked(bool(default))
        return box
    if kind == "choice":
        combo = ChoiceBox()
        choices = list(spec.get("choices") or [])
        for value in choices:
            combo.addItem("no limit" if value is None else str(value), value)
        combo.setCurrentIndex(choices.index(default) if default in choices else 0)
        return combo
    if kind == "seat":
        return SeatPicker(default is None or bool(spec.get("nobody")), default)
    if kind == "seats":
        return SeatsPicker(list(default or []))
    if kind == "number":
        spin = NumberBox()
        spin.setRange(int(spec.get("min", 0)), int(spec.get("max", 99)))
        spin.setValue(int(default))
        return spin
    return TextOption(str(default))


class TextOption(ChoiceBox):
    """A free text option (none of today's games has one): an editable field."""

    def __init__(self, default: str):
        super().__init__()
        self.setEditable(True)
        self.setEditText(default)

    def value(self) -> str:
        """The text typed."""
        return self.currentText().strip()


def set_option_value(widget: QWidget, value: Any) -> bool:
    """Set an option's widget to `value` when the option still allows it (a choice it lists, a number in its
    range, a flag); False, leaving the widget as it is, when not. Seat pickers take the seat when they list
    the names typed."""
    if isinstance(widget, QCheckBox):
        if isinstance(value, bool):
            widget.setChecked(value)
        return isinstance(value, bool)
    if isinstance(widget, SeatPicker):
        widget.wanted = value
        return True
    if isinstance(widget, SeatsPicker):
        widget.wanted = set(value or [])
        return isinstance(value, list)
    if isinstance(widget, TextOption):
        widget.setEditText(str(value))
        return True
    if isinstance(widget, QSpinBox):
        fits = isinstance(value, int) and widget.minimum() <= value <= widget.maximum()
        if fits:
            widget.setValue(value)
        return fits
    if isinstance(widget, QComboBox):
        at = next((i for i in range(widget.count()) if widget.itemData(i) == value), -1)
        if at >= 0:
            widget.setCurrentIndex(at)
        return at >= 0
    return False


def option_value(widget: QWidget) -> Any:
    """The value an option widget holds, of the option's type."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, (SeatPicker, SeatsPicker, TextOption)):
        return widget.value()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    raise TypeError(f"not an option widget: {widget!r}")


def follow_seats(widget: QWidget, seats: list[str]) -> None:
    """Give a seat picker the seat names typed now (other widgets do not name seats)."""
    if isinstance(widget, (SeatPicker, SeatsPicker)):
        widget.set_seats(seats)
