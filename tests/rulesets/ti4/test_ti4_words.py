"""What the TI4 table says in words: each move's log line says its numbers once, as players say them."""

from __future__ import annotations

import re

from game_checks import scenario_lines


def _lines(name: str, viewer: str | None = "public") -> list[str]:
    return scenario_lines("ti4", name, viewer)


def test_a_vote_is_said_once_in_players_words():
    lines = _lines("agenda-vote.yaml")
    votes = [line for line in lines if line.split(" — ")[0].split()[1:2] == ["votes"]]
    assert votes[:3] == [
        "Blue votes 4 for — round 1: agenda, vote; Green's turn",
        "Green votes 3 against — Red's turn",
        "Red votes 1 against — round 1: agenda, outcome; Red's turn; every vote is in (against 4, for 4): the "
        "speaker counts them",
    ]
    assert "Blue votes 2 for Green — round 1: agenda, vote; Green's turn" in votes
    assert any(line.startswith("Red votes to abstain — ") for line in votes)
    assert not any("outcome" in line.split(" — ")[0] for line in votes), votes


def test_bribery_is_played_for_the_trade_goods_it_spends():
    lines = _lines("agenda-cards-votes.yaml")
    assert "Red plays Bribery for 4 trade goods — Blue, Green may answer" in lines


def test_a_component_action_is_said_once():
    lines = _lines("component-action.yaml")
    assert lines[0] == "Red takes the component action Explore a frontier — the table resolves it", lines[0]


def test_the_speakers_decision_is_said_once():
    decided = [line for line in _lines("agenda-vote.yaml") if " decides " in line]
    assert decided[0].startswith("Red decides the outcome of Seed of an Empire: for — "), decided
    assert not any("outcome is" in line or "decides outcome" in line for line in decided), decided


def test_what_a_card_names_is_said_in_players_words():
    direct = _lines("card-direct-hit.yaml")
    assert "Red plays Direct Hit on dreadnought A — Blue, Green may answer" in direct
    riders = _lines("rider-calls.yaml")
    assert "Blue plays Trade Rider calling For — Green, Red may answer" in riders
    moves = [line.split(" — ")[0] for line in direct + riders + _lines("card-focused-research.yaml")]
    assert "Red plays Focused Research researching Neural Motivator" in moves
    field_named = [move for move in moves if re.search(r" (?:unit|outcome|tech) (?!of )", move)]
    assert not field_named, field_named  # "decides the outcome of" is the speaker's words, not a field's name


def test_pools_are_named_once_each_with_their_count():
    lines = _lines("rider-calls.yaml")
    assert any("Leadership Rider calling for into the tactic (2) and fleet (1) pools" in line for line in lines), lines
    assert any("3 command tokens into the tactic (2) and fleet (1) pools" in line for line in lines), lines
    assert not any("tactic tactic" in line for line in lines), lines
