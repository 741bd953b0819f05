"""1819's sow form offers every field of the sow command (the village, the stronghold on the way, how full villages
are cleared), each with only the values a legal sowing has given the fields above it; a click on a village of the
board opens it on that village."""

from __future__ import annotations

import pytest
from paths import SCENARIOS
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.table.board1819 import SowDialog, village_rects

SOW = SCENARIOS / "1819" / "sow.yaml"


@pytest.fixture
def sowing(scenario_window):
    """Raffles's turn with three influence tokens waiting (the sow scenario before its first sowing); a sow form
    a test leaves open is closed after it."""
    w = scenario_window(SOW, slice(0, 1))
    w.table.lift_curtain()
    yield w
    if w.board.board1819.sow_dialog is not None:
        w.board.board1819.sow_dialog.reject()


def _dialog(w) -> SowDialog:
    dialog = w.board.board1819.sow_dialog
    assert isinstance(dialog, SowDialog) and dialog.isVisible()
    return dialog


def test_the_sow_button_offers_every_field_with_only_legal_values(sowing):
    w = sowing
    w.command("sow")
    dialog = _dialog(w)
    state, rules = w.table.state, w.table.ruleset
    assert dialog.offered("village") == ["kampong-bugis", "kampong-cina", "kampong-glam", "kallang"]
    dialog.pick("village", "kampong-bugis")
    assert dialog.offered("home") == ["no", "yes"] and dialog.boxes["home"].isEnabled()
    assert dialog.offered("clear") == ["points", "stronghold"]
    # from a Malay village Raffles's tokens never pass the British stronghold: one value, fixed
    dialog.pick("village", "kampong-glam")
    assert dialog.offered("home") == ["no"] and not dialog.boxes["home"].isEnabled()
    for village in dialog.offered("village"):
        dialog.pick("village", village)
        for home in dialog.offered("home"):
            dialog.pick("home", home)
            for clear in dialog.offered("clear"):
                dialog.pick("clear", clear)
                command = dialog.command()
                assert (command.get("village"), command.get("home"), command.get("clear")) == (village, home, clear)
                rules.decide(state, command)
    assert dialog.boxes["village"].currentText() == "Kallang (x2)"


def test_the_fields_picked_are_the_sowing_made(sowing, qtbot):
    w = sowing
    w.command("sow")
    dialog = _dialog(w)
    dialog.pick("village", "kampong-bugis")
    dialog.pick("home", "yes")
    dialog.pick("clear", "points")
    assert dialog.boxes["home"].currentText() == "dropping a token in the stronghold on the way"
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    state = w.table.state
    assert state.mark("stronghold")["british"] == 3 and state.mark("port") == 6
    assert state.amount("Raffles", "vp") == 5 and not dialog.isVisible()


def test_a_click_on_a_village_of_the_board_opens_the_form_on_it(sowing, qtbot):
    w = sowing
    qtbot.waitUntil(lambda: w.board.board1819.isVisible())
    board = w.board.board1819
    r = village_rects(w.table.ruleset)["kampong-cina"]
    scale = board.scale()
    qtbot.mouseClick(
        board, Qt.MouseButton.LeftButton, pos=QPoint(round(r.center().x() * scale), round(r.center().y() * scale))
    )
    dialog = _dialog(w)
    assert dialog.offered("village") == ["kampong-cina"] and not dialog.boxes["village"].isEnabled()
    assert dialog.offered("home") == ["no", "yes"]


def test_the_board_is_in_sight_at_the_default_window_size(sowing, qtbot):
    """At the window's default size (1280x800, on a 1600x1000 screen) the main board is shown, not squeezed out by
    the market, and drawn at least at its smallest readable size."""
    w = sowing
    assert (w.width(), w.height()) == (1280, 800)
    board = w.board.board1819
    qtbot.waitUntil(board.isVisible)
    assert w.board_panel.isVisible() and not w.board_panel.visibleRegion().isEmpty()
    assert board.width() >= 280 and board.height() >= 160
    assert not board.visibleRegion().isEmpty()


def test_other_games_have_no_board(make_window):
    w = make_window(seed=7)
    assert not w.board_panel.isVisible() and not w.board_panel.toggleViewAction().isVisible()
