"""The TI4 ruleset's content, set-up, options, scenario keys and the voluntary reveal."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from paths import ROOT

from core.engine import zones as Z
from core.engine.errors import ContentError, ScenarioError
from core.engine.fold import fold
from core.engine.state import GameState
from core.rules.mechanics.reveals import HandShown
from core.rulesets import make_ruleset
from core.scenarios.runner import setup_events

RULES = make_ruleset("ti4")
SEATS = ("Red", "Blue", "Green")


def _state(rules=RULES, seats=SEATS, seed=1):
    return fold(GameState("ti4", seats), rules.setup(seats, seed))


FOURS = {
    "Direct Hit",
    "Flank Speed",
    "Maneuvering Jets",
    "Morale Boost",
    "Sabotage",
    "Shields Holding",
    "Skilled Retreat",
}


def test_the_deck_is_the_base_games_80_cards_under_59_names():
    cards = RULES.dealt()
    assert len(cards) == 80
    defs = list(RULES.definition.library.defs.values())
    assert len(defs) == len({d.name for d in defs}) == 59
    assert {d.name for d in defs if d.copies == 4} == FOURS
    assert sum(1 for d in defs if d.copies == 1) == 52
    assert {"Lucky Shot", "Repeal Law", "Veto", "Spy", "Summit", "Politics Rider"} <= {d.name for d in defs}


def test_every_card_names_a_timing_window():
    assert set(RULES.card_timing) == set(RULES.definition.library.defs)


def test_retired_cards_read_old_saves_but_are_never_dealt():
    assert "merchant-convoy#1" in RULES.library and "lucky-shot#2" in RULES.library
    assert RULES.retired and not set(RULES.dealt()) & RULES.retired
    assert sorted(_state().zone(Z.deck("action"))) == sorted(RULES.dealt())


def test_a_card_text_opens_with_action_exactly_when_it_is_an_action_card():
    for d in RULES.definition.library.defs.values():
        assert d.text.startswith("Action:") == d.has("action"), d.id
        assert not (d.has("action") and d.has("battle")), d.id


def test_set_up_deals_nothing_and_shuffles_the_whole_deck():
    state = _state()
    assert all(state.zone(Z.hand(s)) == () for s in SEATS)
    assert sorted(state.zone(Z.deck("action"))) == sorted(RULES.dealt())
    assert state.phase == "strategy" and state.active == "Red" and state.mark("speaker") == "Red"
    assert state.amount("Red", "strategy") == 2 and state.amount("Red", "tactic") == 3


def test_faction_options_must_name_players():
    with pytest.raises(ContentError, match="option 'yssaril' must name a player"):
        make_ruleset("ti4", {"yssaril": "Pink"}).setup(SEATS, 1)
    with pytest.raises(ContentError, match="neural_motivator"):
        make_ruleset("ti4", {"neural_motivator": ["Pink"]}).setup(SEATS, 1)
    with pytest.raises(ContentError, match="victory_points"):
        make_ruleset("ti4", {"victory_points": 12})


def test_politics_is_initiative_three():
    assert RULES.initiatives["politics"] == 3 and sorted(RULES.initiatives.values()) == list(range(1, 9))


def test_scenario_keys_are_checked():
    state = _state()
    with pytest.raises(ScenarioError, match="speaker: unknown player 'Pink'"):
        setup_events(RULES, state, {"speaker": "Pink"}, "s.yaml: setup")
    with pytest.raises(ScenarioError, match="strategy must map"):
        setup_events(RULES, state, {"strategy": {"Red": ["nope"]}}, "s.yaml: setup")
    with pytest.raises(ScenarioError, match="combat must name"):
        setup_events(RULES, state, {"combat": {"attacker": "Red"}}, "s.yaml: setup")


def test_a_reveal_shows_the_cards_to_the_others_and_is_an_undo_barrier():
    event = HandShown("Red", Z.hand("Red"), ("sabotage#1",))
    (reveal,) = event.reveals(SEATS)
    assert reveal.to == ("Blue", "Green") and reveal.barrier


def test_candidates_never_name_a_rivals_hidden_card():
    state = _state()
    events = setup_events(
        RULES, state, {"hands": {"Blue": ["sabotage#1", "lucky-shot#1"]}, "phase": "action", "active": "Red"}, "test"
    )
    state = fold(state, events)
    hidden = set(state.zone(Z.hand("Blue")))
    for command in RULES.candidates(state, "Red"):
        assert not hidden & {v for v in command.args.values() if isinstance(v, str)}


def test_every_command_is_listed_with_help():
    assert {
        "pick",
        "use-strategy",
        "follow",
        "activate",
        "take-component",
        "play",
        "pass",
        "end-turn",
        "declare-combat",
        "begin-round",
        "end-combat",
        "trade",
        "reveal",
        "score",
        "advance",
        "gain-tokens",
        "enact",
    } <= set(RULES.commands)
    command = RULES.parse({"player": "Red", "command": "play", "card": "sabotage#1", "against": "spy#1"}, SEATS)
    assert command.get("against") == "spy#1"


def test_rules_commands_leave_out_charge_without_display_cards():
    out = subprocess.run(
        [sys.executable, "-m", "desktop.app.launch", "rules", "ti4", "--commands", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    names = {c["command"] for c in json.loads(out.stdout)["commands"]}
    assert "charge" not in names and "play" in names
