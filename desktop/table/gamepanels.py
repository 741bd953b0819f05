"""The panels one game's table has and the others do not: EU's battle, INWO's Power Structures, 1819's board,
TI4's strategy cards.

A game names its panels in game.yaml (``table: {panels: [battle]}``, core/seeing/tablelook.py). The table
builds a panel the first time a game that names it is shown, and imports its module only then: a table of
another game neither lays out nor imports it, which keeps the start-up to the first painted table short.
Once built, a panel stays, and follows every later game (each hides itself for a game without it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDockWidget, QWidget

if TYPE_CHECKING:
    from core.engine.commands import Command
    from core.rules.ruleset import Ruleset
    from core.seeing.tablelook import TableLayout
    from core.seeing.views import TableView
    from desktop.models.cards import DisplayModel
    from desktop.table.battle import BattlePanel
    from desktop.table.board1819 import Board1819Panel
    from desktop.table.strategy import StrategyPanel
    from desktop.table.structure import StructurePanel
    from desktop.table.tableview import TableWidget

    GamePanel = BattlePanel | StructurePanel | Board1819Panel | StrategyPanel  # each follows the view, or hides


class PanelTable(Protocol):
    """What a game panel reads from the table it shows and asks of it: the live Table, or the replay's
    WatchedTable (desktop/replay/watched.py), which shows the view at its cursor and acts for nobody."""

    @property
    def ruleset(self) -> Ruleset: ...
    @property
    def look(self) -> TableLayout: ...
    @property
    def colours(self) -> Mapping[str, str]: ...
    @property
    def seats(self) -> tuple[str, ...]: ...
    @property
    def displays(self) -> Mapping[str, DisplayModel]: ...
    @property
    def rolled(self) -> SignalInstance: ...  # the dice a move rolled, which the battle panel animates

    def view(self) -> TableView: ...

    def acting_seat(self) -> str | None: ...

    def variants(self, name: str, fixed: dict) -> list[Command]: ...

    def intend(self, name: str | None, **fixed: Any) -> bool: ...

    def submit(self, command: Command) -> bool: ...


def _battle(table: PanelTable) -> GamePanel:
    from desktop.table.battle import BattlePanel

    return BattlePanel(table)


def _structures(table: PanelTable) -> GamePanel:
    from desktop.table.structure import StructurePanel

    return StructurePanel(table)


def _board(table: PanelTable) -> GamePanel:
    from desktop.table.board1819 import Board1819Panel

    return Board1819Panel(table)


def _strategy(table: PanelTable) -> GamePanel:
    from desktop.table.strategy import StrategyPanel

    return StrategyPanel(table)


BUILDERS: dict[str, Callable[[PanelTable], GamePanel]] = {
    "battle": _battle,
    "power-structures": _structures,
    "main-board": _board,
    "strategy-cards": _strategy,
}
DOCKED = frozenset({"main-board"})  # the window docks these beside the table; the others lie in its middle row


class GameDock(QDockWidget):
    """A game panel in its own dock beside the table (1819's main board, above the notes): reachable at any window
    size and from the View menu, free to float and grow. Made empty with the window; it holds the panel once the
    table has built it, and shows only while a game that has the panel is at the table."""

    def __init__(self, board: TableWidget, name: str, title: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.board, self.name = board, name
        self.setObjectName(name)
        board.table.sessionReplaced.connect(self.follow_game)

    def follow_game(self) -> None:
        """Take the panel once the table has built it; open for a game that has it, close (and leave the View
        menu) for any other."""
        panel = self.board.game_panels.get(self.name)
        if panel is not None and self.widget() is not panel:
            self.setWidget(panel)
        wanted = panel is not None and self.name in self.board.table.look.panels
        self.toggleViewAction().setVisible(wanted)
        self.setVisible(wanted)
