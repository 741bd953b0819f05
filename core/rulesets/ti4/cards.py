"""Playing TI4 action cards: timing by the card's kind, complete resolvability, targets, the Sabotage
window, cancelling, the same-name rule of one timing window, combats, Hacan trades and showing cards.

A played card waits on the table while the other players, in initiative order
after the active player, may cancel it (Sabotage); the mark ``resolving``
remembers it. When all decline in a row it resolves (its cost paid only now)
and goes to the discard pile. The mark ``timing`` lists what was played in
the current timing window (a turn, a combat round) as [name, what it affects].
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics import reactions
from core.rules.mechanics.reveals import HandShown
from core.rulesets.ti4 import agenda_cards, resolved, timing
from core.rulesets.ti4 import effects as ti4_effects
from core.rulesets.ti4.common import after_active, plain, put
from core.rulesets.ti4.drawing import draw_cards, hand_limit, refill
from core.rulesets.ti4.round import turn_blocked

DISCARD = Z.discard("action")
PLAY_NAMES = ("unit", "planet", "system", "outcome", "pools", "tg", "worth", "tech")
"""The play command's naming fields after the law, in the order core/rulesets/ti4/specs.py lists them."""


def cancels(d) -> bool:
    """Whether a card cancels the card that opened the window (Sabotage)."""
    return any(verb == "cancel" for verb, _ in d.effect)


def _timing(state) -> dict:
    return plain(state.mark("timing") or {"plays": [], "last": None})


def _record(draft: Draft, name: str, affects: str, card: str) -> None:
    timing = _timing(draft.state)
    timing["plays"].append([name, affects])
    timing["last"] = card
    put(draft, "timing", timing)


def reset_timing(draft: Draft) -> None:
    """A new timing window begins (a new turn, combat or combat round)."""
    put(draft, "timing", None)


# ---------------------------------------------------------------- playing a card


def play_fields(rules, card: str, fields: tuple[str, ...]) -> tuple[str, ...]:
    """The fields of the play command a form for `card` asks for: the card, and what its play names (the target
    player, the law, the card Sabotage answers, its window's names). A field this module does not know
    (another card's, added later) is always asked."""
    d = rules.library.get(card)
    extra = rules.card_rules.get(d.id, {})
    needs = {"card", *timing.card_timing(rules, d).names}
    if d.target in ("any", "rival"):
        needs.add("target")
    if extra.get("repeals") or extra.get("enacts"):
        needs.add("law")
    if cancels(d):
        needs.add("against")
    known = {"target", "law", "against", *PLAY_NAMES}
    return tuple(f for f in fields if f in needs or f not in known)


def play(
    rules,
    draft: Draft,
    seat: str,
    card: str,
    target: str | None,
    law: str | None,
    against: str | None,
    *named: str | None,
) -> None:
    """Play an action card: a Sabotage answers the waiting card; any other opens the Sabotage window.

    `named` holds what the play names, in `PLAY_NAMES` order: the unit, planet, system, called outcome,
    command-token pools, the trade goods spent (Bribery), the trade goods the card is worth and a technology."""
    d = rules.library.get(card)
    if cancels(d):
        return sabotage(rules, draft, seat, card, against)
    if against is not None:
        raise Refusal("2.6", f"{d.name} answers no other card; only a card like Sabotage names one")
    names = dict(zip(PLAY_NAMES, named, strict=False))
    affects = ti4_effects.affects(seat, target, law, names)
    if [d.name, affects] in _timing(draft.state)["plays"]:
        raise Refusal("2.6.2", f"{d.name} has already been played on {affects} in this timing window")
    rules.require_in(draft, card, Z.hand(seat), "play.hand")
    s = draft.state
    if s.window is not None:
        raise Refusal(
            "2.6",
            f"Only a card that answers a played action card, such as Sabotage, fits this window; {d.name} does not",
        )
    when = timing.card_timing(rules, d)
    if when.window == "action":
        _check_action_timing(draft, seat, d.name)
    elif when.window == "combat" and d.has("battle"):
        combat = s.mark("combat")
        if combat is None or seat not in (combat["attacker"], combat["defender"]):
            raise Refusal("combat.cards", f"{d.name} is played by a side of a combat the table has declared")
    elif not timing.is_open(when.window, s, seat):
        raise Refusal("2.6", f"{d.name} is played {timing.words(when.window)}; that moment is not open to {seat} now")
    _check_target(rules, draft, seat, d, target, law)
    ti4_effects.check_names(rules, draft.state, seat, d, when, names)
    agenda_cards.check(rules, draft.state, seat, d, target, names)
    resolved.check(rules, draft.state, seat, d.id, {"target": target, "names": names})
    for r, n in d.cost.items():
        if s.amount(seat, r) < n:
            raise Refusal("2.7", f"{d.name} costs {n} {rules.costs.names.get(r, r)}; {seat} has {s.amount(seat, r)}")
    draft.emit(E.CardMoved(card, Z.hand(seat), Z.TABLE, -1))
    _record(draft, d.name, affects, card)
    said = {k: v for k, v in names.items() if v is not None}
    put(
        draft,
        "resolving",
        {
            "seat": seat,
            "card": card,
            "target": target,
            "law": law,
            "component": when.window == "action",
            "names": said,
            "affects": affects,
        },
    )
    reactions.open_window(draft, card, seat, "sabotage", after_active(rules, draft.state, seat))


def _check_action_timing(draft: Draft, seat: str, name: str) -> None:
    """An Action card is a component action: it needs a turn action of `seat`'s own (2.6.1)."""
    why = turn_blocked(draft.state, seat)
    if why is not None:
        raise Refusal(
            "2.6.1",
            {
                "phase": f"{name} is an Action card: it is played as a component action in the action phase",
                "passed": f"{seat} has passed: no more turns, so no Action cards, this round",
                "turn": f"{name} is an Action card: it waits for {seat}'s own turn",
                "combat": f"{name} is an Action card: not during a combat",
                "acted": f"{seat} has already taken this turn's action",
            }[why],
        )


def _check_aim(d, seat: str, target: str | None) -> None:
    """A card that harms a rival names another player; any other card names none (note.7, 2.6.1, 2.7)."""
    if d.target == "any":
        if target is None:
            raise Refusal("2.6.1", f"{d.name} needs a player as its target")
    elif d.target == "rival":
        if target == seat:
            raise Refusal("note.7", f"{d.name} harms its target: aim it at another player, not yourself")
        if target is None:
            raise Refusal("2.6.1", f"{d.name} needs another player as its target")
    elif target is not None:
        raise Refusal("2.7", f"{d.name} takes no target")


def _check_law(d, extra, laws, law: str | None) -> None:
    """A card that repeals names a law in play, one that enacts names a law not yet in play, others none (note.9)."""
    if extra.get("needs") == "law" and not laws:
        raise Refusal("note.9", f"{d.name} needs a law in play, and there is none")
    if extra.get("repeals") and law not in laws:
        raise Refusal("note.9", f"{d.name} names a law in play ({', '.join(laws)}), got {law!r}")
    if extra.get("enacts") and (not law or law in laws):
        raise Refusal("2.6.1", f"{d.name} names a law that is not yet in play, got {law!r}")
    if not (extra.get("repeals") or extra.get("enacts")) and law is not None:
        raise Refusal("2.7", f"{d.name} names no law")


def _check_takes(rules, draft: Draft, d, target: str | None) -> None:
    """An action that takes from the target finds all it takes (2.6.1)."""
    for verb, arg in d.effect:
        if verb in ("steal", "rival_loses") and d.has("action"):
            for r, n in arg.items():
                has = draft.state.amount(target, r) if target is not None else 0
                if has < n:
                    raise Refusal(
                        "2.6.1",
                        f"{d.name} takes {n} {rules.costs.names.get(r, r)} from {target}, "
                        f"who has {has}: it cannot be carried out",
                    )


def _check_target(rules, draft: Draft, seat: str, d, target: str | None, law: str | None) -> None:
    """Refuse a card that cannot be carried out completely as played (2.6.1, note.7, note.9)."""
    _check_aim(d, seat, target)
    _check_law(d, rules.card_rules.get(d.id, {}), draft.state.mark("laws", ()), law)
    _check_takes(rules, draft, d, target)


# ---------------------------------------------------------------- Sabotage and its window


def sabotage(rules, draft: Draft, seat: str, card: str, against: str | None) -> None:
    """Cancel the card being played (2.8); never a Sabotage, never one card twice (2.6.2)."""
    d = rules.library.get(card)
    s = draft.state
    w = s.window
    waiting = w.trigger if w is not None and w.kind == "sabotage" else None
    aimed = against or (waiting if waiting is not None else _timing(s)["last"])
    if aimed is None:
        raise Refusal("2.6", f"{d.name} is played only when another player plays an action card")
    if cancels(rules.library.get(aimed)):
        raise Refusal("2.6", f"{d.name} cannot answer a {rules.card_name(aimed)}")
    if [d.name, aimed] in _timing(s)["plays"]:
        raise Refusal(
            "2.6.2", f"{rules.card_name(aimed)} has already been answered by a {d.name} in this timing window"
        )
    rules.require_in(draft, card, Z.hand(seat), "play.hand")
    if waiting is None or waiting != aimed:
        raise Refusal("2.6", f"{d.name} is played while {rules.card_name(aimed)} waits for answers, not now")
    reactions.check_turn(draft, seat)
    resolving = plain(s.mark("resolving"))
    draft.emit(E.WindowAnswered(seat, card))
    reactions.close(draft, cancelled=True)
    draft.emit(E.CardMoved(aimed, Z.TABLE, DISCARD, 0), E.CardMoved(card, Z.hand(seat), DISCARD, 0))
    timing = _timing(draft.state)
    name = rules.card_name(aimed)
    timing["plays"] = [p for p in timing["plays"] if p != [name, resolving["affects"]]]
    timing["plays"].append([d.name, aimed])
    timing["last"] = card
    put(draft, "timing", timing)
    put(draft, "resolving", None)
    draft.emit(E.Noted(resolving["seat"], f"{seat}'s {d.name} cancels {name}: it has no effect and costs nothing"))


def decline(rules, draft: Draft, seat: str) -> None:
    """Pass on the Sabotage window; when everyone has passed, the waiting card resolves."""
    if reactions.pass_window(draft, seat):
        reactions.close(draft, cancelled=False)
        finish(rules, draft, plain(draft.state.mark("resolving")))


def finish(rules, draft: Draft, resolving: dict) -> None:
    """Carry out a card nobody cancelled, pay its cost, draw what it draws, and only then discard it (2.7)."""
    seat, card = resolving["seat"], resolving["card"]
    drew = ti4_effects.carry_out(rules, draft, resolving)
    put(draft, "resolving", None)
    if resolving["component"]:
        put(draft, "acted", True)
    if drew:
        draw_cards(rules, draft, seat, drew)
    draft.emit(E.CardMoved(card, Z.TABLE, DISCARD, 0))
    refill(rules, draft)


# ---------------------------------------------------------------- combats, trades, showing cards


def combat(rules, draft: Draft, seat: str, defender: str) -> None:
    """The active player declares a combat during their tactical action."""
    s = draft.state
    if s.phase != "action" or s.active != seat or not s.mark("tactical"):
        raise Refusal("combat.cards", "A combat is declared by the active player during their tactical action")
    if s.mark("combat") is not None:
        raise Refusal("combat.cards", "A combat is already being fought")
    if defender == seat:
        raise Refusal("combat.cards", "A combat is fought against another player")
    put(draft, "combat", {"attacker": seat, "defender": defender, "round": 1, "at": "start"})
    put(draft, "combat-scored", ())  # each side may score one objective during or after it (objective.combat)
    reset_timing(draft)
    draft.emit(E.Noted(seat, f"{seat} and {defender} fight a combat; the table rolls the dice"))


def combat_round(rules, draft: Draft, seat: str, end: bool) -> None:
    """Begin the combat's next round, or end it; either opens a new timing window."""
    c = plain(draft.state.mark("combat"))
    if c is None or seat not in (c["attacker"], c["defender"]):
        raise Refusal("combat.cards", f"{seat} fights in no combat")
    reset_timing(draft)
    if end:
        put(draft, "combat", None)
        draft.emit(E.Noted(seat, "the combat ends"))
    else:
        c["round"] += 1
        c["at"] = "start"
        put(draft, "combat", c)


def trade(rules, draft: Draft, seat: str, card: str, target: str) -> None:
    """The Hacan player gives an action card to another player in a trade."""
    if seat != rules.options.get("hacan"):
        raise Refusal("hacan.trade", f"Only the Hacan player may trade action cards; {seat} is not the Hacan")
    rules.require_in(draft, card, Z.hand(seat), "play.hand")
    if target == seat:
        raise Refusal("hacan.trade", "A trade gives the card to another player")
    draft.emit(
        E.CardMoved(card, Z.hand(seat), Z.hand(target), -1),
        E.Noted(seat, f"{seat} gives an action card to {target} in a trade"),
    )
    hand_limit(rules, target).demand(draft, target)


def reveal(rules, draft: Draft, seat: str, cards: tuple[str, ...]) -> None:
    """Show some cards of the hand to the table."""
    if not cards or len(set(cards)) != len(cards):
        raise Refusal("note.3", "Name the cards to show, each once")
    for card in cards:
        rules.require_in(draft, card, Z.hand(seat), "play.hand")
    draft.emit(
        HandShown(seat, Z.hand(seat), tuple(cards)),
        E.Noted(seat, f"{seat} shows the table: {', '.join(rules.card_name(c) for c in cards)}"),
    )
