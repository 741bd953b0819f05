"""The EU ruleset's content, set-up, content checks and scenario keys."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest
from paths import ROOT

from core.content.cards import parse_cards
from core.engine.errors import ContentError, ScenarioError
from core.engine.fold import fold
from core.engine.state import GameState
from core.rulesets import make_ruleset
from core.rulesets.eu.common import plain, turn_order
from core.scenarios.runner import setup_events

RULES = make_ruleset("eu")


def _cards(**kinds):
    return [c for c in RULES.library.defs.values() if all(c.has(k) == v for k, v in kinds.items())]


def test_each_deck_has_at_least_16_cards_with_characters():
    for deck in ("adm", "dip", "mil"):
        cards = RULES.library.instances(deck)
        assert len(cards) >= 16, deck
        assert all(RULES.library.get(c).character is not None for c in cards)
    characters = [c.character for c in RULES.library.defs.values()]
    assert {ch.type for ch in characters if ch.kind == "advisor"} == {"adm", "dip", "mil"}
    assert {"general", "admiral"} <= {ch.kind for ch in characters}


def test_the_decks_cover_every_icon():
    displays = _cards(display=True)
    assert len(displays) >= 2
    assert any(sum("covert" in a.kinds for a in d.actions) >= 2 for d in displays), "a spy network"
    battle = [c for c in RULES.library.defs.values() if c.has("battle")]
    assert len(battle) >= 3 and any(("dice", ["?"]) in c.effect for c in battle)
    assert len([c for c in RULES.library.defs.values() if c.has("reaction") and not c.has("counter")]) >= 2
    assert sum(c.has("covert") for c in RULES.library.defs.values()) >= 3
    counters = [c for c in RULES.library.instances() if RULES.library.get(c).has("counter")]
    assert len(counters) >= 2


def test_setup_deals_one_card_of_each_deck_and_names_the_realms():
    seats = ("Red", "Ann", "Blue")
    state = fold(GameState("eu", seats), RULES.setup(seats, 5))
    for seat in seats:
        decks = Counter(RULES.library.get(c).deck for c in state.zone(f"hand:{seat}"))
        assert decks == Counter({"adm": 1, "dip": 1, "mil": 1})
        assert state.amount(seat, "ducats") == 15 and state.amount(seat, "adm") == 3
    realms = plain(state.mark("realms"))
    assert realms["Red"] == {"name": "Red", "colour": "red"}
    assert realms["Ann"]["name"] == "Ann" and realms["Ann"]["colour"] == "blue"
    assert turn_order(state) == seats and state.phase == "setup"


def test_a_card_costing_another_decks_power_is_refused_with_its_name():
    extra = parse_cards(
        [{"id": "odd-levy", "name": "Odd Levy", "deck": "adm", "text": "x", "cost": {"mil": 1}}], "test"
    )
    with pytest.raises(ContentError, match="card 'odd-levy': field 'cost'"):
        make_ruleset("eu", extra_cards=extra)


def test_a_prerequisite_on_something_eu_does_not_track_is_refused():
    extra = parse_cards(
        [{"id": "odd-claim", "name": "Odd Claim", "deck": "dip", "text": "x", "requires": {"legitimacy": 50}}], "test"
    )
    with pytest.raises(ContentError, match="card 'odd-claim': field 'requires'"):
        make_ruleset("eu", extra_cards=extra)


def test_influence_is_not_laid_at_set_up_so_older_set_ups_stay_the_same():
    state = fold(GameState("eu", ("Red", "Blue")), RULES.setup(("Red", "Blue"), 1))
    assert "influence" not in state.resources["Red"] and state.amount("Red", "influence") == 0


def test_a_leader_paid_in_ducats_is_refused():
    extra = parse_cards(
        [
            {
                "id": "odd-duke",
                "name": "Odd Duke",
                "deck": "mil",
                "text": "x",
                "character": {"kind": "general", "name": "Duke", "cost": {"ducats": 2}},
            }
        ],
        "test",
    )
    with pytest.raises(ContentError, match="card 'odd-duke': field 'character'"):
        make_ruleset("eu", extra_cards=extra)


def test_scenario_keys_are_checked():
    state = fold(GameState("eu", ("Red", "Blue")), RULES.setup(("Red", "Blue"), 1))
    with pytest.raises(ScenarioError, match="first: unknown player 'Pink'"):
        setup_events(RULES, state, {"first": "Pink"}, "s.yaml: setup")
    with pytest.raises(ScenarioError, match="roles.Red"):
        setup_events(RULES, state, {"roles": {"Red": {"flanking-charge#1": "general"}}}, "s.yaml: setup")


def test_candidates_never_name_a_rivals_hidden_card():
    state = fold(GameState("eu", ("Red", "Blue")), RULES.setup(("Red", "Blue"), 3))
    hidden = set(state.zone("hand:Blue"))
    for command in RULES.candidates(state, "Red"):
        assert not hidden & {v for v in command.args.values() if isinstance(v, str)}


def test_passing_ducats_have_a_row_for_each_player_count():
    assert RULES.pass_ducats[3] == (5, 2) and RULES.pass_ducats[6] == (5, 3, 2, 1)


def test_rules_commands_offer_charge_for_display_cards():
    out = subprocess.run(
        [sys.executable, "-m", "desktop.app.launch", "rules", "eu", "--commands", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    names = {c["command"] for c in json.loads(out.stdout)["commands"]}
    assert "charge" in names
