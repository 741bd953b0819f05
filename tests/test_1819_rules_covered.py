"""Every 1819 rule id is tested by a scenario, and every rule id the 1819 code can cite is in the rules reference."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from core.rulesets import make_ruleset

from game_checks import check_scenario_refusals, named_in_scenarios

ROOT = Path(__file__).resolve().parent.parent
CODE = sorted((ROOT / "core" / "rulesets").glob("s1819*.py"))
RULE_ID = re.compile(r"""Refusal\(\s*["']([^"']+)["']|rule=["']([^"']+)["']|["']((?:buy|war|raid|use|round|upkeep|setup|actions|game|populate|influence|battle)\.[\w-]+)["']""")
SEED_HEADINGS = ("buy.", "populate.", "use.", "raid.", "war.")


def _own() -> set[str]:
    return {r["id"] for r in yaml.safe_load((ROOT / "assets/games/1819/rules.yaml").read_text(encoding="utf-8"))["rules"]}


def test_the_rules_reference_covers_every_action_of_the_seed():
    own = _own()
    for heading in SEED_HEADINGS:
        assert any(rid.startswith(heading) for rid in own), heading
    assert {"raid.intervene", "raid.declare", "raid.tie", "war.faction", "war.actions", "war.tie", "war.treaty"} <= own


def test_every_1819_rule_has_a_scenario():
    missing = sorted(_own() - named_in_scenarios("1819"))
    assert not missing, f"1819 rules with no scenario: {missing}"


def test_every_rule_the_code_cites_exists():
    rules = make_ruleset("1819").rules
    cited = {next(g for g in m if g) for path in CODE for m in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    assert len(cited) > 20, "too few rule ids found in the 1819 code"
    unknown = sorted(c for c in cited if c not in rules)
    assert not unknown, f"the 1819 code cites rule ids missing from the rules reference: {unknown}"


def test_every_command_cites_known_rules_and_is_documented():
    rules = make_ruleset("1819")
    docs = (ROOT / "docs" / "rules" / "1819.md").read_text(encoding="utf-8")
    for spec in rules.commands.values():
        assert spec.help, spec.name
        assert all(r in rules.rules for r in spec.rules), spec.name
        assert f"`{spec.name}`" in docs, f"docs/rules/1819.md does not mention the command {spec.name}"


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("1819")
