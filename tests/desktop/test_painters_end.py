"""Every painter in the desktop is ended however its painting ends: made by `paintcache.painting` (a with block), or
followed at once by a try whose finally ends it. A painter an exception leaves open is a segfault, not a
traceback (tests/desktop/table/test_lifetimes.py)."""

from __future__ import annotations

import ast

from paths import ROOT

PAINTERS = {"QPainter", "QStylePainter"}


def open_painters(source: str) -> list[int]:
    """The lines making a painter that is neither `painting`'s own nor ended in the finally of the try after it."""
    found = []
    blocks = (
        value
        for node in ast.walk(ast.parse(source))
        for _, value in ast.iter_fields(node)
        if isinstance(value, list) and value and isinstance(value[0], ast.stmt)
    )
    for body in blocks:
        for i, stmt in enumerate(body):
            call = stmt.value if isinstance(stmt, ast.Assign) else None
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in PAINTERS):
                continue
            after = body[i + 1] if i + 1 < len(body) else None
            ends = isinstance(after, ast.Try) and any(".end()" in ast.unparse(s) for s in after.finalbody)
            if not ends:
                found.append(stmt.lineno)
    return found


def test_the_check_finds_a_painter_left_open():
    assert open_painters("def f(w):\n    p = QPainter(w)\n    p.end()\n") == [2]
    assert open_painters("def f(w):\n    p = QPainter(w)\n    try:\n        x()\n    finally:\n        p.end()\n") == []


def test_every_painter_of_the_desktop_is_ended_however_painting_ends():
    found = {
        f"{path.relative_to(ROOT)}:{line}"
        for path in (ROOT / "desktop").rglob("*.py")
        for line in open_painters(path.read_text(encoding="utf-8"))
    }
    assert not found, f"painters an exception would leave open: {sorted(found)}"
