"""Commands worth trying for a seat in an INWO position (for `legal`, random games and the desktop's menus).

The list may hold commands the rules refuse; `Ruleset.legal` keeps only the
accepted ones. It is built from the step, the cards in play and the seat's own
hand, so it never looks at another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.content.cards import definition_id
from core.engine import zones as Z
from core.engine.commands import Command
from core.rules.mechanics.candidates import command as _c
from core.rules.ruleset import Ruleset
from core.rulesets.inwo import abilities
from core.rulesets.inwo import structure as S
from core.rulesets.inwo.attack import MODES, SIDES
from core.rulesets.inwo.common import out, plain, structure, tokens
from core.rulesets.inwo.round import illuminati


def _ready(state, seat: str) -> list[str]:
    """The seat's cards in play that still hold a token."""
    return [c for c in structure(state, seat) if tokens(state, c) > 0]


def _plays(rules, state, seat: str, in_attack: bool) -> Iterable[Command]:
    ready = _ready(state, seat)
    own = illuminati(rules, state, seat)
    spent = [c for c in structure(state, seat) if rules.stats[definition_id(c)].kind != "resource"]
    for card in state.zone(Z.hand(seat)):
        stats = rules.stats[definition_id(card)]
        if stats.kind != "plot" or (stats.plot in ("boost", "cancel")) != in_attack:
            continue
        groups = ready[:3] if stats.needs == "group" else ([own] if stats.needs == "illuminati" else [None])
        sides = SIDES if stats.plot == "boost" else (None,)
        targets = spent if stats.plot == "refill" else [None]
        for group in groups:
            for side in sides:
                for target in targets:
                    yield _c(seat, "play", card=card, group=group, side=side, target=target)


def _attacks(rules, state, seat: str) -> Iterable[Command]:
    targets = [
        c
        for s in state.seats
        if s != seat
        for c in structure(state, s)
        if rules.stats[definition_id(c)].kind not in ("illuminati", "resource")
    ]
    targets += [
        c for c in state.zone(Z.hand(seat)) if rules.stats[definition_id(c)].kind in ("group", "place", "personality")
    ]
    bavaria = abilities.lord(rules, state, seat) == abilities.BAVARIA and not state.mark("privileged")
    for group in _ready(state, seat):
        if rules.stats[definition_id(group)].kind == "resource":
            continue
        for target in targets:
            for mode in MODES:
                yield _c(seat, "attack", group=group, target=target, mode=mode)
                if bavaria:
                    yield _c(seat, "attack", group=group, target=target, mode=mode, privileged="yes")


def _answers(rules, state, seat: str) -> Iterable[Command]:
    """While an attack waits on the seat: decline, call it off, aid or defend, or play a boost or cancel."""
    if state.window.waiting_for != seat:
        return
    yield _c(seat, "decline")
    yield _c(seat, "call-off")
    target = plain(state.mark("attack") or {}).get("target")
    for group in _ready(state, seat):
        for side in SIDES:
            if not (side == "attack" and group == target):  # a target only defends itself (attacks.defend-self)
                yield _c(seat, "aid", group=group, side=side)
    yield from _plays(rules, state, seat, in_attack=True)


def _any_time(state, seat: str, hand) -> Iterable[Command]:
    """The free moves of any time: discarding or giving away one of the first cards in hand."""
    for card in hand[:2]:
        yield _c(seat, "discard", card=card)
        for rival in state.seats:
            if rival != seat:
                yield _c(seat, "give", card=card, to=rival)


def _steps(state, seat: str, hand) -> Iterable[Command]:
    """The turn's steps: the draws, the takeover, and moving on."""
    step = state.step
    if step in ("plot", "group"):
        yield _c(seat, "draw", deck=step)
    if step == "takeover":
        for card in hand:
            yield _c(seat, "takeover", card=card)
    if step != "free":
        yield _c(seat, "advance")


def _free_moves(rules, state, seat: str) -> Iterable[Command]:
    """From step 5 on: knocking (discarding Plots beyond the hand limit first), buying a Plot with the Illuminati or
    two groups, spending a token, and Bermuda's rearranging in step 6."""
    yield _c(seat, "knock")
    plots = [c for c in state.zone(Z.hand(seat)) if rules.stats[definition_id(c)].kind == "plot"]
    if len(plots) > abilities.plot_limit(rules, state, seat):
        yield _c(seat, "discard", card=plots[-1])
    if state.step == "free" and abilities.lord(rules, state, seat) == abilities.BERMUDA:
        masters = [c for c in structure(state, seat) if S.free_arrows(rules, state, c)]
        for card in [c for c in structure(state, seat) if S.is_group(rules, c)][:3]:
            for onto in masters[:3]:
                yield _c(seat, "rearrange", card=card, onto=onto)
    own = illuminati(rules, state, seat)
    ready = _ready(state, seat)
    yield _c(seat, "buy-plot", cards=(own,))
    groups = [c for c in ready if c != own]
    for i in range(0, len(groups) - 1, 2):  # every ready group in one pair, so a form can offer each of them
        yield _c(seat, "buy-plot", cards=(groups[i], groups[i + 1]))
    if len(groups) > 2 and len(groups) % 2:
        yield _c(seat, "buy-plot", cards=(groups[-1], groups[0]))
    for card in ready[:2]:
        yield _c(seat, "spend", card=card)


def _actions(rules, state, seat: str, hand) -> Iterable[Command]:
    """Step 5's actions: attacks, Plots, bringing in a Resource, and moves within the Power Structure."""
    yield from _attacks(rules, state, seat)
    yield from _plays(rules, state, seat, in_attack=False)
    for card in hand:
        yield _c(seat, "take-resource", card=card)
    masters = [c for c in structure(state, seat) if S.free_arrows(rules, state, c)]
    for card in _ready(state, seat):
        if not S.is_group(rules, card):
            continue
        for onto in masters[:4]:
            yield _c(seat, "move", card=card, onto=onto)


def candidates(rules, state, seat: str) -> Iterable[Command]:
    """Commands worth trying for the seat: a pending choice, an attack's answers, or the free moves and its turn."""
    if state.pending is not None:
        yield from Ruleset.candidates(rules, state, seat)
        return
    if state.window is not None:
        yield from _answers(rules, state, seat)
        return
    if out(state, seat):
        return
    hand = state.zone(Z.hand(seat))
    yield from _any_time(state, seat, hand)
    if state.active != seat or plain(state.mark("attack")) is not None:
        return
    yield from _steps(state, seat, hand)
    if state.step in ("actions", "free"):
        yield from _free_moves(rules, state, seat)
    if state.step == "actions":
        yield from _actions(rules, state, seat, hand)
