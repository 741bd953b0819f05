"""EU's battle panel keeps its room in the table's middle row for the whole game ("No battle" while none is fought),
so the first battle neither moves the play area nor re-lays the row (nor the window's docks beside the table)."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest
from PySide6.QtWidgets import QApplication

from core.engine.commands import Command

BATTLE = Command("Red", "battle", MappingProxyType({"target": "Blue", "leader": "raise-levies#1"}))


@pytest.fixture
def before_battle(scenario_window):
    """Red's turn in EU's battle-flow scenario, before any battle, with the curtain lifted for Red."""
    text = Path("tests/scenarios/eu/battle-flow.yaml").read_text(encoding="utf-8")
    w = scenario_window(text[: text.index("steps:")] + "steps: []\n")
    w.resize(1600, 1000)  # widened from the fixture's 1280x800: the action bar's room is judged by the new width
    w.table.lift_curtain()
    QApplication.processEvents()
    return w


def _places(w) -> dict[str, object]:
    """Where the table's areas lie in the window: the table itself, the decks, the play area, the seats' rows."""
    board = w.board
    widgets = {"table": board, "decks": board.decks, "play area": board.play_area, "rivals": board.rivals_scroll}
    widgets |= {f"seat {panel.seat}": panel for panel in (board.bottom, *board.rivals)}
    places: dict[str, object] = {name: widget.geometry() for name, widget in widgets.items()}
    places["battle across"] = (board.battle.x(), board.battle.width())
    return places


def test_the_first_battle_moves_nothing_on_the_table(before_battle):
    w = before_battle
    panel = w.board.battle
    before = _places(w)
    assert w.table.submit(BATTLE)
    QApplication.processEvents()
    assert _places(w) == before
    assert panel.isVisible() and "Red" in panel.sides[0].name.text() and "Blue" in panel.sides[1].name.text()


def test_before_any_battle_its_place_says_no_battle(before_battle):
    panel = before_battle.board.battle
    assert panel.isVisible() and panel.pages.currentWidget() is panel.idle
    assert panel.idle.accessibleName() == "No battle is being fought" and panel.idle.width() == panel.width()


def test_the_battles_place_goes_back_to_no_battle_when_it_ends(before_battle):
    w = before_battle
    panel, table = w.board.battle, w.table
    assert table.submit(BATTLE)
    table.submit(Command("Red", "battle-pass", MappingProxyType({})))
    table.submit(Command("Blue", "battle-pass", MappingProxyType({})))
    table.submit(Command("Red", "roll", MappingProxyType({})))
    table.submit(Command("Blue", "retreat", MappingProxyType({})))
    assert table.state.mark("battle") is None
    table.lift_curtain()
    QApplication.processEvents()
    assert panel.isVisible() and panel.pages.currentWidget() is panel.idle
    assert panel.idle.accessibleName() == "No battle is being fought"


def test_a_reaction_prompt_takes_the_place_of_no_battle_and_moves_nothing_else(scenario_window):
    """The seat at the bottom changes (Blue answers Red's covert card), which may change the rows' heights: what
    must hold is that the middle row's widgets keep their places across it."""
    text = Path("tests/scenarios/eu/covert-countered.yaml").read_text(encoding="utf-8")
    w = scenario_window(text[: text.index("steps:")] + "steps: []\n")
    w.resize(1600, 1000)
    w.table.lift_curtain()
    QApplication.processEvents()
    board = w.board
    across = [(widget.x(), widget.width()) for widget in (board, board.decks, board.play_area, board.battle)]
    assert w.table.submit(Command("Red", "play", MappingProxyType({"card": "forged-charter#1"})))
    w.table.lift_curtain()  # for Blue, who may answer it
    QApplication.processEvents()
    assert board.prompt.isVisible() and board.battle.isHidden()
    assert [(widget.x(), widget.width()) for widget in (board, board.decks, board.play_area, board.prompt)] == across
