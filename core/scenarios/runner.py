"""Scenario files: a position at the table, commands, and what must follow.

The format is a public contract (docs/scenarios.md). `load_scenario` checks a
file completely before anything runs, so a bad file is reported with its name
and the step or line at fault; `run_scenario` plays it and compares every
expectation with the state.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.content import yamlread
from core.content.cards import parse_cards
from core.content.packs import Pack
from core.content.yamlread import UnsafeYaml
from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import CardtableError, Refusal, ScenarioError, UndoNeedsConsent
from core.engine.fold import fold
from core.engine.session import Session
from core.engine.state import GameState
from core.games import load_pack
from core.rules.ruleset import Ruleset
from core.rulesets import make_ruleset
from core.scenarios.checks import check_top, check_undo
from core.scenarios.setup import setup_events

TOP_KEYS = {"title", "game", "seed", "players", "options", "cards", "pack", "setup", "steps", "description"}
STEP_KEYS = {"do", "expect", "refused", "undo", "redo", "note"}


@dataclass
class Scenario:
    path: str
    title: str
    session: Session
    steps: list[dict]


@dataclass
class StepResult:
    index: int
    ok: bool
    refused: bool = False
    rule: str | None = None
    events: list[str] = field(default_factory=list)
    message: str = ""

    def to_json(self) -> dict:
        return {
            "index": self.index,
            "ok": self.ok,
            "refused": self.refused,
            "rule": self.rule,
            "events": self.events,
            "message": self.message,
        }


@dataclass
class ScenarioResult:
    file: str
    title: str
    ok: bool
    steps: list[StepResult]

    def to_json(self) -> dict:
        return {"file": self.file, "title": self.title, "ok": self.ok, "steps": [s.to_json() for s in self.steps]}


def read_document(path: Path) -> Any:
    """Read YAML (or JSON) within the bounds of `core.content.yamlread`; any defect is a ScenarioError naming the
    file and line."""
    try:
        return yamlread.load(yamlread.read(path), str(path))
    except UnsafeYaml as err:
        raise ScenarioError(str(err)) from None


def load_scenario(path: str | Path, sink=None) -> Scenario:
    """Check a scenario file and lay its table; raises ScenarioError."""
    path = Path(path)
    doc = read_document(path)
    if not isinstance(doc, dict):
        raise ScenarioError(f"{path}: a scenario must be a mapping with game, players and steps")
    unknown = set(doc) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"{path}: unknown key {sorted(unknown)[0]!r} (keys: {', '.join(sorted(TOP_KEYS))})")
    check_top(doc, str(path))
    seats, seed, steps = tuple(doc["players"]), doc.get("seed"), doc.get("steps") or []
    seed = 1 if seed is None else seed
    try:
        pack = load_pack(path.parent / doc["pack"], doc.get("game")) if doc.get("pack") else None
        ruleset = _ruleset(doc, pack)
        events = ruleset.setup(seats, seed)
        state = fold(GameState(ruleset.id, seats), events)
        events += setup_events(ruleset, state, doc.get("setup") or {}, f"{path}: setup")
    except ScenarioError:
        raise
    except CardtableError as err:
        raise ScenarioError(f"{path}: {err}") from None
    session = Session(ruleset, _header(doc, ruleset, seats, seed, pack), events, sink=sink)
    for i, step in enumerate(steps, 1):
        check_step(ruleset, seats, step, f"{path}: step {i}")
    return Scenario(str(path), doc.get("title") or path.stem, session, steps)


def _ruleset(doc: dict[str, Any], pack: Pack | None) -> Ruleset:
    """The scenario's ruleset: its game with its options, the pack's cards if it names one, its own cards over."""
    extra = parse_cards(doc["cards"], "cards") if doc.get("cards") else None
    if pack is not None:
        return pack.ruleset(doc.get("options") or {}, extra)
    return make_ruleset(doc.get("game"), doc.get("options") or {}, extra)


def _header(doc: dict[str, Any], ruleset: Ruleset, seats: tuple[str, ...], seed: Any, pack: Pack | None) -> dict:
    """The save header of a scenario's game: it carries the cards the scenario and its pack add or change."""
    written: list[Any] = doc.get("cards") or []
    header = {"game": ruleset.id, "players": list(seats), "seed": seed, "options": dict(ruleset.options)}
    header["cards"] = written
    if pack is not None:
        own = {card["id"] for card in written}
        header.update(pack.header_keys())
        header["cards"] = [c for c in pack.cards if c["id"] not in own] + written
    return header


def check_step(ruleset: Ruleset, seats: tuple[str, ...], step: Any, where: str) -> None:
    """Refuse a malformed step before anything runs."""
    if not isinstance(step, dict) or not step:
        raise ScenarioError(f"{where}: a step must be a mapping with 'do', 'expect', 'undo' or 'redo'")
    unknown = set(step) - STEP_KEYS
    if unknown:
        raise ScenarioError(f"{where}: unknown key {sorted(unknown)[0]!r} (keys: {', '.join(sorted(STEP_KEYS))})")
    if "do" in step:
        try:
            ruleset.parse(step["do"], seats, where)
        except CardtableError as err:
            raise ScenarioError(str(err)) from None
    if "undo" in step:
        check_undo(step["undo"], seats, where)
    if "refused" in step and "do" not in step:
        raise ScenarioError(f"{where}: 'refused' needs a 'do'")
    refused = step.get("refused")
    if refused is not None and not isinstance(refused, (str, bool)):
        raise ScenarioError(
            f"{where}: 'refused' must be a rule id or true, got {refused!r} (quote rule ids like '2.4')"
        )
    if isinstance(refused, str) and refused not in ruleset.rules:
        raise ScenarioError(f"{where}: 'refused' names rule {refused!r}, which {ruleset.id} does not have")
    expect = step.get("expect")
    if expect is not None:
        if not isinstance(expect, dict):
            raise ScenarioError(f"{where}: 'expect' must be a mapping")
        for key in expect:
            if key not in EXPECTATIONS and key not in ruleset.expectations():
                raise ScenarioError(f"{where}: unknown expectation {key!r}")


def _per_seat(fn: Callable[[GameState, str], Any]):
    def check(state, value, events):
        return {seat: fn(state, seat) for seat in value}, {seat: v for seat, v in value.items()}

    return check


def _norm_cards(cards) -> list[str]:
    return sorted(cards)


EXPECTATIONS: dict[str, Callable] = {
    "hand": lambda s, v, e: ({p: _norm_cards(s.zone(Z.hand(p))) for p in v}, {p: _norm_cards(c) for p, c in v.items()}),
    "hand_size": lambda s, v, e: ({p: len(s.zone(Z.hand(p))) for p in v}, dict(v)),
    "deck_size": lambda s, v, e: ({d: len(s.zone(Z.deck(d))) for d in v}, dict(v)),
    "deck_top": lambda s, v, e: (
        {d: list(s.zone(Z.deck(d))[: len(c)]) for d, c in v.items()},
        {d: list(c) for d, c in v.items()},
    ),
    "discard": lambda s, v, e: ({d: list(s.zone(Z.discard(d))) for d in v}, {d: list(c) for d, c in v.items()}),
    "discard_size": lambda s, v, e: ({d: len(s.zone(Z.discard(d))) for d in v}, dict(v)),
    "resources": lambda s, v, e: (
        {p: {r: s.amount(p, r) for r in rs} for p, rs in v.items()},
        {p: dict(rs) for p, rs in v.items()},
    ),
    "display": lambda s, v, e: (
        {p: {c: s.charges.get(c, 0) for c in s.zone(Z.display(p))} for p in v},
        {p: dict(c) if isinstance(c, dict) else {k: s.charges.get(k, 0) for k in c} for p, c in v.items()},
    ),
    "appointed": lambda s, v, e: (
        {p: _norm_cards(s.zone(Z.appointed(p))) for p in v},
        {p: _norm_cards(c) for p, c in v.items()},
    ),
    "phase": lambda s, v, e: (s.phase, v),
    "step": lambda s, v, e: (s.step, v),
    "round": lambda s, v, e: (s.round, v),
    "active": lambda s, v, e: (s.active, v),
    "window": lambda s, v, e: (s.window.waiting_for if s.window else "none", v),
    "choice": lambda s, v, e: (s.pending.seat if s.pending else "none", v),
    "events": lambda s, v, e: (e, list(v)),
    "winner": lambda s, v, e: (s.winner if s.winner is not None else "none", v if v is not None else "none"),
    "marks": lambda s, v, e: ({k: E.thaw(s.marks.get(k)) for k in v}, dict(v)),
}


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Play every step; a step fails when its outcome or expectation does not hold."""
    session, ruleset = scenario.session, scenario.session.ruleset
    seats = session.state.seats
    results: list[StepResult] = []
    last_events: list[str] = []
    for i, step in enumerate(scenario.steps, 1):
        result = StepResult(i, True)
        if "do" in step:
            command = ruleset.parse(step["do"], seats, f"step {i}")
            result = _do(session, command, step.get("refused"), i)
            last_events = result.events
        elif "undo" in step:
            result = _undo(session, step["undo"], i)
            last_events = result.events
        elif "redo" in step:
            try:
                last_events = [e.type for e in session.redo().events]
                result.events = last_events
            except Refusal as err:
                result = StepResult(i, False, True, err.rule, [], f"redo was refused: {err}")
        if result.ok and "expect" in step:
            result.message = _expect(ruleset, session.state, step["expect"], last_events)
            result.ok = not result.message
        results.append(result)
        if not result.ok:
            break
    return ScenarioResult(
        scenario.path, scenario.title, all(r.ok for r in results) and len(results) == len(scenario.steps), results
    )


def _do(session: Session, command: Command, refused: Any, i: int) -> StepResult:
    try:
        commit = session.submit(command)
    except Refusal as err:
        if refused is None or refused is False:
            return StepResult(i, False, True, err.rule, [], f"was refused: {err}")
        if refused is True or refused == err.rule:
            return StepResult(i, True, True, err.rule, [], str(err))
        return StepResult(
            i, False, True, err.rule, [], f"expected refusal citing {refused}, got {err.rule}: {err.reason}"
        )
    events = [e.type for e in commit.events]
    if refused not in (None, False):
        return StepResult(
            i,
            False,
            False,
            None,
            events,
            f"expected a refusal citing {refused}, but it was accepted ({', '.join(events)})",
        )
    return StepResult(i, True, False, None, events, "")


def _undo(session: Session, spec: Any, i: int) -> StepResult:
    spec = spec if isinstance(spec, dict) else {"player": spec}
    try:
        commit = session.undo(spec.get("player"), bool(spec.get("consent", False)))
    except UndoNeedsConsent as err:
        return StepResult(i, bool(spec.get("refused")), True, "undo.barrier", [], str(err))
    except Refusal as err:
        return StepResult(i, bool(spec.get("refused")), True, err.rule, [], str(err))
    ok = not spec.get("refused")
    return StepResult(
        i, ok, False, None, [e.type for e in commit.events], "" if ok else "undo was expected to be refused"
    )


def _expect(ruleset: Ruleset, state: GameState, expect: dict, events: list[str]) -> str:
    problems = []
    checks = {**EXPECTATIONS, **ruleset.expectations()}
    for key, want in expect.items():
        try:
            found, wanted = checks[key](state, want, events)
        except (TypeError, AttributeError, KeyError, ValueError) as err:
            problems.append(f"{key}: cannot check {want!r} ({err})")
            continue
        if found != wanted:
            problems.append(
                f"{key}: expected {json.dumps(wanted, default=str)}, found {json.dumps(found, default=str)}"
            )
    return "; ".join(problems)
