"""What a window makes for one move is let go when it makes the next (desktop/app/transient.py): an evening of
games does not pile up hidden dialogs, menus and panels."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from shiboken6 import Shiboken

from core.games import new_session
from desktop.app.transient import replaced


def _deleted_later() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_replaced_hidden_widget_is_deleted_and_one_still_shown_is_kept(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    old, new = QDialog(window), QDialog(window)
    assert replaced(old, new) is new
    _deleted_later()
    assert not Shiboken.isValid(old) and Shiboken.isValid(new)
    new.show()
    newer = replaced(new, QDialog(window))
    _deleted_later()
    assert Shiboken.isValid(new) and Shiboken.isValid(newer)  # a replay left open is the player's to close
    new.close()
    Shiboken.delete(newer)
    assert replaced(newer, new) is new  # one already deleted (a replay closed for good) is left alone


def test_game_after_game_the_window_holds_no_more_widgets(make_window):
    window = make_window(game="eu", players=["Red", "Blue", "Green"], seed=1)
    counts = []
    for n, game in enumerate(("ti4", "inwo", "1819", "sandbox", "eu", "ti4", "inwo", "1819", "sandbox", "eu")):
        window.set_session(new_session(game, ("Red", "Blue", "Green"), n))
        window.table.lift_curtain()
        QApplication.processEvents()
        _deleted_later()
        counts.append(len(QApplication.allWidgets()))
    assert counts[-1] <= counts[4] + 2, counts  # a second round of the five games makes nothing that stays


def test_game_after_game_the_table_lets_the_old_games_models_go(make_window):
    window = make_window(game="eu", players=["Red", "Blue", "Green"], seed=1)
    window.table.lift_curtain()
    first = window.table.models()
    counts, delegates = [], []
    for n, game in enumerate(("ti4", "inwo", "1819", "sandbox", "eu", "ti4", "inwo", "1819", "sandbox", "eu")):
        window.set_session(new_session(game, ("Red", "Blue", "Green"), n))
        window.table.lift_curtain()
        QApplication.processEvents()
        _deleted_later()
        counts.append(len(window.table.children()))
        delegates.append(len(window.board.decks.children()))
    assert not any(Shiboken.isValid(model) for model in first)  # each held the game's ruleset and cards
    assert counts[-1] == counts[4], counts  # the same five games again: the table holds no more children
    assert delegates[-1] == delegates[4], delegates  # nor the decks' view its old games' delegates
