"""Random legal 1819 games of at least two whole rounds, with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for and checks the invariants: every card in exactly one zone, no seat's view
showing another seat's hand (battle cards and objectives), undo then redo
changing nothing, and the journal folded from the start (and a saved and
loaded game) giving the live state.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.rulesets import make_ruleset
from core.session import Session

from game_checks import check_cards, check_end, check_views, shake

RARE = {"raid": 0.15, "war": 0.3, "end-turn": 0.2, "discard": 0.05, "sow": 0.1}
SEATS = ("Raffles", "Temenggong", "Farquhar", "Sultan")


def _play(players: int, seed: int, policy: int, folder: Path, options: dict) -> Session:
    seats = SEATS[:players]
    ruleset = make_ruleset("1819", options)
    session = Session(ruleset, {"players": list(seats), "seed": seed, "options": dict(ruleset.options)},
                      ruleset.setup(seats, seed))
    rnd = random.Random(policy)
    steps = 0
    while session.state.phase != "over" and session.state.round <= 2:
        steps += 1
        assert steps < 2000, "the rounds do not end"
        state = session.state
        seat = ruleset.must_act(state)
        legal = ruleset.legal(state, seat)
        assert legal, f"{seat} has no legal command in {state.phase}"
        names = sorted({c.name for c in legal})
        name = rnd.choices(names, [RARE.get(n, 1.0) for n in names])[0]
        session.submit(rnd.choice([c for c in legal if c.name == name]))
        check_cards(ruleset, session.state)
        if steps % 3 == 0:
            check_views(session.state, ruleset, sizes_public=True)
        shake(session, rnd, folder, steps)
    return session


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 4), seed=st.integers(0, 10**6), policy=st.integers(0, 10**6),
       factions=st.sampled_from(["alternate", "paired"]), keeps=st.booleans(), limit=st.sampled_from([0, 2]))
def test_random_1819_games_keep_their_invariants(players, seed, policy, factions, keeps, limit):
    options = {"factions": factions, "raider_keeps": keeps, "battle_limit": limit}
    with tempfile.TemporaryDirectory() as tmp:
        session = _play(players, seed, policy, Path(tmp), options)
        state = session.state
        assert state.round > 2 or state.phase == "over"
        if state.phase == "over":
            scores = state.mark("scores")
            assert set(scores) == set(state.seats)
            assert state.winner is None or scores[state.winner] == max(scores.values())
        check_end(session, Path(tmp))
