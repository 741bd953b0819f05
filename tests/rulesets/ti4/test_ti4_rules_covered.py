"""Every TI4 rule id is tested by a scenario, and every rule id the TI4 code can cite is in the rules reference."""

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

RULE_ID = re.compile(r"""Refusal\(\s*["']([^"']+)["']|rule=["']([^"']+)["']|["']((?:note|2)\.[\d.]+|play\.hand)["']""")
SEED_IDS = (
    "2.1",
    "2.2",
    "2.3",
    "2.4",
    "2.4.1",
    "2.5",
    "2.6",
    "2.6.1",
    "2.6.2",
    "2.7",
    "2.8",
    *(f"note.{n}" for n in range(1, 12)),
    "note.5.1",
    "note.5.2",
)


def test_the_rules_reference_holds_every_seed_id():
    assert set(SEED_IDS) <= own_rules("ti4")


def test_every_ti4_rule_has_a_scenario():
    check_every_rule_has_a_scenario("ti4", r"[\w-]|\.\d")


def test_every_rule_the_code_cites_exists():
    check_code_cites_known_rules("ti4", rules_cited_in_code("ti4", "ti4", RULE_ID), at_least=21)


def test_every_command_cites_known_rules_and_is_documented():
    check_commands_documented("ti4")


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("ti4")
