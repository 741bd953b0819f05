"""The installed rulesets, by game id."""

from __future__ import annotations

from importlib import import_module

from core.engine.errors import UnknownGame

RULESETS = {
    "sandbox": ("core.rulesets.sandbox.ruleset", "Sandbox"),
    "eu": ("core.rulesets.eu.ruleset", "EuropaUniversalis"),
    "bench": ("core.rulesets.bench", "Bench"),
    "ti4": ("core.rulesets.ti4.ruleset", "TwilightImperium"),
    "1819": ("core.rulesets.s1819.ruleset", "Singapore1819"),
    "inwo": ("core.rulesets.inwo.ruleset", "NewWorldOrder"),
}


def ruleset_class(game: str):
    """The Ruleset class of a game id; raises UnknownGame."""
    try:
        module, name = RULESETS[game]
    except (KeyError, TypeError):
        raise UnknownGame(str(game), tuple(RULESETS)) from None
    return getattr(import_module(module), name)


def make_ruleset(game: str, options=None, extra_cards=None):
    """A ready ruleset for a game with its options."""
    return ruleset_class(game)(options, extra_cards)
