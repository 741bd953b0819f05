"""The TI4 round around the cards: strategy phase picks, action-phase turns, strategic actions with
their secondaries (strategy.py carries out the eight cards), passing into the status phase (status.py) and the
laws the agenda phase (agenda.py) enacts. Drawing action cards is drawing.py's.

Each function takes the ruleset and a draft and emits the events of one step
of the round; the ruleset's ``moves()`` names them as handlers.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics import asking
from core.rulesets.ti4 import objectives as ti4_objectives
from core.rulesets.ti4 import picking
from core.rulesets.ti4 import status as ti4_status
from core.rulesets.ti4 import strategy as ti4_strategy
from core.rulesets.ti4.common import held, initiative_order, other_seats, plain, put, speaker

ROUND_MARKS: tuple[str, ...] = (
    "strategy",
    "exhausted",
    "passed",
    "acted",
    "tactical",
    "timing",
    "combat",
    "resolving",
    "following",
    "combat-scored",
)
ROUND_MARKS += ("scoring", "disgraced")


# ---------------------------------------------------------------- strategy phase


def picks_each(rules, state) -> int:
    """How many strategy cards each player picks: two with 3 or 4 players when the option is auto."""
    return 2 if rules.options["picks"] == "auto" and len(state.seats) in (3, 4) else 1


def begin_round(rules, draft: Draft, rnd: int) -> None:
    """A new round: the strategy phase, the speaker picking first."""
    for key in ROUND_MARKS:
        put(draft, key, None)
    kept = picking.kept(draft.state)
    if kept:
        put(draft, "strategy", kept)
    first = picking.picker_at(draft.state, 0) or speaker(draft.state)
    draft.emit(E.PhaseChanged("strategy", "pick", rnd), E.TurnBegan(first))


def pick(rules, draft: Draft, seat: str, card: str) -> None:
    """Pick a strategy card in the strategy phase, taking the trade goods lying on it."""
    s = draft.state
    if s.phase != "strategy":
        raise Refusal(
            "strategy.pick", f"Strategy cards are picked in the strategy phase; now it is the {s.phase} phase"
        )
    if s.active != seat:
        raise Refusal("strategy.pick", f"It is {s.active}'s pick, not {seat}'s")
    taken = plain(s.mark("strategy") or {})
    if any(card in cards for cards in taken.values()):
        raise Refusal("strategy.pick", f"{rules.strategy_names[card]} is already taken")
    _check_disgraced(rules, s, seat, card)
    taken[seat] = taken.get(seat, []) + [card]
    put(draft, "strategy", taken)
    bonus = plain(s.mark("bonus") or {})
    if bonus.get(card):
        rules.costs.gain(draft, seat, "tg", bonus.pop(card))
        put(draft, "bonus", bonus or None)
    put(draft, "disgraced", None)
    n = sum(len(c) for c in taken.values())
    if n < picks_each(rules, s) * len(s.seats):
        draft.emit(E.TurnBegan(picking.picker_at(draft.state, picking.picks_made(draft.state)) or seat))
        return
    put(draft, "kept", None)
    for left in rules.initiatives:
        if not any(left in cards for cards in taken.values()):
            bonus[left] = bonus.get(left, 0) + 1
    put(draft, "bonus", bonus or None)
    draft.emit(E.PhaseChanged("action", "turn", s.round), E.TurnBegan(initiative_order(rules, draft.state)[0]))


def _check_disgraced(rules, state, seat: str, card: str) -> None:
    """After Public Disgrace its target picks a different card, if one is left (strategy.pick)."""
    d = plain(state.mark("disgraced"))
    if d and d["seat"] == seat and d["card"] == card and len(picking.free_cards(rules, state)) > 1:
        raise Refusal(
            "strategy.pick", f"Public Disgrace sent {rules.strategy_names[card]} back: {seat} picks another card"
        )


# ---------------------------------------------------------------- action phase turns


def turn_blocked(state, seat: str) -> str | None:
    """Why `seat` may not take a turn action now: "phase", "passed", "turn", "combat" or "acted" (None: it may)."""
    if state.phase != "action":
        return "phase"
    if seat in state.mark("passed", ()):
        return "passed"
    if state.active != seat:
        return "turn"
    if state.mark("combat") is not None:
        return "combat"
    return "acted" if state.mark("acted") else None


def check_turn(draft: Draft, seat: str) -> None:
    """Refuse a turn action unless it is `seat`'s turn in the action phase and no action was taken yet."""
    s = draft.state
    why = turn_blocked(s, seat)
    if why is not None:
        raise Refusal(
            "action.pass" if why == "passed" else "action.turn",
            {
                "phase": f"Turn actions are taken in the action phase; now it is the {s.phase} phase",
                "passed": f"{seat} has passed and takes no more turns this round",
                "turn": f"It is {s.active}'s turn, not {seat}'s",
                "combat": "A combat is being fought: end it first",
                "acted": f"{seat} has taken this turn's action: end the turn",
            }[why],
        )


def strategic(rules, draft: Draft, seat: str, card: str, new_speaker: str | None, *more) -> None:
    """Use a held strategy card's primary ability (Politics names a new speaker); the others may follow."""
    check_turn(draft, seat)
    s = draft.state
    if card not in held(s, seat):
        raise Refusal("action.strategic", f"{seat} does not hold {rules.strategy_names[card]}")
    if card in s.mark("exhausted", ()):
        raise Refusal("action.strategic", f"{rules.strategy_names[card]} has been used this round")
    if card == "politics":
        if new_speaker is None:
            raise Refusal("politics.primary", "Politics names the new speaker")
        if new_speaker == speaker(s):
            raise Refusal("politics.primary", f"{new_speaker} is already the speaker: name another player")
    elif new_speaker is not None:
        raise Refusal("action.strategic", f"{rules.strategy_names[card]} names no speaker")
    put(draft, "exhausted", tuple(s.mark("exhausted", ())) + (card,))
    put(draft, "acted", True)
    if card == "politics":
        put(draft, "speaker", new_speaker)
        draft.emit(E.Noted(seat, f"{seat} uses Politics: {new_speaker} becomes the speaker"))
    ti4_strategy.primary(rules, draft, seat, card, ti4_strategy.Asked(*more))
    if draft.state.winner is None:
        asking.ask(draft, "following", seat, other_seats(draft.state, seat), card=card, free=[])


def follower(state) -> str | None:
    """The seat that may now follow the strategic action being taken, if any."""
    return asking.asked(state, "following")


def _check_follower(draft: Draft, seat: str) -> dict:
    return asking.answering(draft, "following", seat, "window.respond", "No strategic action is waiting to be followed")


def secondary(
    rules,
    draft: Draft,
    seat: str,
    tokens: Mapping[str, int] | None = None,
    influence: int | None = None,
    tg: int | None = None,
    tech: str | None = None,
    resources: int | None = None,
    where: str | None = None,
) -> None:
    """Follow the strategic action being taken: 1 strategy token (Leadership, or Trade's chosen: none), in turn."""
    f = _check_follower(draft, seat)
    card = f["card"]
    if card != "leadership" and seat not in f.get("free", ()):
        have = draft.state.amount(seat, "strategy")
        if have < 1:
            raise Refusal(
                "politics.secondary", f"{seat} has no token in the strategy pool to follow {rules.strategy_names[card]}"
            )
        draft.emit(E.ResourceChanged(seat, "strategy", -1))
    asked = ti4_strategy.Asked(tokens, influence, tg, tech, None, resources, where)
    ti4_strategy.secondary(rules, draft, seat, card, asked)
    _next_follower(draft, f)


def waive(rules, draft: Draft, seat: str, target: str) -> None:
    """Trade: its user lets a player who has not answered yet follow without spending a strategy token."""
    f = plain(draft.state.mark("following"))
    if f is None or f["card"] != "trade" or f["by"] != seat:
        raise Refusal("strategy.trade", f"{seat} is not using Trade now")
    if target not in f["order"][f["next"] :]:
        raise Refusal("strategy.trade", f"{target} is not waiting to follow Trade")
    f["free"] = sorted(set(f.get("free", ())) | {target})
    put(draft, "following", f)
    draft.emit(E.Noted(seat, f"{seat} lets {target} follow Trade without a strategy token"))


def decline_secondary(rules, draft: Draft, seat: str) -> None:
    """Pass on following the strategic action: ``Green declines to follow Red's Leadership``."""
    f = _check_follower(draft, seat)
    card = rules.strategy_names.get(f["card"], f["card"])
    draft.emit(E.Noted(seat, f"{seat} declines to follow {f['by']}'s {card}"))
    _next_follower(draft, f)


def _next_follower(draft: Draft, f: dict) -> None:
    if not asking.move_on(draft, "following", f):
        put(draft, "following", None)


def tactical(rules, draft: Draft, seat: str, system: str | None) -> None:
    """Activate a system with a tactic token; the table resolves the tactical action."""
    check_turn(draft, seat)
    have = draft.state.amount(seat, "tactic")
    if have < 1:
        raise Refusal("action.tactical", f"{seat} has no token in the tactic pool to activate a system")
    draft.emit(E.ResourceChanged(seat, "tactic", -1))
    put(draft, "acted", True)
    put(draft, "tactical", True)
    where = f" {system}" if system else " a system"
    draft.emit(E.Noted(seat, f"{seat} activates{where}; the table moves ships and resolves the tactical action"))


def component(rules, draft: Draft, seat: str, name: str) -> None:
    """Take a component action; the table resolves it."""
    check_turn(draft, seat)
    put(draft, "acted", True)
    draft.emit(E.Noted(seat, f"{seat} takes the component action {name}; the table resolves it"))


def pass_turn(rules, draft: Draft, seat: str) -> None:
    """Pass for the rest of the action phase, once every held strategy card is used."""
    check_turn(draft, seat)
    unused = [c for c in held(draft.state, seat) if c not in draft.state.mark("exhausted", ())]
    if unused:
        raise Refusal("action.pass", f"{seat} must first use {', '.join(rules.strategy_names[c] for c in unused)}")
    put(draft, "passed", tuple(draft.state.mark("passed", ())) + (seat,))
    draft.emit(E.Noted(seat, f"{seat} passes"))
    next_turn(rules, draft, seat)


def end_turn(rules, draft: Draft, seat: str) -> None:
    """End the turn once its action is taken and no combat is under way."""
    s = draft.state
    if s.phase != "action" or s.active != seat:
        raise Refusal("action.turn", f"It is not {seat}'s turn in the action phase")
    if s.mark("combat") is not None:
        raise Refusal("action.turn", "A combat is being fought: end it first")
    if not s.mark("acted"):
        raise Refusal("action.turn", f"{seat} takes an action (or passes) before the turn ends")
    next_turn(rules, draft, seat)


def next_turn(rules, draft: Draft, seat: str) -> None:
    """The next seat in initiative order that has not passed; the status phase when all have passed."""
    for key in ("acted", "tactical", "timing", "combat-scored"):
        put(draft, key, None)
    passed = draft.state.mark("passed", ())
    order = initiative_order(rules, draft.state)
    i = order.index(seat) + 1
    for nxt in order[i:] + order[:i]:
        if nxt not in passed:
            draft.emit(E.TurnBegan(nxt))
            return
    ti4_status.begin(rules, draft)


# ---------------------------------------------------------------- agenda phase


def enact(rules, draft: Draft, seat: str, law: str) -> None:
    """A law passed by vote in the agenda phase comes into play."""
    if draft.state.phase != "agenda":
        raise Refusal("agenda.laws", "Laws are passed by vote in the agenda phase")
    add_law(draft, seat, law)


def add_law(draft: Draft, seat: str, law: str) -> None:
    """Put a law into play (it may not be in play already)."""
    laws = tuple(draft.state.mark("laws", ()))
    if law in laws:
        raise Refusal("agenda.laws", f"{law} is already in play")
    put(draft, "laws", laws + (law,))
    draft.emit(E.Noted(seat, f"the law {law} comes into play"))


# ---------------------------------------------------------------- the end


def check_win(rules, draft: Draft) -> None:
    """End the game when a player has reached the victory points needed."""
    ti4_objectives.check_win(rules, draft)
