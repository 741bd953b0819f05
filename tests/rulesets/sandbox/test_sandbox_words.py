"""What the sandbox table says in words: a cancelled card and the end of the game, without rule ids or odd counts."""

from __future__ import annotations

from game_checks import scenario_lines


def _lines(name: str, viewer: str | None = "public") -> list[str]:
    return scenario_lines("sandbox", name, viewer)


def test_a_cancelled_card_is_said_in_words_without_a_rule_id():
    assert "Blue plays Veto for 1 gold — Raid is cancelled and has no effect" in _lines("reaction-window.yaml")


def test_the_winner_reached_a_score():
    assert _lines("game-end.yaml")[-1] == "Red ends the turn — game over: Red reached a score of 5"
