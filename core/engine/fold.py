"""`apply`: the one pure fold from (state, event) to the next state.

Loading, replay, undo, redo and seek all use this function. It never checks a
rule and never draws a random number: those were decided when the event was
made. Rulesets with events of their own register appliers with `applies`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import MappingProxyType

from core.engine import events as E
from core.engine.state import EMPTY, Choice, GameState, Window, frozen, thawed, with_key, without_key

APPLIERS: dict[type, Callable[[GameState, E.Event], GameState]] = {}


def applies(event_type: type):
    """Register the applier of an event type."""

    def register(fn):
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
def _table_laid(state, e):
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
def _card_moved(state, e):
    zones = thawed(state.zones)
    card = e.card
    src = zones.get(e.src, ())
    i = src.index(card)
    zones[e.src] = src[:i] + src[i + 1 :]
    zones[e.dst] = _put(zones.get(e.dst, ()), card, e.at)
    return state.evolve(zones=MappingProxyType(zones))


@applies(E.ZoneSet)
def _zone_set(state, e):
    zones = {z: tuple(c for c in cards if c not in e.cards) for z, cards in state.zones.items()}
    zones[e.zone] = e.cards
    return state.evolve(zones=MappingProxyType(zones))


@applies(E.DeckReshuffled)
def _deck_reshuffled(state, e):
    zones = thawed(state.zones)
    zones[e.deck] = e.order
    zones[e.discard] = e.kept
    return state.evolve(zones=MappingProxyType(zones), rng=e.rng)


@applies(E.DiceRolled)
def _dice_rolled(state, e):
    return state.evolve(rng=e.rng)


@applies(E.ResourceChanged)
def _resource_changed(state, e):
    have = state.resources.get(e.seat, EMPTY)
    mine = with_key(have, e.resource, have.get(e.resource, 0) + e.by)
    return state.evolve(resources=with_key(state.resources, e.seat, mine))


@applies(E.ChargesSet)
def _charges_set(state, e):
    charges = with_key(state.charges, e.card, e.to) if e.to else without_key(state.charges, e.card)
    return state.evolve(charges=charges)


@applies(E.PhaseChanged)
def _phase_changed(state, e):
    return state.evolve(phase=e.phase, step=e.step, round=e.round)


@applies(E.TurnBegan)
def _turn_began(state, e):
    return state.evolve(active=e.seat, turn=state.turn + 1 if e.turn is None else e.turn)


@applies(E.Marked)
def _marked(state, e):
    marks = without_key(state.marks, e.key) if e.value is None else with_key(state.marks, e.key, e.value)
    return state.evolve(marks=marks)


@applies(E.WindowOpened)
def _window_opened(state, e):
    return state.evolve(window=Window(trigger=e.trigger, by=e.by, kind=e.kind, order=e.order))


def _advance(w: Window, passes: int, answered: tuple[str, ...]) -> Window:
    return Window(w.trigger, w.by, w.kind, w.order, (w.next + 1) % len(w.order), passes, answered)


@applies(E.WindowAnswered)
def _window_answered(state, e):
    w = state.window
    return state.evolve(window=_advance(w, 0, w.answered + (e.card,)))


@applies(E.WindowPassed)
def _window_passed(state, e):
    w = state.window
    return state.evolve(window=_advance(w, w.passes + 1, w.answered))


@applies(E.WindowClosed)
def _window_closed(state, e):
    return state.evolve(window=None)


@applies(E.ChoiceOpened)
def _choice_opened(state, e):
    return state.evolve(pending=Choice(e.seat, e.kind, e.zone, e.count, e.options, e.prompt, e.then))


@applies(E.ChoiceMade)
def _choice_made(state, e):
    return state.evolve(pending=None)


@applies(E.Noted)
def _noted(state, e):
    return state


@applies(E.GameEnded)
def _game_ended(state, e):
    return state.evolve(winner=e.winner, phase="over", step="")
