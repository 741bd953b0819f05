"""The live table: a session, the seat looking at it, the models, and intents turned into commands.

The session is the only place the game changes. This object listens to it,
re-reads the view of the seat at the table and lets every model follow with
fine-grained signals. It also follows the turn: when the seat the game waits
for changes, the table turns to that seat behind the curtain, showing only
public information until that player lifts it. Intents from drops, keys and
menus become commands here; which ones are legal is the ruleset's answer
(`candidates` checked by `decide`), never the widget's.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from collections.abc import Callable
from types import MappingProxyType

from PySide6.QtCore import QObject, QTimer, Signal

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import Refusal
from core.engine.events import DiceRolled
from core.engine.journal import Commit
from core.saves.eventjson import to_json
from core.seeing.describe import LogLine, describe_record
from core.seeing.tablelook import layout
from core.seeing.views import view
from desktop.models.cards import DiscardModel, DisplayModel, HandModel, PlayAreaModel, SlotsModel
from desktop.models.table import DeckModel, LogModel, ResourceModel, SeatDeckModel
from desktop.table.autopass import StandingAnswers, skips, window_target
from desktop.table.collector import HistoryCollector
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


class Table(QObject):
    """One game at the table, as the seat in front of the screen sees it."""

    changed = Signal()
    curtainChanged = Signal(bool)
    refused = Signal(str, str)
    askFields = Signal(object, object, object)
    rolled = Signal(object)
    sessionReplaced = Signal()

    def __init__(self, session, colours: dict[str, str] | None = None, parent=None):
        super().__init__(parent)
        self.session = None
        self.viewer: str | None = None
        self.bottom: str | None = None
        self.curtain_up = False
        self.collector = HistoryCollector()
        self.highlights = Highlights(self)
        self.standing: dict[str, StandingAnswers] = {}
        self.set_session(session, colours)

    # ------------------------------------------------------------------ the game shown

    def set_session(self, session, colours: dict[str, str] | None = None) -> None:
        """Show another game: new models for its seats and zones, the curtain before its first seat.

        Seat colours come from `colours`, else the save header's, else the defaults.
        """
        if self.session is not None:
            if self._listen in self.session.listeners:
                self.session.listeners.remove(self._listen)
            self.collector.put_away()
        self.session = session
        self.highlights.clear()
        self.standing = {}
        self.ruleset = session.ruleset
        self.look = layout(session.ruleset)
        self.seats = tuple(session.state.seats)
        saved = session.header.get("colours") if isinstance(session.header.get("colours"), dict) else {}
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
        rewrite = () if before == now else sorted({*self._own.get(before, ()), *self._own.get(now, ())})
        self.log.show(lines, self.colours, rewrite if before is not None else None)
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
                if line.kind == "setup":
                    line = LogLine(
                        line.seq,
                        "",
                        "setup",
                        f"A game of {self.ruleset.definition.name} for {', '.join(self.seats)} (seed {h.get('seed')})",
                    )
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
            QTimer.singleShot(0, self._decline_for)  # after every listener has seen this move
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
        commit = next((c for c in reversed(self.session.line) if c.command.get("card") == window.trigger), None)
        return skips(self.standing.get(seat), seat, window_target(self.state, commit))

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

    def lift_curtain(self) -> None:
        """The named player sits down: their hidden cards are drawn from now on."""
        if not self.curtain_up:
            return
        self.viewer, self.curtain_up = self.bottom, False
        self.refresh()
        self.curtainChanged.emit(False)
        self.highlights.show()  # what changed while the curtain was down, for the player who lifted it

    def acting_seat(self) -> str | None:
        """The seat whose player is at the screen, or None while the curtain is down."""
        return None if self.curtain_up else self.viewer

    def opponents(self) -> tuple[str, ...]:
        """The other seats, in seat order starting after the bottom seat."""
        i = self.seats.index(self.bottom)
        return self.seats[i + 1 :] + self.seats[:i]

    # ------------------------------------------------------------------ intents into commands

    def _distinct(self, commands) -> list[Command]:
        """The legal ones of `commands`, one per distinct outcome (the shortest form of each)."""
        found: dict[str, Command] = {}
        for command in commands:
            try:
                events = self.ruleset.decide(self.state, command)
            except Refusal:
                continue
            same = command.name + json.dumps([to_json(e) for e in events], sort_keys=True, default=str)
            if same not in found or len(command.args) < len(found[same].args):
                found[same] = command
        return list(found.values())

    def legal(self) -> list[Command]:
        """Every distinct legal command of the seat at the screen (none while the curtain is down)."""
        seat = self.acting_seat()
        if seat is None:
            return []
        if self._legal_key is None or self._legal_key[0] is not self.state or self._legal_key[1] != seat:
            self._legal = self._distinct(self.ruleset.candidates(self.state, seat))
            self._legal_key = (self.state, seat)
        return list(self._legal)

    def legal_names(self, among: frozenset[str] | None = None) -> set[str]:
        """The names of the commands the seat at the screen may give now: one accepted candidate per name
        is enough, so no outcome is compared (the action bar asks this after every change, `among` its
        own buttons' names, so the moves made by dragging cards are not tried for it)."""
        seat = self.acting_seat()
        if seat is None:
            return set()
        if self._legal_key is not None and self._legal_key[0] is self.state and self._legal_key[1] == seat:
            return {c.name for c in self._legal if among is None or c.name in among}
        known = self._names_key
        if known is None or known[0] is not self.state or known[1] != seat or known[2] != among:
            names: set[str] = set()
            for command in self.ruleset.candidates(self.state, seat):
                if command.name in names or (among is not None and command.name not in among):
                    continue
                try:
                    self.ruleset.decide(self.state, command)
                except Refusal:
                    continue
                names.add(command.name)
            self._names, self._names_key = names, (self.state, seat, among)
        return set(self._names)

    def variants(self, name: str, fixed: dict) -> list[Command]:
        """The legal commands of `name` for the seat at the screen that agree with `fixed`."""
        seat = self.acting_seat()
        if seat is None or name not in self.ruleset.commands:
            return []
        return self._distinct(
            c
            for c in self.ruleset.candidates(self.state, seat)
            if c.name == name and all(c.get(k) == v for k, v in fixed.items())
        )

    def intend(self, name: str | None, **fixed) -> bool:
        """Give command `name` with `fixed` fields: at once if only one legal form, else ask which."""
        seat = self.acting_seat()
        if seat is None:
            return False
        if name is None or name not in self.ruleset.commands:
            self.refused.emit(f"{self.ruleset.definition.name} has no such move here", "")
            return False
        fields = {f.name for f in self.ruleset.commands[name].fields}
        fixed = {k: v for k, v in fixed.items() if k in fields and v is not None}
        options = self.variants(name, fixed)
        if len(options) == 1:
            return self.submit(options[0])
        if len(options) > 1:
            self.askFields.emit(self.ruleset.commands[name], options, self.submit)
            return True
        return self.submit(Command(seat, name, MappingProxyType(fixed)))

    def submit(self, command: Command) -> bool:
        """Hand a command to the session; a refusal is reported with its sentence and rule id."""
        try:
            self.session.submit(command)
        except Refusal as err:
            self.refused.emit(err.reason, err.rule)
            return False
        return True

    def drop(self, model, kind: str, payload: dict, item: str | None) -> bool:
        """A drop on a zone (or on one card of it) as a command."""
        seat = self.acting_seat()
        if seat is None:
            return False
        if kind == "tokens":
            return self._drop_tokens(model, payload, item)
        cards = payload.get("cards")
        if not isinstance(cards, list) or not cards or not isinstance(cards[0], str):
            return False
        return self._drop_card(model, seat, cards[0], payload.get("zone"), item)

    def _drop_tokens(self, model, payload: dict, item: str | None) -> bool:
        """Supply tokens dropped on a display card charge it (as many as a pending charge asks for)."""
        if model.kind == "display" and item is not None:
            pending = self.state.pending
            waiting = pending is not None and pending.kind == "charge" and item in pending.options
            return self.intend(self.look.charge, card=item, tokens=pending.count if waiting else payload.get("count"))
        self.refused.emit("Drop supply tokens on a display card to charge it", "")
        return False

    def _drop_card(self, model, seat: str, card: str, source: str | None, item: str | None) -> bool:
        """A card dropped by `seat` on `model`'s zone (from zone `source`), on card `item` if any."""
        look = self.look
        if source == Z.TABLE and model.kind in ("hand", "display") and model.owner == seat:
            return self.take_from_table(card)
        if model.kind == "table":
            return self.intend(look.play, card=card)
        if model.kind == "appointed":
            return self.intend(look.appoint, card=card)
        if model.owner == seat:
            if model.kind != "display":
                return False
            if item is not None and look.play and self.variants(look.play, {"card": card, "replace": item}):
                return self.intend(look.play, card=card, replace=item)
            return self.intend(look.play, card=card)
        return self.intend(look.play, card=card, target=model.owner, **self._item_field(item))

    def take_from_table(self, card: str) -> bool:
        """A card dragged from the table (a market) to your own seat: the one legal move with that card
        (1819: buy it); refused, with the reason, when there is none or more than one kind."""
        names = {c.name for c in self.card_commands(card)}
        if len(names) == 1:
            return self.intend(names.pop(), card=card)
        self.refused.emit(
            f"Nothing takes {self.ruleset.card_name(card)} from the table now"
            if not names
            else f"Choose what to do with {self.ruleset.card_name(card)} from its menu",
            "",
        )
        return False

    def _item_field(self, item: str | None) -> dict:
        spec = self.ruleset.commands.get(self.look.play or "")
        if item is None or spec is None:
            return {}
        for f in spec.fields:
            if f.kind == "card" and f.name not in ("card", "replace"):
                return {f.name: item}
        return {}

    def drop_targets(self, card: str | None = None, tokens: bool = False) -> set[tuple[str, str | None]]:
        """Where a dragged card (or supply token) may legally go now: lights for the table."""
        seat = self.acting_seat()
        out: set[tuple[str, str | None]] = set()
        if seat is None:
            return out
        look = self.look
        if tokens:
            return {("display-card", c.get("card")) for c in self.variants(look.charge, {})} if look.charge else out
        for c in self.variants(look.play, {"card": card}) if look.play else ():
            out.add(("table", None))
            if c.get("target") and c.get("target") != seat:
                out.add(("seat", c.get("target")))
            if c.get("replace"):
                out.add(("display-card", c.get("replace")))
            if self.ruleset.library.get(card).has("display"):
                out.add(("display", seat))
        if look.appoint and self.variants(look.appoint, {"card": card}):
            out.add(("appointed", seat))
        return out

    def usable_cards(self) -> frozenset[str]:
        """The cards of the seat at the screen (hand and display) that some legal command names now: one
        accepted command per card is enough. Empty behind the curtain, so nothing is said of a hidden hand."""
        seat = self.acting_seat()
        if seat is None:
            return frozenset()
        if self._usable_key is not None and self._usable_key[0] is self.state and self._usable_key[1] == seat:
            return self._usable
        own = {*self.state.zone(Z.hand(seat)), *self.state.zone(Z.display(seat))}
        found: set[str] = set()
        for command in self.ruleset.candidates(self.state, seat):
            spec = self.ruleset.commands.get(command.name)
            named = {command.get(f.name) for f in spec.fields if f.kind == "card"} if spec else set()
            named &= own
            if not named or named <= found:
                continue
            try:
                self.ruleset.decide(self.state, command)
            except Refusal:
                continue
            found |= named
        self._usable, self._usable_key = frozenset(found), (self.state, seat)
        return self._usable

    def card_commands(self, card: str) -> list[Command]:
        """Every legal command that names `card` in one of its card fields."""
        out = []
        for command in self.legal():
            spec = self.ruleset.commands[command.name]
            if any(f.kind == "card" and command.get(f.name) == card for f in spec.fields):
                out.append(command)
        return out

    def commands_of(self, predicate: Callable[[Command], bool]) -> list[Command]:
        return [c for c in self.legal() if predicate(c)]
