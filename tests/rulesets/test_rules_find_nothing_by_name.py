"""A game's rules find nothing by name: what reaches them (a state or a view) is told apart with isinstance on
the real classes, never by asking whether it has an attribute (the standards' "nothing is found through
getattr"). The registry of rulesets imports each game's class by its declared module and name, on purpose."""

from __future__ import annotations

from byname import lookups_by_name, lookups_in
from paths import ROOT


def test_the_check_finds_a_lookup_by_name():
    assert lookups_by_name("marks = state.marks if hasattr(state, 'marks') else {}\n") == [1]


def test_no_game_finds_anything_by_name():
    found = lookups_in((ROOT / "core" / "rulesets").glob("*/*.py"))
    assert not found, f"getattr/hasattr in a game's rules: {sorted(found)}"
