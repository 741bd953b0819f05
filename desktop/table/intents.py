"""The table's intents: drops, keys and menu entries turned into commands, and which of them are legal now.

Which commands are legal is the ruleset's answer (`candidates` checked by
`decide`), never the widget's. `Table` (tablestate.py) mixes this in; it holds
the session, the seat at the screen and the models these methods read.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from core.engine import zones as Z
from core.engine.commands import Command, CommandSpec
from core.engine.errors import Refusal
from core.saves.eventjson import to_json
from core.seeing.describe import command_label
from desktop.dialogs.freetext import asks_a_name

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from core.engine.session import Session
    from core.engine.state import GameState
    from core.rules.ruleset import Ruleset
    from core.seeing.tablelook import TableLayout
    from core.seeing.views import TableView


class Intents:
    """Intents into commands for `Table`: legal commands, their variants, drops and card menus."""

    # A game's own form for a command, by its name (1819's board asks for sow): called with the legal forms
    # instead of the generic fields dialog. Set per table by the game's panel.
    askers: Mapping[str, Callable[[list[Command]], None]] = MappingProxyType({})

    # How the table asks the seat at the screen to confirm a move that shows the others a secret: a title and a
    # question, True to give the move. The window sets its own question box; without one, moves go at once.
    confirm: Callable[[str, str], bool] | None = None

    # What `Table` holds and does that these methods read, declared here so each use is checked.
    session: Session
    ruleset: Ruleset
    look: TableLayout
    _legal_key: tuple[GameState, str] | None
    _legal: list[Command]
    _names_key: tuple[GameState, str, frozenset[str] | None] | None
    _names: set[str]
    _usable_key: tuple[GameState, str] | None
    _usable: frozenset[str]
    if TYPE_CHECKING:
        refused: SignalInstance
        askFields: SignalInstance

        @property
        def state(self) -> GameState: ...

        def acting_seat(self) -> str | None: ...

        def view(self) -> TableView: ...

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
        """Give command `name` with `fixed` fields: at once if only one legal form that names nothing the player
        may want to word (a ship, a planet), else ask."""
        seat = self.acting_seat()
        if seat is None:
            return False
        if name is None or name not in self.ruleset.commands:
            self.refused.emit(f"{self.ruleset.definition.name} has no such move here", "")
            return False
        fields = {f.name for f in self.ruleset.commands[name].fields}
        fixed = {k: v for k, v in fixed.items() if k in fields and v is not None}
        options = self.variants(name, fixed)
        if len(options) == 1 and not asks_a_name(self.ruleset.commands[name], options):
            return self.submit(options[0])
        if options:
            asker = self.askers.get(name)
            if asker is not None:
                asker(options)
            else:
                self.askFields.emit(self.ruleset.commands[name], options, self.submit)
            return True
        return self.submit(Command(seat, name, MappingProxyType(fixed)))

    def submit(self, command: Command) -> bool:
        """Hand a command to the session; a refusal is reported with its sentence and rule id. A move that would
        show the others what only its seat could see is given only once the seat confirms it."""
        try:
            if not self.confirmed(command):
                return False
            self.session.submit(command)
        except Refusal as err:
            self.refused.emit(err.reason, err.rule)
            return False
        return True

    def confirmed(self, command: Command) -> bool:
        """Whether `command` may be given: yes at once unless the ruleset says it shows the table a secret
        (`shown_words`); then, if the rules accept it, the seat is asked, naming what the others will see."""
        shown = self.ruleset.shown_words(self.view(), command) if self.confirm is not None else None
        if shown is None or self.confirm is None:
            return True
        self.ruleset.decide(self.state, command)  # a refused move is said as refused, not asked about
        return self.confirm(
            "Show the table a secret?",
            f"{command_label(self.ruleset, command)}?\n\nThis shows {shown} to every player at the table. "
            "Taking the move back afterwards needs everyone's consent.",
        )

    def prospect(self, command: Command) -> str:
        """What a legal move stands to do, as a menu or form shows it after the move's words (" — needs 7 or less
        on 2 dice"), or "" when the game has nothing to say (Ruleset.prospect)."""
        said = self.ruleset.prospect(self.state, command)
        return f" — {said}" if said else ""

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
            waiting = pending if pending is not None and pending.kind == "charge" and item in pending.options else None
            return self.intend(self.look.charge, card=item, tokens=waiting.count if waiting else payload.get("count"))
        self.refused.emit("Drop supply tokens on a display card to charge it", "")
        return False

    def _drop_card(self, model, seat: str, card: str, source: str | None, item: str | None) -> bool:
        """A card dropped by `seat` on `model`'s zone (from zone `source`), on card `item` if any."""
        look = self.look
        if source == model.zone and item in (None, card):
            return False  # put back where it was picked up: no move
        if source == Z.display(seat) and item is not None and item != card and look.card_on_card:
            return self.on_card(card, item)
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
            if look.to_display and self.variants(look.to_display, {"card": card}):
                return self.intend(look.to_display, card=card, **self._item_field(item, look.to_display))
            return self.intend(look.play, card=card)
        return self.intend(look.play, card=card, target=model.owner, **self._item_field(item, look.play))

    def on_card(self, card: str, other: str) -> bool:
        """A card of your display dropped on another card in play: the move the game names for it (INWO: your
        group attacks the group it lands on), its form asking what is left to choose (to control or destroy)."""
        name = self.look.card_on_card
        first, second = self._card_fields(name)
        return self.intend(name, **{first: card, second: other})

    def card_targets(self, card: str) -> frozenset[str]:
        """The cards a card of your display may be dropped on now (INWO: the groups it may attack)."""
        name = self.look.card_on_card
        if not name:
            return frozenset()
        first, second = self._card_fields(name)
        return frozenset(str(c.get(second)) for c in self.variants(name, {first: card}) if c.get(second))

    def _card_fields(self, name: str | None) -> tuple[str, str]:
        """The names of a card-on-card command's first two fields: the card dragged and the card under it."""
        spec = self.ruleset.commands[name or ""]
        return spec.fields[0].name, spec.fields[1].name

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

    def _item_field(self, item: str | None, command: str | None) -> dict:
        """The card dropped on, as the second card field of `command` (a target, a master to hang under)."""
        spec = self.ruleset.commands.get(command or "")
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
        if card is None:
            return out
        if card in self.state.zone(Z.display(seat)):
            out |= {("display-card", c) for c in self.card_targets(card)}  # INWO: the groups it may attack
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
        if look.to_display and self.variants(look.to_display, {"card": card}):
            out.add(("display", seat))
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
            named = _named(spec, command) & own if spec else set()
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
        """Every legal command that names `card` in one of its card fields, or among the cards of a list
        (1819's battle cards committed to a war: "Defend with Keris Band")."""
        return [c for c in self.legal() if card in _named(self.ruleset.commands[c.name], c)]

    def commands_of(self, predicate: Callable[[Command], bool]) -> list[Command]:
        return [c for c in self.legal() if predicate(c)]


def _named(spec: CommandSpec, command: Command) -> set[str]:
    """The cards a command names: each card field's card and every card of a list of cards."""
    out: set[str] = set()
    for f in spec.fields:
        value = command.get(f.name)
        if f.kind == "card" and isinstance(value, str):
            out.add(value)
        elif f.kind == "cards" and isinstance(value, (tuple, list)):
            out.update(c for c in value if isinstance(c, str))
    return out
