"""A game's own panels (game.yaml ``table.panels``) are built for the first game that has them, and only then."""

import subprocess
import sys

import pytest

from core.games import new_session
from core.rulesets import make_ruleset
from core.seeing.tablelook import layout


@pytest.mark.parametrize(
    ("game", "panels"),
    [
        ("eu", ("battle",)),
        ("inwo", ("power-structures",)),
        ("1819", ("main-board",)),
        ("ti4", ("strategy-cards",)),
        ("sandbox", ()),
    ],
)
def test_each_game_names_its_own_panels(game, panels):
    assert layout(make_ruleset(game)).panels == panels


def test_a_table_builds_only_its_games_panels_and_docks_the_board_when_an_1819_game_comes(make_window):
    w = make_window(game="eu", players=("Red", "Blue", "Green"), seed=1)
    assert set(w.board.game_panels) == {"battle"}
    assert w.board.structures is None and w.board.board1819 is None
    assert w.board_panel.isHidden() and not w.board_panel.toggleViewAction().isVisible()

    w.set_session(new_session("1819", ("Red", "Blue", "Green"), 1))
    assert set(w.board.game_panels) == {"battle", "main-board"}
    assert w.board_panel.widget() is w.board.board1819
    assert not w.board_panel.isHidden() and w.board_panel.toggleViewAction().isVisible()
    assert w.board.battle is not None and w.board.battle.isHidden()

    w.set_session(new_session("sandbox", ("Red", "Blue"), 1))
    assert w.board_panel.isHidden() and not w.board_panel.toggleViewAction().isVisible()


def test_an_eu_window_imports_no_other_games_panel_module():
    """Checked in a fresh process: the test session itself has imported every module long ago."""
    code = (
        "import sys\n"
        "from desktop.app.main import create_window\n"
        "create_window('eu', ('Red', 'Blue', 'Green'), 1)\n"
        "print(sorted(m for m in ('desktop.table.board1819', 'desktop.table.structure') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=_offscreen(), check=True
    )
    assert done.stdout.strip().splitlines()[-1] == "[]"


def _offscreen() -> dict:
    import os

    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
