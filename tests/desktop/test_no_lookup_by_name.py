"""The desktop finds no attribute by name: what a view, model or dialog has is declared on its class and
checked with isinstance (the standards' "nothing is found through getattr"). The self-test looks its checks up
by name on purpose, and asks `sys` whether it runs frozen."""

from __future__ import annotations

from byname import lookups_by_name, lookups_in
from paths import ROOT

ALLOWED = frozenset({"desktop/app/selftest.py"})


def test_the_check_finds_a_lookup_by_name():
    assert lookups_by_name("x = 1\nstep = getattr(view, 'step', 0)\nhasattr(m, 'drag')\n") == [2, 3]


def test_the_desktop_finds_nothing_by_name():
    found = lookups_in((ROOT / "desktop").rglob("*.py"), ALLOWED)
    assert not found, f"getattr/hasattr in the desktop: {sorted(found)}"
