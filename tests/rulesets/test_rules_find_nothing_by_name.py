"""A game's rules find nothing by name: what reaches them (a state or a view) is told apart with isinstance on
the real classes, never by asking whether it has an attribute (the standards' "nothing is found through
getattr"). The registry of rulesets imports each game's class by its declared module and name, on purpose."""

from __future__ import annotations

import ast

from paths import ROOT


def _lookups(source: str) -> list[int]:
    """The lines of `source` that call getattr or hasattr."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
    ]


def test_the_check_finds_a_lookup_by_name():
    assert _lookups("marks = state.marks if hasattr(state, 'marks') else {}\n") == [1]


def test_no_game_finds_anything_by_name():
    found = {
        f"{path.relative_to(ROOT).as_posix()}:{line}"
        for path in sorted((ROOT / "core" / "rulesets").glob("*/*.py"))
        for line in _lookups(path.read_text(encoding="utf-8"))
    }
    assert not found, f"getattr/hasattr in a game's rules: {sorted(found)}"
