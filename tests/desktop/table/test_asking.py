"""Declining when the rules ask round the table without a reaction window (following a strategic action, a raid's
interventions) is on the action bar; while a window is open it is the reaction prompt's alone."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtWidgets import QApplication


def _shown(w) -> set[str]:
    bar = w.board.bar
    return {name for name, button in bar.buttons.items() if button.isVisibleTo(bar)}


def test_a_player_asked_to_intervene_in_a_raid_can_decline_from_the_bar(scenario_window):
    w = scenario_window(SCENARIOS / "1819" / "intervention-priority.yaml", slice(0, 1))
    w.table.lift_curtain()
    QApplication.processEvents()
    assert w.table.session.must_act() == "Temenggong"
    assert {"intervene", "decline"} <= _shown(w)
    w.board.bar.actions_by_name["decline"].trigger()
    assert w.table.session.must_act() == "Farquhar"


def test_a_player_asked_to_follow_a_strategic_action_can_decline_from_the_bar(scenario_window):
    w = scenario_window(SCENARIOS / "ti4" / "politics.yaml", slice(0, 5))
    w.table.lift_curtain()
    QApplication.processEvents()
    assert w.table.session.must_act() == "Blue"
    assert "decline" in _shown(w) and "follow" not in _shown(w), "Blue has no strategy token to follow with"
    w.board.bar.actions_by_name["decline"].trigger()
    w.table.lift_curtain()
    QApplication.processEvents()
    assert w.table.session.must_act() == "Green"
    assert {"follow", "decline"} <= _shown(w)


def test_decline_stays_in_the_reaction_prompt_while_a_window_is_open(scenario_window):
    w = scenario_window(SCENARIOS / "sandbox" / "reaction-window.yaml", slice(0, 1))
    w.table.lift_curtain()
    QApplication.processEvents()
    assert w.table.state.window is not None
    assert "decline" not in _shown(w)


def test_the_banner_says_what_the_asked_player_is_asked(scenario_window):
    from desktop.table.tableview import banner_text

    w = scenario_window(SCENARIOS / "1819" / "intervention-priority.yaml", slice(0, 1))
    assert "Temenggong</b> may intervene in Raffles's raid" in banner_text(w.table)
    t = scenario_window(SCENARIOS / "ti4" / "politics.yaml", slice(0, 5))
    assert "Blue</b> may follow Red's Politics" in banner_text(t.table)
