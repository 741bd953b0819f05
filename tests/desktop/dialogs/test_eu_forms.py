"""EU's forms offer, in words, every way the rules allow: a battle at sea or led by one of the player's leaders,
each shift of a national focus, and the character's own role when appointing."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from desktop.dialogs.fields import NONE, FieldDialog, offered_commands


def _red_to_move(scenario_window, more: str):
    """A window on Red's phase-2 turn (3 seats), the curtain lifted; `more` adds set-up lines."""
    text = "\n".join(
        ["title: Red to move", "game: eu", "seed: 1", "players: [Red, Blue, Green]", "setup:"]
        + [f"  {line}" for line in ("phase: actions", "step: turn", "active: Red", "first: Red", *more.splitlines())]
    )
    window = scenario_window(text + "\n")
    window.table.lift_curtain()
    return window


def _form(window, name: str, forms) -> FieldDialog:
    return FieldDialog(window.table, window.table.ruleset.commands[name], forms, lambda c: False, window)


def _offered(dialog: FieldDialog, field: str) -> list:
    box = dialog.inputs[field]
    assert isinstance(box, QComboBox)
    return [box.itemData(i) for i in range(box.count()) if box.itemData(i) is not NONE]


def test_the_battle_form_offers_the_sea_and_the_players_leaders(scenario_window):
    window = _red_to_move(scenario_window, "appointed: {Red: [flanking-charge#1, forced-march#1]}")
    table = window.table
    dialog = _form(window, "battle", offered_commands(table, "battle") or None)
    assert "sea" in _offered(dialog, "at")
    assert set(_offered(dialog, "leader")) == {"flanking-charge#1", "forced-march#1"}
    dialog.deleteLater()
    at_sea = {c.get("leader") for c in table.ruleset.legal(table.state, "Red") if c.get("at") == "sea"}
    assert at_sea == {None, "forced-march#1"}, "an admiral leads at sea, a general does not"


def test_the_national_focus_form_offers_each_shift_of_monarch_power(scenario_window):
    window = _red_to_move(scenario_window, "resources: {Red: {adm: 3, dip: 3, mil: 3}}")
    dialog = _form(window, "focus", window.table.variants("focus", {}))
    assert dialog.whole is not None
    offered = [dialog.whole.itemData(i) for i in range(dialog.whole.count())]
    shifts = {tuple(sorted(c.get("shift").items())) for c in offered if c.get("shift")}
    assert (("dip", 1), ("mil", -1)) in shifts and (("adm", -1), ("dip", -1), ("mil", 2)) in shifts, shifts
    assert len(shifts) == 9, "1 from one type into another (6 ways), or 1 from each of two into the third (3)"
    dialog.deleteLater()


def test_the_national_focus_form_and_menus_say_each_way_in_words(scenario_window):
    window = _red_to_move(scenario_window, "hands: {Red: [forged-charter#1, plunder#1]}")
    dialog = _form(window, "focus", window.table.variants("focus", {}))
    assert dialog.whole is not None
    said = [dialog.whole.itemText(i) for i in range(dialog.whole.count())]
    assert "National focus: shift 1 diplomatic power into administrative power" in said, said
    assert "National focus: shift 1 administrative and 1 diplomatic power into military power" in said, said
    swap = "National focus: discard Forged Charter and Plunder the Countryside, draw 1 from the Military deck"
    assert swap in said, said
    assert not any(text.startswith("Focus") for text in said), said
    dialog.deleteLater()
    menu = [action.text() for action in window.card_menu_for("plunder#1").actions()]
    assert any(text.startswith("National focus: discard") for text in menu), menu


def test_the_appoint_form_names_the_character_s_own_role(scenario_window):
    window = _red_to_move(scenario_window, "hands: {Red: [siege-train#1]}")
    dialog = _form(window, "appoint", window.table.variants("appoint", {"card": "siege-train#1"}))
    assert dialog.whole is not None
    said = [dialog.whole.itemText(i).lower() for i in range(dialog.whole.count())]
    assert said == ["general", "ruler"], said
    dialog.deleteLater()
    menu = [action.text() for action in window.card_menu_for("siege-train#1").actions()]
    assert "Appoint Ferdinand Orsk as general" in menu and "Appoint Ferdinand Orsk as ruler" in menu, menu
