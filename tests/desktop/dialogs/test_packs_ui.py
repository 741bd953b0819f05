"""File > New game's pack picker and File > Import pack…, over a packs folder of the test's own.

The packs folder is the one QStandardPaths names (test mode, from conftest) in one test, and a temporary
folder in the others, so no test sees a pack another test left.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from paths import ROOT
from PySide6.QtCore import QStandardPaths

from desktop.dialogs import packpicker
from desktop.dialogs.importpack import import_pack
from desktop.dialogs.newgame import NewGameDialog

EU_THREE = ROOT / "tests" / "content" / "packs" / "eu-three.yaml"
BAD = """format: 1
game: eu
name: Broken
cards:
  - id: tax-farmers
    name: Tax Farmers
    deck: navy
    text: Gain 3 ducats.
"""


def test_the_packs_folder_is_under_the_app_data_folder():
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert packpicker.packs_dir() == Path(base) / "packs"
    assert packpicker.packs_dir().is_dir()


def test_the_picker_lists_the_shipped_deck_labelled_then_the_game_packs_then_broken_ones(qtbot, packs):
    shutil.copy(EU_THREE, packs / "three.yaml")
    (packs / "broken.yaml").write_text(BAD)
    picker = packpicker.PackPicker()
    qtbot.addWidget(picker)
    picker.set_game("eu")
    labels = [picker.combo.itemText(i) for i in range(picker.combo.count())]
    assert labels == ["Shipped cards: a demo stand-in", "Pack: Three EU cards", "broken.yaml: cannot be used"]
    assert "invented cards under" in picker.note.text()  # the shipped deck's note from game.yaml
    assert not picker.items.item(2).isEnabled()
    assert "unknown deck 'navy'" in picker.items.item(2).toolTip()
    assert picker.pack() is None
    assert picker.choose(packs / "three.yaml")
    assert picker.pack() is not None and picker.pack().name == "Three EU cards"
    assert "3 cards of its own, added to the shipped cards" in picker.note.text()
    picker.set_game("ti4")
    assert [picker.combo.itemText(i) for i in range(picker.combo.count())][:2] == [
        "Shipped cards: the game's real card list",
        "broken.yaml: cannot be used",
    ]


def test_new_game_starts_with_the_chosen_pack(qtbot, packs):
    shutil.copy(EU_THREE, packs / "three.yaml")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("eu"))
    dialog.count.setValue(3)
    assert dialog.pack_picker.choose(packs / "three.yaml")
    started = []
    dialog.started.connect(lambda session, colours: started.append(session))
    dialog.start()
    assert started, dialog.error.text()
    session = started[0]
    assert session.header["pack"] == "Three EU cards"
    assert "hanseatic-charter#1" in session.ruleset.library


def test_import_refuses_a_bad_pack_with_its_line_and_copies_nothing(tmp_path, packs):
    bad = tmp_path / "broken.yaml"
    bad.write_text(BAD)
    done = import_pack(bad, lambda text: pytest.fail(f"unexpected question: {text}"))
    assert done.path is None
    assert done.lines == (f"{bad}: card 'tax-farmers': field 'deck': unknown deck 'navy' (decks: adm, dip, mil)",)
    assert list(packs.iterdir()) == []


def test_import_copies_a_good_pack_and_asks_before_replacing_one_of_the_same_name(tmp_path, packs):
    done = import_pack(EU_THREE, lambda text: pytest.fail(f"unexpected question: {text}"))
    assert done.path == packs / "eu-three.yaml"
    assert done.path.read_bytes() == EU_THREE.read_bytes()
    assert str(done.path) in done.lines[0]
    renamed = tmp_path / "again.yaml"
    renamed.write_text(EU_THREE.read_text().replace("Gain 4 ducats.", "Gain 5 ducats."))
    asked: list[str] = []
    refused = import_pack(renamed, lambda text: asked.append(text) or False)
    assert refused.path is None and "eu-three.yaml" in asked[0]
    assert sorted(p.name for p in packs.iterdir()) == ["eu-three.yaml"]
    replaced = import_pack(renamed, lambda text: True)
    assert replaced.path == packs / "again.yaml"
    assert sorted(p.name for p in packs.iterdir()) == ["again.yaml"]
    assert "Gain 5 ducats." in replaced.path.read_text()


def test_new_game_remembers_the_last_cards_chosen_for_each_game(qtbot, packs):
    shutil.copy(EU_THREE, packs / "three.yaml")
    first = NewGameDialog()
    qtbot.addWidget(first)
    first.game.setCurrentIndex(first.game.findData("eu"))
    assert first.pack_picker.choose(packs / "three.yaml")
    first.pack_picker.combo.activated.emit(first.pack_picker.combo.currentIndex())  # as a click on the list does
    first.game.setCurrentIndex(first.game.findData("ti4"))
    assert first.pack_picker.choice().path is None  # TI4 was never given a pack
    first.game.setCurrentIndex(first.game.findData("eu"))
    assert first.pack_picker.choice().path == packs / "three.yaml"
    first.start()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.game.currentData() == "eu"
    assert again.pack_picker.choice().path == packs / "three.yaml"
    (packs / "three.yaml").unlink()
    gone = NewGameDialog()
    qtbot.addWidget(gone)
    assert gone.pack_picker.choice().path is None  # a pack deleted since falls back on the shipped deck


def test_changing_the_game_keeps_the_player_count_unless_the_new_game_cannot_seat_it(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("eu"))
    dialog.count.setValue(5)
    dialog.game.setCurrentIndex(dialog.game.findData("inwo"))
    assert dialog.count.value() == 5 and len(dialog.names) == 5
    dialog.game.setCurrentIndex(dialog.game.findData("1819"))  # 3 to 4 players
    assert dialog.count.value() == 4
    dialog.game.setCurrentIndex(dialog.game.findData("eu"))
    assert dialog.count.value() == 4
    dialog.count.setValue(2)
    dialog.game.setCurrentIndex(dialog.game.findData("ti4"))  # 3 to 6 players
    assert dialog.count.value() == 3


def test_new_game_offers_an_inwo_packs_decks_as_deck_choices_and_deals_the_one_chosen(qtbot, packs):
    shutil.copy(ROOT / "tests" / "content" / "packs" / "inwo-gnomes.yaml", packs / "gnomes.yaml")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("inwo"))
    deck = dialog.option_inputs["deck_1"]
    assert deck.findData("gnome-friends") < 0
    assert dialog.pack_picker.choose(packs / "gnomes.yaml")
    deck = dialog.option_inputs["deck_1"]
    at = deck.findData("gnome-friends")
    assert at >= 0 and deck.itemText(at) == "gnome-friends (the pack's deck)"
    deck.setCurrentIndex(at)
    started = []
    dialog.started.connect(lambda session, colours: started.append(session))
    dialog.start()
    assert started, dialog.error.text()
    zones = started[0].state.zones
    seat = started[0].state.seats[0]
    assert any("gnome-cartel#1" in cards for zone, cards in zones.items() if zone.endswith(seat))
