"""Loader fuzzing: whatever is done to a save, loading it succeeds or raises SaveError, nothing else.

Mutations: truncations, byte flips, deleted, duplicated and reordered lines,
values replaced by wrong types, huge numbers and deep nesting. 2,000 examples
run in the suite; `--slow` runs ten times as many.
"""

from __future__ import annotations

import json

import pytest
from fixtures.damaged import leaves, put
from fixtures.games import random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine.errors import SaveError
from core.saves.export import export_replay
from core.saves.savefile import load_save, write_save

WEIRD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.floats(allow_nan=False),
    st.text(max_size=12),
    st.sampled_from(["?", "raid#1", "hand:Red", "deck:action", "Red", "commit", "undo", "setup", "closed"]),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
    st.integers(1, 60).map(lambda d: json.loads("[" * d + "]" * d)),
)


@pytest.fixture(scope="module")
def originals(tmp_path_factory):
    """A full save with undos and redos, and a redacted export of it."""
    folder = tmp_path_factory.mktemp("fuzz")
    game = random_game(11, moves=24, seats=3)
    full = folder / "full.cardtable"
    write_save(game.session, full)
    public = folder / "public.cardtable"
    export_replay(game.session, "public", public)
    return [full.read_bytes(), public.read_bytes()]


def examples(request, n: int) -> int:
    return n * 10 if request.config.slow else n


def must_load_or_refuse(path, data: bytes) -> None:
    path.write_bytes(data)
    try:
        load_save(path)
    except SaveError as err:
        assert "\n" not in str(err)


SETTINGS = dict(
    deadline=None,
    database=None,
    derandomize=False,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def test_byte_level_damage(request, originals, tmp_path):
    @settings(max_examples=examples(request, 800), **SETTINGS)
    @given(
        which=st.integers(0, 1),
        cut=st.floats(0, 1),
        flips=st.lists(st.tuples(st.floats(0, 1), st.integers(0, 255)), max_size=4),
    )
    def run(which, cut, flips):
        data = bytearray(originals[which][: max(0, int(len(originals[which]) * cut)) or None])
        for where, byte in flips:
            if data:
                data[min(len(data) - 1, int(where * len(data)))] = byte
        must_load_or_refuse(tmp_path / "bytes.cardtable", bytes(data))

    run()


def test_line_level_damage(request, originals, tmp_path):
    @settings(max_examples=examples(request, 600), **SETTINGS)
    @given(
        which=st.integers(0, 1),
        ops=st.lists(
            st.tuples(
                st.sampled_from(["delete", "duplicate", "swap", "move"]), st.integers(0, 10**6), st.integers(0, 10**6)
            ),
            min_size=1,
            max_size=3,
        ),
    )
    def run(which, ops):
        lines = originals[which].split(b"\n")[:-1]
        for op, a, b in ops:
            if not lines:
                break
            i, j = a % len(lines), b % len(lines)
            if op == "delete":
                del lines[i]
            elif op == "duplicate":
                lines.insert(j, lines[i])
            elif op == "swap":
                lines[i], lines[j] = lines[j], lines[i]
            else:
                lines.insert(j, lines.pop(i))
        must_load_or_refuse(tmp_path / "lines.cardtable", b"".join(line + b"\n" for line in lines))

    run()


def test_value_level_damage(request, originals, tmp_path):
    @settings(max_examples=examples(request, 600), **SETTINGS)
    @given(
        which=st.integers(0, 1),
        picks=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), WEIRD), min_size=1, max_size=3),
    )
    def run(which, picks):
        objs = [json.loads(line) for line in originals[which].split(b"\n")[:-1]]
        for line_pick, path_pick, value in picks:
            n = line_pick % len(objs)
            paths = [path for path, _ in leaves(objs[n])]
            objs[n] = put(objs[n], paths[path_pick % len(paths)], value)
        data = b"".join(json.dumps(o).encode() + b"\n" for o in objs)
        must_load_or_refuse(tmp_path / "values.cardtable", data)

    run()
