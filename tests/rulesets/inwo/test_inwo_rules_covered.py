"""Every INWO rule id is tested by a scenario, and every rule id the INWO code can cite is in the rules reference."""

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

RULE_ID = re.compile(r"""Refusal\(\s*["']([^"']+)["']|rule: str = ["']([^"']+)["']|\), ["']([a-z-]+\.[a-z-]+)["']\)""")
SEED_IDS = (
    "actions.token",
    "actions.once-per-turn",
    "actions.refill",
    "attacks.aid",
    "plots.own-actions",
    "illuminati.resource",
    "illuminati.one-resource",
    "free-moves.give",
    "free-moves.discard",
    "free-moves.goal-limit",
    "free-moves.buy",
    "free-moves.links",
)


def test_the_rules_reference_holds_every_seed_heading():
    assert set(SEED_IDS) <= own_rules("inwo")


def test_every_inwo_rule_has_a_scenario():
    check_every_rule_has_a_scenario("inwo")


def test_every_rule_the_code_cites_exists():
    check_code_cites_known_rules("inwo", rules_cited_in_code("inwo", "inwo", RULE_ID), at_least=21)


def test_every_command_cites_known_rules_and_is_documented():
    check_commands_documented("inwo")


def test_every_scenario_refusal_is_a_known_rule():
    check_scenario_refusals("inwo")
