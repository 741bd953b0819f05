"""Asking round the table: seats asked one at a time in a set order, each acting or declining in turn.

Following a strategic action in TI4, intervening in a raid in 1819: someone
did something, and the others are asked in order whether to answer it; the
first answer may end the round or it may go on. The round is a mark
``{by, order, next, ...}`` (with whatever else the game keeps about it), so
it folds, saves and redacts like any mark.

>>> from core.engine.state import GameState
>>> from core.engine.draft import Draft
>>> d = Draft(GameState("sandbox", ("Red", "Blue", "Green")))
>>> ask(d, "raid", "Red", ("Blue", "Green"), stake=3)
>>> asked(d.state, "raid")
'Blue'
>>> r = answering(d, "raid", "Blue", "raid.turn", "no raid is waiting")
>>> move_on(d, "raid", r), asked(d.state, "raid")
(True, 'Green')
>>> move_on(d, "raid", answering(d, "raid", "Green", "raid.turn", "no raid is waiting"))
False
"""

from __future__ import annotations

from collections.abc import Iterable

from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics.marks import plain, put


def ask(draft: Draft, key: str, by: str, order: Iterable[str], **about) -> None:
    """Start asking `order` in turn about what `by` did; `about` is kept with the round."""
    put(draft, key, {"by": by, "order": list(order), "next": 0, **about})


def asked(state, key: str) -> str | None:
    """The seat asked now, or None when no round is under way."""
    r = state.mark(key)
    return None if r is None else r["order"][r["next"]]


def answering(draft: Draft, key: str, seat: str, rule: str, nothing: str) -> dict:
    """The round `seat` answers now, as a plain dict; a Refusal citing `rule` when there is none (`nothing`
    says so) or when another seat is asked first."""
    r = plain(draft.state.mark(key))
    if r is None:
        raise Refusal(rule, nothing)
    first = r["order"][r["next"]]
    if first != seat:
        raise Refusal(rule, f"{first} answers or declines first, not {seat}")
    return r


def move_on(draft: Draft, key: str, r: dict) -> bool:
    """Ask the next seat; False when everyone has been asked (the caller ends the round its own way)."""
    r["next"] += 1
    if r["next"] < len(r["order"]):
        put(draft, key, r)
        return True
    return False
