"""The live table: a session, the seat looking at it, the models, and intents turned into commands.

The session is the only place the game changes. This object listens to it,
re-reads the view of the seat at the table and lets every model follow with
fine-grained signals. It also follows the turn: when the seat the game waits
for changes, the table turns to that seat behind the curtain, showing only
public information until that player lifts it. Intents from drops, keys and
menus become commands in intents.py, which `Table` mixes in.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from types import MappingProxyType

from PySide6.QtCore import QObject, QTimer, Signal

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import Refusal
from core.engine.events import DiceRolled
from core.engine.journal import Commit, Setup
from core.engine.session import Session
from core.seeing.describe import LogLine, describe_record, setup_words
from core.seeing.tablelook import layout
from core.seeing.views import view
from desktop.models.cards import DiscardModel, DisplayModel, HandModel, PlayAreaModel, SlotsModel
from desktop.models.table import DeckModel, LogModel, ResourceModel, SeatDeckModel
from desktop.table.autopass import StandingAnswers, opener, skips, window_target
from desktop.table.collector import HistoryCollector
from desktop.table.intents import Intents
from desktop.table.marks import Highlights

SEAT_COLOURS = {
    "red": "#c0392b",
    "blue": "#2e6db4",
    "green": "#2e8b57",
    "yellow": "#c9a227",
    "purple": "#7d3c98",
    "orange": "#d9731a",
    "black": "#333333",
    "white": "#9a9a9a",
}
PALETTE = ("#c0392b", "#2e6db4", "#2e8b57", "#c9a227", "#7d3c98", "#d9731a")


def default_colours(seats) -> dict[str, str]:
    """A colour per seat: named colours for seats named after one, else a palette in order."""
    return {s: SEAT_COLOURS.get(s.lower(), PALETTE[i % len(PALETTE)]) for i, s in enumerate(seats)}


class Table(QObject, Intents):
    """One game at the table, as the seat in front of the screen sees it."""

    changed = Signal()
    curtainChanged = Signal(bool)
    refused = Signal(str, str)
    askFields = Signal(object, object, object)
    rolled = Signal(object)
    sessionReplaced = Signal()
    standingChanged = Signal()

    def __init__(self, session, colours: dict[str, str] | None = None, parent=None):
        super().__init__(parent)
        self._listened: Session | None = None  # the session this table listens to, left when another is shown
        self.viewer: str | None = None
        self.bottom = ""  # the seat whose side the table is turned to: set_session puts the first seat there
        self.curtain_up = False
        self.collector = HistoryCollector()
        self.highlights = Highlights(self)
        self.standing: dict[str, StandingAnswers] = {}
        self.set_session(session, colours)

    # ------------------------------------------------------------------ the game shown

    def set_session(self, session: Session, colours: dict[str, str] | None = None) -> None:
        """Show another game: new models for its seats and zones, the curtain before its first seat.

        Seat colours come from `colours`, else the save header's, else the defaults.
        """
        if self._listened is not None:
            if self._listen in self._listened.listeners:
                self._listened.listeners.remove(self._listen)
            self.collector.put_away()
            for model in self.models():  # the table's children: each game's models stayed until the window closed
                model.deleteLater()  # (once the views, given the new game's models below, have let them go)
        self.session = self._listened = session
        self.highlights.clear()
        self.standing = {}
        self.ruleset = session.ruleset
        self.look = layout(session.ruleset)
        self.seats = tuple(session.state.seats)
        in_header = session.header.get("colours")
        saved = in_header if isinstance(in_header, dict) else {}
        self.colours = {**default_colours(self.seats), **saved, **(colours or {})}
        self._log: dict[str, list[LogLine]] = {}
        self._base: list[LogLine] = []
        self._own: dict[str, list[int]] = {}
        self._commits: dict[int, Commit] = {}
        self._log_viewer: str | None = None
        self._legal_key: tuple | None = None
        self._view_key: tuple | None = None
        self._names_key: tuple | None = None
        self._names: set[str] = set()
        self._legal: list[Command] = []
        self._usable: frozenset[str] = frozenset()
        self._usable_key: tuple | None = None
        self.hands = {s: self._model(HandModel(Z.hand(s), self)) for s in self.seats}
        self.displays = {s: self._model(DisplayModel(Z.display(s), self)) for s in self.seats}
        for model in self.displays.values():
            model.drag = bool(self.look.card_on_card)  # a card in play dropped on another (INWO's attack)
        self.slots = {s: self._model(SlotsModel(Z.appointed(s), self)) for s in self.seats}
        self.resources = {s: ResourceModel(s, self) for s in self.seats}
        self.discards = {d.id: DiscardModel(Z.discard(d.id), self) for d in self.look.decks}
        self.decks = DeckModel(self)
        self.seat_decks = {s: SeatDeckModel(s, self) for s in self.seats} if self.look.seat_decks else {}
        self.play_area = self._model(PlayAreaModel(Z.TABLE, self))
        self.log = LogModel(self)
        session.listeners.append(self._listen)
        self.collector.follow(len(session.line))
        first = session.must_act() or self.seats[0]
        self.bottom = first
        if self.curtain_enabled:
            self.viewer, self.curtain_up = None, True
        else:
            self.viewer, self.curtain_up = first, False
        self.refresh()
        self.sessionReplaced.emit()
        self.curtainChanged.emit(self.curtain_up)

    def _model(self, model):
        model.on_drop = self.drop
        return model

    def models(self) -> list:
        """Every model of the table (for tests that walk every row and role)."""
        return [
            *self.hands.values(),
            *self.displays.values(),
            *self.slots.values(),
            *self.resources.values(),
            *self.discards.values(),
            self.decks,
            *self.seat_decks.values(),
            self.play_area,
            self.log,
        ]

    @property
    def curtain_enabled(self) -> bool:
        return bool(self.ruleset.options.get("curtain", True))

    @property
    def state(self):
        return self.session.state

    def view(self):
        """The view of the seat at the screen (public behind the curtain), made once per state and viewer."""
        viewer = self.viewer if self.viewer is not None else Z.PUBLIC
        state = self.session.state
        if self._view_key is None or self._view_key[0] is not state or self._view_key[1] != viewer:
            self._view = view(self.session.state, viewer, self.session.ruleset)
            self._view_key = (state, viewer)
        return self._view

    def refresh(self) -> None:
        """Let every model follow the current view (kept as `shown` for the widgets' titles and notes)."""
        v = self.shown = self.view()
        for model in (
            *self.hands.values(),
            *self.displays.values(),
            *self.slots.values(),
            *self.resources.values(),
            *self.discards.values(),
            self.decks,
            *self.seat_decks.values(),
            self.play_area,
        ):
            model.refresh(self.ruleset, self.look, v)
        acting = self.acting_seat()
        for seat, model in self.resources.items():
            model.draggable = seat == acting
        lines, before = self.log_lines(), self._log_viewer
        now = self._log_viewer = self.viewer if self.viewer is not None else Z.PUBLIC
        rewrite: Sequence[int] | None = None  # the first lines of a game rewrite nothing
        if before is not None:
            rewrite = () if before == now else sorted({*self._own.get(before, ()), *self._own.get(now, ())})
        self.log.show(lines, self.colours, rewrite)
        self.changed.emit()

    def log_lines(self) -> list[LogLine]:
        """The log as the seat at the screen may read it, one line per record.

        Each viewer's lines are kept and only new records are described; a line that reads the same as
        the first one made for its record is that very object, and the rows where a viewer's line differs
        are noted, so a change of viewer rewrites only those rows (see `refresh`).
        """
        viewer = self.viewer if self.viewer is not None else Z.PUBLIC
        records = self.session.records
        lines = self._log.setdefault(viewer, [])
        if len(lines) < len(records):
            own = self._own.setdefault(viewer, [])
            h = self.session.header
            for index in range(len(lines), len(records)):
                record = records[index]
                if isinstance(record, Commit):
                    self._commits[record.seq] = record
                line = describe_record(
                    self.ruleset,
                    record,
                    viewer,
                    self._commits,
                    lambda seq: self._shown_after(self._position(seq), viewer),
                )
                if isinstance(record, Setup):
                    name = self.ruleset.definition.name
                    game = f"A game of {name} for {', '.join(self.seats)} (seed {h.get('seed')})"
                    line = LogLine(line.seq, "", "setup", "; ".join((game, *setup_words(record))))
                if index == len(self._base):
                    self._base.append(line)
                elif line == self._base[index]:
                    line = self._base[index]
                else:
                    own.append(index)
                lines.append(line)
        return lines

    def _position(self, seq: int) -> int | None:
        """Where commit `seq` stands in the current line (1 for the first), or None once taken back."""
        line = self.session.line
        at = bisect_left(line, seq, key=lambda commit: commit.seq)
        return at + 1 if at < len(line) and line[at].seq == seq else None

    def _shown_after(self, position: int | None, viewer: str):
        """Whether `viewer` saw a card right after the commit at `position`; None for a move taken back, whose
        line names only what its events showed (as the replay and the command line say it), never the cards
        as they lie now."""
        if position is None:
            return None
        states: list = []

        def shown(card: str) -> bool:
            if not states:
                states.append(self.session.state_at(position))
            zone = states[0].where(card)
            return zone is not None and Z.visible_to(zone, viewer)

        return shown

    # ------------------------------------------------------------------ following the turn

    def _listen(self, change) -> None:
        self.collector.follow(len(self.session.line))
        if change.kind != "undo":
            self.highlights.add(change.commit.events)
        self._follow_turn()
        if self.curtain_up:
            self.highlights.timer.stop()  # kept for the player who lifts the curtain
        else:
            self.highlights.show()
        rolls = [e for e in change.commit.events if isinstance(e, DiceRolled)] if change.kind != "undo" else []
        if rolls:
            self.rolled.emit(rolls)

    def _follow_turn(self) -> None:
        nxt = self.session.must_act()
        if self._answered_for(nxt):
            QTimer.singleShot(
                0, self, self._decline_for
            )  # after every listener has seen this move; dropped with the table
            self.refresh()
            return
        if nxt is not None and nxt != self.bottom:
            self.bottom = nxt
            if self.curtain_enabled:
                self.viewer, self.curtain_up = None, True
                self.curtainChanged.emit(True)  # before the models change: showing a widget lays out the window
                self.refresh()  # at once, so the curtain goes up while its layouts are still valid
                return
            self.viewer = nxt
        self.refresh()

    def _answered_for(self, seat: str | None) -> bool:
        """Whether the open window waits for a seat whose standing answers decline it (see `autopass`)."""
        window = self.state.window
        if seat is None or window is None or window.waiting_for != seat:
            return False
        target = window_target(self.state, opener(self.session.line))
        return skips(self.standing.get(seat), seat, target, window.kind)

    def _decline_for(self) -> None:
        """Give the Decline of the seat the window waits for, when its standing answers still cover it."""
        seat = self.session.must_act()
        if self._answered_for(seat) and seat is not None:
            try:
                self.session.submit(Command(seat, "decline", MappingProxyType({})))
            except Refusal as err:
                self.refused.emit(err.reason, err.rule)

    def set_standing(self, answers: StandingAnswers) -> None:
        """The seat at the screen's standing answers (only it may set them, behind its own curtain)."""
        seat = self.acting_seat()
        if seat is not None:
            self.standing[seat] = answers
            self.standingChanged.emit()

    def restore_standing(self, standing: dict[str, StandingAnswers]) -> None:
        """Every seat's standing answers as kept with the game (reopened or continued); a window already waiting
        for a seat they cover is declined for it, as if they had been set when it opened."""
        self.standing = {seat: answers for seat, answers in standing.items() if seat in self.seats}
        if self._answered_for(self.session.must_act()):
            QTimer.singleShot(0, self, self._decline_for)  # dropped with the table, should its window go first

    def lift_curtain(self) -> None:
        """The named player sits down: their hidden cards are drawn from now on."""
        if not self.curtain_up:
            return
        self.viewer, self.curtain_up = self.bottom, False
        self.refresh()
        if self.curtain_up:  # a move made as the table followed (a choice with nothing to choose) passed the turn:
            return  # the curtain is up again for the next seat, and has said so; "lifted" now would be stale
        self.curtainChanged.emit(False)
        self.highlights.show()  # what changed while the curtain was down, for the player who lifted it

    def hand_to(self, seat: str) -> None:
        """Give the screen to another player, who may act out of turn where the rules let anyone (a card played
        in another player's moment, a card shown): the curtain comes down for them; their move, or handing the
        screen back, returns it to the player the game waits for."""
        if seat not in self.seats or (seat == self.bottom and not self.curtain_up):
            return
        self.bottom = seat
        if self.curtain_enabled:
            self.viewer, self.curtain_up = None, True
            self.curtainChanged.emit(True)  # as when the turn passes (_follow_turn)
        else:
            self.viewer = seat
        self.refresh()

    def acting_seat(self) -> str | None:
        """The seat whose player is at the screen, or None while the curtain is down."""
        return None if self.curtain_up else self.viewer

    def opponents(self) -> tuple[str, ...]:
        """The other seats, in seat order starting after the bottom seat."""
        i = self.seats.index(self.bottom)
        return self.seats[i + 1 :] + self.seats[:i]
