"""The Continue list: the unfinished games kept in autosaves, to pick one up again or set it aside.

Shown when the app starts (if there are any) and from File > Continue; every game is
autosaved as it goes, so a game quit before its end, or interrupted, is never lost.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout


class ContinueDialog(QDialog):
    """Pick an unfinished game to continue; `chosen` is its autosave, or None for a new game, which the players
    choose in File > New game when they pressed New game (`new_game`)."""

    def __init__(self, paths: list[Path], parent=None):
        super().__init__(parent)
        from desktop.app.autosave import autosave_dir, describe_kept

        self.chosen: Path | None = None
        self.new_game = False
        self.setWindowTitle("Continue a game")
        self.setAccessibleName("Continue a game")
        lay = QVBoxLayout(self)
        intro = QLabel(
            f"These games are not over. They are kept in {autosave_dir()}; continue one, or start a new game."
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.list = QListWidget()
        self.list.setAccessibleName("Unfinished games")
        for path in paths:
            item = QListWidgetItem(describe_kept(path))
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(str(path))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self._continue())
        lay.addWidget(self.list)
        buttons = QDialogButtonBox()
        go = buttons.addButton("&Continue", QDialogButtonBox.ButtonRole.AcceptRole)
        go.setDefault(True)
        buttons.addButton("&Set aside", QDialogButtonBox.ButtonRole.ActionRole).clicked.connect(self._set_aside)
        new = buttons.addButton("&New game", QDialogButtonBox.ButtonRole.RejectRole)
        new.clicked.connect(self._ask_new_game)
        buttons.accepted.connect(self._continue)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(820, 340)

    def _continue(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = item.data(Qt.ItemDataRole.UserRole)
            self.accept()

    def _ask_new_game(self) -> None:
        self.new_game = True

    def _set_aside(self) -> None:
        """Leave the selected game out of the list from now on (its file stays)."""
        from desktop.app.autosave import set_aside

        item = self.list.currentItem()
        if item is None:
            return
        set_aside(item.data(Qt.ItemDataRole.UserRole))
        self.list.takeItem(self.list.row(item))
        if not self.list.count():
            self.reject()
