"""`apply`: the one pure fold from (state, event) to the next state.

Loading, replay, undo, redo and seek all use this function. It never checks a
rule and never draws a random number: those were decided when the event was
made. Rulesets with events of their own register appliers with `applies`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import MappingProxyType
from typing import Any, TypeVar

from core.engine import events as E
from core.engine.errors import NoWindowOpen
from core.engine.state import EMPTY, Choice, GameState, Window, frozen, thawed, with_key, without_key

_E = TypeVar("_E", bound=E.Event)
Applier = Callable[[GameState, _E], GameState]

# Each event type maps to the applier of that type: the pairing is what `applies` keeps, so the value is typed
# for any event and `apply` hands each applier only events of its own type.
APPLIERS: dict[type[E.Event], Callable[[GameState, Any], GameState]] = {}


def applies(event_type: type[_E]) -> Callable[[Applier[_E]], Applier[_E]]:
    """Register the applier of an event type."""

    def register(fn: Applier[_E]) -> Applier[_E]:
        APPLIERS[event_type] = fn
        return fn

    return register


def apply(state: GameState, event: E.Event) -> GameState:
    """Fold one event into the state."""
    return APPLIERS[type(event)](state, event)


def fold(state: GameState, events: Iterable[E.Event]) -> GameState:
    """Fold many events in order."""
    for event in events:
        state = APPLIERS[type(event)](state, event)
    return state


def _put(cards: tuple[str, ...], card: str, at: int) -> tuple[str, ...]:
    if at == -1:
        return cards + (card,)
    return cards[:at] + (card,) + cards[at:]


@applies(E.TableLaid)
def _table_laid(state: GameState, e: E.TableLaid) -> GameState:
    return GameState(
        game=e.game,
        seats=e.seats,
        zones=e.zones,
        resources=frozen({s: frozen(r) for s, r in e.resources.items()}),
        phase=e.phase,
        step=e.step,
        active=e.active,
        rng=e.rng,
        marks=e.marks,
        options=e.options,
    )


@applies(E.CardMoved)
def _card_moved(state: GameState, e: E.CardMoved) -> GameState:
    zones = thawed(state.zones)
    card = e.card
    src = zones.get(e.src, ())
    i = src.index(card)
    zones[e.src] = src[:i] + src[i + 1 :]
    zones[e.dst] = _put(zones.get(e.dst, ()), card, e.at)
    return state.evolve(zones=MappingProxyType(zones))


@applies(E.ZoneSet)
def _zone_set(state: GameState, e: E.ZoneSet) -> GameState:
    zones = {z: tuple(c for c in cards if c not in e.cards) for z, cards in state.zones.items()}
    zones[e.zone] = e.cards
    return state.evolve(zones=MappingProxyType(zones))


@applies(E.DeckReshuffled)
def _deck_reshuffled(state: GameState, e: E.DeckReshuffled) -> GameState:
    zones = thawed(state.zones)
    zones[e.deck] = e.order
    zones[e.discard] = e.kept
    return state.evolve(zones=MappingProxyType(zones), rng=e.rng)


@applies(E.DiceRolled)
def _dice_rolled(state: GameState, e: E.DiceRolled) -> GameState:
    return state.evolve(rng=e.rng)


@applies(E.ResourceChanged)
def _resource_changed(state: GameState, e: E.ResourceChanged) -> GameState:
    have = state.resources.get(e.seat, EMPTY)
    mine = with_key(have, e.resource, have.get(e.resource, 0) + e.by)
    return state.evolve(resources=with_key(state.resources, e.seat, mine))


@applies(E.ChargesSet)
def _charges_set(state: GameState, e: E.ChargesSet) -> GameState:
    charges = with_key(state.charges, e.card, e.to) if e.to else without_key(state.charges, e.card)
    return state.evolve(charges=charges)


@applies(E.PhaseChanged)
def _phase_changed(state: GameState, e: E.PhaseChanged) -> GameState:
    return state.evolve(phase=e.phase, step=e.step, round=e.round)


@applies(E.TurnBegan)
def _turn_began(state: GameState, e: E.TurnBegan) -> GameState:
    return state.evolve(active=e.seat, turn=state.turn + 1 if e.turn is None else e.turn)


@applies(E.Marked)
def _marked(state: GameState, e: E.Marked) -> GameState:
    marks = without_key(state.marks, e.key) if e.value is None else with_key(state.marks, e.key, e.value)
    return state.evolve(marks=marks)


@applies(E.WindowOpened)
def _window_opened(state: GameState, e: E.WindowOpened) -> GameState:
    return state.evolve(window=Window(trigger=e.trigger, by=e.by, kind=e.kind, order=e.order))


def _advance(w: Window, passes: int, answered: tuple[str, ...]) -> Window:
    return Window(w.trigger, w.by, w.kind, w.order, (w.next + 1) % len(w.order), passes, answered)


def _open_window(state: GameState, e: E.Event) -> Window:
    if state.window is None:
        raise NoWindowOpen(e.type)
    return state.window


@applies(E.WindowAnswered)
def _window_answered(state: GameState, e: E.WindowAnswered) -> GameState:
    w = _open_window(state, e)
    return state.evolve(window=_advance(w, 0, w.answered + (e.card,)))


@applies(E.WindowPassed)
def _window_passed(state: GameState, e: E.WindowPassed) -> GameState:
    w = _open_window(state, e)
    return state.evolve(window=_advance(w, w.passes + 1, w.answered))


@applies(E.WindowClosed)
def _window_closed(state: GameState, e: E.WindowClosed) -> GameState:
    return state.evolve(window=None)


@applies(E.ChoiceOpened)
def _choice_opened(state: GameState, e: E.ChoiceOpened) -> GameState:
    return state.evolve(pending=Choice(e.seat, e.kind, e.zone, e.count, e.options, e.prompt, e.then))


@applies(E.ChoiceMade)
def _choice_made(state: GameState, e: E.ChoiceMade) -> GameState:
    return state.evolve(pending=None)


@applies(E.Noted)
def _noted(state: GameState, e: E.Noted) -> GameState:
    return state


@applies(E.GameEnded)
def _game_ended(state: GameState, e: E.GameEnded) -> GameState:
    return state.evolve(winner=e.winner, phase="over", step="")
