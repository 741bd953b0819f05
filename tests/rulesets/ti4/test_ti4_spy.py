"""Spy (core/rulesets/ti4/resolved.py): the card taken at random is named only to the two hands, and replay is exact."""

from __future__ import annotations

from pathlib import Path

from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.fold import fold
from core.engine.state import GameState
from core.scenarios.runner import load_scenario
from core.seeing.describe import describe_commit

SCENARIO = Path(__file__).parents[2] / "scenarios" / "ti4" / "card-spy.yaml"


def _spied():
    session = load_scenario(SCENARIO).session
    session.submit(Command("Red", "play", {"card": "spy#1", "target": "Blue"}))
    session.submit(Command("Blue", "decline", {}))
    commit = session.submit(Command("Green", "decline", {}))
    return session, commit


def test_the_card_taken_is_named_to_the_spy_and_its_victim_only():
    session, commit = _spied()
    taken = next(e for e in commit.events if isinstance(e, E.CardMoved) and e.dst == Z.hand("Red"))
    name = session.ruleset.card_name(taken.card)
    for seat in ("Red", "Blue"):
        assert taken.seen_by(seat).card == taken.card
    assert taken.seen_by("Green").card == E.HIDDEN
    assert all(taken.card not in str(e.seen_by("Green")) for e in commit.events)
    assert name not in describe_commit(session.ruleset, commit, "Green")
    assert name in describe_commit(session.ruleset, commit, "Red")


def test_the_random_pick_is_recorded_so_replay_is_exact_and_the_die_shows_no_generator_state():
    session, commit = _spied()
    roll = next(e for e in commit.events if isinstance(e, E.DiceRolled))
    assert roll.sides == 3 and roll.seen_by("Green").rng == 0
    events = [e for r in session.records for e in getattr(r, "events", ())]
    replayed = fold(GameState("ti4", session.state.seats), events)
    assert replayed.zones == session.state.zones and replayed.rng == session.state.rng == roll.rng
