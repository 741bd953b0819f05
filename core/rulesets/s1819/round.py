"""The 1819 round around the actions: set-up and the opening keep, the event, the allowance, leaders,
turns of two actions, upkeep, and the end of the game.

Each function takes the ruleset and a draft and emits the events of one step
of the round; the ruleset's ``moves()`` names them as handlers.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.state import frozen
from core.engine.words import counted
from core.rulesets.s1819 import score as s1819_score
from core.rulesets.s1819.common import (
    FACTIONS,
    MARKET,
    actions_left,
    allowance,
    assign_factions,
    face_up,
    plain,
    put,
    tableau,
    turn_order,
)
from core.rulesets.s1819.tableau import rehome

OPENING = "singapore-treaty"
CLOSING = "treaty-of-london"


# ---------------------------------------------------------------- set-up


def _event_deck(rules, state: int) -> tuple[tuple[str, ...], int]:
    """Three stacks of two: the Treaty of London shuffled into the middle stack."""
    others = tuple(c for c in rules.library.instances("event") if c.split("#")[0] not in (OPENING, CLOSING))
    others, state = rng.shuffle(others, state)
    closing = tuple(c for c in rules.library.instances("event") if c.split("#")[0] == CLOSING)
    middle, state = rng.shuffle(others[2:3] + closing, state)
    return others[:2] + middle + others[3:], state


def setup(rules, seats: tuple[str, ...], seed) -> list[E.Event]:
    """Deal the market, two battle cards and four objectives each; roll for the first player."""
    state = rng.seed_state(seed)
    factions = assign_factions(seats, rules.options["factions"])
    zones: dict[str, tuple[str, ...]] = {Z.BOX: ()}
    for deck in rules.definition.decks:
        order, state = rng.shuffle(rules.library.instances(deck), state)
        zones[Z.deck(deck)], zones[Z.discard(deck)] = order, ()
    events, state = _event_deck(rules, state)
    opening = tuple(c for c in rules.library.instances("event") if c.split("#")[0] == OPENING)
    zones[Z.deck("event")], zones[Z.discard("event")] = events, opening
    size = rules.data.market_size
    zones[MARKET], zones[Z.deck("market")] = zones[Z.deck("market")][:size], zones[Z.deck("market")][size:]
    resources = {}
    for seat in seats:
        battle = Z.deck(factions[seat])
        objectives = zones[Z.deck("objective")]
        zones[Z.hand(seat)] = objectives[:4] + zones[battle][:2]
        zones[Z.deck("objective")], zones[battle] = objectives[4:], zones[battle][2:]
        zones[tableau(seat)] = ()
        resources[seat] = {r.id: r.start for r in rules.definition.resources}
    for seat in seats:
        if not any(factions[s] == factions[seat] for s in seats if s != seat):
            resources[seat]["wealth"] = int(rules.data.solo["wealth"])
    marks = {
        "factions": factions,
        "port": rules.data.start_ships,
        "multiplier": rules.options["multiplier"],
        "stronghold": {f: 0 for f in FACTIONS},
        "vice": {f: 0 for f in FACTIONS},
    }
    if rules.options["treaty_cap"] and opening:
        marks["treaty"] = opening[0]
    out: list[E.Event] = [
        E.TableLaid(
            rules.id,
            tuple(seats),
            frozen(zones),
            E.freeze(resources),
            "setup",
            "keep",
            seats[0],
            state,
            E.freeze(marks),
            E.freeze(dict(rules.options)),
        )
    ]
    rolling = tuple(seats)
    while len(rolling) > 1:
        faces, state = rng.roll(len(rolling), 4, state)
        out.extend(E.DiceRolled(s, (f,), 4, "first player", state) for s, f in zip(rolling, faces, strict=True))
        rolling = tuple(s for s, f in zip(rolling, faces, strict=True) if f == max(faces))
    first = rolling[0]
    return out + [E.Marked("first", first), E.TurnBegan(first, 1), _keep_choice(first, zones[Z.hand(first)])]


def _keep_choice(seat: str, hand: tuple[str, ...]) -> E.ChoiceOpened:
    return E.ChoiceOpened(
        seat, "keep", Z.hand(seat), 3, hand, f"{seat} keeps 2 private objectives and 1 battle card", "keep"
    )


def put_back(rules, seat: str, card: str) -> E.CardMoved:
    """A card a player gives back from their hand: a private objective goes under its deck face down, so no one
    learns which objectives a player turned down; any other card goes to its deck's discard pile."""
    deck = rules.library.get(card).deck
    if deck == "objective":
        return E.CardMoved(card, Z.hand(seat), Z.deck(deck), -1)
    return E.CardMoved(card, Z.hand(seat), Z.discard(deck), 0)


def keep(rules, draft: Draft, seat: str, picked: tuple[str, ...]) -> None:
    """The opening keep: exactly two objectives and one battle card; the rest go back (setup.keep)."""
    decks = [rules.library.get(c).deck for c in picked]
    if decks.count("objective") != 2 or len(decks) != 3:
        raise Refusal("setup.keep", "Keep exactly 2 private objectives and 1 battle card")
    for card in draft.state.zone(Z.hand(seat)):
        if card not in picked:
            draft.emit(put_back(rules, seat, card))
    order = turn_order(draft.state)
    rest = order[order.index(seat) + 1 :]
    if rest:
        draft.emit(E.TurnBegan(rest[0]), _keep_choice(rest[0], draft.state.zone(Z.hand(rest[0]))))
        return
    begin_round(rules, draft, 1)


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
        draft.emit(E.Noted(draft.state.mark("first"), f"Allowance: ${pay} each (the rightmost ship in the Port)"))
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
        draft.emit(E.Noted(draft.state.mark("first"), "The events have run out: the game ends after this upkeep"))
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
            rules.costs.gain(draft, seat, resource, n)
    draft.emit(E.Noted(draft.state.mark("first"), f"Event: {rules.card_name(card)}"))


def move_ships(rules, draft: Draft, by: int) -> None:
    """Ships enter (by > 0) or leave the Port, within its spaces."""
    ships = draft.state.mark("port", 0)
    put(draft, "port", max(0, min(len(rules.data.port), ships + by)))


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
    draft.emit(E.Noted(seat, f"{seat} places leader at {place}"))
    order = turn_order(s)
    i = order.index(seat) + 1
    if i < len(order):
        draft.emit(E.TurnBegan(order[i]))
        return
    draft.emit(E.PhaseChanged("actions", "", s.round), E.TurnBegan(order[0]))


# ---------------------------------------------------------------- turns


def check_turn(rules, draft: Draft, seat: str, cost: int = 1) -> None:
    """Refuse an action unless it is `seat`'s turn in the action step with `cost` actions left."""
    s = draft.state
    if s.phase != "actions":
        raise Refusal("actions.turn", f"Actions are taken in step 4 of a round; now it is the {s.phase} step")
    if s.active != seat:
        raise Refusal("actions.turn", f"It is {s.active}'s turn, not {seat}'s")
    if s.mark("raid") is not None or s.mark("war") is not None:
        raise Refusal("actions.turn", "A raid or a war is being resolved: finish it first")
    left = actions_left(rules, s, seat)
    if left < cost:
        rule = "war.actions" if cost == 2 else "actions.count"
        raise Refusal(rule, f"{seat} has {left} action{'s' if left != 1 else ''} left this turn; this needs {cost}")


def spend(rules, draft: Draft, seat: str, n: int = 1) -> None:
    """Count `n` actions of the turn as taken."""
    put(draft, "actions", int(draft.state.mark("actions", 0)) + n)


def maybe_end_turn(rules, draft: Draft) -> None:
    """After an action resolves: a turn with no actions left passes to the next player."""
    s = draft.state
    if (
        s.phase == "actions"
        and s.pending is None
        and s.mark("raid") is None
        and s.mark("war") is None
        and s.active is not None
        and actions_left(rules, s, s.active) <= 0
    ):
        next_turn(rules, draft, s.active)


def end_turn(rules, draft: Draft, seat: str) -> None:
    """End the turn, leaving any actions unused."""
    s = draft.state
    if s.phase != "actions" or s.active != seat:
        raise Refusal("actions.turn", f"It is not {seat}'s turn in the action step")
    if s.mark("raid") is not None or s.mark("war") is not None:
        raise Refusal("actions.turn", "A raid or a war is being resolved: finish it first")
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


def tokens(rules, state, seat: str, kind: str) -> int:
    """A player's tokens on the Tax or Public Works track: their face-up cards of that type."""
    return sum(1 for c in face_up(rules, state, seat) if rules.data.rule(c).get("type") == kind)


def upkeep(rules, draft: Draft) -> None:
    """Step 5: tax scores when it covers public works; otherwise a ship leaves and works are funded."""
    s = draft.state
    draft.emit(E.PhaseChanged("upkeep", "", s.round))
    tax = {seat: tokens(rules, s, seat, "tax") for seat in s.seats}
    works = {seat: tokens(rules, s, seat, "works") for seat in s.seats}
    if sum(tax.values()) >= sum(works.values()):
        for seat, n in tax.items():
            if n:
                rules.costs.gain(draft, seat, "vp", n)
        draft.emit(E.Noted(s.mark("first"), "Upkeep: the Tax track covers Public Works; 1 VP per tax token"))
        return finish_round(rules, draft)
    move_ships(rules, draft, -1)
    draft.emit(
        E.Noted(s.mark("first"), "Upkeep: Public Works outrun Tax; a ship leaves and every works token is funded")
    )
    fund_from(rules, draft, turn_order(s), works)


def fund_from(rules, draft: Draft, seats, works: dict[str, int]) -> None:
    """Fund public works seat by seat: pay the multiplier per token, or choose cards to turn face down."""
    mult = draft.state.mark("multiplier", 1)
    for i, seat in enumerate(seats):
        n = works.get(seat, 0)
        if not n:
            continue
        paid = min(n, draft.state.amount(seat, "wealth") // mult if mult else n)
        rules.costs.lose(draft, seat, "wealth", paid * mult)
        unpaid = min(n - paid, len(face_up(rules, draft.state, seat)))
        if unpaid:
            rest = list(seats[i + 1 :])
            put(draft, "funding", {"seats": rest, "works": {x: works.get(x, 0) for x in rest}})
            draft.emit(
                E.ChoiceOpened(
                    seat,
                    "flip",
                    tableau(seat),
                    unpaid,
                    face_up(rules, draft.state, seat),
                    f"{seat} cannot fund {counted(unpaid, 'public works token')}: turn that many cards face down",
                    "upkeep",
                )
            )
            return
    put(draft, "funding", None)
    finish_round(rules, draft)


def flip(rules, draft: Draft, seat: str, picked: tuple[str, ...]) -> None:
    """Turn the picked cards face down (no longer usable); their immigrants look for new homes."""
    down = tuple(draft.state.mark("facedown", ()))
    put(draft, "facedown", down + tuple(picked))
    homeless = []
    for card in picked:
        draft.emit(E.ChargesSet(card, 0))
        homeless += [i for i, on in plain(draft.state.mark("attached") or {}).items() if on == card]
    rehome(rules, draft, seat, tuple(homeless))
    funding = plain(draft.state.mark("funding") or {"seats": [], "works": {}})
    fund_from(rules, draft, tuple(funding["seats"]), funding["works"])


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
