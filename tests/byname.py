"""Finding lookups by name (getattr, hasattr) in source files: the standards' "nothing is found through getattr",
checked over the desktop (tests/desktop/test_no_lookup_by_name.py) and each game's rules
(tests/rulesets/test_rules_find_nothing_by_name.py)."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

from paths import ROOT


def lookups_by_name(source: str) -> list[int]:
    """The lines of `source` that call getattr or hasattr."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")
    ]


def lookups_in(paths: Iterable[Path], allowed: frozenset[str] = frozenset()) -> set[str]:
    """Each lookup by name in `paths` (but those `allowed`, as paths from the root) as ``path:line``."""
    return {
        f"{path.relative_to(ROOT).as_posix()}:{line}"
        for path in sorted(paths)
        if path.relative_to(ROOT).as_posix() not in allowed
        for line in lookups_by_name(path.read_text(encoding="utf-8"))
    }
