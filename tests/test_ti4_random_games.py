"""Random legal TI4 games of at least two whole rounds, with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for (now and then another seat interrupts with a card), and checks the
invariants: every card in exactly one zone, no seat's view showing another
seat's hand, undo then redo changing nothing, and the journal folded from the
start (and a saved and loaded game) giving the live state.
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

PROGRESS = ("pass", "end-turn", "decline", "choose", "advance", "gain-tokens", "pick", "end-combat")
RARE = {"score": 0.03, "reveal": 0.05, "research": 0.02, "trade": 0.3, "enact": 0.3,
        "declare-combat": 0.3}
SEATS = ("Red", "Blue", "Green", "Yellow", "Purple", "Black")


def _pick(state, legal, rnd: random.Random, steps_in_phase: int):
    names = sorted({c.name for c in legal})
    if steps_in_phase > 10 * len(state.seats):
        names = [n for n in names if n in PROGRESS] or names
    name = rnd.choices(names, [RARE.get(n, 1.0) for n in names])[0]
    return rnd.choice([c for c in legal if c.name == name])


def _play(players: int, seed: int, policy: int, folder: Path, options: dict) -> Session:
    seats = SEATS[:players]
    ruleset = make_ruleset("ti4", options)
    session = Session(ruleset, {"players": list(seats), "seed": seed, "options": dict(ruleset.options)},
                      ruleset.setup(seats, seed))
    rnd = random.Random(policy)
    steps, in_phase, phase = 0, 0, None
    while session.state.phase != "over" and session.state.round <= 2:
        steps += 1
        assert steps < 4000, "the rounds do not end"
        state = session.state
        in_phase = in_phase + 1 if state.phase == phase else 0
        phase = state.phase
        seat = ruleset.must_act(state)
        if rnd.random() < 0.05:
            other = rnd.choice([s for s in state.seats if s != seat])
            interrupt = [c for c in ruleset.legal(state, other) if c.name == "play"]
            if interrupt:
                session.submit(rnd.choice(interrupt))
                continue
        legal = ruleset.legal(state, seat)
        assert legal, f"{seat} has no legal command in {state.phase} {state.step}"
        session.submit(_pick(state, legal, rnd, in_phase))
        check_cards(ruleset, session.state)
        if steps % 3 == 0:
            check_views(session.state, ruleset, sizes_public=True)
        shake(session, rnd, folder, steps)
    return session


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 6), seed=st.integers(0, 10**6), policy=st.integers(0, 10**6),
       picks=st.sampled_from(["auto", "one"]), factions=st.booleans(), limit=st.sampled_from([3, 7]))
def test_random_ti4_games_keep_their_invariants(players, seed, policy, picks, factions, limit):
    options = {"picks": picks, "hand_limit": limit}
    if factions:
        options.update(yssaril=SEATS[1], hacan=SEATS[2], neural_motivator=[SEATS[0]])
    with tempfile.TemporaryDirectory() as tmp:
        session = _play(players, seed, policy, Path(tmp), options)
        state = session.state
        assert state.round > 2 or state.winner is not None
        if state.winner is not None:
            assert state.amount(state.winner, "vp") >= 10
        check_end(session, Path(tmp))
