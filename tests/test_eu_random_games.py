"""Random legal EU games of a whole Age (4 rounds), with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for, and checks the invariants: every card in exactly one zone, no seat's
view showing another seat's hand, undo then redo changing nothing, and the
journal folded from the start (and a saved and loaded game) giving the live
state.
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

PROGRESS = ("event", "pass", "end-turn", "battle-pass", "roll", "retreat", "decline", "choose", "keep", "upkeep",
            "advance", "draw")
RARE = {"battle": 0.15, "lead": 0.1, "continue": 0.3}


def _pick(ruleset, state, legal, rnd: random.Random, actions_steps: int):
    names = sorted({c.name for c in legal})
    if state.phase == "actions" and actions_steps > 12 * len(state.seats):
        hurry = [n for n in names if n in PROGRESS]
        names = hurry or names
    weights = [RARE.get(n, 1.0) for n in names]
    name = rnd.choices(names, weights)[0]
    return rnd.choice([c for c in legal if c.name == name])


def _play(players: int, seed: int, policy: int, folder: Path, options: dict) -> Session:
    seats = ("Red", "Blue", "Green", "Yellow")[:players]
    ruleset = make_ruleset("eu", {"ages": 1, **options})
    session = Session(ruleset, {"players": list(seats), "seed": seed}, ruleset.setup(seats, seed))
    rnd = random.Random(policy)
    actions_steps, steps = 0, 0
    while session.state.phase != "over":
        steps += 1
        assert steps < 5000, "the game does not end"
        state = session.state
        seat = ruleset.must_act(state)
        if rnd.random() < 0.05:
            seat = rnd.choice([s for s in state.seats if s != seat] or [seat])
            interrupt = ruleset.legal(state, seat)
            if interrupt:
                session.submit(rnd.choice(interrupt))
                continue
            seat = ruleset.must_act(state)
        legal = ruleset.legal(state, seat)
        assert legal, f"{seat} has no legal command in {state.phase} {state.step}"
        actions_steps = actions_steps + 1 if state.phase == "actions" else 0
        session.submit(_pick(ruleset, state, legal, rnd, actions_steps))
        check_cards(ruleset, session.state)
        if steps % 3 == 0:
            check_views(session.state)
        shake(session, rnd, folder, steps)
    return session


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), policy=st.integers(0, 10**6),
       ruler=st.sampled_from(["anytime", "own-turn"]), general=st.sampled_from(["first-round", "any-round", "off"]))
def test_random_eu_games_keep_their_invariants(players, seed, policy, ruler, general):
    with tempfile.TemporaryDirectory() as tmp:
        session = _play(players, seed, policy, Path(tmp), {"ruler_reaction": ruler, "defender_general": general})
        state = session.state
        assert state.round >= 4 and state.phase == "over"
        check_end(session, Path(tmp))
