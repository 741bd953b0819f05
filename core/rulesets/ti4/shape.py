"""The shape of what TI4 keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

The marks are those core/rulesets/ti4/common.py describes, declared as the
code reads them.
"""

from __future__ import annotations

from core.rules.shapes import (
    Anything,
    Card,
    Flag,
    ListOf,
    MapOf,
    Maybe,
    Record,
    Seat,
    StateShape,
    Text,
    Turns,
    Whole,
    words,
)

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
        "agenda": Turns(
            extra={
                "name": Text(),
                "number": Whole(),
                "votes": MapOf(Seat(), ListOf(Anything())),
                "out": ListOf(Seat()),
            },
            optional={"tied": ListOf(Text())},
        ),
        "agenda-discard": ListOf(Text()),
        "custodians": Seat(),
        "law-owners": MapOf(Text(), Text()),
        "objectives": ListOf(Text()),
        "scored": MapOf(Seat(), ListOf(Text())),
        "scoring": MapOf(Seat(), ListOf(words("public", "secret"))),
        "secret-scored": ListOf(Text()),
        "secret:agendas": ListOf(Text()),
        "secret:deck": ListOf(Text()),
        "secret:public": ListOf(Text()),
        "secret:{seat}:objectives": ListOf(Text()),
        "secret:{seat}:peek": ListOf(Text()),
        "techs": MapOf(Seat(), ListOf(Text())),
        "kept": MapOf(Seat(), ListOf(Text())),
        "disgraced": Record({"seat": Seat(), "card": Text()}),
    },
    choices=frozenset({"scheming", "discard-to-limit"}),
)
