"""The replay window: open a fixture save, step, seek, play, switch perspective, continue from here."""

from __future__ import annotations

import pytest
from paths import FIXTURES
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow

from core.engine import zones as Z
from core.saves.export import export_replay
from core.saves.savefile import load_save
from desktop.app.autosave import Autosaver
from desktop.models import roles as R
from desktop.replay import open_replay

FIXTURE = FIXTURES / "sandbox-game.cardtable"


@pytest.fixture
def window(qtbot, tmp_path):
    w = open_replay(FIXTURE)
    qtbot.addWidget(w)
    w.resize(1200, 760)
    w.show()
    qtbot.waitExposed(w)
    w.autosave = lambda session: Autosaver(session, tmp_path / "branch.cardtable")
    yield w
    saver = getattr(w, "branch_saver", None)
    if saver is not None:
        saver.close()


@pytest.fixture(scope="module")
def saved():
    return load_save(FIXTURE).session


def hand_cards(window, seat):
    model = window.board.hands[seat]
    return [model.data(model.index(i), R.CARD_ID) for i in range(model.rowCount())]


def dialogs():
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


def near(a, b, slack: int = 2) -> bool:
    return abs(a.x() - b.x()) <= slack and abs(a.y() - b.y()) <= slack


def opened_over(qtbot, table, size):
    """The fixture save's replay window opened by `table` (or by none), sized `size` before it is shown."""
    replay = open_replay(FIXTURE, table)
    if table is None:
        qtbot.addWidget(replay)
    replay.resize(*size)
    replay.show()
    qtbot.waitExposed(replay)
    return replay


def a_table(qtbot, where):
    """A stand-in main window of 500x400 whose frame's top-left is `where(room)` on the primary screen."""
    table = QMainWindow()
    qtbot.addWidget(table)
    table.resize(500, 400)
    table.move(where(QApplication.primaryScreen().availableGeometry()))
    table.show()
    qtbot.waitExposed(table)
    return table


def test_the_window_opens_centred_over_the_table_that_opened_it(qtbot):
    table = a_table(qtbot, lambda room: room.topLeft() + QPoint(room.width() // 8, room.height() // 8))
    replay = opened_over(qtbot, table, (300, 200))
    assert table.screen().availableGeometry().contains(replay.frameGeometry())
    assert near(replay.frameGeometry().center(), table.frameGeometry().center())


def test_a_window_too_large_or_by_a_table_at_the_edge_stays_wholly_on_screen(qtbot):
    table = a_table(qtbot, lambda room: room.bottomRight() - QPoint(200, 150))
    room = table.screen().availableGeometry()
    replay = opened_over(qtbot, table, (room.width() + 300, room.height() // 2))
    assert room.contains(replay.frameGeometry())
    assert replay.frameGeometry().width() <= room.width() and replay.frameGeometry().right() == room.right()


def test_without_a_table_the_window_opens_in_the_middle_of_the_screen(qtbot):
    replay = opened_over(qtbot, None, (300, 200))
    room = replay.screen().availableGeometry()
    assert room.contains(replay.frameGeometry())
    assert near(replay.frameGeometry().center(), room.center())


def test_timeline_model_is_a_well_behaved_model(window, qtmodeltester):
    qtmodeltester.check(window.timeline)
    assert window.timeline.rowCount() == window.replay_cursor.length + 1


def test_the_window_keeps_qt_s_cursor_as_the_mouse_pointer(window):
    """The replay's position is `replay_cursor`: a `cursor` attribute hid QWidget.cursor(), the mouse pointer."""
    assert isinstance(window.cursor(), QCursor)
    assert window.replay_cursor.position == window.slider.value()


def test_arrow_keys_step_and_home_end_jump(window, qtbot, saved):
    assert window.replay_cursor.position == 0
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.replay_cursor.position == 2 and window.slider.value() == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.replay_cursor.position == 1 and window.list.currentIndex().row() == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.replay_cursor.position == len(saved.line)
    assert window.replay_cursor.state == saved.state
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.replay_cursor.position == 0


def test_dragging_the_slider_seeks_and_shows_that_state_without_popups(window, saved):
    for position in (17, 3, len(saved.line), 9):
        window.slider.setValue(position)
        state = saved.state_at(position)
        assert window.replay_cursor.state == state
        assert window.list.currentIndex().row() == position
        assert window.board.deck_model.data(window.board.deck_model.index(0), R.SIZE) == len(
            state.zone(Z.deck("action"))
        )
        for row in window.board.rows:
            model = window.board.resources[row.seat]
            gold = model.data(model.index(0), R.AMOUNT)
            assert gold == state.amount(row.seat, "gold")
            assert len(hand_cards(window, row.seat)) == len(state.zone(Z.hand(row.seat)))
    assert dialogs() == []


def test_choosing_a_timeline_row_or_the_chart_seeks(window, qtbot):
    window.list.setCurrentIndex(window.timeline.index(12))
    assert window.replay_cursor.position == 12
    chart = window.chart
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(chart.width() - 11, chart.height() // 2))
    assert window.replay_cursor.position == window.replay_cursor.length


def test_switching_perspective_shows_only_what_that_seat_may_see(window, saved):
    window.seek(20)
    state = saved.state_at(20)
    assert all(card is None for seat in state.seats for card in hand_cards(window, seat))
    window.perspective.setCurrentIndex(window.perspective.findData("Blue"))
    assert window.replay_cursor.perspective == "Blue"
    assert hand_cards(window, "Blue") == list(state.zone(Z.hand("Blue")))
    assert all(card is None for card in hand_cards(window, "Red"))
    window.set_perspective(Z.EVERYTHING)
    for seat in state.seats:
        assert hand_cards(window, seat) == list(state.zone(Z.hand(seat)))
    assert "everyone" in window.board.banner.text()


def test_play_steps_on_each_tick_and_stops_at_the_end(window):
    window.seek(window.replay_cursor.length - 2)
    window.toggle_play()
    assert window.timer.isActive()
    window._tick()
    window._tick()
    assert window.replay_cursor.position == window.replay_cursor.length
    window._tick()
    assert not window.timer.isActive()


def test_continue_from_here_keeps_the_history_and_saves_a_new_file(window, qtbot, tmp_path, saved):
    window.seek(10)
    with qtbot.waitSignal(window.continued) as caught:
        session = window.continue_from_here()
    assert caught.args[0] is session
    assert len(session.line) == 10 and session.state == saved.state_at(10)
    assert load_save(tmp_path / "branch.cardtable").session.state == session.state


def test_continue_after_seeing_hidden_cards_asks_the_table(window, saved):
    window.seek(10)
    window.set_perspective(Z.EVERYTHING)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    assert window.continue_from_here() is None and window.branched is None
    assert "every hidden card" in asked[0]
    window.confirm = lambda title, text: True
    session = window.continue_from_here()
    assert session.header["branched_from"]["revealed"]


def test_a_redacted_export_opens_with_its_own_perspectives_only(qtbot, tmp_path, saved):
    path = tmp_path / "red.cardtable"
    export_replay(saved, "Red", path)
    w = open_replay(path)
    qtbot.addWidget(w)
    assert [w.perspective.itemData(i) for i in range(w.perspective.count())] == [Z.PUBLIC, "Red"]
    assert not w.continue_button.isEnabled() and "redacted" in w.windowTitle()
    w.set_perspective("Red")
    w.seek(w.replay_cursor.length)
    assert hand_cards(w, "Red") == list(saved.state.zone(Z.hand("Red")))
    assert all(card is None for card in hand_cards(w, "Blue"))


def test_a_timeline_row_says_which_moves_were_taken_back_before_it(qtbot, tmp_path):
    from types import MappingProxyType

    from fixtures.games import new_session

    from core.engine.commands import Command
    from core.saves.savefile import write_save

    session = new_session(2, 3, {"win_score": 20})
    seat = session.state.active
    session.submit(Command(seat, "gather", MappingProxyType({})))
    session.undo(consent=True)
    session.submit(Command(seat, "end-turn", MappingProxyType({})))
    path = tmp_path / "tried.cardtable"
    write_save(session, path)
    w = open_replay(path)
    qtbot.addWidget(w)
    model = w.timeline
    first = model.index(1, 0)
    assert "1. ↶ Red" in model.data(first, Qt.ItemDataRole.DisplayRole)
    assert "Tried first and taken back: " in model.data(first, Qt.ItemDataRole.ToolTipRole)
    assert "gathers" in model.data(first, Qt.ItemDataRole.ToolTipRole)
    assert "↶" not in model.data(model.index(0, 0), Qt.ItemDataRole.DisplayRole)


def test_continue_from_here_is_in_sight_in_a_narrow_window(qtbot):
    """It sits beside the position it continues from; in the tool bar it fell into the overflow menu."""
    replay = opened_over(qtbot, None, (760, 520))
    button = replay.continue_button
    assert button.isVisible()
    assert replay.rect().contains(button.geometry().translated(button.parentWidget().mapTo(replay, QPoint(0, 0))))


def test_the_replay_opens_as_large_as_the_table_and_its_timeline_reads(qtbot):
    table = a_table(qtbot, lambda room: room.topLeft())
    table.resize(1000, 700)
    replay = open_replay(FIXTURE, table)
    assert replay.size() == table.size()  # the seats get the room the table had
    replay.show()
    qtbot.waitExposed(replay)
    assert replay.list.width() >= 200  # whole words of each move, not "R1 T1 · ..."
