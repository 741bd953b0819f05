"""Autosave: every game in the app writes its journal as it goes, and a crashed game is offered back.

Each game has one file under the platform's app data folder
(QStandardPaths.AppDataLocation)/autosave, appended and flushed at every
commit by core.saves.savefile.SaveWriter. A game closed cleanly (its window closed,
another game opened, or the app quit) gets a final `closed` record with the
reason "closed" or "finished"; a file without one was interrupted. A live
game holds a QLockFile beside its file, so a second running app never offers
a game that is still being played.
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PySide6.QtCore import QLockFile, QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

from core.engine.errors import CardtableError, SaveError
from core.engine.valueclass import valueclass
from core.saves.lines import is_damaged, last_record, parse_line
from core.saves.savefile import (
    EXTENSION,
    SaveWriter,
    UnsavableValue,
    closed_record,
    dumps,
    is_unfinished,
    load_save,
    read_lines,
)
from desktop.app.standingfile import answers_path

KEEP_CLOSED = 50


def autosave_dir() -> Path:
    """Where autosaves live: the app data folder's autosave folder (made if missing)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".cardtable") / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_autosave_path(game: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"{game}-{stamp}-{uuid.uuid4().hex[:6]}{EXTENSION}"


def _lock(path: Path) -> QLockFile:
    return QLockFile(str(path) + ".lock")


def _not_open_elsewhere(path: Path) -> bool:
    """Whether no running Cardtable holds the game's lock (so it may be offered here)."""
    lock = _lock(path)
    if not lock.tryLock(0):
        return False
    lock.unlock()
    return True


class Autosaver:
    """The session's journal sink: appends and flushes each record to the game's autosave file.

    A write that fails (a full disk) does not stop the game: `error` holds the
    reason and `on_error` is told once, so the window can say so.
    """

    def __init__(self, session, path: str | Path | None = None, fsync: bool = False):
        self.session = session
        self.path = Path(path) if path is not None else new_autosave_path(session.ruleset.id)
        self.lock = _lock(self.path)
        self.lock.setStaleLockTime(0)
        self.lock.tryLock(0)
        self.error: str | None = None
        self.on_error: Callable[[str], None] | None = None
        self.writer = SaveWriter.for_session(session, self.path, fsync)
        session.sink = self

    def append(self, record) -> None:
        if self.writer.closed:
            return
        try:
            self.writer.append(record)
        except OSError as err:
            self._failed(f"{self.path}: autosave failed: {err.strerror or err}")
        except UnsavableValue as err:
            self.writer.close()
            self._failed(f"{self.path}: autosave stopped: {err}")

    def _failed(self, message: str) -> None:
        first = self.error is None
        self.error = message
        if first and self.on_error is not None:
            self.on_error(message)

    def close(self) -> None:
        """Mark the game closed cleanly ("finished" when it is over) and release the file."""
        if self.session.sink is self:
            self.session.sink = None
        if not self.writer.closed:
            state = self.session.state
            try:
                self.writer.close("finished" if state.winner is not None or state.phase == "over" else "closed")
            except OSError as err:
                self._failed(f"{self.path}: autosave failed: {err.strerror or err}")
        self.lock.unlock()


def autosave(session) -> Autosaver:
    """The session's Autosaver, made (and the journal so far written) if it has none yet."""
    if isinstance(session.sink, Autosaver):
        return session.sink
    return Autosaver(session)


def find_unfinished(folder: Path | None = None) -> list[Path]:
    """Autosaves of games that were interrupted and are not being played now, newest first.

    A damaged autosave (its last line cannot be read) is not among them: it is
    listed by `find_damaged`, never opened at start-up, and left in place.
    """
    folder = folder or autosave_dir()
    found = []
    for path in folder.glob("*" + EXTENSION):
        if not is_unfinished(path) or is_damaged(path):
            continue
        if _not_open_elsewhere(path):
            found.append(path)
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def find_damaged(folder: Path | None = None) -> list[Path]:
    """Autosaves whose last line cannot be read (garbled, absurdly deep or long), newest first; kept, not pruned."""
    folder = folder or autosave_dir()
    found = [path for path in folder.glob("*" + EXTENSION) if is_damaged(path)]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def mark_closed(path: Path) -> None:
    """Append a closed record to an interrupted autosave (after any torn last line), so it is not offered again."""
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1
    lines = data[:end].splitlines()
    try:
        last = parse_line(lines[-1]) if lines else {}
        seq = last.get("seq") if isinstance(last, dict) else None
    except ValueError:
        seq = None
    seq = seq if isinstance(seq, int) and not isinstance(seq, bool) else len(lines)
    with open(path, "r+b") as fh:
        fh.truncate(end)
        fh.seek(end)
        fh.write(dumps(closed_record(seq + 1, "closed")))


def prune(folder: Path | None = None, keep: int = KEEP_CLOSED) -> None:
    """Delete all but the newest `keep` cleanly closed autosaves; a game quit before its end stays for the
    Continue list until it is set aside."""
    folder = folder or autosave_dir()
    closed = sorted(
        (p for p in folder.glob("*" + EXTENSION) if not is_unfinished(p) and not _still_offered(p)),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for path in closed[keep:]:
        try:
            os.remove(path)
            answers_path(path).unlink(missing_ok=True)
        except OSError:
            continue


@valueclass
class Resumed:
    """A game brought back after a crash: its session, now autosaving to the same file again."""

    session: object
    autosaver: Autosaver
    warnings: list[str]


@valueclass
class StartChoice:
    """The answer to the Continue list at start-up: a game resumed, or a new game, chosen in File > New game when
    the players asked for one (`choose_game`), else the game named on the command line or the default."""

    resumed: Resumed | None = None
    choose_game: bool = False


def describe_unfinished(path: Path) -> str:
    """One sentence naming an interrupted game: the game, the players, how far it got, when."""
    parsed, _ = read_lines(path)
    header = parsed[0] if isinstance(parsed[0], dict) else {}
    moves = sum(1 for r in parsed[1:] if isinstance(r, dict) and r.get("kind") == "commit")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    players = ", ".join(str(p) for p in header.get("players", []))
    counted = f"{moves} move{'' if moves == 1 else 's'}"
    return f"{game_name(str(header.get('game', '?')))} with {players}: {counted}, last saved {when}"


@cache
def game_name(game: str) -> str:
    """A game's name for the players (``Europa Universalis: The Price of Power``), its id when unknown."""
    from core.games import games

    return games().get(game, game)


def resume(path: Path) -> Resumed:
    """Load an interrupted autosave and keep autosaving the game to the same file."""
    loaded = load_save(path)
    return Resumed(loaded.session, Autosaver(loaded.session, path), loaded.warnings)


def offer_resume(
    parent: QWidget | None = None,
    ask: Callable[[str, str], bool] | None = None,
    inform: Callable[[str, str], object] | None = None,
    folder: Path | None = None,
) -> Resumed | None:
    """At start-up: offer the newest interrupted game; returns it resumed, or None.

    Declining marks that file closed (it stays openable with File > Open). A
    file that cannot be loaded is reported in one line and marked closed too.
    """
    found = find_unfinished(folder)
    if not found:
        return None
    path = found[0]
    ask = ask or (lambda title, text: QMessageBox.question(parent, title, text) == QMessageBox.StandardButton.Yes)
    inform = inform or (lambda title, text: QMessageBox.warning(parent, title, text))
    try:
        said = describe_unfinished(path)
    except CardtableError as err:
        said = str(err)
    if not ask("Resume the unfinished game?", f"Cardtable stopped while a game was in progress ({said}). Resume it?"):
        mark_closed(path)
        return None
    try:
        return resume(path)
    except (SaveError, CardtableError) as err:
        inform("Cannot resume this game", str(err))
        mark_closed(path)
        return None


SET_ASIDE = "autosave/set-aside"
CONTINUE_LIST = 12


def has_moves(path: Path) -> bool:
    """Whether an autosave holds at least one move (a game only dealt is not worth offering back)."""
    try:
        with open(path, "rb") as fh:
            return any(b'"kind": "commit"' in line or b'"kind":"commit"' in line for line in fh)
    except OSError:
        return False


def is_kept_unfinished(path: Path) -> bool:
    """Whether an autosave is of a game not over: interrupted, or closed cleanly before its end."""
    if is_unfinished(path):
        return True
    record = last_record(path)
    return record is not None and record.get("kind") == "closed" and record.get("reason") == "closed"


def _set_aside() -> list[str]:
    value = QSettings("Cardtable", "Cardtable").value(SET_ASIDE, [])
    return [str(v) for v in ([value] if isinstance(value, str) else value if isinstance(value, list) else [])]


def _still_offered(path: Path) -> bool:
    """Whether a closed autosave is of a game the Continue list still offers."""
    return is_kept_unfinished(path) and has_moves(path) and str(path) not in _set_aside()


def set_aside(path: Path) -> None:
    """Leave an unfinished game out of the Continue list (its file stays, openable with File > Open)."""
    QSettings("Cardtable", "Cardtable").setValue(SET_ASIDE, [*_set_aside(), str(path)][-200:])


def continuable(folder: Path | None = None, playing: Path | None = None) -> list[Path]:
    """The unfinished games that may be continued, newest first: interrupted or quit before their end, with a
    move made, not being played now (here: `playing`, or by another running app), not set aside, and not damaged
    (`find_damaged` lists those; they stay where they are)."""
    folder = folder or autosave_dir()
    aside = set(_set_aside())
    found = []
    for path in folder.glob("*" + EXTENSION):
        if path == playing or str(path) in aside or is_damaged(path):
            continue
        if not is_kept_unfinished(path) or not has_moves(path):
            continue
        if _not_open_elsewhere(path):
            found.append(path)
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)[:CONTINUE_LIST]


def describe_kept(path: Path) -> str:
    """A line naming a kept game for the Continue list, saying when it was interrupted rather than quit."""
    try:
        said = describe_unfinished(path)
    except CardtableError as err:
        return str(err)
    return said + (" (Cardtable stopped during it)" if is_unfinished(path) else "")


def offer_continue(parent: QWidget | None = None, folder: Path | None = None) -> StartChoice:
    """At start-up: the Continue list of unfinished games; the one chosen comes back resumed, and its New game
    button asks for the game to be chosen. A file that cannot be loaded is reported in one line and set aside."""
    found = continuable(folder)
    if not found:
        return StartChoice()
    from desktop.dialogs.continuegame import ContinueDialog

    dialog = ContinueDialog(found, parent)
    if dialog.exec() != ContinueDialog.DialogCode.Accepted or dialog.chosen is None:
        return StartChoice(choose_game=dialog.new_game)
    try:
        return StartChoice(resumed=resume(dialog.chosen))
    except (SaveError, CardtableError) as err:
        QMessageBox.warning(parent, "Cannot continue this game", str(err))
        set_aside(dialog.chosen)
        return StartChoice()
