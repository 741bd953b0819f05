"""The shape of what INWO keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

INWO keeps the attack under way (``attack``) and the first player (``first``),
declared as core/rulesets/inwo/attack.py reads them.
"""

from __future__ import annotations

from core.rules.shapes import Card, Checked, Flag, ListOf, Maybe, Record, Seat, StateShape, Text, Whole, words

AID = Checked(ListOf(Text()), lambda aid: len(aid) == 3, "an aid is [player, group, side]")
PLOT = Checked(ListOf(Text()), lambda plot: len(plot) == 4, "a plot is [player, card, side, token from]")

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
            }
        ),
        "first": Seat(),
    },
    choices=frozenset({"goal-limit"}),
)
