"""What the program carries out of an agenda's outcome, by the `effect` agendas.yaml names; an agenda without
one is announced for the table. Players are affected in speaker order (the reference's note on agendas).
Then the riders called on the agenda are settled: a correct call gets its reward where the program tracks it."""

from __future__ import annotations

from collections.abc import Callable

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.words import counted
from core.rulesets.ti4 import objectives as ti4_objectives
from core.rulesets.ti4.common import clockwise_from, plain, pool_words, put, speaker


def _in_order(draft: Draft) -> tuple[str, ...]:
    return clockwise_from(draft.state, speaker(draft.state))


def _voters(draft: Draft, votes: dict, side: str) -> list[str]:
    return [s for s in _in_order(draft) if (votes.get(s) or [None])[0] == side]


def discard_hand(draft: Draft, seat: str) -> None:
    """Every action card of `seat` goes to the discard pile."""
    for card in draft.state.zone(Z.hand(seat)):
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard("action"), 0))


def _vp(rules, draft: Draft, seat: str, n: int, why: str) -> None:
    """`seat` gains or loses `n` victory points, never below 0: one with none to lose is said to lose nothing."""
    if n > 0:
        rules.costs.gain(draft, seat, "vp", n)
        said = f"gains {counted(n, 'victory point')}"
    else:
        lost = rules.costs.lose(draft, seat, "vp", -n)
        said = f"loses {counted(lost, 'victory point')}" if lost else "has no victory point to lose"
    draft.emit(E.Noted(seat, f"{seat} {said} ({why})"))


def _leak(rules, draft, a, outcome, votes) -> None:
    put(draft, ti4_objectives.PUBLIC, tuple(draft.state.mark(ti4_objectives.PUBLIC, ())) + (outcome,))
    draft.emit(E.Noted(speaker(draft.state), f"the secret objective {outcome} is now public: anyone may score it"))


def _against_discard(rules, draft, a, outcome, votes) -> None:
    if outcome == "against":
        for seat in _voters(draft, votes, "against"):
            discard_hand(draft, seat)


def _vp_elected(rules, draft, a, outcome, votes) -> None:
    _vp(rules, draft, outcome, 1, a.name)


def _archived_secret(rules, draft, a, outcome, votes) -> None:
    ti4_objectives.draw_secret(rules, draft, outcome)


def _economic_equality(rules, draft, a, outcome, votes) -> None:
    for seat in _in_order(draft):
        rules.costs.lose(draft, seat, "tg", draft.state.amount(seat, "tg"))
        if outcome == "for":
            rules.costs.gain(draft, seat, "tg", 5)


def _incentive(rules, draft, a, outcome, votes) -> None:
    stage = "stage_1" if outcome == "for" else "stage_2"
    if not ti4_objectives.reveal_next(rules, draft, speaker(draft.state), stage):
        draft.emit(E.Noted(speaker(draft.state), "no objective of that stage is left to reveal"))


def _discard_law(rules, draft, a, outcome, votes) -> None:
    put(draft, "laws", tuple(n for n in draft.state.mark("laws", ()) if n != outcome) or None)
    draft.emit(E.Noted(speaker(draft.state), f"the law {outcome} leaves play"))


def _mutiny(rules, draft, a, outcome, votes) -> None:
    for seat in _voters(draft, votes, "for"):
        _vp(rules, draft, seat, 1 if outcome == "for" else -1, a.name)


def _new_constitution(rules, draft, a, outcome, votes) -> None:
    if outcome == "for":
        put(draft, "laws", None)
        put(draft, "law-owners", None)
        draft.emit(E.Noted(speaker(draft.state), "every law leaves play"))


def _public_execution(rules, draft, a, outcome, votes) -> None:
    discard_hand(draft, outcome)
    if speaker(draft.state) == outcome:
        nxt = clockwise_from(draft.state, outcome)[1]
        put(draft, "speaker", nxt)
        draft.emit(E.Noted(outcome, f"the speaker token passes to {nxt}"))


def _seed(rules, draft, a, outcome, votes) -> None:
    points = {s: draft.state.amount(s, "vp") for s in _in_order(draft)}
    mark = max(points.values()) if outcome == "for" else min(points.values())
    for seat, n in points.items():
        if n == mark:
            _vp(rules, draft, seat, 1, a.name)


def _unconventional(rules, draft, a, outcome, votes) -> None:
    for seat in _voters(draft, votes, "for"):
        if outcome == "for":
            rules.draw_action_cards(draft, seat, 2)
        else:
            discard_hand(draft, seat)


EFFECTS: dict[str, Callable[..., None]] = {
    "leak": _leak,
    "against-discard": _against_discard,
    "vp-elected": _vp_elected,
    "archived-secret": _archived_secret,
    "economic-equality": _economic_equality,
    "incentive": _incentive,
    "discard-law": _discard_law,
    "mutiny": _mutiny,
    "new-constitution": _new_constitution,
    "public-execution": _public_execution,
    "seed": _seed,
    "unconventional": _unconventional,
}


def apply(rules, draft: Draft, a, outcome: str, votes: dict) -> None:
    """Carry out the outcome where tracked, else announce it; a victory-point change may end the game."""
    effect = EFFECTS.get(a.effect)
    if effect is None:
        draft.emit(E.Noted(speaker(draft.state), f"{a.name} ({outcome}): the table carries out the outcome"))
        return
    effect(rules, draft, a, outcome, votes)
    ti4_objectives.check_win(rules, draft)


# ---------------------------------------------------------------- riders

RIDER_TABLE = {
    "construction-rider": "places a space dock on a planet they control",
    "warfare-rider": "places a dreadnought in a system holding one of their ships",
    "diplomacy-rider": "picks a system with a planet of theirs; every other player puts a command token there",
}
"""What a correct call of the riders whose reward the program does not track lets the table carry out."""


def techs(state, seat: str) -> tuple[str, ...]:
    """The technologies `seat` has researched through the program (strategy.py's, which imports this module)."""
    return tuple((state.mark("techs") or {}).get(seat, ()))


def _rider_reward(rules, draft: Draft, rider: dict) -> None:
    """The reward of one correct call."""
    seat, card, pools = rider["seat"], rider["card"], rider.get("pools", "")
    if card == "imperial-rider":
        _vp(rules, draft, seat, 1, "Imperial Rider")
    elif card == "trade-rider":
        rules.costs.gain(draft, seat, "tg", 5)
        draft.emit(E.Noted(seat, f"{seat}'s Trade Rider: {seat} takes 5 trade goods"))
    elif card == "leadership-rider":
        for pool in pools.split():
            rules.costs.gain(draft, seat, pool, 1)
        draft.emit(E.Noted(seat, f"{seat}'s Leadership Rider: 3 command tokens into {pool_words(pools)}"))
    elif card == "technology-rider" and rider.get("tech") in techs(draft.state, seat):
        draft.emit(E.Noted(seat, f"{seat}'s Technology Rider: {seat} owns {rider['tech']} already"))
    elif card == "technology-rider":
        rules.research_tech(draft, seat, rider["tech"])
    elif card == "politics-rider":
        put(draft, "speaker", seat)
        draft.emit(E.Noted(seat, f"{seat}'s Politics Rider: {seat} draws 3 action cards and takes the speaker token"))
        rules.draw_action_cards(draft, seat, 3)
    else:
        said = RIDER_TABLE.get(card, "takes the reward")
        draft.emit(E.Noted(seat, f"{seat}'s {rider['name']} called it: the table will see that {seat} {said}"))


def settle_riders(rules, draft: Draft, outcome: str) -> None:
    """Each rider called on the agenda: its reward when it called `outcome`, nothing otherwise (speaker order)."""
    riders = plain(draft.state.mark("riders") or [])
    order = _in_order(draft)
    for r in sorted(riders, key=lambda r: order.index(r["seat"])):
        if r["outcome"] == outcome:
            _rider_reward(rules, draft, r)
        else:
            draft.emit(E.Noted(r["seat"], f"{r['seat']}'s {r['name']} called {r['outcome']}: it gets nothing"))
    if riders:
        ti4_objectives.check_win(rules, draft)
