"""Attacks: announcing one, aiding and defending with tokens, calling it off, and the roll.

An announced attack is the mark ``attack`` and a reaction window in which every
player, the attacker last, may aid or defend with a token, play a Plot into it
or decline; when everyone has declined in a row the dice are rolled. Until the
attacker commits (a token or a Plot of theirs spent into it) the attacker may
call it off, and whatever the others spent comes back.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal, UnknownCard
from core.rules.mechanics import reactions
from core.rulesets.inwo import abilities, elimination
from core.rulesets.inwo import groups as G
from core.rulesets.inwo import structure as S
from core.rulesets.inwo.common import (
    OPPOSED,
    discard_pile,
    in_play_twin,
    out,
    owner_of,
    plain,
    put,
    set_tokens,
    spend,
    structure,
    tokens,
)
from core.rulesets.inwo.round import check_step, draw_from

MODES = ("control", "destroy")
SIDES = ("attack", "defend")


def under_way(draft: Draft) -> dict:
    """The attack being announced, or a refusal when there is none."""
    attack = plain(draft.state.mark("attack"))
    if attack is None or draft.state.window is None:
        raise Refusal("attacks.aid", "No attack is under way")
    return attack


def announce(
    rules, draft: Draft, seat: str, group: str, target: str, mode: str, modifier: int, privileged: str = "no"
) -> None:
    """Announce an attack by a group of the seat's on a rival's group or a Group from the hand (step 5); Bavaria
    may declare it privileged, so that only the attacker and the target's master take part."""
    check_step(draft, seat, ("actions",), "actions.main-step")
    s = draft.state
    if group not in structure(s, seat):
        raise Refusal("actions.own-groups", f"{rules.card_name(group)} is not in {seat}'s Power Structure")
    if rules.stats[definition_id(group)].kind == "resource":
        raise Refusal("actions.token", f"{rules.card_name(group)} is a Resource: it cannot attack")
    if tokens(s, group) < 1:
        raise Refusal(
            "actions.once-per-turn", f"{rules.card_name(group)} has already acted this turn: its token is spent"
        )
    stats = rules.stats[definition_id(target)]
    holder = owner_of(s, target)
    from_hand = target in s.zone(Z.hand(seat))
    if stats.kind == "illuminati":
        raise Refusal("attacks.illuminati", f"{rules.card_name(target)} is an Illuminati: it cannot be attacked")
    if stats.kind in ("resource", "plot") or holder == seat or (holder is None and not from_hand):
        raise Refusal(
            "attacks.target",
            f"{rules.card_name(target)} cannot be attacked: the target is a group in a "
            f"rival's Power Structure or a Group from your own hand",
        )
    if mode == "control":
        S.check_room(rules, s, group, target)
    abilities.check_attack(rules, s, seat, group, target, mode, holder)
    if holder is not None:
        G.check_shield(rules, structure(s, holder), group, target)
    if privileged == "yes":
        abilities.check_privileged(rules, s, seat)
    if from_hand:
        if mode != "control":
            raise Refusal("attacks.target", "A Group from your hand can only be attacked to control")
        if in_play_twin(s, target) is not None:
            raise Refusal("groups.unique", f"{rules.card_name(target)} is already in play")
        draft.emit(E.CardMoved(target, Z.hand(seat), Z.TABLE, -1))
    put(
        draft,
        "attack",
        {
            "by": seat,
            "group": group,
            "target": target,
            "mode": mode,
            "owner": holder,
            "aid": [],
            "plots": [],
            "committed": False,
            "modifier": modifier,
            "privileged": privileged == "yes",
        },
    )
    extra = f" ({modifier:+d} by the table for card text the program does not model)" if modifier else ""
    said = "makes a privileged attack" if privileged == "yes" else "attacks"
    draft.emit(E.Noted(seat, f"{seat} {said} to {mode} {rules.card_name(target)} with {rules.card_name(group)}{extra}"))
    if privileged == "yes":
        put(draft, "privileged", True)
        order: tuple[str, ...] = ((holder,) if holder else ()) + (seat,)
    else:
        order = tuple(p for p in reactions.seats_after(s.seats, seat) if not out(s, p)) + (seat,)
    reactions.open_window(draft, target, seat, "attack", order)


def check_party(rules, attack: dict, seat: str) -> None:
    """Refuse a third player's part in a privileged attack: only the attacker and the target's master take part
    (attacks.privileged)."""
    if attack.get("privileged") and seat not in (attack["by"], attack["owner"]):
        raise Refusal(
            "attacks.privileged",
            f"The attack on {rules.card_name(attack['target'])} is privileged: only {attack['by']}"
            f"{' and ' + attack['owner'] if attack['owner'] else ''} take part",
        )


def aid(rules, draft: Draft, seat: str, group: str, side: str) -> None:
    """Spend a token of one of your groups for the attacker's side or the target's (attacks.aid)."""
    attack = under_way(draft)
    check_party(rules, attack, seat)
    reactions.check_turn(draft, seat)
    if group == attack["group"] or any(g == group for _, g, _ in attack["aid"]):
        raise Refusal(
            "attacks.no-duplicates",
            f"{rules.card_name(group)} is already in this attack: a card puts only one of its tokens into one attack",
        )
    if side == "attack" and group == attack["target"]:
        raise Refusal(
            "attacks.defend-self",
            f"{rules.card_name(group)} is the target of this attack: its token can only defend it",
        )
    may_aid(rules, draft.state, attack, group, side)
    spend(rules, draft, seat, group, f"{'aid' if side == 'attack' else 'defend against'} the attack")
    attack["aid"].append([seat, group, side])
    if seat == attack["by"]:
        attack["committed"] = True
    put(draft, "attack", attack)
    doubled = " (defending itself: its Power counts twice)" if side == "defend" and group == attack["target"] else ""
    verb = "aids the attack with" if side == "attack" else "defends with"
    draft.emit(E.Noted(seat, f"{seat} {verb} {rules.card_name(group)}{doubled}"))
    reactions.answer(draft, seat, group)


def add_plot(draft: Draft, seat: str, card: str, side: str, token_from: str | None) -> None:
    """Record a Plot played into the attack (the attacker's own commits it)."""
    attack = plain(draft.state.mark("attack"))
    attack["plots"].append([seat, card, side, token_from or ""])
    if seat == attack["by"]:
        attack["committed"] = True
    put(draft, "attack", attack)
    reactions.answer(draft, seat, card)


def call_off(rules, draft: Draft, seat: str) -> None:
    """Call the announced attack off before the attacker commits; the tokens and Plots spent on it come back."""
    attack = under_way(draft)
    if seat != attack["by"]:
        raise Refusal("attacks.call-off", f"Only {attack['by']}, who attacks, may call the attack off")
    reactions.check_turn(draft, seat)
    if attack["committed"]:
        raise Refusal("attacks.committed", f"{seat} has spent a token or a Plot on the attack: it goes to the roll")
    for who, group, _ in attack["aid"]:
        if group in structure(draft.state, who):
            set_tokens(draft, group, tokens(draft.state, group) + 1)
    for who, card, _, token_from in attack["plots"]:
        src = draft.state.where(card)
        if src is None:
            raise UnknownCard(card, "the game's zones")
        draft.emit(E.CardMoved(card, src, Z.hand(who), -1))
        if token_from and token_from in structure(draft.state, who):
            set_tokens(draft, token_from, tokens(draft.state, token_from) + 1)
    draft.emit(E.Noted(seat, f"{seat} calls off the attack; the tokens and Plots spent on it go back"))
    _end(draft, attack, back_to_hand=True, cancelled=True)


def cancel(rules, draft: Draft, seat: str) -> None:
    """A cancelling Plot: the attack has no effect; the attacking group has acted, spent tokens stay spent."""
    attack = plain(draft.state.mark("attack"))
    group = attack["group"]
    if group in structure(draft.state, attack["by"]) and tokens(draft.state, group):
        set_tokens(draft, group, tokens(draft.state, group) - 1)
    draft.emit(E.Noted(seat, f"{seat} cancels the attack on {rules.card_name(attack['target'])}"))
    _end(draft, attack, back_to_hand=True, cancelled=True)


def _end(draft: Draft, attack: dict, back_to_hand: bool, cancelled: bool) -> None:
    if back_to_hand and attack["target"] in draft.state.zone(Z.TABLE):
        draft.emit(E.CardMoved(attack["target"], Z.TABLE, Z.hand(attack["by"]), -1))
    put(draft, "attack", None)
    reactions.close(draft, cancelled)


def decline(rules, draft: Draft, seat: str) -> None:
    """Pass on the attack's window; when everyone has passed in a row, the dice decide."""
    under_way(draft)
    if reactions.pass_window(draft, seat):
        resolve(rules, draft)


def may_aid(rules, state, attack: dict, group: str, side: str) -> None:
    """Refuse an aid the alignment rule forbids (attacks.aid-alignment): an Illuminati and a target defending
    itself always may; otherwise the option says whether the helper must share an alignment with the group it
    helps (the attacker, or the target when defending), or only must not be opposed to it, or anyone may."""
    rule = rules.options["aid_alignment"]
    helped = attack["group"] if side == "attack" else attack["target"]
    mine = rules.stats[definition_id(group)]
    if rule == "any" or mine.kind == "illuminati" or group == attack["target"]:
        return
    theirs = rules.stats[definition_id(helped)].align
    opposed = [a for a in mine.align for b in theirs if (a, b) in OPPOSED]
    shared = set(mine.align) & set(theirs)
    if opposed:
        raise Refusal(
            "attacks.aid-alignment",
            f"{rules.card_name(group)} is {opposed[0].capitalize()}, opposed to {rules.card_name(helped)}: "
            f"it cannot help it",
        )
    if rule == "shared" and not shared:
        raise Refusal(
            "attacks.aid-alignment",
            f"{rules.card_name(group)} shares no alignment with {rules.card_name(helped)}: it cannot help it",
        )


def alignment(rules, attacker: str, target: str, mode: str) -> int:
    """+4 per alignment shared, -4 per opposed one, reversed to destroy unless the option says otherwise."""
    mine, theirs = rules.stats[definition_id(attacker)].align, rules.stats[definition_id(target)].align
    total = 0
    for a in mine:
        for b in theirs:
            if (a, b) in OPPOSED:
                total -= 4
            elif a == b:
                total += 4
    return -total if mode == "destroy" and rules.options["destroy_alignments"] == "reversed" else total


def odds(rules, state, attack: dict) -> tuple[int, str]:
    """The number the dice must not exceed, and how it was reached, in words."""
    stats = rules.stats
    by, target, mode = attack["by"], attack["target"], attack["mode"]
    power = stats[definition_id(attack["group"])].power
    aid = sum(stats[definition_id(g)].transfer for _, g, side in attack["aid"] if side == "attack")
    defend = sum(
        stats[definition_id(g)].power * 2 if g == target else stats[definition_id(g)].transfer
        for _, g, side in attack["aid"]
        if side == "defend"
    )
    boost_for = sum(stats[definition_id(c)].boost for _, c, side, _ in attack["plots"] if side == "attack")
    boost_against = sum(stats[definition_id(c)].boost for _, c, side, _ in attack["plots"] if side == "defend")
    kit = sum(stats[definition_id(c)].attack for c in structure(state, by))
    base = stats[definition_id(target)].resistance if mode == "control" else stats[definition_id(target)].power
    align = alignment(rules, attack["group"], target, mode)
    place = position(rules, state, attack)
    special, why = abilities.bonus(rules, state, attack)
    groups, named = G.attack_bonus(rules, state, attack, structure(state, by))
    special += groups
    parts = ([why.strip(" ()")] if why else []) + named
    why = f" ({'; '.join(parts)})" if parts else ""
    need = power + aid + boost_for + kit + attack["modifier"] + special - base - defend - boost_against + align - place
    said = (
        f"Power {power} + aid {aid} + Plots {boost_for} + Resources {kit} + abilities {special}{why}"
        f" + table {attack['modifier']} (card text not modelled)"
        f" - {'Resistance' if mode == 'control' else 'Power'} {base} - defence {defend}"
        f" - Plots {boost_against} + alignment {align} - place {place} = {need}"
    )
    return need, said


def prospect(rules, state, command) -> str | None:
    """What an attack not yet made would need on the dice, as the table stands (no aid, no Plots yet), for the
    menu the attacker chooses it from; None for one the rules refuse."""
    try:
        after = rules.draft(state, command).state
    except Refusal:
        return None
    need, _ = odds(rules, after, plain(after.mark("attack")))
    return chance(need)


POSITION = {1: 10, 2: 5, 3: 2}


def position(rules, state, attack: dict) -> int:
    """What the target's place in its structure adds to its defence (option position_defence): 10 on the
    Illuminati's own arrow, 5 one group further, 2 two groups further, 0 beyond or from a hand."""
    if rules.options["position_defence"] != "classic" or attack["owner"] is None:
        return 0
    return POSITION.get(S.depth(rules, state, attack["target"]), 0)


FAILS = 11  # a roll of 11 or 12 always fails, whatever the need (attacks.roll)


def chance(need: int) -> str:
    """What an attack needs on 2 dice, as players say it: a need below 2 no roll meets, and above 10 only 11 and
    12 fail (attacks.roll).

    >>> chance(7), chance(1), chance(10), chance(18)
    ('needs 7 or less on 2 dice', 'cannot succeed', 'needs 10 or less on 2 dice', 'fails only on 11 or 12')
    """
    if need < 2:
        return "cannot succeed"
    if need >= FAILS:
        return "fails only on 11 or 12"
    return f"needs {need} or less on 2 dice"


def rolled(total: int, need: int) -> str:
    """A roll's total against its need, said once after the dice the log already shows (attacks.roll).

    >>> rolled(5, 8), rolled(11, 25)
    ('total 5, needing 8 or less', 'total 11, and 11 and 12 always fail')
    >>> rolled(7, -10), rolled(6, 19)
    ('total 7, and no roll could succeed', 'total 6, and only 11 or 12 would fail')
    """
    if total >= FAILS:
        return f"total {total}, and 11 and 12 always fail"
    if need < 2:
        return f"total {total}, and no roll could succeed"
    if need >= FAILS:
        return f"total {total}, and only 11 or 12 would fail"
    return f"total {total}, needing {need} or less"


def verdict(rules, attack: dict, won: bool, back: bool) -> str:
    """What an attack came to, in the words the whole table reads when its window closes: whose attack, with
    which group, to control or destroy whose group, and whether it succeeded, with what follows (attacks.result).
    Every card it names is public: the groups lie in Power Structures, a target from the hand lies on the table.

    >>> from core.rulesets import make_ruleset
    >>> rules = make_ruleset("inwo")
    >>> attack = {"by": "Red", "group": "oil-barons#1", "target": "tax-auditors#2", "mode": "control", "owner": "Blue"}
    >>> verdict(rules, attack, True, False)
    "Red's attack with Oil Barons to control Blue's Federal Tax Auditors succeeds: it comes under Oil Barons"
    >>> verdict(rules, {**attack, "owner": None, "mode": "control"}, False, True)
    "Red's attack with Oil Barons to control Federal Tax Auditors from Red's hand fails: it goes back to Red's hand"
    """
    by, group, target, mode, owner = (attack[k] for k in ("by", "group", "target", "mode", "owner"))
    whose = f"{owner}'s {rules.card_name(target)}" if owner else f"{rules.card_name(target)} from {by}'s hand"
    words = f"{by}'s attack with {rules.card_name(group)} to {mode} {whose} {'succeeds' if won else 'fails'}"
    if won:
        return words + (f": it comes under {rules.card_name(group)}" if mode == "control" else ": it is destroyed")
    if owner is None:
        return words + (f": it goes back to {by}'s hand" if back else ": it goes to the discard pile")
    return words


def resolve(rules, draft: Draft) -> None:
    """Everyone declined in a row: the attacking group spends its token and the dice decide (attacks.roll). The
    window closes with the verdict before its consequences (puppets, an Illuminati destroyed), so the log says
    them in the order they follow."""
    attack = plain(draft.state.mark("attack"))
    by, group, target, mode = attack["by"], attack["group"], attack["target"], attack["mode"]
    if group in structure(draft.state, by) and tokens(draft.state, group):
        set_tokens(draft, group, tokens(draft.state, group) - 1)
    need, said = odds(rules, draft.state, attack)
    faces, state = rng.roll(2, 6, draft.state.rng)
    total = sum(faces)
    draft.emit(E.DiceRolled(by, faces, 6, f"attack to {mode} {rules.card_name(target)}", state))
    won = total <= need and total < FAILS
    draft.emit(E.Noted(by, f"{rolled(total, need)} ({said})"))
    src = draft.state.where(target)
    if src is None:
        raise UnknownCard(target, "the game's zones")
    back = not won and src == Z.TABLE and abilities.failed_from_hand(rules, draft.state, by)
    put(draft, "attack", None)
    reactions.close(draft, False, verdict(rules, attack, won, back))
    if won and mode == "control":
        taken = S.capture(rules, draft, target, by, group)
        if len(taken) > 1:
            names = ", ".join(rules.card_name(c) for c in taken[1:])
            draft.emit(E.Noted(by, f"{rules.card_name(target)}'s puppets come along: {names}"))
    elif won:
        lost = S.remove(rules, draft, target)
        if abilities.destroyed(rules, draft, by, len(lost)):
            draw_from(rules, draft, by, "plot")
    elif src == Z.TABLE:
        draft.emit(E.CardMoved(target, src, Z.hand(by) if back else discard_pile(rules, target), -1 if back else 0))
    if won:
        elimination.check(rules, draft, attack["owner"], by)
