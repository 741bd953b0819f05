"""Table > Hand the screen to: a player the game is not waiting for takes the screen behind the curtain and
plays a card in another player's moment (TI4's Public Disgrace just after a rival's pick)."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtWidgets import QApplication


def test_a_player_out_of_turn_takes_the_screen_and_plays_in_a_rival_s_moment(scenario_window):
    window = scenario_window(SCENARIOS / "ti4" / "card-public-disgrace.yaml", steps=slice(0, 2))
    table = window.table
    assert window.session.must_act() == "Green"
    window.hand_menu.aboutToShow.emit()
    entries = {a.text(): a for a in window.hand_menu.actions()}
    assert set(entries) == {"Red", "Blue", "Green"}  # the curtain is down: any player may sit
    entries["Red"].trigger()
    assert table.curtain_up and table.bottom == "Red" and table.acting_seat() is None
    table.lift_curtain()
    QApplication.processEvents()
    assert table.acting_seat() == "Red"
    assert any(c.get("card") == "public-disgrace#1" for c in table.card_commands("public-disgrace#1"))
    assert table.intend("play", card="public-disgrace#1", target="Blue")
    assert window.session.line[-1].command.get("card") == "public-disgrace#1"
    assert table.bottom != "Red" and table.curtain_up  # the screen goes on to whoever must answer
