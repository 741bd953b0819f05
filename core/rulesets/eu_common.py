"""Small pieces every EU module shares: the monarch power types, turn order, and marks as plain values.

EU keeps its own facts (who passed, the battle, the role of each appointed
card) in the state's marks. Marks hold frozen JSON values; `plain` turns one
back into ordinary dicts and lists so a module can change a copy, and
`put` writes it back as a Marked event.

>>> plain({"a": (1, 2)})
{'a': [1, 2]}
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from core import events as E
from core.mechanics.draft import Draft
from core.state import GameState

MP = ("adm", "dip", "mil")
SECRET_DRAWN = "secret:drawn"


def plain(value: Any) -> Any:
    """A mark's value as ordinary dicts and lists."""
    if isinstance(value, (dict, MappingProxyType)):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def put(draft: Draft, key: str, value: Any) -> None:
    """Set a mark (None clears it) with a frozen value, so live and reloaded states are equal."""
    if value is None and draft.state.mark(key) is None:
        return
    draft.emit(E.Marked(key, E.freeze(value)))


def turn_order(state: GameState) -> tuple[str, ...]:
    """The seats clockwise from the first player."""
    first = state.mark("first", state.seats[0])
    i = state.seats.index(first) if first in state.seats else 0
    return state.seats[i:] + state.seats[:i]


def after(state: GameState, seat: str) -> str | None:
    """The next seat in this round's turn order, or None after the last."""
    order = turn_order(state)
    i = order.index(seat) + 1
    return order[i] if i < len(order) else None


def total_mp(state: GameState, seat: str) -> int:
    return sum(state.amount(seat, t) for t in MP)
