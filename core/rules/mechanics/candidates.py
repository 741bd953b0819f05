"""Building blocks for a game's candidate commands (for `legal`, random games and the desktop's menus).

A candidate list may hold commands the rules refuse; `Ruleset.legal` keeps
only the accepted ones. `command` leaves out the fields given as None, so one
call can try a card with and without a target.

>>> command("Red", "play", card="a#1", target=None).args
mappingproxy({'card': 'a#1'})
>>> [c.name for c in window_answers(GameState("sandbox", ("Red",), zones={"hand:Red": ("a#1",)}), "Red")]
['decline', 'play']
>>> [c.get("target") for c in at_rivals(GameState("sandbox", ("Red", "Blue", "Green")), "Red", "battle")]
['Blue', 'Green']
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.state import GameState


def command(seat: str, name: str, /, **args) -> Command:
    """A command with the fields that are not None."""
    return Command(seat, name, MappingProxyType({k: v for k, v in args.items() if v is not None}))


def window_answers(state: GameState, seat: str) -> Iterable[Command]:
    """While a reaction window is open: decline, or answer with any card of the seat's own hand."""
    yield command(seat, "decline")
    for card in state.zone(Z.hand(seat)):
        yield command(seat, "play", card=card)


def at_rivals(state: GameState, seat: str, name: str, **args) -> Iterable[Command]:
    """The command once against each rival (as its `target`)."""
    for rival in state.seats:
        if rival != seat:
            yield command(seat, name, target=rival, **args)
