"""The checks of each event type read from a file, against the event alone and against the state it meets.

Registered with core/saves/applycheck.py's `checks` and `event_checks` (the
loader, core/saves/rebuild.py, imports this module). Besides each event's own
sense (a card moves from a zone it is in, a window is open before it is
answered), they keep the game's invariants: no event creates or loses a card
once the set-up is laid, the set-up lays exactly the cards the game's own
set-up lays, and no resource goes negative.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core.engine import events as E
from core.engine import zones as Z
from core.engine.state import GameState
from core.rules.mechanics.reveals import HandShown, SecretShown
from core.saves.applycheck import Context, checks, event_checks


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
    ctx.shape.check_marks(e.marks, ctx.seen(state))


@checks(E.Marked)
def _marked(state: GameState, e: E.Marked, ctx: Context) -> None:
    ctx.shape.check_mark(e.key, e.value, ctx.seen(state))


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
    ctx.shape.check_window(e.kind)
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
    ctx.shape.check_choice(e.kind)
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


@checks(SecretShown)
def _secret_shown(state: GameState, e: SecretShown, ctx: Context) -> None:
    _seat(state, e.seat, "secret-shown")
