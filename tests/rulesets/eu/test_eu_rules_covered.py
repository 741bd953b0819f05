"""Every EU rule id is tested by a scenario, and every rule id the EU code can cite is in the rules reference."""

from __future__ import annotations

import re

from game_checks import (
    check_code_cites_known_rules,
    check_every_rule_has_a_scenario,
    check_scenario_refusals,
    own_rules,
    rules_cited_in_code,
)

from core.rulesets import make_ruleset

RULE_ID = re.compile(r"""["']((?:\d+\.)+[a-z][a-z-]*|[a-z]+\.[a-z][a-z-]*)["']""")
TABLE_RULES = ("window", "choice", "adjust", "game", "turn", "undo")


def test_every_eu_rule_has_a_scenario():
    check_every_rule_has_a_scenario("eu")
    assert own_rules("eu") <= set(make_ruleset("eu").rules)


def test_every_rule_the_code_cites_exists():
    cited = {c for c in rules_cited_in_code("eu", "eu", RULE_ID) if c[0].isdigit() or c.split(".")[0] in TABLE_RULES}
    check_code_cites_known_rules("eu", cited)


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("eu")
