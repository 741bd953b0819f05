"""Issue 16 follow-up (points 8 and 14): 1819's log says what a move brought after what brought it: a raid's
plunder after the roll, the influence an intervention wins after the roll that decided it, the VP of upkeep
after "upkeep is met", the allowance after the note that says it, a village's points after its clearing."""

from __future__ import annotations

from paths import SCENARIOS

from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.describe import describe_commit


def _lines(name: str) -> list[str]:
    scenario = load_scenario(SCENARIOS / "1819" / name)
    assert run_scenario(scenario).ok
    session = scenario.session
    return [describe_commit(session.ruleset, commit, "public") for commit in session.line]


def _before(line: str, cause: str, gain: str) -> None:
    assert cause in line and gain in line, line
    assert line.index(cause) < line.index(gain), line


def test_a_raids_plunder_comes_after_its_roll():
    line = next(line for line in _lines("intervention-priority.yaml") if "(raid)" in line)
    _before(line, "rolls", " +$")


def test_an_interventions_influence_comes_after_the_roll_that_decided_it():
    line = next(line for line in _lines("intervention-stops-raid.yaml") if line.startswith("Raffles intervenes"))
    _before(line, "the raid rolls 2: Raffles's intervention succeeds", "Raffles +2 influence to sow")


def test_upkeep_and_allowance_come_before_what_they_pay():
    line = next(line for line in _lines("round.yaml") if "upkeep is met" in line and "allowance" in line)
    _before(line, "upkeep is met", "+1 victory point")
    _before(line, "allowance: $4 each", "Temenggong +$4")
    _before(line, "Sultan +$4", "Raffles's turn")  # what the round paid is said before the turn it moved on to


def test_a_villages_points_come_after_its_clearing():
    line = next(line for line in _lines("sow.yaml") if line.startswith("Raffles sows"))
    _before(line, "Kampong Bugis (x1) is cleared", "Raffles +3 victory points")
    _before(line, "Kampong Cina (x2) is cleared", "Farquhar +8 victory points")


def test_the_cards_of_a_linked_use_are_all_in_its_line():
    line = next(line for line in _lines("use-once.yaml") if "uses Pepper Garden" in line)
    assert line == "Raffles uses Pepper Garden, Gambier Estate — Raffles +$3", line
