"""The curtain's two colour stripes stay in step with the seat it names, also after an undo."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def _stripes(window) -> tuple[str, str]:
    """The colours of the top and bottom stripes as they are on the screen (not a fresh rendering)."""
    QApplication.processEvents()
    curtain = window.board.curtain
    image = window.screen().grabWindow(window.winId()).toImage()
    ratio = image.width() / window.width()
    top = curtain.mapTo(window, curtain.rect().topLeft())
    bottom = curtain.mapTo(window, curtain.rect().bottomLeft())
    return (
        image.pixelColor(int((top.x() + 40) * ratio), int((top.y() + 4) * ratio)).name(),
        image.pixelColor(int((bottom.x() + 40) * ratio), int((bottom.y() - 4) * ratio)).name(),
    )


def test_both_stripes_name_the_same_seat_after_an_undo(make_window):
    window = make_window(seed=7, players=("Red", "Blue", "Green"))
    colours = window.table.colours
    window.table.lift_curtain()
    window.table.intend("end-turn")
    assert _stripes(window) == (colours["Blue"], colours["Blue"])
    window.confirm = lambda title, text: True
    window.undo()
    assert window.table.curtain_up and window.table.bottom == "Red"
    assert _stripes(window) == (colours["Red"], colours["Red"])
