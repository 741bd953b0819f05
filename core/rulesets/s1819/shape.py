"""The shape of what 1819 keeps in its state (core/rules/shapes.py): the loader refuses a save whose marks do not fit.

The marks are those core/rulesets/s1819/common.py describes, declared as the
code reads them.
"""

from __future__ import annotations

from typing import Any

from core.rules.shapes import (
    Card,
    Checked,
    Flag,
    ListOf,
    MapOf,
    Record,
    Seat,
    StateShape,
    Text,
    Turns,
    Whole,
    words,
)

FACTION = words("british", "malay")


def _war_settles(war: Any) -> bool:
    """Once a war is fought (donate or spoils), it knows its winner, its loser and what is owed."""
    return war["stage"] in ("defend", "assist") or all(key in war for key in ("winner", "loser", "owed"))


WAR = Checked(
    Record(
        {
            "attacker": Seat(),
            "defender": Seat(),
            "stage": words("defend", "assist", "donate", "spoils"),
            "waiting": Seat(),
            "queue": ListOf(Seat()),
            "tokens": MapOf(Seat(), Whole()),
        },
        optional={"asked": ListOf(Seat()), "winner": Seat(), "loser": Seat(), "owed": Whole()},
    ),
    _war_settles,
    "a war past its dice needs its winner, loser and what is owed",
)

SHAPE = StateShape(
    marks={
        "actions": Whole(),
        "attached": MapOf(Card(), Card()),
        "cleared": MapOf(Text(), Whole()),
        "covered": ListOf(Text()),
        "events_out": Flag(),
        "facedown": ListOf(Card()),
        "factions": MapOf(Seat(), FACTION),
        "first": Seat(),
        "funding": Record({"seats": ListOf(Seat()), "works": MapOf(Seat(), Whole())}),
        "leaders": MapOf(Seat(), Text()),
        "moving": ListOf(Card()),
        "multiplier": Whole(),
        "population": MapOf(Text(), Whole()),
        "port": Whole(),
        "raid": Turns(extra={"by": Seat()}),
        "scores": MapOf(Seat(), Whole(least=None)),
        "secret:commit": MapOf(Seat(), ListOf(Card())),
        "secret:swap": Record({"seat": Seat(), "new": ListOf(Card())}),
        "settling": Card(),
        "stronghold": MapOf(FACTION, Whole()),
        "tracks": MapOf(words("tax", "works"), ListOf(Card())),
        "treaty": Card(),
        "vice": MapOf(FACTION, Whole()),
        "villages": MapOf(Text(), MapOf(Seat(), Whole())),
        "war": WAR,
    },
    choices=frozenset({"keep", "swap", "flip", "settle", "rehome", "move"}),
    windows=frozenset(),  # 1819 opens no reaction window
)
