"""Rebuilding a session from the parsed lines of a save, checking every line.

The header names the game, its players and options (its shape is
core/saves/header.py); each record (core/saves/records.py) must carry the next
sequence number, name real players, commits and cards, and its events must
apply to the state they meet. The first defect is a SaveError naming the
line. A redacted replay (an export) folds with placeholder cards instead.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sized
from pathlib import Path
from typing import Any

from core.content.cardrules import with_card_rules
from core.content.cards import parse_cards
from core.engine import events as E
from core.engine.commands import Command, parse_command
from core.engine.errors import CardtableError, SaveError
from core.engine.fold import fold
from core.engine.journal import Commit, Redo, Undo
from core.engine.session import Session
from core.engine.state import GameState
from core.rules.ruleset import Ruleset
from core.rulesets import make_ruleset, ruleset_class
from core.saves.applycheck import Context, Known, checked_fold, read_and_fold, refold
from core.saves.eventchecks import check_laid
from core.saves.eventjson import EventFormatError, from_json
from core.saves.header import read_header
from core.saves.lines import MAX_LINE, Lines, Progress, fail
from core.saves.records import closed_from_json, commit_from_json, record_kind, redo_from_json, undo_from_json
from core.saves.values import check_value
from core.seeing.redaction import Placeholders

MAX_EVENTS = 100_000
MAX_COMMANDS = 1 << 16
MAX_REPEATS = 1 << 15
SEQ_TEXT = '{"seq":%d,'
_RULESETS: dict[str, Ruleset] = {}
_LAID: dict[str, frozenset[str] | None] = {}


def _ruleset(
    game: str,
    options: dict[str, Any],
    cards: list[Any],
    where: str,
    card_rules: dict[str, Any] | None = None,
    decks: dict[str, Any] | None = None,
    alone: bool = False,
) -> Ruleset:
    """A ruleset for the header, cached: loading many saves of one game reads its assets once. A pack's
    `card_rules` in the header stand over game.yaml's, and its named `decks` are offered, as when the game was made;
    with `alone` (a pack that replaced the shipped cards) the header's cards are the whole library."""
    key = json.dumps([game, options, cards, card_rules or {}, decks or {}, alone], sort_keys=True)
    if key not in _RULESETS:
        extra = parse_cards(cards, f"{where}: cards") if cards else None
        if len(_RULESETS) >= 16:
            _RULESETS.pop(next(iter(_RULESETS)))
        if alone and extra is not None:
            _RULESETS[key] = ruleset_class(game)(options, None, with_card_rules(game, card_rules, extra, decks))
        elif card_rules or decks:
            _RULESETS[key] = ruleset_class(game)(options, extra, with_card_rules(game, card_rules, None, decks))
        else:
            _RULESETS[key] = make_ruleset(game, options, extra)
    return _RULESETS[key]


def _laid_cards(header: dict[str, Any], ruleset: Ruleset) -> frozenset[str] | None:
    """The cards the game's own set-up lays for the header's players, options and seed, which the set-up of a
    save must lay exactly; cached. None when there is nothing to compare with: a save made with older rules (whose
    set-up may have laid another set of cards) or a set-up that cannot be laid here."""
    if header["ruleset_version"] != ruleset.version:
        return None
    players = tuple(header["players"])
    seed = header["seed"]
    key = json.dumps(
        [header["game"], header["options"], header.get("cards") or [], header.get("card_rules"), header.get("decks")]
        + [header.get("replace"), players, seed],
        sort_keys=True,
    )
    if key not in _LAID:
        try:
            laid = fold(GameState(ruleset.id, players), ruleset.setup(players, seed))
            cards: frozenset[str] | None = frozenset(card for zone in laid.zones.values() for card in zone)
        except (CardtableError, LookupError, TypeError, ValueError):
            cards = None
        if len(_LAID) >= 16:
            _LAID.pop(next(iter(_LAID)))
        _LAID[key] = cards
    return _LAID[key]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_header(path: str | Path, header: Any) -> tuple[dict[str, Any], Ruleset]:
    """Check the header line and upcast it to today's shape; returns it and the ruleset it names.

    Raises SaveError at line 1: a defect of shape, or a game, options or players the installed rules refuse.
    """
    try:
        check_value(header, "header")
        header = read_header(header)
        ruleset = _ruleset(
            header["game"],
            header["options"],
            header.get("cards") or [],
            f"{path}: line 1",
            header.get("card_rules"),
            header.get("decks"),
            bool(header.get("replace")),
        )
        ruleset.check_seats(tuple(header["players"]))
    except (ValueError, CardtableError) as err:
        raise fail(path, 1, err) from None
    if header["ruleset_version"] < 1:
        raise fail(path, 1, f"unknown version {header['ruleset_version']} of the {header['game']} rules")
    if header["ruleset_version"] > ruleset.version:
        raise fail(
            path,
            1,
            f"made with version {header['ruleset_version']} of the {header['game']} rules; "
            f"this program has version {ruleset.version}; update Cardtable",
        )
    return header, ruleset


class _Repeat(tuple[str, Command, tuple[E.Event, ...]]):
    """A commit line met before but for its sequence number: (seat, command, events)."""

    __slots__ = ()


class _Rebuild:
    """The state of a rebuild in progress: the session, the next sequence number, the checks."""

    def __init__(self, path: str | Path, header: dict[str, Any], ruleset: Ruleset) -> None:
        self.path = path
        self.header = header
        self.ruleset = ruleset
        self.players = tuple(header["players"])
        self.redacted = header.get("redacted") is not None
        self.ctx = Context(ruleset.library, self.redacted, ruleset.state_shape)
        self.placeholders = Placeholders() if self.redacted else None
        self.session: Session | None = None
        self.closed: str | None = None
        self._commands = Known(MAX_COMMANDS)
        self._repeats: dict[str, _Repeat] = {}
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
                check_value(item, "event")
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
        check_value(raw, "command")
        if self.redacted:
            command = parse_command(raw, self.ruleset.commands, self.players, "command")
        else:
            command = self.ruleset.parse(raw, self.players, "command")
        for f in self.ruleset.commands[command.name].fields:
            value = command.get(f.name)
            cards = (value,) if f.kind == "card" and value is not None else (value or () if f.kind == "cards" else ())
            for card in cards:
                self.ctx.card(card, "command")
        return command

    def record(self, record: Any, expected_seq: int) -> None:
        """Check one record and fold it into the session; raises ValueError (or another error) naming the defect."""
        if record.__class__ is _Repeat:
            self.repeated(record, expected_seq)
            return
        if record.__class__ is not dict:
            raise ValueError(f"a record must be an object, got {type(record).__name__}")
        if self.closed is not None:
            raise ValueError(f"a record after the game was {self.closed}")
        kind = record_kind(record, expected_seq)
        session = self.session
        if session is None:
            if kind != "setup":
                raise ValueError(f"the first record must be the setup, got {kind!r}")
            events, laid = self.events(GameState(self.ruleset.id, self.players), record)
            check_laid(laid, self.ctx, None if self.redacted else _laid_cards(self.header, self.ruleset))
            self.ctx.laid = True
            self.session = Session(self.ruleset, self.header, events)
        elif kind == "commit":
            self.commit(session, record)
        elif kind == "setup":
            raise ValueError("a second setup record")
        elif kind == "undo":
            self.undo(session, undo_from_json(record))
        elif kind == "redo":
            self.redo(session, redo_from_json(record))
        else:
            self.closed = closed_from_json(record).reason

    def commit(self, session: Session, record: dict[str, Any]) -> None:
        """A commit: a real player, a command of the game that is that player's, events that apply."""
        seat = record["seat"]
        if seat not in self.players:
            raise ValueError(f"unknown player {seat!r:.40}")
        command = self.command(record["command"])
        if command.seat != seat:
            raise ValueError(f"the commit is {seat}'s but its command is {command.seat}'s")
        events, after = self.events(session.state, record)
        session.replay_commit(commit_from_json(record, command, events), after)
        rest = self._rest
        if rest is not None and self.placeholders is None:
            varying = self.ctx.varying
            if not any(event.__class__ in varying for event in events):
                self._repeats[rest] = _Repeat((seat, command, events))

    def undo(self, session: Session, undo: Undo) -> None:
        """An undo of the last commit in play, by a player, with consent or without."""
        target, by, consent = undo.commit, undo.by, undo.consent
        if not session.line or session.line[-1].seq != target or not _whole(target):
            raise ValueError(f"undo of commit {target!r:.40}, which is not the last commit in play")
        if by not in self.players or not isinstance(consent, bool):
            raise ValueError("an undo needs 'by' (a player) and 'consent' (true or false)")
        if not self.redacted:
            seen = session.undo_barrier(by)
            if seen and self.ruleset.options.get("undo_barriers") == "forbid":
                raise ValueError(
                    f"undo of commit {target}: this game forbids taking back that move (what it showed, or whose)"
                )
            if seen and not consent:
                raise ValueError(
                    f"undo of commit {target} without consent: taking back that move needs the table's consent"
                )
        session.replay_undo(target, by, consent)

    def redo(self, session: Session, redo: Redo) -> None:
        """A redo of the last commit taken back."""
        target = redo.commit
        if not session.redo_stack or session.redo_stack[-1].seq != target or not _whole(target):
            raise ValueError(f"redo of commit {target!r:.40}, which was not the last taken back")
        session.replay_redo(target)

    def repeated(self, record: _Repeat, seq: int) -> None:
        """A commit whose line repeats an earlier one's text: only its events are checked against the state."""
        if self.closed is not None:
            raise ValueError(f"a record after the game was {self.closed}")
        seat, command, events = record
        session = self.session
        if session is None:
            raise ValueError("the first record must be the setup, got 'commit'")
        session.replay_commit(Commit(seq, seat, command, events), refold(session.state, events, self.ctx))


def rebuild(
    path: str | Path, lines: Iterable[tuple[int, Any]], progress: Progress | None = None
) -> tuple[Session, str | None]:
    """Check the header and every record, folding as it goes; returns (session, closed reason or None).

    `lines` gives (line number, parsed object) from line 1; a Lines (core.saves.lines) parses each line as it
    is reached, so a line is checked and folded while it is fresh and is not kept afterwards.
    """
    total = len(lines) if isinstance(lines, Sized) else 0
    numbered = iter(lines)
    first = next(numbered, None)
    if first is None:
        raise fail(path, 1, "empty file, no header")
    header, ruleset = check_header(path, first[1])
    work = _Rebuild(path, header, ruleset)
    if isinstance(lines, Lines):
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
