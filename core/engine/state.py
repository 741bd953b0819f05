"""The game state: one immutable value that `apply` folds events into.

Everything a ruleset needs is here, in the same shape for every game: zones of
card ids, per-seat resources, display charges, the phase banner, the active
seat, an open reaction window, a pending choice, the random generator's state
and a small mapping of ruleset-specific marks. Collections are tuples and
read-only mappings, so a state can be shared between snapshots safely.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, TypeVar

from core.engine.valueclass import field, fields, valueclass

_K = TypeVar("_K")
_V = TypeVar("_V")

EMPTY: Mapping[Any, Any] = MappingProxyType({})


def _empty() -> Mapping[Any, Any]:
    return EMPTY


def frozen(d: Mapping[str, Any] | None = None, **extra: Any) -> Mapping[str, Any]:
    """A read-only mapping copy of `d` updated with `extra`."""
    return MappingProxyType({**(d or {}), **extra})


def thawed(d: Mapping[_K, _V]) -> dict[_K, _V]:
    """A plain dict copy of a mapping. A read-only mapping's `copy()` is its dict's own fast copy, where
    `dict(proxy)` goes key by key, several times slower; every applier that changes a mapping pays for one.

    >>> thawed(frozen({"a": 1}))
    {'a': 1}
    """
    if d.__class__ is MappingProxyType or d.__class__ is dict:
        new = d.copy()
        if new.__class__ is dict:
            return new
    return dict(d)


def with_key(d: Mapping[_K, _V], key: _K, value: _V) -> Mapping[_K, _V]:
    """A read-only copy of `d` where `key` is `value`."""
    new = thawed(d)
    new[key] = value
    return MappingProxyType(new)


def without_key(d: Mapping[_K, _V], key: _K) -> Mapping[_K, _V]:
    """A read-only copy of `d` without `key`."""
    new = thawed(d)
    new.pop(key, None)
    return MappingProxyType(new)


@valueclass
class Window:
    """An open reaction window: who must answer next, and how many passed in a row."""

    trigger: str
    by: str
    kind: str
    order: tuple[str, ...]
    next: int = 0
    passes: int = 0
    answered: tuple[str, ...] = ()

    @property
    def waiting_for(self) -> str:
        """The seat that must answer or decline now."""
        return self.order[self.next]


@valueclass
class Choice:
    """A decision the rules wait for before anything else may happen."""

    seat: str
    kind: str
    zone: str
    count: int
    options: tuple[str, ...]
    prompt: str
    then: str = ""


@valueclass(slots=False)
class GameState:
    """The whole table at one moment. Change it only by folding events.

    Unlike the small records above it keeps a ``__dict__`` instead of slots:
    `evolve` copies that one dict, which is several times faster than
    `replace` through the frozen ``__init__``, and every event
    applied pays for one evolve.
    """

    game: str
    seats: tuple[str, ...]
    zones: Mapping[str, tuple[str, ...]] = field(default_factory=_empty)
    resources: Mapping[str, Mapping[str, int]] = field(default_factory=_empty)
    charges: Mapping[str, int] = field(default_factory=_empty)
    phase: str = ""
    step: str = ""
    round: int = 1
    turn: int = 1
    active: str | None = None
    marks: Mapping[str, Any] = field(default_factory=_empty)
    window: Window | None = None
    pending: Choice | None = None
    rng: int = 0
    winner: str | None = None
    options: Mapping[str, Any] = field(default_factory=_empty)

    def zone(self, zone_id: str) -> tuple[str, ...]:
        """The cards in a zone, top first (empty if the zone has none)."""
        return self.zones.get(zone_id, ())

    def amount(self, seat: str, resource: str) -> int:
        """How much of a resource a seat has."""
        return self.resources.get(seat, EMPTY).get(resource, 0)

    def where(self, card: str) -> str | None:
        """The zone a card is in, or None if it is not in the game."""
        for zone_id, cards in self.zones.items():
            if card in cards:
                return zone_id
        return None

    def mark(self, key: str, default: Any = None) -> Any:
        """A ruleset's mark, or `default` when it is not set."""
        return self.marks.get(key, default)

    def evolve(self, **changes: Any) -> GameState:
        """A copy with some fields changed (used by apply only); an unknown field is a TypeError."""
        values = self.__dict__.copy()
        values.update(changes)
        if len(values) != _COUNT:
            raise TypeError(f"GameState has no field {sorted(changes.keys() - _FIELDS)[0]!r}")
        new = _new(GameState)
        _set(new, "__dict__", values)
        return new


_FIELDS = frozenset(f.name for f in fields(GameState))
_COUNT = len(_FIELDS)
_new = object.__new__
_set = object.__setattr__
