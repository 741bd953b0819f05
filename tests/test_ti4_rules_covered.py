"""Every TI4 rule id is tested by a scenario, and every rule id the TI4 code can cite is in the rules reference."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from core.rulesets import make_ruleset

from game_checks import check_scenario_refusals, named_in_scenarios

ROOT = Path(__file__).resolve().parent.parent
CODE = sorted((ROOT / "core" / "rulesets").glob("ti4*.py"))
RULE_ID = re.compile(r"""Refusal\(\s*["']([^"']+)["']|rule=["']([^"']+)["']|["']((?:note|2)\.[\d.]+|play\.hand)["']""")
SEED_IDS = ("2.1", "2.2", "2.3", "2.4", "2.4.1", "2.5", "2.6", "2.6.1", "2.6.2", "2.7", "2.8",
            *(f"note.{n}" for n in range(1, 12)), "note.5.1", "note.5.2")


def _own() -> set[str]:
    return {r["id"] for r in yaml.safe_load((ROOT / "assets/games/ti4/rules.yaml").read_text(encoding="utf-8"))["rules"]}


def test_the_rules_reference_holds_every_seed_id():
    assert set(SEED_IDS) <= _own()


def test_every_ti4_rule_has_a_scenario():
    missing = sorted(_own() - named_in_scenarios("ti4", r"[\w-]|\.\d"))
    assert not missing, f"TI4 rules with no scenario: {missing}"


def test_every_rule_the_code_cites_exists():
    rules = make_ruleset("ti4").rules
    cited = {next(g for g in m if g) for path in CODE for m in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    assert len(cited) > 20, "too few rule ids found in the TI4 code"
    unknown = sorted(c for c in cited if c not in rules)
    assert not unknown, f"the TI4 code cites rule ids missing from the rules reference: {unknown}"


def test_every_command_cites_known_rules_and_is_documented():
    rules = make_ruleset("ti4")
    docs = (ROOT / "docs" / "rules" / "ti4.md").read_text(encoding="utf-8")
    for spec in rules.commands.values():
        assert spec.help, spec.name
        assert all(r in rules.rules for r in spec.rules), spec.name
        assert f"`{spec.name}`" in docs, f"docs/rules/ti4.md does not mention the command {spec.name}"


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("ti4")
