"""Replay: seeking a loaded game gives live play's state at every commit, cheaply and without side effects."""

from __future__ import annotations

import itertools
import random
from types import MappingProxyType

import pytest
from fixtures.games import new_session, random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import core.engine.session as session_module
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import ContinueNeedsConsent, SaveError
from core.engine.session import SNAPSHOT_EVERY
from core.saves.branch import branch, continue_reasons
from core.saves.export import export_replay
from core.saves.replay import CHART_SAMPLES, ReplayCursor, history, resource_series, timeline
from core.saves.savefile import load_save, write_save
from core.saves.verify import verify


@settings(
    max_examples=25,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 60), order=st.randoms(use_true_random=False))
def test_replay_and_seek_match_live_play_at_every_commit(tmp_path, seed, moves, order):
    game = random_game(seed, moves)
    path = tmp_path / "prop.cardtable"
    write_save(game.session, path)
    loaded = load_save(path).session
    assert len(loaded.line) == len(game.line_states) - 1
    for position, live in enumerate(game.line_states):
        assert loaded.state_at(position) == live
    cursor = ReplayCursor(loaded)
    positions = list(range(len(game.line_states)))
    order.shuffle(positions)
    for position in positions:
        assert cursor.seek(position) == game.line_states[position]


def test_history_walks_every_record_with_its_states():
    game = random_game(5, moves=50)
    steps = list(history(game.session))
    assert len(steps) == len(game.session.records) - 1
    assert steps[-1].after == game.session.state
    assert all(a.after == b.before for a, b in itertools.pairwise(steps))


@pytest.fixture(scope="module")
def long_game():
    """A game of more than 100,000 events (gold gathered turn after turn)."""
    session = new_session(2, 1, {"win_score": 20})
    events = 0
    while events < 100_000:
        seat = session.state.active
        events += len(session.submit(Command(seat, "gather", MappingProxyType({}))).events)
        events += len(session.submit(Command(seat, "end-turn", MappingProxyType({}))).events)
    return session


def test_seeking_a_long_game_folds_from_a_snapshot_not_from_the_start(long_game, monkeypatch):
    folded = []
    real = session_module.fold

    def counting(state, events):
        folded.append(1)
        return real(state, events)

    monkeypatch.setattr(session_module, "fold", counting)
    cursor = ReplayCursor(long_game)
    rng = random.Random(1)
    for _ in range(50):
        before = len(folded)
        position = rng.randrange(cursor.length + 1)
        cursor.seek(position)
        assert len(folded) - before < SNAPSHOT_EVERY
        assert cursor.state.turn == long_game.state_at(position).turn


def test_the_chart_is_sampled_in_one_scan_and_matches_the_states(long_game):
    series = resource_series(long_game)
    assert len(series.positions) <= CHART_SAMPLES + 1
    assert series.positions[0] == 0 and series.positions[-1] == len(long_game.line)
    for i in (0, 1, len(series.positions) // 2, len(series.positions) - 1):
        state = long_game.state_at(series.positions[i])
        for seat in state.seats:
            assert series.values[(seat, "gold")][i] == state.amount(seat, "gold")
    cursor = ReplayCursor(long_game)
    assert cursor.series() is cursor.series()


def test_timeline_marks_rounds_and_turns():
    game = random_game(9, moves=80, seats=2)
    marks = timeline(game.session)
    assert len(marks) == len(game.session.line)
    for mark in marks:
        state = game.session.state_at(mark.position)
        assert (mark.round, mark.turn, mark.active) == (state.round, state.turn, state.active)
    assert any(m.new_round for m in marks) and any(m.new_turn for m in marks)


def test_seeking_never_tells_the_session_listeners():
    game = random_game(3, moves=40)
    told = []
    game.session.listeners.append(told.append)
    cursor = ReplayCursor(game.session)
    for position in (cursor.length, 0, cursor.length // 2, 1):
        cursor.seek(position)
    assert told == []


def test_perspectives_and_views():
    game = random_game(4, moves=30, seats=3)
    cursor = ReplayCursor(game.session)
    assert cursor.perspectives() == (Z.PUBLIC, "Red", "Blue", "Green", Z.EVERYTHING)
    cursor.seek(cursor.length)
    assert cursor.view().cards(Z.hand("Red")) is None
    cursor.set_perspective("Red")
    assert cursor.view().cards(Z.hand("Red")) == game.session.state.zone(Z.hand("Red"))
    with pytest.raises(ValueError):
        cursor.set_perspective("Mallory")
    assert cursor.describe(0) == "The table is laid" and cursor.describe(1)


def test_continue_from_here_keeps_the_history_and_saves_as_a_new_game(tmp_path):
    game = random_game(12, moves=40, seats=2)
    cursor = ReplayCursor(game.session)
    cursor.seek(10)
    assert continue_reasons(cursor) == ()
    new = branch(cursor)
    assert len(new.line) == 10 and new.state == game.line_states[10]
    assert new.header["branched_from"]["position"] == 10
    assert [r.seq for r in new.records] == list(range(1, 12))
    path = tmp_path / "branch.cardtable"
    write_save(new, path)
    again = load_save(path).session
    assert again.state == new.state and again.header["branched_from"]["revealed"] == []
    seat = new.must_act()
    legal = new.ruleset.legal(new.state, seat)
    new.submit(legal[0])
    assert len(new.line) == 11


def test_continuing_after_seeing_hidden_cards_needs_consent_and_says_so():
    game = random_game(13, moves=40, seats=2)
    cursor = ReplayCursor(game.session)
    cursor.seek(cursor.length)
    cursor.seek(5)
    with pytest.raises(ContinueNeedsConsent, match="moves after this point"):
        branch(cursor)
    cursor.set_perspective(Z.EVERYTHING)
    cursor.set_perspective("Blue")
    reasons = continue_reasons(cursor)
    assert any("every hidden card" in r for r in reasons) and any("Blue's hand" in r for r in reasons)
    new = branch(cursor, consent=True)
    assert new.header["branched_from"]["revealed"] == list(reasons)


def test_a_redacted_replay_cannot_be_continued_or_verified(tmp_path):
    game = random_game(14, moves=20, seats=2)
    path = tmp_path / "public.cardtable"
    export_replay(game.session, Z.PUBLIC, path)
    session = load_save(path).session
    with pytest.raises(SaveError, match="cannot be continued"):
        branch(ReplayCursor(session))
    with pytest.raises(SaveError, match="cannot be verified"):
        verify(session)


def test_verify_agrees_with_an_honest_game_and_finds_a_forged_one(tmp_path):
    game = random_game(15, moves=40, seats=3)
    assert verify(game.session) is None
    path = tmp_path / "forged.cardtable"
    write_save(game.session, path)
    lines = path.read_text().splitlines()
    forged = next(i for i, line in enumerate(lines) if '"command":"gather"' in line)
    lines[forged] = lines[forged].replace('"by":1}', '"by":2}', 1)
    path.write_text("\n".join(lines) + "\n")
    found = verify(load_save(path).session)
    assert found is not None and found.line == forged + 1 and "differs" in found.problem


def test_taken_back_moves_are_found_by_the_position_they_were_made_from():
    from core.saves.replay import taken_back

    session = new_session(2, 3, {"win_score": 20})
    seat = session.state.active
    gather = Command(seat, "gather", MappingProxyType({}))
    tried = session.submit(gather)
    session.undo(consent=True)
    kept = session.submit(Command(seat, "end-turn", MappingProxyType({})))
    again = session.submit(Command(session.state.active, "gather", MappingProxyType({})))
    session.undo(consent=True)
    session.redo()
    assert [c.seq for c in session.line] == [kept.seq, again.seq]
    assert taken_back(session) == {0: (tried,)}
    cursor = ReplayCursor(session)
    assert "gather" in cursor.taken_back(0) and cursor.taken_back(1) == ""
