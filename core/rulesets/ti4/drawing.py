"""Drawing TI4 action cards: the draw itself (2.3), the deck rebuilt from its discards the moment it runs out
(note.4), the Yssaril's extra card (note.5.2) and the hand limit that follows (2.4, note.10).

The round (the status-phase draw), the cards (drawing effects) and the strategy cards draw through here.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.rules.mechanics import decks
from core.rules.mechanics.hands import IMMEDIATE, HandLimit
from core.rulesets.ti4.common import plain, put


def hand_limit(rules, seat: str) -> HandLimit:
    """The seat's hand limit: the game's (an option, 2.4.1), none for the Yssaril (Crafty)."""
    limit = None if seat == rules.options.get("yssaril") else rules.options["hand_limit"]
    return HandLimit(limit, IMMEDIATE, "2.4")


def can_draw(draft: Draft) -> bool:
    """Whether the action deck or its discard pile still holds a card."""
    return bool(draft.state.zone(Z.deck("action")) or draft.state.zone(Z.discard("action")))


def draw_cards(rules, draft: Draft, seat: str, n: int, then: str = "") -> bool:
    """Draw `n` action cards (2.3), reshuffling an empty deck at once (note.4); the Yssaril draw one more
    and discard one (note.5.2); an immediate hand limit follows (note.10). Returns whether a choice opened."""
    scheming = seat == rules.options.get("yssaril")
    drawn = 0
    for _ in range(n + (1 if scheming else 0)):
        if not can_draw(draft):
            draft.emit(E.Noted(seat, "the action deck and its discard pile are both empty: nothing more to draw"))
            break
        refill(rules, draft)  # a deck emptied earlier, with cards discarded since, is rebuilt here (note.4)
        decks.draw(draft, "action", seat, rules.deck_policy)
        drawn += 1
        if then != "status-draw":
            refill(rules, draft)
    hand = draft.state.zone(Z.hand(seat))
    if scheming and drawn and hand:
        draft.emit(
            E.ChoiceOpened(
                seat, "scheming", Z.hand(seat), 1, hand, f"{seat} (Yssaril, Scheming) discards 1 action card", then
            )
        )
        return True
    return hand_limit(rules, seat).demand(draft, seat, then)


def refill(rules, draft: Draft) -> None:
    """The moment the action deck runs out it is rebuilt from its discard pile (note.4); the status-phase draw
    waits until it has dealt what was left and the hands are down to their limit."""
    if not draft.state.zone(Z.deck("action")) and draft.state.zone(Z.discard("action")):
        decks.reshuffle(draft, "action", rules.deck_policy)
        _forget_shuffled(draft)


def _forget_shuffled(draft: Draft) -> None:
    """The timing window's record stops naming cards that went back into the deck: a card drawn from it
    later lies in a hand, and a public mark must not tell the table which one it is."""
    timing = plain(draft.state.mark("timing"))
    if not timing:
        return
    deck = set(draft.state.zone(Z.deck("action")))
    kept = [play for play in timing.get("plays", []) if play[1] not in deck]
    if kept == timing.get("plays", []) and timing.get("last") not in deck:
        return
    timing["plays"] = kept
    if timing.get("last") in deck:
        timing["last"] = None
    put(draft, "timing", timing)
