"""Folding events from an untrusted file: check each event can apply before applying it.

`apply` trusts its events, because `decide` made them. Events read from a save
were made by whoever wrote the file, so the loader checks each one against
the state it meets first (the card is in the zone it leaves, a window is open
before it is answered, a reshuffle neither creates nor loses cards) and turns
any defect into a ValueError naming the problem. Events of a ruleset's own
types have no checks here; if their applier fails, that is reported the same way.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable

from core import events as E
from core.fold import apply
from core.state import GameState

MAX_ZONE_ID = 64
Check = Callable[[GameState, E.Event, "Context"], None]
CHECKS: dict[type, Check] = {}


class Context:
    """What the checks need besides the state: the card library and whether '?' cards are expected."""

    def __init__(self, library, redacted: bool = False):
        self.library = library
        self.redacted = redacted

    def card(self, card: str, what: str) -> None:
        if card == E.HIDDEN or card.startswith(E.HIDDEN + "#"):
            if not self.redacted:
                raise ValueError(f"{what}: a hidden card '?' in a save that is not a redacted replay")
            return
        if card not in self.library or "#" not in card:
            raise ValueError(f"{what}: card {card!r} is not in this game")

    def cards(self, cards: Iterable[str], what: str) -> None:
        seen = set()
        for card in cards:
            self.card(card, what)
            if card in seen and card != E.HIDDEN:
                raise ValueError(f"{what}: card {card!r} is listed twice")
            seen.add(card)


def checks(event_type: type):
    def register(fn: Check) -> Check:
        CHECKS[event_type] = fn
        return fn
    return register


def checked_apply(state: GameState, event: E.Event, ctx: Context) -> GameState:
    """Apply one event from a file after checking it can apply; raises ValueError."""
    check = CHECKS.get(type(event))
    if check is not None:
        check(state, event, ctx)
    try:
        return apply(state, event)
    except (LookupError, AttributeError, TypeError, ValueError, ArithmeticError) as err:
        raise ValueError(f"event {event.type!r} cannot be applied here ({type(err).__name__}: {str(err)[:80]})") from None


def checked_fold(state: GameState, events: Iterable[E.Event], ctx: Context) -> GameState:
    for event in events:
        state = checked_apply(state, event, ctx)
    return state


def _seat(state: GameState, seat, what: str) -> None:
    if seat not in state.seats:
        raise ValueError(f"{what}: {seat!r} is not a player of this game")


def _zone(zone: str, what: str) -> None:
    if not zone or len(zone) > MAX_ZONE_ID or zone.count(":") > 1 or any(c.isspace() for c in zone):
        raise ValueError(f"{what}: {zone!r} is not a zone")


@checks(E.TableLaid)
def _table_laid(state, e, ctx):
    if state.zones:
        raise ValueError("table-laid: the table is already laid")
    if e.game != state.game or tuple(e.seats) != state.seats:
        raise ValueError(f"table-laid: game {e.game!r} with players {list(e.seats)} does not match the header")
    every = []
    for zone, cards in e.zones.items():
        _zone(zone, "table-laid")
        if not isinstance(cards, tuple) or not all(isinstance(c, str) for c in cards):
            raise ValueError(f"table-laid: zone {zone!r} must list card ids")
        every.extend(cards)
    ctx.cards(every, "table-laid")
    for seat, amounts in e.resources.items():
        _seat(state, seat, "table-laid resources")
        if not hasattr(amounts, "items") or not all(
                isinstance(r, str) and isinstance(n, int) and not isinstance(n, bool) for r, n in amounts.items()):
            raise ValueError(f"table-laid: resources of {seat!r} must map names to whole numbers")
    if e.active is not None:
        _seat(state, e.active, "table-laid active")


@checks(E.CardMoved)
def _card_moved(state, e, ctx):
    _zone(e.src, "card-moved")
    _zone(e.dst, "card-moved")
    ctx.card(e.card, "card-moved")
    if e.card not in state.zone(e.src):
        raise ValueError(f"card-moved: {e.card!r} is not in {e.src!r}")
    room = len(state.zone(e.dst)) - (1 if e.src == e.dst else 0)
    if not -1 <= e.at <= room:
        raise ValueError(f"card-moved: position {e.at} is outside {e.dst!r}")


@checks(E.ZoneSet)
def _zone_set(state, e, ctx):
    _zone(e.zone, "zone-set")
    ctx.cards(e.cards, "zone-set")


@checks(E.DeckReshuffled)
def _deck_reshuffled(state, e, ctx):
    _zone(e.deck, "deck-reshuffled")
    _zone(e.discard, "deck-reshuffled")
    ctx.cards(e.order + e.kept, "deck-reshuffled")
    had = state.zone(e.deck) + state.zone(e.discard)
    if ctx.redacted:
        if len(e.order) + len(e.kept) != len(had):
            raise ValueError(f"deck-reshuffled: {len(e.order) + len(e.kept)} cards where {len(had)} were")
    elif Counter(e.order + e.kept) != Counter(had):
        raise ValueError(f"deck-reshuffled: the new {e.deck!r} and {e.discard!r} are not the cards that were there")


@checks(E.DiceRolled)
def _dice_rolled(state, e, ctx):
    _seat(state, e.seat, "dice-rolled")
    if not 1 <= e.sides <= 1000 or len(e.faces) > 1000 or not all(1 <= f <= e.sides for f in e.faces):
        raise ValueError(f"dice-rolled: faces {list(e.faces)[:10]} are not rolls of {e.sides}-sided dice")


@checks(E.ResourceChanged)
def _resource_changed(state, e, ctx):
    _seat(state, e.seat, "resource-changed")


@checks(E.ChargesSet)
def _charges_set(state, e, ctx):
    ctx.card(e.card, "charges-set")
    if e.to < 0:
        raise ValueError(f"charges-set: {e.to} charges")


@checks(E.PhaseChanged)
def _phase_changed(state, e, ctx):
    if e.round < 0:
        raise ValueError(f"phase-changed: round {e.round}")


@checks(E.TurnBegan)
def _turn_began(state, e, ctx):
    _seat(state, e.seat, "turn-began")


@checks(E.WindowOpened)
def _window_opened(state, e, ctx):
    _seat(state, e.by, "window-opened")
    if not e.order:
        raise ValueError("window-opened: nobody may answer")
    for seat in e.order:
        _seat(state, seat, "window-opened")
    ctx.card(e.trigger, "window-opened")


def _window_open(state, what: str) -> None:
    if state.window is None:
        raise ValueError(f"{what}: no reaction window is open")


@checks(E.WindowAnswered)
def _window_answered(state, e, ctx):
    _window_open(state, "window-answered")
    _seat(state, e.seat, "window-answered")
    ctx.card(e.card, "window-answered")


@checks(E.WindowPassed)
def _window_passed(state, e, ctx):
    _window_open(state, "window-passed")
    _seat(state, e.seat, "window-passed")


@checks(E.WindowClosed)
def _window_closed(state, e, ctx):
    _window_open(state, "window-closed")


@checks(E.ChoiceOpened)
def _choice_opened(state, e, ctx):
    _seat(state, e.seat, "choice-opened")
    _zone(e.zone, "choice-opened")
    if e.count < 0 or (e.kind != "charge" and e.count > len(e.options)):
        raise ValueError(f"choice-opened: choose {e.count} of {len(e.options)} options")


@checks(E.ChoiceMade)
def _choice_made(state, e, ctx):
    if state.pending is None:
        raise ValueError("choice-made: no choice is open")
    if e.seat != state.pending.seat:
        raise ValueError(f"choice-made: {e.seat!r} answered {state.pending.seat!r}'s choice")


@checks(E.Noted)
def _noted(state, e, ctx):
    _seat(state, e.seat, "noted")


@checks(E.GameEnded)
def _game_ended(state, e, ctx):
    if e.winner is not None:
        _seat(state, e.winner, "game-ended")
