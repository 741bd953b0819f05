"""A few whole random 1819 games with the legal-command candidates end the way the rulebook says (the events run
out, the Port fills or empties), with final scores whose VP include what cleared villages gave."""

from __future__ import annotations

import sys

from paths import ROOT

from core.rulesets import make_ruleset

sys.path.insert(0, str(ROOT))

from benchmarks.games1819 import play, summary  # noqa: E402

ENDINGS = {"events ran out", "port full", "port empty"}


def test_random_four_player_games_end_as_the_rulebook_says():
    rules = make_ruleset("1819")
    results = [play(rules, 4, seed, 1500) for seed in range(4)]
    assert {r["ending"] for r in results} <= ENDINGS
    for r in results:
        assert all(p["total"] == p["vp"] + p["objectives"] + p["sets"] + p["stronghold"] for p in r["scores"])
    assert summary(results)["games"] == 4


def test_the_shipped_demo_runs_eight_rounds_when_the_events_run_out_and_keeps_a_market():
    rules = make_ruleset("1819")
    results = [play(rules, 3, seed, 1500) for seed in range(3)]
    assert {r["ending"] for r in results} <= ENDINGS
    assert all(r["rounds"] == 8 for r in results if r["ending"] == "events ran out")
    assert all(r["market_left"] > 0 for r in results)
