"""The 1819 ruleset's content, set-up, scenario keys, table notes and hidden war commitments."""

from __future__ import annotations

import shutil

import pytest
from paths import ROOT

from core.content.assets import load_game
from core.engine import zones as Z
from core.engine.errors import ContentError, Refusal, ScenarioError
from core.engine.fold import fold
from core.engine.state import GameState
from core.rulesets import make_ruleset
from core.rulesets.s1819.ruleset import Singapore1819
from core.scenarios.runner import load_scenario, run_scenario, setup_events
from core.seeing.views import view

RULES = make_ruleset("1819")
FOUR = ("Raffles", "Temenggong", "Farquhar", "Sultan")


def _state(seats=FOUR, seed=11, rules=RULES):
    return fold(GameState("1819", seats), rules.setup(seats, seed))


def test_the_decks_hold_what_a_game_needs():
    lib = RULES.library
    for side in ("british", "malay"):
        assert len(lib.instances(f"objective-{side}")) >= 2 * 4 + 2
    assert all(RULES.data.rule(c)["strength"] >= 1 for c in lib.instances("british") + lib.instances("malay"))
    assert len(lib.instances("event")) == 9 and len(lib.instances("market")) >= 30
    assert all(lib.get(c).has("display") and lib.get(c).charges == 1 for c in lib.instances("market"))


def test_set_up_deals_the_market_keeps_and_rolls_for_the_first_player():
    state = _state()
    assert len(state.zone(Z.TABLE)) == 5
    assert all(len(state.zone(Z.hand(s))) == 6 for s in FOUR)
    assert state.mark("first") == "Sultan" and state.pending.seat == "Sultan" and state.pending.kind == "keep"
    assert state.mark("factions") == {
        "Raffles": "british",
        "Temenggong": "malay",
        "Farquhar": "british",
        "Sultan": "malay",
    }
    assert state.zone(Z.discard("event")) == ("singapore-treaty#1",)
    deck = state.zone(Z.deck("event"))
    assert len(deck) == 7 and "treaty-of-london#1" in deck[2:5]


def test_the_event_deck_is_three_stacks_with_london_in_the_middle_over_many_seeds():
    for seed in range(30):
        state = _state(seed=seed)
        deck = state.zone(Z.deck("event"))
        assert len(deck) == 7 and "treaty-of-london#1" in deck[2:5] and "singapore-treaty#1" not in deck
        assert len(state.zone(Z.BOX)) == 1


def test_a_player_alone_keeps_two_battle_cards_and_covers_only_the_x3_village():
    state = _state(FOUR[:3])
    assert len(state.zone(Z.hand("Temenggong"))) == 7 and state.mark("stronghold") == {"british": 2, "malay": 1}
    assert set(state.mark("covered")) == {"kampong-cina", "kampong-chulia", "telok-blangah"}
    keeper = state.pending.seat
    assert state.pending.count == (4 if keeper == "Temenggong" else 3)


def test_a_player_alone_starts_with_eight_dollars_and_paired_factions_follow_the_option():
    state = _state(FOUR[:3])
    assert state.amount("Temenggong", "wealth") == 8 and state.amount("Raffles", "wealth") == 5
    paired = _state(FOUR, rules=make_ruleset("1819", {"factions": "paired"}))
    assert [paired.mark("factions")[s] for s in FOUR] == ["british", "british", "malay", "malay"]


def test_two_or_five_players_are_refused():
    with pytest.raises(ContentError, match="takes 3 to 4 players"):
        RULES.setup(FOUR[:2], 1)


def test_bad_card_rules_name_the_file_and_field(tmp_path):
    shutil.copytree(ROOT / "assets", tmp_path / "assets")
    game = tmp_path / "assets/games/1819/game.yaml"
    game.write_text(game.read_text().replace("gunboat: {strength: 3}", "gunboat: {strength: three}"))
    with pytest.raises(ContentError, match=r"game.yaml: field 'card_rules.gunboat': a battle card needs"):
        Singapore1819(definition=load_game("1819", tmp_path / "assets"))
    game.write_text(game.read_text().replace("start_ships: 4", "start_ships: 40"))
    with pytest.raises(ContentError, match="field 'start_ships'"):
        Singapore1819(definition=load_game("1819", tmp_path / "assets"))


def test_scenario_keys_are_checked():
    state = _state()
    with pytest.raises(ScenarioError, match="factions must map"):
        setup_events(RULES, state, {"factions": {"Raffles": "dutch"}}, "s.yaml: setup")
    with pytest.raises(ScenarioError, match="leaders must map"):
        setup_events(RULES, state, {"leaders": {"Raffles": "Atlantis"}}, "s.yaml: setup")
    with pytest.raises(ScenarioError, match="port must be a whole number"):
        setup_events(RULES, state, {"port": -1}, "s.yaml: setup")


def test_a_refused_command_changes_nothing():
    session = load_scenario(ROOT / "tests/scenarios/1819/war-faction.yaml").session
    before, records = session.state, len(session.records)
    with pytest.raises(Refusal) as err:
        session.submit(
            RULES.parse(
                {"player": "Raffles", "command": "war", "target": "Farquhar", "cards": ["marine-detachment#1"]}, FOUR
            )
        )
    assert err.value.rule == "war.faction" and err.value.rule in RULES.rules
    assert session.state is before and len(session.records) == records


def test_war_commitments_stay_secret_until_the_dice():
    session = load_scenario(ROOT / "tests/scenarios/1819/war-tie.yaml").session
    session.submit(
        RULES.parse(
            {"player": "Raffles", "command": "war", "target": "Temenggong", "cards": ["marine-detachment#1"]}, FOUR
        )
    )
    for seat in ("Temenggong", "Farquhar", "Sultan"):
        seen = view(session.state, seat, RULES)
        assert "marine-detachment#1" not in seen.visible_card_ids()
        assert not any(k.startswith("secret:") for k in seen.marks)
    assert "secret:commit" in view(session.state, Z.EVERYTHING).marks


def test_table_notes_speak_in_players_words():
    session = load_scenario(ROOT / "tests/scenarios/1819/round.yaml").session
    notes = RULES.public_marks(view(session.state, Z.PUBLIC, RULES))
    said = {(seat, label): text for seat, label, text in notes}
    assert said[(None, "Port")] == "4 of 8 ships; allowance $3"
    assert said[(None, "Treaty")] == "The Singapore Treaty"
    assert said[("Temenggong", "Faction")] == "Malay Chiefs"
    assert said[("Sultan", "First player")] == "yes"
    assert not any("#" in text or "british" in text for _, _, text in notes)


def test_the_notes_say_which_card_each_immigrant_lives_on():
    scenario = load_scenario(ROOT / "tests/scenarios/1819/settle.yaml")
    assert run_scenario(scenario).ok
    notes = RULES.public_marks(view(scenario.session.state, Z.PUBLIC, RULES))
    said = {(seat, label): text for seat, label, text in notes}
    assert said[("Raffles", "Immigrants")] == "Hokkien Clerk on Clan House; Bugis Smith on Pepper Garden"
    assert ("Temenggong", "Immigrants") not in said


def test_candidates_never_read_another_hand():
    state = _state()
    assert {c.name for c in RULES.legal(state, "Sultan")} == {"choose"}
    assert RULES.legal(state, "Raffles") == []


def test_a_passive_effect_applies_face_up_and_not_face_down():
    from core.rulesets.s1819.common import passive

    start = _state()
    up = fold(start, setup_events(RULES, start, {"displays": {"Raffles": ["warehouse-row#1"]}}, "s.yaml: setup"))
    assert passive(RULES, up, "Raffles", "discount") == {"wealth": 1}
    down = fold(up, setup_events(RULES, up, {"facedown": ["warehouse-row#1"]}, "s.yaml: setup"))
    assert passive(RULES, down, "Raffles", "discount") == {}
