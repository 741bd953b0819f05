"""Random legal EU games of a whole Age (4 rounds), with undo, redo, saving and loading along the way.

Each step takes a command from `ruleset.legal` for the seat the game waits
for, and checks the invariants: every card in exactly one zone, no seat's
view showing another seat's hand, undo then redo changing nothing, and the
journal folded from the start (and a saved and loaded game) giving the live
state.
"""

from __future__ import annotations

import json
import random
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import zones as Z
from core.fold import fold
from core.rulesets import make_ruleset
from core.savefile import load_save, write_save
from core.session import Session
from core.views import view

PROGRESS = ("event", "pass", "end-turn", "battle-pass", "roll", "retreat", "decline", "choose", "keep", "upkeep",
            "advance", "draw")
RARE = {"battle": 0.15, "lead": 0.1, "continue": 0.3}


def _check_cards(ruleset, state) -> None:
    counts = Counter(c for cards in state.zones.values() for c in cards)
    assert set(counts) == set(ruleset.library.instances()), "a card is missing or unknown"
    assert max(counts.values()) == 1, f"a card is in two zones: {counts.most_common(1)}"


def _check_views(state) -> None:
    for seat in state.seats:
        others = {c for s in state.seats if s != seat for c in state.zone(Z.hand(s))}
        seen = view(state, seat)
        leaked = others & seen.visible_card_ids()
        assert not leaked, f"{seat} sees {leaked}"
        marks = json.dumps({k: v for k, v in seen.marks.items()}, default=lambda v: dict(v) if hasattr(v, "items") else list(v))
        assert not [c for c in others if f'"{c}"' in marks], f"{seat}'s view of the marks names a hidden card"


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
        _check_cards(ruleset, session.state)
        if steps % 3 == 0:
            _check_views(session.state)
        if rnd.random() < 0.08:
            before = session.state
            session.undo(consent=True)
            session.redo()
            assert session.state == before, "undo then redo changed the state"
        if rnd.random() < 0.03:
            session.undo(consent=True)
        if rnd.random() < 0.01:
            path = folder / f"mid-{steps}.cardtable"
            write_save(session, path)
            assert load_save(path).session.state == session.state, "a saved and loaded game differs"
    return session


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), policy=st.integers(0, 10**6),
       ruler=st.sampled_from(["anytime", "own-turn"]), general=st.sampled_from(["first-round", "any-round", "off"]))
def test_random_eu_games_keep_their_invariants(players, seed, policy, ruler, general):
    with tempfile.TemporaryDirectory() as tmp:
        session = _play(players, seed, policy, Path(tmp), {"ruler_reaction": ruler, "defender_general": general})
        state = session.state
        assert state.round >= 4 and state.phase == "over"
        events = [e for commit in session.line for e in commit.events]
        assert fold(session.initial, events) == state, "folding the journal does not give the live state"
        path = Path(tmp) / "end.cardtable"
        write_save(session, path)
        assert load_save(path).session.state == state, "a saved and loaded game differs"
