"""The shape of what TI4 keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

The marks are those core/rulesets/ti4/common.py describes, declared as the
code reads them.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.rules.shapes import (
    Anything,
    Card,
    Flag,
    Known,
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
        "combat-scored": ListOf(Seat()),
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
            optional={"tied": ListOf(Text()), "switch": MapOf(Seat(), Seat())},
        ),
        "agenda-discard": ListOf(Text()),
        "riders": ListOf(
            Record(
                {"seat": Seat(), "card": Text(), "name": Text(), "outcome": Text()},
                optional={"pools": Text(), "tech": Text()},
            )
        ),
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
    windows=frozenset({"sabotage"}),  # an action card played, which a Sabotage may cancel
)


def with_data(agendas: Iterable[str], laws: Iterable[str], objectives: Iterable[str], strategy: Iterable[str]):
    """SHAPE with every mark that names an agenda, a law, an objective or a strategy card checked against the
    game's own data (agendas.yaml, objectives.yaml, game.yaml's strategy_cards): a save naming an unknown one is
    refused on load, instead of failing when the ruleset looks it up."""
    agenda, law = Known(frozenset(agendas), "agenda"), Known(frozenset(laws), "law")
    objective, card = Known(frozenset(objectives), "objective"), Known(frozenset(strategy), "strategy card")
    marks = dict(SHAPE.marks)
    voting = marks["agenda"]
    assert isinstance(voting, Turns), "the agenda mark takes turns"
    following = marks["following"]
    assert isinstance(following, Turns), "the following mark takes turns"
    marks.update(
        {
            "agenda": Turns(extra={**voting.extra, "name": agenda}, optional=voting.optional),
            "agenda-discard": ListOf(agenda),
            "secret:agendas": ListOf(agenda),
            "secret:{seat}:peek": ListOf(agenda),
            "laws": ListOf(law),
            "law-owners": MapOf(law, Text()),
            "objectives": ListOf(objective),
            "secret:public": ListOf(objective),
            "secret:deck": ListOf(objective),
            "secret:{seat}:objectives": ListOf(objective),
            "secret-scored": ListOf(objective),
            "scored": MapOf(Seat(), ListOf(objective)),
            "strategy": MapOf(Seat(), ListOf(card)),
            "exhausted": ListOf(card),
            "following": Turns(extra={**following.extra, "card": card}, optional=following.optional),
        }
    )
    return StateShape(marks=marks, windows=SHAPE.windows, choices=SHAPE.choices)
