"""The table plugs 1819 in without 1819 widget code: a purchase through the window, a refused move that
changes nothing, the market in the play area, and battle cards and objectives hidden behind the curtain."""

from __future__ import annotations

import pytest
from paths import SCENARIOS

ROUND = SCENARIOS / "1819" / "round.yaml"


@pytest.fixture
def table_1819(scenario_window):
    """A window on the round scenario, stopped at Farquhar's turn of round 1."""
    return scenario_window(ROUND, slice(None, -1))


def test_a_battle_card_bought_through_the_window_reaches_the_hand_model(table_1819):
    w = table_1819
    t = w.table
    t.lift_curtain()
    hand = t.hands["Farquhar"]
    before = hand.rowCount()
    w.command("buy-battle")
    assert t.state.amount("Farquhar", "wealth") == 3
    assert hand.rowCount() == before + 1
    assert t.state.mark("actions") == 1


def test_a_market_card_is_bought_from_the_play_area(table_1819):
    w = table_1819
    t = w.table
    t.lift_curtain()
    card = t.state.zone("table")[0]
    assert card in [t.play_area.card(r) for r in range(t.play_area.rowCount())]
    assert [c.name for c in t.card_commands(card)] == ["buy"]
    assert t.submit(t.card_commands(card)[0])
    assert card in t.state.zone("display:Farquhar")
    assert card in [t.displays["Farquhar"].card(r) for r in range(t.displays["Farquhar"].rowCount())]


def test_an_illegal_command_changes_nothing_and_cites_its_rule(table_1819, qtbot):
    t = table_1819.table
    t.lift_curtain()
    before, records = t.state, len(t.session.records)
    command = t.ruleset.parse(
        {"player": "Farquhar", "command": "war", "target": "Raffles", "cards": ["field-battery#1"]}, t.seats
    )
    with qtbot.waitSignal(t.refused) as refusal:
        assert not t.submit(command)
    assert refusal.args[1] == "war.faction" and refusal.args[1] in t.ruleset.rules
    assert t.state is before and len(t.session.records) == records


def test_1819_hands_stay_hidden_behind_the_curtain(table_1819, assert_hidden):
    t = table_1819.table
    assert_hidden(t, None)
    t.lift_curtain()
    assert_hidden(t, "Farquhar")


def test_a_market_card_dragged_to_your_hand_is_bought(table_1819):
    from PySide6.QtCore import QModelIndex, Qt
    from PySide6.QtWidgets import QApplication

    w = table_1819
    t = w.table
    t.lift_curtain()
    QApplication.processEvents()
    market = t.play_area
    card = market.card(0)
    index = market.index(0, 0)
    assert market.flags(index) & Qt.ItemFlag.ItemIsDragEnabled, "market cards can be dragged"
    mime = market.mimeData([index])
    hand = t.hands["Farquhar"]
    wealth = t.state.amount("Farquhar", "wealth")
    assert hand.dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert card in t.state.zone("display:Farquhar")
    assert t.state.amount("Farquhar", "wealth") < wealth
    rival = t.hands["Sultan"]
    other = market.card(0)
    assert not rival.dropMimeData(market.mimeData([market.index(0, 0)]), Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert other in t.state.zone("table"), "a drop on a rival's hand takes nothing from the market"


def test_declaring_war_asks_how_many_stronghold_tokens_in_numbers(scenario_window):
    """The war form once took every token without asking; asked, its list must say 0, not "the default"."""
    from PySide6.QtWidgets import QLabel

    w = scenario_window(SCENARIOS / "1819" / "war-tie.yaml", slice(0, 0))
    t = w.table
    t.lift_curtain()
    assert t.intend("war", target="Temenggong")
    dialog = w.field_dialog
    assert dialog is not None and dialog.whole is not None
    offered = [dialog.whole.itemText(i) for i in range(dialog.whole.count())]
    assert offered == ["0", "1", "2"], offered
    labels = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "((" not in labels and "))" not in labels, labels
    dialog.reject()


def test_the_defence_form_says_each_way_once_in_words(scenario_window):
    """Two copies of Keris Band made two lines "Defend Keris Band" alike; each way is said once, with "with"."""
    text = (SCENARIOS / "1819" / "war-tie.yaml").read_text(encoding="utf-8")
    text = text.replace("Temenggong: [keris-band#1]", "Temenggong: [keris-band#1, keris-band#2, war-prahu#1]")
    text = text.replace("stronghold: {british: 2, malay: 0}", "stronghold: {british: 2, malay: 1}")
    w = scenario_window(text, slice(0, 1))
    t = w.table
    t.lift_curtain()
    assert t.intend("defend")
    box = w.field_dialog.whole
    ways = [box.itemText(i) for i in range(box.count())]
    assert len(ways) == len(set(ways)), ways
    assert "Defend with Keris Band and 1 stronghold token" in ways and "Defend with 2 copies of Keris Band" in ways
    w.field_dialog.reject()


def test_the_spoils_form_names_the_cards_and_calls_taking_none_none_not_ids_or_the_default(scenario_window):
    w = scenario_window(SCENARIOS / "1819" / "war-spoils.yaml", slice(0, 7))
    t = w.table
    t.lift_curtain()
    assert t.session.must_act() == "Raffles"
    assert t.intend("spoils")
    box = w.field_dialog.whole
    offered = [box.itemText(i) for i in range(box.count())]
    assert offered == ["none", "Gambier Estate", "Pepper Garden"], offered
    w.field_dialog.reject()


def test_battle_cards_the_defender_may_commit_are_marked_usable_and_their_menu_defends(scenario_window):
    """Moves that list cards (defend, intervene, war) named no card field, so the battle cards had no tick and
    their menu offered only Discard."""
    w = scenario_window(SCENARIOS / "1819" / "war-tie.yaml", slice(0, 1))
    t = w.table
    t.lift_curtain()
    assert t.session.must_act() == "Temenggong"
    assert "keris-band#1" in t.usable_cards()
    labels = [a.text() for a in w.card_menu_for("keris-band#1").actions() if not a.isSeparator()]
    assert labels[0] == "Defend with Keris Band", labels


def test_the_factions_wear_colours_no_seat_wears():
    from PySide6.QtGui import QColor

    from desktop.table.board1819 import FACTION_COLOURS
    from desktop.table.tablestate import PALETTE, SEAT_COLOURS

    def apart(a: str, b: str) -> float:
        x, y = QColor(a), QColor(b)
        return ((x.red() - y.red()) ** 2 + (x.green() - y.green()) ** 2 + (x.blue() - y.blue()) ** 2) ** 0.5

    for faction in FACTION_COLOURS.values():  # the blue seat playing the Malay faction must not read as British
        assert min(apart(faction, seat) for seat in (*PALETTE, *SEAT_COLOURS.values())) >= 60, faction
    assert apart(*FACTION_COLOURS.values()) >= 60
