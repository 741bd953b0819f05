"""The keys of a game's `card_rules` entries, declared once by its ruleset (`Ruleset.card_rule_fields`).

Some games keep a card's extra rules by card id (INWO's Power, Resistance and alignments). The game's reader
refuses a key it does not declare here, and the deck editor's card form draws one widget per key that applies
to the card's deck: a spin box for a whole number, a list to pick one value from, a checkable list for several,
checkable words for free attributes, and a box of fields for a mapping. What an entry means stays the reader's:
the form checks an entry by building the game's ruleset with it, as `cardtable pack check` does
(`core.content.cardrules.rules_defect`).

>>> power = RuleField("power", "Power", "its attack strength", WHOLE)
>>> [f.key for f in fields_for((power, RuleField("plot", "Plot", "what it does", ONE, ("plot",))), "group")]
['power']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from core.engine.valueclass import valueclass

WHOLE = "whole"  # a whole number from `low` to `high`
ONE = "one"  # one of `choices` ("" stands for leaving the key out, shown as `unset`)
SOME = "some"  # a list of some of `choices`
WORDS = "words"  # a list of free words; the form offers the words the game's own entries use
RECORD = "record"  # a mapping of `parts`
KEPT = "kept"  # a value the form shows and keeps as written, without editing it (a list of computed abilities)
KINDS = (WHOLE, ONE, SOME, WORDS, RECORD, KEPT)


@valueclass
class RuleField:
    """One key of a card_rules entry: what it holds, for which decks' cards, and what the reader assumes without it.

    `default` is what the reader takes when the key is left out (the form leaves such a value out); `optional`
    whole numbers may be left out to mean `unset` (INWO's transferable Power: all of it). `when` names a
    sibling key and the value that makes this key count (a Plot's `draw` only for a draw Plot).
    """

    key: str
    label: str
    help: str
    kind: str
    decks: tuple[str, ...] = ()  # the card decks whose entries hold it; () every deck
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 99
    default: Any = None
    optional: bool = False
    unset: str = ""
    when: tuple[str, str] | None = None
    parts: tuple[RuleField, ...] = ()


def fields_for(fields: Iterable[RuleField], deck: str) -> tuple[RuleField, ...]:
    """The fields an entry for a card of `deck` holds, in their declared order."""
    return tuple(f for f in fields if not f.decks or deck in f.decks)


def keys(fields: Iterable[RuleField]) -> frozenset[str]:
    """Every key the fields declare, whatever the deck: the keys a reader accepts."""
    return frozenset(f.key for f in fields)
