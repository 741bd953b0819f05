"""Issue 16 follow-up (point 2): the form for placing a leader says, beside each free place, what a leader there
brings this round (from the rules' data), and the table notes say it of the place a leader stands on."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtWidgets import QApplication

from core.rulesets.s1819.notes import place_gives


def test_each_offered_place_says_what_a_leader_there_brings(scenario_window):
    w = scenario_window(SCENARIOS / "1819" / "round.yaml", steps=slice(0, 9))  # Sultan stands on Padang
    table = w.table
    table.lift_curtain()
    QApplication.processEvents()
    w.command("place-leader")
    box = w.field_dialog.whole
    assert box is not None
    shown = [box.itemText(i) for i in range(box.count())]
    places = [place for place in table.ruleset.data.places if place != "Padang"]
    assert shown == [f"{place} — {place_gives(table.ruleset, place)}" for place in places], shown
    assert "Boat Quay — +$2 this round" in shown
    w.field_dialog.reject()
    leader = [n.text for n in w.board.notes.notes if n.seat == "Sultan" and n.label == "Leader"]
    assert leader == ["Padang (+1 victory point this round)"], leader
