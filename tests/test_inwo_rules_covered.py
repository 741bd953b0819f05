"""Every INWO rule id is tested by a scenario, and every rule id the INWO code can cite is in the rules reference."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from core.rulesets import make_ruleset

from game_checks import check_scenario_refusals, named_in_scenarios

ROOT = Path(__file__).resolve().parent.parent
CODE = sorted((ROOT / "core" / "rulesets").glob("inwo*.py"))
RULE_ID = re.compile(r"""Refusal\(\s*["']([^"']+)["']|rule: str = ["']([^"']+)["']|\), ["']([a-z-]+\.[a-z-]+)["']\)""")
SEED_IDS = ("actions.token", "actions.once-per-turn", "actions.refill", "attacks.aid", "plots.own-actions",
            "illuminati.resource", "illuminati.one-resource", "free-moves.give", "free-moves.discard",
            "free-moves.goal-limit", "free-moves.buy", "free-moves.links")


def _own() -> set[str]:
    return {r["id"] for r in yaml.safe_load((ROOT / "assets/games/inwo/rules.yaml").read_text(encoding="utf-8"))["rules"]}


def test_the_rules_reference_holds_every_seed_heading():
    assert set(SEED_IDS) <= _own()


def test_every_inwo_rule_has_a_scenario():
    missing = sorted(_own() - named_in_scenarios("inwo"))
    assert not missing, f"INWO rules with no scenario: {missing}"


def test_every_rule_the_code_cites_exists():
    rules = make_ruleset("inwo").rules
    cited = {next(g for g in m if g) for path in CODE for m in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    assert len(cited) > 20, f"too few rule ids found in the INWO code: {sorted(cited)}"
    unknown = sorted(c for c in cited if c not in rules)
    assert not unknown, f"the INWO code cites rule ids missing from the rules reference: {unknown}"


def test_every_command_cites_known_rules_and_is_documented():
    rules = make_ruleset("inwo")
    docs = (ROOT / "docs" / "rules" / "inwo.md").read_text(encoding="utf-8")
    for spec in rules.commands.values():
        assert spec.help, spec.name
        assert all(r in rules.rules for r in spec.rules), spec.name
        assert f"`{spec.name}`" in docs, f"docs/rules/inwo.md does not mention the command {spec.name}"


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("inwo")
