"""How the app's forms lay out their fields: a row "Label:" beside each widget, the widget named for screen
readers and explained on hover, and OK and Cancel under the form.

Tools > Decks' card form, its game-rules fields, a command's field form and 1819's sow form build their rows and
buttons here, so a
field reads the same in each of them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget


def explained_form(lay: QBoxLayout, explanation: str) -> QFormLayout:
    """A form under a wrapped line that says what it is for (a command's help), both added to `lay`."""
    said = QLabel(explanation)
    said.setWordWrap(True)
    lay.addWidget(said)
    form = QFormLayout()
    lay.addLayout(form)
    return form


def add_field(form: QFormLayout, label: str, widget: QWidget, tip: str = "") -> QWidget:
    """Add `widget` to `form` as the row "Label:" (its first letter raised); screen readers call it by `label`,
    and `tip`, if any, shows on hover."""
    widget.setAccessibleName(label)
    if tip:
        widget.setToolTip(tip)
    form.addRow(f"{label[:1].upper()}{label[1:]}:", widget)
    return widget


def ok_cancel(dialog: QDialog, on_ok: Callable[[], object]) -> QDialogButtonBox:
    """The OK and Cancel buttons of a form: OK calls `on_ok` (which accepts when the form holds), Cancel rejects."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons
