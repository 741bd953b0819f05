"""Declare War in 1819: commitments, allies, stronghold tokens, the dice, and the spoils.

The mark ``war`` follows one war: {attacker, defender, stage, queue, tokens,
owed, winner, loser}. Stages: ``defend`` (the defender commits), ``assist``
(faction mates in ``queue`` add a card or decline), ``donate`` (the loser's
ally may give wealth toward what is owed) and ``spoils`` (the winner takes
market cards; the rest of the debt becomes victory points). Committed battle
cards stay in their owners' hands, listed in the secret mark
``secret:commit``, until the dice reveal and discard them.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.words import counted
from core.rulesets.s1819.board import move_ships
from core.rulesets.s1819.cards import committed
from core.rulesets.s1819.common import enemy, faction, is_solo, mates, owned, plain, price, put, strength, tableau
from core.rulesets.s1819.round import check_turn, maybe_end_turn, spend
from core.rulesets.s1819.tableau import rehome_or_choose, remove_market_card


def war_turn(state) -> str | None:
    """The seat a war waits for, if one is being fought."""
    w = state.mark("war")
    return None if w is None else w["waiting"]


def _battle_cards(rules, state, seat: str) -> tuple[str, ...]:
    return tuple(c for c in state.zone(Z.hand(seat)) if rules.library.get(c).has("battle"))


def _commit(rules, draft: Draft, seat: str, cards: tuple[str, ...], tokens: int) -> None:
    """Check a side's commitment: one card (identical ones count as one; two if alone) when it has any."""
    if not cards and _battle_cards(rules, draft.state, seat):
        raise Refusal("war.commit", f"{seat} holds battle cards and commits one")
    if cards:
        names = int(rules.data.solo["war_cards"]) if is_solo(draft.state, seat) else 1
        committed(rules, draft, seat, cards, names, "war.commit")
    have = draft.state.mark("stronghold", {}).get(faction(draft.state, seat), 0)
    if tokens < 0 or tokens > have:
        raise Refusal(
            "war.stronghold", f"{seat}'s faction stronghold holds {have} tokens; {tokens} cannot be withdrawn"
        )
    secret = plain(draft.state.mark("secret:commit") or {})
    secret[seat] = list(cards)
    put(draft, "secret:commit", secret)


def _commitment(cards: tuple[str, ...], tokens: int) -> str:
    """What a side commits, in words: ``1 battle card face down and 2 stronghold tokens``; a side without a
    battle card commits ``no battle card``, not ``0 battle cards face down``."""
    said = f"{counted(len(cards), 'battle card')} face down" if cards else "no battle card"
    return said + (f" and {counted(tokens, 'stronghold token')}" if tokens else "")


def declare(rules, draft: Draft, seat: str, target: str | None, cards: tuple[str, ...], tokens: int) -> None:
    """Declare war on an enemy-faction player with both actions, committing battle cards and tokens."""
    check_turn(rules, draft, seat, cost=2)
    if target is None or target not in draft.state.seats or not enemy(draft.state, seat, target):
        raise Refusal("war.faction", f"War is declared on a player of the enemy faction, not on {target}")
    _commit(rules, draft, seat, cards, tokens)
    spend(rules, draft, seat, 2)
    queue = [m for m in mates(draft.state, seat)] + [m for m in mates(draft.state, target)]
    put(
        draft,
        "war",
        {
            "attacker": seat,
            "defender": target,
            "stage": "defend",
            "waiting": target,
            "queue": queue,
            "tokens": {seat: tokens},
        },
    )
    draft.emit(E.Noted(seat, f"{seat} declares war on {target}, committing {_commitment(cards, tokens)}"))


def _check(draft: Draft, seat: str, stage: str, rule: str) -> dict:
    w = plain(draft.state.mark("war"))
    if w is None or w["stage"] != stage:
        raise Refusal(rule, f"No war is waiting for this ({stage})")
    if w["waiting"] != seat:
        raise Refusal(rule, f"The war waits for {w['waiting']}, not {seat}")
    return w


def defend(rules, draft: Draft, seat: str, cards: tuple[str, ...], tokens: int) -> None:
    """The defender commits battle cards and stronghold tokens."""
    w = _check(draft, seat, "defend", "war.commit")
    _commit(rules, draft, seat, cards, tokens)
    w["tokens"][seat] = tokens
    draft.emit(E.Noted(seat, f"{seat} defends with {_commitment(cards, tokens)}"))
    _next_ally(rules, draft, w)


def assist(rules, draft: Draft, seat: str, cards: tuple[str, ...]) -> None:
    """A faction mate adds one battle card face down."""
    w = _check(draft, seat, "assist", "war.commit")
    committed(rules, draft, seat, cards, 1, "war.commit")
    secret = plain(draft.state.mark("secret:commit") or {})
    secret[seat] = list(cards)
    put(draft, "secret:commit", secret)
    side = w["attacker"] if faction(draft.state, seat) == faction(draft.state, w["attacker"]) else w["defender"]
    draft.emit(E.Noted(seat, f"{seat} assists {side} with a battle card face down"))
    _next_ally(rules, draft, w)


def decline(rules, draft: Draft, seat: str) -> None:
    """Pass on assisting, or donate nothing toward the loser's debt."""
    w = plain(draft.state.mark("war"))
    if w["stage"] == "donate":
        return donate(rules, draft, seat, 0)
    _check(draft, seat, "assist", "war.commit")
    draft.emit(E.Noted(seat, f"{seat} declines to join the war"))
    _next_ally(rules, draft, w)


def _next_ally(rules, draft: Draft, w: dict) -> None:
    if w["queue"]:
        w["stage"], w["waiting"] = "assist", w["queue"].pop(0)
        put(draft, "war", w)
        return
    _fight(rules, draft, w)


def _fight(rules, draft: Draft, w: dict) -> None:
    """Each side rolls a D4; the attacker wins ties; cards are revealed and discarded, tokens spent."""
    s = draft.state
    secret = plain(s.mark("secret:commit") or {})
    totals = {}
    for side in (w["attacker"], w["defender"]):
        faces, state = rng.roll(1, 4, draft.state.rng)
        draft.emit(E.DiceRolled(side, faces, 4, "war", state))
        helpers = [side] + [m for m in mates(s, side) if m in secret]
        cards = [c for seat in helpers for c in secret.get(seat, [])]
        tokens = w["tokens"].get(side, 0)
        totals[side] = strength(rules, cards) + tokens + faces[0]
        if tokens:
            hold = plain(draft.state.mark("stronghold"))
            hold[faction(s, side)] -= tokens
            put(draft, "stronghold", hold)
        draft.emit(
            E.Noted(
                side,
                f"{side}: strength {strength(rules, cards)} from cards, {tokens} from the stronghold, "
                f"{faces[0]} on the die = {totals[side]}",
            )
        )
    for seat, cards in secret.items():
        for card in cards:
            draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard(rules.library.get(card).deck), 0))
    put(draft, "secret:commit", None)
    attacker, defender = w["attacker"], w["defender"]
    winner, loser = (attacker, defender) if totals[attacker] >= totals[defender] else (defender, attacker)
    owed = abs(totals[attacker] - totals[defender]) * s.mark("multiplier", 1)
    cap = rules.options["treaty_cap"]
    if s.mark("treaty") is not None and cap and owed > cap:
        draft.emit(E.Noted(winner, f"the Singapore Treaty caps the spoils at ${cap} (of ${owed})"))
        owed = cap
    move_ships(rules, draft, -1)
    taken = rules.costs.lose(draft, loser, "wealth", owed)
    rules.costs.gain(draft, winner, "wealth", taken)
    if owed:  # the loser's note says what they pay, so the line goes on to say the winner's gain: "; Raffles +$2"
        paid = "it all" if taken == owed else f"${taken} of it" if taken else "nothing: they have no wealth"
        draft.emit(E.Noted(loser, f"{winner} wins the war and is owed ${owed}; {loser} pays {paid}"))
    else:
        draft.emit(E.Noted(winner, f"{winner} wins the tied war; nothing is owed"))
    w.update(winner=winner, loser=loser, owed=owed - taken)
    _after_wealth(rules, draft, w)


def _after_wealth(rules, draft: Draft, w: dict) -> None:
    s = draft.state
    if w["owed"] > 0:
        givers = [m for m in mates(s, w["loser"]) if s.amount(m, "wealth") > 0 and m not in w.get("asked", [])]
        if givers:
            w["asked"] = w.get("asked", []) + [givers[0]]
            w["stage"], w["waiting"] = "donate", givers[0]
            put(draft, "war", w)
            return
        if any(price(rules, s, w["winner"], c) <= w["owed"] for c in owned(rules, s, w["loser"])):
            w["stage"], w["waiting"] = "spoils", w["winner"]
            put(draft, "war", w)
            return
    _settle(rules, draft, w, ())


def donate(rules, draft: Draft, seat: str, amount: int) -> None:
    """The loser's ally gives wealth toward what is owed."""
    w = _check(draft, seat, "donate", "war.spoils")
    if amount < 0 or amount > min(w["owed"], draft.state.amount(seat, "wealth")):
        raise Refusal("war.spoils", f"{seat} may donate $0 to ${min(w['owed'], draft.state.amount(seat, 'wealth'))}")
    if amount:
        rules.costs.lose(draft, seat, "wealth", amount)
        rules.costs.gain(draft, w["winner"], "wealth", amount)
    draft.emit(E.Noted(seat, f"{seat} donates ${amount} toward {w['loser']}'s debt"))
    w["owed"] -= amount
    _after_wealth(rules, draft, w)


def take_spoils(rules, draft: Draft, seat: str, cards: tuple[str, ...]) -> None:
    """The winner takes market cards of the loser's worth no more than is owed."""
    w = _check(draft, seat, "spoils", "war.cards")
    worth = 0
    for card in cards:
        if card not in owned(rules, draft.state, w["loser"]):
            raise Refusal("war.cards", f"{rules.card_name(card)} is not a market card of {w['loser']}'s")
        worth += price(rules, draft.state, seat, card)
    if len(set(cards)) != len(cards) or worth > w["owed"]:
        raise Refusal("war.cards", f"Those cards are worth ${worth} at {seat}'s price; only ${w['owed']} is owed")
    _settle(rules, draft, w, cards)


def _settle(rules, draft: Draft, w: dict, cards: tuple[str, ...]) -> None:
    """Move the taken cards, turn the rest of the debt into victory points, and end the war."""
    winner, loser, owed = w["winner"], w["loser"], w["owed"]
    homeless: tuple[str, ...] = ()
    if cards:  # one sentence for the move, so the log says it once
        names = ", ".join(rules.card_name(card) for card in cards)
        draft.emit(E.Noted(winner, f"{winner} takes {names} from {loser} as spoils"))
    for card in cards:
        owed -= price(rules, draft.state, winner, card)
        homeless += remove_market_card(rules, draft, loser, card, tableau(winner), -1, rehoming=False)
    if homeless:
        rehome_or_choose(rules, draft, loser, homeless)
    if owed > 0:
        rules.costs.gain(draft, winner, "vp", owed)
        draft.emit(E.Noted(winner, f"{winner} gains {counted(owed, 'victory point')} for the rest of the spoils"))
    put(draft, "war", None)
    maybe_end_turn(rules, draft)
