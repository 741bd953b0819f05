"""The decks editor's models pass Qt's model tester, and an edit, a new card and a save make a pack that
`cardtable pack check` accepts, while a bad edit is one line and changes nothing."""

from __future__ import annotations

import shutil

from paths import ROOT
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from core.cli import main
from core.games import load_pack
from desktop.dialogs.cardform import CardForm
from desktop.dialogs.decks import DecksEditor
from desktop.models import roles as R
from desktop.models.packcards import COPIES, DeckTotalsModel, PackCardsModel
from desktop.models.packdraft import PackDraft

EU_THREE = ROOT / "tests" / "content" / "packs" / "eu-three.yaml"


def test_the_models_pass_the_model_tester_while_cards_are_counted_and_added(qtmodeltester):
    draft = PackDraft.from_pack(EU_THREE)
    cards, totals = PackCardsModel(draft), DeckTotalsModel(draft)
    qtmodeltester.check(cards)
    qtmodeltester.check(totals)
    row = cards.row_of("hanseatic-charter")
    assert cards.index(row, 0).data(R.NAME) == "Hanseatic Charter"
    assert cards.index(row, 0).data(R.FACE_UP) is True
    assert cards.setData(cards.index(row, COPIES), 3)
    totals.refresh()
    draft.put_card({"id": "tax-farmers", "name": "Tax Farmers", "deck": "adm", "text": "Gain 3 ducats."})
    cards.card_changed("tax-farmers")
    totals.refresh()
    cards.reset(PackDraft("ti4", "Other"))
    totals.refresh(cards.draft)
    qtmodeltester.check(cards)
    qtmodeltester.check(totals)


def test_a_bad_count_is_one_line_and_changes_nothing(qtbot):
    draft = PackDraft("eu", "Ours")
    cards = PackCardsModel(draft)
    cid = draft.ids()[0]
    with qtbot.waitSignal(cards.refused) as said:
        assert not cards.setData(cards.index(0, COPIES), 100)
    assert said.args[0] == f"{draft.defs[cid].name}: copies must be 0 to 99, got '100'"
    assert draft.counts[cid] == draft.defs[cid].copies


def test_the_card_form_says_what_is_wrong_in_one_line_and_waits(qtbot):
    form = CardForm("eu")
    qtbot.addWidget(form)
    ok = form.buttons.button(form.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and "id" in form.problem.text()
    for column, text in {"id": "tax-farmers", "name": "Tax Farmers", "text": "Gain 3 ducats.", "cost": "adm:1"}.items():
        form.fields[column].setText(text)
    assert not ok.isEnabled()
    assert form.problem.text() == "column 'cost': 'adm:1' is not name=number (e.g. adm=2 ducats=1)"
    form.fields["cost"].setText("adm=1")
    assert ok.isEnabled() and form.problem.text() == ""
    assert form.card() == {
        "id": "tax-farmers",
        "name": "Tax Farmers",
        "deck": "adm",
        "copies": 1,
        "cost": {"adm": 1},
        "text": "Gain 3 ducats.",
    }


def test_editing_adding_a_card_and_saving_makes_a_pack_that_pack_check_accepts(qtbot, packs, capsys):
    shutil.copy(EU_THREE, packs / "three.yaml")
    editor = DecksEditor()
    qtbot.addWidget(editor)
    editor.game.setCurrentIndex(editor.game.findData("eu"))
    assert editor.picker.choose(packs / "three.yaml")
    editor._pack_chosen()
    assert editor.draft.name == "Three EU cards"
    form = CardForm("eu")
    qtbot.addWidget(form)
    cells = {"id": "tax-farmers", "name": "Tax Farmers", "copies": "2", "cost": "adm=1", "text": "Gain 3 ducats."}
    for column, text in cells.items():
        form.fields[column].setText(text)
    assert editor.take_card(form.card())
    assert editor.set_count("hanseatic-charter", 4)
    assert editor.set_count("levy-of-pikemen", 0)
    shipped = next(c for c in editor.draft.ids() if c not in editor.draft.own and editor.draft.defs[c].deck == "adm")
    assert editor.set_count(shipped, 0)
    before = (packs / "three.yaml").read_bytes()
    assert not editor.set_count("hanseatic-charter", "lots")
    assert "copies must be 0 to 99, got 'lots'" in editor.message.text()
    saved = editor.save()
    assert saved == packs / "three.yaml" and saved.read_bytes() != before
    assert main(["pack", "check", str(saved)]) == 0, capsys.readouterr().err
    pack = load_pack(saved)
    assert pack.library.defs["tax-farmers"].copies == 2
    assert pack.library.defs["hanseatic-charter"].copies == 4
    assert "levy-of-pikemen" not in pack.library.defs and shipped not in pack.library.defs
    again = PackDraft.from_pack(saved)
    assert again.counts["levy-of-pikemen"] == 0 and "levy-of-pikemen" in again.own


def test_a_save_the_game_cannot_use_is_refused_and_the_file_stays(qtbot, packs):
    shutil.copy(EU_THREE, packs / "three.yaml")
    draft = PackDraft.from_pack(packs / "three.yaml")
    before = (packs / "three.yaml").read_bytes()
    for cid in [c for c in draft.ids() if draft.defs[c].deck == "mil"]:
        draft.set_count(cid, 0)
    editor = DecksEditor()
    qtbot.addWidget(editor)
    editor.show_draft(draft)
    assert editor.save() is None
    assert (
        editor.message.text()
        == "Not saved: the Military deck would hold no cards: give one of its cards 1 copy at least"
    )
    assert (packs / "three.yaml").read_bytes() == before
    assert [p.name for p in packs.iterdir()] == ["three.yaml"]


def test_the_filter_shows_the_cards_of_one_deck_holding_the_words_and_minus_takes_a_copy_away(qtbot):
    editor = DecksEditor()
    qtbot.addWidget(editor)
    editor.game.setCurrentIndex(editor.game.findData("eu"))
    total = editor.filtered.rowCount()
    editor.deck.setCurrentIndex(editor.deck.findData("mil"))
    shown = [editor.filtered.index(r, 0).data(R.DECK) for r in range(editor.filtered.rowCount())]
    assert shown and set(shown) == {"mil"} and len(shown) < total
    editor.faces.setCurrentIndex(editor.filtered.index(0, 0))
    cid = editor.current_card()
    before = editor.draft.counts[cid]
    QTest.keyClick(editor.faces, Qt.Key.Key_Minus)
    assert editor.draft.counts[cid] == before - 1
    assert editor.filtered.index(0, COPIES).data() == str(before - 1)
    name = editor.filtered.index(0, 0).data(Qt.ItemDataRole.DisplayRole)
    editor.search.setText(name.lower())
    assert 1 <= editor.filtered.rowCount() < len(shown)


def test_tools_decks_opens_the_editor_on_the_game_on_the_table(make_window):
    window = make_window(game="eu", players=("Red", "Blue"), seed=3)
    tools = next(a.menu() for a in window.menuBar().actions() if a.text() == "Tools")
    next(a for a in tools.actions() if a.text() == "&Decks…").trigger()
    editor = window.decks_window
    assert editor.isVisible() and editor.draft.game == "eu"
    assert editor.totals.rowCount() == 3


def test_a_pack_card_rules_are_kept_when_the_editor_saves_it(tmp_path):
    path = tmp_path / "gnomes.yaml"
    path.write_text(
        "format: 1\ngame: inwo\ncards:\n  - {id: gnome-cartel, name: Gnome Cartel, deck: group, kinds: [display],"
        ' charges: 1, text: "Group. Power 2, Resistance 4."}\ncard_rules:\n  gnome-cartel: {power: 2, resistance: 4}\n'
    )
    draft = PackDraft.from_pack(path)
    draft.set_count("gnome-cartel", 3)
    draft.save(path)
    pack = load_pack(path)
    assert pack.card_rules == {"gnome-cartel": {"power": 2, "resistance": 4}}
    assert pack.library.defs["gnome-cartel"].copies == 3
