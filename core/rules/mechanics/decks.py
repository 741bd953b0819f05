"""Decks with a reshuffle policy, and their public discard piles.

When a deck is empty at a draw, its discard pile is shuffled into a new deck.
`keep_top` says how many of the newest discards stay behind as the discard
pile (0: shuffle them all; EU keeps 5 unless there are 5 or fewer).
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal, UnknownCard
from core.engine.valueclass import valueclass


@valueclass(slots=False)
class DeckPolicy:
    """How a deck refills: `keep_top` discards stay out of the reshuffle; `rule` is cited when none is left."""

    keep_top: int = 0
    rule: str = "deck.empty"


def reshuffle(draft: Draft, deck: str, policy: DeckPolicy) -> None:
    """Rebuild an empty deck from its discard pile, following the policy."""
    pile = draft.state.zone(Z.discard(deck))
    if len(pile) > policy.keep_top > 0:
        kept, shuffled = pile[: policy.keep_top], pile[policy.keep_top :]
    else:
        kept, shuffled = (), pile
    if not shuffled:
        raise Refusal(policy.rule, f"The {deck} deck and its discard pile are both empty: nothing to draw")
    order, state = rng.shuffle(shuffled, draft.state.rng)
    draft.emit(E.DeckReshuffled(Z.deck(deck), Z.discard(deck), order, kept, state))


def draw(draft: Draft, deck: str, seat: str, policy: DeckPolicy, dst: str | None = None) -> str:
    """Move the top card of a deck into a seat's hand (or `dst`), reshuffling if empty."""
    if not draft.state.zone(Z.deck(deck)):
        reshuffle(draft, deck, policy)
    card = draft.state.zone(Z.deck(deck))[0]
    draft.emit(E.CardMoved(card, Z.deck(deck), dst or Z.hand(seat), -1))
    return card


def discard(draft: Draft, card: str, deck: str) -> None:
    """Put a card face up on top of its deck's discard pile."""
    src = draft.state.where(card)
    if src is None:
        raise UnknownCard(card, "the game's zones")
    draft.emit(E.CardMoved(card, src, Z.discard(deck), 0))
