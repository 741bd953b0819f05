"""Folding events from an untrusted file: check each event can apply before applying it.

`apply` trusts its events, because `decide` made them. Events read from a save
were made by whoever wrote the file, so the loader checks each one against
the state it meets first (the card is in the zone it leaves, a window is open
before it is answered, a reshuffle neither creates nor loses cards) and turns
any defect into a ValueError naming the problem. The checks of each event
type are core/saves/eventchecks.py; an event of a type without checks whose
applier fails is reported the same way.

Each event type has two kinds of check: those that depend on the event alone
(its zone ids, its cards, its numbers) and those that depend on the state it
meets. A long save repeats the same few events thousands of times, so
`Context.read` builds each distinct event and runs its first kind of check
once, and only the second kind runs for every event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from core.content.cards import CardLibrary
from core.engine import events as E
from core.engine.cardids import BadCardId, parse_card_id
from core.engine.fold import APPLIERS
from core.engine.state import GameState
from core.rules.shapes import NO_SHAPE, Seen, StateShape
from core.saves.eventjson import from_json
from core.saves.values import check_value

MAX_ZONE_ID = 64
MAX_KNOWN = 4096  # distinct events of one type kept; a type that varies more (a running total) is not kept
StateCheck = Callable[[GameState, Any, "Context"], None]
"""A check of one event type against the state it meets (its event is of that type)."""
EventCheck = Callable[[Any, "Context"], None]
"""A check of one event type on the event alone."""
CHECKS: dict[type, StateCheck] = {}
EVENT_CHECKS: dict[type, EventCheck] = {}
EXACT = (int, bool, float)  # JSON numbers and booleans: equal as keys across classes (1 == 1.0 == True)


class Known:
    """What a loader has already built from JSON objects, keyed by each object's items, so each distinct
    object is built and checked once. As JSON's true, 1 and 1.0 are equal keys, a hit also needs every
    number to be of the class it was the first time; at most `most` objects are kept."""

    __slots__ = ("_made", "most")

    def __init__(self, most: int = 1 << 62) -> None:
        self._made: dict[tuple[Any, ...], tuple[Any, tuple[tuple[Any, type], ...]]] = {}
        self.most = most

    def find(self, raw: Any) -> tuple[tuple[Any, ...] | None, Any]:
        """(the key of `raw` or None when it has none, what was built from it or None)."""
        try:
            key = tuple(raw.items())
            known = self._made.get(key)
        except (AttributeError, TypeError):
            return None, None
        if known is None:
            return key, None
        value, exact = known
        for name, cls in exact:
            if raw[name].__class__ is not cls:
                return key, None
        return key, value

    def keep(self, key: tuple[Any, ...] | None, value: Any) -> None:
        """Keep what was built from the object whose key is `key` (none without a key, or when full)."""
        if key is not None and len(self._made) < self.most:
            self._made[key] = (value, tuple((k, v.__class__) for k, v in key if v.__class__ in EXACT))


class Context:
    """What the checks need besides the state: the card library, whether '?' cards are expected, the shape
    the ruleset declares of its state, and what has already been found good (card and zone ids, distinct events)."""

    def __init__(self, library: CardLibrary, redacted: bool = False, shape: StateShape = NO_SHAPE) -> None:
        self.library = library
        self.redacted = redacted
        self.shape = shape
        self._seen: Seen | None = None
        self.laid = False  # the set-up is over: from now on no event may create or lose a card
        self._cards: set[str] = set()
        self._zones: set[str] = set()
        self._events = Known()
        self._kept: dict[type, int] = {}
        self.varying: set[type] = set()  # event types met in too many forms to keep (running totals)
        self.varying_types: set[str] = set()  # their names, so their objects are not even keyed

    def card(self, card: str, what: str) -> None:
        """Check that `card` is a card of this game (or a hidden one, in a redacted replay); raises ValueError."""
        if card in self._cards:
            return
        hidden = card == E.HIDDEN or card.startswith(E.HIDDEN + "#")
        if hidden and not self.redacted:
            raise ValueError(f"{what}: a hidden card '?' in a save that is not a redacted replay")
        if card == E.HIDDEN:
            return
        try:
            definition, copy = parse_card_id(card)
        except BadCardId as err:
            raise ValueError(f"{what}: {err}") from None
        if hidden:
            return
        known = self.library.defs.get(definition)
        if known is None:
            raise ValueError(f"{what}: card {card!r} is not in this game")
        if copy > known.copies:
            raise ValueError(f"{what}: card {card!r} is not in this game ({definition} has {known.copies} copies)")
        self._cards.add(card)

    def cards(self, cards: Iterable[str], what: str) -> None:
        """Check each card as `card` does, and that none is listed twice; raises ValueError."""
        seen = set()
        for card in cards:
            self.card(card, what)
            if card in seen and card != E.HIDDEN:
                raise ValueError(f"{what}: card {card!r} is listed twice")
            seen.add(card)

    def seen(self, state: GameState) -> Seen:
        """What a shape check needs: the game's players, and this context's test of a card."""
        if self._seen is None or self._seen.seats != state.seats:
            self._seen = Seen(state.seats, self.card)
        return self._seen

    def zone(self, zone: str, what: str) -> None:
        """Check that `zone` is a well-formed zone id; raises ValueError."""
        if zone in self._zones:
            return
        if not zone or len(zone) > MAX_ZONE_ID or zone.count(":") > 1 or any(c.isspace() for c in zone):
            raise ValueError(f"{what}: {zone!r} is not a zone")
        self._zones.add(zone)

    def read(self, item: Any) -> E.Event:
        """An event from its JSON object, with the checks that need no state done; raises ValueError.

        Each distinct object is built and checked once. It is keyed by its items;
        as JSON's true, 1 and 1.0 are equal keys, a hit also needs every number
        to be of the class it was the first time. A type seen with more than
        MAX_KNOWN different objects (it carries a running total) is no longer kept.
        """
        if item.__class__ is dict and item.get("type") in self.varying_types:
            key = None
        else:
            key, event = self._events.find(item)
            if event is not None:
                return event
        check_value(item, "event")
        event = from_json(item)
        cls = event.__class__
        check = EVENT_CHECKS.get(cls)
        if check is not None:
            check(event, self)
        if key is not None and cls not in self.varying:
            self._events.keep(key, event)
            kept = self._kept[cls] = self._kept.get(cls, 0) + 1
            if kept >= MAX_KNOWN:
                self.varying.add(cls)
                self.varying_types.add(cls.type)
        return event


def checks(event_type: type[E.Event]) -> Callable[[StateCheck], StateCheck]:
    """Register the checks of an event type that depend on the state it meets."""

    def register(fn: StateCheck) -> StateCheck:
        CHECKS[event_type] = fn
        return fn

    return register


def event_checks(event_type: type[E.Event]) -> Callable[[EventCheck], EventCheck]:
    """Register the checks of an event type that depend on the event alone (made once per distinct event)."""

    def register(fn: EventCheck) -> EventCheck:
        EVENT_CHECKS[event_type] = fn
        return fn

    return register


APPLY_ERRORS = (LookupError, AttributeError, TypeError, ValueError, ArithmeticError)


def _cannot(event: E.Event, err: Exception) -> ValueError:
    return ValueError(f"event {event.type!r} cannot be applied here ({type(err).__name__}: {str(err)[:80]})")


def _fold_one(state: GameState, event: E.Event, ctx: Context) -> GameState:
    """One event already checked on its own, checked against the state it meets and applied; raises ValueError."""
    check = CHECKS.get(event.__class__)
    if check is not None:
        check(state, event, ctx)
    try:
        return APPLIERS[event.__class__](state, event)
    except APPLY_ERRORS as err:
        raise _cannot(event, err) from None


def checked_apply(state: GameState, event: E.Event, ctx: Context) -> GameState:
    """Apply one event from a file after checking it can apply; raises ValueError."""
    check = EVENT_CHECKS.get(type(event))
    if check is not None:
        check(event, ctx)
    return _fold_one(state, event, ctx)


def checked_fold(state: GameState, events: Iterable[E.Event], ctx: Context) -> GameState:
    """Apply events from a file one by one, each checked first; raises ValueError."""
    for event in events:
        state = checked_apply(state, event, ctx)
    return state


def read_and_fold(state: GameState, items: list[Any], ctx: Context) -> tuple[tuple[E.Event, ...], GameState]:
    """A record's events from their JSON objects, each checked against the state it meets and folded.

    Raises ValueError naming the event by its position (from 1).
    """
    out = []
    read = ctx.read
    i = 0
    try:
        for item in items:
            i += 1
            event = read(item)
            state = _fold_one(state, event, ctx)
            out.append(event)
    except ValueError as err:
        raise ValueError(f"event {i}: {err}") from None
    return tuple(out), state


def refold(state: GameState, events: tuple[E.Event, ...], ctx: Context) -> GameState:
    """Events already read (and checked on their own) checked against the state they meet and folded.

    Raises ValueError naming the event by its position (from 1), as `read_and_fold` does.
    """
    i = 0
    try:
        for event in events:
            i += 1
            state = _fold_one(state, event, ctx)
    except ValueError as err:
        raise ValueError(f"event {i}: {err}") from None
    return state
