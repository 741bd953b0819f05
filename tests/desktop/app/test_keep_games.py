"""Quitting never loses the way back to a game: an unfinished game is kept, the players are told where, and it
is offered again (File > Continue, and the Continue list at start-up)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.games import new_session
from desktop.app import files
from desktop.app.autosave import continuable, set_aside
from desktop.dialogs.continuegame import ContinueDialog


def _playing(make_window):
    """A window autosaving a sandbox game in which Red has drawn a card."""
    window = make_window(seed=3)
    window.autosave_on = True
    window.confirm = lambda title, text: True
    window.set_session(new_session(seed=4))
    window.table.lift_curtain()
    window.table.intend("draw")
    assert window.session.line
    return window


def test_quitting_an_unfinished_game_says_where_it_is_kept_and_may_be_called_off(make_window):
    window = _playing(make_window)
    path = window.autosaver.path
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    assert not window.close()
    assert window.isVisible() and str(path) in asked[0]
    window.confirm = lambda title, text: True
    assert window.close()
    assert window.autosaver.writer.closed
    assert path in continuable()


def test_a_game_with_no_move_quits_without_a_question(make_window):
    window = make_window(seed=3)
    window.autosave_on = True
    window.set_session(new_session(seed=4))
    assert window.close()


def test_replacing_an_unfinished_game_says_where_it_is_kept(make_window):
    window = _playing(make_window)
    path = window.autosaver.path
    window.set_session(new_session(seed=5))
    assert any(str(path) in text for text in window.told)
    assert path in continuable(playing=window.autosaver.path)


def test_file_continue_brings_the_game_back(make_window):
    window = _playing(make_window)
    path, moves = window.autosaver.path, len(window.session.line)
    window.set_session(new_session(seed=6))
    files.fill_continue(window, window.continue_menu)
    entries = [a for a in window.continue_menu.actions() if a.toolTip() == str(path)]
    assert entries, [a.text() for a in window.continue_menu.actions()]
    entries[0].trigger()
    assert window.autosaver.path == path and len(window.session.line) == moves
    window.table.lift_curtain()
    window.table.intend("end-turn")
    assert path not in continuable(playing=window.autosaver.path)


def test_the_continue_list_picks_a_game_or_sets_it_aside(make_window, qtbot):
    window = _playing(make_window)
    path = window.autosaver.path
    window.set_session(new_session(seed=7))
    found = continuable(playing=window.autosaver.path)
    dialog = ContinueDialog(found)
    qtbot.addWidget(dialog)
    rows = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    assert path in rows
    dialog.list.setCurrentRow(rows.index(path))
    dialog._continue()
    assert dialog.chosen == path
    set_aside(path)
    assert path not in continuable()
