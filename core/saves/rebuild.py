"""Rebuilding a session from the parsed lines of a save, checking every line.

The header names the game, its players and options; each record must carry
the next sequence number, name real players, commits and cards, and its events
must apply to the state they meet. The first defect is a SaveError naming the
line. A redacted replay (an export) folds with placeholder cards instead.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from core.content.cards import parse_cards
from core.engine import events as E
from core.engine.commands import Command, parse_command
from core.engine.errors import CardtableError, SaveError
from core.engine.events import EventFormatError, from_json
from core.engine.journal import Commit
from core.engine.session import Session
from core.engine.state import GameState
from core.rulesets import make_ruleset
from core.saves.applycheck import Context, Known, checked_fold, read_and_fold, refold
from core.saves.savefile import CLOSED_REASONS, FORMAT, MAX_LINE, VERSION, Progress, fail
from core.seeing.redaction import Placeholders

HEADER_KEYS = {
    "format": str,
    "version": int,
    "game": str,
    "ruleset_version": int,
    "players": list,
    "seed": (int, str),
    "options": dict,
    "app_version": str,
    "created": str,
}
OPTIONAL_KEYS = {"cards": list, "redacted": dict, "branched_from": dict, "colours": dict}
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
RECORD_KEYS = {
    "setup": {"seq", "kind", "events"},
    "commit": {"seq", "kind", "seat", "command", "events"},
    "undo": {"seq", "kind", "commit", "by", "consent"},
    "redo": {"seq", "kind", "commit"},
    "closed": {"seq", "kind", "reason"},
}
MAX_EVENTS = 100_000
MAX_COMMANDS = 1 << 16
MAX_REPEATS = 1 << 15
SEQ_TEXT = '{"seq":%d,'
_RULESETS: dict[str, Any] = {}


def _ruleset(game: str, options: dict, cards: list, where: str):
    """A ruleset for the header, cached: loading many saves of one game reads its assets once."""
    key = json.dumps([game, options, cards], sort_keys=True)
    if key not in _RULESETS:
        extra = parse_cards(cards, f"{where}: cards") if cards else None
        if len(_RULESETS) >= 16:
            _RULESETS.pop(next(iter(_RULESETS)))
        _RULESETS[key] = make_ruleset(game, options, extra)
    return _RULESETS[key]


def _is(value: Any, kind) -> bool:
    if isinstance(value, bool) and kind is not bool:
        return False
    return isinstance(value, kind)


def check_header(path, header: Any):
    """Check the header line; returns the ruleset it names. Raises SaveError at line 1."""
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise fail(path, 1, f"not a Cardtable save (the header's format is not {FORMAT!r})")
    version = header.get("version")
    if not _is(version, int):
        raise fail(path, 1, f"the header's version must be a whole number, got {version!r:.40}")
    if version > VERSION:
        raise fail(
            path, 1, f"save format version {version} is newer than this program reads ({VERSION}); update Cardtable"
        )
    if version < 1:
        raise fail(path, 1, f"unknown save format version {version}")
    redacted = header.get("redacted")
    for key, kind in HEADER_KEYS.items():
        value = header.get(key)
        if key == "seed" and value is None and redacted is not None:
            continue
        if key not in header or not _is(value, kind):
            raise fail(path, 1, f"the header's {key!r} is missing or of the wrong type (got {value!r:.40})")
    for key in header:
        if key not in HEADER_KEYS and key not in OPTIONAL_KEYS:
            raise fail(path, 1, f"the header has an unknown key {key!r:.40}")
        if key in OPTIONAL_KEYS and not _is(header[key], OPTIONAL_KEYS[key]):
            raise fail(path, 1, f"the header's {key!r} has the wrong type")
    players = header["players"]
    if not players or not all(isinstance(p, str) for p in players):
        raise fail(path, 1, "the header's players must be a list of names")
    for seat, colour in (header.get("colours") or {}).items():
        if seat not in players or not isinstance(colour, str) or not COLOUR.fullmatch(colour):
            raise fail(
                path, 1, f'the header\'s colours must map players to "#rrggbb", got {seat!r:.40}: {colour!r:.40}'
            )
    if redacted is not None and redacted.get("perspective") not in ("public", *players):
        raise fail(
            path,
            1,
            f"a redacted replay's perspective must be 'public' or a player, got {redacted.get('perspective')!r:.40}",
        )
    try:
        ruleset = _ruleset(header["game"], header["options"], header.get("cards") or [], f"{path}: line 1")
        ruleset.check_seats(tuple(players))
    except CardtableError as err:
        raise fail(path, 1, err) from None
    if header["ruleset_version"] > ruleset.version:
        raise fail(
            path,
            1,
            f"made with version {header['ruleset_version']} of the {header['game']} rules; "
            f"this program has version {ruleset.version}; update Cardtable",
        )
    return ruleset


class _Repeat(tuple):
    """A commit line met before but for its sequence number: (seat, command, events)."""

    __slots__ = ()


class _Rebuild:
    """The state of a rebuild in progress: the session, the next sequence number, the checks."""

    def __init__(self, path, header: dict, ruleset):
        self.path = path
        self.header = header
        self.ruleset = ruleset
        self.players = tuple(header["players"])
        self.redacted = header.get("redacted") is not None
        self.ctx = Context(ruleset.library, self.redacted)
        self.placeholders = Placeholders() if self.redacted else None
        self.session: Session | None = None
        self.closed: str | None = None
        self._commands = Known(MAX_COMMANDS)
        self._repeats: dict[str, tuple] = {}
        self._rest: str | None = None

    def repeat(self, raw: str, seq: int) -> _Repeat | None:
        """The commit at `seq` when its line is `{"seq":SEQ,` then the text of a commit line met before, else None.

        Everything the loader checks of a commit but its sequence number and
        what depends on the state is a function of that text, so a repeat is
        not decoded, built or checked on its own again; its events are still
        checked against the state they meet. A line with another sequence
        number, or any other start, takes the full path and its checks.
        """
        self._rest = None
        prefix = SEQ_TEXT % seq
        if not raw.startswith(prefix) or len(raw) > MAX_LINE // 4:
            return None
        rest = raw[len(prefix) :]
        known = self._repeats.get(rest)
        if known is None and '"seq"' not in rest and len(self._repeats) < MAX_REPEATS:
            self._rest = rest
        return known

    def events(self, state: GameState, record: dict) -> tuple[tuple[E.Event, ...], GameState]:
        """The record's events (placeholders named), checked and folded onto `state`."""
        raw = record["events"]
        if raw.__class__ is not list:
            raise ValueError("'events' must be a list")
        if len(raw) > MAX_EVENTS:
            raise ValueError(f"absurdly many events ({len(raw)})")
        if self.placeholders is None:
            return read_and_fold(state, raw, self.ctx)
        out: list[E.Event] = []
        for i, item in enumerate(raw, 1):
            try:
                event = from_json(item)
            except EventFormatError as err:
                raise ValueError(f"event {i}: {err}") from None
            for concrete in self.placeholders.concrete(state, event):
                try:
                    state = checked_fold(state, (concrete,), self.ctx)
                except ValueError as err:
                    raise ValueError(f"event {i}: {err}") from None
                out.append(concrete)
        return tuple(out), state

    def command(self, raw: Any) -> Command:
        """The commit's command, checked; each distinct command is parsed once (keyed as events are in Context.read)."""
        key, command = self._commands.find(raw)
        if command is None:
            command = self._parse(raw)
            self._commands.keep(key, command)
        return command

    def _parse(self, raw: Any) -> Command:
        if not self.redacted:
            return self.ruleset.parse(raw, self.players, "command")
        command = parse_command(raw, self.ruleset.commands, self.players, "command")
        for f in self.ruleset.commands[command.name].fields:
            value = command.get(f.name)
            cards = (value,) if f.kind == "card" and value is not None else (value or () if f.kind == "cards" else ())
            for card in cards:
                self.ctx.card(card, "command")
        return command

    def record(self, record: Any, expected_seq: int) -> None:
        if record.__class__ is _Repeat:
            self.repeated(record, expected_seq)
            return
        if record.__class__ is not dict:
            raise ValueError(f"a record must be an object, got {type(record).__name__}")
        seq, kind = record.get("seq"), record.get("kind")
        if self.closed is not None:
            raise ValueError(f"a record after the game was {self.closed}")
        if seq != expected_seq or seq.__class__ is not int:
            raise ValueError(f"sequence number {seq!r:.40} where {expected_seq} was expected")
        keys = RECORD_KEYS.get(kind) if kind.__class__ is str else None
        if keys is None:
            raise ValueError(f"unknown record kind {kind!r:.40}")
        if record.keys() != keys:
            extra, missing = set(record) - keys, keys - set(record)
            raise ValueError(
                f"a {kind} record {'has an unknown field ' + repr(sorted(extra)[0]) if extra else 'lacks ' + repr(sorted(missing)[0])}"
            )
        session = self.session
        if kind == "commit" and session is not None:
            seat = record["seat"]
            if seat not in self.players:
                raise ValueError(f"unknown player {seat!r:.40}")
            command = self.command(record["command"])
            if command.seat != seat:
                raise ValueError(f"the commit is {seat}'s but its command is {command.seat}'s")
            events, after = self.events(session.state, record)
            session.replay_commit(Commit(seq, seat, command, events), after)
            rest = self._rest
            if rest is not None and self.placeholders is None:
                varying = self.ctx.varying
                for event in events:
                    if event.__class__ in varying:
                        break
                else:
                    self._repeats[rest] = _Repeat((seat, command, events))
            return
        if session is None:
            if kind != "setup":
                raise ValueError(f"the first record must be the setup, got {kind!r}")
            events, _ = self.events(GameState(self.ruleset.id, self.players), record)
            self.session = Session(self.ruleset, self.header, events)
            return
        if kind == "setup":
            raise ValueError("a second setup record")
        if kind == "undo":
            target, by, consent = record["commit"], record["by"], record["consent"]
            if not session.line or session.line[-1].seq != target or not _is(target, int):
                raise ValueError(f"undo of commit {target!r:.40}, which is not the last commit in play")
            if by not in self.players or not isinstance(consent, bool):
                raise ValueError("an undo needs 'by' (a player) and 'consent' (true or false)")
            session.replay_undo(target, by, consent)
        elif kind == "redo":
            target = record["commit"]
            if not session.redo_stack or session.redo_stack[-1].seq != target or not _is(target, int):
                raise ValueError(f"redo of commit {target!r:.40}, which was not the last taken back")
            session.replay_redo(target)
        else:
            if record["reason"] not in CLOSED_REASONS:
                raise ValueError(
                    f"a closed record's reason is one of {', '.join(CLOSED_REASONS)}, got {record['reason']!r:.40}"
                )
            self.closed = record["reason"]

    def repeated(self, record: _Repeat, seq: int) -> None:
        if self.closed is not None:
            raise ValueError(f"a record after the game was {self.closed}")
        seat, command, events = record
        session = self.session
        session.replay_commit(Commit(seq, seat, command, events), refold(session.state, events, self.ctx))


def rebuild(path, lines: Iterable[tuple[int, Any]], progress: Progress | None = None) -> tuple[Session, str | None]:
    """Check the header and every record, folding as it goes; returns (session, closed reason or None).

    `lines` gives (line number, parsed object) from line 1; a Lines (core.saves.savefile) parses each line as it
    is reached, so a line is checked and folded while it is fresh and is not kept afterwards.
    """
    total = len(lines) if hasattr(lines, "__len__") else 0
    numbered = iter(lines)
    first = next(numbered, None)
    if first is None:
        raise fail(path, 1, "empty file, no header")
    header = first[1]
    ruleset = check_header(path, header)
    work = _Rebuild(path, header, ruleset)
    if hasattr(lines, "shortcut"):
        lines.shortcut = work.repeat
    record = work.record
    n = 1
    for n, obj in numbered:
        try:
            record(obj, n - 1)
        except SaveError:
            raise
        except (CardtableError, ValueError, KeyError, TypeError, IndexError, RecursionError) as err:
            raise fail(path, n, err) from None
        if progress is not None and n % 1000 == 0:
            progress(n, total)
    if work.session is None:
        raise fail(path, 2, "missing the setup record")
    return work.session, work.closed
