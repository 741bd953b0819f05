"""What the sandbox table says in words: a cancelled card and the end of the game, without rule ids or odd counts."""

from __future__ import annotations

from paths import SCENARIOS

from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.describe import describe_commit


def _lines(name: str) -> list[str]:
    scenario = load_scenario(SCENARIOS / "sandbox" / name)
    assert run_scenario(scenario).ok
    session = scenario.session
    return [describe_commit(session.ruleset, c, "public") for c in session.line]


def test_a_cancelled_card_is_said_in_words_without_a_rule_id():
    assert "Blue plays Veto for 1 gold — Raid is cancelled and has no effect" in _lines("reaction-window.yaml")


def test_the_winner_reached_a_score():
    assert _lines("game-end.yaml")[-1] == "Red ends the turn — game over: Red reached a score of 5"
