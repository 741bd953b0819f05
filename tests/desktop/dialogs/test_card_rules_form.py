"""The decks editor's card form shows the game's card_rules fields, drawn from the keys its ruleset declares,
checks them as you type, and an INWO Group added through it saves a pack that `pack check` accepts and a new
game deals and plays."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QSpinBox

from core.cli import main
from core.engine import zones as Z
from core.games import load_pack, new_session
from core.rules.cardschema import fields_for
from core.rulesets import ruleset_class
from core.rulesets.inwo.ruleschema import ALIGNMENTS, PLOTS
from desktop.dialogs.cardform import CardForm
from desktop.dialogs.decks import DecksEditor
from desktop.dialogs.rulefields import CheckList

GNOMES = {"id": "gnome-cartel", "name": "Gnome Cartel", "text": "A group of bankers.", "kinds": "display"}


def _group_form(qtbot, form: CardForm) -> CardForm:
    qtbot.addWidget(form)
    form.fields["deck"].setCurrentIndex(form.fields["deck"].findData("group"))
    for column, text in {**GNOMES, "charges": "1", "copies": "6"}.items():
        form.fields[column].setText(text)
    return form


def test_the_form_draws_the_fields_the_ruleset_declares_for_the_card_deck(qtbot):
    form = _group_form(qtbot, CardForm("inwo"))
    box = form.rules_box
    assert box is not None and box.isVisibleTo(form)
    declared = ruleset_class("inwo").card_rule_fields
    assert [i.field.key for i in box.inputs] == [f.key for f in fields_for(declared, "group")]
    assert isinstance(box.input("power").widget, QSpinBox)
    transfer = box.input("transfer").spin
    assert transfer.text() == "all of its Power" and "transfer" not in box.entry()  # left out: all of it
    transfer.setValue(0)
    assert box.entry()["transfer"] == 0
    transfer.setValue(transfer.minimum())
    align = box.input("align").ticks
    assert isinstance(align, CheckList) and [align.item(i).text() for i in range(align.count())] == list(ALIGNMENTS)
    assert "media" in [box.input("attrs").ticks.item(i).text() for i in range(box.input("attrs").ticks.count())]
    form.fields["deck"].setCurrentIndex(form.fields["deck"].findData("plot"))
    assert [i.field.key for i in box.inputs] == [f.key for f in fields_for(declared, "plot")]
    plot = box.input("plot").widget
    assert isinstance(plot, QComboBox) and [plot.itemData(i) for i in range(plot.count())] == list(PLOTS)
    plot.setCurrentIndex(plot.findData("goal"))
    assert not box.input("draw").widget.isVisibleTo(form) and box.input("goal").widget.isVisibleTo(form)
    assert box.entry() == {"plot": "goal", "goal": {"align": [], "count": 0}}
    assert CardForm("eu").rules_box is None


def test_the_rules_are_checked_as_you_type_by_the_game_own_reader(qtbot):
    druids = {"id": "druids", "name": "Druids", "deck": "group", "text": "Druids.", "kinds": ["display"], "charges": 1}
    form = CardForm("inwo", {**druids, "copies": 1}, rules={"power": 2, "resistance": 4, "attrs": ["green", "magic"]})
    qtbot.addWidget(form)
    ok = form.buttons.button(form.buttons.StandardButton.Ok)
    assert form.rules_box.input("attrs").ticks.words() == ["green", "magic"]
    assert not ok.isEnabled() and form.rules() is None
    assert form.problem.text() == "starters use 2 copies of 'druids'; the card has 1"
    form.fields["copies"].setText("6")
    assert ok.isEnabled() and form.problem.text() == ""
    form.rules_box.input("transfer").spin.setValue(1)
    assert form.rules() == {"power": 2, "transfer": 1, "resistance": 4, "attrs": ["green", "magic"]}


def test_an_inwo_group_added_through_the_form_saves_a_pack_a_new_game_plays(qtbot, packs, capsys):
    editor = DecksEditor(game="inwo")
    qtbot.addWidget(editor)
    editor.name.setText("Gnomes")
    form = _group_form(qtbot, CardForm("inwo"))
    ok = form.buttons.button(form.buttons.StandardButton.Ok)
    box = form.rules_box
    box.input("power").spin.setValue(3)
    box.input("transfer").spin.setValue(1)
    box.input("resistance").spin.setValue(5)
    box.input("align").ticks.tick(["criminal", "corporate"])
    box.input("attrs").more.setText("Bank")
    assert ok.isEnabled(), form.problem.text()
    rules = {"power": 3, "transfer": 1, "resistance": 5, "align": ["corporate", "criminal"], "attrs": ["bank"]}
    assert form.rules() == rules
    assert editor.take_card(form.card(), form.rules())
    saved = editor.save_to(packs / "gnomes.yaml")
    assert saved is not None, editor.message.text()
    assert main(["pack", "check", str(saved)]) == 0, capsys.readouterr().err
    pack = load_pack(saved)
    assert pack.card_rules == {"gnome-cartel": rules}
    session = new_session("inwo", ("Red", "Blue"), 5, pack=pack)
    assert session.ruleset.stats["gnome-cartel"].power == 3
    seat = session.must_act()
    session.submit(
        session.ruleset.parse(
            {"player": seat, "command": "adjust", "reason": "our new group", "card": "gnome-cartel#1"}
            | {"to": Z.hand(seat)},
            session.state.seats,
        )
    )
    while not any(c.name == "takeover" for c in session.ruleset.legal(session.state, seat)):
        session.submit(next(c for c in session.ruleset.legal(session.state, seat) if c.name == "advance"))
    legal = session.ruleset.legal(session.state, seat)
    session.submit(next(c for c in legal if c.name == "takeover" and c.get("card") == "gnome-cartel#1"))
    assert "gnome-cartel#1" in session.state.zone(Z.display(seat))
    assert session.state.charges.get("gnome-cartel#1") == 1


def test_a_group_ability_the_form_does_not_edit_is_shown_and_kept(qtbot):
    form = _group_form(qtbot, CardForm("inwo"))
    box = form.rules_box
    assert box is not None
    bonus = [{"vs": ["science"], "mode": "any", "amount": 5}]
    box.set_deck("group", {"power": 3, "resistance": 4, "bonus": bonus})
    assert "science" in box.input("bonus").widget.text()
    box.input("power").spin.setValue(4)
    assert box.entry()["bonus"] == bonus and box.entry()["power"] == 4
    assert "shield" not in box.entry()
