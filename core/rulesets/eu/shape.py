"""The shape of what EU keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

The marks are those core/rulesets/eu/common.py describes; each is declared
here as the code reads it, so a damaged file cannot hand the rules a value
they would trip over (a battle whose sides are not its own, a number where
a mapping belongs).
"""

from __future__ import annotations

from typing import Any

from core.rules.shapes import (
    Card,
    Checked,
    Flag,
    ListOf,
    MapOf,
    Maybe,
    Record,
    Seat,
    StateShape,
    Text,
    Whole,
    words,
)


def _sides_agree(battle: Any) -> bool:
    """A battle's per-side mappings know both its sides and no other, and priority is one of them (or nobody)."""
    sides = (battle["attacker"], battle["defender"])
    return (
        all(side in battle[key] for key in ("used", "dice") for side in sides)
        and battle["priority"] in (None, *sides)
        and all(
            side in sides for key in ("players", "leaders", "used", "dice", "rolls") for side in battle.get(key, ())
        )
    )


BATTLE = Checked(
    Record(
        {
            "attacker": Text(),
            "defender": Text(),
            "at": words("land", "sea"),
            "round": Whole(least=1),
            "step": words("actions", "roll", "casualties"),
            "priority": Maybe(Text()),
            "passes": Whole(most=2),
            "leaders": MapOf(Text(), Maybe(Card())),
            "used": MapOf(Text(), ListOf(Text())),
            "dice": MapOf(Text(), ListOf(Text())),
            "rolls": MapOf(Text(), ListOf(Whole(least=1, most=1000))),
        },
        optional={"players": MapOf(Text(), ListOf(Seat(), unique=True))},  # a battle saved before allies has none
    ),
    _sides_agree,
    "its sides, priority and per-side mappings disagree",
)

SHAPE = StateShape(
    marks={
        "acted": Flag(),
        "battle": BATTLE,
        "battle-bonus": Whole(),
        "draws": Whole(),
        "event_taken": ListOf(Seat()),
        "final": MapOf(Seat(), words("free", "event")),
        "first": Seat(),
        "focus_taken": ListOf(Seat()),
        "passed": ListOf(Seat()),
        "placed": MapOf(Card(), Whole()),
        "realms": MapOf(Text(), Record({"name": Text(), "colour": Text()})),
        "resolving": Record({"seat": Seat(), "card": Card(), "action": Maybe(Whole(most=20)), "target": Maybe(Text())}),
        "roles": MapOf(Card(), words("advisor", "general", "admiral", "ruler")),
        "secret:drawn": MapOf(Seat(), ListOf(Card())),
    },
    choices=frozenset({"discard-to-limit", "charge"}),
    windows=frozenset({"answer", "covert"}),  # a card played that may be answered, a covert action
)
