"""The desktop finds no attribute by name: what a view, model or dialog has is declared on its class and
checked with isinstance (the standards' "nothing is found through getattr"). The self-test looks its checks up
by name on purpose, and asks `sys` whether it runs frozen."""

from __future__ import annotations

import ast

from paths import ROOT

ALLOWED = {"desktop/app/selftest.py"}


def lookups_by_name(source: str) -> list[int]:
    """The lines of `source` that call getattr or hasattr."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
    ]


def test_the_check_finds_a_lookup_by_name():
    assert lookups_by_name("x = 1\nstep = getattr(view, 'step', 0)\nhasattr(m, 'drag')\n") == [2, 3]


def test_the_desktop_finds_nothing_by_name():
    found = {
        f"{path.relative_to(ROOT).as_posix()}:{line}"
        for path in sorted((ROOT / "desktop").rglob("*.py"))
        if path.relative_to(ROOT).as_posix() not in ALLOWED
        for line in lookups_by_name(path.read_text(encoding="utf-8"))
    }
    assert not found, f"getattr/hasattr in the desktop: {sorted(found)}"
