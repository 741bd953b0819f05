"""Random legal TI4 games of at least two whole rounds, with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for (now and then another seat interrupts with a card), and checks the
invariants: every card in exactly one zone, no seat's view showing another
seat's hand, undo then redo changing nothing, and the journal folded from the
start (and a saved and loaded game) giving the live state.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from game_checks import RandomPlay, check_end, play_random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

TI4 = RandomPlay(
    rare={"score": 0.03, "reveal": 0.05, "research": 0.02, "trade": 0.3, "enact": 0.3, "declare-combat": 0.3},
    progress=("pass", "end-turn", "decline", "choose", "advance", "gain-tokens", "pick", "end-combat"),
    interrupt=0.05,
    interrupts=("play",),
)
SEATS = ("Red", "Blue", "Green", "Yellow", "Purple", "Black")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10**6),
    policy=st.integers(0, 10**6),
    picks=st.sampled_from(["auto", "one"]),
    factions=st.booleans(),
    limit=st.sampled_from([3, 7]),
)
def test_random_ti4_games_keep_their_invariants(players, seed, policy, picks, factions, limit):
    options = {"picks": picks, "hand_limit": limit}
    if factions:
        options.update(yssaril=SEATS[1], hacan=SEATS[2], neural_motivator=[SEATS[0]])
    with tempfile.TemporaryDirectory() as tmp:
        session = play_random_game("ti4", SEATS[:players], seed, policy, Path(tmp), options, TI4)
        state = session.state
        assert state.round > 2 or state.winner is not None
        if state.winner is not None:
            assert state.amount(state.winner, "vp") >= 10
        check_end(session, Path(tmp))
