"""Answer buttons wrap their words instead of cutting them off: alone, and in INWO's reaction prompt."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from desktop.table.buttons import WrappedButton

LONG = "Play Smear Campaign powered by The Lodge of the Eye to back the attack"


def test_a_wrapped_button_keeps_its_text_and_grows_taller_as_it_narrows(qtbot):
    button = WrappedButton(LONG)
    qtbot.addWidget(button)
    assert button.text() == LONG
    one_line = button.heightForWidth(button.sizeHint().width())
    assert button.heightForWidth(160) > one_line
    assert button.minimumSizeHint().width() < 160 < button.sizeHint().width()
    box = QWidget()
    qtbot.addWidget(box)
    lay = QVBoxLayout(box)
    lay.addWidget(button)
    lay.addStretch(1)
    box.resize(180, 300)
    box.show()
    QApplication.processEvents()
    assert button.width() <= 180 and button.height() >= button.heightForWidth(button.width()) > one_line
    with qtbot.waitSignal(button.clicked, timeout=1000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_every_answer_in_inwos_prompt_is_shown_whole(scenario_window):
    """Red's answers to an attack name a plot, the group powering it and the side it backs: wider than the
    prompt. Each must sit inside the prompt and be as tall as its wrapped words."""
    window = scenario_window(SCENARIOS / "inwo" / "cancel-and-boost.yaml", steps=slice(0, 4))
    window.table.lift_curtain()
    QApplication.processEvents()
    prompt = window.board.prompt
    labels = [b.text() for b in prompt.buttons]
    assert any("powered by" in label and "to back the attack" in label for label in labels), labels
    room = prompt.answers_scroll.viewport().width()
    for button in prompt.buttons[:-1]:
        assert button.width() <= room, button.text()
        assert button.height() >= button.heightForWidth(button.width()), button.text()
