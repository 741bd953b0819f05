"""Small pieces every EU module shares: the monarch power types, turn order, and marks as plain values.

EU keeps its own facts (who passed, the battle, the role of each appointed
card) in the state's marks, read and written with `plain` and `put` from
core/rules/mechanics/marks.py.
"""

from __future__ import annotations

from core.engine.state import GameState
from core.rules.mechanics.marks import plain, put
from core.rules.mechanics.turns import clockwise_from

__all__ = ("MP", "SECRET_DRAWN", "STEP_WORDS", "TABLE_SET", "plain", "put", "turn_order", "after", "total_mp")

MP = ("adm", "dip", "mil")
TABLE_SET = ("influence",)
"""Values the table reads from the map and states (6.prerequisite): not laid at set-up, 0 until stated."""
SECRET_DRAWN = "secret:drawn"

# The round's phases and steps as the rulebook names them, for the log and the banner (Ruleset.step_words):
# "Round 2 · Phase 1 (Draw), step C: keeping cards", not "Round 2 · Draw · C".
STEP_WORDS = {
    ("setup", "draw"): "set-up draw",
    ("draw", "B"): "phase 1 (Draw), step B: drawing cards",
    ("draw", "C"): "phase 1 (Draw), step C: keeping cards",
    ("actions", "turn"): "phase 2 (Actions)",
    ("peace", "by-hand"): "phase 3 (Peace and Rebels), at the table",
    ("income", "upkeep"): "phase 4 (Income and Upkeep)",
    ("cleanup", "C"): "phase 5 (Cleanup), step C: the hand limit",
    ("cleanup", "D"): "phase 5 (Cleanup), step D: the end of the Age",
}


def turn_order(state: GameState) -> tuple[str, ...]:
    """The seats clockwise from the first player."""
    first = state.mark("first", state.seats[0])
    return clockwise_from(state, first if first in state.seats else state.seats[0])


def after(state: GameState, seat: str) -> str | None:
    """The next seat in this round's turn order, or None after the last."""
    order = turn_order(state)
    i = order.index(seat) + 1
    return order[i] if i < len(order) else None


def total_mp(state: GameState, seat: str) -> int:
    """A seat's monarch power of all three types together."""
    return sum(state.amount(seat, t) for t in MP)
