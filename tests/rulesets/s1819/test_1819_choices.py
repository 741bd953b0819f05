"""What the 1819 table offers a player to choose: every legal value, not one picked for them."""

from __future__ import annotations

from paths import ROOT

from core.engine.fold import fold
from core.rulesets import make_ruleset
from core.scenarios.runner import load_scenario, run_scenario, setup_events

RULES = make_ruleset("1819")
FOUR = ("Raffles", "Temenggong", "Farquhar", "Sultan")


def _war_tie(stronghold: dict[str, int]):
    session = load_scenario(ROOT / "tests/scenarios/1819/war-tie.yaml").session
    return fold(session.state, setup_events(RULES, session.state, {"stronghold": stronghold}, "t.yaml: setup"))


def test_declaring_war_offers_every_number_of_stronghold_tokens():
    """War tokens are the attacker's choice (war.stronghold): the form once offered only all of them, so a
    click on Declare war emptied the faction's stronghold without asking."""
    state = _war_tie({"british": 3, "malay": 0})
    wars = [c for c in RULES.legal(state, "Raffles") if c.name == "war" and c.get("target") == "Temenggong"]
    assert sorted(c.get("tokens") or 0 for c in wars) == [0, 1, 2, 3]


def test_defending_offers_every_number_of_stronghold_tokens():
    state = _war_tie({"british": 0, "malay": 3})
    war = RULES.parse(
        {"player": "Raffles", "command": "war", "target": "Temenggong", "cards": ["marine-detachment#1"]}, FOUR
    )
    state = fold(state, RULES.decide(state, war))
    defends = [c for c in RULES.legal(state, "Temenggong") if c.name == "defend"]
    assert sorted(c.get("tokens") or 0 for c in defends) == [0, 1, 2, 3]


def test_an_ally_may_donate_any_amount_up_to_the_debt_or_its_wealth():
    """The donate form offered 0, 1 and all: an ally with $5 toward $6 could not give $2, $3 or $4 (war.spoils)."""
    scenario = load_scenario(ROOT / "tests/scenarios/1819/war-spoils.yaml")
    scenario.steps = scenario.steps[:5]
    assert run_scenario(scenario).ok
    donations = [c for c in RULES.legal(scenario.session.state, "Sultan") if c.name == "donate"]
    assert sorted(c.get("amount") or 0 for c in donations) == [0, 1, 2, 3, 4, 5]
