"""The main window's menu bar: File, Edit, Table, View, Tools and Help, their shortcuts and tips.

`MainWindow` (window.py) mixes this in; the actions call the window's own
slots or the file actions of files.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from desktop.table.gamepanels import GameDock
    from desktop.table.panels import LogPanel, NotesDock, RulesPanel
    from desktop.table.tablestate import Table
    from desktop.table.tableview import TableWidget


MENU_WORDS = 60  # the most characters of a move that Edit > Undo and Redo name


def move_words(line: str) -> str:
    """A log line as a menu names its move: the move itself, without what followed (" — ..."), cut at a word
    to `MENU_WORDS` characters, with its ampersands doubled so that none becomes a mnemonic.

    >>> move_words("Red plays Coin Purse — Red +2 ducats; Blue's turn")
    'Red plays Coin Purse'
    >>> move_words("Red attacks to control Federal Tax Auditors with Oil Barons and the Gnomes of Zurich aiding")
    'Red attacks to control Federal Tax Auditors with Oil Barons…'
    >>> move_words("Blue plays Law & Order")
    'Blue plays Law && Order'
    """
    move = line.split(" — ", 1)[0]
    if len(move) > MENU_WORDS:
        move = move[: MENU_WORDS + 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return move.replace("&", "&&")


def file_actions():
    """The file and help menus' actions, imported on first use (they are not needed to show the table)."""
    from desktop.app import files

    return files


class Menus:
    """The menu bar of `MainWindow`: built once, after the window's panels and table exist."""

    # What `MainWindow` holds and does that the menus name, declared here so each use is checked.
    table: Table
    board: TableWidget
    board_panel: GameDock
    notes_panel: NotesDock
    log_panel: LogPanel
    rules_panel: RulesPanel
    if TYPE_CHECKING:

        def menuBar(self) -> QMenuBar: ...
        def close(self) -> bool: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def name_undo(self) -> None: ...
        def command(self, name: str) -> None: ...
        def standing(self) -> None: ...
        def follow(self) -> None: ...
        def _rules(self) -> None: ...

    def _action(self, menu: QMenu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        assert isinstance(self, QObject), "the menus are mixed into MainWindow, a QMainWindow"
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcuts(
                QKeySequence.keyBindings(shortcut)
                if isinstance(shortcut, QKeySequence.StandardKey)
                else [QKeySequence(shortcut)]
            )
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        self._action(
            file_menu,
            "&New game…",
            lambda: file_actions().new_game(self),
            QKeySequence.StandardKey.New,
            "Choose a game, the players and the options",
        )
        self._action(file_menu, "&Open…", lambda: file_actions().open_save(self), QKeySequence.StandardKey.Open)
        self._action(file_menu, "Save &as…", lambda: file_actions().save_as(self), QKeySequence.StandardKey.SaveAs)
        if QKeySequence.keyBindings(QKeySequence.StandardKey.SaveAs) == []:
            file_menu.actions()[-1].setShortcut(QKeySequence("Ctrl+Shift+S"))
        self._action(
            file_menu,
            "Re&play a saved game…",
            lambda: file_actions().replay_save(self),
            None,
            "Step through a saved game, from any player's side, and continue from any point",
        )
        self.recent_menu = file_menu.addMenu("Open &recent")
        self.recent_menu.aboutToShow.connect(lambda: file_actions().fill_recent(self, self.recent_menu))
        self.continue_menu = file_menu.addMenu("&Continue")
        self.continue_menu.aboutToShow.connect(lambda: file_actions().fill_continue(self, self.continue_menu))
        self._action(
            file_menu,
            "&Import pack…",
            lambda: file_actions().import_pack(self),
            None,
            "Check a card pack and copy it into your packs folder, for File > New game",
        )
        file_menu.addSeparator()
        self._action(file_menu, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu("&Edit")
        self.undo_action = self._action(
            edit,
            "&Undo",
            self.undo,
            QKeySequence.StandardKey.Undo,
            "Take back the last move (the table is asked when it showed hidden cards)",
        )
        self.redo_action = self._action(edit, "&Redo", self.redo, "Ctrl+Shift+Z", "Restore the move taken back")
        edit.aboutToShow.connect(self.name_undo)
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        redo_keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys]
        self.redo_action.setShortcuts(redo_keys)
        game = bar.addMenu("T&able")
        self._action(
            game,
            "&Adjust by hand…",
            lambda: self.command("adjust"),
            None,
            "Change by hand what the program does not track; it is logged",
        )
        self._action(game, "&Lift the curtain", self.table.lift_curtain, None)
        self.hand_menu = game.addMenu("&Hand the screen to")
        self.hand_menu.setToolTip("Let another player act out of turn where the rules allow it")
        self.hand_menu.aboutToShow.connect(self._fill_hand_menu)
        self.standing_action = self._action(
            game,
            "&Standing answers…",
            self.standing,
            None,
            "Behind your curtain: pass reaction windows without being asked",
        )
        view = bar.addMenu("&View")
        view.addAction(self.board_panel.toggleViewAction())
        view.addAction(self.notes_panel.toggleViewAction())
        view.addAction(self.log_panel.toggleViewAction())
        view.addAction(self.rules_panel.toggleViewAction())
        self.highlight_action = view.addAction("Highlight what &changed")
        self.highlight_action.setCheckable(True)
        self.highlight_action.setChecked(self.table.highlights.enabled)
        self.highlight_action.setStatusTip("After each move, ring the cards and amounts it changed for a moment")
        self.highlight_action.toggled.connect(self.table.highlights.set_enabled)
        view.addSeparator()
        b = self.board
        self._action(view, "Go to your &hand", lambda: b.bottom.hand.setFocus() if b.bottom else None, "Ctrl+1")
        self._action(view, "Go to your &display", lambda: b.bottom.display.setFocus() if b.bottom else None, "Ctrl+2")
        self._action(view, "Go to the &decks", lambda: b.decks.setFocus() if b.laid else None, "Ctrl+3")
        self._action(view, "Go to the &play area", lambda: b.play_area.setFocus() if b.laid else None, "Ctrl+4")

        def go_to_log() -> None:
            self.log_panel.show()
            self.log_panel.view.setFocus()

        self._action(view, "Go to the l&og", go_to_log, "Ctrl+5")
        tools = bar.addMenu("Tools")  # no Alt letter: every letter of it is some game's command's (End &turn, ...)
        self._action(
            tools, "&Decks…", lambda: file_actions().decks_editor(self), None, "See and edit a pack's cards and decks"
        )
        help_menu = bar.addMenu("&Help")
        self._action(help_menu, "&Rules", self._rules, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, "&Keyboard shortcuts", lambda: file_actions().shortcuts(self), None)
        self._action(help_menu, "&About Cardtable", lambda: file_actions().about(self), None)
        self.follow()

    def _fill_hand_menu(self) -> None:
        """One entry per other player: the screen goes to them behind the curtain."""
        self.hand_menu.clear()
        for seat in self.table.seats:
            if seat != self.table.bottom or self.table.curtain_up:
                self.hand_menu.addAction(seat, lambda seat=seat: self.table.hand_to(seat))  # type: ignore[misc]  # mypy cannot type a lambda's default against Callable[[], Any]
