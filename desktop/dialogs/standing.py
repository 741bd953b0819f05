"""The standing answers dialog: a seat's private passes to reaction windows, one answer per kind of window the
game opens, with why they leak nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from desktop.table.autopass import ANSWERS, REASONING, StandingAnswers, kind_words, window_kinds


class StandingDialog(QDialog):
    """Set the standing answers of the seat at the screen (opened behind its own curtain only): a choice of
    answer for each kind of reaction window the game declares."""

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        seat = table.acting_seat() or ""
        now = table.standing.get(seat, StandingAnswers())
        self.setWindowTitle(f"{seat}'s standing answers")
        self.setAccessibleName(f"{seat}'s standing answers")
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(f"What the table answers for {seat}, for each kind of window the game opens:"))
        form = QFormLayout()
        self.answers: dict[str, QComboBox] = {}
        for kind in window_kinds(table.ruleset):
            box = QComboBox()
            for answer, words in ANSWERS.items():
                box.addItem(words, answer)
            box.setCurrentIndex(box.findData(now.answer(kind)))
            box.setAccessibleName(kind_words(kind))
            form.addRow(kind_words(kind), box)
            self.answers[kind] = box
        if self.answers:
            lay.addLayout(form)
        else:
            lay.addWidget(QLabel(f"{table.ruleset.definition.name} opens no reaction windows: nothing to answer."))
        why = QLabel(REASONING)
        why.setWordWrap(True)
        why.setStyleSheet("color: #444;")
        lay.addWidget(why)
        lay.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._answer)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(480, self.sizeHint().height())

    def choose(self, kind: str, answer: str) -> None:
        """Pick `answer` for windows of `kind` (as a click on its list would)."""
        box = self.answers[kind]
        box.setCurrentIndex(box.findData(answer))

    def _answer(self) -> None:
        chosen = {kind: str(box.currentData()) for kind, box in self.answers.items()}
        self.table.set_standing(StandingAnswers.of(chosen))
        self.accept()
