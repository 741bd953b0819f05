"""The table: the banner, the rivals around, decks and the play area in the middle, the seat at the bottom.

Everything here reads the models of `Table`; nothing decides a rule. What
Enter, a double click and a drag do on the cards is in tablemoves.py; the
action bar (actionbar.py) holds the ruleset's commands that are not made by
moving a card; the reaction prompt and the curtain follow the view.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.table import gamepanels
from desktop.table.curtain import Curtain
from desktop.table.felt import banner_text, card_scale, html_words, lay_felt
from desktop.table.notes import NotesPanel
from desktop.table.scrolls import bare_scroll
from desktop.table.tablemoves import TableMoves

if TYPE_CHECKING:
    from desktop.table.actionbar import ActionBar
    from desktop.table.battle import BattlePanel
    from desktop.table.board1819 import Board1819Panel
    from desktop.table.deckview import DeckView
    from desktop.table.seats import SeatPanel
    from desktop.table.structure import StructurePanel
    from desktop.table.views import CardListView


class TableWidget(QWidget, TableMoves):
    """The whole table for the seat at the screen."""

    cardMenu = Signal(str, object)
    deckMenu = Signal(str, object)
    commandRequested = Signal(str)
    browseRequested = Signal(str)

    def __init__(self, table, parent=None, *, curtain_first: bool = False):
        """The table for `table`'s game. With `curtain_first`, and while the curtain is up, only what shows
        beside the curtain is made now (the curtain, the notes and a docked board): the table under it, of
        which nothing shows, is laid right after the curtain's first frame, so a new game appears sooner."""
        super().__init__(parent)
        self.table = table
        lay_felt(self)
        self.laid = False
        self.notes = NotesPanel(width=None)
        self.game_panels: dict[str, gamepanels.GamePanel] = {}  # built for the first game that has each
        self.bottom: SeatPanel | None = None
        self.rivals: list[SeatPanel] = []
        self.panels: dict[tuple[str, str], SeatPanel] = {}
        self.curtain = Curtain(table, self)
        table.changed.connect(self.update_all)
        table.curtainChanged.connect(self._curtain)
        table.sessionReplaced.connect(self.rebuild)
        table.highlights.changed.connect(self.show_fresh)
        if curtain_first and table.curtain_up:
            self._game_panels(tuple(name for name in table.look.panels if name in gamepanels.DOCKED))
            self._follow_beside_the_curtain()
            self.curtain.follow(True)
            self.curtain.after_first_paint(self.lay_table)
        else:
            self.lay_table()

    def _follow_beside_the_curtain(self) -> None:
        """The notes and the game's own panels follow the table (what a docked board and the notes dock show
        beside a raised curtain, as well as under a lifted one)."""
        self.notes.follow(self.table.ruleset, self.table.shown, self.table.colours)
        for panel in self.game_panels.values():
            panel.follow()

    def lay_table(self) -> None:
        """Make and lay out the table's areas (once): the banner, the rivals' row, the decks and play area with
        the reaction prompt, the bottom seat and the action bar; then follow the game."""
        if self.laid:
            return
        from desktop.table.actionbar import ActionBar  # the areas' modules too are loaded after the curtain's frame
        from desktop.table.deckview import DeckView
        from desktop.table.prompt import ReactionPrompt
        from desktop.table.views import CardListView

        self.laid = True
        table = self.table
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)  # a long banner takes a second line; unwrapped, its width grew the window
        self.banner.setAccessibleName("Game banner")
        self.banner.setStyleSheet(
            "QLabel#banner { background: rgba(0,0,0,90); color: #f3efe2; font-size: 15px;"
            " padding: 6px; border-bottom: 1px solid rgba(255,255,255,50); }"
        )
        self.rivals_box = QWidget()
        self.rivals_row = QHBoxLayout(self.rivals_box)
        self.rivals_row.setContentsMargins(6, 4, 6, 0)
        rivals_scroll = bare_scroll(self.rivals_box, across=True)
        rivals_scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        rivals_scroll.setFixedHeight(172)
        self.rivals_scroll = rivals_scroll
        self.decks: DeckView = DeckView(QSize(84, 118))
        self.decks.browseRequested.connect(self.browseRequested)
        self.decks.drawRequested.connect(self.draw)
        self.decks.menuRequested.connect(self.deckMenu)
        self.play_area: CardListView = CardListView(QSize(104, 146), "Play area", "", "")
        self.play_area.menuRequested.connect(self.cardMenu)
        self.play_area.playRequested.connect(self.act_on)
        self.play_area.setMinimumWidth(120)
        self.prompt = ReactionPrompt(table)
        middle = QHBoxLayout()
        middle.setContentsMargins(8, 4, 8, 4)
        middle.addWidget(self.decks)
        middle.addWidget(self.play_area, 1)
        middle.addWidget(self.prompt, 0, Qt.AlignmentFlag.AlignVCenter)
        self.middle = middle
        self.bottom_box = QVBoxLayout()
        self.bar: ActionBar = ActionBar(table)
        self.bar.commandRequested.connect(self.commandRequested)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(self.banner)
        lay.addWidget(rivals_scroll)
        lay.addLayout(middle, 1)
        lay.addLayout(self.bottom_box)
        self.bar_scroll = bare_scroll(self.bar, across=True)  # a long bar scrolls instead of squeezing the docks
        lay.addWidget(self.bar_scroll)
        self.curtain.raise_()
        self.rebuild()
        if self.isVisible():  # laid under a shown curtain: show the areas now, not on the layouts' next turn
            for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
                if child.isHidden() and not child.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                    child.show()
            self.updateGeometry()  # the window learns the table's new least size though its layouts wait

    # ------------------------------------------------------------------ building

    def rebuild(self) -> None:
        """Seat panels for a new game: the bottom seat's large panel, the others' small ones."""
        if not self.laid:
            self.lay_table()  # lays the table, which rebuilds it
            return
        from desktop.table.deckview import deck_parts  # loaded with the table's areas (lay_table)

        t = self.table
        for panel in self.panels.values():
            panel.setParent(None)
            panel.deleteLater()
        self.panels = {}
        self._game_panels(t.look.panels)
        self.bottom = self._seat_panel(t.bottom, "bottom")
        self.rivals = [self._seat_panel(seat, "rival") for seat in t.opponents()]
        self.decks.setModel(t.decks)
        self.rivals_scroll.setFixedHeight(max([p.sizeHint().height() for p in self.rivals] + [120]) + 10)
        self.decks.fit_decks(deck_parts(t.look))
        self.play_area.setModel(t.play_area)
        self._name_play_area(t.look)
        self.bar.rebuild()
        self._fit_bar()
        self._focus_order()
        self.update_all()
        self._curtain(t.curtain_up)

    def _game_panels(self, names: tuple[str, ...]) -> None:
        """Build the game's own panels it does not have yet: a battle lies beside the play area, the Power
        Structures take the middle's room, and the window docks the 1819 board (desktop/app/window.py)."""
        for name in names:
            if name in self.game_panels:
                continue
            if not self.laid and name not in gamepanels.DOCKED:
                continue  # made with the table's middle row
            panel = self.game_panels[name] = gamepanels.BUILDERS[name](self.table)
            if name == "battle":
                self.middle.insertWidget(self.middle.indexOf(self.prompt), panel, 0, Qt.AlignmentFlag.AlignVCenter)
            elif name not in gamepanels.DOCKED:
                self.middle.insertWidget(self.middle.indexOf(self.prompt), panel, 2)
            if name == "power-structures":
                cast("StructurePanel", panel).menuRequested.connect(self.cardMenu)

    @property
    def battle(self) -> BattlePanel | None:
        """EU's battle panel, once an EU game has been shown (else None)."""
        return cast("BattlePanel | None", self.game_panels.get("battle"))

    @property
    def structures(self) -> StructurePanel | None:
        """INWO's Power Structures, once an INWO game has been shown (else None)."""
        return cast("StructurePanel | None", self.game_panels.get("power-structures"))

    @property
    def board1819(self) -> Board1819Panel | None:
        """1819's main board, once an 1819 game has been shown (else None); the window docks it."""
        return cast("Board1819Panel | None", self.game_panels.get("main-board"))

    def _name_play_area(self, look) -> None:
        """The shared table zone under the game's name for it, spread side by side when it is a market."""
        name, view = look.play_name, self.play_area
        view.setAccessibleName(name)
        view.setAccessibleDescription(
            f"{name}: cards on the table for everyone. Drop a card from your hand here "
            "to play it; Enter or the menu key does what the rules allow with a card."
        )
        view.setToolTip(view.accessibleDescription())
        view.empty_text = f"{name} — drop a card here to play it"
        view.set_spread(look.play_spread)

    def _seat_panel(self, seat: str, place: str) -> SeatPanel:
        """A seat's panel for the bottom or a rival's place, bound to that seat's models for the whole game,
        so turning the table moves panels instead of re-binding views; made the first time it is needed."""
        panel = self.panels.get((seat, place))
        if panel is None:
            from desktop.table.seats import SeatPanel  # loaded with the table's areas (lay_table)

            panel = self.panels[(seat, place)] = SeatPanel(self.table, seat, place)
            panel.cardMenu.connect(self.cardMenu)
            panel.cardPlay.connect(self.play)
            panel.cardAppoint.connect(lambda card: self.table.intend(self.table.look.appoint, card=card))
            panel.dragStarted.connect(self.light)
            panel.tokensDragStarted.connect(lambda: self.light(None, tokens=True))
            panel.dragEnded.connect(self.unlight)
            panel.cardPointed.connect(self.point)
            panel.deckDraw.connect(self.draw)
            panel.deckBrowse.connect(self.browseRequested)
            panel.deckMenu.connect(self.deckMenu)
            (self.bottom_box if place == "bottom" else self.rivals_row).addWidget(panel)
        if place == "bottom":
            panel.grow(card_scale(self.size()))
        return panel

    def arrange(self) -> list[SeatPanel]:
        """Turn the table so the seat the game waits for sits at the bottom: its large panel in, the
        others' small panels in seat order after it. Panels that leave their place are hidden; those
        that come in are returned, for `update_all` to show once everything else has changed."""
        t = self.table
        if self.bottom is None or self.bottom.seat == t.bottom:
            return []
        bottom = self._seat_panel(t.bottom, "bottom")
        rivals = [self._seat_panel(seat, "rival") for seat in t.opponents()]
        for index, panel in enumerate(rivals):
            if self.rivals_row.indexOf(panel) != index:
                self.rivals_row.insertWidget(index, panel)
        for panel in (self.bottom, *self.rivals):
            if panel is not bottom and panel not in rivals:
                panel.hide()
        self.bottom, self.rivals = bottom, rivals
        self._focus_order()
        return [panel for panel in (bottom, *rivals) if panel.isHidden()]

    def seat_panels(self) -> list[SeatPanel]:
        """The seats' panels, the bottom one first (none before the table is laid)."""
        return [] if self.bottom is None else [self.bottom, *self.rivals]

    def _focus_order(self) -> None:
        """Tab (and the focus leaving the curtain) goes from the curtain to the bottom seat's zones, then
        to the rivals' in seat order, as when the panels were re-bound in place."""
        own = self.bottom
        assert own is not None, "the seats are laid before their focus is ordered"
        chain = [self.curtain.button, own.hand, own.display, own.slots, own.resources, *self.bar.buttons.values()]
        chain += [self.decks, self.play_area]
        chain += [view for panel in self.rivals for view in (panel.resources, panel.hand, panel.display, panel.slots)]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def update_all(self) -> None:
        """Follow the table. Showing a widget makes Qt lay out its parents at once, so panels are shown
        after every other change; and while the curtain is up the table under it, of which nothing
        shows, is neither turned nor laid out: that is done once when the curtain is lifted."""
        if not self.laid:
            self.lay_table()  # lays the table, which follows it
            return
        covered = self.table.curtain_up
        if covered:
            self._lay_out(False)
        coming = [] if covered else self.arrange()
        words = banner_text(self.table)
        self.banner.setText(words)
        self.banner.setAccessibleName(html_words(words))
        usable = self.table.usable_cards()
        for panel in self.seat_panels():
            panel.update_title()
            panel.mark_usable(usable if panel is self.bottom else frozenset())
        self.bar.update_state()
        self._fit_bar()
        self.prompt.follow()
        if self.battle is not None:  # EU: the reaction prompt takes the place of "No battle" (battle.py)
            self.battle.prompted = not self.prompt.isHidden()
        self._follow_beside_the_curtain()
        # INWO: while the reaction prompt is open the discard piles give way, so the Power Structures keep their width
        structures = self.structures
        self.decks.setHidden(not self.prompt.isHidden() and structures is not None and not structures.isHidden())
        for panel in coming:
            panel.show()
        if not covered:
            self._lay_out(True)
        self._lay_out_rows()

    def _lay_out_rows(self) -> None:
        """Lay out now the rows of cards and chips the move changed, which Qt would do on a timer after the
        window had painted the move, and then paint again."""
        views = [self.play_area, self.decks]
        for panel in self.seat_panels():
            views += [panel.hand, panel.display, panel.slots, panel.resources]
        for view in views:
            view.executeDelayedItemsLayout()

    def _lay_out(self, on: bool) -> None:
        """Let the table's layouts place its widgets (again, and at once), or leave them where they are."""
        for layout in (self.layout(), self.rivals_row):
            if layout is not None and layout.isEnabled() != on:
                layout.setEnabled(on)
                if on:
                    layout.invalidate()
                    layout.activate()

    def _curtain(self, up: bool) -> None:
        if not up:
            self.lay_table()  # lifted before the table was laid: it is laid first
        self.curtain.follow(up)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.curtain.setGeometry(self.rect())
        if not self.laid:
            return
        if self.bottom is not None:
            self.bottom.grow(card_scale(self.size()))
        self._fit_bar()

    def _fit_bar(self) -> None:
        """The action bar's height: a row of buttons, and room for its scroll bar when all the game's buttons
        would be wider than the table. It follows the game and the table's width, not the buttons a move shows,
        so the table above does not move after a move (and is not repainted for it)."""
        scroll, room = self.bar_scroll, self.bar.room()
        wide = room.width() > max(self.width(), 1)  # the bar spans the table; in a resize it still has its old width
        scroll.setFixedHeight(room.height() + (scroll.horizontalScrollBar().sizeHint().height() if wide else 0))
