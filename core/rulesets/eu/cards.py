"""Playing EU cards and display actions: costs, targets, displays, battle actions, reactions,
covert actions and their counterespionage windows, and the effect vocabulary.

A card played for its action waits on the table while it resolves and then
goes to its own deck's discard pile. A covert action (or a card that may be
answered) first opens a reaction window for the rivals in turn order; the
mark ``resolving`` remembers what to resolve when everyone has declined.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal, UnknownCard
from core.engine.words import counted
from core.rules.mechanics import decks, reactions
from core.rules.mechanics.resolve import resolve as resolve_verbs
from core.rulesets.eu import battle as eu_battle
from core.rulesets.eu.common import plain, put
from core.rulesets.eu.round import check_own_turn, check_turn_action

AIMED = ("steal", "rival_loses")


def aimed(target: str, steps: tuple) -> bool:
    """Whether a card or action needs a rival as its target."""
    return target == "rival" or any(verb in AIMED for verb, _ in steps)


def check_target(seat: str, target: str | None, needs: bool, name: str) -> None:
    """Refuse a card that needs a rival and names none (or its own seat), or names one it does not take."""
    if needs and (target is None or target == seat):
        raise Refusal("6.target", f"{name} needs a rival as its target")
    if not needs and target is not None:
        raise Refusal("6.target", f"{name} takes no target")


def check_prerequisites(rules, draft: Draft, seat: str, d) -> None:
    """Refuse a card whose required minimum (Influence) the realm does not have (6.prerequisite)."""
    for r, n in d.requires.items():
        have = draft.state.amount(seat, r)
        if have < n:
            name = rules.costs.names.get(r, r)
            raise Refusal("6.prerequisite", f"{d.name} requires {name} {n}; {seat} has {have}")


def cost_of(rules, cost, steps: tuple, discount) -> dict[str, int]:
    """The cost (plus any `pay` steps), less a discount, never below zero."""
    total = dict(cost)
    for verb, arg in steps:
        if verb == "pay":
            for r, n in arg.items():
                total[r] = total.get(r, 0) + n
    return rules.costs.discounted(total, discount)


def answers(d) -> bool:
    """Whether a card cancels or counters another (so it answers a window rather than opening one)."""
    return any(verb in ("cancel", "counter") for verb, _ in d.effect)


def _placed(draft: Draft, card: str | None = None) -> None:
    """Record the turn a display card was played (`card`), keeping only cards still on display."""
    s = draft.state
    shown = {c for seat in s.seats for c in s.zone(Z.display(seat))}
    placed = {c: t for c, t in plain(s.mark("placed") or {}).items() if c in shown}
    if card is not None:
        placed[card] = s.turn
    if placed != plain(s.mark("placed") or {}):
        put(draft, "placed", placed or None)


# ---------------------------------------------------------------- playing a hand card


def play(
    rules, draft: Draft, seat: str, card: str, target: str | None, replace: str | None, die: str | None, discount
) -> None:
    """Play a card from the hand: into an open window, as a battle action, onto the display, or for its action."""
    rules.require_in(draft, card, Z.hand(seat), "6.in-hand")
    d = rules.library.get(card)
    check_prerequisites(rules, draft, seat, d)
    if draft.state.window is not None:
        return answer(rules, draft, seat, card, discount)
    if d.has("battle"):
        eu_battle.check_action(draft, seat, d.id, d.name)
        dice = eu_battle.pool(rules, d.effect, die, d.name)
        rules.pay(draft, seat, cost_of(rules, d.cost, d.effect, discount), d.name)
        eu_battle.add_action(draft, seat, d.id, dice)
        return _resolve_and_discard(rules, draft, seat, card, None)
    eu_battle.pool(rules, d.effect, die, d.name)
    if answers(d):
        raise Refusal("6.2.answer", f"{d.name} answers an open reaction window, and none is open")
    needs = aimed(d.target, d.effect)
    if d.has("reaction"):
        check_target(seat, target, needs, d.name)
        rules.pay(draft, seat, cost_of(rules, d.cost, d.effect, discount), d.name)
        return _resolve_and_discard(rules, draft, seat, card, target)
    if d.has("minor"):
        check_own_turn(draft, seat)
        if seat in draft.state.mark("passed", ()):
            raise Refusal("4.2.passed", f"{seat} has passed; {d.name} takes no turn but is still an action card")
    else:
        check_turn_action(draft, seat)
    check_target(seat, target, needs, d.name)
    if d.has("display"):
        _check_display(rules, draft, seat, card, d.charges, replace)
    elif replace is not None:
        raise Refusal("6.2.display-limit", f"{d.name} is not a display card; nothing is replaced")
    if not d.has("minor"):
        put(draft, "acted", True)
    rules.pay(draft, seat, cost_of(rules, d.cost, d.effect, discount), d.name)
    if d.has("display"):
        discard = Z.discard(d.deck)
        if replace is not None:
            rules.displays.remove(draft, seat, replace, Z.discard(rules.library.get(replace).deck))
        rules.displays.place(draft, seat, card, d.charges, discard, d.name)
        return _placed(draft, card)
    if d.has("covert") or d.answerable:
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.TABLE, -1))
        return _open(
            draft,
            seat,
            card,
            "covert" if d.has("covert") else "answer",
            {"seat": seat, "card": card, "action": None, "target": target},
        )
    _resolve_and_discard(rules, draft, seat, card, target)


def _check_display(rules, draft: Draft, seat: str, card: str, charges: int, replace: str | None) -> None:
    """Refuse a display card the limits forbid, or that the supply cannot charge once a replaced card's tokens
    are back in it (6.2.display-charge)."""
    rules.displays.check_new(draft, seat, card, 0, replace)
    have = draft.state.amount(seat, rules.displays.supply)
    back = draft.state.charges.get(replace, 0) if replace is not None else 0
    if have + back < charges:
        refund = f" and {back} back from {rules.card_name(replace)}" if replace is not None else ""
        raise Refusal(
            "6.2.display-charge",
            f"{rules.card_name(card)} needs {charges} tokens; {seat} has {have} in the supply{refund}",
        )


def _resolve_and_discard(rules, draft: Draft, seat: str, card: str, target: str | None) -> None:
    d = rules.library.get(card)
    src = draft.state.where(card)
    if src is None:
        raise UnknownCard(card, "the game's zones")
    draft.emit(E.CardMoved(card, src, Z.TABLE, -1))
    resolve(rules, draft, seat, d.deck, d.effect, target, card)
    draft.emit(E.CardMoved(card, Z.TABLE, Z.discard(d.deck), 0))


def _open(draft: Draft, seat: str, trigger: str, kind: str, resolving: dict) -> None:
    put(draft, "resolving", resolving)
    reactions.open_window(draft, trigger, seat, kind, reactions.seats_after(draft.state.seats, seat))


# ---------------------------------------------------------------- display actions


def use(rules, draft: Draft, seat: str, card: str, index: int, target: str | None, die: str | None, discount) -> None:
    """Use one action of a display card from the turn after it was placed, paying its cost."""
    rules.require_in(draft, card, Z.display(seat), "6.2.display-use")
    d = rules.library.get(card)
    if not 0 <= index < len(d.actions):
        raise Refusal("6.2.display-use", f"{d.name} has no action {index} (it has {len(d.actions)})")
    action = d.actions[index]
    placed = (draft.state.mark("placed") or {}).get(card)
    if placed is not None and placed == draft.state.turn:
        raise Refusal("6.2.display-later", f"{d.name} was played this turn; its actions are ready from the next turn")
    key, cost = f"{d.id}/{action.name}", cost_of(rules, action.cost, action.effect, discount)
    if "battle" in action.kinds:
        eu_battle.check_action(draft, seat, key, action.name)
        dice = eu_battle.pool(rules, action.effect, die, action.name)
    else:
        eu_battle.pool(rules, action.effect, die, action.name)
        if "reaction" not in action.kinds:
            check_turn_action(draft, seat)
            put(draft, "acted", True)
        check_target(seat, target, aimed("rival" if "covert" in action.kinds else "none", action.effect), action.name)
    rules.displays.spend(draft, seat, card, action.spends, Z.discard(d.deck))
    rules.costs.gain(draft, seat, rules.displays.supply, action.spends)
    rules.pay(draft, seat, cost, action.name)
    _placed(draft)
    if "battle" in action.kinds:
        eu_battle.add_action(draft, seat, key, dice)
        return resolve(rules, draft, seat, d.deck, action.effect, None, card)
    resolving = {"seat": seat, "card": card, "action": index, "target": target}
    if "covert" in action.kinds:
        return _open(draft, seat, card, "covert", resolving)
    finish(rules, draft, resolving)


# ---------------------------------------------------------------- reaction windows


def answer(rules, draft: Draft, seat: str, card: str, discount=None) -> None:
    """Answer the open window with a reaction card: a counter or cancel ends the trigger, whose card is discarded
    before the answering card goes on top of it."""
    d = rules.library.get(card)
    window = draft.state.window
    reactions.check_turn(draft, seat)
    assert window is not None, "check_turn refuses when no window is open"
    if not d.has("reaction"):
        raise Refusal("6.2.reaction", f"Only a reaction answers the open window; {d.name} is not one")
    counters = [arg for verb, arg in d.effect if verb == "counter"]
    if counters and window.kind not in counters:
        raise Refusal(
            "6.2.answer",
            f"{d.name} counters only {' or '.join(counters)} actions; {rules.card_name(window.trigger)} is not one",
        )
    rules.pay(draft, seat, cost_of(rules, d.cost, d.effect, discount), d.name)
    reactions.answer(draft, seat, card)
    if answers(d):
        _cancel(rules, draft, "countered" if counters else "cancelled")
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard(d.deck), 0))
        return
    _resolve_and_discard(rules, draft, seat, card, None)


def _cancel(rules, draft: Draft, how: str) -> None:
    resolving = plain(draft.state.mark("resolving"))
    reactions.close(draft, cancelled=True)
    card = resolving["card"]
    if resolving["action"] is None:
        draft.emit(E.CardMoved(card, Z.TABLE, Z.discard(rules.library.get(card).deck), 0))
    put(draft, "resolving", None)
    draft.emit(E.Noted(resolving["seat"], f"{rules.card_name(card)} was {how}; its cost stays paid"))


def decline(rules, draft: Draft, seat: str) -> None:
    """Pass on the open window; when everyone has passed, the waiting card resolves."""
    if reactions.pass_window(draft, seat):
        resolving = plain(draft.state.mark("resolving"))
        reactions.close(draft, cancelled=False)
        finish(rules, draft, resolving)


def finish(rules, draft: Draft, resolving: dict) -> None:
    """Resolve a card or display action that nobody countered, then discard a played card."""
    seat, card, index, target = resolving["seat"], resolving["card"], resolving["action"], resolving["target"]
    d = rules.library.get(card)
    steps = d.effect if index is None else d.actions[index].effect
    resolve(rules, draft, seat, d.deck, steps, target, card)
    if index is None:
        draft.emit(E.CardMoved(card, Z.TABLE, Z.discard(d.deck), 0))
    put(draft, "resolving", None)


# ---------------------------------------------------------------- effects


def resolve(rules, draft: Draft, seat: str, deck: str, steps: tuple, target: str | None, card: str) -> None:
    """Carry out the effect verbs; `pay` was paid with the cost, `dice` by the battle, answers by the window."""

    def draw(count: int) -> None:
        """Draw up to `count` cards from the effect's deck, stopping when it and its discard pile are spent."""
        for _ in range(count):
            if not (draft.state.zone(Z.deck(deck)) or draft.state.zone(Z.discard(deck))):
                draft.emit(E.Noted(seat, f"the {deck} deck is spent: nothing more to draw"))
                break
            decks.draw(draft, deck, seat, rules.deck_policy)

    def own(verb: str, arg) -> None:
        """Carry out the effect verbs the shared resolver leaves to EU: discard by choice, charge a display card."""
        if verb == "discard":
            hand = draft.state.zone(Z.hand(seat))
            n = min(arg, len(hand))
            if n:
                draft.emit(
                    E.ChoiceOpened(
                        seat,
                        "discard-to-limit",
                        Z.hand(seat),
                        n,
                        hand,
                        f"{seat} discards {counted(n, 'card')} of their choice",
                        "",
                    )
                )
        elif verb == "charge" and card in draft.state.zone(Z.display(seat)):
            have = draft.state.amount(seat, rules.displays.supply)
            n = min(arg, have)
            if n:
                draft.emit(
                    E.ResourceChanged(seat, rules.displays.supply, -n),
                    E.ChargesSet(card, draft.state.charges.get(card, 0) + n),
                )

    resolve_verbs(rules.costs, draft, seat, steps, target, draw, rules.card_name(card), own)
