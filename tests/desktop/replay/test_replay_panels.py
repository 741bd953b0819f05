"""The replay shows a game's own panels as the live table does (INWO's Power Structures, EU's battle, 1819's
board), drawn from the view at the cursor, and offers no move through them."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QMouseEvent

from core.scenarios.runner import load_scenario, run_scenario
from desktop.replay.window import ReplayWindow


def _replay(qtbot, game: str, name: str) -> ReplayWindow:
    scenario = load_scenario(SCENARIOS / game / name)
    assert run_scenario(scenario).ok
    window = ReplayWindow(scenario.session, name)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _groups(panel, seat: str) -> list[str]:
    return [card for card, master, _ in panel.trees[seat] if master is not None]


def test_the_replay_draws_the_power_structures_at_each_step_and_nothing_can_be_dragged(qtbot):
    window = _replay(qtbot, "inwo", "attack-results.yaml")
    panel = window.board.game_panels["power-structures"]
    window.seek(0)
    assert panel.isVisible() and "student-union#2" in _groups(panel, "Blue")
    window.seek(window.replay_cursor.length)
    assert "student-union#2" not in _groups(panel, "Blue")  # destroyed by the attack, as the table saw it
    panel.grab()
    node = panel.nodes[_groups(panel, "Red")[0]].center()
    panel.mousePressEvent(
        QMouseEvent(QEvent.Type.MouseButtonPress, node, node, Qt.LeftButton, Qt.LeftButton, Qt.NoModifier)
    )
    assert panel.pressed is None  # nobody acts in a replay: no group is picked up


def test_the_replay_shows_eus_battles_as_they_were_fought(qtbot):
    window = _replay(qtbot, "eu", "battle-flow.yaml")
    panel = window.board.game_panels["battle"]
    fought = []
    for position in range(window.replay_cursor.length + 1):
        window.seek(position)
        if panel.pages.currentWidget() is panel.fight:
            fought.append(panel.title.text())
    assert panel.isVisible() and fought and all("Battle" in title for title in fought)
    assert not panel.join_buttons  # nobody may join a battle in a replay


def test_the_replay_shows_1819s_board(qtbot):
    window = _replay(qtbot, "1819", "buy.yaml")
    panel = window.board.game_panels["main-board"]
    window.seek(window.replay_cursor.length)
    assert panel.isVisible() and panel.accessibleDescription().startswith("Port ")
    assert not panel.grab().isNull()


def test_the_replays_piles_take_the_two_rows_a_game_of_many_decks_needs(qtbot):
    decks = _replay(qtbot, "1819", "buy.yaml").board.decks
    model = decks.model()
    last = decks.visualRect(model.index(model.rowCount() - 1, 0))
    assert last.top() > decks.visualRect(model.index(0, 0)).bottom()  # a second row
    assert decks.viewport().rect().contains(last)  # and in sight, not cut off under the first
