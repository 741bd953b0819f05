"""Random legal EU games of a whole Age (4 rounds), with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for, and checks the invariants: every card in exactly one zone, no seat's
view showing another seat's hand, undo then redo changing nothing, and the
journal folded from the start (and a saved and loaded game) giving the live
state.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from game_checks import RandomPlay, check_end, play_random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

EU = RandomPlay(
    rare={"battle": 0.15, "lead": 0.1, "continue": 0.3},
    progress=(
        "event",
        "pass",
        "end-turn",
        "battle-pass",
        "roll",
        "retreat",
        "decline",
        "choose",
        "keep",
        "upkeep",
        "advance",
        "draw",
    ),
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
