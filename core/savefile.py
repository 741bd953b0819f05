"""Saved games: the journal as UTF-8 JSON Lines, a header line then one record per line.

A save is untrusted input. The loader reads data only (json), checks every
line, and reports the first defect as one SaveError naming the line. A torn
last line, the mark of a crash mid-write, is dropped with a warning so the
game is not lost. See docs/save-format.md.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, BinaryIO

from core.cards import parse_cards
from core.commands import Command
from core.errors import CardtableError, SaveError
from core.events import EventFormatError, from_json
from core.journal import Commit, Record
from core.rulesets import make_ruleset
from core.session import Session
from core.version import app_version

FORMAT = "cardtable-save"
VERSION = 1
EXTENSION = ".cardtable"
MAX_LINE = 1 << 20
MAX_LINES = 5_000_000


def make_header(game: str, ruleset_version: int, players, seed, options, cards=None) -> dict:
    """The header line of a new save."""
    return {
        "format": FORMAT, "version": VERSION, "game": game, "ruleset_version": ruleset_version,
        "players": list(players), "seed": seed, "options": dict(options), "cards": list(cards or []),
        "app_version": app_version(), "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
    }


def _dumps(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


class SaveWriter:
    """Appends journal records to a save as they happen, flushing each one (autosave)."""

    def __init__(self, path: str | Path, header: dict, fsync: bool = False):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fh: BinaryIO = open(self.path, "wb")
        self._fsync = fsync
        self._fh.write(_dumps(header))
        self._flush()

    def append(self, record: Record) -> None:
        self._fh.write(_dumps(record.to_json()))
        self._flush()

    def _flush(self) -> None:
        self._fh.flush()
        if self._fsync:
            os.fsync(self._fh.fileno())

    def close(self) -> None:
        self._fh.close()


def full_header(session: Session) -> dict:
    h = session.header
    return make_header(session.ruleset.id, session.ruleset.version, h["players"], h.get("seed", 0),
                       session.ruleset.options, h.get("cards"))


def write_save(session: Session, path: str | Path) -> None:
    """Write a whole session to a file atomically (temp file, then rename)."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as fh:
        fh.write(_dumps(full_header(session)))
        for record in session.records:
            fh.write(_dumps(record.to_json()))
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


@dataclass
class Loaded:
    """A loaded save: the rebuilt session and any warnings (a dropped torn line)."""

    session: Session
    warnings: list[str] = field(default_factory=list)


def _fail(path, line: int, problem: str) -> SaveError:
    return SaveError(f"{path}: line {line}: {problem}")


def load_save(path: str | Path) -> Loaded:
    """Read a save and rebuild its session by folding the recorded events; raises SaveError."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as err:
        raise SaveError(f"{path}: cannot read: {err.strerror}") from None
    lines = data.split(b"\n")
    warnings = []
    torn = not data.endswith(b"\n") and len(lines) > 1
    if data.endswith(b"\n"):
        lines.pop()
    if len(lines) > MAX_LINES:
        raise _fail(path, MAX_LINES + 1, f"absurdly many lines ({len(lines)})")
    parsed: list[Any] = []
    for n, raw in enumerate(lines, 1):
        try:
            if len(raw) > MAX_LINE:
                raise ValueError(f"line is absurdly long ({len(raw)} bytes)")
            parsed.append(json.loads(raw.decode("utf-8")))
        except (ValueError, UnicodeDecodeError, RecursionError) as err:
            if torn and n == len(lines) and n > 1:
                warnings.append(f"{path}: line {n}: dropped a torn last line (the game was interrupted mid-write)")
                break
            raise _fail(path, n, f"not JSON ({str(err)[:80]})") from None
    if not parsed:
        raise _fail(path, 1, "empty file, no header")
    session = _rebuild(path, parsed)
    return Loaded(session, warnings)


def _rebuild(path, parsed: list[Any]) -> Session:
    header = parsed[0]
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise _fail(path, 1, f"not a Cardtable save (the header's format is not {FORMAT!r})")
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _fail(path, 1, f"the header's version must be a whole number, got {version!r}")
    if version > VERSION:
        raise _fail(path, 1, f"save format version {version} is newer than this program reads ({VERSION}); update Cardtable")
    for key, kind in (("game", str), ("players", list), ("options", dict)):
        if not isinstance(header.get(key), kind):
            raise _fail(path, 1, f"the header's {key!r} is missing or not a {kind.__name__}")
    players = header["players"]
    if not players or not all(isinstance(p, str) for p in players):
        raise _fail(path, 1, "the header's players must be a list of names")
    try:
        extra = parse_cards(header["cards"], f"{path}: line 1: cards") if header.get("cards") else None
        ruleset = make_ruleset(header["game"], header["options"], extra)
    except CardtableError as err:
        raise _fail(path, 1, str(err)) from None
    if len(parsed) < 2:
        raise _fail(path, 2, "missing the setup record")
    session = None
    expected_seq = 1
    for n, record in enumerate(parsed[1:], 2):
        try:
            if not isinstance(record, dict):
                raise ValueError(f"a record must be an object, got {type(record).__name__}")
            seq, kind = record.get("seq"), record.get("kind")
            if seq != expected_seq:
                raise ValueError(f"sequence number {seq!r} where {expected_seq} was expected")
            expected_seq += 1
            if session is None:
                if kind != "setup":
                    raise ValueError(f"the first record must be the setup, got {kind!r}")
                events = _events(record, ruleset)
                session = Session(ruleset, header, events)
                continue
            if kind == "commit":
                seat = record.get("seat")
                if seat not in players:
                    raise ValueError(f"unknown player {seat!r}")
                command = ruleset.parse(record.get("command"), tuple(players), "command")
                session.replay_commit(Commit(seq, seat, command, tuple(_events(record, ruleset))))
            elif kind == "undo":
                target = record.get("commit")
                if not session.line or session.line[-1].seq != target:
                    raise ValueError(f"undo of commit {target!r}, which is not the last commit in play")
                by, consent = record.get("by"), record.get("consent")
                if by not in players or not isinstance(consent, bool):
                    raise ValueError("an undo needs 'by' (a player) and 'consent' (true or false)")
                session.replay_undo(target, by, consent)
            elif kind == "redo":
                target = record.get("commit")
                if not session.redo_stack or session.redo_stack[-1].seq != target:
                    raise ValueError(f"redo of commit {target!r}, which was not the last taken back")
                session.replay_redo(target)
            else:
                raise ValueError(f"unknown record kind {kind!r}")
        except SaveError:
            raise
        except (CardtableError, EventFormatError, ValueError, KeyError, TypeError, IndexError, RecursionError) as err:
            raise _fail(path, n, str(err)[:200]) from None
    if session is None:
        raise _fail(path, 2, "missing the setup record")
    return session


def _events(record: dict, ruleset) -> list:
    raw = record.get("events")
    if not isinstance(raw, list):
        raise ValueError("'events' must be a list")
    events = [from_json(e) for e in raw]
    for event in events:
        for name in ("card", "trigger"):
            card = getattr(event, name, None)
            if isinstance(card, str) and card != "?" and card not in ruleset.library:
                raise ValueError(f"unknown card {card!r} in event {event.type!r}")
    return events
