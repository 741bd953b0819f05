"""What a game's own panel (EU's battle, INWO's Power Structures, 1819's board) reads from a table, for the replay:
the view at the replay's cursor, as its perspective sees it, with no seat at the screen.

The panels were made for the live table (desktop/table/gamepanels.py); here they draw the game as it stood at each
step and offer nothing: no seat acts, so no move is legal, nothing lights, nothing can be dragged or dropped, and
a click asks for nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from core.engine.commands import Command
    from core.seeing.views import TableView
    from desktop.replay.board import ReplayBoard


class WatchedTable(QObject):
    """The live table's face towards its game panels, over the replay's board; it acts for nobody."""

    rolled = Signal(object)  # the live table's dice, rolled by a move; a replay seeks and rolls none

    def __init__(self, board: ReplayBoard) -> None:
        super().__init__(board)
        self.board = board
        self.ruleset, self.look, self.colours = board.ruleset, board.look, board.colours
        self.seats, self.displays = board.seats, board.displays
        self.askers: Mapping[str, Callable[[list[Command]], None]] = MappingProxyType({})

    def view(self) -> TableView:
        """The view at the replay's cursor, as the chosen perspective sees it."""
        return self.board.shown

    def acting_seat(self) -> None:
        """Nobody is at the screen: the replay only watches."""
        return None

    def variants(self, name: str, fixed: dict) -> list[Command]:
        return []

    def intend(self, name: str | None, **fixed: Any) -> bool:
        return False

    def submit(self, command: Command) -> bool:
        return False

    def drop(self, model, kind: str, payload: dict, item: str | None) -> bool:
        return False

    def drop_targets(self, card: str | None = None, tokens: bool = False) -> set[tuple[str, str | None]]:
        return set()

    def card_targets(self, card: str) -> frozenset[str]:
        return frozenset()

    def on_card(self, card: str, other: str) -> bool:
        return False
