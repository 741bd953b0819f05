"""The standing answers dialog: a seat's private passes to reaction windows, with why they leak nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from desktop.table.autopass import REASONING, StandingAnswers


class StandingDialog(QDialog):
    """Set the standing answers of the seat at the screen (opened behind its own curtain only)."""

    def __init__(self, table, parent=None):
        super().__init__(parent)
        self.table = table
        seat = table.acting_seat() or ""
        now = table.standing.get(seat, StandingAnswers())
        self.setWindowTitle(f"{seat}'s standing answers")
        self.setAccessibleName(f"{seat}'s standing answers")
        lay = QVBoxLayout(self)
        self.pass_all = QCheckBox("&Pass every reaction window without asking me")
        self.pass_all.setChecked(now.pass_all)
        self.unless_target = QCheckBox("&Don't ask me to answer unless the move aims at me")
        self.unless_target.setChecked(now.unless_target)
        why = QLabel(REASONING)
        why.setWordWrap(True)
        why.setStyleSheet("color: #444;")
        for widget in (self.pass_all, self.unless_target, why):
            lay.addWidget(widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._answer)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(460, 260)

    def _answer(self) -> None:
        self.table.set_standing(StandingAnswers(self.pass_all.isChecked(), self.unless_target.isChecked()))
        self.accept()
