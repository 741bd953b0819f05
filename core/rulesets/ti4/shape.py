"""The shape of what TI4 keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

The marks are those core/rulesets/ti4/common.py describes, declared as the
code reads them.
"""

from __future__ import annotations

from core.rules.shapes import Card, Flag, ListOf, MapOf, Maybe, Record, Seat, StateShape, Text, Turns, Whole

SHAPE = StateShape(
    marks={
        "acted": Flag(),
        "bonus": MapOf(Text(), Whole()),
        "combat": Record({"attacker": Seat(), "defender": Seat(), "round": Whole(least=1)}),
        "exhausted": ListOf(Text()),
        "following": Turns(extra={"by": Seat(), "card": Text()}),
        "laws": ListOf(Text()),
        "neural": ListOf(Seat()),
        "passed": ListOf(Seat()),
        "resolving": Record(
            {"seat": Seat(), "card": Card(), "target": Maybe(Text()), "law": Maybe(Text()), "component": Flag()}
        ),
        "speaker": Seat(),
        "strategy": MapOf(Seat(), ListOf(Text())),
        "tactical": Flag(),
        "timing": Record({"plays": ListOf(ListOf(Text())), "last": Maybe(Text())}),
    },
    choices=frozenset({"scheming", "discard-to-limit"}),
)
