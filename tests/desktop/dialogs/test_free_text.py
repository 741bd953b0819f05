"""A command's free-text field (TI4's unit, planet, system) takes the table's own words: an editable list whose
suggestions are the legal forms' values; a field with choices stays a closed list; what is typed is one line,
not blank where needed, and short, or the form says why in one line and gives nothing."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from core.engine import zones as Z
from desktop.dialogs.fields import FieldDialog
from desktop.dialogs.freetext import TYPED_LONGEST, asks_a_name

COMBAT = """
title: a combat round in which Blue's ships use Sustain Damage
game: ti4
seed: 27
players: [Red, Blue, Green]
setup:
  hands: {Red: [direct-hit#1, direct-hit#2]}
  phase: action
  step: turn
  active: Red
  tactical: true
  acted: true
  combat: {attacker: Red, defender: Blue}
steps:
  - do: {player: Blue, command: declare, moment: sustain, unit: dreadnought A}
  - do: {player: Blue, command: declare, moment: sustain, unit: carrier in Mecatol Rex}
"""


@pytest.fixture
def combat(scenario_window):
    window = scenario_window(COMBAT)
    window.table.lift_curtain()
    assert window.table.acting_seat() == "Red"
    return window


def _play_dialog(window):
    """The window's form for playing Direct Hit, as the table asks for it (see `intend`)."""
    table = window.table
    window.ask_fields(table.ruleset.commands["play"], table.variants("play", {"card": "direct-hit#1"}), table.submit)
    return window.field_dialog


def _ok(dialog) -> None:
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def _type(box: QComboBox, text: str) -> None:
    box.setFocus()
    box.lineEdit().selectAll()
    box.lineEdit().insert(text)


def test_play_dialog_takes_a_typed_unit_and_plays_the_card_on_it(combat):
    """The candidates suggest only the last ship that sustained; the player names the other one."""
    dialog = _play_dialog(combat)
    unit = dialog.inputs["unit"]
    assert isinstance(unit, QComboBox) and unit.isEditable()
    assert "carrier in Mecatol Rex" in [unit.itemText(i) for i in range(unit.count())]
    assert "dreadnought A" not in [unit.itemText(i) for i in range(unit.count())]
    assert unit.currentText() == "carrier in Mecatol Rex", "every legal form names a ship: the form starts on one"
    _type(unit, "  dreadnought A ")
    _ok(dialog)
    state = combat.session.state
    assert "direct-hit#1" not in state.zone(Z.hand("Red"))
    assert combat.session.line[-1].command.get("unit") == "dreadnought A"


def test_a_typed_unit_the_rules_refuse_is_refused_with_its_rule(combat):
    refusals: list[tuple[str, str]] = []
    combat.table.refused.connect(lambda reason, rule: refusals.append((reason, rule)))
    dialog = _play_dialog(combat)
    _type(dialog.inputs["unit"], "Red's carrier in Mecatol Rex")
    _ok(dialog)
    assert refusals and refusals[-1][1] == "2.6"
    assert "direct-hit#1" in combat.session.state.zone(Z.hand("Red"))
    assert dialog.isVisible()
    dialog.reject()


def test_declare_takes_a_typed_unit_and_keeps_the_moment_a_closed_list(combat):
    spec = combat.table.ruleset.commands["declare"]
    given = []
    dialog = FieldDialog(
        combat.table, spec, combat.table.variants("declare", {}), lambda c: given.append(c) or True, combat
    )
    moment = dialog.inputs["moment"]
    assert isinstance(moment, QComboBox) and not moment.isEditable()
    moment.setCurrentIndex(moment.findData("sustain"))
    assert dialog.inputs["unit"].currentText() == "", "only a Sustain Damage names a unit: the form starts blank"
    _type(dialog.inputs["unit"], "Red's carrier in Mecatol Rex")
    _ok(dialog)
    assert [(c.name, c.get("moment"), c.get("unit")) for c in given] == [
        ("declare", "sustain", "Red's carrier in Mecatol Rex")
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [("x" * (TYPED_LONGEST + 1), f"at most {TYPED_LONGEST}"), ("carrier\nin Mecatol Rex", "several lines")],
)
def test_a_long_or_multiline_name_is_refused_in_one_line(combat, text, said):
    spec = combat.table.ruleset.commands["play"]
    given = []
    dialog = FieldDialog(
        combat.table, spec, combat.table.variants("play", {"card": "direct-hit#1"}), given.append, combat
    )
    dialog.inputs["unit"].setEditText(text)
    _ok(dialog)
    assert given == []
    assert said in dialog.error.text() and "\n" not in dialog.error.text()


def test_a_required_name_left_blank_is_refused_in_one_line(combat):
    """Taking a component action names it (a required free-text field): blanks are no name."""
    spec = combat.table.ruleset.commands["take-component"]
    given = []
    dialog = FieldDialog(combat.table, spec, None, given.append, combat)
    dialog.inputs["name"].setText("   ")
    _ok(dialog)
    assert given == []
    assert dialog.error.text() == "Name: please type a name"


def test_an_optional_field_left_blank_is_left_out(combat):
    spec = combat.table.ruleset.commands["play"]
    given = []
    dialog = FieldDialog(
        combat.table, spec, combat.table.variants("play", {"card": "direct-hit#1"}), given.append, combat
    )
    dialog.inputs["unit"].setEditText("")
    _ok(dialog)
    assert len(given) == 1 and given[0].get("unit") is None


def test_a_single_form_that_names_a_unit_is_worth_asking(combat):
    """Direct Hit has one legal form here, naming the last ship that sustained; a rival's seat to aim at is
    no name, so a move whose forms fill no free-text field is not asked."""
    table = combat.table
    assert asks_a_name(table.ruleset.commands["play"], table.variants("play", {"card": "direct-hit#1"}))
    assert not asks_a_name(table.ruleset.commands["end-combat"], table.variants("end-combat", {}))


def test_playing_a_card_whose_one_form_names_a_unit_opens_the_form(combat):
    """Dropping or double-clicking Direct Hit asks which ship, starting on the suggested one, instead of playing
    it at once on the ship the candidates chose."""
    assert combat.table.intend("play", card="direct-hit#1")
    dialog = combat.field_dialog
    assert dialog is not None and dialog.inputs["unit"].currentText() == "carrier in Mecatol Rex"
    assert "direct-hit#1" in combat.session.state.zone(Z.hand("Red")), "nothing is played before OK"
    _ok(dialog)
    assert "direct-hit#1" not in combat.session.state.zone(Z.hand("Red"))


def test_the_play_form_asks_only_for_what_the_card_names(combat):
    """Direct Hit names a ship and nothing else: no target, law, planet, system, outcome or pools to leave blank."""
    dialog = _play_dialog(combat)
    assert dialog.asked == {"card", "unit"}
    assert dialog.form.isRowVisible(dialog.inputs["unit"]) and not dialog.form.isRowVisible(dialog.inputs["target"])
    _ok(dialog)
    assert "direct-hit#1" not in combat.session.state.zone(Z.hand("Red"))


def test_the_strategic_action_form_asks_for_what_the_chosen_card_reads(combat):
    """Choosing Politics asks for the new speaker alone; choosing Technology, for the technologies and the payment."""
    dialog = FieldDialog(combat.table, combat.table.ruleset.commands["use-strategy"], None, [].append, combat)
    box = dialog.inputs["strategy"]
    box.setCurrentIndex(box.findData("politics"))
    assert dialog.asked == {"strategy", "speaker"}
    box.setCurrentIndex(box.findData("technology"))
    assert dialog.asked == {"strategy", "tg", "tech", "tech2", "resources"}
    dialog.reject()


INITIATIVE = """
title: Green may play Industrial Initiative on its turn
game: ti4
seed: 27
players: [Red, Blue, Green]
setup:
  hands: {Green: [industrial-initiative#1]}
  phase: action
  step: turn
  active: Green
  strategy: {Red: [leadership], Blue: [diplomacy], Green: [politics]}
steps: []
"""


def test_playing_a_card_worth_trade_goods_asks_how_many(scenario_window):
    """The table counts Green's industrial planets: dropping the card opens a form asking for that number alone."""
    window = scenario_window(INITIATIVE)
    window.table.lift_curtain()
    assert window.table.intend("play", card="industrial-initiative#1")
    dialog = window.field_dialog
    assert dialog is not None and dialog.asked == {"card", "worth"}
    assert "industrial-initiative#1" in window.session.state.zone(Z.hand("Green")), "nothing is played before OK"
    dialog.inputs["worth"].setValue(3)
    _ok(dialog)
    assert window.session.line[-1].command.get("worth") == 3


WARFARE = """
title: Red's only strategy card is Warfare
game: ti4
seed: 27
players: [Red, Blue, Green]
setup:
  phase: action
  step: turn
  active: Red
  strategy: {Red: [warfare], Blue: [diplomacy], Green: [politics]}
steps: []
"""


def test_a_strategic_action_with_one_form_still_asks_for_the_system(scenario_window):
    """Warfare's one legal form names a stock system; the button asks which, instead of using it at once."""
    window = scenario_window(WARFARE)
    window.table.lift_curtain()
    window.command("use-strategy")
    dialog = window.field_dialog
    assert dialog is not None and dialog.asked == {"strategy", "tokens", "where"}
    assert not window.session.line, "nothing is done before OK"
    dialog.reject()


WAR_EFFORT = INITIATIVE.replace("industrial-initiative#1", "war-effort#1")


def test_a_cards_menu_asks_for_the_system_instead_of_naming_a_stock_one(scenario_window):
    """War Effort's menu said "Play War Effort in Mecatol Rex" and played it there at once; the entry now opens
    the form, which asks which system and starts on the suggestion."""
    window = scenario_window(WAR_EFFORT)
    window.table.lift_curtain()
    actions = window.card_menu_for("war-effort#1").actions()
    assert [a.text() for a in actions] == ["Play War Effort…", "Reveal War Effort"]
    actions[0].trigger()
    dialog = window.field_dialog
    assert dialog is not None and "system" in dialog.asked
    assert "war-effort#1" in window.session.state.zone(Z.hand("Green")), "nothing is played before OK"
    _type(dialog.inputs["system"], "Arinam")
    _ok(dialog)
    assert window.session.line[-1].command.get("system") == "Arinam"
