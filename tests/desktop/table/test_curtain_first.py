"""The app's window paints its curtain first and lays the table under it right after (TableWidget's
`curtain_first`): players see the curtain sooner, and once laid the table is the one a window laid at once has."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from desktop.app.main import create_window
from tests.pixels import differences

SEATS = ("Red", "Blue", "Green")


def _window(qtbot, curtain_first: bool, game: str = "eu"):
    window = create_window(game, SEATS, 1, curtain_first=curtain_first)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    return window


def test_the_curtain_and_the_notes_show_before_the_table_is_laid_and_the_table_follows_the_first_frame(qtbot):
    window = _window(qtbot, curtain_first=True)
    board = window.board
    assert not board.laid
    assert board.curtain.title.text() == "Pass the table to Red"
    assert "First player" in board.notes.body.text()
    window.show()
    qtbot.waitUntil(lambda: board.laid)  # laid once the curtain's first frame is painted
    assert board.bottom is not None and board.bottom.seat == "Red"
    assert [panel.seat for panel in board.rivals] == ["Blue", "Green"]
    assert board.curtain.isVisible() and board.battle is not None


def test_the_go_to_keys_do_nothing_before_the_table_is_laid(qtbot):
    """Ctrl+1 to Ctrl+4 go to the hand, the display, the decks and the play area, which are made after the
    curtain's first frame: pressed before it, they do nothing (they raised AttributeError)."""
    window = _window(qtbot, curtain_first=True)
    actions = {a.text(): a for a in window.findChildren(QAction)}
    for name in ("Go to your &hand", "Go to your &display", "Go to the &decks", "Go to the &play area"):
        actions[name].trigger()
    assert not window.board.laid


def test_lifting_the_curtain_before_the_table_is_laid_lays_it_first(qtbot):
    window = _window(qtbot, curtain_first=True)
    window.show()
    assert not window.board.laid  # no event handled yet: the first frame is not painted
    qtbot.keyClick(window.board.curtain, Qt.Key.Key_Return)
    assert window.board.laid and not window.table.curtain_up
    assert not window.board.curtain.isVisible()
    assert window.board.bottom is not None and window.board.bottom.hand.model().rowCount() == len(
        window.table.view().zones["hand:Red"].cards or ()
    )


def test_a_table_laid_after_its_curtain_looks_as_one_laid_at_once(qtbot):
    first, at_once = _window(qtbot, curtain_first=True), _window(qtbot, curtain_first=False)
    images = []
    for window in (first, at_once):
        window.show()
        qtbot.waitUntil(lambda window=window: window.board.laid)
        window.table.lift_curtain()
        for _ in range(5):  # the docks fitted once shown, and the layouts that follow
            QApplication.processEvents()
        images.append(window.board.grab().toImage())
    assert images[0].size() == images[1].size()
    assert differences(images[0], images[1]) == 0


def test_1819_s_docked_board_shows_beside_the_curtain_before_the_table_is_laid(qtbot):
    window = _window(qtbot, curtain_first=True, game="1819")
    assert not window.board.laid
    assert window.board.board1819 is not None and window.board_panel.widget() is window.board.board1819


def test_the_window_before_its_first_frame_loads_none_of_the_table_s_card_views_and_the_dialogs_after_it(tmp_path):
    """In a fresh process: the card views, seat panels and action bar are loaded after the curtain is painted,
    and the choice dialogs' modules once the table is laid, before any move asks for one."""
    code = (
        "import sys\n"
        "from desktop.app.main import application, create_window\n"
        "window = create_window('eu', ('Red', 'Blue', 'Green'), 1, curtain_first=True)\n"
        "later = ('desktop.table.views', 'desktop.table.seats', 'desktop.table.actionbar', 'desktop.dialogs.choice',\n"
        "         'desktop.dialogs.fields')\n"
        "print(sorted(m for m in later if m in sys.modules))\n"
        "window.show()\n"
        "while 'desktop.dialogs.fields' not in sys.modules:\n"
        "    application().processEvents()\n"
        "print(window.board.laid)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}  # no player's settings
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-2:] == ["[]", "True"]


def test_a_curtain_never_painted_still_has_its_table_laid_a_second_after_it_was_made(qtbot):
    window = _window(qtbot, curtain_first=True)  # never shown, so never painted
    qtbot.wait(500)
    assert not window.board.laid
    qtbot.waitUntil(lambda: window.board.laid, timeout=3000)
    assert window.board.bottom is not None
