"""The replay's table: the decks, the play area, the game's own panels and the table notes, then every seat,
read-only.

It reuses the live table's widgets (desktop.table.seats.SeatPanel, desktop.table.views,
desktop.table.notes) over the same models, fed from the replay cursor's view, so a
replay reads like the table and shows exactly what that perspective may see:
a hidden hand is a row of face-down cards. Nothing here can be dragged or
dropped; nothing here decides anything.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from core.engine import zones as Z
from core.seeing.tablelook import layout
from desktop.models.cards import DisplayModel, HandModel, PlayAreaModel, SlotsModel
from desktop.models.rows import FollowsView
from desktop.models.table import DeckModel, ResourceModel
from desktop.replay.watched import WatchedTable
from desktop.table import gamepanels
from desktop.table.curtain import over_words
from desktop.table.deckview import DeckView, deck_parts
from desktop.table.felt import lay_felt, step_parts
from desktop.table.notes import NotesPanel
from desktop.table.scrolls import bare_scroll
from desktop.table.seats import SeatPanel
from desktop.table.tablestate import default_colours
from desktop.table.views import CardListView

CARD = QSize(64, 90)


def _read_only(view) -> None:
    view.setDragEnabled(False)
    view.setAcceptDrops(False)
    view.setDragDropMode(view.DragDropMode.NoDragDrop)


class ReplayBoard(QWidget):
    """The whole table at the replay's position, as the chosen perspective sees it.

    It offers the seat panels what the live Table offers them: seats, layout, colours, one model per
    seat and zone, and `shown`, the view at the cursor (`first_view` until the first `show_view`).
    """

    def __init__(self, ruleset, seats: tuple[str, ...], first_view, parent=None):
        super().__init__(parent)
        self.ruleset = ruleset
        self.seats = tuple(seats)
        self.look = layout(ruleset)
        self.colours = default_colours(seats)
        self.shown = first_view
        self.hands = {s: HandModel(Z.hand(s), self) for s in seats}
        self.displays = {s: DisplayModel(Z.display(s), self) for s in seats}
        self.slots = {s: SlotsModel(Z.appointed(s), self) for s in seats}
        self.resources = {s: ResourceModel(s, self) for s in seats}
        lay_felt(self)
        self.banner = QLabel()
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setAccessibleName("Replay banner")
        self.banner.setStyleSheet("background: rgba(0,0,0,90); font-size: 14px; padding: 5px;")
        self.deck_model = DeckModel(self)
        self.decks = DeckView(CARD)
        self.decks.setModel(self.deck_model)
        self.decks.fit_decks(deck_parts(self.look), CARD, QSize(56, 80))
        self.decks.setFixedHeight(self.decks.minimumHeight())  # two rows of piles for a game of many decks
        self.play_model = PlayAreaModel(Z.TABLE, self)
        self.play_area = CardListView(CARD, "Play area", "Cards being resolved", "play area")
        self.play_area.setModel(self.play_model)
        self.play_area.setMinimumWidth(CARD.width() + 20)
        self.play_area.setFixedHeight(max(CARD.height(), self.decks.card_size.height()) + 24)
        self.notes = NotesPanel()
        middle = QHBoxLayout()
        middle.setContentsMargins(6, 4, 6, 2)
        middle.addWidget(self.decks, 0, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.play_area, 1, Qt.AlignmentFlag.AlignTop)
        # The game's own panels (INWO's Power Structures, EU's battle, 1819's board), as the live table shows
        # them, drawn from the view at the cursor; through a table that acts for nobody, they offer no move.
        watched = WatchedTable(self)
        self.game_panels = {name: gamepanels.BUILDERS[name](watched) for name in self.look.panels}
        side = QVBoxLayout()  # as at the table: a board the table docks (1819's) stands above the notes
        for name, game_panel in self.game_panels.items():
            if name in gamepanels.DOCKED:
                side.addWidget(game_panel)
            else:
                middle.addWidget(game_panel, 2)
        side.addWidget(self.notes)
        side.addStretch(1)
        middle.addLayout(side)
        self.rows: list[SeatPanel] = []
        seats_box = QWidget()
        column = QVBoxLayout(seats_box)
        column.setContentsMargins(4, 0, 4, 0)
        column.setSpacing(4)
        for seat in seats:
            panel = SeatPanel(self, seat, "replay")
            for view in (panel.hand, panel.display, panel.slots, panel.resources):
                _read_only(view)
            panel.setAcceptDrops(False)
            self.rows.append(panel)
            column.addWidget(panel)
        column.addStretch(1)
        _read_only(self.play_area)
        scroll = bare_scroll(seats_box)
        self.seats_scroll = scroll
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(self.banner)
        lay.addLayout(middle)
        lay.addWidget(scroll, 1)

    def show_view(self, view, perspective_label: str) -> None:
        """Show a TableView (and say whose eyes it is seen through)."""
        self.shown = view
        models: tuple[FollowsView, ...] = (
            self.deck_model,
            self.play_model,
            *self.hands.values(),
            *self.displays.values(),
            *self.slots.values(),
            *self.resources.values(),
        )
        for model in models:
            model.refresh(self.ruleset, self.look, view)
        for panel in self.rows:
            panel.update_title()
        self.notes.follow(self.ruleset, view, self.colours)
        for game_panel in self.game_panels.values():
            game_panel.follow()
        if view.winner is not None or view.phase == "over":
            state = f"<b>Game over</b> — {over_words(view.winner)}"
        else:
            parts = [f"Round {view.round}", *step_parts(self.ruleset, view.phase, view.step)]
            state = " · ".join(parts) + (f" — <b>{view.must_act}</b> to move" if view.must_act else "")
        self.banner.setText(f"{state} &nbsp;&nbsp;<i>(seen as {perspective_label})</i>")
