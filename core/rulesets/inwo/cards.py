"""Playing Plot cards: draws and token refills on your turn, boosts and cancels into an attack, Goals.

A Plot that needs an action is powered by the token of one of the user's own
groups (or, for some, the user's Illuminati); a rival's token is refused
(plots.own-actions). The played card goes face up to the public Plot pile.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics import reactions
from core.rulesets.inwo import abilities
from core.rulesets.inwo import attack as inwo_attack
from core.rulesets.inwo.common import owner_of, plain, set_tokens, spend, structure, tokens
from core.rulesets.inwo.round import allowance, basic_goal, check_step, draw_from, illuminati

ATTACK_PLOTS = ("boost", "cancel")


def play(rules, draft: Draft, seat: str, card: str, group: str | None, side: str | None, target: str | None) -> None:
    """Play a Plot from the hand: a boost or cancel into an attack; a Plot that is an action (it needs a token)
    in step 5 of the seat's own turn; any other Plot, such as a Goal, at any step of the seat's own turn."""
    s = draft.state
    if card not in s.zone(Z.hand(seat)):
        raise Refusal("plots.hand", f"{rules.card_name(card)} is not in {seat}'s hand")
    stats = rules.stats.get(definition_id(card))
    if stats is None or stats.kind != "plot":
        raise Refusal("plots.hand", f"{rules.card_name(card)} is not a Plot: Groups come in by takeover or attack")
    attack = plain(s.mark("attack"))
    if stats.plot in ATTACK_PLOTS:
        if attack is None or s.window is None:
            raise Refusal(
                "plots.timing", f"{rules.card_name(card)} is played while an attack is announced, before its roll"
            )
        inwo_attack.check_party(rules, attack, seat)
        reactions.check_turn(draft, seat)
        if stats.plot == "boost" and side not in inwo_attack.SIDES:
            raise Refusal("plots.timing", f"{rules.card_name(card)} names the side it backs: attack or defend")
    else:
        if attack is not None:
            raise Refusal("plots.timing", f"{rules.card_name(card)} is not played during an attack")
        if stats.needs:
            check_step(draft, seat, ("actions",), "actions.main-step")
        elif s.active != seat:
            raise Refusal("plots.timing", f"{rules.card_name(card)} is played on {seat}'s own turn")
    token_from = power(rules, draft, seat, card, stats.needs, group)
    draft.emit(
        E.CardMoved(card, Z.hand(seat), Z.discard("plot"), 0), E.Noted(seat, f"{seat} plays {rules.card_name(card)}")
    )
    if stats.plot == "boost":
        assert side is not None, "a boost that names no side is refused above"
        inwo_attack.add_plot(draft, seat, card, side, token_from)
    elif stats.plot == "cancel":
        inwo_attack.cancel(rules, draft, seat)
    elif stats.plot == "draw":
        draw_from(rules, draft, seat, stats.draw_deck, stats.draw_count)
    elif stats.plot == "refill":
        refill(rules, draft, seat, target)
    else:
        goal(rules, draft, seat, card, stats)


def power(rules, draft: Draft, seat: str, card: str, needs: str, group: str | None) -> str | None:
    """Spend the token a Plot needs; returns the card it came from (None when it needs none)."""
    if not needs:
        return None
    if needs == "illuminati":
        own = illuminati(rules, draft.state, seat)
        group = group or own
        if group is None or rules.stats[definition_id(group)].kind != "illuminati":
            raise Refusal("plots.illuminati", f"{rules.card_name(card)} is powered only by your Illuminati's token")
    if group is None:
        raise Refusal("plots.own-actions", f"{rules.card_name(card)} needs the action of one of your groups: name it")
    if group not in structure(draft.state, seat):
        holder = owner_of(draft.state, group) or "no one"
        raise Refusal(
            "plots.own-actions",
            f"{rules.card_name(card)} is powered only by {seat}'s own groups; {rules.card_name(group)} is {holder}'s",
        )
    attack = draft.state.mark("attack")
    if attack is not None and attack["group"] == group:
        raise Refusal("actions.one-at-a-time", f"{rules.card_name(group)} is attacking: its token goes at the roll")
    spend(rules, draft, seat, group, f"power {rules.card_name(card)}")
    return group


def refill(rules, draft: Draft, seat: str, target: str | None) -> None:
    """One of your groups whose token is spent gets one back; a group still holding its token gets none."""
    if target is None or target not in structure(draft.state, seat):
        raise Refusal("actions.own-groups", "Name one of your own groups to get its token back")
    if tokens(draft.state, target) >= allowance(rules, target):
        raise Refusal("actions.refill", f"{rules.card_name(target)} still holds its token: it gets no second one")
    set_tokens(draft, target, tokens(draft.state, target) + 1)


def goal(rules, draft: Draft, seat: str, card: str, stats) -> None:
    """Reveal a Goal: the seat wins if it controls enough groups of the Goal's alignments, or, for a doubling Goal,
    if the basic goal is reached with the groups it names counted twice."""
    if stats.goal_double:
        need = abilities.needed(rules, draft.state, seat, basic_goal(rules, draft.state))
        have = abilities.counted(rules, draft.state, seat, stats)
        if have < need:
            raise Refusal(
                "plots.goal", f"{rules.card_name(card)} needs {need} groups counted its way; {seat} counts {have}"
            )
        draft.emit(E.GameEnded(seat, f"{seat} reveals {rules.card_name(card)}, counting {have} groups (win.goal)"))
        return
    have = sum(
        1 for c in structure(draft.state, seat) if set(rules.stats[definition_id(c)].align) & set(stats.goal_align)
    )
    need = stats.goal_count
    kinds = " or ".join(a.capitalize() for a in stats.goal_align)
    if have < need:
        raise Refusal("plots.goal", f"{rules.card_name(card)} needs {need} {kinds} groups; {seat} controls {have}")
    draft.emit(E.GameEnded(seat, f"{seat} reveals {rules.card_name(card)} with {have} {kinds} groups (win.goal)"))
