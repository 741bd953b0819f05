"""What the TI4 table says in words: each move's log line says its numbers once, as players say them."""

from __future__ import annotations

import re
from types import MappingProxyType

import pytest
from game_checks import scenario_lines
from paths import SCENARIOS

from core.engine.commands import Command, parse_command
from core.engine.errors import CommandError, Refusal
from core.engine.journal import Commit
from core.rulesets import make_ruleset
from core.rulesets.ti4 import strategy as ti4_strategy
from core.rulesets.ti4 import timing
from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.commandwords import command_words
from core.seeing.describe import command_label, describe_commit
from core.seeing.views import view


def _lines(name: str, viewer: str | None = "public") -> list[str]:
    return scenario_lines("ti4", name, viewer)


def test_a_vote_is_said_once_in_players_words():
    lines = _lines("agenda-vote.yaml")
    votes = [line for line in lines if line.split(" — ")[0].split()[1:2] == ["votes"]]
    assert votes[:3] == [
        "Blue votes for, with 4 votes — round 1, agenda phase, voting; Green's turn",
        "Green votes against, with 3 votes — Red's turn",
        "Red votes against, with 1 vote — round 1, agenda phase, the outcome; Red's turn; every vote is in (against "
        "4, for 4): the speaker counts them",
    ]
    assert "Blue votes for Green, with 2 votes — round 1, agenda phase, voting; Green's turn" in votes
    assert any(line.startswith("Red votes to abstain — ") for line in votes)
    assert not any("outcome" in line.split(" — ")[0] for line in votes), votes


def test_the_round_s_steps_are_said_as_players_name_them():
    """``round 1, action phase``, not the ids ``round 1: action, turn``."""
    lines = _lines("round.yaml")
    assert any("round 1, action phase; " in line for line in lines), lines
    assert not any(": action, turn" in line or ": strategy, pick" in line for line in lines), lines


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
    assert "Red plays Focused Research, researching Neural Motivator" in moves
    field_named = [move for move in moves if re.search(r" (?:unit|outcome|tech) (?!of )", move)]
    assert not field_named, field_named  # "decides the outcome of" is the speaker's words, not a field's name


def test_pools_are_named_once_each_with_their_count():
    lines = _lines("rider-calls.yaml")
    said = "Leadership Rider calling for, its command tokens into the tactic (2) and fleet (1) pools"
    assert any(said in line for line in lines), lines
    assert any("3 command tokens into the tactic (2) and fleet (1) pools" in line for line in lines), lines
    assert not any("tactic tactic" in line for line in lines), lines


# What a play may name, as a table would name it: every field a TI4 card's play names gets one of these.
NAMED = {"unit": "dreadnought A", "planet": "Mecatol Rex", "system": "Mecatol Rex", "outcome": "for", "tg": 3}
NAMED |= {"pools": "tactic tactic fleet", "worth": 2, "tech": "Gravity Drive", "law": "Minister of Commerce"}
HEADS = ("at", "on", "in", "into", "for", "to", "with", "against", "calling", "researching", "naming", "worth")


def _card_plays() -> list[tuple[str, Command]]:
    """A play of every TI4 card that names something (a rival, a law, a unit, a rider's call ...), each field filled."""
    rules = make_ruleset("ti4")
    plays = []
    for card in sorted(rules.library.defs):
        d = rules.library.defs[card]
        names = {k: NAMED[k] for k in timing.card_timing(rules, d).names}
        names |= {"target": "Blue"} if d.target in ("rival", "any") else {}
        names |= {"law": NAMED["law"]} if rules.card_rules.get(card, {}).get("needs") == "law" else {}
        names |= {"against": "direct-hit#1"} if timing.card_timing(rules, d).window == "sabotage" else {}
        if names:
            plays.append((d.name, Command("Red", "play", {"card": f"{card}#1", **names})))
    return plays


@pytest.mark.parametrize(("name", "command"), _card_plays(), ids=lambda v: v if isinstance(v, str) else "play")
def test_every_card_play_reads_as_a_sentence(name, command):
    rules = make_ruleset("ti4")
    line = describe_commit(rules, Commit(1, "Red", command, ()), "Red")
    for said in (line, command_label(rules, command)):
        rest = said.split(name, 1)[1]  # the card's own name may hold any word ("In the Silence of Space")
        words = rest.replace(",", " ,").split()
        pairs = list(zip(words, words[1:], strict=False))
        assert not [p for p in pairs if p[0] in HEADS and p[1] in HEADS and p[0] != "calling"], said  # "for into"
        assert not [p for p in pairs if p[0] == p[1]], said  # "Repeal Law law Minister of Commerce"
        assert all(rest.split().count(head) <= 1 for head in HEADS), said  # "at Blue at Mecatol Rex"
        assert not re.search(r"(?<![(\w])\d+(?![\w)]| \w)", rest), said  # a number says what it counts
        assert not re.search(r"calling \w+ (?!,)", rest + " ,"), said  # what follows a call is set off by a comma
        field_said = [k for k in command.args if k not in (*HEADS, "pools") and re.search(rf"\b{k}\b", rest)]
        assert not field_said, said  # a field is said in players' words, not by its name
        assert "pools" not in command.args or "command tokens into the" in rest, said  # what goes into the pools


def test_a_token_field_takes_only_its_pools():
    """An amounts field's choices are the keys it may name: Leadership's tokens cannot go into victory points."""
    rules = make_ruleset("ti4")
    raw = {"player": "Red", "command": "use-strategy", "strategy": "leadership", "tokens": {"vp": 3}}
    with pytest.raises(CommandError, match="takes amounts of tactic, fleet, strategy"):
        parse_command(raw, rules.commands, ("Red", "Blue", "Green"))
    fine = dict(raw, tokens={"tactic": 2, "fleet": 1})
    assert parse_command(fine, rules.commands, ("Red", "Blue", "Green")).get("tokens") == {"tactic": 2, "fleet": 1}


def test_a_wrong_spread_of_tokens_is_refused_in_words():
    """The refusal says the tokens as players count them, not a Python mapping."""
    rules = make_ruleset("ti4")
    with pytest.raises(Refusal, match=r"not 3 tactic, 1 fleet \(rule"):
        ti4_strategy._place_tokens(rules, None, "Red", {"tactic": 3, "fleet": 1}, 3, "strategy.leadership")


def test_no_button_is_a_bare_verb_another_button_goes_on_from():
    """``Score`` beside ``Score an objective`` (or ``Declare`` beside ``Declare combat``) leaves a new player
    guessing which is which: each button says what it does."""
    said = [command_words(spec) for spec in make_ruleset("ti4").commands.values()]
    for words in said:
        longer = [other for other in said if other != words and other.startswith(words + " ")]
        assert not longer, (words, longer)


def test_one_command_token_is_said_in_the_singular():
    """``Blue follows Leadership and gains 1 command token``, not ``1 command tokens``."""
    said = [line for line in _lines("strategy-leadership.yaml") if "Leadership and gains" in line]
    assert said and not any("gains 1 command tokens" in line for line in said), said
    assert any("gains 1 command token" in line for line in said), said


def test_declining_to_follow_says_what_is_declined_once():
    """``Green declines to follow Red's Diplomacy``, not ``Green declines — Green does not follow``."""
    said = [line for line in _lines("strategy-diplomacy.yaml") if " declines" in line]
    assert said == ["Green declines to follow Red's Diplomacy"], said


def test_cards_drawn_together_are_said_once():
    """Politics draws two action cards: ``Red draws 2 cards`` to the others, the two names to Red, not ``Red draws
    a card; Red draws a card``."""
    public = next(line for line in _lines("politics.yaml") if "uses Politics" in line)
    assert "Red draws 2 cards" in public and "draws a card" not in public, public
    own = next(line for line in _lines("politics.yaml", "Red") if "uses Politics" in line)
    assert own.count(" draws ") == 1 and "draws a card" not in own, own


def test_politics_user_chooses_how_the_agendas_go_back():
    """After Politics its user is offered every way to put the two agendas back (the bar used to do the one
    way it knew at once), and the line says it once: how many on top, how many under."""
    scenario = load_scenario(SCENARIOS / "ti4" / "strategy-politics-agendas.yaml")
    scenario.steps = scenario.steps[:4]
    assert run_scenario(scenario).ok
    session = scenario.session
    ways = [c.get("bottom") for c in session.ruleset.legal(session.state, "Red") if c.name == "arrange-agendas"]
    assert ways == ["none", "first", "second", "both"], ways
    session.submit(Command("Red", "arrange-agendas", MappingProxyType({"bottom": "first"})))
    line = describe_commit(session.ruleset, session.line[-1], "public")
    assert line == "Red arranges agendas to put 1 back on top and 1 under the deck", line


@pytest.mark.parametrize(
    ("name", "steps", "seat", "command"),
    [
        ("strategy-leadership.yaml", 0, "Red", "use-strategy"),  # where its 3 tokens go
        ("strategy-leadership.yaml", 3, "Blue", "follow"),  # where the bought token goes
        ("strategy-warfare.yaml", 0, "Red", "use-strategy"),  # which pool the token back goes to
    ],
)
def test_where_command_tokens_go_is_the_player_s_choice(name, steps, seat, command):
    """The candidates, which the bar reads, hold every placing of the new tokens: with one form only the bar put
    them in the pools at once (Blue 'followed' Leadership into its strategy pool without being asked)."""
    scenario = load_scenario(SCENARIOS / "ti4" / name)
    scenario.steps = scenario.steps[:steps]
    assert run_scenario(scenario).ok
    session = scenario.session
    forms = [c for c in session.ruleset.legal(session.state, seat) if c.name == command]
    placings = {tuple(sorted((c.get("tokens") or {}).items())) for c in forms}
    assert len(placings) >= 3, forms


def test_technology_can_still_be_used_by_a_player_who_owns_five_technologies():
    """A random game looped for ever: the candidates knew five technologies, so a player who owned them could
    never use Technology, and so never pass."""
    scenario = load_scenario(SCENARIOS / "ti4" / "strategy-technology.yaml")
    scenario.steps = []
    assert run_scenario(scenario).ok
    session = scenario.session
    seat = session.state.active
    five = ("Neural Motivator", "Sarween Tools", "Plasma Scoring", "Gravity Drive", "Antimass Deflectors")
    state = session.state.evolve(marks={**session.state.marks, "techs": {seat: five}})
    forms = [c for c in session.ruleset.legal(state, seat) if c.get("strategy") == "technology"]
    assert forms and all(c.get("tech") not in five for c in forms), forms


def test_no_line_reads_like_code():
    """Rule ids and data ids stay out of the log: ``every player has passed: ...``, ``(law, for or against)``."""
    lines = _lines("round.yaml") + _lines("agenda-vote.yaml") + _lines("agenda-laws.yaml")
    odd = [line for line in lines if re.search(r"\((action|objective)\.[a-z]+\)|for-against|, player\)", line)]
    assert not odd, odd
    assert any("every player has passed: " in line for line in lines), lines


def test_each_way_to_gain_command_tokens_has_its_own_label():
    """The status phase's form listed four ways all called ``Gain tokens``; each now says its pools."""
    rules = make_ruleset("ti4")
    forms = [
        Command("Red", "gain-tokens", MappingProxyType(split)) for split in ({"tactic": 2}, {"tactic": 1, "fleet": 1})
    ]
    labels = [command_label(rules, c) for c in forms]
    assert labels == ["Gain 2 command tokens: 2 tactic", "Gain 2 command tokens: 1 tactic, 1 fleet"], labels


def test_a_strategic_action_names_its_card_as_players_do():
    """Imperial without Mecatol Rex says no sentence of its own: its line read ``Green uses imperial``, an id."""
    used = next(line for line in _lines("round.yaml") if line.startswith("Green uses "))
    assert used.startswith("Green uses Imperial — Green draws a secret objective"), used


def test_the_notes_say_what_an_agenda_s_vote_chooses_as_the_log_does():
    """The notes read ``Mutiny (directive, for against)`` and ``(law, player)`` beside the log's ``for or
    against`` and ``elect a player``."""
    rules = make_ruleset("ti4")
    said = {}
    for name in ("round.yaml", "rider-politics-imperial.yaml"):
        scenario = load_scenario(SCENARIOS / "ti4" / name)
        assert run_scenario(scenario).ok
        for position in range(len(scenario.session.line) + 1):
            for _, label, value in rules.public_marks(view(scenario.session.state_at(position), None, rules)):
                if label.startswith("Agenda "):
                    said[value.split(" (")[0]] = value
    assert said["Mutiny"].startswith("Mutiny (directive, for or against): "), said
    assert said["Committee Formation"].startswith("Committee Formation (law, elect a player): "), said


def test_a_gain_a_note_says_is_not_said_again_before_it():
    """Mutiny's point read ``Red +1 victory point; Red gains 1 victory point (Mutiny)``; a note says one change
    only, so Imperial's objective point and its Mecatol Rex point are still both said."""
    mutiny = next(line for line in _lines("round.yaml") if "outcome of Mutiny" in line)
    assert "for — Red gains 1 victory point (Mutiny)" in mutiny and "Red +1" not in mutiny, mutiny
    imperial = next(line for line in _lines("strategy-imperial.yaml") if "Mecatol Rex" in line)
    assert "Red +1 victory point; Red scores objective" in imperial, imperial


def test_a_player_without_victory_points_loses_none_in_words():
    """Mutiny against costs those who voted for a point; Red has none, so the log says so, not ``loses 1``."""
    scenario = load_scenario(SCENARIOS / "ti4" / "round.yaml")
    green_votes = next(i for i, s in enumerate(scenario.steps) if s.get("do", {}).get("command") == "vote") + 2
    scenario.steps = scenario.steps[:green_votes]
    assert run_scenario(scenario).ok
    session = scenario.session
    rules, seats = session.ruleset, session.state.seats
    session.submit(rules.parse({"player": "Green", "command": "vote", "outcome": "against", "votes": 4}, seats))
    session.submit(rules.parse({"player": "Green", "command": "decide", "outcome": "against"}, seats))
    line = describe_commit(rules, session.line[-1], "public")
    assert "Red has no victory point to lose (Mutiny)" in line and "loses" not in line, line


def test_imperial_and_technology_fields_read_as_players_say_them():
    """Not ``uses Imperial objective Negotiate Trade Routes mecatol yes``, nor ``researching X resources 4``."""
    imperial = next(line for line in _lines("strategy-imperial.yaml") if "Mecatol Rex" in line)
    assert imperial.startswith("Red uses Imperial, scoring Negotiate Trade Routes, holding Mecatol Rex for 5 trade"), (
        imperial
    )
    follow = next(line for line in _lines("strategy-technology.yaml") if line.startswith("Blue follows"))
    assert follow.startswith("Blue follows researching Plasma Scoring (3 resources from planets) for 1 strategy"), (
        follow
    )
