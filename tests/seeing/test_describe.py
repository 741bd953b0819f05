"""Log lines: one clear sentence per commit, a note that restates the move folded into it."""

from __future__ import annotations

from pathlib import Path

from paths import SCENARIOS

from core.engine import events as E
from core.games import new_session
from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.consequences import Words, consequence
from core.seeing.describe import describe_commit, describe_record


def _lines(path: Path) -> list[str]:
    scenario = load_scenario(path)
    assert run_scenario(scenario).ok
    session = scenario.session
    return [describe_commit(session.ruleset, c, "public") for c in session.line]


def test_a_basic_action_is_said_once():
    lines = _lines(SCENARIOS / "eu" / "basic-action.yaml")
    explore = next(line for line in lines if "Influence" in line)
    assert explore.count("takes the basic action Influence") == 1, explore
    assert explore.endswith("— the table resolves it")


def test_upkeep_with_nothing_kept_says_no_empty_list():
    lines = _lines(SCENARIOS / "eu" / "first-player.yaml")
    upkeep = [line for line in lines if "pays upkeep" in line]
    assert upkeep and all(line.startswith(line.split()[0] + " pays upkeep — ") for line in upkeep), upkeep
    assert not any("none" in line for line in upkeep), upkeep


def test_passing_reads_as_one_sentence():
    lines = _lines(SCENARIOS / "eu" / "pass-needs-event.yaml")
    passing = [line for line in lines if " passes" in line]
    assert passing
    for line in passing:
        assert line.count("passes") == 1, line


def test_charging_names_the_card_and_the_tokens_without_a_price():
    lines = _lines(SCENARIOS / "sandbox" / "display-charge-step.yaml")
    assert "Red charges Workshop with 2 tokens" in lines
    assert any(line.endswith("— Red must charge Workshop with 2 tokens from the supply") for line in lines)


def test_a_draw_names_its_deck_after_the_card_and_hides_the_card_from_others():
    scenario = load_scenario(SCENARIOS / "eu" / "draw-keep-cost.yaml")
    assert run_scenario(scenario).ok
    session = scenario.session
    draw = next(c for c in session.line if c.command.name == "draw")
    mine = describe_commit(session.ruleset, draw, draw.seat)
    theirs = describe_commit(session.ruleset, draw, "public")
    deck = session.ruleset.definition.decks[draw.command.get("deck")]
    assert mine.startswith(f"{draw.seat} draws ") and f" from the {deck}" in mine and " deck adm" not in mine
    assert theirs.startswith(f"{draw.seat} draws a card from the {deck}")


def test_a_strategy_card_is_named_and_a_takeover_reads_as_one_sentence():
    picks = [line for line in _lines(SCENARIOS / "ti4" / "round.yaml") if " picks " in line]
    assert picks and all("strategy " not in line for line in picks), picks
    assert any(" picks Leadership" in line or " picks Diplomacy" in line for line in picks), picks
    takeovers = [line for line in _lines(SCENARIOS / "inwo" / "round.yaml") if "takes over" in line]
    assert takeovers and all(line.count("takes over") == 1 for line in takeovers), takeovers


def test_a_plot_played_into_an_attack_says_whose_side_it_backs_once():
    lines = _lines(SCENARIOS / "inwo" / "cancel-and-boost.yaml")
    plays = [line for line in lines if " plays " in line]
    assert any(line.startswith("Blue plays Dirty Money to defend") for line in plays), plays
    assert any(
        line.startswith("Red plays Smear Campaign powered by Night Couriers to back the attack") for line in plays
    ), plays
    for line in plays:
        head = " ".join(line.split()[:4])
        assert line.count(head) == 1, line
        assert " side " not in line, line


def test_a_reshuffle_names_the_deck_in_players_words():
    lines = _lines(SCENARIOS / "ti4" / "defect-reshuffle-at-once.yaml")
    said = [line for line in lines if "reshuffled" in line]
    assert said and all("the Action deck is reshuffled" in line for line in said), said
    assert not any("the action deck" in line for line in lines), lines


def test_loot_taken_from_the_mover_is_not_said_as_its_payment():
    from core.engine import events as E
    from core.engine.commands import Command
    from core.engine.journal import Commit
    from core.rulesets import make_ruleset

    ruleset = make_ruleset("sandbox")
    raided = Commit(
        7,
        "Blue",
        Command("Blue", "pass"),
        (E.ResourceChanged("Blue", "gold", -2), E.ResourceChanged("Red", "gold", 2)),
    )
    line = describe_commit(ruleset, raided, "public")
    assert " for " not in line, line
    assert "Blue −2 gold" in line and "Red +2 gold" in line, line
    paying = Commit(8, "Blue", Command("Blue", "pass"), (E.ResourceChanged("Blue", "gold", -2),))
    assert describe_commit(ruleset, paying, "public").startswith("Blue passes for 2 gold")


def test_a_field_the_verb_already_names_is_said_by_its_value():
    lines = _lines(SCENARIOS / "ti4" / "end-ten.yaml")
    scored = [line for line in lines if " scores objective " in line]
    assert scored and not any("objective objective" in line for line in scored), scored


def test_a_loss_when_declining_is_said_as_a_loss():
    from core.engine import events as E
    from core.engine.commands import Command
    from core.engine.journal import Commit
    from core.rulesets import make_ruleset

    declined = Commit(9, "Red", Command("Red", "decline"), (E.ResourceChanged("Red", "gold", -1),))
    line = describe_commit(make_ruleset("sandbox"), declined, "public")
    assert " for " not in line and "Red −1 gold" in line, line


def test_a_seats_changes_of_one_resource_are_added_up_and_said_as_players_say_them():
    linked = next(line for line in _lines(SCENARIOS / "1819" / "use-once.yaml") if "uses Pepper Garden" in line)
    assert linked.endswith("— Raffles +$3"), linked  # not "+$1, +$2" (two linked cards' gains, one use)
    pasar = next(line for line in _lines(SCENARIOS / "1819" / "population.yaml") if "uses Pasar" in line)
    assert "Raffles +$1, +1 immigrant cube;" in pasar, pasar  # not "+1 $" nor "1 immigrant cubes"


def test_an_amount_a_move_spends_only_as_it_resolves_is_said_in_the_move():
    lines = _lines(SCENARIOS / "ti4" / "agenda-cards-votes.yaml")
    assert "Red plays Bribery for 4 trade goods — Blue, Green may answer" in lines
    assert sum("4 trade goods" in line for line in lines) == 2  # the play, and the trade goods spent on resolving


def test_a_change_by_nothing_is_not_said():
    lines = _lines(SCENARIOS / "eu" / "battle-flow.yaml")
    adjusted = next(line for line in lines if "casualties" in line)
    assert "−0" not in adjusted and "+0" not in adjusted, adjusted


def test_the_set_up_line_says_who_rolled_what_and_who_goes_first_naming_no_card():
    session = new_session("inwo", ["Red", "Blue", "Green"], seed=5)
    setup = session.records[0]
    lines = {viewer: describe_record(session.ruleset, setup, viewer, {}).text for viewer in ("public", "Red", "Blue")}
    assert len(set(lines.values())) == 1, lines  # all of it is public: every seat reads the same line
    line = lines["public"]
    first = session.state.marks["first"]
    assert line.startswith("The table is laid; roll for the first turn: Red ") and "; Blue " in line, line
    assert line.endswith(f"{first} rolled highest and takes the first turn"), line
    names = {session.ruleset.card_name(card) for zone in session.state.zones.values() for card in zone}
    assert not [name for name in names if name in line], line


def test_a_window_closed_with_words_of_its_own_says_them_and_else_its_trigger_resolves():
    say = Words(lambda card: card.split("#")[0].capitalize(), str)
    assert consequence(E.WindowClosed("raid#1", False), say) == "Raid resolves"
    assert consequence(E.WindowClosed("raid#1", True, "never said"), say) is None
    assert consequence(E.WindowClosed("student-union#2", False, "Red's attack fails"), say) == "Red's attack fails"
