"""Random legal EU games of a whole Age (4 rounds), and of two Ages for 3 to 6 players, with undo, redo, saving and
loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for, and checks the invariants: every card in exactly one zone, no seat's
view showing another seat's hand, undo then redo changing nothing, and the
journal folded from the start (and a saved and loaded game) giving the live
state.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from game_checks import RandomPlay, check_end, play_random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.desktopchild import PROGRESS

EU = RandomPlay(
    rare={"battle": 0.15, "lead": 0.1, "continue": 0.3, "influence": 0.1},
    progress=PROGRESS,  # the moves that carry a game on, which the desktop benchmark leans on too
    drag=12,
    drag_phase="actions",
    interrupt=0.05,
    max_steps=5000,
    sizes_public=False,
)
SEATS = ("Red", "Blue", "Green", "Yellow")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    policy=st.integers(0, 10**6),
    ruler=st.sampled_from(["anytime", "own-turn"]),
    general=st.sampled_from(["first-round", "any-round", "off"]),
)
def test_random_eu_games_keep_their_invariants(players, seed, policy, ruler, general):
    with tempfile.TemporaryDirectory() as tmp:
        options = {"ages": 1, "ruler_reaction": ruler, "defender_general": general}
        session = play_random_game("eu", SEATS[:players], seed, policy, Path(tmp), options, EU, rounds=None)
        state = session.state
        assert state.round >= 4 and state.phase == "over"
        check_end(session, Path(tmp))


SIX = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
FAST_SEEDS = ((3, 11), (4, 12), (6, 14))
SLOW_SEEDS = tuple((players, 100 + n) for n in range(6) for players in range(3, 7))


def _two_ages(players: int, seed: int, tmp: Path) -> None:
    """A random game of 3 to 6 players over two Ages reaches its end through the legal candidates, with undo, redo,
    save and load along the way, and never waits on a seat with nothing legal."""
    options = {"ages": 2}
    session = play_random_game("eu", SIX[:players], seed, seed * 7, tmp, options, EU, rounds=None)
    assert session.state.round == 8 and session.state.phase == "over"
    check_end(session, tmp)


@pytest.mark.parametrize(("players", "seed"), FAST_SEEDS)
def test_random_games_of_3_to_6_players_reach_the_end_of_two_ages(players, seed, tmp_path):
    _two_ages(players, seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), SLOW_SEEDS)
def test_more_random_games_of_two_ages(players, seed, tmp_path):
    _two_ages(players, seed, tmp_path)
