"""The desktop's modules stay short enough to read whole (the brief's ~400 lines): a longer one is split by role."""

from __future__ import annotations

from paths import ROOT

MOST = 400


def test_no_desktop_module_runs_over_400_lines():
    long = {
        str(path.relative_to(ROOT)): n
        for path in sorted((ROOT / "desktop").rglob("*.py"))
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MOST
    }
    assert not long, f"split these by role: {long}"
