"""Zone ids and who may see into each zone.

Every card sits in exactly one zone. A zone id names its kind and, for zones
that belong to someone, the owner: ``hand:Red``, ``deck:action``,
``discard:action``, ``display:Red``, ``appointed:Red``, ``table`` (cards being
resolved) and ``box`` (out of the game). Index 0 of a zone is its top.

>>> hand("Red"), owner("hand:Red"), kind("discard:action")
('hand:Red', 'Red', 'discard')
>>> visible_to("hand:Red", "Red"), visible_to("hand:Red", "Blue"), visible_to("deck:action", "Red")
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

PUBLIC = "public"
EVERYTHING = "*"

HIDDEN_KINDS = ("deck", "box")
PRIVATE_KINDS = ("hand",)


def hand(seat: str) -> str:
    """The zone of a seat's hand, which only that seat sees into."""
    return f"hand:{seat}"


def deck(name: str) -> str:
    """The zone of a draw deck, which nobody sees into."""
    return f"deck:{name}"


def discard(name: str) -> str:
    """The zone of a deck's discard pile, face up for everyone."""
    return f"discard:{name}"


def display(seat: str) -> str:
    """The zone of the cards a seat has on display, face up for everyone."""
    return f"display:{seat}"


def appointed(seat: str) -> str:
    """The zone of the characters a seat has appointed, face up for everyone."""
    return f"appointed:{seat}"


TABLE = "table"
BOX = "box"


def kind(zone: str) -> str:
    """The kind of a zone: hand, deck, discard, display, appointed, table, box."""
    return zone.split(":", 1)[0]


def owner(zone: str) -> str | None:
    """The seat or deck a zone belongs to, or None for shared zones."""
    parts = zone.split(":", 1)
    return parts[1] if len(parts) == 2 else None


def place_words(zone: str, decks: Mapping[str, str]) -> str:
    """A zone in players' words, given the game's deck names (deck id -> name).

    A seat's own deck is ``<deck id>-<seat>``; a deck named "... deck" takes "the".

    >>> decks = {"adm": "Administrative deck", "plot": "Plot cards"}
    >>> [place_words(z, decks) for z in ("deck:adm", "deck:plot-Red", "deck:x", "box", "hand:Red")]
    ['the Administrative deck', "Red's Plot cards", 'the x deck', 'the box', "Red's hand"]
    >>> place_words("discard:adm", decks), place_words("appointed:Red", decks)
    ('the discard pile of the Administrative deck', "Red's appointed cards")
    """
    k, name = kind(zone), owner(zone)
    if name is None:
        return "the box" if zone == BOX else f"the {zone}"
    if k == "discard":
        return f"the discard pile of {place_words(deck(name), decks)}"
    if k != "deck":
        return f"{name}'s " + {"appointed": "appointed cards"}.get(k, k)
    base, _, seat = name.rpartition("-")
    if name not in decks and base in decks:
        return f"{seat}'s {decks[base]}"
    named = decks.get(name, f"{name} deck")
    return f"the {named}" if named.lower().endswith("deck") else named


@lru_cache(maxsize=4096)
def visible_to(zone: str, viewer: str | None) -> bool:
    """Whether `viewer` (a seat, PUBLIC or EVERYTHING) sees which cards are in the zone.

    Asked for every event a view, a redaction or an undo meets, about a few dozen
    zones, so the answers are kept.
    """
    if viewer == EVERYTHING:
        return True
    k = kind(zone)
    if k in HIDDEN_KINDS:
        return False
    if k in PRIVATE_KINDS:
        return owner(zone) == viewer
    return True


@lru_cache(maxsize=4096)
def learners(src: str, dst: str, seats: tuple[str, ...]) -> tuple[str, ...]:
    """The seats that see into `dst` but not into `src`: who learns which card a move between them is."""
    return tuple(s for s in seats if visible_to(dst, s) and not visible_to(src, s))


def seats_seeing(zone: str, seats: tuple[str, ...]) -> tuple[str, ...]:
    """The seats that see into a zone."""
    return tuple(s for s in seats if visible_to(zone, s))
