"""The EU and TI4 table notes read their marks in players' words, with nothing hidden in them."""

from __future__ import annotations

from pathlib import Path

from core.engine.commands import Command
from core.scenarios.runner import load_scenario
from core.seeing.describe import table_notes
from core.seeing.views import view

EU = """\
game: eu
seed: 1
players: [Red, Blue, Green]
setup:
  phase: actions
  step: turn
  active: Red
  first: Blue
  passed: [Green]
  event_taken: [Blue, Green]
  hands: {Red: [exchequer-audit#1, merchant-envoy#1], Blue: [], Green: []}
  resources: {Red: {ducats: 15, adm: 3, dip: 3}}
steps: []
"""

TI4 = """\
game: ti4
seed: 7
players: [Red, Blue, Green]
setup:
  phase: action
  step: turn
  active: Red
  passed: [Blue]
  strategy: {Red: [trade, leadership], Blue: [diplomacy], Green: [politics]}
  exhausted: [diplomacy]
steps: []
"""


def _session(tmp_path: Path, text: str):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return load_scenario(path).session


def _notes(session, viewer="Red"):
    return {
        (n.seat, n.label): n.text for n in table_notes(session.ruleset, view(session.state, viewer, session.ruleset))
    }


def test_eu_notes_say_first_player_passes_events_and_the_court(tmp_path):
    session = _session(tmp_path, EU)
    notes = _notes(session)
    assert notes[(None, "First player")] == "Blue"
    assert notes[("Green", "Passed")] == "1st"
    assert notes[("Red", "Event action")] == "still to take"
    assert notes[("Blue", "Event action")] == "taken"
    assert ("Red", "This turn") not in notes
    session.submit(Command("Red", "appoint", {"card": "exchequer-audit#1"}))
    notes = _notes(session, "Blue")
    assert notes[("Red", "Court")] == "Audit of the Exchequer (ADM advisor)"
    assert not any(v in ("yes", "no") or "True" in v for v in notes.values())


def test_ti4_notes_say_strategy_cards_in_initiative_order_and_which_are_used(tmp_path):
    session = _session(tmp_path, TI4)
    notes = _notes(session, "Green")
    assert notes[(None, "Speaker")] == "Red"
    assert notes[("Red", "Strategy")] == "Leadership (1), Trade (5)"
    assert notes[("Blue", "Strategy")] == "Diplomacy (2, used)"
    assert notes[("Blue", "Passed")] == "yes"
    assert ("Red", "This turn") not in notes
    session.submit(Command("Red", "activate", {"system": "Mecatol Rex"}))
    assert _notes(session)[("Red", "This turn")] == "action taken: end the turn"
