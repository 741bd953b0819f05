"""The table's answers to a player's hand on the cards: Enter or a double click on a card or a deck, and the
lights of a drag (the legal drop targets) and of the last moves (what changed).

`TableWidget` (tableview.py) mixes this in; everything here asks `Table` what
the rules allow and lights the views, and decides nothing itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from desktop.table.deckview import DeckView
    from desktop.table.seats import SeatPanel
    from desktop.table.tablestate import Table
    from desktop.table.views import CardListView


class TableMoves:
    """What Enter, a double click and a drag do on the table's cards and decks."""

    # What `TableWidget` holds that the moves name, declared here so each use is checked.
    table: Table
    laid: bool
    bottom: SeatPanel | None
    play_area: CardListView
    decks: DeckView
    cardMenu: SignalInstance
    browseRequested: SignalInstance
    if TYPE_CHECKING:

        def seat_panels(self) -> list[SeatPanel]: ...

    def play(self, card: str) -> None:
        """Enter (or a double click) on a card: play it from the hand, charge or use it on a display."""
        t = self.table
        zone = t.state.where(card) or ""
        pending = t.state.pending
        if pending is not None and pending.kind == "charge" and card in pending.options and t.look.charge:
            t.intend(t.look.charge, card=card)
        elif zone.startswith("display") and t.look.use:
            t.intend(t.look.use, card=card)
        else:
            self._from_hand(card)

    def _from_hand(self, card: str) -> None:
        """Enter on a card in the hand: play it; when it cannot be played now, the one other kind of move the
        rules allow with it (INWO's takeover of a Group), or its menu when there are several."""
        t, play = self.table, self.table.look.play
        if play is not None and t.variants(play, {"card": card}):
            t.intend(play, card=card)
            return
        kinds = {c.name for c in t.card_commands(card)}
        if len(kinds) > 1 and self.bottom is not None:
            self._menu_at(self.bottom.hand, card)
        elif kinds or play is not None:
            t.intend(kinds.pop() if kinds else play, card=card)  # a play refused says why

    def _menu_at(self, view, card: str) -> None:
        """The card's menu, opened over the card in `view`."""
        index = view.model().index(view.model().row_of(card), 0)
        self.cardMenu.emit(card, view.viewport().mapToGlobal(view.visualRect(index).center()))

    def act_on(self, card: str) -> None:
        """Enter (or a double click) on a card of the play area: the one move the rules allow with it now
        (buying a market card), its menu when there are several, else playing it as from the hand."""
        commands = self.table.card_commands(card)
        if len(commands) == 1:
            self.table.submit(commands[0])
        elif commands:
            self._menu_at(self.play_area, card)
        else:
            self.play(card)

    def draw(self, deck: str) -> None:
        """Enter on a deck: draw from it when a draw command names decks, else browse its pile."""
        spec = self.table.ruleset.commands.get("draw")
        if spec is not None and any(f.kind == "deck" for f in spec.fields):
            field = next(f.name for f in spec.fields if f.kind == "deck")
            self.table.intend("draw", **{field: deck})
        else:
            self.browseRequested.emit(deck)

    def light(self, card: str | None, tokens: bool = False) -> None:
        """Light the legal drop targets of a drag that has just started."""
        targets = self.table.drop_targets(card, tokens)
        me = self.table.acting_seat()
        self.play_area.set_lit(("table", None) in targets)
        lit_cards = {c for kind, c in targets if kind == "display-card" and c is not None}
        for panel in self.seat_panels():
            own = panel.seat == me
            panel.display.set_lit(own and ("display", me) in targets, lit_cards)
            panel.slots.set_lit(own and ("appointed", me) in targets)
            if not own:
                panel.set_lit(("seat", panel.seat) in targets)

    def show_fresh(self) -> None:
        """Highlight what the last moves changed, or take the highlights away."""
        if not self.laid:
            return
        marks = self.table.highlights
        self.play_area.set_fresh(marks.cards)
        self.decks.set_fresh(marks.cards)
        for panel in self.seat_panels():
            panel.mark_fresh(marks.cards, marks.amounts)

    def point(self, card: str | None) -> None:
        """The pointer over a usable card of the seat at the screen: light where it may be dropped."""
        if card is not None and card in self.table.usable_cards():
            self.light(card)
        else:
            self.unlight()

    def unlight(self) -> None:
        self.play_area.set_lit(False)
        for panel in self.seat_panels():
            panel.display.set_lit(False)
            panel.slots.set_lit(False)
            panel.set_lit(False)
