"""A command's form labels its fields in the game's words: Bribery's trade goods field reads "Trade goods"."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtWidgets import QComboBox, QLabel

from core.games import new_session
from desktop.dialogs.fields import NONE, AmountsInput, FieldDialog, offered_commands

BRIBERY_PLAYED = 21  # the step of agenda-cards-votes.yaml where Red plays Bribery for 4 trade goods


def test_the_bribery_form_labels_its_trade_goods_by_name(scenario_window):
    scenario = SCENARIOS / "ti4" / "agenda-cards-votes.yaml"
    window = scenario_window(scenario, steps=slice(0, BRIBERY_PLAYED))
    table = window.table
    forms = [c for c in table.ruleset.legal(table.state, "Red") if c.name == "play" and c.get("card") == "bribery#1"]
    assert forms
    dialog = FieldDialog(table, table.ruleset.commands["play"], forms, lambda c: False, window)
    said = [label.text() for label in dialog.findChildren(QLabel)]
    assert any(text.startswith("Trade goods") for text in said), said
    assert not any(text.startswith("Tg") for text in said), said
    dialog.deleteLater()


def test_a_place_keeps_its_proper_name_in_the_leader_form(make_window):
    """1819's places are names: the leader's form offers ``Boat Quay``, not ``Boat quay``."""
    window = make_window(session=new_session("1819", ("Red", "Blue", "Green"), 2))
    session, rules = window.session, window.table.ruleset
    while session.state.pending is not None:  # the opening keeps: any legal answer
        seat = session.must_act()
        session.submit(next(c for c in rules.legal(session.state, seat) if c.name == "choose"))
    spec = rules.commands["place-leader"]
    dialog = FieldDialog(window.table, spec, offered_commands(window.table, "place-leader"), lambda c: False, window)
    box = dialog.inputs["place"]
    assert isinstance(box, QComboBox)
    offered = [box.itemText(i) for i in range(box.count())]
    assert "Boat Quay" in offered and "Government Hill" in offered, offered
    dialog.deleteLater()


def test_leadership_s_tokens_are_asked_only_for_the_three_pools(make_window):
    """The strategic action's tokens field offers the tactic, fleet and strategy pools, not victory points or
    commodities (amounts of those were never command tokens)."""
    window = make_window(session=new_session("ti4", ("Red", "Blue", "Green"), 2))
    spec = window.table.ruleset.commands["use-strategy"]
    dialog = FieldDialog(window.table, spec, None, lambda c: False, window)
    tokens = dialog.inputs["tokens"]
    assert isinstance(tokens, AmountsInput)
    assert sorted(tokens.spins) == ["fleet", "strategy", "tactic"], sorted(tokens.spins)
    dialog.deleteLater()


def test_politics_never_offers_no_speaker(scenario_window):
    """Politics names the new speaker (politics.primary): its form does not offer "none", which the rules
    refuse; Leadership, which names no speaker, leaves the row hidden."""
    window = scenario_window(SCENARIOS / "ti4" / "politics.yaml", steps=slice(0, 0))
    table = window.table
    table.lift_curtain()
    dialog = FieldDialog(table, table.ruleset.commands["use-strategy"], None, lambda c: False, window)
    strategy, speaker = dialog.inputs["strategy"], dialog.inputs["speaker"]
    assert isinstance(strategy, QComboBox) and isinstance(speaker, QComboBox)
    strategy.setCurrentIndex(strategy.findData("politics"))
    none = speaker.findData(NONE)
    assert speaker.currentData() in ("Blue", "Green"), speaker.currentData()
    assert not speaker.model().item(none).isEnabled()
    command = dialog.command()
    assert command is not None
    table.ruleset.decide(table.state, command)  # accepted: no Refusal
    dialog.deleteLater()


def _strategy_form(scenario_window, name: str, card: str):
    window = scenario_window(SCENARIOS / "ti4" / f"{name}.yaml", steps=slice(0, 0))
    table = window.table
    table.lift_curtain()
    dialog = FieldDialog(table, table.ruleset.commands["use-strategy"], None, lambda c: False, window)
    strategy = dialog.inputs["strategy"]
    assert isinstance(strategy, QComboBox)
    strategy.setCurrentIndex(strategy.findData(card))
    return table, dialog


def _label(dialog, field: str) -> str:
    label = dialog.form.labelForField(dialog.inputs[field])
    assert isinstance(label, QLabel)
    return label.text()


def test_leadership_s_tokens_are_needed_and_start_as_a_legal_share(scenario_window):
    """Leadership always gains its tokens: the field does not say optional, and it starts at a share of the
    three tokens the card gives (not at none of them, which the rules refuse); spending influence stays optional."""
    table, dialog = _strategy_form(scenario_window, "strategy-leadership", "leadership")
    assert _label(dialog, "tokens") == "Tokens:"
    assert "(optional)" in _label(dialog, "influence")
    tokens = dialog.inputs["tokens"]
    assert isinstance(tokens, AmountsInput) and sum(tokens.value().values()) == 3
    command = dialog.command()
    assert command is not None
    table.ruleset.decide(table.state, command)  # accepted as it starts: no Refusal
    dialog.deleteLater()


def test_warfare_s_form_asks_for_the_system_and_the_new_pools_without_optional(scenario_window):
    table, dialog = _strategy_form(scenario_window, "strategy-warfare", "warfare")
    assert _label(dialog, "tokens") == "Tokens:" and _label(dialog, "where") == "Where:"
    command = dialog.command()
    assert command is not None
    table.ruleset.decide(table.state, command)
    dialog.deleteLater()
