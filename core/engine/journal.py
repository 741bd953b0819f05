"""Journal records: commits, undos and redos. Append-only; nothing is erased.

A commit records who gave which command and the events it produced. Undo and
redo are records too, naming the commit they take back or restore, so a save
keeps every abandoned line for replay.
"""

from __future__ import annotations

from typing import Union

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

    def to_json(self) -> dict:
        return {
            "seq": self.seq,
            "kind": "commit",
            "seat": self.seat,
            "command": self.command.to_json(),
            "events": [e.to_json() for e in self.events],
        }


@valueclass
class Undo:
    """Commit `commit` was taken back by `by`, with or without the table's consent."""

    seq: int
    commit: int
    by: str
    consent: bool

    def to_json(self) -> dict:
        return {"seq": self.seq, "kind": "undo", "commit": self.commit, "by": self.by, "consent": self.consent}


@valueclass
class Redo:
    """Commit `commit`, taken back before, was restored exactly."""

    seq: int
    commit: int

    def to_json(self) -> dict:
        return {"seq": self.seq, "kind": "redo", "commit": self.commit}


@valueclass
class Setup:
    """The events that laid the table (the ruleset's set-up and any scenario set-up)."""

    seq: int
    events: tuple[Event, ...]

    def to_json(self) -> dict:
        return {"seq": self.seq, "kind": "setup", "events": [e.to_json() for e in self.events]}


Record = Union[Setup, Commit, Undo, Redo]
