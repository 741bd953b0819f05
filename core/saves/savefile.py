"""Saved games: the journal as UTF-8 JSON Lines, a header line then one record per line.

This module writes saves (whole, or appended to as a game goes on) and loads
them. The header's shape is core/saves/header.py, each record's is
core/saves/records.py, reading the lines is core/saves/lines.py and checking
and folding them is core/saves/rebuild.py. A cleanly closed or finished game
ends with a `closed` record, so it is never offered for crash recovery. See
docs/save-format.md.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

from core.engine.errors import SaveError
from core.engine.journal import Record
from core.engine.session import Session
from core.engine.valueclass import field, valueclass
from core.saves.header import FORMAT, VERSION, full_header, make_header
from core.saves.lines import MAX_LINE, Lines, Progress, fail, is_unfinished, last_record, read_lines
from core.saves.rebuild import rebuild
from core.saves.records import CLOSED_REASONS, Closed, closed_record, record_to_json
from core.saves.values import UnsavableValue, bad_value

__all__ = [
    "CLOSED_REASONS",
    "EXTENSION",
    "FORMAT",
    "MAX_LINE",
    "VERSION",
    "Loaded",
    "SaveWriter",
    "UnsavableValue",
    "closed_record",
    "dumps",
    "fail",
    "full_header",
    "is_unfinished",
    "last_record",
    "load_save",
    "make_header",
    "read_lines",
    "write_save",
]

EXTENSION = ".cardtable"


_MAYBE_BAD = re.compile(r"\\|[0-9]{16}|[\x7f-\x9f]")  # an escape, a long number, or a control character json leaves raw


def dumps(obj: Any) -> bytes:
    """One JSON Lines line: compact UTF-8 JSON and a newline.

    Raises UnsavableValue, before anything is written, for a value the loader
    would refuse (core/saves/values.py): the app never writes a file it cannot open.
    A line without an escape or a long number needs no closer look.
    """
    try:
        text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        line = text.encode("utf-8") + b"\n"
    except (ValueError, UnicodeEncodeError):
        line = b""
    if not line or _MAYBE_BAD.search(text):
        problem = bad_value(obj)
        if problem is not None:
            kind = obj.get("kind") if isinstance(obj, dict) else None
            what = f"the {kind} record {obj.get('seq')}" if isinstance(kind, str) else "the header"
            raise UnsavableValue(f"cannot save {what}: {problem}")
        if not line:
            raise UnsavableValue("cannot save a value that JSON in UTF-8 cannot hold")
    return line


def _write_atomically(path: Path, header: dict[str, Any], records: Iterable[Record]) -> int:
    """Write a header and records to a temporary file, flushed to disk, then rename it to `path`; returns the
    last record's sequence number (0 with none)."""
    last_seq = 0
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(dumps(header))
            for entry in records:
                fh.write(dumps(record_to_json(entry)))
                last_seq = entry.seq
            fh.flush()
            os.fsync(fh.fileno())
    except UnsavableValue:
        tmp.unlink(missing_ok=True)
        raise
    os.replace(tmp, path)
    return last_seq


class SaveWriter:
    """Appends journal records to a save as they happen, flushing each one (autosave).

    Each record is one write of one whole line followed by a flush, so a crash
    leaves at most one torn last line, which the loader drops.
    """

    def __init__(
        self, path: str | Path, header: dict[str, Any], fsync: bool = False, records: Iterable[Record] = ()
    ) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fsync = fsync
        self._last_seq = _write_atomically(self.path, header, records)
        self._fh: IO[bytes] | None = self.path.open("ab")

    @classmethod
    def for_session(cls, session: Session, path: str | Path, fsync: bool = False) -> SaveWriter:
        """Write a session's journal so far, then keep appending as its sink."""
        writer = cls(path, full_header(session), fsync, session.records)
        session.sink = writer
        return writer

    @property
    def closed(self) -> bool:
        """Whether the file is closed, so nothing more can be written to it."""
        return self._fh is None

    def append(self, record: Record) -> None:
        """Write one record as one whole line and flush it."""
        self._write(record_to_json(record))
        self._last_seq = record.seq

    def _write(self, obj: dict[str, Any]) -> None:
        fh = self._fh
        if fh is None:
            raise SaveError(f"{self.path}: the save is closed; nothing more can be written to it")
        fh.write(dumps(obj))
        fh.flush()
        if self._fsync:
            os.fsync(fh.fileno())

    def close(self, reason: str | None = None) -> None:
        """Close the file; with a reason ("closed" or "finished") mark the game as not to resume."""
        fh = self._fh
        if fh is None:
            return
        if reason is not None:
            if reason not in CLOSED_REASONS:
                raise ValueError(f"a close reason is one of {CLOSED_REASONS}, got {reason!r}")
            self._write(record_to_json(Closed(self._last_seq + 1, reason)))
        fh.close()
        self._fh = None


def write_save(session: Session, path: str | Path, header: dict[str, Any] | None = None) -> None:
    """Write a whole session to a file atomically (temp file, then rename): Save As."""
    _write_atomically(Path(path), header or full_header(session), session.records)


@valueclass
class Loaded:
    """A loaded save: the rebuilt session, warnings (a dropped torn line), and how it ended."""

    session: Session
    warnings: list[str] = field(default_factory=list)
    closed: str | None = None

    @property
    def redacted(self) -> str | None:
        """The perspective a redacted replay was exported for, or None for a full save."""
        r = self.session.header.get("redacted")
        return r.get("perspective") if isinstance(r, dict) else None


def load_save(path: str | Path, progress: Progress | None = None) -> Loaded:
    """Read a save and rebuild its session by folding the recorded events; raises SaveError."""
    lines = Lines(path)
    session, closed = rebuild(lines.path, lines, progress)
    return Loaded(session, lines.warnings, closed)
