"""Qt objects outlive nothing they serve: a painter an exception interrupts is ended, a delayed call dies with its
table, and a curtain lifted into a move that passes the turn stays up for the next seat."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from desktop.app.main import create_window
from desktop.table.paintcache import draw_cached, painting


def test_a_cached_painting_that_raises_ends_its_painter(qapp):
    """A painting into the cache's pixmap that raises leaves no painter open on it: one left open makes Qt
    destroy the pixmap while it is painted, a segfault instead of this exception."""
    used: list[QPainter] = []

    def fails(painter: QPainter, rect: QRectF) -> None:
        used.append(painter)
        raise ValueError("a card the painting cannot read")

    target = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
    with painting(target) as outer, pytest.raises(ValueError, match="cannot read"):
        draw_cached(outer, QRectF(0, 0, 40, 40), "test-lifetimes|raises", fails)
    assert len(used) == 1 and not used[0].isActive()
    assert not target.paintingActive()


def test_a_painting_that_raises_ends_its_painter(qapp):
    pixmap = QPixmap(20, 20)
    with pytest.raises(ValueError), painting(pixmap) as p:
        p.fillRect(0, 0, 20, 20, Qt.GlobalColor.red)
        raise ValueError("stop")
    assert not pixmap.paintingActive()


def test_a_decline_the_table_put_off_is_dropped_with_the_table(qapp):
    """The standing answers' Decline is given on the next turn of the event loop; a window closed and deleted
    before then takes the call with it (without a context object it ran on the deleted table)."""
    w = create_window(seed=7)
    table = w.table
    calls: list[str] = []
    table._answered_for = lambda seat: True  # a window waits for a seat whose standing answers decline it
    table._decline_for = lambda: calls.append("declined")
    table.restore_standing({})
    w.close()
    w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # gone before the event loop's next turn
    assert not shiboken6.isValid(table)
    QApplication.processEvents()
    assert calls == []


def test_a_curtain_lifted_into_a_move_that_passes_the_turn_stays_up_for_the_next_seat(make_window, qtbot):
    """1819: lifting Red's curtain made Red's only choice at once (turn one Public Works card face down), which
    passed the turn to Blue; the curtain rose for Blue, then hid on the stale "lifted" of Red's lifting, and the
    table sat with no curtain and nobody's cards."""
    w = make_window(seed=7)
    t = w.table
    moves: list[bool] = []

    def choose_at_once() -> None:  # as the window does for a choice with nothing to choose (_choose_all)
        if t.acting_seat() == "Red" and not moves:
            moves.append(t.intend("end-turn"))

    t.changed.connect(choose_at_once)
    qtbot.keyClick(w.board.curtain.button, Qt.Key.Key_Return)
    assert moves == [True]
    assert t.curtain_up and t.bottom == "Blue"
    assert w.board.curtain.isVisible()
    assert "Blue" in w.board.curtain.title.text()
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    assert not t.curtain_up and t.acting_seat() == "Blue"
