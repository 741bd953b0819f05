"""What the EU log says in words: each fact once, and verbs agreeing with who does them."""

from __future__ import annotations

from game_checks import scenario_lines
from paths import SCENARIOS

from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.views import view


def _lines(name: str, viewer: str | None = "public") -> list[str]:
    return scenario_lines("eu", name, viewer)


def test_rebels_are_plural_and_a_battle_says_who_attacks_once():
    lines = _lines("battle-rebels.yaml") + _lines("battle-win.yaml")
    assert "Red retreats and rebels win the battle" in lines
    assert "Blue starts a battle against rebels — rebels attack Blue (on land); the table keeps the units" in lines
    assert "Red starts a battle at Green — the battle is fought on land; the table keeps the units" in lines
    assert not any("rebels wins" in line or "rebels attacks" in line or "rebels retreats" in line for line in lines)
    assert not any(line.startswith("Red starts a battle at Green — Red attacks") for line in lines)


def test_one_seat_left_takes_one_more_turn_in_the_singular():
    lines = _lines("last-turns.yaml") + _lines("battle-rebels.yaml")
    assert any(line.endswith("no more ducats for passing: Yellow takes one more turn") for line in lines), lines
    assert not any(" take one more turn each" in line and ", " not in line.split(":")[-1] for line in lines)


def test_gains_are_said_once():
    upkeep = next(line for line in _lines("income-upkeep.yaml") if line.startswith("Red pays upkeep"))
    assert "Red +2 administrative power" in upkeep and "collects" not in upkeep, upkeep
    influence = _lines("prerequisite.yaml")
    assert "Blue sets Influence to 4 — Blue +4 Influence" in influence, influence
    assert not any("states Influence" in line for line in influence)


def test_national_focus_is_one_sentence_with_its_price_once():
    focus = next(line for line in _lines("national-focus.yaml") if "national focus" in line)
    assert focus.startswith("Red changes national focus by shifting monarch power into administrative power, "), focus
    assert "shift" not in focus.replace("shifting", "") and focus.count("diplomatic power") == 1, focus


def test_a_discount_is_said_after_the_price():
    lines = _lines("cost-floor.yaml")
    assert "Red plays Royal Wedding for 1 diplomatic power (1 diplomatic power off)" in " ".join(lines), lines
    assert not any("discount" in line for line in lines)


def _asked(name: str) -> list[tuple[str | None, str | None]]:
    """After each commit of a scenario: who must act and what the curtain and the banner say they are asked."""
    scenario = load_scenario(SCENARIOS / "eu" / name)
    assert run_scenario(scenario).ok
    s = scenario.session
    states = [s.state_at(n) for n in range(1, len(s.line) + 1)]
    return [(s.ruleset.must_act(st), s.ruleset.asking_words(view(st, None, s.ruleset))) for st in states]


def test_a_battle_says_what_each_side_is_asked_in_its_step():
    asked = _asked("battle-flow.yaml")
    assert asked[:3] == [
        ("Red", "attacks Blue on land: plays a battle action or passes"),
        ("Blue", "defends against Red's attack on land: plays a battle action or passes"),
        ("Blue", "defends against Red's attack on land: plays a battle action or passes"),
    ]
    assert ("Red", "attacks Blue on land: rolls the dice") in asked
    assert ("Red", "attacks Blue on land: takes casualties, then fights on or retreats") in asked
    assert asked[-1] == ("Red", None), "the battle is over: an ordinary move"


def test_rebels_and_a_realm_s_ally_are_said_in_players_words():
    rebels = {words for _, words in _asked("battle-rebels.yaml")}
    assert "defends against the rebels' attack on land: rolls the dice" in rebels
    assert "attacks the rebels on land: rolls the dice" in rebels
    realm = {words for _, words in _asked("battle-non-player-realm.yaml")}
    assert "helps Venice defend against Red's attack on land: plays a battle action or passes" in realm


def test_the_round_s_phases_and_steps_are_named_as_the_rulebook_names_them():
    lines = " ".join(_lines("income-upkeep.yaml") + _lines("hand-limit-at-step-c.yaml") + _lines("phase-three.yaml"))
    for words in ("phase 4 (Income and Upkeep)", "phase 5 (Cleanup), step C: the hand limit"):
        assert words in lines, lines
    for ids in ("income, upkeep", "cleanup, C", "peace, by-hand", "actions, turn"):
        assert ids not in lines, ids


def test_a_choice_of_cards_to_discard_says_discards():
    lines = _lines("hand-limit-at-step-c.yaml") + _lines("setup-draw.yaml")
    said = [line for line in lines if " discards " in line.split(" — ")[0]]
    assert said, lines
    assert not any(" chooses " in line for line in lines), lines
