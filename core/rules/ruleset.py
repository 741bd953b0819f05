"""The Ruleset: one per game, all with the same shape.

`setup` lays the table as events; `decide` checks a command against the rules
and returns events or raises `Refusal`; `legal` lists the commands a seat may
give now. This base class holds what every game shares: the command
vocabulary, options, adjustments, pending choices and reaction windows, so a
game only declares its own commands as `Move`s (a spec with the rule that
carries it out) and overrides the hooks below that it needs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cached_property
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from core.content.assets import GameDefinition, load_game
from core.content.cards import CardLibrary
from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command, CommandSpec, parse_command
from core.engine.draft import Draft
from core.engine.errors import ContentError, Refusal, ScenarioError, UnknownCard
from core.engine.state import Choice, GameState
from core.engine.valueclass import field, valueclass
from core.engine.words import asked
from core.rules.cardschema import RuleField
from core.rules.mechanics.costs import Costs
from core.rules.mechanics.displays import DisplayPolicy
from core.rules.shapes import NO_SHAPE, StateShape
from core.rules.sharedspecs import ADJUST, CHARGE, CHOOSE, DECLINE, SHARED
from core.rules.wording import GameWords

if TYPE_CHECKING:
    pass

Expectation = Callable[[GameState, Any, list[str]], tuple[Any, Any]]  # (state, wanted, events) -> (found, wanted)


@valueclass(slots=False)
class Move:
    """A command a game offers, declared once: its spec and the rule that carries it out.

    The base calls ``handler(ruleset, draft, seat, *values)``, one value per field of the spec in its order:
    the command's value, else the field's entry in `defaults`, else None; a ``cards`` field comes as a tuple.
    """

    spec: CommandSpec
    handler: Callable[..., None]
    defaults: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def run(self, ruleset: Ruleset, draft: Draft, command: Command) -> None:
        """Carry out `command` by calling the handler with its field values."""
        values = []
        for f in self.spec.fields:
            value = command.get(f.name, self.defaults.get(f.name))
            values.append(tuple(value) if f.kind == "cards" and value is not None else value)
        self.handler(ruleset, draft, command.seat, *values)


def _no_window(ruleset: Ruleset, draft: Draft, seat: str) -> None:
    """Decline in a game that opens no reaction windows: there is never one to pass."""
    raise Refusal("window.respond", f"{ruleset.definition.name} opens no reaction windows")


class Ruleset(GameWords):
    """Base of every game's rules. Subclasses set `id`, declare their commands in `moves` and override hooks (the
    hooks by which it says things in the game's words are declared in core/rules/wording.py)."""

    id = ""
    window_commands: frozenset[str] = frozenset({"decline"})
    card_field_words: Mapping[str, str] = MappingProxyType({})  # a field's log words ("play.law": one command's)
    line_draws: frozenset[str] = frozenset({"draw"})  # commands whose log line names the cards they drew
    gains_after_notes = False  # a log line says gains after the note that follows them (1819: the note says why)
    setup_keys: tuple[str, ...] = ()  # scenario set-up keys the game reads itself (scenario_setup), over the shared
    displays: DisplayPolicy | None = None  # the game's display cards and their tokens, or None without display cards
    needs_options: tuple[str, ...] = ()  # options the game's code reads: game.yaml must declare each
    card_rule_fields: tuple[RuleField, ...] = ()  # the keys of its card_rules entries (core/rules/cardschema.py)
    pack_deck_kinds: frozenset[str] = frozenset()  # game decks a pack's named deck draws on (INWO: group, plot)
    state_shape: StateShape = (
        NO_SHAPE  # its marks, windows and choices, which a loaded save must fit (core/rules/shapes.py)
    )

    def __init__(
        self,
        options: Mapping[str, Any] | None = None,
        extra_cards: CardLibrary | None = None,
        definition: GameDefinition | None = None,
    ):
        self.definition = definition or load_game(self.id)
        missing = [name for name in self.needs_options if name not in self.definition.options]
        if missing:
            raise ContentError(
                f"{self.definition.source}: options: {self.id} needs option {missing[0]!r}, not declared"
            )
        self.options = MappingProxyType(self.definition.resolve_options(options))
        self.library = self.definition.library.merged(extra_cards) if extra_cards else self.definition.library
        self.rules = self.definition.rules
        self.version = self.definition.version
        self.costs = Costs(
            caps={r.id: r.cap for r in self.definition.resources if r.cap is not None},
            names={r.id: r.name for r in self.definition.resources},
        )

    # ------------------------------------------------------------------ the command vocabulary

    def moves(self) -> tuple[Move, ...]:
        """The game's own commands with their handlers (decline's too, when the game opens reaction windows)."""
        return ()

    @cached_property
    def handlers(self) -> Mapping[str, Move]:
        """Every command `draft` hands to a game, by name, built from `moves` on first use (a game's specs may
        read data its own `__init__` reads after the base's)."""
        table = {"decline": Move(DECLINE, _no_window)}
        table.update((m.spec.name, m) for m in self.moves())
        return MappingProxyType(table)

    @cached_property
    def specs(self) -> tuple[CommandSpec, ...]:
        """The game's own command specs, in the order `moves` gives them (the shared ones left out)."""
        return tuple(m.spec for m in self.handlers.values() if m.spec.name not in SHARED)

    @cached_property
    def commands(self) -> dict[str, CommandSpec]:
        """The whole vocabulary: the game's commands, then choose, charge (when the game charges display cards
        through a `displays` policy), decline and adjust."""
        charges = self.displays is not None and any(d.has("display") for d in self.library.defs.values())
        charge = (CHARGE,) if charges else ()
        return {s.name: s for s in (*self.specs, CHOOSE, *charge, DECLINE, ADJUST)}

    # ------------------------------------------------------------------ setup

    def setup(self, seats: tuple[str, ...], seed: int | str) -> list[E.Event]:
        """The events that lay the table for a new game."""
        raise NotImplementedError

    def check_seats(self, seats: tuple[str, ...]) -> None:
        """Refuse a number of players the game does not take, or names that cannot be told apart."""
        d = self.definition
        if not d.min_seats <= len(seats) <= d.max_seats:
            raise ContentError(f"{d.name} takes {d.min_seats} to {d.max_seats} players, got {len(seats)}")
        if len(set(seats)) != len(seats) or any(not s or ":" in s or "#" in s or not s.isprintable() for s in seats):
            raise ContentError(f"player names must be distinct, printable and without ':' or '#', got {list(seats)}")

    # ------------------------------------------------------------------ deciding

    def parse(self, raw: Mapping, seats: tuple[str, ...], where: str = "command") -> Command:
        """Check a command's dict form against the vocabulary and the card library."""
        command = parse_command(raw, self.commands, seats, where)
        for f in self.commands[command.name].fields:
            value = command.get(f.name)
            cards = (value,) if f.kind == "card" and value is not None else (value or () if f.kind == "cards" else ())
            for card in cards:
                if card not in self.library:
                    raise UnknownCard(card, where)
        return command

    def decide(self, state: GameState, command: Command) -> list[E.Event]:
        """The events a command produces, or Refusal. Never changes `state`."""
        return self.draft(state, command).events

    def scenario_setup(self, state: GameState, key: str, value: Any, where: str) -> Iterable[E.Event]:
        """The events a scenario's set-up key of the game's own (one of `setup_keys`) lays over the table."""
        raise ScenarioError(f"{where}: {self.definition.name} reads no set-up key {key!r}")

    def expectations(self) -> Mapping[str, Expectation]:
        """The scenario expectations the game checks itself, over the shared ones, by key."""
        return MappingProxyType({})

    def draft(self, state: GameState, command: Command) -> Draft:
        """Decide a command and keep the state its events lead to (the session uses it to fold once)."""
        if state.winner is not None or state.phase == "over":
            raise Refusal("game.over", "The game is over")
        draft = Draft(state)
        if command.name == "adjust":
            self._adjust(draft, command)
            return draft
        pending = state.pending
        if pending is not None:
            answer = "charge" if pending.kind == "charge" else "choose"
            if command.name != answer:
                raise Refusal("choice.pending", f"Not yet: {asked(pending.seat, pending.kind, pending.prompt)}")
            if answer == "charge":
                self._charge(draft, command)
            else:
                self._choose(draft, command, pending)
            return draft
        if command.name == "choose":
            raise Refusal("choice.answer", "There is no choice to answer")
        if command.name == "charge":
            self._charge(draft, command)
            return draft
        if state.window is not None and command.name not in self.window_commands:
            raise Refusal(
                "window.respond", f"A reaction window is open: {state.window.waiting_for} must answer or decline first"
            )
        if state.window is None and command.name in self.window_commands - self.turn_commands():
            raise Refusal("window.respond", "No reaction window is open")
        self.handlers[command.name].run(self, draft, command)
        return draft

    def turn_commands(self) -> frozenset[str]:
        """Window commands that are also legal outside a window (e.g. play)."""
        return frozenset(self.window_commands - {"decline"})

    def require_active(self, draft: Draft, seat: str, rule: str = "turn.active") -> None:
        """Refuse, citing `rule`, unless it is `seat`'s turn."""
        if draft.state.active != seat:
            raise Refusal(rule, f"It is {draft.state.active}'s turn, not {seat}'s")

    def require_in(self, draft: Draft, card: str, zone: str, rule: str) -> None:
        """Refuse, citing `rule`, unless `card` lies in `zone`."""
        if card not in draft.state.zone(zone):
            raise Refusal(rule, f"{card} is not in {zone}")

    def _choose(self, draft: Draft, command: Command, pending: Choice) -> None:
        """Check the cards picked for the pending choice and carry it out."""
        picked = tuple(command.get("cards"))
        if command.seat != pending.seat:
            raise Refusal("choice.pending", f"{pending.seat} must choose, not {command.seat}")
        if len(picked) != pending.count or len(set(picked)) != len(picked):
            raise Refusal("choice.answer", f"Pick exactly {pending.count} different cards: {pending.prompt}")
        for card in picked:
            if card not in pending.options:
                raise Refusal("choice.answer", f"{card} is not one of the cards to choose from")
        draft.emit(E.ChoiceMade(command.seat, pending.zone, picked))
        self.on_choice(draft, pending, picked)

    def _charge(self, draft: Draft, command: Command) -> None:
        policy = self.displays
        if policy is None:
            raise Refusal("choice.answer", f"{self.definition.name} has no display cards to charge")
        policy.charge(draft, command.seat, command.get("card"), command.get("tokens"))

    def on_choice(self, draft: Draft, choice: Choice, picked: tuple[str, ...]) -> None:
        """Carry out an answered choice. The base knows discard-to-limit."""
        if choice.kind == "discard-to-limit":
            for card in picked:
                draft.emit(E.CardMoved(card, choice.zone, Z.discard(self.library.get(card).deck), 0))
            self.after_choice(draft, choice)
            return
        raise NotImplementedError(choice.kind)

    def after_choice(self, draft: Draft, choice: Choice) -> None:
        """Continue the game after a choice (e.g. move on from a cleanup step)."""

    def _adjust(self, draft: Draft, command: Command) -> None:
        if not self.options.get("adjustments", True):
            raise Refusal("adjust.off", "Adjustments by hand are switched off in this game")
        state = draft.state
        if command.get("resource") is not None:
            seat = command.get("seat") or command.seat
            by = command.get("by", 0)
            have = state.amount(seat, command.get("resource"))
            to = max(0, have + by)
            draft.emit(E.ResourceChanged(seat, command.get("resource"), to - have))
        elif command.get("card") is not None and command.get("to") is not None:
            card, to = command.get("card"), command.get("to")
            src = state.where(card)
            if src is None:
                raise Refusal("adjust.off", f"{card} is not in this game")
            if Z.kind(to) not in ("hand", "deck", "discard", "display", "appointed", "table", "box") or (
                Z.owner(to) is not None and Z.owner(to) not in state.seats and Z.owner(to) not in self.definition.decks
            ):
                raise Refusal("adjust.off", f"unknown zone {to!r}")
            draft.emit(E.CardMoved(card, src, to, 0 if Z.kind(to) in ("deck", "discard") else -1))
        else:
            raise Refusal("adjust.off", "An adjustment names a resource with 'by', or a card with 'to'")
        draft.emit(E.Noted(command.seat, "adjusted by hand: " + command.get("reason"), adjusted=True))

    # ------------------------------------------------------------------ listing what is legal

    def must_act(self, state: GameState) -> str | None:
        """The seat the game waits for: a pending chooser, a window's next seat, or the active seat."""
        if state.winner is not None or state.phase == "over":
            return None
        if state.pending is not None:
            return state.pending.seat
        if state.window is not None:
            return state.window.waiting_for
        return self.turn_seat(state)

    def turn_seat(self, state: GameState) -> str | None:
        """The seat the game waits for when no choice is pending and no window is open: the active seat."""
        return state.active

    def candidates(self, state: GameState, seat: str) -> Iterable[Command]:
        """Commands worth trying for `seat`, built from the specs' fields."""
        if state.pending is not None:
            p = state.pending
            if p.seat == seat and p.kind == "charge":
                for card in p.options:
                    yield Command(seat, "charge", MappingProxyType({"card": card, "tokens": p.count}))
            elif p.seat == seat:
                picks = {tuple(p.options[: p.count]), tuple(p.options[-p.count :])}
                picks.update(list(combinations(p.options, p.count))[:6])
                for pick in sorted(picks):
                    yield Command(seat, "choose", MappingProxyType({"cards": pick}))
            return
        mine = tuple(c for z in (Z.hand(seat), Z.display(seat)) for c in state.zone(z))
        for spec in self.specs + (DECLINE,):
            yield from self._fill(state, seat, spec, mine)

    def _fill(self, state: GameState, seat: str, spec: CommandSpec, mine: tuple[str, ...]) -> Iterable[Command]:
        combos: list[dict] = [{}]
        for f in spec.fields:
            if f.choices:
                values: tuple = f.choices
            elif f.kind == "card":
                values = mine if f.name == "card" else tuple(c for s in state.seats for c in state.zone(Z.display(s)))
            elif f.kind == "seat":
                values = state.seats
            elif f.kind == "deck":
                values = tuple(self.definition.decks)
            elif f.kind == "int":
                values = (0, 1, 2)
            else:
                values = ()
            options = list(values) + ([None] if not f.required else [])
            if not options:
                if f.required:
                    return
                continue
            combos = [{**c, f.name: v} if v is not None else c for c in combos for v in options][:400]
        for args in combos:
            yield Command(seat, spec.name, MappingProxyType(args))

    def legal(self, state: GameState, seat: str) -> list[Command]:
        """Every candidate command that `decide` accepts for `seat` now."""
        out = []
        for command in self.candidates(state, seat):
            try:
                self.decide(state, command)
            except Refusal:
                continue
            out.append(command)
        return out
