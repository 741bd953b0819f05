"""Every ruleset declares the shape of what it keeps (core/rules/shapes.py), and what it keeps in play fits it.

The loader checks a save's marks, reaction windows and pending choices against
the declaration, and leaves a mark the ruleset does not declare unchecked (so a
game given a new mark still loads its saves). This contract test is what makes
the declarations whole: it plays random games of every ruleset and fails naming
each mark, reaction-window kind or choice kind met in play that its ruleset does
not declare, and each value that does not fit its declared shape. Every ruleset
declares its window and choice kinds (an empty set when it opens none), and the
release saves' windows are of declared kinds too.
"""

from __future__ import annotations

import random

import pytest
from paths import FIXTURES

from core.engine import events as E
from core.engine.session import Session
from core.rules.shapes import BadShape, Seen, StateShape
from core.rulesets import RULESETS, make_ruleset
from core.saves.savefile import load_save

SEATS = ("Red", "Blue", "Green")


class Met:
    """What a random game met: its marks, its reaction-window and choice kinds, and the values that misfit."""

    def __init__(self) -> None:
        self.marks: set[str] = set()
        self.windows: set[str] = set()
        self.kinds: set[str] = set()
        self.misfits: list[str] = []


def _play(game: str, seed: int, steps: int, met: Met) -> None:
    """Play a random game, adding what it meets to `met`."""
    ruleset = make_ruleset(game)
    shape = ruleset.state_shape
    session = Session(
        ruleset, {"players": list(SEATS), "seed": seed, "options": dict(ruleset.options)}, ruleset.setup(SEATS, seed)
    )
    seen = Seen(SEATS, lambda card, what: ruleset.library.get(card) and None)
    rnd = random.Random(seed)
    for _ in range(steps):
        state = session.state
        met.marks.update(state.marks)
        try:
            shape.check_marks(state.marks, seen)
        except BadShape as err:
            met.misfits.append(f"{game}: {err}")
        if state.pending is not None:
            met.kinds.add(state.pending.kind)
        if state.window is not None:
            met.windows.add(state.window.kind)
        if state.phase == "over":
            break
        legal = ruleset.legal(state, ruleset.must_act(state))
        if not legal:
            break
        session.submit(rnd.choice(legal))


def _release_windows(game: str) -> set[str]:
    """The reaction-window kinds the release-0.1 save of `game` opens (none for a game without one)."""
    path = FIXTURES / "release-0.1" / f"{game}.cardtable"
    if not path.exists():
        return set()
    return {e.kind for r in load_save(path).session.line for e in r.events if isinstance(e, E.WindowOpened)}


def undeclared(game: str, met: Met) -> list[str]:
    """One line per kind of thing met in play that the ruleset of `game` does not declare."""
    shape = make_ruleset(game).state_shape
    out = []
    marks = shape.undeclared(met.marks, SEATS)
    if marks:
        out.append(f"{game}: marks met in play but not declared in its state_shape: {', '.join(marks)}")
    for what, declared, found in (
        ("reaction-window", shape.windows, met.windows),
        ("choice", shape.choices, met.kinds),
    ):
        if declared is None:
            out.append(f"{game}: its state_shape does not declare its {what} kinds")
        elif found - declared:
            out.append(f"{game}: {what} kinds met in play but not declared: {', '.join(sorted(found - declared))}")
    return out


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_every_mark_window_and_choice_met_in_play_is_declared_and_fits(request, game):
    met = Met()
    for seed in range(6 if request.config.slow else 2):
        _play(game, seed, 400 if request.config.slow else 200, met)
    met.windows |= _release_windows(game)
    assert not undeclared(game, met), "\n".join(undeclared(game, met))
    assert not met.misfits, "\n".join(sorted(set(met.misfits))[:10])


def test_an_undeclared_window_kind_fails_naming_it():
    met = Met()
    met.windows = {"sabotage", "ambush"}
    assert undeclared("ti4", met) == ["ti4: reaction-window kinds met in play but not declared: ambush"]


def test_a_ruleset_that_declares_no_window_kinds_fails(monkeypatch):
    ruleset = make_ruleset("1819")
    monkeypatch.setattr(type(ruleset), "state_shape", StateShape(marks=ruleset.state_shape.marks, choices=frozenset()))
    assert undeclared("1819", Met()) == ["1819: its state_shape does not declare its reaction-window kinds"]
