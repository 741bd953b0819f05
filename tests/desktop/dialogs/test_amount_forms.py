"""A move whose forms differ by amounts (EU's Explore, paid in diplomatic and military power) opens its form: the
amounts were put in a set to compare them, and the TypeError left the button doing nothing."""

from __future__ import annotations

from core.engine.errors import Refusal
from core.games import new_session
from desktop.dialogs.fields import FieldDialog, heading


def _to_blues_first_action():
    """EU seed 3 for three: every seat takes its first legal move until Blue acts in the actions phase."""
    session = new_session("eu", ("Red", "Blue", "Green"), 3)
    while not (session.state.phase == "actions" and session.must_act() == "Blue"):
        seat = session.must_act()
        for command in session.ruleset.candidates(session.state, seat):
            try:
                session.submit(command)
                break
            except Refusal:
                continue
    return session


def test_a_basic_action_paid_in_amounts_opens_its_form(make_window):
    w = make_window(session=_to_blues_first_action())
    t = w.table
    t.lift_curtain()
    forms = t.variants("basic", {})
    assert any(c.get("cost") for c in forms), "Explore has a cost to pay"
    assert heading(t, t.ruleset.commands["basic"], forms) == "Basic action"  # no card named, no error from amounts
    w.command("basic")
    dialog = w.field_dialog
    assert isinstance(dialog, FieldDialog) and dialog.isVisible()
    assert dialog.whole is not None or dialog.inputs
    dialog.reject()
