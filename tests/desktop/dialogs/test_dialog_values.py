"""Choice dialogs offer only legal values: over random positions of every game, each value a command's dialog
offers gives a command the rules accept."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QComboBox

from core.engine.commands import Command
from core.engine.errors import CardtableError
from core.games import games, new_session
from desktop.dialogs.fields import NONE, CardsInput, FieldDialog, offered_commands

SEATS = ("Red", "Blue", "Green", "Yellow")


def _check_dialogs(window) -> int:
    """Open every command's dialog for the seat at the screen; return how many values were checked."""
    table = window.table
    state, seat, ruleset = table.state, table.acting_seat(), table.ruleset
    legal = ruleset.legal(state, seat)
    checked = 0
    for name, spec in ruleset.commands.items():
        forms = [c for c in legal if c.name == name]
        if name == "adjust" or not forms:
            continue
        dialog = FieldDialog(table, spec, offered_commands(table, name) or None, lambda c: False, window)
        if dialog.whole is not None:
            for i in range(dialog.whole.count()):
                command = dialog.whole.itemData(i)
                assert isinstance(command, Command)
                ruleset.decide(state, command)
                checked += 1
        for field, widget in dialog.inputs.items():
            # a list, compared by equality: an amounts field's values are mappings
            named = [v for c in forms for v in (c.get(field) if isinstance(c.get(field), tuple) else (c.get(field),))]
            if isinstance(widget, QComboBox):
                values = [widget.itemData(i) for i in range(widget.count()) if widget.itemData(i) is not NONE]
            elif isinstance(widget, CardsInput):
                values = list(widget.cards())
            else:
                continue
            for value in values:
                assert value in named, f"{name}: {field}={value!r} is offered but no legal {name} names it"
                checked += 1
        dialog.deleteLater()
    return checked


@pytest.mark.parametrize("game", list(games()))
def test_every_offered_value_is_accepted(make_window, game):
    rnd = random.Random(11)
    window = make_window(session=new_session(game, SEATS[:4] if game != "sandbox" else SEATS[:3], 11))
    session = window.session
    checked = 0
    for step in range(60):
        seat = session.must_act()
        if seat is None:
            break
        if step % 5 == 0:
            window.table.lift_curtain()
            if window.table.acting_seat() == seat:
                checked += _check_dialogs(window)
        legal = session.ruleset.legal(session.state, seat)
        if not legal:
            break
        try:
            session.submit(rnd.choice(legal))
        except CardtableError:
            continue
    assert checked > 0


def test_1819_place_leader_offers_only_free_places(make_window):
    session = new_session("1819", SEATS[:4], 3)
    rnd = random.Random(3)
    while "place-leader" not in {c.name for c in session.ruleset.legal(session.state, session.must_act())}:
        legal = session.ruleset.legal(session.state, session.must_act())
        session.submit(rnd.choice([c for c in legal if c.name != "place-leader"] or legal))
    session.submit(
        next(c for c in session.ruleset.legal(session.state, session.must_act()) if c.name == "place-leader")
    )
    window = make_window(session=session)
    window.table.lift_curtain()
    forms = offered_commands(window.table, "place-leader")
    legal = [c for c in session.ruleset.legal(session.state, session.must_act()) if c.name == "place-leader"]
    assert forms and {c.get("place") for c in forms} == {c.get("place") for c in legal}
    assert len(forms) < 5
