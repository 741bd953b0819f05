"""The installed rulesets, by game id, and the games registered by code (the benchmark's workload).

The installed games are imported by module path when first asked for, so the table starts without
importing every game. A game that is no game for people (the benchmarks' `bench`) is not installed:
the code that uses it registers its class with `register`, and it is never listed.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any

from core.engine.errors import CardtableError, UnknownGame

if TYPE_CHECKING:
    from core.content.cards import CardLibrary
    from core.rules.ruleset import Ruleset

RULESETS = {
    "sandbox": ("core.rulesets.sandbox.ruleset", "Sandbox"),
    "eu": ("core.rulesets.eu.ruleset", "EuropaUniversalis"),
    "ti4": ("core.rulesets.ti4.ruleset", "TwilightImperium"),
    "1819": ("core.rulesets.s1819.ruleset", "Singapore1819"),
    "inwo": ("core.rulesets.inwo.ruleset", "NewWorldOrder"),
}
_REGISTERED: dict[str, type[Ruleset]] = {}


class GameIdTaken(CardtableError):
    """A game id given to `register` already names an installed game or another registered class."""


def register(game_id: str, cls: type[Ruleset]) -> None:
    """Make a Ruleset class, given by code, known under `game_id` for make_ruleset and saves, without listing it.

    Registering the same class again is harmless; an installed game's id or another class is refused.
    """
    if game_id in RULESETS or _REGISTERED.get(game_id, cls) is not cls:
        raise GameIdTaken(f"game id {game_id!r} is taken")
    _REGISTERED[game_id] = cls


def ruleset_class(game: object) -> type[Ruleset]:
    """The Ruleset class of a game id (any value read from a file: what is not a game's id raises UnknownGame)."""
    if isinstance(game, str) and game in _REGISTERED:
        return _REGISTERED[game]
    if not isinstance(game, str) or game not in RULESETS:
        raise UnknownGame(str(game), tuple(RULESETS))
    module, name = RULESETS[game]
    cls: type[Ruleset] = getattr(import_module(module), name)
    return cls


def make_ruleset(
    game: object, options: Mapping[str, Any] | None = None, extra_cards: CardLibrary | None = None
) -> Ruleset:
    """A ready ruleset for a game with its options."""
    return ruleset_class(game)(options, extra_cards)
