"""The shape of what INWO keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

INWO keeps the attack under way (``attack``), the first player (``first``), the Power Structure
(``links``: a Group -> the Group controlling it and the arrow it hangs on), Bavaria's privileged attack of the
turn (``privileged``) and the players out of the game (``out``),
declared as core/rulesets/inwo/attack.py reads them.
"""

from __future__ import annotations

from typing import Any

from core.rules.shapes import (
    Card,
    Checked,
    Either,
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

AID = Checked(ListOf(Text()), lambda aid: len(aid) == 3, "an aid is [player, group, side]")
PLOT = Checked(ListOf(Text()), lambda plot: len(plot) == 4, "a plot is [player, card, side, token from]")


def _is_link(link: Any) -> bool:
    return len(link) == 2 and isinstance(link[0], str) and isinstance(link[1], int)


LINK = Checked(ListOf(Either((Card(), Whole(most=3)))), _is_link, "a link is [master, arrow]")

SHAPE = StateShape(
    marks={
        "attack": Record(
            {
                "by": Seat(),
                "group": Card(),
                "target": Card(),
                "mode": words("control", "destroy"),
                "owner": Maybe(Seat()),
                "aid": ListOf(AID),
                "plots": ListOf(PLOT),
                "committed": Flag(),
                "modifier": Whole(least=-1000, most=1000),
            },
            {"privileged": Flag()},
        ),
        "privileged": Flag(),
        "out": ListOf(Seat(), unique=True),
        "destroyed": MapOf(Seat(), Whole()),
        "resource-taken": Flag(),
        "first": Seat(),
        "links": MapOf(Card(), LINK),
    },
    choices=frozenset({"goal-limit"}),
    windows=frozenset({"attack"}),  # an attack: core/rulesets/inwo/attack.py
)
