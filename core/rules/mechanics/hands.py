"""Hidden hands with a public size, and hand limits with two timings.

`immediate` (TI4): the moment a hand goes over the limit, its owner must choose
what to discard before anything else happens. `at_step` (EU): the limit is
only checked when the game reaches a named step; until then any size is legal.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.valueclass import valueclass

IMMEDIATE = "immediate"
AT_STEP = "at_step"


@valueclass(slots=False)
class HandLimit:
    """A hand limit: how many, when it is checked, and the rule id that states it."""

    limit: int | None = 7
    timing: str = IMMEDIATE
    rule: str = "hand.limit"

    def over(self, draft: Draft, seat: str) -> int:
        """How many cards a seat holds above the limit."""
        if self.limit is None:
            return 0
        return max(0, len(draft.state.zone(Z.hand(seat))) - self.limit)

    def demand(self, draft: Draft, seat: str, then: str = "") -> bool:
        """Open a discard-to-limit choice for `seat` if over; return whether one was opened."""
        excess = self.over(draft, seat)
        if not excess:
            return False
        hand = draft.state.zone(Z.hand(seat))
        draft.emit(
            E.ChoiceOpened(
                seat,
                "discard-to-limit",
                Z.hand(seat),
                excess,
                hand,
                f"{seat} holds {len(hand)} cards; the limit is {self.limit}: discard {excess}",
                then,
            )
        )
        return True

    def after_gain(self, draft: Draft, seat: str) -> bool:
        """Call after a seat gains cards: enforces an immediate limit at once."""
        return self.timing == IMMEDIATE and self.demand(draft, seat)
