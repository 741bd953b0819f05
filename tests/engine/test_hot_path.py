"""The performance work on the core keeps behaviour: undo past snapshots, evolve, event plans, no gc policy."""

from __future__ import annotations

import gc
from typing import ClassVar

import pytest

from benchmarks import workload as W
from benchmarks.helpers import mulberry32
from core.engine import events as E
from core.engine import session as S
from core.engine.state import GameState
from core.engine.valueclass import field, valueclass
from core.saves import eventjson as J


def played(n: int):
    """A bench session after n driver actions, with the state after every commit."""
    session = W.new_session(4)
    states = [session.state]
    rng = mulberry32(W.DRIVER_SEED)
    for i in range(n):
        before = len(session.line)
        W.drive(session, 1, rng, start=i)
        if len(session.line) > before:
            states.append(session.state)
    return session, states


def test_undo_all_the_way_back_and_redo_all_the_way_forward():
    session, states = played(3 * S.SNAPSHOT_EVERY + 50)
    commits = len(session.line)
    assert commits > 2 * S.SNAPSHOT_EVERY + S.RECENT
    while session.line:
        session.undo(by=session.line[-1].seat, consent=True)
        assert session.state == states[len(session.line)]
    assert session.state == session.initial
    for i in range(1, commits + 1):
        session.redo()
        assert session.state == states[i]
    for position in (0, 1, S.SNAPSHOT_EVERY, S.SNAPSHOT_EVERY + 1, commits - 1, commits):
        assert session.state_at(position) == states[position]


def test_a_new_commit_after_undos_continues_from_the_right_state():
    session, states = played(2 * S.SNAPSHOT_EVERY + 20)
    for _ in range(S.RECENT + 30):
        session.undo(by=session.line[-1].seat, consent=True)
    position = len(session.line)
    assert session.state == states[position]
    W.drive(session, 4, mulberry32(1), start=3)
    assert session.state_at(position) == states[position]
    assert not session.can_redo()


def test_evolve_changes_only_what_it_names_and_refuses_unknown_fields():
    state = GameState("bench", ("0", "1"), turn=3)
    later = state.evolve(turn=4, active="1")
    assert (later.turn, later.active, later.seats, state.turn, state.active) == (4, "1", ("0", "1"), 3, None)
    assert later == GameState("bench", ("0", "1"), turn=4, active="1")
    with pytest.raises(TypeError, match="no field 'colour'"):
        state.evolve(colour="red")
    with pytest.raises(AttributeError):
        later.turn = 5


def test_events_with_defaulted_fields_round_trip():
    @valueclass
    class Tagged(E.Event):
        type: ClassVar[str] = "test-tagged"
        seat: str
        tags: tuple[str, ...] = field(default_factory=tuple)

    try:
        event = Tagged("0", tags=("a", "b"))
        assert J.from_json(J.to_json(event)) == event
        with pytest.raises(J.EventFormatError, match="unknown field 'x'"):
            J.from_json({**J.to_json(event), "x": 1})
    finally:
        del E.EVENT_TYPES["test-tagged"]


def test_a_long_game_leaves_the_garbage_collector_alone(monkeypatch):
    """How a program shares the cyclic collector is its own policy (the desktop's: desktop/table/collector.py):
    a session that collected, froze, paused or tuned it would decide that for every program it runs in."""
    gc.unfreeze()
    touched: list[str] = []
    for name in ("collect", "freeze", "unfreeze", "disable", "enable", "set_threshold"):
        monkeypatch.setattr(gc, name, lambda *args, _name=name, **kwargs: touched.append(_name))
    session = W.new_session(4)
    W.drive(session, 8 * 1024, mulberry32(W.DRIVER_SEED))
    assert len(session.line) > 4 * 1024
    for _ in range(3 * S.SNAPSHOT_EVERY):
        session.undo(consent=True)
    session.redo()
    session.state_at(S.SNAPSHOT_EVERY + 1)
    assert touched == []
    assert gc.get_freeze_count() == 0 and gc.isenabled()
