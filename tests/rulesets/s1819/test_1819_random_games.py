"""Random legal 1819 games of at least two whole rounds, with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for and checks the invariants: every card in exactly one zone, no seat's view
showing another seat's hand (battle cards and objectives), undo then redo
changing nothing, and the journal folded from the start (and a saved and
loaded game) giving the live state.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from game_checks import RandomPlay, check_end, play_random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

PLAY_1819 = RandomPlay(rare={"raid": 0.15, "war": 0.3, "end-turn": 0.2, "discard": 0.05, "sow": 1.0}, max_steps=2000)
SEATS = ("Raffles", "Temenggong", "Farquhar", "Sultan")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 4),
    seed=st.integers(0, 10**6),
    policy=st.integers(0, 10**6),
    factions=st.sampled_from(["alternate", "paired"]),
    keeps=st.booleans(),
    limit=st.sampled_from([0, 2]),
)
def test_random_1819_games_keep_their_invariants(players, seed, policy, factions, keeps, limit):
    options = {"factions": factions, "raider_keeps": keeps, "battle_limit": limit}
    with tempfile.TemporaryDirectory() as tmp:
        session = play_random_game("1819", SEATS[:players], seed, policy, Path(tmp), options, PLAY_1819)
        state = session.state
        assert state.round > 2 or state.phase == "over"
        if state.phase == "over":
            scores = state.mark("scores")
            assert set(scores) == set(state.seats)
            assert state.winner is None or scores[state.winner] == max(scores.values())
        check_end(session, Path(tmp))
