"""A player whose Illuminati has lost its last group is out of the game (elimination.out).

When an attack captures or destroys the last group of a Power Structure, its
Illuminati is destroyed: the Illuminati and the player's Resources go to the
discard piles, the hand is discarded, the player's own decks leave the game
(the box), and the seat takes no more turns (mark ``out``). The attacker is
credited with destroying the Illuminati (Cthulhu counts it). The last player
left wins.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.rulesets.inwo import structure as S
from core.rulesets.inwo.common import discard_pile, group_deck, out, plain, plot_deck, put, set_tokens, structure


def has_groups(rules, state, seat: str) -> bool:
    """Whether any group (not the Illuminati, not a Resource) is left in the seat's Power Structure."""
    return any(S.is_group(rules, c) for c in structure(state, seat))


def check(rules, draft: Draft, seat: str | None, by: str) -> bool:
    """After an attack by `by`: put `seat` out if its structure holds no group; says whether it did."""
    if seat is None or seat == by or out(draft.state, seat) or has_groups(rules, draft.state, seat):
        return False
    eliminate(rules, draft, seat, by)
    return True


def eliminate(rules, draft: Draft, seat: str, by: str) -> None:
    """Destroy the seat's Illuminati and clear away its cards; the seat is out; the last player left wins."""
    state = draft.state
    lost = [c for c in structure(state, seat)]
    for card in lost:
        set_tokens(draft, card, 0)
        draft.emit(E.CardMoved(card, Z.display(seat), discard_pile(rules, card), 0))
    for card in state.zone(Z.hand(seat)):
        draft.emit(E.CardMoved(card, Z.hand(seat), discard_pile(rules, card), 0))
    for deck in (plot_deck(seat), group_deck(seat)):
        for card in draft.state.zone(Z.deck(deck)):
            draft.emit(E.CardMoved(card, Z.deck(deck), Z.BOX, -1))
    S.unlink(rules, draft, lost)
    put(draft, "out", [*(plain(draft.state.mark("out")) or []), seat])
    illuminati = next((c for c in lost if rules.stats[definition_id(c)].kind == "illuminati"), None)
    name = rules.card_name(illuminati) if illuminati else "the Illuminati"
    draft.emit(E.Noted(by, f"{seat} has lost the last group: {name} is destroyed and {seat} is out of the game"))
    tally = plain(draft.state.mark("destroyed")) or {}
    tally[by] = tally.get(by, 0) + 1
    put(draft, "destroyed", tally)
    left = [s for s in draft.state.seats if not out(draft.state, s)]
    if len(left) == 1:
        draft.emit(E.GameEnded(left[0], f"{left[0]} is the last player left (elimination.out)"))


def next_seat(state, seat: str) -> tuple[str, bool]:
    """The next seat in play after `seat`, and whether the turn passed the first player's seat (a new round)."""
    seats = state.seats
    first = state.mark("first", seats[0])
    i, crossed = seats.index(seat), False
    for _ in seats:
        i = (i + 1) % len(seats)
        crossed = crossed or seats[i] == first
        if not out(state, seats[i]):
            return seats[i], crossed
    return seat, crossed
