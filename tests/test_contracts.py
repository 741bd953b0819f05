"""Import contracts: the layers of the tree, checked on the source so that no other test can hide a breach.

- the core never imports Qt or `desktop`, doctests included, and importing all of it in a fresh interpreter
  loads no Qt;
- the engine (`core/engine`) imports nothing else of the core: it is the bottom layer;
- shared mechanics never import a game, and a game never imports another game;
- the content layer (`core/content`) never imports the games, starting a game, scenarios or saves: what a pack
  needs of its game is handed in from above (`core.games.GAME_RULES`);
- the core has no import cycles.

Imports under ``if TYPE_CHECKING:`` are for the type checker only and do not count.
"""

from __future__ import annotations

import ast
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

from paths import ROOT

import core

QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported(tree: ast.AST, here: str, is_package: bool) -> set[str]:
    """The modules a parsed module imports at run time, wherever in the module the import stands."""
    out: set[str] = set()
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _type_checking_only(node):
            skip.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.split(".")[: len(here.split(".")) - node.level + (1 if is_package else 0)]
                base = ".".join([*anchor, *([base] if base else [])])
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names)
    return out


def core_modules() -> dict[str, set[str]]:
    """Every module of the core and the core modules it imports."""
    paths = sorted((ROOT / "core").rglob("*.py"))
    names = {module_name(p): p for p in paths}
    graph = {}
    for name, path in names.items():
        found = imported(ast.parse(path.read_text(encoding="utf-8")), name, path.name == "__init__.py")
        graph[name] = {m for m in found if m in names and m != name} | {m for m in found if m.split(".")[0] in QT}
        graph[name] |= {m for m in found if m.split(".")[0] == "desktop"}
    return graph


GRAPH = core_modules()


def breaches(source: str, target: str) -> list[str]:
    """Imports from modules under `source` of modules under `target`, as 'a -> b'."""
    return sorted(
        f"{a} -> {b}"
        for a, deps in GRAPH.items()
        if a == source or a.startswith(source + ".")
        for b in deps
        if b == target or b.startswith(target + ".")
    )


def test_the_contract_sees_the_whole_core():
    assert len(GRAPH) > 60
    assert "core.engine.session" in GRAPH["core.saves.savefile"] or any(
        d.startswith("core.engine") for d in GRAPH["core.saves.savefile"]
    )


def test_the_core_never_imports_qt_or_the_desktop():
    bad = [f"{a} -> {b}" for a, deps in GRAPH.items() for b in deps if b.split(".")[0] in (*QT, "desktop")]
    assert not bad, bad


def test_core_doctests_import_only_the_core():
    pattern = re.compile(r">>>\s*(?:from|import)\s+(\w+)")
    bad = [
        f"{p.relative_to(ROOT)}: {m}"
        for p in (ROOT / "core").rglob("*.py")
        for m in pattern.findall(p.read_text(encoding="utf-8"))
        if m in (*QT, "desktop")
    ]
    assert not bad, bad


def test_the_core_loads_no_qt_in_a_fresh_interpreter():
    modules = [m.name for m in pkgutil.walk_packages(core.__path__, "core.")]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {QT!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"core pulled in Qt: {out.stdout}"
    assert len(modules) > 60


def test_the_engine_is_the_bottom_layer():
    bad = [b for b in breaches("core.engine", "core") if not b.split(" -> ")[1].startswith("core.engine")]
    bad = [b for b in bad if b.split(" -> ")[1] != "core"]
    assert not bad, bad


def test_mechanics_never_import_a_game():
    assert not breaches("core.rules", "core.rulesets")


def test_the_content_layer_never_imports_the_layers_above_it():
    assert GRAPH["core.content.packs"], "the content layer's modules are in the graph"
    above = ("core.rulesets", "core.games", "core.scenarios", "core.saves")
    bad = [b for target in above for b in breaches("core.content", target)]
    assert not bad, bad


def test_a_game_never_imports_another_game():
    games = sorted({m.split(".")[2] for m in GRAPH if m.count(".") >= 3 and m.startswith("core.rulesets.")})
    assert {"eu", "ti4", "s1819", "inwo"} <= set(games)
    bad = [
        b
        for game in games
        for other in games
        if other != game
        for b in breaches(f"core.rulesets.{game}", f"core.rulesets.{other}")
    ]
    assert not bad, bad


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of a graph (Tarjan's strongly connected components larger than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_core_has_no_import_cycles():
    # A package's __init__ importing its own modules is not a cycle between concepts: leave packages' own inits out.
    graph = {a: {b for b in deps if not a.startswith(b + ".")} for a, deps in GRAPH.items()}
    assert not cycles(graph), cycles(graph)
