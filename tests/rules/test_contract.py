"""The ruleset contract holds for every game: each command has one handler, hooks have their declared types,
and nothing outside a ruleset looks its hooks up by name."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from benchmarks.bench import Bench
from core.engine import zones as Z
from core.engine.commands import Command, CommandSpec
from core.engine.draft import Draft
from core.engine.errors import UnknownGame
from core.engine.fold import fold
from core.engine.state import GameState
from core.games import games
from core.rules.mechanics.displays import DisplayPolicy
from core.rules.ruleset import Move, Ruleset
from core.rules.sharedspecs import ADJUST, CHARGE, CHOOSE, DECLINE, SHARED
from core.rulesets import RULESETS, GameIdTaken, make_ruleset, register, ruleset_class
from core.scenarios.setup import SETUP_KEYS
from core.seeing.views import view

ROOT = Path(__file__).resolve().parents[2]
BASE_HANDLED = {"choose", "charge", "adjust"}  # the base answers these itself, before any game's handler
HOOKS = (
    "setup_keys",
    "scenario_setup",
    "expectations",
    "displays",
    "public_marks",
    "moves",
    "handlers",
    "commands",
    "specs",
    "card_field_words",
    "window_commands",
    "turn_commands",
    "turn_seat",
    "candidates",
    "on_choice",
    "after_choice",
    "asking_words",
    "card_cost",
    "value_name",
    "label",
)
LOOKUP = re.compile(r"\b(?:getattr|hasattr)\(\s*[^,()]+,\s*f?[\"'](do_\w*|" + "|".join(HOOKS) + r")\b")

register(Bench.id, Bench)
GAMES = (*RULESETS, Bench.id)


def contract_problems(ruleset: Ruleset) -> list[str]:
    """What in `ruleset` breaks the contract, in words (empty when it holds)."""
    problems = []
    for name in ruleset.commands:
        if name not in BASE_HANDLED and name not in ruleset.handlers:
            problems.append(f"command {name!r} has no handler")
    for name, move in ruleset.handlers.items():
        if name in BASE_HANDLED:
            problems.append(f"{name!r} is the base's to handle, not the game's")
        elif ruleset.commands.get(name) is not move.spec:
            problems.append(f"the handler of {name!r} carries a spec that is not in the commands")
        try:
            inspect.signature(move.handler).bind(ruleset, None, "seat", *(None for _ in move.spec.fields))
        except TypeError as err:
            problems.append(f"the handler of {name!r} does not take (ruleset, draft, seat, *fields): {err}")
        unknown = set(move.defaults) - {f.name for f in move.spec.fields}
        if unknown:
            problems.append(f"the defaults of {name!r} name fields it does not have: {sorted(unknown)}")
    if not ruleset.turn_commands() <= ruleset.window_commands <= set(ruleset.commands):
        problems.append("turn commands must be window commands, and window commands commands")
    return problems


def hook_lookups(text: str) -> list[str]:
    """The hook names a source text looks up with getattr or hasattr."""
    return LOOKUP.findall(text)


def laid(ruleset: Ruleset) -> GameState:
    """The state a new game of `ruleset` starts in, with its fewest players."""
    d = ruleset.definition
    seats = tuple(d.default_seats[: d.min_seats])
    return fold(GameState(ruleset.id, seats), ruleset.setup(seats, 1))


@pytest.fixture(scope="module", params=GAMES)
def ruleset(request) -> Ruleset:
    return make_ruleset(request.param)


def test_every_command_has_one_handler_and_every_handler_a_command(ruleset):
    assert contract_problems(ruleset) == []


def test_the_shared_commands_are_the_bases_own(ruleset):
    commands = list(ruleset.commands)
    shared = [n for n in commands if n in SHARED]
    assert commands[: len(commands) - len(shared)] == [s.name for s in ruleset.specs]
    assert shared in (["choose", "decline", "adjust"], ["choose", "charge", "decline", "adjust"])
    assert {ruleset.commands[n] for n in shared} <= {CHOOSE, CHARGE, DECLINE, ADJUST}
    assert ("charge" in shared) == (ruleset.displays is not None)


def test_the_hooks_have_their_declared_types(ruleset):
    assert isinstance(ruleset.setup_keys, tuple) and all(isinstance(k, str) for k in ruleset.setup_keys)
    assert set(ruleset.setup_keys).isdisjoint(SETUP_KEYS), "a game's own set-up keys are not the shared ones"
    reads_keys = type(ruleset).scenario_setup is not Ruleset.scenario_setup
    assert reads_keys == bool(ruleset.setup_keys), "a game with set-up keys of its own reads them"
    expectations = ruleset.expectations()
    assert isinstance(expectations, Mapping)
    assert all(isinstance(k, str) and isinstance(v, Callable) for k, v in expectations.items())
    assert ruleset.displays is None or isinstance(ruleset.displays, DisplayPolicy)
    assert isinstance(ruleset.card_field_words, Mapping)
    assert all(isinstance(m, Move) and isinstance(m.spec, CommandSpec) for m in ruleset.moves())
    seen = view(laid(ruleset), Z.PUBLIC, ruleset)
    marks = ruleset.public_marks(seen)
    assert marks is None or all(isinstance(m, tuple) and len(m) == 3 for m in marks)
    asking = ruleset.asking_words(seen)
    assert asking is None or isinstance(asking, str)
    costs = [ruleset.card_cost(seen, c) for z in seen.zones.values() for c in (z.cards or ())]
    assert all(c is None or all(isinstance(n, int) for n in c.values()) for c in costs)


def test_a_broken_ruleset_breaks_the_contract():
    class Broken(Bench):
        window_commands = frozenset({"decline", "fly"})

        def moves(self) -> tuple[Move, ...]:
            spec = CommandSpec("draw", "Draw.", ())
            return (
                Move(spec, lambda rules, draft: None, {"deck": "main"}),
                Move(CHOOSE, lambda rules, draft, seat, cards: None),
            )

    problems = contract_problems(Broken())
    assert any("does not take (ruleset, draft, seat, *fields)" in p for p in problems)
    assert any("name fields it does not have" in p for p in problems)
    assert any("'choose' is the base's to handle" in p for p in problems)
    assert "turn commands must be window commands, and window commands commands" in problems
    with pytest.raises(TypeError):
        broken = Broken()
        broken.handlers["draw"].run(broken, Draft(laid(broken)), Command("0", "draw"))


def test_a_missing_handler_is_found():
    class Silent(Bench):
        def moves(self) -> tuple[Move, ...]:
            return super().moves()[:1]

    silent = Silent()
    silent.commands["play"] = CommandSpec("play", "Play.", ())
    assert contract_problems(silent) == ["command 'play' has no handler"]


def test_nothing_looks_a_hook_up_by_name():
    found = {
        str(path.relative_to(ROOT)): hook_lookups(path.read_text(encoding="utf-8"))
        for folder in ("core", "desktop")
        for path in sorted((ROOT / folder).rglob("*.py"))
    }
    assert {path: names for path, names in found.items() if names} == {}


def test_the_scan_finds_a_hook_looked_up_by_name():
    assert hook_lookups('keys = getattr(ruleset, "setup_keys", ())') == ["setup_keys"]
    assert hook_lookups('getattr(self, "do_" + command.name)(draft, command)') == ["do_"]
    assert hook_lookups("if hasattr(rules, 'public_marks'):") == ["public_marks"]
    assert hook_lookups('getattr(err, "problem_mark", None)') == []


def test_the_bench_game_is_registered_by_code_and_never_listed():
    assert ruleset_class("bench") is Bench
    assert "bench" not in RULESETS and "bench" not in games()
    register("bench", Bench)
    with pytest.raises(GameIdTaken):
        register("bench", type("Other", (Bench,), {}))
    with pytest.raises(GameIdTaken):
        register("eu", Bench)
    with pytest.raises(UnknownGame):
        ruleset_class(1819)
