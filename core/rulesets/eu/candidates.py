"""Commands worth trying for a seat in an EU position (for `legal`, fuzzing and the desktop's menus).

The list may hold commands the rules refuse; `Ruleset.legal` keeps only the
accepted ones. It is built from the phase, the seat's own hand, display and
appointed cards, so it never looks at another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from types import MappingProxyType

from core.engine import zones as Z
from core.engine.commands import Command
from core.rules.mechanics.candidates import at_rivals, window_answers
from core.rules.mechanics.candidates import command as _c
from core.rules.ruleset import Ruleset
from core.rulesets.eu.common import SECRET_DRAWN
from core.rulesets.eu.court import roles

DIE_TYPES = ("regular", "cavalry", "artillery")


def _cards(rules, state, seat: str) -> Iterable[Command]:
    rivals = [s for s in state.seats if s != seat]
    shown = state.zone(Z.display(seat))
    for card in state.zone(Z.hand(seat)):
        d = rules.library.get(card)
        targets = rivals if (d.target == "rival" or any(v in ("steal", "rival_loses") for v, _ in d.effect)) else [None]
        dies = DIE_TYPES[:1] if any("?" in arg for v, arg in d.effect if v == "dice") else (None,)
        replaces = shown if d.has("display") and len(shown) >= 2 else (None,)
        for target in targets:
            for die in dies:
                for replace in replaces:
                    yield _c(seat, "play", card=card, target=target, die=die, replace=replace)
        character = d.character
        if character is not None:
            yield _c(seat, "appoint", card=card)
            if character.kind != "advisor":
                yield _c(seat, "appoint", card=card, role="ruler")
                for slot in state.zone(Z.appointed(seat)):
                    yield _c(seat, "appoint", card=card, role=character.kind, replace=slot)
    for card in shown:
        for i, action in enumerate(rules.library.get(card).actions):
            needs = any(v in ("steal", "rival_loses") for v, _ in action.effect)
            dies = DIE_TYPES[:1] if any("?" in arg for v, arg in action.effect if v == "dice") else (None,)
            for target in rivals if needs else [None]:
                for die in dies:
                    yield _c(seat, "use", card=card, action=i, target=target, die=die)


def candidates(rules, state, seat: str) -> Iterable[Command]:
    if state.pending is not None:
        yield from Ruleset.candidates(rules, state, seat)
        return
    if state.window is not None:
        yield from window_answers(state, seat)
        return
    yield from _cards(rules, state, seat)
    if state.mark("battle") is not None:
        for name in ("battle-pass", "roll", "continue", "retreat"):
            yield _c(seat, name)
        for card in state.zone(Z.appointed(seat)):
            yield _c(seat, "lead", card=card)
        return
    phase = state.phase
    if phase in ("setup", "draw"):
        for deck in rules.definition.decks:
            yield _c(seat, "draw", deck=deck)
        yield _c(seat, "end-turn")
        drawn = tuple((state.mark(SECRET_DRAWN) or {}).get(seat, ()))
        picks = {drawn, (), drawn[:1]} | set(combinations(drawn, 2))
        for pick in picks:
            yield _c(seat, "keep", cards=pick)
    elif phase == "actions":
        yield _c(seat, "basic", name="Explore", cost=MappingProxyType({"dip": 1, "mil": 1}))
        yield _c(seat, "basic", name="Influence")
        for name in ("event", "pass", "end-turn"):
            yield _c(seat, name)
        yield from at_rivals(state, seat, "battle")
    elif phase == "peace":
        yield _c(seat, "advance")
    elif phase == "income":
        advisors = tuple(c for c, role in roles(rules, state, seat).items() if role == "advisor")
        yield _c(seat, "upkeep", keep=advisors)
        yield _c(seat, "upkeep", keep=())
