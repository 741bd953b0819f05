"""INWO's log reads as players say things: each move once, no internal word (``resource``, ``buys plot``), the
dice said once, and a need no roll can meet said as such; a bought Plot card is named only to its buyer."""

from __future__ import annotations

from game_checks import scenario_lines
from paths import SCENARIOS

from core.engine.commands import Command
from core.games import new_session
from core.rulesets import make_ruleset
from core.rulesets.inwo.notes import public_marks
from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.describe import describe_commit
from core.seeing.views import view


def _only(lines: list[str], words: str) -> str:
    found = [line for line in lines if words in line]
    assert len(found) == 1, (words, lines)
    return found[0]


def test_buying_a_plot_is_said_once_and_names_the_card_to_the_buyer_alone():
    mine = scenario_lines("inwo", "buy-plot.yaml", "Red")
    theirs = scenario_lines("inwo", "buy-plot.yaml", "Blue")
    assert "Red buys a Plot card with The Lodge of the Eye, drawing Insider Tip" in mine, mine
    assert "Red buys a Plot card with Oil Barons and Night Couriers, drawing Dirty Money" in mine, mine
    assert "Red buys a Plot card with The Lodge of the Eye" in theirs, theirs
    assert "Red buys a Plot card with Oil Barons and Night Couriers" in theirs, theirs
    for line in mine + theirs:
        assert line.count("buys") <= 1 and "buys plot" not in line, line
    assert not any("Insider Tip" in line or "Dirty Money" in line for line in theirs), theirs


def test_bringing_a_resource_into_play_says_no_internal_word_and_says_it_once():
    lines = scenario_lines("inwo", "resource-takeover.yaml")
    line = _only(lines, "Secret Archive into play")
    assert line == "Red brings Secret Archive into play with its Illuminati's action token", line
    assert not any("takes resource" in line for line in lines), lines


def test_defending_is_said_once():
    lines = scenario_lines("inwo", "aid-spends-token.yaml")
    line = _only(lines, "defends with")
    assert line == "Blue defends with Federal Tax Auditors (defending itself: its Power counts twice)", line
    assert not any("powered by" in line and "aids" in line for line in lines), lines


def test_a_privileged_attack_is_said_once_as_a_sentence():
    lines = scenario_lines("inwo", "bavaria-privileged.yaml", "Red")
    line = _only(lines, "privileged")
    assert line.startswith("Red makes a privileged attack to control Democrats with C.I.A. — "), line
    assert " mode " not in line and line.count("Democrats") == 1, line


def test_the_dice_are_said_once_and_an_impossible_need_reads_as_one():
    lines = scenario_lines("inwo", "bavaria-privileged.yaml")
    roll = _only(lines, "Red rolls")
    assert roll.count("rolls") == 1 and roll.count("7") == 1, roll
    assert "Red rolls 2, 5 (attack to control Democrats); total 7, and no roll could succeed (" in roll, roll
    assert "needed -10" not in roll and "-10 or less" not in roll, roll


def test_a_roll_against_a_need_it_can_meet_says_the_need_and_eleven_always_fails():
    met = _only(scenario_lines("inwo", "attack-results.yaml"), "Student Union);")
    assert "Red rolls 2, 3 (attack to destroy Student Union); total 5, needing 8 or less (" in met, met
    eleven = _only(scenario_lines("inwo", "roll-eleven-fails.yaml"), "Red rolls")
    assert "total 11, and 11 and 12 always fail (" in eleven and eleven.count("rolls") == 1, eleven
    certain = _only(scenario_lines("inwo", "round.yaml"), "Blue rolls")
    assert "total 5, and only 11 or 12 would fail (" in certain, certain


def test_spending_a_token_and_calling_off_are_said_once():
    lines = scenario_lines("inwo", "call-off.yaml")
    called = [line for line in lines if "calls off" in line]
    assert called and all(line.startswith("Red calls off the attack — the tokens") for line in called), called
    spent = [line for line in scenario_lines("inwo", "group-acts-twice.yaml") if "action token off" in line]
    assert spent and all(line.count("token off") == 1 for line in spent), spent


def test_the_table_notes_say_an_attack_no_roll_can_win_cannot_succeed():
    scenario = load_scenario(SCENARIOS / "inwo" / "bavaria-privileged.yaml")
    scenario.steps = scenario.steps[:1]  # the privileged attack on Democrats waits for answers: a need of -10
    assert run_scenario(scenario).ok
    rules = scenario.session.ruleset
    said = [text for _, label, text in public_marks(rules, view(scenario.session.state, "public", rules))]
    assert "C.I.A. attacks to control Democrats: cannot succeed" in said, said


def test_a_plot_powered_by_the_card_it_acts_on_names_that_card_once():
    rules = make_ruleset("inwo")
    args = {"card": "bank-merger#1", "group": "gnomes-of-zurich#1", "target": "gnomes-of-zurich#1"}
    said = rules.move_words(Command("Red", "play", args), rules.card_name)
    assert said == "plays Bank Merger on Gnomes of Zurich, powered by its own token", said
    hidden = rules.move_words(Command("Red", "play", args), lambda card: "a hidden card")
    assert hidden is not None and "Gnomes" not in hidden and "Bank Merger" not in hidden, hidden


def test_moving_on_says_the_step_moved_to_in_players_words():
    session = new_session("inwo", ("Red", "Blue", "Green"), 3)
    lines = []
    for _ in range(6):
        seat = session.ruleset.must_act(session.state)
        command = next(c for c in session.ruleset.legal(session.state, seat) if c.name in ("advance", "knock"))
        lines.append(describe_commit(session.ruleset, session.submit(command), "Green"))
    assert lines[:3] == [
        "Red moves on to step 2, draw a Group",
        "Red moves on to step 3, the automatic takeover",
        "Red moves on to step 5, attacks and other actions — Red's groups get their action tokens back",
    ], lines
    assert "round 1, step 1, draw a Plot; Blue's turn" in lines[4], lines
    assert not any("turn, " in line for line in lines), lines


def test_a_takeover_says_the_group_it_goes_under_also_when_the_table_chose_it():
    """The note "takes over Oil Barons automatically" replaced the line's "onto ..." and said nowhere where the
    group went; a Resource lies beside the structure and goes under nothing."""
    lines = scenario_lines("inwo", "round.yaml")
    assert any(line.startswith("Red takes over Oil Barons automatically under The Lodge of the Eye") for line in lines)
    assert any(line.startswith("Blue takes over Secret Archive automatically — ") for line in lines), lines
    placed = scenario_lines("inwo", "structure-arrows.yaml")
    assert any(line.startswith("Red takes over Republicans automatically under Mossad") for line in placed), placed


def test_an_attack_closes_with_its_verdict_not_with_its_target_resolving():
    """The close of an attack's window said "Student Union resolves": it says whose attack, with which group, to
    control or destroy whose group, and whether it succeeded, after the roll and its need."""
    lines = scenario_lines("inwo", "attack-results.yaml")
    destroyed = _only(lines, "destroy Student Union);")
    assert destroyed.endswith(
        "= 8); Red's attack with Metro Police to destroy Blue's Student Union succeeds: it is destroyed"
    ), destroyed
    from_hand = _only(lines, "control Goodwill Foundation);")
    assert from_hand.endswith(
        "; Red's attack with Oil Barons to control Goodwill Foundation from Red's hand fails:"
        " it goes to the discard pile"
    ), from_hand
    failed = _only(scenario_lines("inwo", "aid-spends-token.yaml"), "Red rolls")
    assert failed.endswith("; Red's attack with Oil Barons to control Blue's Federal Tax Auditors fails"), failed
    for line in lines + [failed]:
        assert " resolves" not in line and line.count("succeeds") + line.count("fails") <= 1, line


def test_a_won_control_attack_says_its_verdict_before_the_puppets_that_come_along():
    line = _only(scenario_lines("inwo", "puppets-follow.yaml"), "Red rolls")
    verdict = "Red's attack with The Mafia to control Blue's Vatican City succeeds: it comes under The Mafia"
    assert f"{verdict}; Vatican City's puppets come along: " in line, line


def test_a_privileged_attack_names_its_group_to_the_whole_table():
    """The attacking group lies in a Power Structure: the public line said "with a hidden card" and then the
    attack again as a note."""
    line = _only(scenario_lines("inwo", "bavaria-privileged.yaml", "public"), "privileged")
    assert line == "Red makes a privileged attack to control Democrats with C.I.A. — Blue, Red may answer", line


def test_giving_a_card_is_said_once_and_names_it_only_to_the_two_who_see_it():
    """It read "Red gives Green a card — Terrorist Nuke goes from Red's hand to Green's", and to the others
    "Red gives Green a card — a card goes from Red's hand to Green's"."""
    session = new_session("inwo", ("Red", "Blue", "Green"), 3)
    seat = session.ruleset.must_act(session.state)
    card = session.state.zone(f"hand:{seat}")[0]
    to = next(s for s in session.state.seats if s != seat)
    commit = session.submit(Command(seat, "give", {"card": card, "to": to}))
    name = session.ruleset.card_name(card)
    for viewer in (seat, to):
        assert describe_commit(session.ruleset, commit, viewer) == f"{seat} gives {name} to {to}"
    for viewer in (s for s in ("public", *session.state.seats) if s not in (seat, to)):
        assert describe_commit(session.ruleset, commit, viewer) == f"{seat} gives a card to {to}"


def test_the_networks_two_plots_are_counted_not_said_twice():
    """The Network draws two Plots in step 1: the others read "draws 2 cards", not "draws a card, a card"."""
    session = new_session("inwo", ("Red", "Blue"), 3, {"illuminati_1": "the-network"})
    commit = session.submit(Command("Red", "draw", {"deck": "plot"}))
    line = describe_commit(session.ruleset, commit, "Blue")
    assert line.startswith("Red draws 2 cards from Plot cards"), line
    mine = describe_commit(session.ruleset, commit, "Red").split(" from Plot cards")[0]
    assert "card" not in mine and mine.count(", ") == 1, mine


def test_answering_the_goal_limit_says_a_discard_not_a_choice():
    """It read "Red chooses Law and Order": the card is discarded, as the rule asks."""
    lines = scenario_lines("inwo", "second-goal.yaml")
    assert "Red discards Law and Order to keep within the Goal limit" in lines, lines
    assert not any("chooses" in line for line in lines), lines
