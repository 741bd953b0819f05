"""Commands worth trying for a seat in an 1819 position (for `legal`, random games and the desktop's menus).

The list may hold commands the rules refuse; `Ruleset.legal` keeps only the
accepted ones. It is built from the step of the round, the public table and
the seat's own hand, so it never looks at another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from core.content.cards import definition_id
from core.engine import zones as Z
from core.engine.commands import Command
from core.rules.mechanics.candidates import command as _c
from core.rules.ruleset import Ruleset
from core.rulesets.s1819.cards import raider_turn
from core.rulesets.s1819.common import MARKET, faction, is_objective, owned, plain
from core.rulesets.s1819.war import war_turn


def battle_groups(rules, state, seat: str) -> list[tuple[str, ...]]:
    """Each battle card alone, and all identical copies together."""
    held = [c for c in state.zone(Z.hand(seat)) if rules.library.get(c).has("battle")]
    out: list[tuple[str, ...]] = [(c,) for c in held]
    for name in sorted({definition_id(c) for c in held}):
        same = tuple(c for c in held if definition_id(c) == name)
        if len(same) > 1:
            out.append(same)
    return out


def _choices(rules, state, seat: str) -> Iterable[Command]:
    p = state.pending
    if p.seat != seat:
        return
    if p.kind == "keep":
        objectives = [c for c in p.options if is_objective(rules, c)]
        battles = [c for c in p.options if rules.library.get(c).has("battle")]
        for pair in list(combinations(objectives, 2))[:3]:
            for kept in combinations(battles, p.count - 2):
                yield _c(seat, "choose", cards=pair + kept)
    elif p.kind == "swap":
        new = plain(state.mark("secret:swap") or {}).get("new", [])
        old = [c for c in p.options if c not in new]
        for n in new:
            for kept in combinations(old, max(0, p.count - 1)):
                yield _c(seat, "choose", cards=tuple(kept) + (n,))
    else:
        yield from Ruleset.candidates(rules, state, seat)


def _war(rules, state, seat: str) -> Iterable[Command]:
    w = plain(state.mark("war"))
    groups = battle_groups(rules, state, seat)
    hold = state.mark("stronghold", {}).get(faction(state, seat), 0)
    if w["stage"] == "defend":
        for cards in groups or [()]:
            for tokens in range(hold + 1):  # 0 said as a number, so a form lists it as "0", not as "the default"
                yield _c(seat, "defend", cards=cards or None, tokens=tokens if hold else None)
    elif w["stage"] == "assist":
        yield _c(seat, "decline")
        for cards in groups:
            yield _c(seat, "assist", cards=cards)
    elif w["stage"] == "donate":
        for amount in range(min(w["owed"], state.amount(seat, "wealth")) + 1):
            yield _c(seat, "donate", amount=amount)
    else:
        yield _c(seat, "spoils")
        for card in owned(rules, state, w["loser"]):
            yield _c(seat, "spoils", cards=(card,))


def _sowing(rules, state, seat: str) -> Iterable[Command]:
    """Sowing the waiting influence from each open village, with and without the stronghold, for each clearing."""
    covered = state.mark("covered", ())
    for village in rules.data.villages:
        if village not in covered:
            for home in ("no", "yes"):
                for clear in ("points", "stronghold"):
                    yield _c(seat, "sow", village=village, home=home, clear=clear)


def _actions(rules, state, seat: str) -> Iterable[Command]:
    for card in state.zone(MARKET):
        yield _c(seat, "buy", card=card)
    yield _c(seat, "buy-battle")
    yield _c(seat, "populate")
    for card in owned(rules, state, seat):
        yield _c(seat, "use", card=card)
    yield _c(seat, "raid")
    hold = state.mark("stronghold", {}).get(faction(state, seat), 0)
    for target in state.seats:
        if faction(state, target) != faction(state, seat):
            for cards in battle_groups(rules, state, seat) or [()]:
                for tokens in range(hold + 1):  # how many to withdraw is the attacker's choice (war.stronghold)
                    yield _c(seat, "war", target=target, cards=cards or None, tokens=tokens if hold else None)
    yield _c(seat, "end-turn")
    for card in state.mark("facedown", ()):
        yield _c(seat, "restore", card=card)
    for card in owned(rules, state, seat) + tuple(state.zone(Z.hand(seat))):
        yield _c(seat, "discard", card=card)


def candidates(rules, state, seat: str) -> Iterable[Command]:
    """Commands worth trying for the seat: a choice, a raid or war waiting on it, or its turn's actions."""
    if state.pending is not None:
        yield from _choices(rules, state, seat)
        return
    if state.mark("raid") is not None:
        if raider_turn(state) == seat:
            yield _c(seat, "decline")
            for cards in battle_groups(rules, state, seat):
                yield _c(seat, "intervene", cards=cards)
        return
    if state.mark("war") is not None:
        if war_turn(state) == seat:
            yield from _war(rules, state, seat)
        return
    if state.amount(seat, "influence"):
        yield from _sowing(rules, state, seat)
        return
    if state.phase == "leaders":
        for place in rules.data.places:
            yield _c(seat, "place-leader", place=place)
    elif state.phase == "actions":
        yield from _actions(rules, state, seat)
