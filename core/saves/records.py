"""The records of a save, lines 2 and after: the one definition of each kind's JSON shape.

The journal's records (core/engine/journal.py) are plain values; here each
kind gets its name, its fields in the order they are written, and the way
across to JSON. The `closed` record, which ends a game closed cleanly, is not
part of the journal and is defined here only. The writers (core/saves/savefile.py),
the loader (core/saves/rebuild.py), exports and branches all go through this
module. See docs/save-format.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.engine.commands import Command
from core.engine.events import Event
from core.engine.journal import Commit, Record, Redo, Setup, Undo
from core.engine.valueclass import valueclass
from core.saves.eventjson import to_json as event_to_json

CLOSED_REASONS = ("closed", "finished")


@valueclass
class Closed:
    """The last record of a game closed cleanly (`"closed"`) or finished (`"finished"`); nothing may follow it."""

    seq: int
    reason: str


RECORD_FIELDS: dict[str, tuple[str, ...]] = {
    "setup": ("seq", "kind", "events"),
    "commit": ("seq", "kind", "seat", "command", "events"),
    "undo": ("seq", "kind", "commit", "by", "consent"),
    "redo": ("seq", "kind", "commit"),
    "closed": ("seq", "kind", "reason"),
}
"""Each record kind's fields, in the order a save writes them."""
RECORD_KEYS: dict[str, set[str]] = {kind: set(keys) for kind, keys in RECORD_FIELDS.items()}


def _events(events: tuple[Event, ...]) -> list[dict[str, Any]]:
    return [event_to_json(e) for e in events]


def _setup(r: Setup) -> dict[str, Any]:
    return {"seq": r.seq, "kind": "setup", "events": _events(r.events)}


def _commit(r: Commit) -> dict[str, Any]:
    return {"seq": r.seq, "kind": "commit", "seat": r.seat, "command": r.command.to_json(), "events": _events(r.events)}


def _undo(r: Undo) -> dict[str, Any]:
    return {"seq": r.seq, "kind": "undo", "commit": r.commit, "by": r.by, "consent": r.consent}


def _redo(r: Redo) -> dict[str, Any]:
    return {"seq": r.seq, "kind": "redo", "commit": r.commit}


def _closed(r: Closed) -> dict[str, Any]:
    return {"seq": r.seq, "kind": "closed", "reason": r.reason}


_TO_JSON: dict[type, Callable[[Any], dict[str, Any]]] = {
    Setup: _setup,
    Commit: _commit,
    Undo: _undo,
    Redo: _redo,
    Closed: _closed,
}


def record_to_json(record: Record | Closed) -> dict[str, Any]:
    """A record's JSON object, as one line of a save holds it.

    >>> record_to_json(Redo(5, 3))
    {'seq': 5, 'kind': 'redo', 'commit': 3}
    """
    return _TO_JSON[type(record)](record)


def closed_record(seq: int, reason: str) -> dict[str, Any]:
    """The last record of a game that was closed cleanly or finished."""
    return record_to_json(Closed(seq, reason))


def record_kind(record: dict[str, Any], expected_seq: int) -> str:
    """The kind of a record object whose shape is right: the expected sequence number, a known kind, exactly its
    fields. Raises ValueError naming the first thing wrong."""
    seq, kind = record.get("seq"), record.get("kind")
    if seq != expected_seq or seq.__class__ is not int:
        raise ValueError(f"sequence number {seq!r:.40} where {expected_seq} was expected")
    keys = RECORD_KEYS.get(kind) if isinstance(kind, str) else None
    if keys is None or not isinstance(kind, str):
        raise ValueError(f"unknown record kind {kind!r:.40}")
    if record.keys() != keys:
        extra, missing = set(record) - keys, keys - set(record)
        problem = f"has an unknown field {sorted(extra)[0]!r}" if extra else f"lacks {sorted(missing)[0]!r}"
        raise ValueError(f"a {kind} record {problem}")
    return kind


def commit_from_json(record: dict[str, Any], command: Command, events: tuple[Event, ...]) -> Commit:
    """A commit record, given its command and events as the loader read and checked them."""
    return Commit(record["seq"], record["seat"], command, events)


def undo_from_json(record: dict[str, Any]) -> Undo:
    """An undo record's fields, as written (the loader checks them against the journal)."""
    return Undo(record["seq"], record["commit"], record["by"], record["consent"])


def redo_from_json(record: dict[str, Any]) -> Redo:
    """A redo record's fields, as written (the loader checks them against the journal)."""
    return Redo(record["seq"], record["commit"])


def closed_from_json(record: dict[str, Any]) -> Closed:
    """A closed record, its reason checked; raises ValueError."""
    if record["reason"] not in CLOSED_REASONS:
        raise ValueError(
            f"a closed record's reason is one of {', '.join(CLOSED_REASONS)}, got {record['reason']!r:.40}"
        )
    return Closed(record["seq"], record["reason"])
