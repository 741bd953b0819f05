"""Commands worth trying for a seat in an EU position (for `legal`, fuzzing and the desktop's menus).

The list may hold commands the rules refuse; `Ruleset.legal` keeps only the
accepted ones. It is built from the phase, the seat's own hand, display and
appointed cards, so it never looks at another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations, product
from types import MappingProxyType

from core.engine import zones as Z
from core.engine.commands import Command
from core.rules.mechanics.candidates import at_rivals, window_answers
from core.rules.mechanics.candidates import command as _c
from core.rules.ruleset import Ruleset
from core.rulesets.eu.common import MP, SECRET_DRAWN
from core.rulesets.eu.court import roles

DIE_TYPES = ("regular", "cavalry", "artillery")


def _rival_effect(effect) -> bool:
    """Whether an effect takes from a rival (so the command names one)."""
    return any(v in ("steal", "rival_loses") for v, _ in effect)


def _dies(effect) -> tuple[str | None, ...]:
    """The die types worth naming: one when the effect's dice are the player's to choose."""
    return DIE_TYPES[:1] if any("?" in arg for v, arg in effect if v == "dice") else (None,)


def _plays(rules, seat: str, card: str, rivals: list[str], shown) -> Iterable[Command]:
    """Playing a hand card for its action, at each rival, die type and display card it might replace."""
    d = rules.library.get(card)
    targets = rivals if (d.target == "rival" or _rival_effect(d.effect)) else [None]
    replaces = shown if d.has("display") and len(shown) >= 2 else (None,)
    for target, die, replace in product(targets, _dies(d.effect), replaces):
        yield _c(seat, "play", card=card, target=target, die=die, replace=replace)


def _appoints(state, seat: str, card: str, character) -> Iterable[Command]:
    """Appointing a hand card's character: as its own kind, named (a form then says "General", not "the
    default"), and a leader as ruler or in place of an appointed card."""
    yield _c(seat, "appoint", card=card, role=character.kind)
    if character.kind != "advisor":
        yield _c(seat, "appoint", card=card, role="ruler")
        for slot in state.zone(Z.appointed(seat)):
            yield _c(seat, "appoint", card=card, role=character.kind, replace=slot)


def _uses(rules, seat: str, shown, rivals: list[str]) -> Iterable[Command]:
    """Using each action of the seat's display cards."""
    for card in shown:
        for i, action in enumerate(rules.library.get(card).actions):
            targets = rivals if _rival_effect(action.effect) or "covert" in action.kinds else [None]
            for target, die in product(targets, _dies(action.effect)):
                yield _c(seat, "use", card=card, action=i, target=target, die=die)


def _cards(rules, state, seat: str) -> Iterable[Command]:
    """Playing and appointing the seat's hand cards, and using its display cards."""
    rivals = [s for s in state.seats if s != seat]
    shown = state.zone(Z.display(seat))
    for card in state.zone(Z.hand(seat)):
        yield from _plays(rules, seat, card, rivals, shown)
        character = rules.library.get(card).character
        if character is not None:
            yield from _appoints(state, seat, card, character)
    yield from _uses(rules, seat, shown, rivals)


def _battle(state, seat: str) -> Iterable[Command]:
    """The battle's steps, and leading it with an appointed card."""
    for name in ("battle-pass", "roll", "continue", "retreat"):
        yield _c(seat, name)
    for side in ("attacker", "defender"):
        yield _c(seat, "join", side=side)
        yield _c(seat, "retreat", side=side)
    for card in state.zone(Z.appointed(seat)):
        yield _c(seat, "lead", card=card)


def _draw_phase(rules, state, seat: str) -> Iterable[Command]:
    """The set-up draw and phase 1: drawing from each deck, ending the turn, keeping some of the cards drawn."""
    for deck in rules.definition.decks:
        yield _c(seat, "draw", deck=deck)
    yield _c(seat, "end-turn")
    drawn = tuple((state.mark(SECRET_DRAWN) or {}).get(seat, ()))
    picks = {drawn, (), drawn[:1]} | set(combinations(drawn, 2))
    for pick in sorted(picks):
        yield _c(seat, "keep", cards=pick)


def _actions_phase(rules, state, seat: str) -> Iterable[Command]:
    """Phase 2: the basic actions, the Event, passing, ending the turn and battles with rivals."""
    yield _c(seat, "basic", name="Explore", cost=MappingProxyType({"dip": 1, "mil": 1}))
    yield _c(seat, "basic", name="Influence")
    for name in ("event", "pass", "end-turn"):
        yield _c(seat, name)
    yield from _battles(rules, state, seat)
    yield from _focus(rules, state, seat)
    yield from _influence(rules, state, seat)


def _battles(rules, state, seat: str) -> Iterable[Command]:
    """Battles with each rival, a non-player realm and rebels, on land and at sea, without a leader and led by
    each general (admiral at sea) the seat has appointed: the form for a battle offers the places and leaders
    it finds here."""
    served = roles(rules, state, seat)
    for at, role in ((None, "general"), ("sea", "admiral")):
        for leader in (None, *(card for card, r in served.items() if r == role)):
            yield from at_rivals(state, seat, "battle", at=at, leader=leader)
            for against in ("rebels", "Venice"):
                yield _c(seat, "battle", against=against, at=at, leader=leader)


def _influence(rules, state, seat: str) -> Iterable[Command]:
    """Stating Influence as the map shows it: one more or one less than now, or what a hand card requires."""
    have = state.amount(seat, "influence")
    needed = {rules.library.get(c).requires.get("influence", 0) for c in state.zone(Z.hand(seat))}
    for to in sorted({have + 1, have - 1} | needed):
        if to >= 0 and to != have:
            yield _c(seat, "influence", to=to)


def _focus(rules, state, seat: str) -> Iterable[Command]:
    """Changing national focus: a power shift, and swapping two hand cards for a draw or a pick from a discard."""
    for shift in _shifts():
        yield _c(seat, "focus", shift=shift)
    hand = state.zone(Z.hand(seat))
    if len(hand) < 2:
        return
    for deck in rules.definition.decks:
        yield _c(seat, "focus", discard=hand[:2], draw=MappingProxyType({deck: 1}))
        top = state.zone(Z.discard(deck))[:1]
        if top:
            yield _c(seat, "focus", discard=hand[:2], take=top[0])


def _shifts() -> Iterable[MappingProxyType]:
    """Every shift of Change National Focus: 1 monarch power from one type into another, or 1 from each of two
    types into the third (the form for the action offers these, so each must be here)."""
    for into in MP:
        others = [t for t in MP if t != into]
        for source in others:
            yield MappingProxyType({into: 1, source: -1})
        yield MappingProxyType({into: 2, **{t: -1 for t in others}})


def _peace_phase(rules, state, seat: str) -> Iterable[Command]:
    """Phase 3: moving on once the table has settled it, or rebels attacking."""
    yield _c(seat, "advance")
    yield _c(seat, "battle", against="rebels")


def _income_phase(rules, state, seat: str) -> Iterable[Command]:
    """Phase 4: keeping every advisor, or none."""
    advisors = tuple(c for c, role in roles(rules, state, seat).items() if role == "advisor")
    yield _c(seat, "upkeep", keep=advisors)
    yield _c(seat, "upkeep", keep=())


PHASES: dict[str, Callable[..., Iterable[Command]]] = {
    "setup": _draw_phase,
    "draw": _draw_phase,
    "actions": _actions_phase,
    "peace": _peace_phase,
    "income": _income_phase,
}


def candidates(rules, state, seat: str) -> Iterable[Command]:
    """Commands worth trying for the seat: a pending choice, a window's answers, or its cards and the phase's moves."""
    if state.pending is not None:
        yield from Ruleset.candidates(rules, state, seat)
        return
    if state.window is not None:
        yield from window_answers(state, seat)
        return
    yield from _cards(rules, state, seat)
    if state.mark("battle") is not None:
        yield from _battle(state, seat)
        return
    phase_moves = PHASES.get(state.phase)
    if phase_moves is not None:
        yield from phase_moves(rules, state, seat)
