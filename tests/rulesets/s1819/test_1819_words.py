"""What the 1819 table says in words: the banner's awaited step and the log lines of sowing."""

from __future__ import annotations

import re

import pytest
from paths import SCENARIOS

from core.rulesets import make_ruleset
from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.describe import describe_commit
from core.seeing.views import view


def _played(name: str):
    scenario = load_scenario(SCENARIOS / "1819" / name)
    assert run_scenario(scenario).ok
    return scenario.session


def _banner_words(session) -> list[tuple[str | None, str | None]]:
    """After each commit: who must act and what the banner says they are awaited for."""
    rules = session.ruleset
    out = []
    for position in range(1, len(session.line) + 1):
        state = session.state_at(position)
        out.append((rules.must_act(state), rules.asking_words(view(state, None, rules))))
    return out


def test_the_banner_says_an_interventionist_sows_the_influence_won():
    said = _banner_words(_played("intervention-sows-at-once.yaml"))
    assert said[0] == ("Farquhar", "may intervene in Temenggong's raid")
    assert said[3] == ("Raffles", "sows the influence won by intervening")
    assert said[4] == ("Temenggong", None)  # sown: the raider goes on with an ordinary move


def test_the_banner_says_the_active_player_sows_the_influence_waiting():
    said = _banner_words(_played("sow-last-action.yaml"))
    assert said[0] == ("Raffles", "sows the influence waiting")
    assert said[1] == ("Temenggong", None)


def test_a_sowing_says_the_influence_sown_once():
    session = _played("sow.yaml")
    lines = [describe_commit(session.ruleset, c, "public") for c in session.line]
    sowing = [line for line in lines if " sows " in line]
    assert sowing[0].startswith("Raffles sows 3 influence from Kampong Bugis (x1) — "), sowing
    assert all(line.count("influence") == 1 for line in sowing), sowing


def _lines(name: str, viewer: str = "public") -> list[str]:
    session = _played(name)
    return [describe_commit(session.ruleset, c, viewer) for c in session.line]


def test_a_war_is_declared_assisted_and_settled_in_one_sentence_each():
    lines = _lines("war-tie.yaml")
    assert lines[0] == "Raffles declares war on Temenggong, committing 1 battle card face down and 1 stronghold token"
    assert "Farquhar assists Raffles with a battle card face down" in lines
    spoils = _lines("war-immigrants-move.yaml")
    taken = next(line for line in spoils if "as spoils" in line)
    assert taken.startswith("Raffles takes Gambier Estate from Temenggong as spoils — "), taken
    assert not any("spoilses" in line or " wars at " in line for line in lines + spoils)


def test_crime_is_a_loss_said_once_not_a_price_paid():
    lines = _lines("populate.yaml") + _lines("discard.yaml")
    crime = [line for line in lines if "turns to crime" in line]
    assert len(crime) == 2 and all("loses 1 victory point" in line for line in crime), crime
    assert not any(" for 1 victory point" in line for line in crime), crime


def test_crime_without_victory_points_says_nothing_was_lost():
    crime = next(line for line in _lines("crime-without-vp.yaml") if "turns to crime" in line)
    assert "Raffles has no victory point to lose" in crime and "loses" not in crime, crime


def test_the_population_space_names_the_village_and_a_lone_immigrant_is_singular():
    fills = next(line for line in _lines("population.yaml") if "population space" in line)
    assert "The population space fills: Kampong Cina (x2) is uncovered" in fills, fills
    rehome = next(line for line in _lines("rehome.yaml") if "chooses the immigrant" in line)
    assert "chooses the immigrant who moves to a free slot;" in rehome and "(s)" not in rehome, rehome
    assert "must choose" not in rehome, rehome  # the prompt already names who chooses


@pytest.mark.parametrize("game", ["1819", "ti4", "sandbox"])
def test_a_fields_help_says_more_than_its_name(game):
    """A form shows each field as ``Name (help)``: ``Place (the place)`` tells the player nothing."""
    rules = make_ruleset(game)
    for command, spec in rules.commands.items():
        for f in spec.fields:
            said = f.help.lower()
            for article in ("the ", "a ", "your "):
                said = said.removeprefix(article)
            assert said.rstrip("s") != f.name.replace("-", " ").rstrip("s"), (command, f.name, f.help)


def test_a_tied_war_owes_nothing_in_words():
    tie = _lines("war-tie.yaml")[-1]
    assert "Raffles wins the tied war; nothing is owed" in tie and "$0" not in tie, tie


def test_a_keep_says_what_is_kept_in_public_words_naming_no_card():
    lines = _lines("round.yaml")
    keeps = [line for line in lines if "chooses" in line and "keep" in line]
    assert keeps[0].startswith("Sultan chooses to keep 2 private objectives and 1 battle card — "), keeps
    assert not any("hidden card" in line for line in keeps), keeps
    swap = next(line for line in _lines("buy-effects.yaml") if line.startswith("Raffles chooses"))
    assert swap.startswith("Raffles chooses to keep 2 objectives, one of them new"), swap


def test_a_list_repeating_a_name_counts_it():
    chosen = next(line for line in _lines("upkeep-move.yaml") if line.startswith("Raffles chooses"))
    assert chosen.startswith("Raffles chooses 2 × Harbour Works — "), chosen


def test_the_next_keep_names_its_player_once():
    """The keep line hands on to the next player's keep in one sentence: not ``Blue must choose: Blue keeps``."""
    first = _lines("round.yaml")[0]
    after = first.split("; ", 1)[1]
    seat = after.split(" ", 1)[0]
    assert after.startswith(f"{seat} must keep 2 private objectives and "), first
    assert after.count(seat) == 1 and "must choose" not in first, first


def test_a_raid_names_the_raider_once():
    """``Temenggong raids — Raffles may intervene first``, not ``Temenggong raids — Temenggong goes raiding; ...``."""
    raid = next(line for line in _lines("intervention-tie.yaml") if " raids" in line)
    raider = raid.split(" ", 1)[0]
    assert raid.count(raider) == 1 and "may intervene first, before the dice" in raid, raid


def test_an_intervention_names_its_card_in_words():
    """``Raffles intervenes with Gunboat (strength 3)``: no ``1 x Gunboat``."""
    said = [line for line in _lines("intervention-tie.yaml") if " intervenes with " in line]
    assert said and not any(" x " in line for line in said), said


def test_the_round_s_steps_are_said_in_words():
    """``round 1, leaders are placed``, not the step's id ``round 1: leaders``."""
    lines = _lines("round.yaml")
    assert any("round 1, the players' turns" in line for line in lines), lines
    assert not any(re.search(r"round \\d+: (event|leaders|actions|upkeep)", line) for line in lines), lines


def test_buying_a_battle_card_is_said_in_words():
    """``Temenggong buys a battle card for $2``, not ``buys battle``."""
    bought = [line for line in _lines("round.yaml") if line.startswith("Temenggong buys")]
    assert bought and bought[0].startswith("Temenggong buys a battle card for $2"), bought
    placed = [line for line in _lines("round.yaml") if " leader at " in line]
    assert placed[0].startswith("Sultan places their leader at Padang"), placed


def test_the_banner_says_each_seat_s_part_in_a_war_without_the_cards_committed():
    said = _banner_words(_played("war-spoils.yaml"))
    assert said == [
        ("Temenggong", "defends against the war Raffles declared"),
        ("Farquhar", "may join Raffles's war on Temenggong, on Raffles's side"),
        ("Sultan", "may join Raffles's war on Temenggong, on Temenggong's side"),
        ("Sultan", "may give wealth toward Temenggong's debt to Raffles ($6 owed)"),
        ("Raffles", "takes spoils from Temenggong: market cards worth up to $5"),
        ("Temenggong", None),
    ]


def test_a_decline_says_what_was_declined():
    raid = _lines("intervention-priority.yaml")
    assert "Temenggong declines to intervene in Raffles's raid" in [line.split(" — ")[0] for line in raid], raid
    war = _lines("war-spoils.yaml")
    assert any(line.startswith("Farquhar declines to join the war") for line in war), war
    assert not any(line.startswith(("Temenggong declines —", "Farquhar declines —")) for line in raid + war)


def test_a_raid_says_its_roll_against_the_intervention_once_in_lower_case():
    lines = _lines("intervention-tie.yaml")
    raid = next(line for line in lines if line.startswith("Raffles intervenes"))
    assert raid.endswith(
        "— Temenggong rolls 1, 2 (raid); the raid rolls 3: Raffles's intervention succeeds;"
        " Temenggong +$3; Raffles +2 influence to sow"
    ), raid
    others = _lines("intervention-priority.yaml")
    assert not any("The raid rolls" in line or "takes $" in line for line in lines + others)


def test_the_end_of_the_game_says_why_and_who_wins_in_one_sentence():
    from core.rulesets.s1819.score import listed

    end = _lines("port-empty.yaml")[-1]
    assert re.search(r"game over: the Port is empty; Raffles wins with \d+$", end), end
    assert listed(["Red", "Blue", "Green"]) == "Red, Blue and Green" and listed(["Red", "Blue"]) == "Red and Blue"


def test_the_table_s_own_notes_read_on_in_lower_case_after_a_move():
    """The allowance, the event and upkeep follow a move's line after a semicolon: "round 2, ...; event: ..."."""
    lines = _lines("round.yaml") + _lines("upkeep-funded.yaml") + _lines("war-treaty.yaml") + _lines("game-end.yaml")
    notes = [part for line in lines for part in line.split("; ")[1:]]
    capitals = ("Upkeep is", "Allowance:", "Event:", "The ", "That was", "No private")
    assert not [n for n in notes if n.startswith(capitals)], notes
    assert any(n.startswith("upkeep is") for n in notes) and any(n.startswith("allowance: $") for n in notes), notes


def test_war_and_raid_moves_are_labelled_with_their_cards_and_tokens():
    from types import MappingProxyType

    from core.engine.commands import Command

    rules = make_ruleset("1819")

    def label(name, **args):
        return rules.label(Command("Raffles", name, MappingProxyType(args)))

    assert label("war", target="Temenggong", cards=("gunboat#1",), tokens=2) == (
        "Declare war on Temenggong with Gunboat and 2 stronghold tokens"
    )
    assert label("defend", cards=("keris-band#1", "keris-band#2")) == "Defend with 2 copies of Keris Band"
    assert label("defend", tokens=1) == "Defend without a battle card and 1 stronghold token"
    assert label("intervene", cards=("war-prahu#1",)) == "Intervene with War Prahu"
    assert label("buy", card="pasar#1") is None


def test_war_spoils_say_the_victory_points_for_the_rest_once():
    """The line read "Raffles gains 1 VP for the rest of the spoils; Raffles +1 victory point"."""
    spoils = _lines("war-spoils.yaml")[-1]
    assert spoils.count("victory point") + spoils.count("VP") == 1, spoils
    assert "Raffles gains 1 victory point for the rest of the spoils" in spoils, spoils


def test_a_war_won_says_the_winners_gain_beside_the_losers_payment():
    """The loser's $2 goes to the winner: the line says both, not only ``Temenggong −$2``."""
    fought = next(line for line in _lines("war-spoils.yaml") if "wins the war" in line)
    assert "Raffles wins the war and is owed $8; Temenggong pays $2 of it; Raffles +$2" in fought, fought
    assert "−$2" not in fought, fought


def test_a_side_without_a_battle_card_commits_no_battle_card_not_zero():
    """A war declared with stronghold tokens only: ``committing no battle card and 2 stronghold tokens``."""
    scenario = load_scenario(SCENARIOS / "1819" / "war-spoils.yaml")
    session = scenario.session
    rules, seats = session.ruleset, session.state.seats
    session.submit(rules.parse({"player": "Raffles", "command": "discard", "card": "field-battery#1"}, seats))
    session.submit(rules.parse({"player": "Raffles", "command": "war", "target": "Temenggong", "tokens": 2}, seats))
    declared = describe_commit(session.ruleset, session.line[-1], "public")
    assert declared.startswith("Raffles declares war on Temenggong, committing no battle card and 2 strongh"), declared
    assert "0 battle cards" not in declared, declared
