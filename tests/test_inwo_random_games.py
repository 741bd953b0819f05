"""Random legal INWO games of at least two whole rounds, with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for (now and then another seat gives something away or discards, free moves
of any time), and checks the invariants: every card in exactly one zone, no
seat's view showing another seat's hand, tokens only on cards in play,
undo then redo changing nothing, and the journal folded from the start (and
a saved and loaded game) giving the live state.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import zones as Z
from core.rulesets import make_ruleset
from core.rulesets.inwo_common import controlled
from core.session import Session

from game_checks import check_cards, check_end, check_views, shake

RARE = {"give": 0.05, "discard": 0.05, "spend": 0.1, "call-off": 0.3, "knock": 0.4, "buy-plot": 0.3,
        "move": 0.2}
SEATS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")


def _check_tokens(state) -> None:
    """Action tokens lie only on cards in a Power Structure."""
    in_play = {c for s in state.seats for c in state.zone(Z.display(s))}
    assert set(state.charges) <= in_play, f"tokens off the table: {set(state.charges) - in_play}"


def _play(players: int, seed: int, policy: int, folder: Path, options: dict) -> Session:
    seats = SEATS[:players]
    ruleset = make_ruleset("inwo", options)
    session = Session(ruleset, {"players": list(seats), "seed": seed, "options": dict(ruleset.options)},
                      ruleset.setup(seats, seed))
    rnd = random.Random(policy)
    steps = 0
    while session.state.phase != "over" and session.state.round <= 2:
        steps += 1
        assert steps < 3000, "the rounds do not end"
        state = session.state
        seat = ruleset.must_act(state)
        if rnd.random() < 0.03 and state.pending is None:
            other = rnd.choice([s for s in state.seats if s != seat])
            free = [c for c in ruleset.legal(state, other) if c.name in ("give", "discard")]
            if free:
                session.submit(rnd.choice(free))
                continue
        legal = ruleset.legal(state, seat)
        assert legal, f"{seat} has no legal command at step {state.step}"
        names = sorted({c.name for c in legal})
        name = rnd.choices(names, [RARE.get(n, 1.0) for n in names])[0]
        session.submit(rnd.choice([c for c in legal if c.name == name]))
        check_cards(ruleset, session.state)
        _check_tokens(session.state)
        if steps % 3 == 0:
            check_views(session.state, ruleset, sizes_public=True)
        shake(session, rnd, folder, steps)
    return session


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), policy=st.integers(0, 10**6),
       price=st.sampled_from(["standard", "illuminati-only", "groups-only"]), goal=st.sampled_from(["auto", 8]))
def test_random_inwo_games_keep_their_invariants(players, seed, policy, price, goal):
    with tempfile.TemporaryDirectory() as tmp:
        session = _play(players, seed, policy, Path(tmp), {"plot_price": price, "basic_goal": goal})
        state = session.state
        assert state.round > 2 or state.winner is not None
        if state.winner is not None and state.mark("attack") is None:
            ruleset = session.ruleset
            goal_cards = [c for c in state.zone(Z.discard("plot")) if ruleset.stats[c.split("#")[0]].plot == "goal"]
            assert controlled(ruleset, state, state.winner) >= (8 if goal == 8 else 10) or goal_cards
        check_end(session, Path(tmp))
