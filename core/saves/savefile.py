"""Saved games: the journal as UTF-8 JSON Lines, a header line then one record per line.

A save is untrusted input. The loader reads data only (json), checks every
line, and reports the first defect as one SaveError naming the line. A torn
last line, the mark of a crash mid-write, is dropped with a warning so the
game is not lost. A cleanly closed or finished game ends with a `closed`
record, so it is never offered for crash recovery. See docs/save-format.md.
"""

from __future__ import annotations

import gc
import json
import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO

from core.engine.errors import SaveError
from core.engine.journal import Record
from core.engine.valueclass import field, valueclass
from core.version import app_version

FORMAT = "cardtable-save"
VERSION = 1
EXTENSION = ".cardtable"
MAX_LINE = 1 << 20
MAX_LINES = 5_000_000
MAX_BYTES = 1 << 30
MAX_DEPTH = 24
CLOSED_REASONS = ("closed", "finished")

Progress = Callable[[int, int], None]


def make_header(game: str, ruleset_version: int, players, seed, options, cards=None, **extra) -> dict:
    """The header line of a new save; `extra` adds optional keys (redacted, branched_from, colours)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "ruleset_version": ruleset_version,
        "players": list(players),
        "seed": seed,
        "options": dict(options),
        "cards": list(cards or []),
        "app_version": app_version(),
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        **extra,
    }


def full_header(session, **extra) -> dict:
    """A complete header for a session, keeping the game's creation time when it has one."""
    h = session.header
    header = make_header(
        session.ruleset.id,
        session.ruleset.version,
        h["players"],
        h.get("seed", 0),
        session.ruleset.options,
        h.get("cards"),
        **extra,
    )
    if isinstance(h.get("created"), str):
        header["created"] = h["created"]
    for key in ("redacted", "branched_from", "colours"):
        if key in h and key not in extra:
            header[key] = h[key]
    return header


def dumps(obj: Any) -> bytes:
    """One JSON Lines line: compact UTF-8 JSON and a newline."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def closed_record(seq: int, reason: str) -> dict:
    """The last record of a game that was closed cleanly or finished."""
    return {"seq": seq, "kind": "closed", "reason": reason}


class SaveWriter:
    """Appends journal records to a save as they happen, flushing each one (autosave).

    Each record is one write of one whole line followed by a flush, so a crash
    leaves at most one torn last line, which the loader drops.
    """

    def __init__(self, path: str | Path, header: dict, fsync: bool = False, records=()):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fsync = fsync
        self._last_seq = 0
        tmp = self.path.with_name(self.path.name + ".tmp")
        with open(tmp, "wb") as fh:
            fh.write(dumps(header))
            for entry in records:
                fh.write(dumps(entry.to_json()))
                self._last_seq = entry.seq
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, self.path)
        self._fh: BinaryIO | None = open(self.path, "ab")

    @classmethod
    def for_session(cls, session, path: str | Path, fsync: bool = False) -> SaveWriter:
        """Write a session's journal so far, then keep appending as its sink."""
        writer = cls(path, full_header(session), fsync, session.records)
        session.sink = writer
        return writer

    @property
    def closed(self) -> bool:
        return self._fh is None

    def append(self, record: Record) -> None:
        if self._fh is None:
            raise SaveError(f"{self.path}: the save is closed; nothing more can be written to it")
        self._fh.write(dumps(record.to_json()))
        self._last_seq = record.seq
        self._flush()

    def _flush(self) -> None:
        self._fh.flush()
        if self._fsync:
            os.fsync(self._fh.fileno())

    def close(self, reason: str | None = None) -> None:
        """Close the file; with a reason ("closed" or "finished") mark the game as not to resume."""
        if self._fh is None:
            return
        if reason is not None:
            if reason not in CLOSED_REASONS:
                raise ValueError(f"a close reason is one of {CLOSED_REASONS}, got {reason!r}")
            self._fh.write(dumps(closed_record(self._last_seq + 1, reason)))
            self._flush()
        self._fh.close()
        self._fh = None


def write_save(session, path: str | Path, header: dict | None = None) -> None:
    """Write a whole session to a file atomically (temp file, then rename): Save As."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as fh:
        fh.write(dumps(header or full_header(session)))
        for entry in session.records:
            fh.write(dumps(entry.to_json()))
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


@valueclass
class Loaded:
    """A loaded save: the rebuilt session, warnings (a dropped torn line), and how it ended."""

    session: Any
    warnings: list[str] = field(default_factory=list)
    closed: str | None = None

    @property
    def redacted(self) -> str | None:
        """The perspective a redacted replay was exported for, or None for a full save."""
        r = self.session.header.get("redacted")
        return r.get("perspective") if isinstance(r, dict) else None


def fail(path, line: int, problem: str) -> SaveError:
    """The one-line error for a defect at a line of a save."""
    text = " ".join(str(problem).split())
    return SaveError(f"{path}: line {line}: {text[:300]}")


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a number a save may hold")


_DECODER = json.JSONDecoder(parse_constant=_reject_constant)
_SCAN = _DECODER.scan_once
_SHORT = MAX_LINE // 4  # a line of at most this many characters is within MAX_LINE bytes


def _too_deep(obj: Any) -> bool:
    stack = [(obj, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return False


def _decode(text: str) -> Any:
    """A line's JSON: the decoder's scanner straight away, or `decode` for its exact verdict and message."""
    try:
        obj, end = _SCAN(text, 0)
        if end == len(text):
            return obj
    except (StopIteration, ValueError, RecursionError):
        pass
    return _DECODER.decode(text)


def parse_text(text: str, size: int | None = None) -> Any:
    """One line, already UTF-8 decoded, as JSON; `size` is its length in bytes when known."""
    if size is None and len(text) * 4 > MAX_LINE:  # a character takes at most 4 bytes
        size = len(text.encode())
    if size is not None and size > MAX_LINE:
        raise ValueError(f"the line is absurdly long ({size} bytes; at most {MAX_LINE})")
    try:
        obj = _decode(text)
    except RecursionError:
        raise ValueError("absurdly deep nesting") from None
    except ValueError as err:
        if not text.strip():
            raise ValueError("an empty line") from None
        raise ValueError(f"not JSON ({str(err)[:80]})") from None
    if text.count("[") + text.count("{") > MAX_DEPTH and _too_deep(obj):
        raise ValueError(f"absurdly deep nesting (more than {MAX_DEPTH} levels)")
    return obj


def parse_line(raw: bytes) -> Any:
    """One line as JSON; raises ValueError with the problem in words."""
    if len(raw) > MAX_LINE:
        raise ValueError(f"the line is absurdly long ({len(raw)} bytes; at most {MAX_LINE})")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"not UTF-8 text (byte {err.start})") from None
    return parse_text(text, len(raw))


class Lines:
    """A save's lines, split but not yet parsed, so the loader parses each one as it reaches it.

    The whole file is decoded from UTF-8 at once when it can be; a file with a
    bad byte is kept as bytes, so the error names the line and byte.
    """

    def __init__(self, path: str | Path):
        self.path = path = Path(path)
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise SaveError(f"{path}: absurdly large for a save ({size} bytes)")
            data = path.read_bytes()
        except OSError as err:
            raise SaveError(f"{path}: cannot read: {err.strerror or err}") from None
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        if not data.strip():
            raise fail(path, 1, "empty file, no header")
        self.complete = data.endswith(b"\n")
        try:
            lines: list = data.decode("utf-8").split("\n")
            self._parse: Callable[[Any], Any] = parse_text
        except UnicodeDecodeError:
            lines = data.split(b"\n")
            self._parse = parse_line
        if self.complete:
            lines.pop()
        if len(lines) > MAX_LINES:
            raise fail(path, MAX_LINES + 1, f"absurdly many lines ({len(lines)}; at most {MAX_LINES})")
        self.raw = lines
        self.warnings: list[str] = []
        self.shortcut: Callable[[str, int], Any] | None = None

    def __len__(self) -> int:
        return len(self.raw)

    def __iter__(self):
        """(line number, parsed object) for each line; a torn last line ends it with a warning.

        A short, shallow line that the scanner reads whole needs nothing more; any
        other goes through `parse_text`/`parse_line` for the full checks and their messages.
        A `shortcut`, when set, may answer for a decoded line first, given the line and
        the sequence number its record should have (the loader's repeated records,
        core/saves/rebuild.py); what it returns is yielded as the line's object.
        """
        parse, last = self._parse, len(self.raw)
        scan = _SCAN if parse is parse_text else None
        for n, raw in enumerate(self.raw, 1):
            shortcut = self.shortcut
            if shortcut is not None and scan is not None:
                known = shortcut(raw, n - 1)
                if known is not None:
                    yield n, known
                    continue
            if scan is not None and len(raw) <= _SHORT:
                try:
                    obj, end = scan(raw, 0)
                except (StopIteration, ValueError, RecursionError):
                    end = -1
                if end == len(raw) and (raw.count("[") + raw.count("{") <= MAX_DEPTH or not _too_deep(obj)):
                    yield n, obj
                    continue
            try:
                obj = parse(raw)
            except ValueError as err:
                if not self.complete and n == last and n > 1:
                    self.warnings.append(
                        f"{self.path}: line {n}: dropped a torn last line (the game was interrupted mid-write)"
                    )
                    return
                raise fail(self.path, n, err) from None
            yield n, obj


def read_lines(path: str | Path) -> tuple[list[Any], list[str]]:
    """Read and parse every line of a save; returns (objects, warnings). Drops a torn last line."""
    lines = Lines(path)
    parsed = [obj for _, obj in lines]
    if not parsed:
        raise fail(lines.path, 1, "empty file, no header")
    return parsed, lines.warnings


def load_save(path: str | Path, progress: Progress | None = None) -> Loaded:
    """Read a save and rebuild its session by folding the recorded events; raises SaveError.

    The cyclic garbage collector is paused meanwhile: a load makes no reference
    cycles, yet the collector would walk the growing journal again and again
    (the session still settles it every SETTLE_EVERY commits; reference counting frees memory as usual).
    """
    from core.saves.rebuild import rebuild

    lines = Lines(path)
    paused = gc.isenabled()
    gc.disable()
    try:
        session, closed = rebuild(lines.path, lines, progress)
    finally:
        if paused:
            gc.enable()
    return Loaded(session, lines.warnings, closed)


def last_record(path: str | Path) -> dict | None:
    """A save's last complete record, read from its tail (None when it cannot be read)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            size = fh.tell()
            start = max(0, size - MAX_LINE - 2)
            fh.seek(start)
            tail = fh.read()
    except OSError:
        return None
    lines = tail.split(b"\n")
    lines.pop()
    if start > 0 and lines:
        lines.pop(0)
    for raw in reversed(lines):
        try:
            obj = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            return None
        return obj if isinstance(obj, dict) else None
    return None


def is_unfinished(path: str | Path) -> bool:
    """Whether a save (an autosave) stopped without a closed record: a crash or a kill.

    A game whose last move ended it is finished even if the program died before
    it could write its closed record, so it is not offered to resume.
    """
    record = last_record(path)
    if record is None or record.get("kind") == "closed":
        return False
    events = record.get("events") if record.get("kind") == "commit" else None
    return not (isinstance(events, list) and any(isinstance(e, dict) and e.get("type") == "game-ended" for e in events))
