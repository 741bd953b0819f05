"""Every listed game starts from File > New game, with its defaults and with another value of each option."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from core.games import games
from desktop.dialogs.newgame import NewGameDialog
from desktop.dialogs.optionfields import SeatPicker, SeatsPicker, option_value


def _dialog(qtbot, game: str) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.count.setValue(max(3, dialog.count.minimum()))
    return dialog


def _start(dialog: NewGameDialog):
    started = []
    dialog.started.connect(lambda session, colours: started.append(session))
    dialog.start()
    assert started, f"{dialog.game.currentData()} did not start: {dialog.error.text()}"
    return started[0]


def _change(widget) -> None:
    """Set an option widget to a value other than its default."""
    if isinstance(widget, SeatsPicker):
        for i in range(2):
            widget.item(i).setCheckState(Qt.CheckState.Checked)
    elif isinstance(widget, SeatPicker):
        widget.setCurrentIndex(widget.count() - 1)
    elif isinstance(widget, QCheckBox):
        widget.setChecked(not widget.isChecked())
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.value() + 1 if widget.value() < widget.maximum() else widget.value() - 1)


@pytest.mark.parametrize("game", list(games()))
def test_every_game_starts_with_its_defaults(qtbot, game):
    session = _start(_dialog(qtbot, game))
    assert session.ruleset.id == game


@pytest.mark.parametrize("game", list(games()))
def test_every_game_starts_with_each_option_changed(qtbot, game):
    dialog = _dialog(qtbot, game)
    defaults = dialog.options()
    for name, widget in dialog.option_inputs.items():
        if name not in defaults:  # not offered for this many players (INWO's seats not in play)
            continue
        _change(widget)
        assert option_value(widget) != defaults[name], name
    wanted = dialog.options()
    session = _start(dialog)
    for name, value in wanted.items():
        assert session.ruleset.options[name] == value, name


def test_seat_pickers_follow_the_names_typed(qtbot):
    dialog = _dialog(qtbot, "ti4")
    yssaril = dialog.option_inputs["yssaril"]
    assert isinstance(yssaril, SeatPicker)
    assert yssaril.value() is None
    yssaril.setCurrentIndex(2)
    dialog.names[1].setText("Ana")
    assert yssaril.value() == "Ana"
    dialog.option_inputs["neural_motivator"].item(0).setCheckState(Qt.CheckState.Checked)
    dialog.names[0].setText("Bo")
    assert dialog.options()["neural_motivator"] == ["Bo"]
    assert _start(dialog).ruleset.options["yssaril"] == "Ana"


def test_inwo_offers_the_seats_in_play_their_illuminati_and_decks_by_name(qtbot):
    dialog = _dialog(qtbot, "inwo")
    shown = set(dialog.options())
    assert {"illuminati_1", "illuminati_3", "deck_3"} <= shown
    assert not {"illuminati_4", "deck_6"} & shown
    assert not dialog.options_form.isRowVisible(dialog.option_inputs["illuminati_4"])
    dialog.count.setValue(4)
    assert "illuminati_4" in dialog.options()
    combo = dialog.option_inputs["illuminati_1"]
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert "Bavarian Illuminati" in labels and "bavarian-illuminati" not in labels
    combo.setCurrentIndex(labels.index("Bavarian Illuminati"))
    assert dialog.options()["illuminati_1"] == "bavarian-illuminati"
    deck = dialog.option_inputs["deck_2"]
    assert deck.itemText(deck.findData("ufos")) == "UFOs starter"
    assert deck.itemText(deck.findData("own")) == "their Illuminati's own starter"
