"""A scenario's set-up: the position it lays over a game's own start, key by key.

The keys every game reads are `SETUP_KEYS` (docs/scenarios.md); a game reads
its own keys, declared in its ruleset's `setup_keys`, through `scenario_setup`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import ScenarioError
from core.engine.fold import fold
from core.engine.state import GameState
from core.rules.ruleset import Ruleset
from core.scenarios.checks import check_cards

SETUP_KEYS = {
    "decks",
    "discards",
    "hands",
    "displays",
    "appointed",
    "resources",
    "phase",
    "step",
    "round",
    "active",
    "marks",
}


def setup_events(ruleset: Ruleset, state: GameState, setup: Any, where: str) -> list[E.Event]:
    """Events that lay a scenario's set-up over the ruleset's own."""
    if not isinstance(setup, dict):
        raise ScenarioError(f"{where}: must be a mapping")
    own_keys = set(ruleset.setup_keys)
    for key in setup:
        if key not in SETUP_KEYS | own_keys:
            raise ScenarioError(f"{where}: unknown key {key!r} (keys: {', '.join(sorted(SETUP_KEYS | own_keys))})")
    laying = _Laying(ruleset, state, setup, where)
    laying.zones()
    laying.per("displays", state.seats, "player", laying.display)
    laying.per("resources", state.seats, "player", laying.resources)
    laying.turn()
    laying.marks()
    for key in own_keys & set(setup):
        for event in ruleset.scenario_setup(laying.state, key, setup[key], where):
            laying.emit(event)
    return laying.events


class _Laying:
    """A scenario's set-up being laid, key by key: the events so far and the state they lead to."""

    def __init__(self, ruleset: Ruleset, state: GameState, setup: dict, where: str):
        self.ruleset, self.state, self.setup, self.where = ruleset, state, setup, where
        self.events: list[E.Event] = []
        self.known = frozenset(ruleset.library.instances())
        self.laid: set[str] = set()

    def emit(self, event: E.Event) -> None:
        """Keep an event and the state it leads to."""
        self.events.append(event)
        self.state = fold(self.state, [event])

    def lay(self, zone: str, cards: Any, what: str) -> None:
        """Set a zone to the listed cards; cards it held that are not listed go to the box."""
        if not isinstance(cards, list):
            raise ScenarioError(f"{self.where}: {what} must be a list of card ids, got {cards!r}")
        check_cards(cards, self.known, what, self.where)
        twice = self.laid.intersection(cards)
        if twice:
            raise ScenarioError(f"{self.where}: {what}: card {sorted(twice)[0]!r} is already laid elsewhere")
        self.laid.update(cards)
        evicted = tuple(c for c in self.state.zone(zone) if c not in cards)
        if evicted:
            self.emit(E.ZoneSet(Z.BOX, self.state.zone(Z.BOX) + evicted))
        self.emit(E.ZoneSet(zone, tuple(cards)))

    def per(self, key: str, owners: Iterable[str], owner: str, fn: Callable[[str, Any], None]) -> None:
        """Lay a key that maps each deck or player (`owner` says which, for errors) to what it holds."""
        value = self.setup.get(key)
        if value is None:
            return
        if not isinstance(value, dict):
            raise ScenarioError(f"{self.where}: {key} must be a mapping, got {value!r}")
        for name, item in value.items():
            if name not in owners:
                raise ScenarioError(f"{self.where}: {key}: unknown {owner} {name!r}")
            fn(name, item)

    def zones(self) -> None:
        """Lay the decks, discard piles, hands and appointed characters."""
        decks, seats = self.ruleset.definition.decks, self.state.seats
        self.per("decks", decks, "deck", lambda d, cards: self.lay(Z.deck(d), cards, f"decks.{d}"))
        self.per("discards", decks, "deck", lambda d, cards: self.lay(Z.discard(d), cards, f"discards.{d}"))
        self.per("hands", seats, "player", lambda s, cards: self.lay(Z.hand(s), cards, f"hands.{s}"))
        self.per("appointed", seats, "player", lambda s, cards: self.lay(Z.appointed(s), cards, f"appointed.{s}"))

    def display(self, seat: str, item: Any) -> None:
        """Lay a seat's display: a list of cards at their own charges, or a mapping of card to charges."""
        charges = item if isinstance(item, dict) else None
        self.lay(Z.display(seat), list(charges) if charges is not None else item, f"displays.{seat}")
        for card in self.state.zone(Z.display(seat)):
            n = charges[card] if charges is not None else self.ruleset.library.get(card).charges
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ScenarioError(f"{self.where}: displays.{seat}.{card}: charges must be a whole number")
            self.emit(E.ChargesSet(card, n))

    def resources(self, seat: str, item: Any) -> None:
        """Set a seat's resources to the amounts given."""
        if not isinstance(item, dict):
            raise ScenarioError(f"{self.where}: resources.{seat} must map resource names to amounts")
        known = {r.id for r in self.ruleset.definition.resources}
        for r, n in item.items():
            if r not in known:
                raise ScenarioError(
                    f"{self.where}: resources.{seat}: unknown resource {r!r} (resources: {', '.join(sorted(known))})"
                )
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ScenarioError(f"{self.where}: resources.{seat}.{r} must be a whole number >= 0, got {n!r}")
            self.emit(E.ResourceChanged(seat, r, n - self.state.amount(seat, r)))

    def turn(self) -> None:
        """Set the phase, step and round, then the active player."""
        setup, state = self.setup, self.state
        if any(k in setup for k in ("phase", "step", "round")):
            rnd = setup.get("round", state.round)
            if not isinstance(rnd, int) or rnd < 1:
                raise ScenarioError(f"{self.where}: round must be a whole number >= 1")
            step = setup.get("step", "" if "phase" in setup else state.step)
            self.emit(E.PhaseChanged(str(setup.get("phase", state.phase)), str(step), rnd))
        if "active" in setup:
            if setup["active"] not in self.state.seats:
                raise ScenarioError(f"{self.where}: active: unknown player {setup['active']!r}")
            self.emit(E.TurnBegan(setup["active"], self.state.turn))

    def marks(self) -> None:
        """Set the marks given, as they are."""
        marks = self.setup.get("marks") or {}
        if not isinstance(marks, dict):
            raise ScenarioError(f"{self.where}: marks must be a mapping")
        for key, value in marks.items():
            if not _text_keys(value):
                raise ScenarioError(f"{self.where}: marks.{key}: a mapping inside a mark must have text keys")
            self.emit(E.Marked(str(key), E.freeze(value)))


def _text_keys(value: Any) -> bool:
    """Whether every mapping within a value has text keys, as a save's JSON keeps them."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _text_keys(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_text_keys(v) for v in value)
    return True
