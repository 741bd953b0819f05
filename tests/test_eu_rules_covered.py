"""Every EU rule id is tested by a scenario, and every rule id the EU code can cite is in the rules reference."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from core.rulesets import make_ruleset

from game_checks import check_scenario_refusals, named_in_scenarios

ROOT = Path(__file__).resolve().parent.parent
CODE = sorted((ROOT / "core" / "rulesets").glob("eu*.py"))
RULE_ID = re.compile(r"""["']((?:\d+\.)+[a-z][a-z-]*|[a-z]+\.[a-z][a-z-]*)["']""")


def test_every_eu_rule_has_a_scenario():
    rules = make_ruleset("eu").rules
    own = {r["id"] for r in yaml.safe_load((ROOT / "assets/games/eu/rules.yaml").read_text(encoding="utf-8"))["rules"]}
    missing = sorted(own - named_in_scenarios("eu"))
    assert not missing, f"EU rules with no scenario: {missing}"
    assert own <= set(rules)


def test_every_rule_the_code_cites_exists():
    rules = make_ruleset("eu").rules
    cited = {m for path in CODE for m in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    cited = {c for c in cited if c[0].isdigit() or c.split(".")[0] in ("window", "choice", "adjust", "game", "turn", "undo")}
    assert cited, "no rule ids found in the EU code"
    unknown = sorted(c for c in cited if c not in rules)
    assert not unknown, f"the EU code cites rule ids missing from the rules reference: {unknown}"


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("eu")
