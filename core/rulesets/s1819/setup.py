"""1819 set-up: the event deck of three stacks, the deal of objectives and battle cards, the board's starting
marks, the roll for the first player, and the opening keep (setup.*).
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.state import frozen
from core.engine.words import counted
from core.rulesets.s1819.board import initial_marks
from core.rulesets.s1819.common import FACTIONS, MARKET, assign_factions, is_objective, plain, tableau, turn_order
from core.rulesets.s1819.round import begin_round

OPENING = "singapore-treaty"
CLOSING = "treaty-of-london"
# The order decks are shuffled in, fixed so that the order game.yaml lists them (which the table shows) does not
# change a seed's deal.
SHUFFLE_ORDER = ("market", "british", "malay", "immigrant", "event", "objective-british", "objective-malay")


def _event_deck(rules, state: int) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """Three face-down stacks of two events; the Treaty of London is shuffled into the middle stack, which goes
    between the other two (setup.events). Returns the 7-card deck, the events put away, and the rng state."""
    others = tuple(c for c in rules.library.instances("event") if c.split("#")[0] not in (OPENING, CLOSING))
    others, state = rng.shuffle(others, state)
    closing = tuple(c for c in rules.library.instances("event") if c.split("#")[0] == CLOSING)
    middle, state = rng.shuffle(others[2:4] + closing, state)
    return others[:2] + middle + others[4:6], others[6:], state


def _deal(rules, zones: dict, seats: tuple[str, ...], factions: dict[str, str]) -> None:
    """Each player draws four objectives of their faction's deck and two battle cards (three when alone)."""
    for seat in seats:
        side = factions[seat]
        alone = sum(1 for f in factions.values() if f == side) == 1
        battle, objective = Z.deck(side), Z.deck(f"objective-{side}")
        draw = 3 if alone else 2
        zones[Z.hand(seat)] = zones[objective][:4] + zones[battle][:draw]
        zones[objective], zones[battle] = zones[objective][4:], zones[battle][draw:]
        zones[tableau(seat)] = ()


def setup(rules, seats: tuple[str, ...], seed) -> list[E.Event]:
    """Deal the market, objectives and battle cards; lay the board; roll for the first player."""
    state = rng.seed_state(seed)
    factions = assign_factions(seats, rules.options["factions"])
    zones: dict[str, tuple[str, ...]] = {Z.BOX: ()}
    for deck in sorted(rules.definition.decks, key=lambda d: SHUFFLE_ORDER.index(d) if d in SHUFFLE_ORDER else 99):
        order, state = rng.shuffle(rules.library.instances(deck), state)
        zones[Z.deck(deck)], zones[Z.discard(deck)] = order, ()
    events, away, state = _event_deck(rules, state)
    opening = tuple(c for c in rules.library.instances("event") if c.split("#")[0] == OPENING)
    zones[Z.deck("event")], zones[Z.discard("event")], zones[Z.BOX] = events, opening, away
    size = rules.data.market_size
    zones[MARKET], zones[Z.deck("market")] = zones[Z.deck("market")][:size], zones[Z.deck("market")][size:]
    _deal(rules, zones, seats, factions)
    resources = {seat: {r.id: r.start for r in rules.definition.resources} for seat in seats}
    for seat in seats:
        if not any(factions[s] == factions[seat] for s in seats if s != seat):
            resources[seat]["wealth"] = int(rules.data.solo["wealth"])
    marks = {
        "factions": factions,
        "port": rules.data.start_ships,
        "multiplier": rules.options["multiplier"],
        "vice": {f: 0 for f in FACTIONS},
        **initial_marks(rules, factions),
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
    hand = zones[Z.hand(first)]
    return out + [E.Marked("first", first), E.TurnBegan(first, 1), _keep_choice(rules, first, hand, factions)]


def battle_keep(factions, seat: str) -> int:
    """Battle cards kept at the start: one, or two for a player alone in their faction."""
    return 2 if sum(1 for f in factions.values() if f == factions[seat]) == 1 else 1


def _keep_choice(rules, seat: str, hand: tuple[str, ...], factions) -> E.ChoiceOpened:
    n = battle_keep(factions, seat)
    return E.ChoiceOpened(
        seat,
        "keep",
        Z.hand(seat),
        2 + n,
        hand,
        f"{seat} must keep 2 private objectives and {counted(n, 'battle card')}",
        "keep",
    )


def put_back(rules, seat: str, card: str) -> E.CardMoved:
    """A card a player gives back from their hand: a private objective goes under its deck face down, so no one
    learns which objectives a player turned down; any other card goes to its deck's discard pile."""
    deck = rules.library.get(card).deck
    if is_objective(rules, card):
        return E.CardMoved(card, Z.hand(seat), Z.deck(deck), -1)
    return E.CardMoved(card, Z.hand(seat), Z.discard(deck), 0)


def keep(rules, draft: Draft, seat: str, picked: tuple[str, ...]) -> None:
    """The opening keep: exactly two objectives and one battle card (two alone); the rest go back (setup.keep)."""
    factions = plain(draft.state.mark("factions") or {})
    n = battle_keep(factions, seat)
    if sum(1 for c in picked if is_objective(rules, c)) != 2 or len(picked) != 2 + n:
        raise Refusal("setup.keep", f"Keep exactly 2 private objectives and {counted(n, 'battle card')}")
    for card in draft.state.zone(Z.hand(seat)):
        if card not in picked:
            draft.emit(put_back(rules, seat, card))
    # the line says the keep in public words, naming no card: "Raffles chooses to keep 2 private objectives and ..."
    draft.emit(E.Noted(seat, f"{seat} chooses to keep 2 private objectives and {counted(n, 'battle card')}"))
    order = turn_order(draft.state)
    rest = order[order.index(seat) + 1 :]
    if rest:
        draft.emit(E.TurnBegan(rest[0]), _keep_choice(rules, rest[0], draft.state.zone(Z.hand(rest[0])), factions))
        return
    begin_round(rules, draft, 1)
