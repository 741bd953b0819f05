"""Journal records: the set-up, commits, undos and redos. Append-only; nothing is erased.

A commit records who gave which command and the events it produced. Undo and
redo are records too, naming the commit they take back or restore, so a save
keeps every abandoned line for replay. These are plain values; their JSON form
(a save's lines) is core/saves/records.py.
"""

from __future__ import annotations

from core.engine.commands import Command
from core.engine.events import Event
from core.engine.valueclass import valueclass


@valueclass
class Commit:
    """An accepted command and the events it produced."""

    seq: int
    seat: str
    command: Command
    events: tuple[Event, ...]


@valueclass
class Undo:
    """Commit `commit` was taken back by `by`, with or without the table's consent."""

    seq: int
    commit: int
    by: str
    consent: bool


@valueclass
class Redo:
    """Commit `commit`, taken back before, was restored exactly."""

    seq: int
    commit: int


@valueclass
class Setup:
    """The events that laid the table (the ruleset's set-up and any scenario set-up)."""

    seq: int
    events: tuple[Event, ...]


Record = Setup | Commit | Undo | Redo
