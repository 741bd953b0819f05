"""Playing 1819's cards, the actions of a turn besides war: Buy (a market card or a battle card),
the free discard, Populate, Use, and Raid with its Intervene step.

A raid waits in the mark ``raid`` ({by, order, next}) while the other players,
nearest clockwise first, say whether they intervene; the first who does is
the interventionist, and the dice are rolled once one intervenes or all have
declined. Each function takes the ruleset and a draft.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.words import counted
from core.rules.mechanics import asking, decks
from core.rulesets.s1819.board import gain, move_ships
from core.rulesets.s1819.common import (
    MARKET,
    clockwise_from,
    face_up,
    faction,
    is_objective,
    objective_deck,
    owned,
    passive,
    plain,
    price,
    put,
    strength,
    tableau,
)
from core.rulesets.s1819.round import check_turn, maybe_end_turn, place_token, spend
from core.rulesets.s1819.setup import put_back
from core.rulesets.s1819.tableau import free_slots, remove_market_card, settle


def _can_draw(draft: Draft, deck: str) -> bool:
    return bool(draft.state.zone(Z.deck(deck)) or draft.state.zone(Z.discard(deck)))


# ---------------------------------------------------------------- Buy


def buy(rules, draft: Draft, seat: str, card: str) -> None:
    """Buy a face-up market card at the faction's price into the tableau; the market refills from its deck."""
    check_turn(rules, draft, seat)
    if card not in draft.state.zone(MARKET):
        raise Refusal("buy.market", f"{rules.card_name(card)} is not face up in the market")
    cost = max(
        0, price(rules, draft.state, seat, card) - passive(rules, draft.state, seat, "discount").get("wealth", 0)
    )
    rules.costs.pay(
        draft,
        seat,
        {"wealth": cost},
        f"{rules.card_name(card)} ({rules.data.faction_names[faction(draft.state, seat)]})",
    )
    spend(rules, draft, seat)
    draft.emit(E.CardMoved(card, MARKET, tableau(seat), -1), E.ChargesSet(card, 1))
    if draft.state.zone(Z.deck("market")):
        draft.emit(E.CardMoved(draft.state.zone(Z.deck("market"))[0], Z.deck("market"), MARKET, -1))
    else:
        draft.emit(E.Noted(seat, "the market deck is empty: the slot stays open"))
    extra = rules.data.rule(card)
    for verb, arg in rules.library.get(card).effect:
        if verb == "gain":
            gain(rules, draft, seat, arg)
    place_token(rules, draft, card)
    if extra.get("type") == "vice":
        vice = plain(draft.state.mark("vice") or {})
        side = faction(draft.state, seat)
        vice[side] = vice.get(side, 0) + 1
        put(draft, "vice", vice)
    if extra.get("swap") and _swap(rules, draft, seat):
        return
    maybe_end_turn(rules, draft)


def _swap(rules, draft: Draft, seat: str) -> bool:
    """Draw two objectives; the choice that follows keeps one of them in place of one held."""
    old = tuple(c for c in draft.state.zone(Z.hand(seat)) if is_objective(rules, c))
    new = []
    deck = objective_deck(draft.state, seat)
    for _ in range(2):
        if _can_draw(draft, deck):
            new.append(decks.draw(draft, deck, seat, rules.deck_policy))
    if not new:
        draft.emit(E.Noted(seat, "no private objective is left to swap"))
        return False
    put(draft, "secret:swap", {"seat": seat, "new": new})
    keep = max(1, len(old))
    draft.emit(
        E.ChoiceOpened(
            seat,
            "swap",
            Z.hand(seat),
            keep,
            old + tuple(new),
            f"{seat} must keep {counted(keep, 'objective')}, exactly one of them newly drawn",
            "turn",
        )
    )
    return True


def swap_chosen(rules, draft: Draft, seat: str, options: tuple[str, ...], picked: tuple[str, ...]) -> None:
    """Keep the picked objectives (exactly one newly drawn); the others go under the objective deck face down."""
    new = tuple(plain(draft.state.mark("secret:swap"))["new"])
    if sum(1 for c in picked if c in new) != 1:
        raise Refusal("buy.effects", "Keep exactly one of the two objectives just drawn")
    for card in options:
        if card not in picked:
            draft.emit(put_back(rules, seat, card))
    draft.emit(E.Noted(seat, f"{seat} chooses to keep {counted(len(picked), 'objective')}, one of them new"))
    put(draft, "secret:swap", None)


def buy_battle(rules, draft: Draft, seat: str) -> None:
    """Buy the top battle card of the faction's deck for $2, within the battle-card limit."""
    check_turn(rules, draft, seat)
    deck = faction(draft.state, seat)
    limit = rules.options["battle_limit"]
    held = [c for c in draft.state.zone(Z.hand(seat)) if rules.library.get(c).has("battle")]
    if limit and len(held) >= limit:
        raise Refusal("buy.battle", f"{seat} already holds {len(held)} battle cards; the limit is {limit}")
    if not _can_draw(draft, deck):
        raise Refusal("buy.empty", f"The {rules.definition.decks[deck]} and its discard pile are empty")
    rules.costs.pay(draft, seat, {"wealth": 2}, "A battle card")
    spend(rules, draft, seat)
    decks.draw(draft, deck, seat, rules.deck_policy)
    maybe_end_turn(rules, draft)


def discard(rules, draft: Draft, seat: str, card: str) -> None:
    """The free discard of a market or battle card of your own, at any time in your own turn (no action), also
    during your own raid or war; committed battle cards are no longer in the hand."""
    s = draft.state
    if s.phase != "actions" or s.active != seat:
        raise Refusal("buy.discard", f"{seat} discards only during their own turn")
    d = rules.library.get(card)
    if card in s.zone(Z.hand(seat)) and d.has("battle"):
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard(d.deck), 0))
    elif card in owned(rules, s, seat):
        remove_market_card(rules, draft, seat, card, Z.discard("market"))
    else:
        raise Refusal("buy.discard", f"{rules.card_name(card)} is not a market card or battle card of {seat}'s")
    draft.emit(E.Noted(seat, f"{seat} discards {rules.card_name(card)}"))


# ---------------------------------------------------------------- Populate and Use


def populate(rules, draft: Draft, seat: str) -> None:
    """Draw an immigrant into the tableau and settle it on a free slot (or lose 1 VP)."""
    check_turn(rules, draft, seat)
    if not _can_draw(draft, "immigrant"):
        raise Refusal("buy.empty", "The immigrant deck and its discard pile are empty")
    spend(rules, draft, seat)
    card = decks.draw(draft, "immigrant", seat, rules.deck_policy, dst=tableau(seat))
    for verb, arg in rules.library.get(card).effect:
        if verb == "gain":
            gain(rules, draft, seat, arg)
    homes = tuple(dict.fromkeys(free_slots(rules, draft.state, seat)))
    if len(homes) > 1:
        put(draft, "settling", card)
        draft.emit(
            E.ChoiceOpened(
                seat,
                "settle",
                tableau(seat),
                1,
                homes,
                f"{seat} chooses the card {rules.card_name(card)} settles on",
                "turn",
            )
        )
        return
    if settle(rules, draft, seat, card):
        _settled(rules, draft, seat, card)
    maybe_end_turn(rules, draft)


def _settled(rules, draft: Draft, seat: str, card: str) -> None:
    on = plain(draft.state.mark("attached"))[card]
    draft.emit(E.Noted(seat, f"{rules.card_name(card)} settles on {rules.card_name(on)}"))


def settle_chosen(rules, draft: Draft, seat: str, picked: tuple[str, ...]) -> None:
    """The arriving immigrant settles on the card its player picked (populate.settle)."""
    card = draft.state.mark("settling")
    living = plain(draft.state.mark("attached") or {})
    living[card] = picked[0]
    put(draft, "attached", living)
    put(draft, "settling", None)
    _settled(rules, draft, seat, card)
    maybe_end_turn(rules, draft)


def group(rules, state, seat: str, card: str) -> tuple[str, ...]:
    """The card and every face-up card of `seat` linked with it."""
    link = rules.data.rule(card).get("link")
    if not link:
        return (card,)
    return tuple(c for c in face_up(rules, state, seat) if rules.data.rule(c).get("link") == link)


def use(rules, draft: Draft, seat: str, card: str) -> None:
    """Use a face-up card of the tableau, with its linked group, once a round."""
    check_turn(rules, draft, seat)
    s = draft.state
    if card not in owned(rules, s, seat):
        raise Refusal("use.own", f"{rules.card_name(card)} is not in {seat}'s tableau")
    if card not in face_up(rules, s, seat):
        raise Refusal("use.own", f"{rules.card_name(card)} is face down and cannot be used")
    cards = group(rules, s, seat, card)
    spent = [c for c in cards if not s.charges.get(c)]
    if spent:
        what = "its linked group" if len(cards) > 1 else "it"
        raise Refusal("use.once", f"{rules.card_name(card)}: {what} has been used this round")
    spend(rules, draft, seat)
    for c in cards:
        draft.emit(E.ChargesSet(c, 0))
        for action in rules.library.get(c).actions:
            for verb, arg in action.effect:
                if verb == "gain":
                    gain(rules, draft, seat, arg)
        if rules.data.rule(c).get("ships"):
            move_ships(rules, draft, int(rules.data.rule(c)["ships"]))
    names = ", ".join(rules.card_name(c) for c in cards)
    draft.emit(E.Noted(seat, f"{seat} uses {names}"))
    maybe_end_turn(rules, draft)


# ---------------------------------------------------------------- Raid and Intervene


def raid(rules, draft: Draft, seat: str) -> None:
    """Go raiding: the others, nearest clockwise first, may intervene before the dice."""
    check_turn(rules, draft, seat)
    spend(rules, draft, seat)
    order = list(clockwise_from(draft.state, seat)[1:])
    asking.ask(draft, "raid", seat, order)
    draft.emit(E.Noted(seat, f"{seat} raids; {order[0]} may intervene first, before the dice"))


def raider_turn(state) -> str | None:
    """Who the raid waits on to intervene or decline, or None."""
    return asking.asked(state, "raid")


def _check_raid(draft: Draft, seat: str) -> dict:
    r = draft.state.mark("raid")
    if r is None:
        raise Refusal("raid.declare", "No raid is waiting for its dice: an intervention is declared before the roll")
    if seat == r["by"]:
        raise Refusal("raid.intervene", f"{seat} is the raider and cannot intervene")
    return asking.answering(draft, "raid", seat, "raid.intervene", "No raid is waiting for its dice")


def committed(rules, draft: Draft, seat: str, cards: tuple[str, ...], names: int = 1, rule: str = "raid.tie") -> None:
    """Refuse a commitment that is not battle cards of the seat's hand, or mixes more than `names` cards."""
    if not cards:
        raise Refusal(rule, f"{seat} commits at least one battle card")
    for card in cards:
        if card not in draft.state.zone(Z.hand(seat)) or not rules.library.get(card).has("battle"):
            raise Refusal(rule, f"{rules.card_name(card)} is not a battle card in {seat}'s hand")
    if len(set(cards)) != len(cards) or len({definition_id(c) for c in cards}) > names:
        raise Refusal(
            "battle.identical",
            "Only identical battle cards are committed together as one card"
            + (f" (at most {names} different cards)" if names > 1 else ""),
        )


def intervene(rules, draft: Draft, seat: str, cards: tuple[str, ...]) -> None:
    """Intervene in the raid with one battle card (identical copies count as one); the dice follow."""
    r = _check_raid(draft, seat)
    committed(rules, draft, seat, cards)
    draft.emit(
        E.Noted(
            seat,
            f"{seat} intervenes with {_copies(rules, cards)} (strength {strength(rules, cards)})",
        )
    )
    _roll(rules, draft, r, seat, cards)


def _copies(rules, cards: tuple[str, ...]) -> str:
    """Identical battle cards committed as one, in words: ``Gunboat``, or ``2 copies of Gunboat``."""
    name = rules.card_name(cards[0])
    return name if len(cards) == 1 else f"{len(cards)} copies of {name}"


def decline(rules, draft: Draft, seat: str) -> None:
    """Pass on intervening; when no one intervenes, the raid's dice are rolled."""
    r = _check_raid(draft, seat)
    draft.emit(E.Noted(seat, f"{seat} declines to intervene in {r['by']}'s raid"))
    if not asking.move_on(draft, "raid", r):
        _roll(rules, draft, r, None, ())


def _roll(rules, draft: Draft, r: dict, by: str | None, cards: tuple[str, ...]) -> None:
    raider = r["by"]
    faces, state = rng.roll(2, 4, draft.state.rng)
    draft.emit(E.DiceRolled(raider, faces, 4, "raid", state))
    total = sum(faces)
    success = by is not None and strength(rules, cards) >= total
    if not success or rules.options["raider_keeps"]:
        rules.costs.gain(draft, raider, "wealth", total)
    move_ships(rules, draft, -1)
    if by is not None:
        for card in cards:
            draft.emit(E.CardMoved(card, Z.hand(by), Z.discard(rules.library.get(card).deck), 0))
        if success:
            rules.costs.gain(draft, by, "influence", 2)
        if rules.options["intervention_ship"]:
            move_ships(rules, draft, -1)
        outcome = "succeeds" if success else "fails"
        draft.emit(E.Noted(by, f"the raid rolls {total}: {by}'s intervention {outcome}"))
    put(draft, "raid", None)
    maybe_end_turn(rules, draft)
