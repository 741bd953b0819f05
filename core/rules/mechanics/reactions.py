"""Reaction windows: after a trigger, eligible seats answer or pass in order.

Eligibility is by seat and timing only, never by the cards a seat holds:
asking only the seats that hold a fitting card would tell the table what is in
their hands. The window closes when everyone eligible has passed in a row.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal

RESPOND_RULE = "window.respond"


def seats_after(seats: tuple[str, ...], seat: str) -> tuple[str, ...]:
    """The other seats in seat order, starting after `seat`.

    >>> seats_after(("A", "B", "C"), "B")
    ('C', 'A')
    """
    i = seats.index(seat)
    return seats[i + 1 :] + seats[:i]


def open_window(draft: Draft, trigger: str, by: str, kind: str, order: tuple[str, ...]) -> bool:
    """Open a window for `order` (no window when nobody is eligible); returns whether one opened."""
    if not order:
        return False
    draft.emit(E.WindowOpened(trigger, by, kind, order))
    return True


def check_turn(draft: Draft, seat: str, rule: str = RESPOND_RULE) -> None:
    """Refuse anyone but the seat the open window waits for."""
    w = draft.state.window
    if w is None:
        raise Refusal(rule, "No reaction window is open")
    if w.waiting_for != seat:
        raise Refusal(rule, f"The reaction window waits for {w.waiting_for}, not {seat}")


def pass_window(draft: Draft, seat: str, rule: str = RESPOND_RULE) -> bool:
    """`seat` declines; returns True when that pass closes the window."""
    check_turn(draft, seat, rule)
    draft.emit(E.WindowPassed(seat))
    w = draft.state.window
    assert w is not None, "a pass keeps the window open until it is closed"
    return w.passes >= len(w.order)


def answer(draft: Draft, seat: str, card: str, rule: str = RESPOND_RULE) -> None:
    """`seat` answers the window with `card`; everyone may answer again after it."""
    check_turn(draft, seat, rule)
    draft.emit(E.WindowAnswered(seat, card))


def close(draft: Draft, cancelled: bool, said: str = "") -> None:
    """Close the open window, its trigger cancelled or not; `said` words what the trigger came to for the whole
    table (empty: the log says the trigger resolves)."""
    w = draft.state.window
    assert w is not None, "only an open window is closed"
    draft.emit(E.WindowClosed(w.trigger, cancelled, said))
