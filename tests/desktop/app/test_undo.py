"""Edit > Undo and Redo follow the core session; a barrier asks the table, naming who saw what."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from desktop.models import roles as R


def _play(t, card):
    hand = t.hands[t.acting_seat()]
    mime = hand.mimeData([hand.index(hand.row_of(card), 0)])
    return t.play_area.dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())


def test_ctrl_z_takes_back_a_played_card_and_ctrl_shift_z_restores_it(window):
    t = window.table
    assert not window.undo_action.isEnabled()
    _play(t, "coin-purse#3")
    assert window.undo_action.isEnabled()
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    edit.aboutToShow.emit()
    assert "Coin Purse" in window.undo_action.text(), "the Edit menu names the move Undo takes back"
    assert " — " not in window.undo_action.text()  # the move, not the whole log line with what followed it
    assert QKeySequence("Ctrl+Z") in window.undo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "coin-purse#3" in t.state.zone("hand:Red")
    assert t.hands["Red"].row_of("coin-purse#3") >= 0
    assert window.redo_action.isEnabled()
    kinds = [t.log.data(t.log.index(r, 0), R.LOG_KIND) for r in range(t.log.rowCount())]
    assert kinds[-1] == "undo"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert "coin-purse#3" in t.state.zone("discard:action")


def test_undo_of_a_draw_asks_the_table_naming_what_was_seen(window):
    t = window.table
    asked = []
    window.confirm = lambda title, text: asked.append(text) or True
    assert t.intend("draw")
    drawn = t.session.line[-1].events[-1].card
    window.undo()
    assert asked and "Red saw" in asked[0]
    assert drawn in t.state.zone("deck:action")


def test_a_refused_consent_leaves_the_move_in_place(window):
    t = window.table
    window.confirm = lambda title, text: False
    t.intend("draw")
    n = len(t.session.line)
    window.undo()
    assert len(t.session.line) == n


def test_a_game_that_forbids_barrier_undo_says_so(make_window):
    w = make_window(seed=7, options={"undo_barriers": "forbid"})
    w.table.lift_curtain()
    told = []
    w.inform = lambda title, text: told.append(text)
    w.table.intend("draw")
    w.undo()
    assert told and "undo.barrier" in told[0]


def test_the_edit_menu_names_a_long_move_in_a_few_words():
    from desktop.app.menus import MENU_WORDS, move_words

    line = "Red's attack with The Mafia to destroy Blue's Vatican City, aided by Harbor Cartel and Shangri-La"
    words = move_words(line + " — Red rolls 4, 5; it succeeds")
    assert len(words) <= MENU_WORDS + 1 and words.endswith("…") and line.startswith(words[:-1])
    assert move_words("Blue plays Law & Order") == "Blue plays Law && Order"  # not a mnemonic on "O"
