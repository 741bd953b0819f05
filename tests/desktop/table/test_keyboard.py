"""A whole turn with the keyboard only: lift the curtain, draw, choose a card with the arrows, play, end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_full_sandbox_turn_by_keyboard(make_window):
    w = make_window(seed=7)
    t = w.table
    assert t.curtain_up
    QTest.keyClick(w.board.curtain.button, Qt.Key.Key_Return)
    assert not t.curtain_up and t.acting_seat() == "Red"
    QTest.keyClick(w, Qt.Key.Key_D, ALT)
    assert len(t.state.zone("hand:Red")) == 4
    QTest.keyClick(w, Qt.Key.Key_1, CTRL)
    hand = w.board.bottom.hand
    assert hand.hasFocus() and hand.current_card() == "coin-purse#3"
    QTest.keyClick(hand, Qt.Key.Key_Right)
    assert hand.current_card() == "workshop#1"
    QTest.keyClick(hand, Qt.Key.Key_Left)
    QTest.keyClick(hand, Qt.Key.Key_Return)
    assert "coin-purse#3" in t.state.zone("discard:action")
    assert t.state.amount("Red", "gold") == 5
    QTest.keyClick(w, Qt.Key.Key_N, ALT)
    assert t.state.active == "Blue"
    assert t.curtain_up and "Blue" in w.board.curtain.title.text()
    QTest.keyClick(w.board.curtain, Qt.Key.Key_Space)
    assert t.acting_seat() == "Blue"


def test_the_context_menu_lists_every_legal_move_with_a_card(window):
    menu = window.card_menu_for("raid#2")
    labels = [a.text() for a in menu.actions()]
    assert labels == ["Play Raid at Blue"]
    menu.actions()[0].trigger()
    assert window.table.state.window is not None


def test_a_display_card_is_charged_then_used_with_enter(window):
    t = window.table
    t.intend("play", card="workshop#1")
    display = window.board.bottom.display
    display.setFocus()
    QTest.keyClick(display, Qt.Key.Key_Return)
    assert t.state.charges["workshop#1"] == 2 and t.state.pending is None
    t.intend("end-turn")
    t.lift_curtain()
    t.intend("end-turn")
    t.lift_curtain()
    display.setFocus()
    QTest.keyClick(display, Qt.Key.Key_Return)
    assert t.state.amount("Red", "score") == 1
    assert t.state.charges["workshop#1"] == 1


def _key(widget, key, repeat: bool) -> None:
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(widget, QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", repeat))


def test_a_held_enter_lifts_no_curtain_and_plays_no_card_by_its_repeats(make_window):
    w = make_window(seed=7)
    t = w.table
    _key(w.board.curtain, Qt.Key.Key_Return, repeat=True)
    assert t.curtain_up  # the repeat of a key held from the last move shows no one's hand
    _key(w.board.curtain, Qt.Key.Key_Return, repeat=False)
    assert not t.curtain_up
    hand = w.board.bottom.hand
    hand.setCurrentIndex(hand.model().index(0, 0))
    before = t.state
    _key(hand, Qt.Key.Key_Return, repeat=True)
    assert t.state is before  # still held: nothing played
    _key(hand, Qt.Key.Key_Return, repeat=False)
    assert t.state is not before


def test_enter_on_a_focused_action_bar_button_presses_it(make_window, qtbot):
    w = make_window(seed=7)
    t = w.table
    t.lift_curtain()
    button = next(b for b in w.board.bar.buttons.values() if b.isVisible() and b.isEnabled())
    button.setFocus()
    before = t.state
    QTest.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: t.state is not before, timeout=2000)
