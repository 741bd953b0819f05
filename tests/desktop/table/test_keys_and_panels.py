"""Issue 16, points 12 and 13: the action bar shows its mnemonic letters, the banner says whose turn and which
phase to a screen reader, Tab goes from the curtain through the bottom seat to the bar and the middle; the
table notes need no scrollbar, the replay window opens on the screen, and Continue from here brings the
table's window to the front."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton


def test_the_bar_shows_its_mnemonics_and_alt_letter_gives_the_command(window, qtbot):
    buttons = window.board.bar.buttons
    assert all(isinstance(b, QPushButton) and "<u>" in b.words.text() for b in buttons.values())
    assert buttons["draw"].words.text() == "<u>D</u>raw"
    assert not any(b.words.text().lower().startswith("<u>e") for b in buttons.values())  # Alt+E is Edit's
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    assert len(window.table.state.zone("hand:Red")) == 4


def test_the_banner_is_announced_as_whose_turn_and_which_phase(window):
    name = window.board.banner.accessibleName()
    assert name.startswith("Round 1 · Play") and "Red to move" in name and "<" not in name


def test_tab_goes_from_the_curtain_to_the_bottom_seat_then_the_bar(make_window):
    w = make_window(seed=7)
    board = w.board
    order = []
    widget = board.curtain.button
    for _ in range(8):
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            widget = widget.nextInFocusChain()
        order.append(widget)
    assert order[0] is board.bottom.hand
    bar = list(board.bar.buttons.values())
    assert order.index(board.bottom.resources) < order.index(bar[0])


def test_the_table_notes_need_no_scrollbar(make_window):
    w = make_window(game="eu", players=("Red", "Blue", "Green"), seed=3)
    w.table.lift_curtain()
    QApplication.processEvents()
    scroll = w.notes_panel.widget()
    assert scroll.verticalScrollBar().maximum() == 0
    assert scroll.widget().height() <= scroll.viewport().height()


def test_the_replay_window_opens_on_the_screen_and_continue_brings_the_table_forward(window, tmp_path):
    from desktop.app import files
    from desktop.app.files import save_path

    t = window.table
    t.intend("draw")
    path = tmp_path / "game.cardtable"
    assert save_path(window, path)
    replay = files.replay_path(window, path)
    replay.resize(5000, 4000)
    replay.hide()
    replay.show()
    QApplication.processEvents()
    room = replay.screen().availableGeometry()
    assert room.contains(replay.frameGeometry())
    replay.autosave = lambda session: None
    assert replay.continue_from_here() is not None
    assert not replay.isVisible()
    assert window.isVisible()


def test_an_inwo_banner_names_the_turns_step_as_players_do(make_window):
    name = make_window(game="inwo", players=("Red", "Blue", "Green"), seed=3).board.banner.accessibleName()
    assert name.startswith("Round 1 · Step 1, draw a Plot — "), name
