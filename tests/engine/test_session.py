"""The session: refusals change nothing, undo/redo are exact, barriers ask first, seek is right."""

import pytest

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import Refusal, UndoNeedsConsent
from core.engine.session import SNAPSHOT_EVERY, Session
from core.rulesets import make_ruleset
from core.saves.records import record_to_json
from core.seeing.views import view


def new_session(options=None, seats=("Red", "Blue"), seed=1):
    ruleset = make_ruleset("sandbox", options or {})
    return Session(ruleset, {"game": "sandbox", "players": list(seats), "seed": seed}, ruleset.setup(seats, seed))


def cmd(seat, name, **args):
    return Command(seat, name, args)


def test_refused_command_changes_nothing():
    s = new_session()
    state, records, views = (
        s.state,
        list(s.records),
        {v: view(s.state, v, s.ruleset) for v in ("Red", "Blue", Z.PUBLIC)},
    )
    seen = []
    s.listeners.append(seen.append)
    with pytest.raises(Refusal) as err:
        s.submit(cmd("Blue", "gather"))
    assert err.value.rule == "turn.active"
    assert s.state is state and s.records == records and not seen
    assert {v: view(s.state, v, s.ruleset) for v in views} == views


def test_refusal_cites_a_rule_of_the_game():
    s = new_session()
    with pytest.raises(Refusal) as err:
        s.submit(cmd("Red", "decline"))
    assert err.value.rule in s.ruleset.rules


def test_undo_redo_exact_and_new_commit_ends_redo():
    s = new_session()
    before = s.state
    s.submit(cmd("Red", "gather"))
    after = s.state
    s.undo("Red")
    assert s.state == before
    s.redo()
    assert s.state == after
    s.undo("Red")
    s.submit(cmd("Red", "end-turn"))
    assert not s.can_redo()
    kinds = [record_to_json(r)["kind"] for r in s.records]
    assert kinds == ["setup", "commit", "undo", "redo", "undo", "commit"]


def test_undo_of_a_draw_needs_consent_naming_who_saw_what():
    s = new_session()
    s.submit(cmd("Red", "draw"))
    with pytest.raises(UndoNeedsConsent) as err:
        s.undo("Red")
    assert "Red saw" in str(err.value)
    s.undo("Red", consent=True)
    assert s.records[-1].consent is True


def test_undo_of_another_seats_move_needs_consent():
    s = new_session()
    s.submit(cmd("Red", "gather"))
    with pytest.raises(UndoNeedsConsent, match="Red's, not Blue's"):
        s.undo("Blue")


def test_option_forbids_crossing_a_barrier():
    s = new_session({"undo_barriers": "forbid"})
    s.submit(cmd("Red", "draw"))
    with pytest.raises(Refusal) as err:
        s.undo("Red", consent=True)
    assert err.value.rule == "undo.barrier"
    s2 = new_session({"undo_barriers": "forbid"})
    s2.submit(cmd("Red", "gather"))
    s2.undo("Red")


def test_seek_matches_live_play_at_every_commit_across_snapshots():
    s = new_session({"win_score": 20})
    live = [s.state]
    for _ in range(SNAPSHOT_EVERY + 20):
        seat = s.must_act()
        legal = s.ruleset.legal(s.state, seat)
        s.submit(legal[len(s.line) % len(legal)])
        live.append(s.state)
        if s.state.winner:
            break
    for i in (0, 1, len(live) // 2, SNAPSHOT_EVERY, len(live) - 1):
        if i < len(live):
            assert s.state_at(i) == live[i]


def test_undo_far_back_beyond_the_recent_stack():
    s = new_session({"win_score": 20})
    states = [s.state]
    while len(s.line) < 100 and not s.state.winner:
        seat = s.must_act()
        s.submit(cmd(seat, "end-turn" if s.state.mark("acted") else "gather"))
        states.append(s.state)
    while s.line:
        s.undo(s.line[-1].seat, consent=True)
        assert s.state == states[len(s.line)]
