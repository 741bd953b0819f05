"""Turn order around the table: the seats clockwise, starting from a given one.

Games start their rounds from a different seat (EU's first player, TI4's
speaker), but going round the table is the same everywhere.

>>> from core.engine.state import GameState
>>> clockwise_from(GameState("sandbox", ("A", "B", "C")), "B")
('B', 'C', 'A')
"""

from __future__ import annotations

from core.engine.state import GameState


def clockwise_from(state: GameState, seat: str) -> tuple[str, ...]:
    """Every seat clockwise, starting with `seat`."""
    i = state.seats.index(seat)
    return state.seats[i:] + state.seats[:i]
