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

import pytest
from game_checks import RandomPlay, check_end, play_random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine import zones as Z
from core.engine.session import Session
from core.rulesets import make_ruleset
from core.rulesets.inwo.common import controlled

SEATS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")


def _check_tokens(state) -> None:
    """Action tokens lie only on cards in a Power Structure."""
    in_play = {c for s in state.seats for c in state.zone(Z.display(s))}
    assert set(state.charges) <= in_play, f"tokens off the table: {set(state.charges) - in_play}"


INWO = RandomPlay(
    rare={"give": 0.05, "discard": 0.05, "spend": 0.1, "call-off": 0.3, "knock": 0.4, "buy-plot": 0.3, "move": 0.2},
    interrupt=0.03,
    interrupts=("give", "discard"),
    max_steps=3000,
    check=_check_tokens,
)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    policy=st.integers(0, 10**6),
    price=st.sampled_from(["standard", "illuminati-only", "groups-only"]),
    goal=st.sampled_from(["auto", 8]),
)
def test_random_inwo_games_keep_their_invariants(players, seed, policy, price, goal):
    with tempfile.TemporaryDirectory() as tmp:
        options = {"plot_price": price, "basic_goal": goal}
        session = play_random_game("inwo", SEATS[:players], seed, policy, Path(tmp), options, INWO)
        state = session.state
        assert state.round > 2 or state.winner is not None
        if state.winner is not None and state.mark("attack") is None:
            ruleset = session.ruleset
            goal_cards = [c for c in state.zone(Z.discard("plot")) if ruleset.stats[c.split("#")[0]].plot == "goal"]
            assert controlled(ruleset, state, state.winner) >= (8 if goal == 8 else 10) or goal_cards
        check_end(session, Path(tmp))


WEIGHTS = {"attack": 6, "takeover": 8, "decline": 3, "aid": 2, "knock": 0.5, "draw": 3, "move": 0.2, "give": 0.02}
WEIGHTS |= {"discard": 0.02, "spend": 0.05, "buy-plot": 0.3, "call-off": 0.1}


@pytest.mark.parametrize("players, seed", [(3, 0), (4, 1)])
def test_random_games_with_different_illuminati_reach_a_winner(players, seed):
    """A game of legal commands leaning to takeovers and attacks ends with a winner, each seat its own Illuminati."""
    ruleset = make_ruleset("inwo", {"basic_goal": 8})
    seats = SEATS[:players]
    session = Session(
        ruleset, {"players": list(seats), "seed": seed, "options": dict(ruleset.options)}, ruleset.setup(seats, seed)
    )
    lords = {session.state.zone(Z.display(s))[0] for s in seats}
    assert len(lords) == players
    rnd = random.Random(seed)
    for _ in range(600):
        if session.state.phase == "over":
            break
        seat = ruleset.must_act(session.state)
        legal = ruleset.legal(session.state, seat)
        session.submit(rnd.choices(legal, [WEIGHTS.get(c.name, 1) for c in legal])[0])
    assert session.state.winner in seats


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), policy=st.integers(0, 10**6))
def test_no_legal_aid_helps_the_attack_on_its_own_group(players, seed, policy):
    """Wherever random play leads while an attack waits, no legal command aids the attack with its target: the
    target's token only defends it (attacks.defend-self), so no menu offers it."""
    ruleset = make_ruleset("inwo")
    seats = SEATS[:players]
    session = Session(
        ruleset,
        {"players": list(seats), "seed": seed, "options": dict(ruleset.options)},
        ruleset.setup(seats, seed),
    )
    rnd = random.Random(policy)
    attacks = 0
    for _ in range(250):
        if session.state.phase == "over":
            break
        seat = ruleset.must_act(session.state)
        legal = ruleset.legal(session.state, seat)
        attack = session.state.mark("attack")
        if attack is not None:
            attacks += 1
            wrong = [
                c for c in legal if c.name == "aid" and c.get("side") == "attack" and c.get("group") == attack["target"]
            ]
            assert not wrong, f"{seat} is offered {ruleset.label(wrong[0])}"
        session.submit(rnd.choices(legal, [WEIGHTS.get(c.name, 1) for c in legal])[0])
    assert attacks
