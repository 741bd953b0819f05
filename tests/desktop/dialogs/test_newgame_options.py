"""Every listed game starts from File > New game, with its defaults and with another value of each option."""

from __future__ import annotations

import shutil

import pytest
from paths import ROOT
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox

from core.games import games, make_ruleset
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


@pytest.mark.parametrize("game", list(games()))
def test_every_choice_in_words_is_shown_in_players_words_and_gives_its_id(qtbot, game):
    """A list's choices read as words (game.yaml `labels`, or a card's name), never as the id a game keeps: a
    player picking how aid works sees "no alignment opposed to the group helped", not "not-opposed"."""
    dialog = _dialog(qtbot, game)
    dialog.count.setValue(dialog.count.maximum())  # every seat's options offered
    for name, widget in dialog.option_inputs.items():
        if not isinstance(widget, QComboBox) or isinstance(widget, SeatPicker):
            continue
        for i in range(widget.count()):
            value, text = widget.itemData(i), widget.itemText(i)
            if isinstance(value, str):
                assert text != value, f"{game} option {name}: {value!r} shown as it is written"
            widget.setCurrentIndex(i)
            assert dialog.options()[name] == value, name


def test_option_labels_read_from_game_yaml():
    dialog_labels = {
        ("inwo", "aid_alignment", "not-opposed"): "no alignment opposed to the group helped",
        ("sandbox", "limit_timing", "at_step"): "at the round's cleanup",
        ("eu", "defender_general", "off"): "never",
        ("1819", "battle_limit", 0): "no limit",
        ("ti4", "undo_barriers", "consent"): "ask the table",
    }
    for (game, name, value), words in dialog_labels.items():
        assert make_ruleset(game).option_label(name, value) == words
    assert make_ruleset("ti4").option_label("hand_limit", 7) is None  # a number says itself
    assert make_ruleset("ti4").option_label("neural_motivator", ["Red"]) is None  # a list of seats too


GNOMES = ROOT / "tests" / "content" / "packs" / "inwo-gnomes.yaml"


def _inwo_with_gnomes(qtbot, packs) -> NewGameDialog:
    shutil.copy(GNOMES, packs / "gnomes.yaml")
    return _dialog(qtbot, "inwo")


def _pick(dialog: NewGameDialog, name: str, value) -> None:
    combo = dialog.option_inputs[name]
    combo.setCurrentIndex(combo.findData(value))
    assert option_value(combo) == value


def test_changing_the_cards_keeps_the_options_already_chosen_that_are_still_allowed(qtbot, packs):
    dialog = _inwo_with_gnomes(qtbot, packs)
    _pick(dialog, "aid_alignment", "shared")
    _pick(dialog, "illuminati_2", "ufos")  # so no other seat's own starter is the UFOs' deck Blue takes
    _pick(dialog, "deck_2", "ufos")
    dialog.option_inputs["count_illuminati"].setChecked(False)
    assert dialog.pack_picker.choose(packs / "gnomes.yaml")
    chosen = dialog.options()
    assert (chosen["aid_alignment"], chosen["deck_2"], chosen["count_illuminati"]) == ("shared", "ufos", False)
    assert chosen["plot_price"] == "standard" and chosen["deck_1"] == "own"  # untouched: still the defaults
    _pick(dialog, "deck_1", "gnome-friends")
    dialog.pack_picker.combo.setCurrentIndex(0)  # the shipped cards, which have no gnome-friends deck
    chosen = dialog.options()
    assert chosen["deck_1"] == "own" and chosen["aid_alignment"] == "shared" and chosen["deck_2"] == "ufos"
    assert chosen["illuminati_2"] == "ufos"


def test_changing_the_game_starts_from_the_new_games_defaults(qtbot):
    dialog = _dialog(qtbot, "sandbox")
    dialog.option_inputs["adjustments"].setChecked(False)
    dialog.game.setCurrentIndex(dialog.game.findData("eu"))
    dialog.game.setCurrentIndex(dialog.game.findData("sandbox"))
    assert dialog.options()["adjustments"] is True


def _wheel(widget) -> None:
    """One notch of the mouse wheel down over the middle of `widget`."""
    at = QPointF(widget.rect().center())
    event = QWheelEvent(
        at,
        QPointF(widget.mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_options_without_changing_the_one_under_the_pointer(qtbot, packs, monkeypatch):
    """Why the shipped game and a pack once showed different Aid alignments: the wheel meant to scroll the
    options turned the choice under the pointer. A pack that leaves the option alone shows the same default."""
    dialog = _inwo_with_gnomes(qtbot, packs)
    dialog.show()
    shipped = option_value(dialog.option_inputs["aid_alignment"])
    assert dialog.pack_picker.choose(packs / "gnomes.yaml")
    aid, seats = dialog.option_inputs["aid_alignment"], dialog.option_inputs["illuminati_1"]
    for widget in (aid, aid, seats):
        _wheel(widget)
    assert option_value(aid) == shipped == "not-opposed" and option_value(seats) == "random"
    monkeypatch.setattr(aid, "hasFocus", lambda: True)  # as after a click or Tab (the offscreen test has no focus)
    _wheel(aid)
    assert option_value(aid) == "shared"  # a focused choice still turns with the wheel


def test_no_game_s_options_scroll_sideways_after_switching_to_it(qtbot):
    """The options area grows to its widest row for every game chosen in turn (1819's used to scroll sideways)."""
    dialog = NewGameDialog(None, "eu")
    qtbot.addWidget(dialog)
    dialog.show()
    for game in games():
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        QApplication.processEvents()
        assert not dialog.options_scroll.horizontalScrollBar().isVisible(), game
