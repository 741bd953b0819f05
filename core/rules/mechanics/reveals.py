"""Showing the table what a seat kept hidden: cards from its hand, or a secret it keeps in a mark.

The cards stay in the hand (a secret leaves its mark by the move's own
events); the event only records that the others have now seen it. Because
what was seen cannot be unseen, the event reveals it to the other seats and
taking the move back is an undo barrier.

>>> e = HandShown("Red", "hand:Red", ("sabotage#1",))
>>> [r.to for r in e.reveals(("Red", "Blue", "Green"))]
[('Blue', 'Green')]
>>> e.shown_words(), SecretShown("Blue", "a secret objective").shown_words()
("the card shown from Red's hand", 'the secret objective Blue showed')
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

    def shown_words(self):
        """How many cards were shown, and whose: the cards themselves stay unnamed to whoever did not see them."""
        many = len(self.cards)
        return f"the {'card' if many == 1 else f'{many} cards'} shown from {self.seat}'s hand"


@applies(HandShown)
def _hand_shown(state, e):
    return state


@valueclass
class SecretShown(E.Event):
    """`seat` shows the others one of the secrets the rules keep for it in a mark (TI4's secret objective, shown
    as it is scored). `what` says its kind and never its name: the move's own events and words name it."""

    type: ClassVar[str] = "secret-shown"
    seat: str
    what: str

    def reveals(self, seats):
        others = tuple(s for s in seats if s != self.seat)
        return (E.Reveal(others, f"{self.what} of {self.seat}'s", True),) if others else ()

    def shown_words(self):
        """The kind of secret and whose (``the secret objective Blue showed``), never its name."""
        kind = self.what.split(" ", 1)[1] if self.what.split(" ", 1)[0] in ("a", "an", "the") else self.what
        return f"the {kind} {self.seat} showed"


@applies(SecretShown)
def _secret_shown(state, e):
    return state
