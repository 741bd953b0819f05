"""Checks the per-game test modules share: the invariants of a random game, and rule coverage by scenarios.

Random games (tests/test_*_random_games.py) describe how their game is played
at random with a `RandomPlay` and run it with `play_random_game`, which calls
`check_cards`, `check_views` and `shake` after each step; they call
`check_end` at the end. Rules-coverage tests
(tests/test_*_rules_covered.py) use `scenarios`, `named_in_scenarios` and
`check_scenario_refusals`.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from paths import SCENARIOS

from core.engine import zones as Z
from core.engine.fold import fold
from core.engine.session import Session
from core.rulesets import make_ruleset
from core.saves.savefile import load_save, write_save
from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.describe import describe_commit
from core.seeing.views import view

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


@dataclass(frozen=True)
class RandomPlay:
    """How one game is played at random: the odds of its commands, what another seat may slip in, how long.

    Every command name weighs 1 unless `rare` says less. Once a phase (or only
    `drag_phase`) has lasted `drag` steps per seat, names in `progress` are
    preferred, so a game whose players may go on acting still moves on. With
    odds `interrupt`, another seat acts first, with a command named in
    `interrupts` (any legal one when None).
    """

    rare: Mapping[str, float] = field(default_factory=dict)
    progress: tuple[str, ...] = ()
    drag: int = 10
    drag_phase: str | None = None
    interrupt: float = 0.0
    interrupts: tuple[str, ...] | None = None
    max_steps: int = 4000
    sizes_public: bool = True
    check: Callable | None = None

    def pick(self, state, legal, rnd: random.Random, in_phase: int):
        names = sorted({c.name for c in legal})
        if in_phase > self.drag * len(state.seats) and self.drag_phase in (None, state.phase):
            names = [n for n in names if n in self.progress] or names
        name = rnd.choices(names, [self.rare.get(n, 1.0) for n in names])[0]
        return rnd.choice([c for c in legal if c.name == name])

    def slip_in(self, ruleset, state, seat: str, rnd: random.Random):
        """A command of another seat than `seat` to take first, or None."""
        if not self.interrupt or rnd.random() >= self.interrupt:
            return None
        others = [s for s in state.seats if s != seat]
        if not others:
            return None
        other = rnd.choice(others)
        slips = [c for c in ruleset.legal(state, other) if self.interrupts is None or c.name in self.interrupts]
        return rnd.choice(slips) if slips else None


def play_random_game(
    game: str,
    seats: tuple[str, ...],
    seed: int,
    policy: int,
    folder: Path,
    options: dict,
    how: RandomPlay,
    rounds: int | None = 2,
) -> Session:
    """Play legal commands picked at random until the game is over or `rounds` whole rounds are played,
    checking the invariants after each step and shaking the session (undo, redo, save and load) now and then."""
    ruleset = make_ruleset(game, options)
    session = Session(
        ruleset, {"players": list(seats), "seed": seed, "options": dict(ruleset.options)}, ruleset.setup(seats, seed)
    )
    rnd = random.Random(policy)
    steps, in_phase, phase = 0, 0, None
    while session.state.phase != "over" and (rounds is None or session.state.round <= rounds):
        steps += 1
        assert steps < how.max_steps, "the game does not end"
        state = session.state
        in_phase = in_phase + 1 if state.phase == phase else 0
        phase = state.phase
        seat = ruleset.must_act(state)
        slip = how.slip_in(ruleset, state, seat, rnd)
        if slip is not None:
            session.submit(slip)
            continue
        legal = ruleset.legal(state, seat)
        assert legal, f"{seat} has no legal command in {state.phase} {state.step}"
        session.submit(how.pick(state, legal, rnd, in_phase))
        check_cards(ruleset, session.state)
        if how.check is not None:
            how.check(session.state)
        if steps % 3 == 0:
            check_views(session.state, ruleset, sizes_public=how.sizes_public)
        shake(session, rnd, folder, steps)
    return session


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
        words = " ".join(
            [doc.get("title", ""), doc.get("description", "")]
            + [str(step.get("note", "")) for step in doc.get("steps", [])]
        )
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


def own_rules(game: str) -> set[str]:
    """The rule ids of a game's own rules reference (assets/games/GAME/rules.yaml)."""
    text = (ROOT / "assets" / "games" / game / "rules.yaml").read_text(encoding="utf-8")
    return {r["id"] for r in yaml.safe_load(text)["rules"]}


def check_every_rule_has_a_scenario(game: str, not_before: str = r"[\w-]") -> None:
    missing = sorted(own_rules(game) - named_in_scenarios(game, not_before))
    assert not missing, f"{game} rules with no scenario: {missing}"


def rules_cited_in_code(game: str, package: str, pattern: re.Pattern) -> set[str]:
    """The rule ids `pattern` finds in core/rulesets/PACKAGE/*.py (the first group that matched, per match)."""
    out = set()
    for path in sorted((ROOT / "core" / "rulesets" / package).glob("*.py")):
        for m in pattern.findall(path.read_text(encoding="utf-8")):
            out.add(m if isinstance(m, str) else next(g for g in m if g))
    return out


def check_code_cites_known_rules(game: str, cited: set[str], at_least: int = 1) -> None:
    rules = make_ruleset(game).rules
    assert len(cited) >= at_least, f"too few rule ids found in the {game} code: {sorted(cited)}"
    unknown = sorted(c for c in cited if c not in rules)
    assert not unknown, f"the {game} code cites rule ids missing from the rules reference: {unknown}"


def check_commands_documented(game: str) -> None:
    """Every command has help, cites known rules, and is named in docs/rules/GAME.md."""
    ruleset = make_ruleset(game)
    docs = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    for spec in ruleset.commands.values():
        assert spec.help, spec.name
        assert all(r in ruleset.rules for r in spec.rules), spec.name
        assert f"`{spec.name}`" in docs, f"docs/rules/{game}.md does not mention the command {spec.name}"


def scenario_lines(game: str, name: str, viewer: str | None = "public") -> list[str]:
    """The log lines `viewer` reads for every commit of the scenario tests/scenarios/GAME/NAME, played to its end."""
    scenario = load_scenario(SCENARIOS / game / name)
    assert run_scenario(scenario).ok
    session = scenario.session
    return [describe_commit(session.ruleset, c, viewer) for c in session.line]
