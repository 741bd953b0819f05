"""Fuzzing the loader across every game: whatever is done to a real save, it is refused in one line, or it opens.

Starting from the release-0.1 saves of EU, TI4, 1819 and INWO and the sandbox
fixtures, each file is damaged in one to three ways (truncation, byte flips,
deleted, duplicated and reordered lines, swapped JSON types, huge and
non-finite numbers, deep nesting, lone surrogates and control characters,
forged undos, cards from another game, marks of another kind, numbers and names
moved around the file); so are redacted replays exported from some of them. A file the loader
refuses must raise SaveError with one line. A file it accepts must then list
legal commands for every seat, export a redacted replay for the public and
every seat (a full save), save again, and load both back. Any other exception
anywhere is a crash, reported with the mutation that made it. The loader
checks each mark against the shape its ruleset declares (core/rules/shapes.py),
so a ruleset never meets a mark it cannot act on.

The seed is fixed: 1,000 files in the suite, 10,000 with `--slow`
(figures in docs/reliability.md).
"""

from __future__ import annotations

import json
import os
import random
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from paths import FIXTURES, ROOT

from core.engine.errors import SaveError
from core.saves.export import export_replay
from core.saves.savefile import Loaded, load_save, write_save

SOURCES = [FIXTURES / "release-0.1" / f"{game}.cardtable" for game in ("eu", "ti4", "1819", "inwo")] + [
    FIXTURES / "sandbox-game.cardtable",
    FIXTURES / "noted-v1.cardtable",
]
SEED = 20261124
NORMAL, SLOW = 1_000, 10_000
RAW = "\x00RAW\x00"  # a placeholder replaced by raw JSON text after dumping
ODD_NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", str(2**53 + 1), str(2**64 + 5), str(-(2**70)), "1.5", "-0.0"]
ODD_TEXT = ["\ud800", "x\udfff", "bell\x07", "\x1b[2J", "\r", "", "?", "?#1", "raid#99", "raid#01", "a#1/../../etc"]
WEIRD: list[Any] = [None, True, False, 0, -1, 1, 7, 2.5, "", "Red", [], {}, [1], {"a": 1}, "hand:Red", "deck:action"]


class Source:
    """One original save: its lines and what can be borrowed from it (its strings, numbers and cards)."""

    def __init__(self, name: str, data: bytes) -> None:
        self.name = name
        self.lines = data.rstrip(b"\n").split(b"\n")
        self.objs = [json.loads(line) for line in self.lines]
        self.game = self.objs[0]["game"]
        self.strings = sorted({v for obj in self.objs for _, v in leaves(obj) if isinstance(v, str)})
        self.cards = [s for s in self.strings if "#" in s and not s.startswith("#")]


def leaves(obj: Any, path: tuple = ()):
    """Every (path, value) in a JSON value, the value itself last; both fuzz tests walk saves with it."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from leaves(v, (*path, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from leaves(v, (*path, i))
    yield path, obj


def put(obj: Any, path: tuple, value: Any) -> Any:
    """`obj` with the value at `path` replaced (in place; the root itself when `path` is empty)."""
    if not path:
        return value
    target = obj
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return obj


def _dump(obj: Any, raw: str | None = None) -> bytes:
    text = json.dumps(obj, separators=(",", ":"))
    if raw is not None:
        text = text.replace(json.dumps(RAW), raw)
    return text.encode()


def _loads(line: bytes) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return None


def _pick_line(rng: random.Random, lines: list[bytes]) -> int:
    return rng.randrange(len(lines)) if rng.random() < 0.2 else rng.randrange(min(1, len(lines) - 1), len(lines))


def _with_json(rng: random.Random, lines: list[bytes], change) -> list[bytes]:
    """Change one value of one line's JSON with `change(rng, path, value) -> (new value, raw text or None)`."""
    i = _pick_line(rng, lines)
    obj = _loads(lines[i])
    if obj is None:
        return lines
    path, value = rng.choice(list(leaves(obj)))
    new, raw = change(rng, path, value)
    lines = list(lines)
    lines[i] = _dump(put(obj, path, new), raw)
    return lines


def _only(kind: type | tuple, change):
    """A change for values of `kind` only: it picks among the values of that kind in the line."""

    def pick(rng, lines):
        i = _pick_line(rng, lines)
        obj = _loads(lines[i])
        if obj is None:
            return lines
        found = [(p, v) for p, v in leaves(obj) if isinstance(v, kind) and not isinstance(v, bool) and p]
        if not found:
            return lines
        path, value = rng.choice(found)
        new, raw = change(rng, path, value)
        lines = list(lines)
        lines[i] = _dump(put(obj, path, new), raw)
        return lines

    return pick


def flip(rng, lines, source):
    i = _pick_line(rng, lines)
    line = bytearray(lines[i])
    for _ in range(rng.randint(1, 3)):
        if line:
            line[rng.randrange(len(line))] = rng.randrange(256)
    return [*lines[:i], bytes(line), *lines[i + 1 :]]


def delete(rng, lines, source):
    i = _pick_line(rng, lines)
    return lines[:i] + lines[i + 1 :] if len(lines) > 1 else lines


def duplicate(rng, lines, source):
    i = _pick_line(rng, lines)
    return [*lines[: i + 1], lines[i], *lines[i + 1 :]]


def reorder(rng, lines, source):
    i, j = _pick_line(rng, lines), _pick_line(rng, lines)
    lines = list(lines)
    lines[i], lines[j] = lines[j], lines[i]
    return lines


def renumber(rng, lines, source):
    """Give every record the sequence number of its place, so a structural change reaches the deeper checks."""
    out = list(lines)
    for i in range(1, len(out)):
        obj = _loads(out[i])
        if isinstance(obj, dict) and "seq" in obj:
            obj["seq"] = i
            out[i] = _dump(obj)
    return out


def swap_type(rng, lines, source):
    return _with_json(rng, lines, lambda r, p, v: (r.choice(WEIRD), None))


def odd_number(rng, lines, source):
    return _only((int, float), lambda r, p, v: (RAW, r.choice(ODD_NUMBERS)))(rng, lines)


def nudge_number(rng, lines, source):
    return _only(int, lambda r, p, v: (r.choice([-v, v - r.randint(1, 1000), v + r.randint(1, 1000), -997]), None))(
        rng, lines
    )


def odd_text(rng, lines, source):
    return _only(str, lambda r, p, v: (r.choice(ODD_TEXT) + (v if r.random() < 0.5 else ""), None))(rng, lines)


def deep(rng, lines, source):
    depth = rng.choice([25, 30, 200, 5000])
    return _with_json(rng, lines, lambda r, p, v: (RAW, "[" * depth + "]" * depth))


def borrowed_text(rng, lines, source):
    """A string replaced by another string of the same file: a seat, a zone, a card, a phase moved around."""
    return _only(str, lambda r, p, v: (r.choice(source.strings), None))(rng, lines)


def foreign_card(rng, lines, source):
    others = [c for s in ALL for c in s.cards if s.game != source.game]
    return _only(str, lambda r, p, v: (r.choice(others) if "#" in v or r.random() < 0.3 else v, None))(rng, lines)


def odd_mark(rng, lines, source):
    """A mark (a `marked` event's value, or a mark the set-up lays) given a value of another kind or place."""
    marked = [i for i, line in enumerate(lines) if b'"marked"' in line or b'"marks"' in line]
    if not marked:
        return lines
    i = rng.choice(marked)
    obj = _loads(lines[i])
    if not isinstance(obj, dict):
        return lines
    found = [(p, v) for p, v in leaves(obj) if "value" in p or "marks" in p]
    if not found:
        return lines
    path, _ = rng.choice(found)
    new = rng.choice([rng.choice(WEIRD), rng.choice(source.strings), rng.randint(-5, 50)])
    return [*lines[:i], _dump(put(obj, path, new)), *lines[i + 1 :]]


def forged_undo(rng, lines, source):
    """An undo inserted after a commit (by anyone, with or without consent), an existing undo's consent flipped,
    or the header's undo option turned to forbid."""
    objs = [_loads(line) for line in lines]
    roll = rng.random()
    if roll < 0.2 and isinstance(objs[0], dict) and isinstance(objs[0].get("options"), dict):
        objs[0]["options"]["undo_barriers"] = "forbid"
        return [_dump(objs[0]), *lines[1:]]
    undos = [i for i, o in enumerate(objs) if isinstance(o, dict) and o.get("kind") == "undo"]
    if roll < 0.5 and undos:
        i = rng.choice(undos)
        objs[i]["consent"] = not objs[i].get("consent")
        return [*lines[:i], _dump(objs[i]), *lines[i + 1 :]]
    commits = [i for i, o in enumerate(objs) if isinstance(o, dict) and o.get("kind") == "commit"]
    if not commits:
        return lines
    i = rng.choice(commits)
    seats = objs[0].get("players", ["Red"]) if isinstance(objs[0], dict) else ["Red"]
    undo = {"seq": objs[i].get("seq"), "kind": "undo", "commit": objs[i].get("seq"), "by": rng.choice(seats)}
    undo["consent"] = rng.random() < 0.5
    return renumber(rng, [*lines[: i + 1], _dump(undo), *lines[i + 1 :]], source)


MUTATIONS = {
    f.__name__: f
    for f in (
        flip,
        delete,
        duplicate,
        reorder,
        swap_type,
        odd_number,
        nudge_number,
        odd_text,
        deep,
        borrowed_text,
        foreign_card,
        odd_mark,
        forged_undo,
    )
}
ALL = [Source(path.stem, path.read_bytes()) for path in SOURCES]
EXPORTS = (("ti4", "public"), ("eu", "Red"), ("inwo", "Red"), ("sandbox-game", "Blue"))


@pytest.fixture(scope="module")
def sources(tmp_path_factory) -> list[Source]:
    """The originals and redacted replays exported from some of them (loaded with placeholder cards)."""
    return with_exports(tmp_path_factory.mktemp("exports"))


def with_exports(folder: Path) -> list[Source]:
    """The originals and redacted replays exported from some of them into `folder`."""
    out = list(ALL)
    for name, viewer in EXPORTS:
        original = next(path for path in SOURCES if path.stem == name)
        exported = folder / f"{name}-{viewer}.cardtable"
        export_replay(load_save(original).session, viewer, exported)
        out.append(Source(exported.stem, exported.read_bytes()))
    return out


def mutant(rng: random.Random, sources: list[Source]) -> tuple[str, list[str], bytes]:
    """A damaged copy of one original: (its name, the mutations, the bytes)."""
    source = rng.choice(sources)
    lines = source.lines
    done = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        name = rng.choice(list(MUTATIONS))
        lines = MUTATIONS[name](rng, lines, source)
        done.append(name)
        if name in ("delete", "duplicate", "reorder") and rng.random() < 0.5:
            lines = renumber(rng, lines, source)
            done.append("renumber")
    data = b"\n".join(lines) + b"\n"
    if rng.random() < 0.1:
        data = data[: rng.randrange(len(data))]
        done.append("truncate")
    return source.name, done, data


def exercise(path: Path, folder: Path, loaded: Loaded | None = None) -> None:
    """What must work for every file the loader accepts: legal commands, exports, a re-save; each loads again.
    `loaded` is the file as already loaded, if it was."""
    loaded = loaded if loaded is not None else load_save(path)
    session = loaded.session
    seats = tuple(session.header["players"])
    if loaded.redacted is None:  # a redacted replay is only watched: no seat asks it for legal commands
        for seat in seats:
            session.ruleset.legal(session.state, seat)
        for viewer in ("public", *seats):
            out = folder / "export.cardtable"
            export_replay(session, viewer, out)
            load_save(out)
    again = folder / "again.cardtable"
    write_save(session, again)
    load_save(again)


def run(n: int, folder: Path, sources: list[Source]) -> tuple[Counter, list[Crash]]:
    """Try `n` damaged files; returns the figures and the crashes."""
    figures: Counter = Counter()
    crashes: list[Crash] = []
    path = folder / "mutant.cardtable"
    for i in range(n):
        rng = random.Random(SEED * 100_003 + i)
        name, done, data = mutant(rng, sources)
        path.write_bytes(data)
        figures["tried"] += 1
        try:
            loaded = load_save(path)
        except SaveError as err:
            assert "\n" not in str(err), str(err)
            figures["refused"] += 1
            continue
        except Exception as err:  # noqa: BLE001  # a crash: reported below, never silenced
            crashes.append(Crash(i, name, done, "load", err))
            continue
        figures["accepted"] += 1
        try:
            exercise(path, folder, loaded)
        except Exception as err:  # noqa: BLE001
            crashes.append(Crash(i, name, done, "after load", err))
    figures["exceptions"] = len(crashes)
    return figures, crashes


class Crash:
    """An exception other than SaveError: the file (its number and what was done to it), the step, and where."""

    def __init__(self, i: int, name: str, done: list[str], step: str, err: BaseException) -> None:
        frame = traceback.extract_tb(err.__traceback__)[-1]
        self.module = (
            Path(frame.filename).resolve().relative_to(ROOT).as_posix()
            if ROOT in Path(frame.filename).resolve().parents
            else frame.filename
        )
        self.step = step
        self.text = (
            f"file {i} ({name}: {'+'.join(done)}), {step}: {type(err).__name__} at {self.module}:{frame.lineno} "
            f"{frame.name}: {str(err)[:160]}"
        )


def _check(n: int, folder: Path, sources: list[Source]) -> None:
    figures, crashes = run(n, folder, sources)
    print(f"fuzz: {dict(figures)}")
    for crash in crashes:
        print(crash.text)
    assert figures["tried"] == n
    assert not crashes, f"{len(crashes)} crashes:\n" + "\n".join(c.text for c in crashes[:40])


def test_every_damaged_save_is_refused_in_one_line_or_opens(tmp_path, sources, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # what is written is checked, not that it reached the disk
    _check(NORMAL, tmp_path, sources)


@pytest.mark.slow
def test_ten_thousand_damaged_saves(tmp_path, sources, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    _check(SLOW, tmp_path, sources)
