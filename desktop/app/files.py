"""File and Help menu actions: new game, open, save as, recent files, shortcuts, about.

Saves go under the platform's app data folder (QStandardPaths); the list of
recent files is kept with QSettings. Reading and writing saves is the core's
(core.saves.savefile): this module only asks where.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QLabel, QMenu, QMessageBox, QVBoxLayout

from core.engine.errors import CardtableError, SaveError
from core.saves.savefile import EXTENSION, load_save, write_save
from core.version import app_version
from desktop.app.standingfile import answers_path, read_answers, write_answers
from desktop.app.transient import replaced
from desktop.table.autopass import window_kinds

RECENT = 8
FILTER = f"Cardtable saves (*{EXTENSION});;All files (*)"


def _settings() -> QSettings:
    return QSettings("Cardtable", "Cardtable")


def saves_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".cardtable") / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def recent_files() -> list[str]:
    value = _settings().value("recent", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in value] if isinstance(value, list) else []


def remember(path: str | Path) -> None:
    path = str(Path(path).resolve())
    items = [path] + [p for p in recent_files() if p != path]
    _settings().setValue("recent", items[:RECENT])


def new_game(window, last_choices: bool = False) -> None:
    """File > New game, on the game and players at the table; with `last_choices` (New game pressed in the
    Continue list at start-up, over a default game nobody chose), on those chosen last time."""
    from desktop.dialogs.newgame import NewGameDialog

    if last_choices:
        dialog = NewGameDialog(window)
    else:
        s = window.session
        dialog = NewGameDialog(window, s.header.get("game"), s.state.seats, window.table.colours)
    dialog.started.connect(lambda session, colours: window.set_session(session, colours))
    window.new_game_dialog = dialog
    dialog.open()


def open_path(window, path: str | Path) -> bool:
    """Load a save into the window; any defect is a one-line message, never a traceback."""
    try:
        loaded = load_save(path)
    except CardtableError as err:
        window.inform("Cannot open this save", str(err))
        return False
    window.set_session(loaded.session)
    restore_answers(window, path)
    remember(path)
    if loaded.warnings:
        window.inform("Opened with a warning", "\n".join(loaded.warnings))
    return True


def open_save(window) -> None:
    path, _ = QFileDialog.getOpenFileName(window, "Open a saved game", str(saves_dir()), FILTER)
    if path:
        open_path(window, path)


def replay_path(window, path: str | Path):
    """Open a save read-only in the replay window; Continue from here brings the game back to the table."""
    from desktop.replay.window import ReplayWindow

    try:
        loaded = load_save(path)
    except CardtableError as err:
        window.inform("Cannot replay this save", str(err))
        return None
    replay = ReplayWindow(loaded.session, Path(path).name, loaded.warnings, window)
    replay.continued.connect(lambda session: _continue_replayed(window, session, path))
    window.replay_window = replaced(window.replay_window, replay)
    replay.show()
    return replay


def _continue_replayed(window, session, path: str | Path) -> None:
    """Continue from here: the game goes on at the table with the seats' standing answers kept beside its save."""
    window.set_session(session)
    restore_answers(window, path)


def replay_save(window) -> None:
    path, _ = QFileDialog.getOpenFileName(window, "Replay a saved game", str(saves_dir()), FILTER)
    if path:
        replay_path(window, path)


def save_path(window, path: str | Path) -> bool:
    path = Path(path)
    if path.suffix != EXTENSION:
        path = path.with_name(path.name + EXTENSION)
    try:
        write_save(window.session, path)
    except OSError as err:
        window.inform("Cannot save", f"{path}: {err.strerror}")
        return False
    except SaveError as err:
        window.inform("Cannot save", str(err))
        return False
    try:
        write_answers(path, window.table.standing)
    except OSError as err:
        window.statusBar().showMessage(f"{answers_path(path)}: standing answers not kept: {err.strerror}", 6000)
    remember(path)
    window.statusBar().showMessage(f"Saved to {path}", 6000)
    return True


def save_as(window) -> None:
    path, _ = QFileDialog.getSaveFileName(window, "Save the game as", str(saves_dir()), FILTER)
    if path:
        save_path(window, path)


def fill_recent(window, menu: QMenu) -> None:
    menu.clear()
    items = recent_files()
    for path in items:
        action = menu.addAction(Path(path).name)
        action.setToolTip(path)
        action.triggered.connect(lambda _=False, p=path: open_path(window, p))
    if not items:
        menu.addAction("No recent games").setEnabled(False)


def fill_continue(window, menu: QMenu) -> None:
    """File > Continue: the unfinished games kept in autosaves, but the one on the table."""
    from desktop.app.autosave import continuable, describe_kept

    menu.clear()
    items = continuable(playing=window.autosaver.path if window.autosaver is not None else None)
    for path in items:
        action = menu.addAction(describe_kept(path))
        action.setToolTip(str(path))
        action.triggered.connect(lambda _=False, p=path: continue_path(window, p))
    if not items:
        menu.addAction("No unfinished games").setEnabled(False)


def continue_path(window, path: str | Path) -> bool:
    """Bring back an unfinished game from its autosave, which goes on keeping it."""
    from desktop.app.autosave import resume

    try:
        resumed = resume(Path(path))
    except CardtableError as err:
        window.inform("Cannot continue this game", str(err))
        return False
    window.set_session(resumed.session)
    restore_answers(window, path)
    if resumed.warnings:
        window.inform("Continued with a warning", "\n".join(resumed.warnings))
    return True


def restore_answers(window, path: str | Path) -> None:
    """Bring back the standing answers kept beside the save or autosave at `path` (desktop/app/standingfile.py),
    and keep them beside the autosave the game now goes on in."""
    table = window.table
    standing, left = read_answers(path, table.seats, window_kinds(table.ruleset))
    table.restore_standing(standing)
    keep_answers(window)
    if left:
        window.statusBar().showMessage("; ".join(left))


def keep_answers(window) -> None:
    """Keep the table's standing answers beside its autosave, whenever a seat changes them."""
    saver = window.autosaver
    if saver is None or saver.session is not window.session:
        return
    try:
        write_answers(saver.path, window.table.standing)
    except OSError as err:
        window.statusBar().showMessage(f"{answers_path(saver.path)}: standing answers not kept: {err.strerror}")


SHORTCUTS = (
    ("Ctrl+N", "New game"),
    ("Ctrl+O", "Open a saved game"),
    ("Ctrl+Shift+S", "Save the game as"),
    ("Ctrl+Z", "Undo (the table is asked when the move showed hidden cards)"),
    ("Ctrl+Shift+Z", "Redo"),
    ("Enter / Space", "Lift the curtain when it names you"),
    ("Ctrl+1 … Ctrl+5", "Go to your hand, display, the decks, the play area, the log"),
    ("Arrow keys", "Move between the cards of a row"),
    ("Enter", "Play the card (use it, on a display)"),
    ("A", "Appoint the card's character"),
    ("Menu key / Shift+F10", "Every move with the card"),
    ("Alt + underlined letter", "The buttons under your hand (draw, end turn, ...)"),
    ("Enter on a deck", "Draw from it (when the rules allow)"),
    ("B on a deck", "Browse its discard pile"),
    ("F1", "The rules"),
)


def shortcuts(window) -> None:
    dialog = QDialog(window)
    dialog.setWindowTitle("Keyboard shortcuts")
    lay = QVBoxLayout(dialog)
    rows = "".join(f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{v}</td></tr>" for k, v in SHORTCUTS)
    label = QLabel(f"<table>{rows}</table><p>Every drag has a key and a menu entry.</p>")
    label.setAccessibleName("Keyboard shortcuts")
    lay.addWidget(label)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    lay.addWidget(buttons)
    dialog.open()
    window.shortcuts_dialog = dialog


def about(window) -> None:
    QMessageBox.about(
        window,
        "About Cardtable",
        f"<h3>Cardtable {app_version()}</h3><p>A table for action-card board games: real rules, "
        "pass-and-play, undo, saves and replay.</p><p>Cards and rules are written in the project's "
        "own words.</p>",
    )


def import_pack(window) -> None:
    """File > Import pack…: check a pack and copy it into the packs folder (desktop/dialogs/importpack.py)."""
    from desktop.dialogs.importpack import import_pack_dialog

    import_pack_dialog(window)


def decks_editor(window) -> None:
    """Tools > Decks…: the decks editor, one per window, brought to the front when open."""
    from desktop.dialogs.decks import DecksEditor

    editor = window.decks_window
    if editor is None:
        editor = DecksEditor(window, window.session.ruleset.id)
        window.decks_window = editor
    editor.show()
    editor.raise_()
