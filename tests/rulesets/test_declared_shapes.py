"""Every ruleset declares the shape of what it keeps (core/rules/shapes.py), and what it keeps in play fits it.

The loader checks a save's marks and pending choices against the declaration,
and leaves a mark the ruleset does not declare unchecked (so a game given a
new mark still loads its saves). This contract test is what makes the
declarations whole: it plays random games of every ruleset and fails naming
each mark or choice kind met in play that its ruleset does not declare, and
each value that does not fit its declared shape.
"""

from __future__ import annotations

import random

import pytest

from core.engine.session import Session
from core.rules.shapes import BadShape, Seen
from core.rulesets import RULESETS, make_ruleset

SEATS = ("Red", "Blue", "Green")


def _play(game: str, seed: int, steps: int) -> tuple[set[str], set[str], list[str]]:
    """Play a random game; returns (marks met, choice kinds met, values that do not fit their shape)."""
    ruleset = make_ruleset(game)
    shape = ruleset.state_shape
    session = Session(
        ruleset, {"players": list(SEATS), "seed": seed, "options": dict(ruleset.options)}, ruleset.setup(SEATS, seed)
    )
    seen = Seen(SEATS, lambda card, what: ruleset.library.get(card) and None)
    rnd = random.Random(seed)
    marks: set[str] = set()
    kinds: set[str] = set()
    misfits: list[str] = []
    for _ in range(steps):
        state = session.state
        marks.update(state.marks)
        try:
            shape.check_marks(state.marks, seen)
        except BadShape as err:
            misfits.append(f"{game}: {err}")
        if state.pending is not None:
            kinds.add(state.pending.kind)
        if state.phase == "over":
            break
        legal = ruleset.legal(state, ruleset.must_act(state))
        if not legal:
            break
        session.submit(rnd.choice(legal))
    return marks, kinds, misfits


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_every_mark_and_choice_met_in_play_is_declared_and_fits(request, game):
    games = 6 if request.config.slow else 2
    marks: set[str] = set()
    kinds: set[str] = set()
    misfits: list[str] = []
    for seed in range(games):
        found = _play(game, seed, 400 if request.config.slow else 200)
        marks |= found[0]
        kinds |= found[1]
        misfits += found[2]
    shape = make_ruleset(game).state_shape
    undeclared = shape.undeclared(marks, SEATS)
    assert not undeclared, f"{game}: marks met in play but not declared in its state_shape: {', '.join(undeclared)}"
    choices = shape.choices or frozenset()
    assert kinds <= choices, f"{game}: choice kinds not declared: {', '.join(sorted(kinds - choices))}"
    assert not misfits, "\n".join(sorted(set(misfits))[:10])
