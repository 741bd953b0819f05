"""Random 1819 games played with the legal-command candidates; prints one JSON object with how the games ended
and what they scored.

    uv run python benchmarks/games1819.py [--games 100] [--players 4] [--pack PACK]

Each step takes a legal command (core/rulesets/s1819/candidates.py, kept by `Ruleset.legal`) for the seat the
game waits for, weighting names so that random players mostly act rather than pass. A game ends as the
rulebook says (the events run out, the Port fills or empties) or is counted unfinished after `--steps` steps.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from statistics import mean

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.engine.session import Session  # noqa: E402
from core.games import check_pack  # noqa: E402
from core.rulesets import make_ruleset  # noqa: E402
from core.rulesets.s1819.score import score  # noqa: E402

WEIGHTS = {"raid": 0.08, "war": 0.1, "end-turn": 0.15, "discard": 0.03, "restore": 0.5, "decline": 1.0}
SEATS = ("Raffles", "Temenggong", "Farquhar", "Sultan")


def ending(rules, state) -> str:
    """Why a finished game ended, in the rulebook's three ways, or 'unfinished'."""
    if state.phase != "over":
        return "unfinished"
    if state.mark("events_out"):
        return "events ran out"
    return "port full" if state.mark("port", 0) >= len(rules.data.port) else "port empty"


def play(rules, players: int, seed: int, steps: int) -> dict:
    """One random game; returns its ending, rounds, steps, market cards left and each seat's score parts."""
    seats = SEATS[:players]
    session = Session(
        rules, {"players": list(seats), "seed": seed, "options": dict(rules.options)}, rules.setup(seats, seed)
    )
    rnd = random.Random(seed)
    n = 0
    while session.state.phase != "over" and n < steps:
        n += 1
        state = session.state
        seat = rules.must_act(state)
        legal = rules.legal(state, seat)
        names = sorted({c.name for c in legal})
        name = rnd.choices(names, [WEIGHTS.get(x, 1.0) for x in names])[0]
        session.submit(rnd.choice([c for c in legal if c.name == name]))
    state = session.state
    return {
        "ending": ending(rules, state),
        "rounds": state.round,
        "steps": n,
        "market_left": len(state.zone("deck:market")),
        "cleared": sum((state.mark("cleared") or {}).values()),
        "scores": [score(rules, state, s) for s in seats],
    }


def summary(results: list[dict]) -> dict:
    """The distribution of endings, rounds, and the mean score parts over every seat of every game."""
    parts = [p for r in results for p in r["scores"]]
    return {
        "games": len(results),
        "endings": dict(Counter(r["ending"] for r in results)),
        "rounds": dict(sorted(Counter(r["rounds"] for r in results).items())),
        "mean_steps": round(mean(r["steps"] for r in results), 1),
        "market_ran_dry": sum(1 for r in results if r["market_left"] == 0),
        "mean_villages_cleared": round(mean(r["cleared"] for r in results), 2),
        "mean_score": {
            k: round(mean(p[k] for p in parts), 2) for k in ("vp", "objectives", "sets", "stronghold", "total")
        },
        "max_total": max(p["total"] for p in parts),
        "min_total": min(p["total"] for p in parts),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, choices=(3, 4), default=4)
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--pack", default=None)
    args = ap.parse_args(argv)
    rules = check_pack(args.pack).ruleset() if args.pack else make_ruleset("1819")
    results = [play(rules, args.players, seed, args.steps) for seed in range(args.games)]
    print(json.dumps({"players": args.players, "pack": args.pack, **summary(results)}, sort_keys=True))


if __name__ == "__main__":
    main()
