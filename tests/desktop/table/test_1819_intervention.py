"""After a successful intervention in someone else's raid the table hands the screen to the interventionist, whose
Sow button opens the sowing form at once; once sown, the raider has the table back."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.table.board1819 import SowDialog

AT_ONCE = SCENARIOS / "1819" / "intervention-sows-at-once.yaml"


def test_the_interventionist_is_asked_to_sow_right_after_the_raid(scenario_window, qtbot):
    w = scenario_window(AT_ONCE, slice(0, 4))
    t = w.table
    assert t.state.active == "Temenggong" and t.state.amount("Raffles", "influence") == 2
    t.lift_curtain()
    assert t.bottom == "Raffles", "the screen goes to the interventionist, not the raider"
    assert "sow" in w.board.bar.names and w.board.bar.buttons["sow"].isVisible()
    w.command("sow")
    dialog = w.board.board1819.sow_dialog
    assert isinstance(dialog, SowDialog) and dialog.isVisible()
    dialog.pick("village", "kampong-bugis")
    qtbot.mouseClick(
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert t.state.amount("Raffles", "influence") == 0
    assert t.session.must_act() == "Temenggong" and t.state.active == "Temenggong"
