"""Showing cards from a hidden hand to the whole table by the owner's own choice.

The cards stay in the hand; the event only records that everyone has now seen
them. Because what was seen cannot be unseen, the event reveals the cards to
the other seats and taking it back is an undo barrier.

>>> e = HandShown("Red", "hand:Red", ("sabotage#1",))
>>> [r.to for r in e.reveals(("Red", "Blue", "Green"))]
[('Blue', 'Green')]
"""

from __future__ import annotations

from typing import ClassVar

from core.engine import events as E
from core.engine.fold import applies
from core.engine.valueclass import valueclass


@valueclass
class HandShown(E.Event):
    """`seat` shows `cards` of the hidden zone `zone` to everyone; nothing moves."""

    type: ClassVar[str] = "hand-shown"
    seat: str
    zone: str
    cards: tuple[str, ...]

    def reveals(self, seats):
        others = tuple(s for s in seats if s != self.seat)
        if not others or not self.cards:
            return ()
        return (E.Reveal(others, f"{', '.join(self.cards)} shown from {self.zone}", True),)


@applies(HandShown)
def _hand_shown(state, e):
    return state
