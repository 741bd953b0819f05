"""TI4's vote form: the outcome, and a spin box of exactly the votes a declaration may cast (agenda.vote)."""

from __future__ import annotations

from types import MappingProxyType

import pytest
from PySide6.QtWidgets import QSpinBox

from core.engine.commands import Command
from core.engine.errors import Refusal
from core.rulesets.ti4.agenda import MOST_VOTES
from desktop.dialogs.fields import FieldDialog, offered_commands

AGENDA = """
title: the first agenda under vote
game: ti4
seed: 3
players: [Red, Blue, Green]
options: {custodians: true}
setup:
  phase: status
  step: tokens
  active: Red
  strategy: {Red: [leadership], Blue: [diplomacy], Green: [politics]}
  agenda_deck: [Arms Reduction]
steps:
  - do: {player: Red, command: gain-tokens, fleet: 2}
  - do: {player: Blue, command: gain-tokens, fleet: 2}
  - do: {player: Green, command: gain-tokens, fleet: 2}
"""


def test_the_vote_form_counts_votes_in_a_spin_box_of_the_legal_range(scenario_window):
    window = scenario_window(AGENDA)
    table = window.table
    table.lift_curtain()
    assert table.acting_seat() == "Blue"
    dialog = FieldDialog(table, table.ruleset.commands["vote"], offered_commands(table, "vote"), lambda c: False)
    spin = dialog.inputs["votes"]
    assert isinstance(spin, QSpinBox)
    assert (spin.minimum(), spin.maximum(), spin.specialValueText()) == (0, MOST_VOTES, "— none —")
    dialog.inputs["outcome"].setCurrentText("for")
    legal = {c.get("votes") for c in table.ruleset.legal(table.state, "Blue") if c.get("outcome") == "for"}
    offered = set()
    for n in range(1, MOST_VOTES + 1):
        spin.setValue(n)
        command = dialog.command()
        assert command is not None and dict(command.args) == {"outcome": "for", "votes": n}
        offered.add(n)
    assert offered == legal
    spin.setValue(0)
    dialog.inputs["outcome"].setCurrentText("")
    assert dict(dialog.command().args) == {}  # abstaining
    dialog.deleteLater()


@pytest.mark.parametrize("args", [{"outcome": "for", "votes": MOST_VOTES + 1}, {"outcome": "for"}, {"votes": 3}])
def test_a_vote_outside_the_range_is_refused(scenario_window, args):
    table = scenario_window(AGENDA).table
    with pytest.raises(Refusal) as err:
        table.ruleset.decide(table.state, Command("Blue", "vote", MappingProxyType(args)))
    assert err.value.rule == "agenda.vote"
