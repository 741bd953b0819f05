"""Every 1819 rule id is tested by a scenario, and every rule id the 1819 code can cite is in the rules reference."""

from __future__ import annotations

import re

from game_checks import (
    check_code_cites_known_rules,
    check_commands_documented,
    check_every_rule_has_a_scenario,
    check_scenario_refusals,
    own_rules,
    rules_cited_in_code,
)

RULE_ID = re.compile(
    r"""Refusal\(\s*["']([^"']+)["']|rule=["']([^"']+)["']|["']((?:buy|war|raid|use|round|upkeep|setup|actions|game|populate|influence|battle)\.[\w-]+)["']"""
)
SEED_HEADINGS = ("buy.", "populate.", "use.", "raid.", "war.")


def test_the_rules_reference_covers_every_action_of_the_seed():
    own = own_rules("1819")
    for heading in SEED_HEADINGS:
        assert any(rid.startswith(heading) for rid in own), heading
    assert {"raid.intervene", "raid.declare", "raid.tie", "war.faction", "war.actions", "war.tie", "war.treaty"} <= own


def test_every_1819_rule_has_a_scenario():
    check_every_rule_has_a_scenario("1819")


def test_every_rule_the_code_cites_exists():
    check_code_cites_known_rules("1819", rules_cited_in_code("1819", "s1819", RULE_ID), at_least=21)


def test_every_command_cites_known_rules_and_is_documented():
    check_commands_documented("1819")


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("1819")
