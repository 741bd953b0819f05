"""Scenario set-up and expectation keys that several games share, checked the same way for each.

A game's scenario module (e.g. core/rulesets/eu/scenario.py) turns its own
set-up keys into events and lists its own expectation keys; the checks of a
seat, a list of seats or a true/false flag, and the expectations about marks,
hidden hands and whose move it is, are written once here.

>>> from core.engine.state import GameState
>>> seat_mark(GameState("sandbox", ("Red", "Blue")), "first", "Blue", "setup")
[Marked(key='first', value='Blue')]
>>> flag_mark("acted", "yes", "setup")
Traceback (most recent call last):
...
core.engine.errors.ScenarioError: setup: acted must be true or false, got 'yes'
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import ScenarioError
from core.rules.mechanics.marks import plain
from core.seeing.views import view


def seats(value, state, where: str, key: str) -> tuple[str, ...]:
    """A set-up value that must be a list of players."""
    if not isinstance(value, list) or any(v not in state.seats for v in value):
        raise ScenarioError(f"{where}: {key} must be a list of players, got {value!r}")
    return tuple(value)


def seat_mark(state, key: str, value, where: str) -> list[E.Event]:
    """A mark naming one player (the first player, the speaker)."""
    if value not in state.seats:
        raise ScenarioError(f"{where}: {key}: unknown player {value!r}")
    return [E.Marked(key, value)]


def flag_mark(key: str, value, where: str) -> list[E.Event]:
    """A true/false mark (false clears it)."""
    if not isinstance(value, bool):
        raise ScenarioError(f"{where}: {key} must be true or false, got {value!r}")
    return [E.Marked(key, True if value else None)]


def hidden(state, value, events):
    """Expectation: each listed seat's hand shows in no other seat's view."""
    found = {}
    for seat in value:
        cards = set(state.zone(Z.hand(seat)))
        seen = [other for other in state.seats if other != seat and cards & view(state, other).visible_card_ids()]
        found[seat] = "hidden" if not seen else "seen by " + ", ".join(seen)
    return found, {seat: "hidden" for seat in value}


def mark_fields(key: str, what: str):
    """Expectation on a mark holding a mapping (a battle, a combat): ``none``, or some of its fields."""

    def check(state, value, events):
        mark = plain(state.mark(key))
        if value == "none" or mark is None:
            return ("none" if mark is None else what), value
        return {k: mark.get(k) for k in value}, dict(plain(value))

    return check


def turn_expectations(rules) -> dict:
    """Expectations every game with passing and hidden hands shares: ``passed``, ``must_act`` and ``hidden``."""
    return {
        "passed": lambda s, v, e: (list(s.mark("passed", ())), list(v)),
        "must_act": lambda s, v, e: (rules.must_act(s) or "none", v),
        "hidden": hidden,
    }
