"""Folding events from an untrusted file: check each event can apply before applying it.

`apply` trusts its events, because `decide` made them. Events read from a save
were made by whoever wrote the file, so the loader checks each one against
the state it meets first (the card is in the zone it leaves, a window is open
before it is answered, a reshuffle neither creates nor loses cards) and turns
any defect into a ValueError naming the problem. Events of a ruleset's own
types have no checks here; if their applier fails, that is reported the same way.

Each event type has two kinds of check: those that depend on the event alone
(its zone ids, its cards, its numbers) and those that depend on the state it
meets. A long save repeats the same few events thousands of times, so
`Context.read` builds each distinct event and runs its first kind of check
once, and only the second kind runs for every event.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from core.content.cards import CardLibrary
from core.engine import events as E
from core.engine import zones as Z
from core.engine.cardids import BadCardId, parse_card_id
from core.engine.fold import APPLIERS
from core.engine.state import GameState
from core.rules.mechanics.reveals import HandShown
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
    """What the checks need besides the state: the card library, whether '?' cards are expected,
    and what has already been found good (card and zone ids, distinct events)."""

    def __init__(self, library: CardLibrary, redacted: bool = False) -> None:
        self.library = library
        self.redacted = redacted
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
        if card == E.HIDDEN or card.startswith(E.HIDDEN + "#"):
            if not self.redacted:
                raise ValueError(f"{what}: a hidden card '?' in a save that is not a redacted replay")
            return
        try:
            definition, copy = parse_card_id(card)
        except BadCardId as err:
            raise ValueError(f"{what}: {err}") from None
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


def _seat(state: GameState, seat: Any, what: str) -> None:
    if seat not in state.seats:
        raise ValueError(f"{what}: {seat!r} is not a player of this game")


@checks(E.TableLaid)
def _table_laid(state: GameState, e: E.TableLaid, ctx: Context) -> None:
    if state.zones:
        raise ValueError("table-laid: the table is already laid")
    if e.game != state.game or tuple(e.seats) != state.seats:
        raise ValueError(f"table-laid: game {e.game!r} with players {list(e.seats)} does not match the header")
    every: list[str] = []
    for zone, cards in e.zones.items():
        ctx.zone(zone, "table-laid")
        if not isinstance(cards, tuple) or not all(isinstance(c, str) for c in cards):
            raise ValueError(f"table-laid: zone {zone!r} must list card ids")
        every.extend(cards)
    ctx.cards(every, "table-laid")
    for seat, amounts in e.resources.items():
        _seat(state, seat, "table-laid resources")
        if not hasattr(amounts, "items") or not all(
            isinstance(r, str) and isinstance(n, int) and not isinstance(n, bool) and n >= 0 for r, n in amounts.items()
        ):
            raise ValueError(f"table-laid: resources of {seat!r} must map names to whole numbers, none negative")
    if e.active is not None:
        _seat(state, e.active, "table-laid active")


@event_checks(E.CardMoved)
def _card_moved_ids(e: E.CardMoved, ctx: Context) -> None:
    ctx.zone(e.src, "card-moved")
    ctx.zone(e.dst, "card-moved")
    ctx.card(e.card, "card-moved")


@checks(E.CardMoved)
def _card_moved(state: GameState, e: E.CardMoved, ctx: Context) -> None:
    zones = state.zones
    if e.card not in zones.get(e.src, ()):
        raise ValueError(f"card-moved: {e.card!r} is not in {e.src!r}")
    at = e.at
    if at != -1 and not 0 <= at <= len(zones.get(e.dst, ())) - (e.src == e.dst):
        raise ValueError(f"card-moved: position {at} is outside {e.dst!r}")


@event_checks(E.ZoneSet)
def _zone_set(e: E.ZoneSet, ctx: Context) -> None:
    ctx.zone(e.zone, "zone-set")
    ctx.cards(e.cards, "zone-set")


@checks(E.ZoneSet)
def _zone_set_keeps_cards(state: GameState, e: E.ZoneSet, ctx: Context) -> None:
    if not ctx.laid or ctx.redacted:
        return
    kept = set(e.cards)
    for card in state.zones.get(e.zone, ()):
        if card not in kept:
            raise ValueError(f"zone-set: {card!r} would leave the game (it is in {e.zone!r} and not in its new cards)")
    on_table = {card for cards in state.zones.values() for card in cards}
    for card in e.cards:
        if card not in on_table:
            raise ValueError(f"zone-set: {card!r} would enter the game (it is in no zone)")


def check_laid(state: GameState, ctx: Context, expected: frozenset[str] | None) -> None:
    """Check that the set-up laid each of the cards the game's own set-up lays (`expected`), each once and no
    other; with `expected` None, only that each card is a card of the game laid once. Raises ValueError."""
    if ctx.redacted:
        return
    every = [card for cards in state.zones.values() for card in cards]
    counts = Counter(every)
    twice = [card for card, n in counts.items() if n > 1]
    if twice:
        raise ValueError(f"the set-up lays {twice[0]!r} twice")
    for card in every:
        ctx.card(card, "set-up")
    if expected is None:
        return
    for card in sorted(expected):
        if card not in counts:
            raise ValueError(f"the set-up leaves {card!r} out of the game")
    for card in every:
        if card not in expected:
            raise ValueError(f"the set-up lays {card!r}, which this game's set-up does not use")


@event_checks(E.DeckReshuffled)
def _deck_reshuffled_ids(e: E.DeckReshuffled, ctx: Context) -> None:
    ctx.zone(e.deck, "deck-reshuffled")
    ctx.zone(e.discard, "deck-reshuffled")
    ctx.cards(e.order + e.kept, "deck-reshuffled")


@checks(E.DeckReshuffled)
def _deck_reshuffled(state: GameState, e: E.DeckReshuffled, ctx: Context) -> None:
    had = state.zone(e.deck) + state.zone(e.discard)
    if ctx.redacted:
        if len(e.order) + len(e.kept) != len(had):
            raise ValueError(f"deck-reshuffled: {len(e.order) + len(e.kept)} cards where {len(had)} were")
    elif Counter(e.order + e.kept) != Counter(had):
        raise ValueError(f"deck-reshuffled: the new {e.deck!r} and {e.discard!r} are not the cards that were there")


@event_checks(E.DiceRolled)
def _dice_faces(e: E.DiceRolled, ctx: Context) -> None:
    if not 1 <= e.sides <= 1000 or len(e.faces) > 1000 or not all(1 <= f <= e.sides for f in e.faces):
        raise ValueError(f"dice-rolled: faces {list(e.faces)[:10]} are not rolls of {e.sides}-sided dice")


@checks(E.DiceRolled)
def _dice_rolled(state: GameState, e: E.DiceRolled, ctx: Context) -> None:
    _seat(state, e.seat, "dice-rolled")


@checks(E.ResourceChanged)
def _resource_changed(state: GameState, e: E.ResourceChanged, ctx: Context) -> None:
    if e.seat not in state.seats:
        _seat(state, e.seat, "resource-changed")
    if e.by < 0:
        have = state.resources.get(e.seat, {}).get(e.resource, 0)
        if have + e.by < 0:
            raise ValueError(f"resource-changed: {e.seat}'s {e.resource} would go from {have} to {have + e.by}")


@event_checks(E.ChargesSet)
def _charges_set(e: E.ChargesSet, ctx: Context) -> None:
    ctx.card(e.card, "charges-set")
    if e.to < 0:
        raise ValueError(f"charges-set: {e.to} charges")


@event_checks(E.PhaseChanged)
def _phase_changed(e: E.PhaseChanged, ctx: Context) -> None:
    if e.round < 0:
        raise ValueError(f"phase-changed: round {e.round}")


@event_checks(E.TurnBegan)
def _turn_number(e: E.TurnBegan, ctx: Context) -> None:
    if e.turn is not None and e.turn < 1:
        raise ValueError(f"turn-began: turn {e.turn}")


@checks(E.TurnBegan)
def _turn_began(state: GameState, e: E.TurnBegan, ctx: Context) -> None:
    if e.seat not in state.seats:
        _seat(state, e.seat, "turn-began")


@event_checks(E.WindowOpened)
def _window_opened_ids(e: E.WindowOpened, ctx: Context) -> None:
    if not e.order:
        raise ValueError("window-opened: nobody may answer")
    ctx.card(e.trigger, "window-opened")


@checks(E.WindowOpened)
def _window_opened(state: GameState, e: E.WindowOpened, ctx: Context) -> None:
    _seat(state, e.by, "window-opened")
    for seat in e.order:
        _seat(state, seat, "window-opened")


def _window_open(state: GameState, what: str) -> None:
    if state.window is None:
        raise ValueError(f"{what}: no reaction window is open")


@event_checks(E.WindowAnswered)
def _window_answered_card(e: E.WindowAnswered, ctx: Context) -> None:
    ctx.card(e.card, "window-answered")


@checks(E.WindowAnswered)
def _window_answered(state: GameState, e: E.WindowAnswered, ctx: Context) -> None:
    _window_open(state, "window-answered")
    _seat(state, e.seat, "window-answered")


@checks(E.WindowPassed)
def _window_passed(state: GameState, e: E.WindowPassed, ctx: Context) -> None:
    _window_open(state, "window-passed")
    _seat(state, e.seat, "window-passed")


@checks(E.WindowClosed)
def _window_closed(state: GameState, e: E.WindowClosed, ctx: Context) -> None:
    _window_open(state, "window-closed")


@event_checks(E.ChoiceOpened)
def _choice_opened_ids(e: E.ChoiceOpened, ctx: Context) -> None:
    ctx.zone(e.zone, "choice-opened")
    if e.count < 0 or (e.kind != "charge" and e.count > len(e.options)):
        raise ValueError(f"choice-opened: choose {e.count} of {len(e.options)} options")


@checks(E.ChoiceOpened)
def _choice_opened(state: GameState, e: E.ChoiceOpened, ctx: Context) -> None:
    _seat(state, e.seat, "choice-opened")


@checks(E.ChoiceMade)
def _choice_made(state: GameState, e: E.ChoiceMade, ctx: Context) -> None:
    if state.pending is None:
        raise ValueError("choice-made: no choice is open")
    if e.seat != state.pending.seat:
        raise ValueError(f"choice-made: {e.seat!r} answered {state.pending.seat!r}'s choice")


@checks(E.Noted)
def _noted(state: GameState, e: E.Noted, ctx: Context) -> None:
    _seat(state, e.seat, "noted")


@checks(E.GameEnded)
def _game_ended(state: GameState, e: E.GameEnded, ctx: Context) -> None:
    if e.winner is not None:
        _seat(state, e.winner, "game-ended")


@event_checks(HandShown)
def _hand_shown_ids(e: HandShown, ctx: Context) -> None:
    ctx.zone(e.zone, "hand-shown")
    ctx.cards(e.cards, "hand-shown")


@checks(HandShown)
def _hand_shown(state: GameState, e: HandShown, ctx: Context) -> None:
    _seat(state, e.seat, "hand-shown")
    if e.zone != Z.hand(e.seat):
        raise ValueError(f"hand-shown: {e.seat} shows {e.zone!r}, which is not {e.seat}'s hand")
    cards = state.zones.get(e.zone, ())
    for card in () if ctx.redacted else e.cards:
        if card not in cards:
            raise ValueError(f"hand-shown: {card!r} is not in {e.zone!r}")
