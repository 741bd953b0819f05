"""The main window: the table, the log and rules panels; its menus are built in menus.py.

Undo and Redo are plain QActions whose enabled state and text follow
session.can_undo()/can_redo(): the core owns undo, because a QUndoStack cannot
refuse at a barrier or ask the table's consent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QSettings, Qt
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu, QMessageBox, QToolTip, QWidget

from core.engine import zones as Z
from core.engine.errors import Refusal, UndoNeedsConsent
from core.seeing.commandwords import refusal_words
from core.seeing.describe import command_label, describe_commit
from desktop.app.menus import Menus, file_actions, move_words
from desktop.app.transient import replaced
from desktop.table.gamepanels import GameDock
from desktop.table.panels import LogPanel, NotesDock, RefusalBubble, RulesPanel
from desktop.table.tablestate import Table
from desktop.table.tableview import TableWidget

if TYPE_CHECKING:
    from desktop.app.autosave import Autosaver
    from desktop.dialogs.choice import ChoiceDialog
    from desktop.dialogs.fields import FieldDialog

ORG, APP = "Cardtable", "Cardtable"
SIDE_WIDTH = 300
MIN_SIDE_WIDTH = 200
PARTING = frozenset({"discard", "give", "spend"})  # moves that part with a card or a token: last, after a line


def settings() -> QSettings:
    return QSettings(ORG, APP)


class MainWindow(QMainWindow, Menus):
    """One game on the screen, pass-and-play."""

    def __init__(
        self,
        session,
        colours: dict[str, str] | None = None,
        autosave: bool = False,
        parent=None,
        *,
        curtain_first: bool = False,
    ):
        """The window on `session`; with `curtain_first` the table under a raised curtain is laid after the
        curtain's first frame (tableview.TableWidget), as the app starts."""
        super().__init__(parent)
        self.autosave_on = autosave
        self.autosaver: Autosaver | None = None
        self.table = Table(session, colours, self)
        self.board = TableWidget(self.table, curtain_first=curtain_first)
        self.setCentralWidget(self.board)
        self.log_panel = LogPanel(self)
        self.rules_panel = RulesPanel(self)
        self.notes_panel = NotesDock(self.board.notes, self)
        self.board_panel = GameDock(self.board, "main-board", "Main board", self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.board_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.notes_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rules_panel)
        self.tabifyDockWidget(self.log_panel, self.rules_panel)
        for dock in (self.notes_panel, self.log_panel, self.rules_panel):
            dock.setMinimumWidth(MIN_SIDE_WIDTH)  # the table's width gives way first (its bars scroll)
        self.log_panel.raise_()
        self.resizeDocks([self.log_panel], [SIDE_WIDTH], Qt.Orientation.Horizontal)
        self.bubble = RefusalBubble(self)
        self.bubble.ruleClicked.connect(self.show_rule)
        self.table.changed.connect(self.bubble.hide)
        dismiss = QAction("Dismiss the refusal", self)
        dismiss.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        dismiss.triggered.connect(self.bubble.hide)
        self.addAction(dismiss)
        self.statusBar()
        self.choice_dialog: ChoiceDialog | None = None
        self.field_dialog: FieldDialog | None = None
        self.decks_window: QMainWindow | None = None  # Tools > Decks, made when first opened
        self.context_menu: QMenu | None = None
        self.replay_window: QWidget | None = None  # the last replay opened over this window (File > Replay)
        self.confirm = self._confirm
        self.inform = self._inform
        self.table.confirm = lambda title, text: self.confirm(title, text)  # a move showing a secret asks first
        self._build_menus()  # before the table's signals reach follow and _curtain_moved, which name its actions
        self.table.changed.connect(self.follow)
        self.table.refused.connect(self.show_refusal)
        self.table.askFields.connect(self.ask_fields)
        self.table.sessionReplaced.connect(self._new_game_shown)
        self.table.curtainChanged.connect(self._curtain_moved)
        self.table.standingChanged.connect(lambda: file_actions().keep_answers(self))
        self.board.cardMenu.connect(self.card_menu)
        self.board.commandRequested.connect(self.command)
        self.board.browseRequested.connect(self.browse)
        self.board.deckMenu.connect(lambda deck, where: self._popup(self.deck_menu_for(deck), where))
        self.board_panel.follow_game()
        self._new_game_shown()
        if curtain_first:
            self.board.curtain.after_first_paint(self.load_dialogs)
        geometry = settings().value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)

    # ------------------------------------------------------------------ the game shown

    @property
    def session(self):
        return self.table.session

    def set_session(self, session, colours: dict[str, str] | None = None) -> None:
        """Show another game (File > New, Open and Continue call this); an unfinished game it replaces is kept
        in its autosave, and the players are told where."""
        kept = self.kept_unfinished()
        self.table.set_session(session, colours)
        if kept is not None:
            self.inform(
                "The game you left is kept",
                f"The game you left is not over. It is kept in\n{kept}\n\n"
                "Continue it from File > Continue, or when Cardtable starts.",
            )

    def kept_unfinished(self):
        """The autosave keeping the game shown, when it has a move and is not over (else None)."""
        saver, session = self.autosaver, self.session
        if saver is None or saver.session is not session or not session.line:
            return None
        state = session.state
        return None if state.winner is not None or state.phase == "over" else saver.path

    def _new_game_shown(self) -> None:
        self.log_panel.set_model(self.table.log)
        self.rules_panel.set_rules(self.table.ruleset.rules)
        h = self.session.header
        self.setWindowTitle(f"{self.table.ruleset.definition.name} — {', '.join(h['players'])} (seed {h.get('seed')})")
        if self.autosave_on and not self.board.laid:
            self.board.curtain.after_first_paint(self._autosave)  # after the table under the curtain is laid
        elif self.autosave_on:
            self._autosave()
        self.follow()

    def load_dialogs(self) -> None:
        """Load the choice and field dialogs' modules while the players look at the curtain after the app starts,
        so that the first dialog of the game does not load them in the frame that shows it."""
        from desktop.dialogs import choice, fields  # noqa: F401  (loaded for their first use, not used here)

    def _curtain_moved(self, up: bool) -> None:
        """When the curtain comes down, whatever was shown for the seat that leaves goes with it: the status
        bar's message, the refusal bubble, a tooltip, the menu and the dialogs opened for that seat, and the
        Edit menu's words for its last move."""
        if not up:
            return
        self.statusBar().clearMessage()
        self.bubble.hide()
        QToolTip.hideText()
        if self.context_menu is not None:
            self.context_menu.close()
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible() and not isinstance(dialog, QMessageBox):
                dialog.close()
        self.field_dialog = None
        self.undo_action.setText("&Undo")
        self.redo_action.setText("&Redo")

    def _autosave(self) -> None:
        """Every game shown is autosaved as it goes; the game it replaces is closed cleanly."""
        from desktop.app.autosave import autosave

        if self.autosaver is not None and self.autosaver.session is not self.session:
            self.autosaver.close()
        self.autosaver = autosave(self.session)
        self.autosaver.on_error = lambda message: self.statusBar().showMessage(message)
        if any(answers.any for answers in self.table.standing.values()):  # restored before the autosave began
            file_actions().keep_answers(self)  # (at start-up): kept beside it

    def name_undo(self) -> None:
        """Say in the Edit menu which move Undo takes back and Redo restores, in the words the seat at the
        screen may read; worked out when the menu opens, not after every move."""
        s, viewer = self.session, self.table.viewer or "public"
        undo = move_words(describe_commit(s.ruleset, s.line[-1], viewer)) if s.line else ""
        redo = move_words(describe_commit(s.ruleset, s.redo_stack[-1], viewer)) if s.redo_stack else ""
        self.undo_action.setText(f"&Undo {undo}".rstrip())
        self.redo_action.setText(f"&Redo {redo}".rstrip())

    def follow(self) -> None:
        """After every change: whether undo and redo may be used, the notes' height, and the choice a seat at
        the screen must make."""
        s = self.session
        self.notes_panel.fit()
        self.undo_action.setEnabled(s.can_undo())
        self.redo_action.setEnabled(s.can_redo())
        pending = self.table.view().pending
        seat = self.table.acting_seat()
        if pending is not None and pending.seat == seat and pending.options is not None and pending.kind != "charge":
            if len(pending.options) <= pending.count and self._choose_all(pending):
                return
            if self.choice_dialog is None or not self.choice_dialog.isVisible():
                from desktop.dialogs.choice import ChoiceDialog

                self.choice_dialog = replaced(self.choice_dialog, ChoiceDialog(self.table, pending, self))
                self.choice_dialog.open()
        elif self.choice_dialog is not None:
            self.choice_dialog.close()
            self.choice_dialog = replaced(self.choice_dialog, None)

    def _choose_all(self, pending) -> bool:
        """A choice with nothing to choose (every card offered must go) is made without a dialog, once."""
        forms = self.table.variants("choose", {})
        if len(forms) != 1 or set(forms[0].get("cards") or ()) != set(pending.options):
            return False
        return self.table.submit(forms[0])

    # ------------------------------------------------------------------ moves

    def command(self, name: str) -> None:
        """A button or menu entry for a command that is not made by moving a card: given at once when it has
        one legal form, else a dialog offering exactly its legal forms (or, for a command with cards to pick
        or a free-form one, its fields)."""
        from desktop.dialogs.fields import offered_commands
        from desktop.dialogs.freetext import asks_a_name

        spec = self.table.ruleset.commands[name]
        if offered_commands(self.table, name):
            self.table.intend(name)
            return
        forms = self.table.variants(name, {})
        if len(forms) == 1 and not asks_a_name(spec, forms):  # nothing to choose (upkeep with no advisor): no dialog
            self.table.submit(forms[0])
            return
        if len(forms) == 1:  # one form, but it names a system or technology the player may word (TI4's Warfare)
            self.ask_fields(spec, None, self.table.submit)
            return
        if any(f.required and f.kind in ("str", "cards", "amounts", "zone") for f in spec.fields):
            self.ask_fields(spec, None, self.table.submit)
            return
        self.table.intend(name)

    def ask_fields(self, spec, variants, done) -> None:
        from desktop.dialogs.fields import FieldDialog

        self.field_dialog = replaced(self.field_dialog, FieldDialog(self.table, spec, variants, done, self))
        self.field_dialog.open()

    def card_menu(self, card: str, where: QPoint) -> None:
        self._popup(self.card_menu_for(card), where)

    def _popup(self, menu: QMenu, where: QPoint) -> None:
        self.context_menu = replaced(self.context_menu, menu)
        menu.popup(where)

    def card_menu_for(self, card: str) -> QMenu:
        """What may be done with a card now, from the legal commands that name it."""
        from desktop.dialogs.freetext import unworded

        menu, said = QMenu(self), set[str]()
        commands = sorted(self.table.card_commands(card), key=lambda c: c.name in PARTING)
        for i, command in enumerate(commands):
            if command.name in PARTING and i and commands[i - 1].name not in PARTING:
                menu.addSeparator()
            bare = unworded(self.table.ruleset.commands[command.name], command)  # a stock name: the form asks
            if bare is None:
                action = menu.addAction(command_label(self.table.ruleset, command) + self.table.prospect(command))
                action.triggered.connect(lambda _=False, c=command: self.table.submit(c))
            elif (label := command_label(self.table.ruleset, bare) + "…") not in said:
                said.add(label)
                menu.addAction(label).triggered.connect(lambda _=False, c=bare: self.table.intend(c.name, **c.args))
        if not commands:
            none = menu.addAction("Nothing can be done with this card now")
            none.setEnabled(False)
        return menu

    def deck_menu_for(self, deck: str) -> QMenu:
        """Draw from a deck (when the rules allow it now) or browse its discard pile."""
        menu = QMenu(self)
        look = self.table.look.deck(deck)
        name = look.name
        if look.pile != "discard":
            draws = [c for c in self.table.legal() if c.name == "draw" and deck in c.args.values()]
            draw = menu.addAction(f"Draw from {'your own ' if look.pile == 'seat' else 'the '}{name}")
            draw.setEnabled(bool(draws))
            if draws:
                draw.triggered.connect(lambda _=False, c=draws[0]: self.table.submit(c))
        menu.addAction(f"Browse the discard pile of the {name}").triggered.connect(lambda _=False: self.browse(deck))
        return menu

    def browse(self, deck: str) -> None:
        from desktop.dialogs.choice import DiscardBrowser

        DiscardBrowser(self.table, deck, self).open()

    def show_refusal(self, reason: str, rule: str) -> None:
        """The bubble beside what was refused: a dialog's buttons when a dialog made the move, else the drop
        point (the pointer, when it is over the window), else the widget with the keyboard focus."""
        host, where = self._refused_where()
        reason = refusal_words(self.session.ruleset, reason)
        self.bubble.show_at(reason, rule, where, host)
        self.statusBar().showMessage(f"Not allowed: {reason}" + (f" (rule {rule})" if rule else ""), 10000)

    def _refused_where(self) -> tuple[QWidget, QPoint]:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            return dialog, QPoint(dialog.width() // 2, dialog.height() - 8)
        where = self.mapFromGlobal(QCursor.pos())
        if self.rect().contains(where):
            return self, where
        focus = QApplication.focusWidget()
        if focus is not None and focus.window() is self:
            return self, focus.mapTo(self, focus.rect().center())
        return self, QPoint(self.width() // 2, self.height() // 2)

    def show_rule(self, rule: str) -> None:
        self.rules_panel.show_rule(rule)

    # ------------------------------------------------------------------ undo and redo

    def undo(self) -> None:
        s = self.session
        by = self.table.acting_seat() or s.must_act() or (s.line[-1].seat if s.line else None)
        try:
            s.undo(by)
        except UndoNeedsConsent as need:
            move = describe_commit(s.ruleset, s.line[-1], Z.PUBLIC)  # the whole table reads the question
            text = (
                f"{by} asks to take back: {move}.\n\nThis needs the table's consent, because:\n• "
                + "\n• ".join(need.seen)
                + "\n\nDoes everyone agree?"
            )
            if self.confirm("Take back this move?", text):
                try:
                    s.undo(by, consent=True)
                except Refusal as err:
                    self.inform("Cannot take back", refusal_words(s.ruleset, str(err)))
        except Refusal as err:
            self.inform("Cannot take back", refusal_words(s.ruleset, str(err)))

    def redo(self) -> None:
        try:
            self.session.redo()
        except Refusal as err:
            self.inform("Cannot restore", refusal_words(self.session.ruleset, str(err)))

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _inform(self, title: str, text: str) -> None:
        QMessageBox.information(self, title, text)

    def standing(self) -> None:
        """The standing answers of the seat at the screen; behind the curtain nobody's may be read or set."""
        if self.table.acting_seat() is None:
            self.inform("Standing answers", "Lift the curtain first: standing answers are set behind your own.")
            return
        from desktop.dialogs.standing import StandingDialog

        StandingDialog(self.table, self).open()

    def _rules(self) -> None:
        self.rules_panel.show()
        self.rules_panel.raise_()
        self.rules_panel.search.setFocus()

    def event(self, event: QEvent) -> bool:
        """A modal dialog opening over the window hides the refusal bubble standing on the table: the bubble
        is a window of its own and would stay on top of the dialog."""
        if event.type() == QEvent.Type.WindowBlocked and self.bubble.parentWidget() is self:
            self.bubble.hide()
        return super().event(event)

    def closeEvent(self, event) -> None:
        """Quitting an unfinished game says where it is kept, and may be called off."""
        kept = self.kept_unfinished()
        if kept is not None and not self.confirm(
            "Quit Cardtable?",
            f"This game is not over. It is kept in\n{kept}\n\n"
            "Continue it from File > Continue, or when Cardtable starts. Quit now?",
        ):
            event.ignore()
            return
        settings().setValue("window/geometry", self.saveGeometry())
        if self.autosaver is not None:
            self.autosaver.close()
        super().closeEvent(event)
