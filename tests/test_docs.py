"""The docs stay true to the tree: every file or folder path that README.md or docs/ names exists."""

from __future__ import annotations

import re

from paths import ROOT

TOP = ("core", "desktop", "tests", "benchmarks", "assets", "docs", "packaging", ".ci")
PATH = re.compile(r"(?<![\w./-])((?:" + "|".join(re.escape(t) for t in TOP) + r")/[\w./-]*\w)")
DOTTED = re.compile(r"(?<![\w./-])((?:core|desktop)(?:\.[a-z_0-9]+)+)")
PLACEHOLDERS = ("GAME", "NAME", "FILE", "PACK", "*")


def named_paths() -> list[tuple[str, str]]:
    """(document, path) for every repository path written in README.md and docs/, placeholders left out."""
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    out = []
    for doc in docs:
        for path in PATH.findall(doc.read_text(encoding="utf-8")):
            if not any(p in path for p in PLACEHOLDERS):
                out.append((str(doc.relative_to(ROOT)), path.rstrip(".")))
    return out


def named_modules() -> list[tuple[str, str]]:
    """(document, dotted name) for every `core.x...` or `desktop.x...` module name written in README.md and docs/."""
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    return [
        (str(doc.relative_to(ROOT)), name) for doc in docs for name in DOTTED.findall(doc.read_text(encoding="utf-8"))
    ]


def resolves(dotted: str) -> bool:
    """True when the dotted name's leading parts are a module or package of the tree (the rest may be a member)."""
    parts = dotted.split(".")
    for n in range(len(parts), 1, -1):
        base = ROOT.joinpath(*parts[:n])
        if base.with_suffix(".py").exists() or (base / "__init__.py").exists():
            return True
    return False


def test_every_module_the_docs_name_exists():
    assert len(named_modules()) > 5
    missing = [f"{doc}: {name}" for doc, name in named_modules() if not resolves(name)]
    assert not missing, missing


def test_the_docs_name_paths():
    assert len(named_paths()) > 40


def test_every_path_the_docs_name_exists():
    missing = [f"{doc}: {path}" for doc, path in named_paths() if not (ROOT / path).exists()]
    assert not missing, missing
