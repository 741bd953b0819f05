"""Each TI4 objective is scored in the phase its card names, and the status phase's scoring goes from player to
player in initiative order (core/rulesets/ti4/objectives.py, core/rulesets/ti4/status.py)."""

from __future__ import annotations

import pytest
from ti4play import to_status

from core.engine.commands import Command
from core.engine.errors import ContentError, Refusal
from core.games import new_session
from core.rulesets.ti4 import objectives as ti4_objectives
from core.seeing.describe import describe_commit
from core.seeing.views import view

SEATS = ("Red", "Blue", "Green")
# The base game's secret objectives scored in the action phase (every other one at the status phase's scoring).
ACTION_SECRETS = {
    "Destroy Their Greatest Ship",
    "Make an Example of Their World",
    "Spark a Rebellion",
    "Turn Their Fleets to Dust",
    "Unveil Flagship",
}


def _status_session():
    session = new_session("ti4", SEATS, seed=2)
    for seat, card in (("Red", "politics"), ("Blue", "leadership"), ("Green", "diplomacy")):
        session.submit(Command(seat, "pick", {"strategy": card}))
    for seat, card in (("Red", "construction"), ("Blue", "trade"), ("Green", "warfare")):
        session.submit(Command(seat, "pick", {"strategy": card}))
    to_status(session)
    return session


def test_every_objective_names_its_phase_and_five_secret_ones_are_of_the_action_phase():
    rules = new_session("ti4", SEATS, seed=1).ruleset
    secret = {name for name, o in rules.objectives.items() if o.stage == "secret"}
    assert len(secret) == 20
    assert {name for name, o in rules.objectives.items() if o.phase == "action"} == ACTION_SECRETS
    assert all(o.phase == "status" for o in rules.objectives.values() if o.name not in ACTION_SECRETS)


def test_a_secret_objective_without_its_phase_is_refused_when_the_objectives_are_read(tmp_path):
    (tmp_path / "objectives.yaml").write_text(
        "stage_1: []\nstage_2: []\nsecret:\n  - {name: Spark a Rebellion, text: Win a fight.}\n", encoding="utf-8"
    )
    with pytest.raises(ContentError, match="'Spark a Rebellion' must name its phase"):
        ti4_objectives.load(str(tmp_path / "game.yaml"))


def test_the_status_phase_s_scoring_passes_from_player_to_player_in_initiative_order():
    session = _status_session()
    rules, state = session.ruleset, session.state
    assert (state.phase, state.step, state.active) == ("status", "score", "Blue")
    seen = []
    while session.state.step == "score":
        seat = session.must_act()
        seen.append(seat)
        words = rules.asking_words(view(session.state, seat, rules))
        assert words is not None and "score" in words
        for other in SEATS:
            if other != seat:
                with pytest.raises(Refusal, match=f"It is {seat}'s turn to score") as refused:
                    session.ruleset.decide(session.state, Command(other, "advance", {}))
                assert refused.value.rule == "status.score"
        session.submit(Command(seat, "advance", {}))
    assert seen == ["Blue", "Green", "Red"]  # leadership 1, diplomacy 2, politics 3
    assert session.state.step == "tokens"
    assert rules.asking_words(view(session.state, "Blue", rules)) is None


def test_only_the_seat_scoring_is_offered_scoring_moves():
    session = _status_session()
    rules, state = session.ruleset, session.state
    assert {c.name for c in rules.legal(state, "Blue")} >= {"score-objective", "advance"}
    for seat in ("Red", "Green"):
        assert not {c.name for c in rules.legal(state, seat)} & {"score-objective", "advance"}, seat


def test_the_log_says_each_player_is_done_scoring():
    session = _status_session()
    commit = session.submit(Command("Blue", "advance", {}))
    assert describe_commit(session.ruleset, commit, "Red") == "Blue is done scoring and moves on — Green's turn"


def test_the_score_form_asks_for_tokens_only_for_an_objective_paid_in_tokens():
    session = new_session("ti4", SEATS, seed=1)
    rules = session.ruleset
    seen = view(session.state, "Red", rules)
    asked = {
        name: rules.form_fields(seen, Command("Red", "score-objective", {"objective": name}))
        for name in ("Lead from the Front", "Expand Borders")
    }
    assert asked == {"Lead from the Front": ("objective", "tokens"), "Expand Borders": ("objective",)}


def test_score_vp_and_research_are_offered_only_where_the_round_has_room_for_them():
    """The strategy phase offered "Score VP" and "Research": nothing scores or researches while strategy cards
    are picked. Points are scored by the table in the action and agenda phases and by the player scoring at the
    status phase; a technology is researched in the action phase (Technology, Focused Research)."""
    session = new_session("ti4", SEATS, seed=1)
    rules = session.ruleset
    assert session.state.phase == "strategy"
    assert not {c.name for c in rules.legal(session.state, "Red")} & {"score", "research"}
    for seat, card in (("Red", "politics"), ("Blue", "leadership"), ("Green", "diplomacy")):
        session.submit(Command(seat, "pick", {"strategy": card}))
    for seat, card in (("Red", "construction"), ("Blue", "trade"), ("Green", "warfare")):
        session.submit(Command(seat, "pick", {"strategy": card}))
    assert session.state.phase == "action"
    assert {c.name for c in rules.legal(session.state, session.must_act())} >= {"score", "research"}
    to_status(session)
    state = session.state
    assert {c.name for c in rules.legal(state, "Blue")} & {"score", "research"} == {"score"}
    assert not {c.name for c in rules.legal(state, "Red")} & {"score", "research"}
