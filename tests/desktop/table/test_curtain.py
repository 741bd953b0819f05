"""Pass-and-play: the curtain names the next player, and no model holds another seat's hidden card."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import Qt


def test_the_curtain_hides_the_next_seats_hand_until_lifted(window, tmp_path, assert_hidden):
    t = window.table
    t.intend("end-turn")
    assert t.curtain_up and window.board.curtain.isVisible()
    assert "Blue" in window.board.curtain.title.text()
    before = window.grab()
    assert before.save(str(tmp_path / "curtain.png"))
    assert_hidden(t, None)
    t.lift_curtain()
    after = window.grab()
    assert after.save(str(tmp_path / "lifted.png"))
    assert not window.board.curtain.isVisible()
    assert_hidden(t, "Blue")
    blue = t.hands["Blue"]
    assert [blue.card(r) for r in range(blue.rowCount())] == list(t.state.zone("hand:Blue"))
    red = t.hands["Red"]
    assert all(red.card(r) is None for r in range(red.rowCount()))
    assert window.board.bottom.seat == "Blue"


def test_the_log_never_names_a_card_another_seat_drew(window, all_data):
    t = window.table
    t.intend("draw")
    drawn = t.session.line[-1].events[-1].card
    name = t.ruleset.card_name(drawn)
    assert name in t.log.data(t.log.index(t.log.rowCount() - 1, 0))
    t.intend("end-turn")
    assert name not in all_data(t) or name in {t.ruleset.card_name(c) for c in t.state.zone("hand:Blue")}
    t.lift_curtain()
    line = t.log.data(t.log.index(1, 0))
    assert line == "Red draws a card"


def test_no_curtain_for_open_hand_games(make_window):
    w = make_window(seed=7, options={"curtain": False})
    t = w.table
    assert not t.curtain_up and t.acting_seat() == "Red"
    t.intend("end-turn")
    assert not t.curtain_up and t.acting_seat() == "Blue"
    assert not w.board.curtain.isVisible()


def test_the_first_curtain_takes_the_keyboard_so_enter_lifts_it(make_window, qtbot):
    window = make_window(game="eu", players=("Red", "Blue", "Green"), seed=7)
    assert window.focusWidget() is window.board.curtain.button
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    assert not window.table.curtain_up


def test_after_game_over_the_curtain_says_who_won_not_whose_move_it_is(scenario_window):
    w = scenario_window(SCENARIOS / "eu" / "end-of-game.yaml")
    curtain = w.board.curtain
    assert w.table.view().winner == "Blue" and w.table.curtain_up and curtain.isVisible()
    assert curtain.title.text() == "Game over — Blue wins"
    assert "move" not in curtain.reason.text()


def test_the_curtain_says_a_seat_is_asked_to_intervene_not_that_it_is_its_move(scenario_window):
    w = scenario_window(SCENARIOS / "1819" / "intervention-priority.yaml", steps=slice(0, 1))
    curtain = w.board.curtain
    assert w.table.curtain_up and w.table.bottom == "Temenggong"
    assert curtain.reason.text() == "Temenggong may intervene in Raffles's raid."


def test_the_curtain_says_a_seat_may_follow_a_strategic_action(scenario_window):
    w = scenario_window(SCENARIOS / "ti4" / "strategy-diplomacy.yaml", steps=slice(0, 3))
    curtain = w.board.curtain
    assert w.table.curtain_up and w.table.bottom == "Blue"
    assert curtain.reason.text() == "Blue may follow Red's Diplomacy."


def test_the_curtain_names_a_pending_choice_as_the_table_may_read_it(make_window):
    w = make_window(game="1819", players=("Red", "Blue", "Green"), seed=7)
    reason = w.board.curtain.reason.text()
    assert w.table.view().pending is not None and reason.startswith("Red ") and "choice" not in reason
    assert not any(w.table.ruleset.card_name(c) in reason for c in w.table.state.zone("hand:Red"))


def test_the_curtain_says_a_defender_defends_in_a_war_without_naming_the_cards_committed(scenario_window):
    w = scenario_window(SCENARIOS / "1819" / "war-spoils.yaml", steps=slice(0, 1))
    reason = w.board.curtain.reason.text()
    assert w.table.curtain_up and w.table.bottom == "Temenggong"
    assert reason == "Temenggong defends against the war Raffles declared."
    hidden = w.table.session.state.mark("secret:commit")["Raffles"]
    assert hidden and not any(w.table.ruleset.card_name(c) in reason for c in hidden)


def test_the_curtain_says_a_defender_answers_a_battle_in_its_step(scenario_window):
    w = scenario_window(SCENARIOS / "eu" / "battle-flow.yaml", steps=slice(0, 7))
    assert w.table.curtain_up and w.table.bottom == "Blue"
    reason = w.board.curtain.reason.text()
    assert reason == "Blue defends against Red's attack on land: plays a battle action or passes."


SHARED_WIN = """
title: Nobody scores, so all three share the win (game.end)
game: "1819"
seed: 1
players: [Raffles, Temenggong, Farquhar]
setup: {kept: true, phase: actions, active: Farquhar, first: Raffles, events_out: true,
        stronghold: {british: 0, malay: 0}}
steps:
  - do: {player: Farquhar, command: end-turn}
    expect: {phase: over}
"""


def test_a_shared_win_is_not_called_nobody_winning(scenario_window):
    from desktop.table.felt import banner_text

    w = scenario_window(SHARED_WIN)
    assert w.table.view().winner is None
    assert w.board.curtain.title.text() == "Game over — no single winner"
    assert "no single winner" in banner_text(w.table) and "nobody" not in banner_text(w.table)
