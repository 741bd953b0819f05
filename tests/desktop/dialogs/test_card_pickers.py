"""Issue 16, point 10: choice dialogs show card faces in whole rows that scroll, a click does not scroll
them; EU's keep and upkeep show faces, upkeep starts by keeping the advisors, no dialog opens when there is
nothing to choose, and the appoint dialog names the card dropped."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from desktop.dialogs.cardpicker import CardPicker
from desktop.table.views import CardListView

UPKEEP = """
title: upkeep with two advisors Red can pay for
game: eu
seed: 1
players: [Red, Blue]
setup:
  phase: income
  step: upkeep
  active: Red
  first: Red
  appointed: {Red: [cadastral-survey#1, court-reform#1, forged-charter#1]}
  roles: {Red: {cadastral-survey#1: ruler}}
  resources: {Red: {ducats: 12}}
"""


def test_many_cards_wrap_into_whole_rows_and_a_click_does_not_scroll(window, qtbot):
    t = window.table
    cards = [(card, zone) for zone in t.state.zones for card in t.state.zone(zone)][:14]
    assert len(cards) >= 11
    picker = CardPicker(t, cards, "Cards", "pick")
    qtbot.addWidget(picker)
    picker.resize(picker.sizeHint())
    picker.show()
    QApplication.processEvents()
    viewport = picker.viewport().rect()
    shown = [picker.visualRect(picker.model_.index(r, 0)) for r in range(picker.model_.rowCount())]
    cut = [r for r in shown if r.intersects(viewport) and not viewport.contains(r)]
    assert not cut, cut  # every card is wholly in view or wholly scrolled out: no half row
    assert picker.verticalScrollBar().maximum() > 0  # the rest are a scroll away
    second_row = next(r for r in shown if r.top() > shown[0].top())
    qtbot.mouseClick(picker.viewport(), Qt.MouseButton.LeftButton, pos=second_row.center() - QPoint(0, 20))
    assert picker.verticalScrollBar().value() == 0
    assert len(picker.picked()) == 1


def test_upkeep_shows_faces_and_starts_by_keeping_the_advisors(scenario_window):
    w = scenario_window(UPKEEP)
    w.table.lift_curtain()
    w.command("upkeep")
    keep = w.field_dialog.inputs["keep"]
    assert isinstance(keep, CardListView)
    assert set(keep.cards()) == {"court-reform#1", "forged-charter#1"}
    assert set(keep.picked()) == {"court-reform#1", "forged-charter#1"}
    w.field_dialog._answer()
    assert set(w.table.state.zone("appointed:Red")) == {"cadastral-survey#1", "court-reform#1", "forged-charter#1"}


def test_the_pending_choice_shows_faces(make_window):
    w = make_window(seed=7, options={"hand_limit": 3, "limit_timing": "immediate"})
    w.table.lift_curtain()
    w.table.intend("draw")
    assert isinstance(w.choice_dialog.list, CardPicker)
    assert w.choice_dialog.list.cards() == w.table.view().pending.options
    w.choice_dialog.close()


def test_the_appoint_dialog_names_the_card_dropped(make_window):
    w = make_window(game="eu", seed=27, players=("Red", "Blue", "Green"))  # a seed that deals Red Raise Levies
    t = w.table
    t.lift_curtain()
    leader = next(c for c in t.state.zone("hand:Red") if t.ruleset.card_name(c) == "Raise Levies")
    t.intend("appoint", card=leader)
    dialog = w.field_dialog
    assert "Raise Levies" in dialog.windowTitle()
    assert any("Raise Levies" in label.text() for label in dialog.findChildren(type(dialog.error)))
    dialog.reject()
