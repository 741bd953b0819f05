"""The loader's shortcuts for repeated values keep every check.

A long save repeats the same events and commands thousands of times, so the
loader builds and checks each distinct one once (keyed by its JSON items).
JSON's true, 1 and 1.0 are equal as keys, so these tests put a boolean or a
float where an equal whole number was seen before and expect the same refusal
as the first time. They also check the whole-file UTF-8 shortcut still names
the line of a bad byte, and that the collector is running again after a load.
"""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from benchmarks.bench import Bench
from core.engine.commands import Command
from core.engine.errors import SaveError
from core.engine.session import Session
from core.rulesets import make_ruleset, register
from core.saves.applycheck import Context
from core.saves.eventjson import EventFormatError
from core.saves.savefile import load_save, make_header, write_save

SEATS = ("0", "1")
register(Bench.id, Bench)  # the benchmark's game, not installed, plays the long save


@pytest.fixture(scope="module")
def bench_save(tmp_path_factory) -> Path:
    """A two-seat bench game long enough for the deck to be reshuffled, so moves repeat exactly."""
    ruleset = make_ruleset("bench")
    session = Session(ruleset, {"players": list(SEATS), "seed": 3}, ruleset.setup(SEATS, 3))
    for turn in range(200):
        seat = SEATS[turn % 2]
        for name, args in (("draw", {}), ("play", {"index": 0}), ("end-turn", {})):
            session.submit(Command(seat, name, args))
    path = tmp_path_factory.mktemp("repeats") / "bench.cardtable"
    write_save(session, path, make_header("bench", ruleset.version, SEATS, 3, {}))
    return path


def _objs(path: Path) -> list:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _write(path: Path, objs: list) -> Path:
    path.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
    return path


def _repeat(objs: list, pick) -> tuple[int, dict]:
    """The line (1-based) and the object of the first thing `pick` finds that appeared identically before."""
    seen = set()
    for n, obj in enumerate(objs, 1):
        for item in pick(obj):
            key = json.dumps(item, sort_keys=True)
            if key in seen:
                return n, item
            seen.add(key)
    raise LookupError("nothing repeats")


def _discards(obj):
    return [e for e in obj.get("events", ()) if e["type"] == "card-moved" and e["at"] == 0]


def _plays(obj):
    command = obj.get("command")
    return [command] if command and command.get("command") == "play" else []


def test_the_save_loads(bench_save):
    assert len(load_save(bench_save).session.line) == 600


@pytest.mark.parametrize("field, value", [("at", False), ("at", 0.0), ("v", True), ("v", 1.0)])
def test_a_repeated_event_with_another_kind_of_number_is_refused(bench_save, tmp_path, field, value):
    objs = _objs(bench_save)
    line, event = _repeat(objs, _discards)
    event[field] = value
    with pytest.raises(SaveError, match=f"line {line}: event 1: .*{field}"):
        load_save(_write(tmp_path / "bad.cardtable", objs))


@pytest.mark.parametrize("value", [True, 1.0])
def test_a_repeated_command_with_another_kind_of_number_is_refused(bench_save, tmp_path, value):
    objs = _objs(bench_save)
    line, command = _repeat(objs, _plays)
    command["index"] = value
    with pytest.raises(SaveError, match=f"line {line}: .*field 'index' must be a int"):
        load_save(_write(tmp_path / "bad.cardtable", objs))


def test_a_repeated_event_still_meets_the_state_checks(bench_save, tmp_path):
    objs = _objs(bench_save)
    line, event = _repeat(objs, _discards)
    event["at"] = 99
    with pytest.raises(SaveError, match=f"line {line}: event 1: card-moved: position 99 is outside"):
        load_save(_write(tmp_path / "bad.cardtable", objs))


def test_context_read_builds_each_distinct_event_once_but_checks_each_kind_of_value():
    ctx = Context(make_ruleset("bench").library)
    raw = {"type": "card-moved", "v": 1, "card": "chip#1", "src": "deck:main", "dst": "hand:0", "at": 1}
    assert ctx.read(dict(raw)) is ctx.read(dict(raw))
    for bad in ({**raw, "at": True}, {**raw, "at": 1.0}, {**raw, "v": True}):
        with pytest.raises(EventFormatError):
            ctx.read(bad)
    with pytest.raises(ValueError, match="is not in this game"):
        ctx.read({**raw, "card": "dragon#1"})
    with pytest.raises(ValueError, match="is not a zone"):
        ctx.read({**raw, "dst": "a b"})


def test_a_running_number_is_read_every_time_and_still_checked():
    ctx = Context(make_ruleset("bench").library)
    for n in range(5000):
        assert ctx.read({"type": "phase-changed", "v": 1, "phase": "play", "step": "", "round": n}).round == n
    with pytest.raises(EventFormatError):
        ctx.read({"type": "phase-changed", "v": 1, "phase": "play", "step": "", "round": True})


def test_a_bad_byte_names_its_line(bench_save, tmp_path):
    data = bench_save.read_bytes().split(b"\n")
    data[5] = data[5].replace(b'"draw"', b'"dr\xffaw"', 1)
    path = tmp_path / "bytes.cardtable"
    path.write_bytes(b"\n".join(data))
    with pytest.raises(SaveError, match="line 6: not UTF-8 text"):
        load_save(path)


def test_the_collector_runs_again_after_a_load_good_or_bad(bench_save, tmp_path):
    assert gc.isenabled()
    load_save(bench_save)
    assert gc.isenabled()
    objs = _objs(bench_save)
    objs[3]["kind"] = "rewind"
    with pytest.raises(SaveError):
        load_save(_write(tmp_path / "bad.cardtable", objs))
    assert gc.isenabled()


def _raw(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _repeated_line(rows: list[str]) -> tuple[int, int]:
    """Line numbers (1-based) of the first commit line moving a card whose text after its seq repeats an earlier
    one's, and that one."""
    first: dict[str, int] = {}
    for n, row in enumerate(rows, 1):
        if row.startswith('{"seq":') and '"kind":"commit"' in row and '"card-moved"' in row:
            rest = row.split(",", 1)[1]
            if rest in first:
                return n, first[rest]
            first.setdefault(rest, n)
    raise LookupError("no line repeats")


def _save_rows(tmp_path: Path, rows: list[str]) -> Path:
    path = tmp_path / "rows.cardtable"
    path.write_text("".join(row + "\n" for row in rows), encoding="utf-8")
    return path


def test_compact_lines_repeat(bench_save):
    line, earlier = _repeated_line(_raw(bench_save))
    assert earlier < line


def test_a_repeated_line_in_the_wrong_place_is_refused(bench_save, tmp_path):
    rows = _raw(bench_save)
    line, _ = _repeated_line(rows)
    rows.insert(line, rows[line - 1])
    with pytest.raises(SaveError, match=f"line {line + 1}: sequence number {line - 1} where {line} was expected"):
        load_save(_save_rows(tmp_path, rows))


def test_a_repeated_line_still_meets_the_state_checks(bench_save, tmp_path):
    rows = _raw(bench_save)
    line, earlier = _repeated_line(rows)
    rows[earlier] = f'{{"seq":{earlier},' + rows[earlier - 1].split(",", 1)[1]
    with pytest.raises(SaveError, match=f"line {earlier + 1}: (event 1: card-moved: .* is not in|the commit is)"):
        load_save(_save_rows(tmp_path, rows))
    rows = _raw(bench_save)
    rows[line - 1] = rows[line - 1].replace('"at":', '"at": ', 1)
    path = _save_rows(tmp_path, rows)
    assert len(load_save(path).session.line) == 600


def test_a_repeated_line_with_a_leading_zero_is_not_json(bench_save, tmp_path):
    rows = _raw(bench_save)
    line, _ = _repeated_line(rows)
    rows[line - 1] = rows[line - 1].replace('{"seq":', '{"seq":0', 1)
    with pytest.raises(SaveError, match=f"line {line}: not JSON"):
        load_save(_save_rows(tmp_path, rows))


def test_a_repeated_line_after_the_close_is_refused(bench_save, tmp_path):
    rows = _raw(bench_save)
    line, _ = _repeated_line(rows)
    closed = f'{{"seq":{line - 1},"kind":"closed","reason":"closed"}}'
    rows = rows[: line - 1] + [closed] + [f'{{"seq":{line},' + rows[line - 1].split(",", 1)[1]]
    with pytest.raises(SaveError, match=f"line {line + 1}: a record after the game was closed"):
        load_save(_save_rows(tmp_path, rows))
