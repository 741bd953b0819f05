"""A damaged autosave never stops the app from starting: it is listed as damaged, left in place, never read.

The app's start-up calls `offer_resume` then `prune` (desktop/app/main.py);
both read each autosave's last line. A last line nested 100,000 deep used to
raise RecursionError there, so every start died.
"""

from __future__ import annotations

import random

import pytest
from fixtures.games import new_session, play_random

from core.saves.lines import is_damaged, last_record
from core.saves.savefile import SaveWriter, full_header, is_unfinished
from desktop.app import autosave as A

DAMAGE = {
    "deep": b"[" * 100_000 + b"]" * 100_000 + b"\n",
    "deep object": b'{"a":' * 50_000 + b"1" + b"}" * 50_000 + b"\n",
    "garbled": b'{"seq": 9, "kind": "com\xff\n',
    "not a record": b"[1, 2, 3]\n",
}


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "autosave"
    path.mkdir()
    return path


def _interrupted(folder, name: str, damage: bytes = b""):
    session = new_session(2, 3)
    path = folder / f"sandbox-{name}.cardtable"
    writer = SaveWriter(path, full_header(session), records=session.records)
    session.sink = writer
    play_random(session, 6, random.Random(3))
    writer.close()
    with path.open("ab") as fh:
        fh.write(damage)
    return path


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_last_line_is_reported_not_raised(folder, kind):
    path = _interrupted(folder, "damaged", DAMAGE[kind])
    assert last_record(path) is None
    assert is_damaged(path)
    assert is_unfinished(path)


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_the_app_starts_with_a_damaged_autosave_and_leaves_it_in_place(folder, kind):
    damaged = _interrupted(folder, "damaged", DAMAGE[kind])
    data = damaged.read_bytes()
    asked: list[str] = []
    assert (
        A.offer_resume(ask=lambda title, text: asked.append(text) or False, inform=asked.append, folder=folder) is None
    )
    A.prune(folder, keep=0)
    assert asked == []
    assert damaged.read_bytes() == data
    assert A.find_damaged(folder) == [damaged]
    assert A.find_unfinished(folder) == []


def test_a_healthy_interrupted_game_is_still_offered_beside_a_damaged_one(folder):
    damaged = _interrupted(folder, "damaged", DAMAGE["deep"])
    healthy = _interrupted(folder, "healthy")
    assert A.find_unfinished(folder) == [healthy]
    resumed = A.offer_resume(ask=lambda title, text: True, inform=lambda title, text: None, folder=folder)
    assert resumed is not None
    resumed.autosaver.close()
    assert A.find_damaged(folder) == [damaged]


def test_marking_a_damaged_autosave_closed_does_not_raise(folder):
    damaged = _interrupted(folder, "damaged", DAMAGE["deep"])
    A.mark_closed(damaged)
    assert not is_unfinished(damaged)
