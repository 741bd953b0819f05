"""Resolving the generic effect verbs of core/rules/effects.py: gain, steal, rival_loses, draw and table.

Every game moves resources the same way for these verbs; what differs is
configured by the ruleset: how it draws (which deck, what follows a draw, such
as a hand limit) and what it does with its own verbs (discard, charge, ...).
Verbs a game leaves to the cost or to a reaction window (pay, dice, cancel,
counter) go to `other` like any verb not listed here.

>>> from core.engine.state import GameState
>>> d, drawn = Draft(GameState("sandbox", ("A", "B"), resources={"A": {"gold": 0}, "B": {"gold": 3}})), []
>>> resolve(Costs(), d, "A", (("steal", {"gold": 2}), ("draw", 1)), "B", drawn.append)
>>> d.state.amount("A", "gold"), d.state.amount("B", "gold"), drawn
(2, 1, [1])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.engine import events as E
from core.engine.draft import Draft
from core.rules.mechanics.costs import Costs


def resolve(
    costs: Costs,
    draft: Draft,
    seat: str,
    steps: tuple,
    target: str | None,
    draw: Callable[[int], None],
    table: str | None = None,
    other: Callable[[str, Any], None] | None = None,
) -> None:
    """Carry out `steps` for `seat` (against `target`), in order.

    `draw(n)` draws n cards; `table` names the card whose ``table`` steps are
    noted in the log (None leaves them to `other`); `other(verb, arg)` gets
    every other verb.
    """
    for verb, arg in steps:
        if verb == "gain":
            for r, n in arg.items():
                costs.gain(draft, seat, r, n)
        elif verb == "steal":
            assert target is not None, "the game refuses a card aimed at a rival without one"
            for r, n in arg.items():
                costs.gain(draft, seat, r, costs.lose(draft, target, r, n))
        elif verb == "rival_loses":
            assert target is not None, "the game refuses a card aimed at a rival without one"
            for r, n in arg.items():
                costs.lose(draft, target, r, n)
        elif verb == "draw":
            draw(arg)
        elif verb == "table" and table is not None:
            draft.emit(E.Noted(seat, f"{table}: the table will {arg}"))
        elif other is not None:
            other(verb, arg)
