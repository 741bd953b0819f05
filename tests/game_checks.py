"""Checks the per-game test modules share: the invariants of a random game, and rule coverage by scenarios.

Random games (tests/test_*_random_games.py) call `check_cards`, `check_views`,
`shake` after each step and `check_end` at the end; rules-coverage tests
(tests/test_*_rules_covered.py) use `scenarios`, `named_in_scenarios` and
`check_scenario_refusals`.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import yaml

from core import zones as Z
from core.fold import fold
from core.rulesets import make_ruleset
from core.savefile import load_save, write_save
from core.session import Session
from core.views import view

ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------- random games


def check_cards(ruleset, state) -> None:
    """Every card of the game is in exactly one zone."""
    counts = Counter(c for cards in state.zones.values() for c in cards)
    assert set(counts) == set(ruleset.library.instances()), "a card is missing or unknown"
    assert max(counts.values()) == 1, f"a card is in two zones: {counts.most_common(1)}"


def check_views(state, ruleset=None, sizes_public: bool = False) -> None:
    """No seat's view (cards or marks) shows another seat's hand; with `sizes_public`, hand sizes show."""
    for seat in state.seats:
        others = {c for s in state.seats if s != seat for c in state.zone(Z.hand(s))}
        seen = view(state, seat, ruleset)
        leaked = others & seen.visible_card_ids()
        assert not leaked, f"{seat} sees {leaked}"
        marks = json.dumps(dict(seen.marks), default=lambda v: dict(v) if hasattr(v, "items") else list(v))
        assert not [c for c in others if f'"{c}"' in marks], f"{seat}'s view of the marks names a hidden card"
        if sizes_public:
            assert all(seen.size(Z.hand(s)) == len(state.zone(Z.hand(s))) for s in state.seats), "hand sizes are public"


def shake(session: Session, rnd: random.Random, folder: Path, steps: int) -> None:
    """Now and then undo then redo (nothing may change), undo for good, or save and load (nothing may change)."""
    if rnd.random() < 0.08:
        before = session.state
        session.undo(consent=True)
        session.redo()
        assert session.state == before, "undo then redo changed the state"
    if rnd.random() < 0.03:
        session.undo(consent=True)
    if rnd.random() < 0.01:
        path = folder / f"mid-{steps}.cardtable"
        write_save(session, path)
        assert load_save(path).session.state == session.state, "a saved and loaded game differs"


def check_end(session: Session, folder: Path) -> None:
    """The journal folded from the start, and a saved and loaded game, give the live state."""
    state = session.state
    events = [e for commit in session.line for e in commit.events]
    assert fold(session.initial, events) == state, "folding the journal does not give the live state"
    path = folder / "end.cardtable"
    write_save(session, path)
    assert load_save(path).session.state == state, "a saved and loaded game differs"


# ---------------------------------------------------------------- rules covered by scenarios


def scenarios(game: str) -> list[Path]:
    return sorted((ROOT / "tests" / "scenarios" / game).glob("*.yaml"))


def named_in_scenarios(game: str, not_before: str = r"[\w-]") -> set[str]:
    """Rule ids a scenario refuses with, or names in its title, description or a step's note.

    A rule id counts in words when no `not_before` follows it (so 2.6 is not read inside 2.6-x).
    """
    ids = set(make_ruleset(game).rules)
    found: set[str] = set()
    for path in scenarios(game):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        words = " ".join([doc.get("title", ""), doc.get("description", "")] +
                         [str(step.get("note", "")) for step in doc.get("steps", [])])
        found.update(rid for rid in ids if re.search(r"(?<![\w.-])" + re.escape(rid) + f"(?!{not_before})", words))
        found.update(str(step["refused"]) for step in doc.get("steps", []) if isinstance(step.get("refused"), str))
    return found


def check_scenario_refusals(game: str) -> None:
    """Every rule id a scenario expects a refusal to cite is in the game's rules reference."""
    rules = make_ruleset(game).rules
    for path in scenarios(game):
        for step in yaml.safe_load(path.read_text(encoding="utf-8")).get("steps", []):
            if isinstance(step.get("refused"), str):
                assert step["refused"] in rules, f"{path.name}: {step['refused']}"
