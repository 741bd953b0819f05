"""TI4 timing windows as data (core/rulesets/ti4/timing.py): the windows table, the fallback by kind, which
windows are open, and the log naming what a card was played on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.content.cards import CardDef
from core.engine.commands import Command
from core.engine.errors import ContentError
from core.engine.fold import fold
from core.engine.state import GameState
from core.rulesets import make_ruleset
from core.rulesets.ti4 import timing
from core.scenarios.runner import setup_events

RULES = make_ruleset("ti4")
SEATS = ("Red", "Blue", "Green")


def _state(setup: dict):
    state = fold(GameState("ti4", SEATS), RULES.setup(SEATS, 1))
    return fold(state, setup_events(RULES, state, setup, "test"))


def _run(state, seat: str, name: str, **args):
    from types import MappingProxyType

    return RULES.draft(state, Command(seat, name, MappingProxyType(args)))


def test_every_window_but_the_fallbacks_is_named_by_a_card():
    used = {t.window for t in RULES.card_timing.values()}
    assert used == set(timing.WINDOWS) - {"combat", "table"}
    assert all(m in timing.MOMENTS for w in timing.WINDOWS.values() if w.moment for m in [w.moment])


def test_a_card_without_a_row_falls_back_on_its_kind():
    def card(kinds, effect=()):
        return CardDef(id="x", name="X", deck="action", text="", kinds=kinds, effect=effect)

    assert timing.card_timing(RULES, card(("action",))).window == "action"
    assert timing.card_timing(RULES, card(("battle",))).window == "combat"
    assert timing.card_timing(RULES, card(("reaction",))).window == "table"
    assert timing.card_timing(RULES, card(("reaction",), (("cancel", True),))).window == "sabotage"


def test_a_bad_windows_row_is_one_line_naming_the_card(tmp_path):
    (tmp_path / "cards.yaml").write_text("windows:\n  sabotage: {window: someday}\n", encoding="utf-8")
    with pytest.raises(ContentError, match="windows.sabotage: window must be one of"):
        timing.load(str(tmp_path / "game.yaml"), RULES.library)
    (tmp_path / "cards.yaml").write_text("windows:\n  nope: {window: action}\n", encoding="utf-8")
    with pytest.raises(ContentError, match="unknown card 'nope'"):
        timing.load(str(tmp_path / "game.yaml"), RULES.library)


def test_the_open_windows_follow_the_phase_and_the_declared_moments():
    assert timing.open_windows(_state({"phase": "strategy", "step": "pick", "active": "Red"}), "Blue") == (
        "strategy-start",
    )
    state = _state({"phase": "action", "step": "turn", "active": "Red", "tactical": True, "acted": True})
    assert timing.open_windows(state, "Red") == ("activated",)
    state = _run(state, "Red", "declare", moment="invasion").state
    assert "invasion" in timing.open_windows(state, "Blue") and "invasion" not in timing.open_windows(state, "Red")
    state = _run(state, "Red", "declare-combat", target="Blue").state
    assert {"combat-start", "combat-first-round", "combat-start-or-end"} <= set(timing.open_windows(state, "Blue"))
    assert "combat-start" not in timing.open_windows(state, "Green")


def test_an_announced_card_names_what_it_was_played_on():
    state = _state(
        {
            "phase": "action",
            "active": "Red",
            "tactical": True,
            "acted": True,
            "combat": {"attacker": "Red", "defender": "Blue"},
            "hands": {"Red": ["direct-hit#1"]},
        }
    )
    state = _run(state, "Blue", "declare", moment="sustain", unit="Blue's carrier").state
    state = _run(state, "Red", "play", card="direct-hit#1", unit="Blue's carrier").state
    state = _run(state, "Blue", "decline").state
    draft = _run(state, "Green", "decline")
    said = [e.text for e in draft.events if type(e).__name__ == "Noted"]
    assert any("Direct Hit (unit Blue's carrier): the table will destroy" in t for t in said), said


@settings(max_examples=40, deadline=None)
@given(
    phase=st.sampled_from(["strategy", "action", "status", "agenda"]),
    step=st.sampled_from(["pick", "turn", "score", "draw", "tokens", "revealed", "vote", "outcome"]),
    seat=st.sampled_from(SEATS),
    tactical=st.booleans(),
)
def test_no_window_is_open_outside_its_phase(phase, step, seat, tactical):
    state = _state({"phase": phase, "step": step, "active": "Red", "tactical": tactical})
    open_now = timing.open_windows(state, seat)
    for w in open_now:
        if w.startswith("agenda"):
            assert phase == "agenda"
        if w.startswith("strategy"):
            assert phase == "strategy"
        if w == "status-return":
            assert (phase, step) == ("status", "tokens")
        assert not w.startswith("combat")
