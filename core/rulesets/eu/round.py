"""The EU round around the cards: the set-up draw, phase 1 (draw and keep), the turns and passing of
phase 2, phase 3 by hand, and phase 5 (the hand limit, the end of an Age, the end of the game).

Each function takes the ruleset and a draft and emits the events of one step
of the round; the ruleset's ``moves()`` names them as handlers.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics import decks
from core.rulesets.eu.common import SECRET_DRAWN, after, plain, put, total_mp, turn_order

SETUP_DRAWS = 3
SETUP_KEEP = 4
PHASE_DRAWS = 3
KEEP_COST = 2
ROUNDS_PER_AGE = 4
FINAL = "final"


def _begin(draft: Draft, phase: str, step: str, rnd: int, seat: str) -> None:
    draft.emit(E.PhaseChanged(phase, step, rnd), E.TurnBegan(seat))


def can_draw(rules, draft: Draft) -> bool:
    """Whether any deck (or its discard pile) still has a card to draw."""
    return any(draft.state.zone(Z.deck(d)) or draft.state.zone(Z.discard(d)) for d in rules.definition.decks)


# ---------------------------------------------------------------- set-up and phase 1


def draw(rules, draft: Draft, seat: str, deck: str) -> None:
    """Draw one card in the set-up draw or in phase 1 step B."""
    s = draft.state
    if deck not in rules.definition.decks:
        raise Refusal("6.1.three-decks", f"There is no {deck!r} deck (decks: {', '.join(rules.definition.decks)})")
    if s.phase == "setup":
        rule, most = "3.setup-draw", SETUP_DRAWS
    elif s.phase == "draw" and s.step == "B":
        rule, most = "4.1.draw-three", PHASE_DRAWS
    else:
        raise Refusal("4.1.draw-three", "Cards are drawn only in the set-up draw and in phase 1 step B")
    rules.require_active(draft, seat, rule)
    drawn = s.mark("draws", 0)
    if drawn >= most:
        raise Refusal(rule, f"{seat} has already drawn {most} cards")
    card = decks.draw(draft, deck, seat, rules.deck_policy)
    put(draft, "draws", drawn + 1)
    if s.phase == "draw":
        secret = plain(draft.state.mark(SECRET_DRAWN) or {})
        secret[seat] = [c for c in secret.get(seat, []) if c != card] + [card]
        put(draft, SECRET_DRAWN, secret)
        if drawn + 1 == most:
            _next_drawer(draft, seat)


def _next_drawer(draft: Draft, seat: str) -> None:
    put(draft, "draws", None)
    nxt = after(draft.state, seat)
    if nxt is not None:
        draft.emit(E.TurnBegan(nxt))
    else:
        _begin(draft, "draw", "C", draft.state.round, turn_order(draft.state)[0])


def keep(rules, draft: Draft, seat: str, cards: tuple[str, ...]) -> None:
    """Phase 1 step C: pay 2 ducats for each drawn card kept; discard the others."""
    s = draft.state
    if s.phase != "draw" or s.step != "C":
        raise Refusal("4.1.keep-cost", "Drawn cards are kept and paid for in phase 1 step C")
    rules.require_active(draft, seat, "4.1.keep-cost")
    secret = plain(s.mark(SECRET_DRAWN) or {})
    drawn = list(dict.fromkeys(c for c in secret.get(seat, []) if c in s.zone(Z.hand(seat))))
    if len(set(cards)) != len(cards):
        raise Refusal("4.1.keep-cost", "Name each kept card once")
    for card in cards:
        if card not in drawn:
            raise Refusal("4.1.keep-cost", f"{card} is not one of the cards {seat} drew this phase")
    rules.pay(draft, seat, {"ducats": KEEP_COST * len(cards)}, f"keeping {len(cards)} drawn cards", "4.1.keep-cost")
    for card in drawn:
        if card not in cards:
            draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard(rules.library.get(card).deck), 0))
    secret.pop(seat, None)
    put(draft, SECRET_DRAWN, secret or None)
    nxt = after(draft.state, seat)
    if nxt is not None:
        draft.emit(E.TurnBegan(nxt))
    else:
        _begin(draft, "actions", "turn", draft.state.round, turn_order(draft.state)[0])


def begin_round(draft: Draft, rnd: int) -> None:
    """A new round starts with phase 1 step B from the first player; round 1 starts at phase 2 (3.setup-round-one)."""
    for key in ("passed", "event_taken", "acted", "draws", "battle-bonus", "focus_taken", FINAL, SECRET_DRAWN):
        put(draft, key, None)
    if rnd == 1:
        _begin(draft, "actions", "turn", rnd, turn_order(draft.state)[0])
    else:
        _begin(draft, "draw", "B", rnd, turn_order(draft.state)[0])


# ---------------------------------------------------------------- phase 2 turns


def check_own_turn(draft: Draft, seat: str) -> None:
    """Refuse anything but the active seat in phase 2 with no battle being fought."""
    s = draft.state
    if s.phase != "actions":
        raise Refusal("4.2.action-phase", f"That is done in phase 2 (the action phase); now it is {s.phase}")
    if s.mark("battle") is not None:
        raise Refusal("9.battle-open", "A battle is being fought: finish it first")
    if seat in s.mark("passed", ()) and s.active != seat:
        raise Refusal("4.2.passed", f"{seat} has passed this round and may only react")
    if s.active != seat:
        raise Refusal("4.2.turn-order", f"It is {s.active}'s turn, not {seat}'s")


def check_turn_action(draft: Draft, seat: str, event: bool = False) -> None:
    """Refuse a main action unless it is the seat's turn and no main action was taken yet; a final turn kept
    for the Event takes only the Event (4.2.last-turn)."""
    check_own_turn(draft, seat)
    if seat in draft.state.mark("passed", ()):
        raise Refusal("4.2.passed", f"{seat} has passed this round and may only react")
    if draft.state.mark("acted"):
        raise Refusal("6.whole-turn", f"{seat} has already taken this turn's action: end the turn")
    if not event and (draft.state.mark(FINAL) or {}).get(seat) == "event":
        raise Refusal("4.2.last-turn", f"{seat}'s last turn of the round is for the Event action")


def take_turn_action(draft: Draft, seat: str) -> None:
    """Mark the turn's main action as taken (after checking it is the seat's turn to take one)."""
    check_turn_action(draft, seat)
    put(draft, "acted", True)


def event(rules, draft: Draft, seat: str) -> None:
    """Take the Event action, once a round; the table resolves the event."""
    check_turn_action(draft, seat, event=True)
    if seat in draft.state.mark("event_taken", ()):
        raise Refusal("4.2.event-once", f"{seat} has already taken the Event action this round")
    put(draft, "acted", True)
    put(draft, "event_taken", tuple(draft.state.mark("event_taken", ())) + (seat,))
    draft.emit(E.Noted(seat, f"{seat} takes the Event action; the table resolves the event"))


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def pass_round(rules, draft: Draft, seat: str) -> None:
    """Pass for the rest of phase 2 (after the Event action) and collect ducats by the order of passing."""
    check_turn_action(draft, seat)
    if seat not in draft.state.mark("event_taken", ()):
        raise Refusal("4.2.event-before-pass", f"{seat} must take the Event action before passing")
    passed = tuple(draft.state.mark("passed", ()))
    pay = rules.pass_ducats[len(draft.state.seats)]
    amount = pay[len(passed)] if len(passed) < len(pay) else 0
    put(draft, "acted", True)
    put(draft, "passed", passed + (seat,))
    if amount:
        rules.costs.gain(draft, seat, "ducats", amount)
    place = ORDINALS[len(passed)] if len(passed) < len(ORDINALS) else f"as number {len(passed) + 1}"
    draft.emit(E.Noted(seat, f"{seat} passes {place} and collects {amount} ducats"))
    if len(passed) + 1 == len(pay):
        _last_turns(draft)


def _last_turns(draft: Draft) -> None:
    """Nobody more is paid for passing: each player still in the round gets one more turn (4.2.last-turn)."""
    s = draft.state
    left = [seat for seat in turn_order(s) if seat not in s.mark("passed", ())]
    if left:
        put(draft, FINAL, {seat: "free" for seat in left})
        more = f"{left[0]} takes one more turn" if len(left) == 1 else f"{', '.join(left)} take one more turn each"
        draft.emit(E.Noted(left[0], f"no more ducats for passing: {more}"))


def _after_last_turn(draft: Draft, seat: str) -> None:
    """End a final turn: the seat is done for the round, unless it still owes the Event, which gets one more."""
    final = plain(draft.state.mark(FINAL) or {})
    if seat not in final:
        return
    if final[seat] == "free" and seat not in draft.state.mark("event_taken", ()):
        final[seat] = "event"
    else:
        del final[seat]
        if seat not in draft.state.mark("passed", ()):
            put(draft, "passed", tuple(draft.state.mark("passed", ())) + (seat,))
            draft.emit(E.Noted(seat, f"{seat} has had the last turn of the round and counts as passed"))
    put(draft, FINAL, final or None)


def basic(rules, draft: Draft, seat: str, name: str, cost) -> None:
    """Take a basic action (Explore, Influence, ...) at the cost the player names; the table resolves it."""
    check_turn_action(draft, seat)
    cost = dict(cost or {})
    known = {r.id for r in rules.definition.resources}
    for r, n in cost.items():
        if r not in known or n < 0:
            raise Refusal(
                "5.basic",
                f"A basic action's cost names resources ({', '.join(sorted(known))}) and amounts >= 0, got {r}: {n}",
            )
    put(draft, "acted", True)
    rules.pay(draft, seat, cost, name, "5.basic")
    draft.emit(E.Noted(seat, f"{seat} takes the basic action {name}; the table resolves it"))


def set_influence(rules, draft: Draft, seat: str, to: int) -> None:
    """State the realm's Influence as the map shows it, at any moment outside a window; it takes no turn."""
    if to < 0:
        raise Refusal("5.influence", f"Influence is a whole number of 0 or more, got {to}")
    have = draft.state.amount(seat, "influence")
    if to != have:  # the line says it: "Red sets Influence to 2 — Red +2 Influence"
        draft.emit(E.ResourceChanged(seat, "influence", to - have))
    else:
        draft.emit(E.Noted(seat, f"{seat}'s Influence stays {to}"))


def end_turn(rules, draft: Draft, seat: str) -> None:
    """End a set-up draw, a phase-1 draw or a phase-2 turn, and hand the turn on."""
    s = draft.state
    if s.phase == "setup":
        return _end_setup_turn(rules, draft, seat)
    if s.phase == "draw" and s.step == "B":
        rules.require_active(draft, seat, "4.1.draw-three")
        if can_draw(rules, draft):
            raise Refusal("4.1.draw-three", f"{seat} draws {PHASE_DRAWS} cards first")
        return _next_drawer(draft, seat)
    if s.phase != "actions":
        raise Refusal("4.2.action-phase", f"There is no turn to end in the {s.phase} phase")
    check_own_turn(draft, seat)
    if not s.mark("acted"):
        raise Refusal(
            "4.2.one-action", f"{seat}'s turn needs its main action before it ends (minor actions cannot stand alone)"
        )
    put(draft, "acted", None)
    _after_last_turn(draft, seat)
    passed = draft.state.mark("passed", ())
    seats = s.seats
    i = seats.index(seat)
    for nxt in seats[i + 1 :] + seats[: i + 1]:
        if nxt not in passed:
            draft.emit(E.TurnBegan(nxt))
            return
    _begin(draft, "peace", "by-hand", s.round, turn_order(s)[0])


def _end_setup_turn(rules, draft: Draft, seat: str) -> None:
    rules.require_active(draft, seat, "3.setup-draw")
    drawn = draft.state.mark("draws", 0)
    if drawn < SETUP_DRAWS and can_draw(rules, draft):
        raise Refusal("3.setup-draw", f"{seat} draws {SETUP_DRAWS} cards first ({drawn} so far)")
    put(draft, "draws", None)
    hand = draft.state.zone(Z.hand(seat))
    if len(hand) > SETUP_KEEP:
        excess = len(hand) - SETUP_KEEP
        draft.emit(
            E.ChoiceOpened(
                seat,
                "discard-to-limit",
                Z.hand(seat),
                excess,
                hand,
                f"{seat} keeps at most {SETUP_KEEP} cards from the set-up draw: discard {excess}",
                "setup",
            )
        )
        return
    setup_next(draft, seat)


def setup_next(draft: Draft, seat: str) -> None:
    """The next seat's set-up draw, or round 1 after the last (its draw phase is the set-up draw)."""
    nxt = after(draft.state, seat)
    if nxt is not None:
        draft.emit(E.TurnBegan(nxt))
    else:
        begin_round(draft, 1)


# ---------------------------------------------------------------- phases 3 to 5


def advance(rules, draft: Draft, seat: str) -> None:
    """End phase 3, which the table keeps by hand, and begin phase 4's upkeep."""
    if draft.state.phase != "peace":
        raise Refusal("4.3.by-hand", "Only phase 3, kept by the table, is ended by hand")
    if draft.state.mark("battle") is not None:
        raise Refusal("9.battle-open", "A battle is being fought: finish it first")
    _begin(draft, "income", "upkeep", draft.state.round, turn_order(draft.state)[0])


def begin_cleanup(rules, draft: Draft) -> None:
    """Begin phase 5: step C, the hand limit of 5, seat by seat in turn order."""
    draft.emit(E.PhaseChanged("cleanup", "C", draft.state.round))
    cleanup_from(rules, draft, 0)


def cleanup_from(rules, draft: Draft, index: int) -> None:
    """Phase 5 step C from the seat at `index` in turn order: each hand over 5 waits for its owner's choice."""
    for seat in turn_order(draft.state)[index:]:
        if rules.hand_limit.demand(draft, seat, "cleanup"):
            return
    end_round(rules, draft)


def end_round(rules, draft: Draft) -> None:
    """Phase 5 step D: pass the first player token, end the Age after its 4th round, maybe end the game."""
    s = draft.state
    draft.emit(E.PhaseChanged("cleanup", "D", s.round))
    passed, first = s.mark("passed", ()), s.mark("first")
    if passed:
        new = passed[0] if passed[0] != first or len(passed) == 1 else passed[1]
        if new != first:
            put(draft, "first", new)
    if s.round % ROUNDS_PER_AGE == 0:
        age = s.round // ROUNDS_PER_AGE
        draft.emit(E.Noted(turn_order(draft.state)[0], f"the end of Age {age}"))
        if age >= rules.options["ages"]:
            return end_game(draft)
    begin_round(draft, s.round + 1)


def standing(state, seat: str) -> tuple[int, int, int]:
    """What decides the winner: prestige, then all monarch power, then ducats."""
    return state.amount(seat, "prestige"), total_mp(state, seat), state.amount(seat, "ducats")


def end_game(draft: Draft) -> None:
    """End the game: the most prestige wins, then monarch power, then ducats; a full tie is shared."""
    s = draft.state
    best = max(standing(s, seat) for seat in s.seats)
    top = [seat for seat in s.seats if standing(s, seat) == best]
    if len(top) == 1:
        reason = f"{top[0]} has the most prestige ({best[0]}), then monarch power ({best[1]}), then ducats ({best[2]})"
        draft.emit(E.GameEnded(top[0], reason))
    else:
        draft.emit(E.GameEnded(None, f"{' and '.join(top)} share the win, even on prestige, monarch power and ducats"))
