"""The public timing mark forgets cards reshuffled into the deck (core/rulesets/ti4/drawing.py `_forget_shuffled`).

The mark ``timing`` names the cards played in the current timing window (a Sabotage names the card it
answered, ``last`` the last card played). When the discard pile is shuffled back into the deck in that
same window and a player draws those cards, a mark every seat sees must stop naming them: else the other
seats would read in it which cards now lie in that hand.
"""

from __future__ import annotations

from types import MappingProxyType

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.fold import fold
from core.engine.state import GameState
from core.rulesets import make_ruleset
from core.scenarios.runner import setup_events
from core.seeing.views import view

RULES = make_ruleset("ti4")
SEATS = ("Red", "Blue", "Green")


def _run(state, seat: str, name: str, **args):
    return RULES.draft(state, Command(seat, name, MappingProxyType(args))).state


def _named(value) -> set[str]:
    """Every string in a mark's value."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, (list, tuple)):
        return set().union(*(_named(v) for v in value)) if value else set()
    if hasattr(value, "items"):
        return set().union(*(_named(v) for v in value.values())) if value else set()
    return set()


def test_cards_seen_in_the_timing_mark_then_reshuffled_and_drawn_are_not_named_to_the_other_seats():
    state = fold(GameState("ti4", SEATS), RULES.setup(SEATS, 1))
    setup = {
        "decks": {"action": []},
        "hands": {"Red": ["insubordination#1"], "Blue": ["sabotage#1"]},
        "phase": "action",
        "step": "turn",
        "active": "Red",
        "strategy": {"Red": ["politics"], "Blue": ["leadership"], "Green": ["diplomacy"]},
        "speaker": "Green",
    }
    state = fold(state, setup_events(RULES, state, setup, "test"))
    state = _run(state, "Red", "play", card="insubordination#1", target="Blue")
    state = _run(state, "Blue", "play", card="sabotage#1")
    seen = _named(view(state, "Green", RULES).marks.get("timing"))
    assert {"insubordination#1", "sabotage#1"} <= seen  # the window's record names both while they lie face up
    assert state.zone(Z.deck("action")) == ()
    # A cancelled Action card leaves Red's turn open: Politics draws 2 from the empty deck, which is the
    # discard pile reshuffled, so Red now holds exactly the two cards the mark named.
    state = _run(state, "Red", "use-strategy", strategy="politics", speaker="Blue")
    in_hand = set(state.zone(Z.hand("Red")))
    assert in_hand == {"insubordination#1", "sabotage#1"}
    for viewer in ("Blue", "Green", None):
        marks = view(state, viewer, RULES).marks
        assert not in_hand & _named(dict(marks)), (viewer, marks.get("timing"))
