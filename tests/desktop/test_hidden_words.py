"""The three leaks of issue 14 that reached the table, each pinned: the undo question, a refusal left behind
the curtain, and a taken-back hidden choice in a log built afresh."""

from __future__ import annotations

from paths import SCENARIOS

from core.engine.commands import Command
from core.engine.errors import Refusal
from core.engine.events import CardMoved
from core.games import new_session
from core.saves.replay import ReplayCursor, taken_back


def _eu_after_greens_draw():
    """EU for Red, Blue and Green (seed 1) played on to Green's last draw of phase 1 (round 2's: the set-up draw
    stands for round 1's), everyone passing as soon as they may."""
    s = new_session("eu", ("Red", "Blue", "Green"), 1, {})
    pref = ["draw", "pass", "end-turn", "event"]
    for _ in range(400):
        seat = s.must_act()
        legal = s.ruleset.legal(s.state, seat)
        command = min(
            legal, key=lambda c: (pref.index(c.name) if c.name in pref else len(pref), c.get("deck") != "adm")
        )
        s.submit(command)
        if s.state.phase == "draw" and seat == "Green" and command.name == "draw" and s.must_act() != "Green":
            return s
    raise AssertionError("Green never made the last draw of a phase 1")


def test_the_undo_question_says_what_was_seen_and_what_agreeing_means_without_naming_the_card(make_window):
    s = _eu_after_greens_draw()
    card = next(e.card for e in s.line[-1].events if isinstance(e, CardMoved) and e.src == "deck:adm")
    window = make_window(session=s)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    assert window.table.curtain_up
    window.undo()
    (text,) = asked
    assert "Green saw a card from the Administrative deck" in text
    assert "everyone will know that this card is back on top of the Administrative deck" in text
    assert card not in text and s.ruleset.card_name(card) not in text


def test_a_game_that_forbids_the_undo_says_why_without_naming_the_card(make_window):
    s = new_session("sandbox", ("Red", "Blue"), 7, {"undo_barriers": "forbid"})
    s.submit(Command("Red", "draw", {}))
    card = s.line[-1].events[-1].card
    try:
        s.undo("Red")
    except Refusal as err:
        assert "Red saw a card from the Action deck" in str(err)
        assert card not in str(err) and s.ruleset.card_name(card) not in str(err)
    else:
        raise AssertionError("the undo was not refused")


def test_the_curtain_takes_the_refusal_away(make_window):
    window = make_window(seed=7)
    t = window.table
    t.lift_curtain()
    card = t.state.zone("hand:Red")[0]
    assert not t.submit(Command("Red", "use", {"card": card, "action": 0}))
    assert window.statusBar().currentMessage()
    t.intend("end-turn")
    assert t.curtain_up
    assert window.statusBar().currentMessage() == ""
    assert not window.bubble.isVisible()


def _1819_keep_taken_back():
    """1819 (seed 3): Temenggong's set-up keep is taken back and made again with other cards (Temenggong plays
    alone in a three-player game, so keeps 2 objectives and 2 battle cards: 4 cards)."""
    s = new_session("1819", ("Raffles", "Temenggong", "Farquhar"), 3, {})
    legal = s.ruleset.legal(s.state, "Temenggong")
    s.submit(legal[0])
    s.undo("Temenggong", consent=True)
    s.submit(legal[-1])
    return s


def test_a_log_built_afresh_says_a_taken_back_hidden_choice_as_the_replay_does(make_window):
    s = _1819_keep_taken_back()
    window = make_window(session=s)
    t = window.table
    cursor = ReplayCursor(s)
    (tried,) = taken_back(s)[0]
    for seat in ("Raffles", "Farquhar"):
        t.viewer, t.curtain_up = seat, False
        t.refresh()
        cursor.set_perspective(seat)
        lines = [t.log.data(t.log.index(row, 0)) for row in range(t.log.rowCount())]
        assert lines[1].startswith(cursor.taken_back(0)), seat
        assert lines[1].startswith("Temenggong chooses to keep 2 private objectives and 2 battle cards"), seat
        assert "Temenggong chooses to keep 2 private objectives and 2 battle cards" in lines[2], seat
    assert tried.seq == 2
    if window.choice_dialog is not None:  # Farquhar at the screen was asked his own keep: leave no dialog open
        window.choice_dialog.reject()


def test_the_undo_question_says_a_secret_objective_was_shown_without_naming_it(scenario_window):
    w = scenario_window(SCENARIOS / "ti4" / "objective-score.yaml", slice(0, 11))
    assert w.table.session.line[-1].command.get("objective") == "Control the Region"
    asked = []
    w.confirm = lambda title, text: asked.append(text) or False
    w.undo()
    (text,) = asked
    assert "Red, Green saw the secret objective Blue showed" in text
    assert "the move is taken back, but Red, Green still know what they saw" in text
    assert "what the move showed" not in text


def test_the_undo_question_says_how_many_cards_a_hand_showed_without_naming_them(scenario_window):
    w = scenario_window(SCENARIOS / "ti4" / "hidden-hands.yaml", slice(0, 4))
    asked = []
    w.confirm = lambda title, text: asked.append(text) or False
    w.undo()
    (text,) = asked
    assert "Blue, Green saw the card shown from Red's hand" in text
    assert "what the move showed" not in text
    assert "Lucky Shot" not in text.split("consent")[1] and "lucky-shot" not in text
