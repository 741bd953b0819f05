"""Reading a save's lines: each line checked to be UTF-8 JSON of sane size and depth, parsed as it is reached.

A save is untrusted input: the reader uses json and nothing else, and reports
the first defect as one SaveError naming the file and line. A torn last line,
the mark of a crash mid-write, is dropped with a warning so the game is not
lost. See docs/save-format.md.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from core.engine.errors import SaveError

MAX_LINE = 1 << 20
MAX_LINES = 5_000_000
MAX_BYTES = 1 << 30
MAX_DEPTH = 24

Progress = Callable[[int, int], None]
"""Told (lines read, lines in all) as a long load goes on."""
Shortcut = Callable[[str, int], Any]
"""Given a decoded line and the sequence number its record should have, what the loader already knows of it, or None."""


def fail(path: str | Path, line: int, problem: object) -> SaveError:
    """The one-line error for a defect at a line of a save."""
    text = " ".join(str(problem).split())
    return SaveError(f"{path}: line {line}: {text[:300]}")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:40]} is not a number a save may hold")
    return value


_DECODER = json.JSONDecoder(parse_constant=_reject_constant, parse_float=_finite_float)
_SCAN: Callable[[str, int], tuple[Any, int]] = _DECODER.scan_once  # type: ignore[attr-defined]  # undocumented
_SHORT = MAX_LINE // 4  # a line of at most this many characters is within MAX_LINE bytes


def _too_deep(obj: Any) -> bool:
    stack: list[tuple[Any, int]] = [(obj, 0)]
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

    def __init__(self, path: str | Path) -> None:
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
            lines: list[Any] = data.decode("utf-8").split("\n")
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
        self.shortcut: Shortcut | None = None

    def __len__(self) -> int:
        return len(self.raw)

    def __iter__(self) -> Iterator[tuple[int, Any]]:
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


def last_record(path: str | Path) -> dict[str, Any] | None:
    """A save's last complete record, read from its tail (None when it cannot be read or is damaged)."""
    try:
        return _tail_record(path)
    except (OSError, ValueError):
        return None


def _tail_record(path: str | Path) -> dict[str, Any] | None:
    """The last complete record of a save; raises OSError when unreadable, ValueError when the last line is not
    a record (not UTF-8 JSON of sane size and depth, or not an object)."""
    with open(path, "rb") as fh:
        fh.seek(0, os.SEEK_END)
        size = fh.tell()
        start = max(0, size - MAX_LINE - 2)
        fh.seek(start)
        tail = fh.read()
    lines = tail.split(b"\n")
    lines.pop()
    if start > 0 and lines:
        lines.pop(0)
    if not lines:
        raise ValueError("no complete line")
    obj = parse_line(lines[-1])
    if not isinstance(obj, dict):
        raise ValueError("the last line is not a record")
    return obj


def is_damaged(path: str | Path) -> bool:
    """Whether a save's last complete line cannot be read as a record (garbled, absurdly deep or long).

    A damaged autosave is listed so the table can be told, never read further
    at start-up, and never deleted by pruning; a torn last line (a crash
    mid-write) is not damage, as the loader drops it.
    """
    try:
        _tail_record(path)
    except ValueError:
        return True
    except OSError:
        return False
    return False


def is_unfinished(path: str | Path) -> bool:
    """Whether a save (an autosave) stopped without a closed record: a crash or a kill.

    A game whose last move ended it is finished even if the program died before
    it could write its closed record, so it is not offered to resume. A save
    whose last line is damaged did not end with a closed record either, so it
    counts as unfinished (and is offered, and reported when it cannot load).
    """
    try:
        record = _tail_record(path)
    except OSError:
        return False
    except ValueError:
        return True
    if record is None or record.get("kind") == "closed":
        return False
    events = record.get("events") if record.get("kind") == "commit" else None
    return not (isinstance(events, list) and any(isinstance(e, dict) and e.get("type") == "game-ended" for e in events))
