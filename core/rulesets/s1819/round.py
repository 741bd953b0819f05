"""The 1819 round around the actions: set-up and the opening keep, the event, the allowance, leaders,
turns of two actions, upkeep, and the end of the game.

Each function takes the ruleset and a draft and emits the events of one step
of the round; the ruleset's ``moves()`` names them as handlers.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.words import counted
from core.rulesets.s1819 import score as s1819_score
from core.rulesets.s1819.board import gain, move_ships
from core.rulesets.s1819.board import sow as board_sow
from core.rulesets.s1819.common import (
    actions_left,
    allowance,
    face_up,
    passive,
    plain,
    price,
    put,
    tableau,
    turn_order,
    waiting_sower,
)
from core.rulesets.s1819.tableau import rehome_or_choose

# ---------------------------------------------------------------- a new round


def begin_round(rules, draft: Draft, rnd: int) -> None:
    """Steps 1 and 2 (from round 2), the first player token, and the leaders' step."""
    for key in ("leaders", "actions"):
        put(draft, key, None)
    s = draft.state
    if rnd > 1:
        order = turn_order(s)
        put(draft, "first", order[1 % len(order)])
        draft.emit(E.PhaseChanged("event", "", rnd))
        turn_event(rules, draft)
        pay = allowance(rules.data, draft.state.mark("port", 0))
        for seat in draft.state.seats:
            rules.costs.gain(draft, seat, "wealth", pay)
            gain(rules, draft, seat, passive(rules, draft.state, seat, "gain"))
        draft.emit(E.Noted(draft.state.mark("first"), f"allowance: ${pay} each (the rightmost ship in the Port)"))
    for seat in draft.state.seats:
        for card in face_up(rules, draft.state, seat):
            if draft.state.charges.get(card, 0) != 1:
                draft.emit(E.ChargesSet(card, 1))
    first = draft.state.mark("first")
    draft.emit(E.PhaseChanged("leaders", "", rnd), E.TurnBegan(first))


def turn_event(rules, draft: Draft) -> None:
    """Turn up the next event and carry it out; an empty event deck means the events ran out."""
    deck = draft.state.zone(Z.deck("event"))
    if not deck:
        put(draft, "events_out", True)
        draft.emit(E.Noted(draft.state.mark("first"), "the events have run out: the game ends after this upkeep"))
        return
    card = deck[0]
    draft.emit(E.CardMoved(card, Z.deck("event"), Z.discard("event"), 0))
    effect = rules.data.rule(card).get("event") or {}
    if effect.get("ends_treaty"):
        put(draft, "treaty", None)
    if effect.get("treaty_cap") and rules.options["treaty_cap"]:
        put(draft, "treaty", card)
    if effect.get("ships"):
        move_ships(rules, draft, int(effect["ships"]))
    if effect.get("multiplier"):
        put(draft, "multiplier", draft.state.mark("multiplier", 1) + int(effect["multiplier"]))
    for resource, n in (effect.get("each") or {}).items():
        for seat in draft.state.seats:
            gain(rules, draft, seat, {resource: n})
    draft.emit(E.Noted(draft.state.mark("first"), f"event: {rules.card_name(card)}"))
    if len(deck) == 1:
        put(draft, "events_out", True)
        draft.emit(E.Noted(draft.state.mark("first"), "that was the last event: the game ends after this upkeep"))


def place_leader(rules, draft: Draft, seat: str, place: str) -> None:
    """Step 3: stand the seat's leader on a free place of the board."""
    s = draft.state
    if s.phase != "leaders":
        raise Refusal("round.leader", f"Leaders are placed in step 3 of a round; now it is the {s.phase} step")
    if s.active != seat:
        raise Refusal("round.leader", f"It is {s.active}'s turn to place a leader, not {seat}'s")
    leaders = plain(s.mark("leaders") or {})
    if place not in rules.data.places:
        raise Refusal("round.leader", f"{place!r} is not a place on the board ({', '.join(rules.data.places)})")
    taken = [who for who, where in leaders.items() if where == place]
    if taken:
        raise Refusal("round.leader", f"{taken[0]}'s leader already stands at {place}: no sharing or bumping")
    leaders[seat] = place
    put(draft, "leaders", leaders)
    draft.emit(E.Noted(seat, f"{seat} places their leader at {place}"))
    order = turn_order(s)
    i = order.index(seat) + 1
    if i < len(order):
        draft.emit(E.TurnBegan(order[i]))
        return
    draft.emit(E.PhaseChanged("actions", "", s.round), E.TurnBegan(order[0]))


# ---------------------------------------------------------------- turns


def _require_sown(draft: Draft, seat: str) -> None:
    """Refuse a move of the turn while influence waits to be sown, the seat's own or an interventionist's."""
    s = draft.state
    if s.amount(seat, "influence"):
        raise Refusal("influence.sow", f"{seat} first sows the influence tokens waiting to be placed")
    other = waiting_sower(s)
    if other is not None:
        raise Refusal("influence.sow", f"{other} first sows the influence won by intervening in the raid")


def check_turn(rules, draft: Draft, seat: str, cost: int = 1) -> None:
    """Refuse an action unless it is `seat`'s turn in the action step with `cost` actions left."""
    s = draft.state
    if s.phase != "actions":
        raise Refusal("actions.turn", f"Actions are taken in step 4 of a round; now it is the {s.phase} step")
    if s.active != seat:
        raise Refusal("actions.turn", f"It is {s.active}'s turn, not {seat}'s")
    if s.mark("raid") is not None or s.mark("war") is not None:
        raise Refusal("actions.turn", "A raid or a war is being resolved: finish it first")
    _require_sown(draft, seat)
    left = actions_left(rules, s, seat)
    if left < cost:
        rule = "war.actions" if cost == 2 else "actions.count"
        raise Refusal(rule, f"{seat} has {left} action{'s' if left != 1 else ''} left this turn; this needs {cost}")


def spend(rules, draft: Draft, seat: str, n: int = 1) -> None:
    """Count `n` actions of the turn as taken."""
    put(draft, "actions", int(draft.state.mark("actions", 0)) + n)


def maybe_end_turn(rules, draft: Draft) -> None:
    """After an action resolves: a turn with no actions left passes to the next player, unless option turn_end
    is "say", when the player ends it with end-turn (and may still discard or turn cards up first)."""
    s = draft.state
    if rules.options["turn_end"] == "say":
        return
    if (
        s.phase == "actions"
        and s.pending is None
        and s.mark("raid") is None
        and s.mark("war") is None
        and s.active is not None
        and actions_left(rules, s, s.active) <= 0
        and not s.amount(s.active, "influence")
        and waiting_sower(s) is None
    ):
        next_turn(rules, draft, s.active)


def sow(rules, draft: Draft, seat: str, village: str, home: str, clear: str) -> None:
    """Sow the waiting influence (influence.sow); a turn whose last action brought influence ends once it is sown."""
    board_sow(rules, draft, seat, village, home, clear)
    maybe_end_turn(rules, draft)


def end_turn(rules, draft: Draft, seat: str) -> None:
    """End the turn, leaving any actions unused."""
    s = draft.state
    if s.phase != "actions" or s.active != seat:
        raise Refusal("actions.turn", f"It is not {seat}'s turn in the action step")
    if s.mark("raid") is not None or s.mark("war") is not None:
        raise Refusal("actions.turn", "A raid or a war is being resolved: finish it first")
    _require_sown(draft, seat)
    draft.emit(E.Noted(seat, f"{seat} ends the turn with {counted(actions_left(rules, s, seat), 'action')} unused"))
    next_turn(rules, draft, seat)


def next_turn(rules, draft: Draft, seat: str) -> None:
    """Hand the turn to the next player, or go to upkeep after the last."""
    put(draft, "actions", None)
    order = turn_order(draft.state)
    i = order.index(seat) + 1
    if i < len(order):
        draft.emit(E.TurnBegan(order[i]))
        return
    upkeep(rules, draft)


# ---------------------------------------------------------------- upkeep and the end


def track(rules, state, kind: str) -> list[tuple[str, str]]:
    """The Tax or Public Works track left to right as (seat, card): face-up cards of that type, in the order
    their tokens were placed (mark ``tracks``), then any others in seat order."""
    order = list(plain(state.mark("tracks") or {}).get(kind, []))
    cards = {
        c: seat for seat in state.seats for c in face_up(rules, state, seat) if rules.data.rule(c).get("type") == kind
    }
    ranked = [c for c in order if c in cards] + [c for c in cards if c not in order]
    return [(cards[c], c) for c in ranked]


def place_token(rules, draft: Draft, card: str) -> None:
    """A tax or public works card's token goes to the right end of its track."""
    kind = rules.data.rule(card).get("type")
    if kind not in ("tax", "works"):
        return
    tracks = plain(draft.state.mark("tracks") or {})
    tracks[kind] = [c for c in tracks.get(kind, []) if c != card] + [card]
    put(draft, "tracks", tracks)


def upkeep(rules, draft: Draft) -> None:
    """Step 5: tax scores when it covers public works; otherwise a ship leaves and the unfunded works are paid."""
    s = draft.state
    draft.emit(E.PhaseChanged("upkeep", "", s.round))
    tax, works = track(rules, s, "tax"), track(rules, s, "works")
    if len(tax) >= len(works):
        for seat, _card in tax:
            rules.costs.gain(draft, seat, "vp", 1)
        draft.emit(E.Noted(s.mark("first"), "upkeep is met: 1 VP per tax token"))
        return finish_round(rules, draft)
    move_ships(rules, draft, -1)
    unfunded: dict[str, int] = {}
    for seat, _card in works[len(tax) :]:
        unfunded[seat] = unfunded.get(seat, 0) + 1
    draft.emit(
        E.Noted(s.mark("first"), f"upkeep is not met: a ship leaves; {len(works) - len(tax)} public works unfunded")
    )
    fund_from(rules, draft, tuple(seat for seat in turn_order(s) if seat in unfunded), unfunded)


def works_cards(rules, state, seat: str) -> tuple[str, ...]:
    """The seat's face-up Public Works cards: the only cards upkeep may turn face down."""
    return tuple(c for c in face_up(rules, state, seat) if rules.data.rule(c).get("type") == "works")


def fund_from(rules, draft: Draft, seats, works: dict[str, int]) -> None:
    """The owners of unfunded works pay the multiplier per token, or turn a Public Works card face down for each
    token they cannot pay (their choice of card)."""
    mult = draft.state.mark("multiplier", 1)
    for i, seat in enumerate(seats):
        n = works.get(seat, 0)
        if not n:
            continue
        paid = min(n, draft.state.amount(seat, "wealth") // mult if mult else n)
        rules.costs.lose(draft, seat, "wealth", paid * mult)
        unpaid = min(n - paid, len(works_cards(rules, draft.state, seat)))
        if unpaid:
            rest = list(seats[i + 1 :])
            put(draft, "funding", {"seats": rest, "works": {x: works.get(x, 0) for x in rest}})
            draft.emit(
                E.ChoiceOpened(
                    seat,
                    "flip",
                    tableau(seat),
                    unpaid,
                    works_cards(rules, draft.state, seat),
                    f"{seat} cannot fund {counted(unpaid, 'public works token')}: "
                    "turn that many Public Works cards face down",
                    "upkeep",
                )
            )
            return
    put(draft, "funding", None)
    finish_round(rules, draft)


def flip(rules, draft: Draft, seat: str, picked: tuple[str, ...]) -> None:
    """Turn the picked Public Works cards face down (no longer usable); their immigrants look for new homes."""
    for card in picked:
        if rules.data.rule(card).get("type") != "works":
            raise Refusal("upkeep.works", f"Only a Public Works card is turned face down, not {rules.card_name(card)}")
    down = tuple(draft.state.mark("facedown", ()))
    put(draft, "facedown", down + tuple(picked))
    homeless = []
    for card in picked:
        draft.emit(E.ChargesSet(card, 0))
        homeless += [i for i, on in plain(draft.state.mark("attached") or {}).items() if on == card]
    if not rehome_or_choose(rules, draft, seat, tuple(homeless), "upkeep"):
        resume_upkeep(rules, draft)


def resume_upkeep(rules, draft: Draft) -> None:
    """Upkeep goes on with the next owner of unfunded works, once a player's cards are turned face down and their
    immigrants have moved (upkeep.move)."""
    funding = plain(draft.state.mark("funding") or {"seats": [], "works": {}})
    fund_from(rules, draft, tuple(funding["seats"]), funding["works"])


def restore(rules, draft: Draft, seat: str, card: str) -> None:
    """A free action on your own turn: pay a face-down card's market price to turn it face up again."""
    s = draft.state
    if s.phase != "actions" or s.active != seat:
        raise Refusal("upkeep.restore", f"{seat} turns a card back up only on their own turn")
    if card not in s.mark("facedown", ()) or card not in s.zone(tableau(seat)):
        raise Refusal("upkeep.restore", f"{rules.card_name(card)} is not a face-down card of {seat}'s")
    cost = price(rules, s, seat, card)
    rules.costs.pay(draft, seat, {"wealth": cost}, f"Turning {rules.card_name(card)} back up")
    put(draft, "facedown", tuple(c for c in s.mark("facedown", ()) if c != card) or None)
    draft.emit(E.ChargesSet(card, 1), E.Noted(seat, f"{seat} pays ${cost} to turn {rules.card_name(card)} face up"))
    place_token(rules, draft, card)


def finish_round(rules, draft: Draft) -> None:
    """After upkeep: end the game if the events ran out or the Port is full or empty, else begin a round."""
    s = draft.state
    reason = (
        "the events ran out"
        if s.mark("events_out")
        else "the last Port space is full"
        if s.mark("port", 0) >= len(rules.data.port)
        else "the Port is empty"
        if s.mark("port", 0) <= 0
        else None
    )
    if reason is None:
        return begin_round(rules, draft, s.round + 1)
    s1819_score.end_game(rules, draft, reason)
