"""A Draft collects the events a decision produces while tracking the state they lead to.

Rulesets decide step by step (pay, then draw, then maybe reshuffle), and each
step must see the effect of the one before. The draft folds each event as it
is emitted; `decide` returns `draft.events`, and the live state is untouched.
"""

from __future__ import annotations

from core.engine.events import Event
from core.engine.fold import APPLIERS
from core.engine.state import GameState


class Draft:
    """The events of one decision so far, and the state they would lead to."""

    __slots__ = ("state", "events")

    def __init__(self, state: GameState):
        self.state = state
        self.events: list[Event] = []

    def emit(self, *events: Event) -> Draft:
        """Add events to the decision, folding each into the draft's state so the next step sees it."""
        for event in events:
            self.state = APPLIERS[type(event)](self.state, event)
            self.events.append(event)
        return self
