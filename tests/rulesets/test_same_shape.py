"""Every game package has the same shape: the same module names for the same roles, and the registry's class.

A newcomer who knows one game's package finds their way in another: ruleset
(the Ruleset class), common, round, cards, candidates, scenario and notes sit
under the same names in each (docs/rules/GAME.md, "Where the code is"). The
sandbox is one module on purpose and is left out.
"""

from __future__ import annotations

import inspect
from importlib import import_module
from pathlib import Path

import pytest

from core.rules.ruleset import Ruleset
from core.rulesets import RULESETS, ruleset_class

PACKAGES = Path(__file__).resolve().parents[2] / "core" / "rulesets"
SHARED = ("ruleset", "common", "round", "cards", "candidates", "scenario", "notes")
ONE_MODULE = {"sandbox"}
GAMES = sorted(p.name for p in PACKAGES.iterdir() if (p / "__init__.py").is_file() and p.name not in ONE_MODULE)


def _game_id(package: str) -> str:
    """The registry's game id whose ruleset lives in the package."""
    ids = [game for game, (module, _) in RULESETS.items() if module == f"core.rulesets.{package}.ruleset"]
    assert len(ids) == 1, f"the registry lists {len(ids)} games in core/rulesets/{package}/ruleset.py"
    return ids[0]


def test_the_four_games_are_packages():
    assert GAMES == ["eu", "inwo", "s1819", "ti4"]


@pytest.mark.parametrize("package", GAMES)
def test_each_game_has_the_shared_modules(package):
    missing = [name for name in SHARED if not (PACKAGES / package / f"{name}.py").is_file()]
    assert not missing, f"core/rulesets/{package}/ lacks {', '.join(m + '.py' for m in missing)}"


@pytest.mark.parametrize("package", GAMES)
def test_the_ruleset_module_holds_the_registry_class(package):
    module = import_module(f"core.rulesets.{package}.ruleset")
    cls = ruleset_class(_game_id(package))
    own = [
        c
        for _, c in inspect.getmembers(module, inspect.isclass)
        if issubclass(c, Ruleset) and c is not Ruleset and c.__module__ == module.__name__
    ]
    assert own == [cls], f"core/rulesets/{package}/ruleset.py defines {own}, the registry lists {cls}"
    assert cls.id == _game_id(package)


def test_the_sandbox_is_one_module():
    assert sorted(p.name for p in (PACKAGES / "sandbox").glob("*.py")) == ["__init__.py", "ruleset.py"]
