"""Events: small, immutable, versioned facts that `apply` folds into the state.

Each event class has a ``type`` name and a version ``v``. It turns into a JSON
object and back (`to_json`, `from_json`), with older versions upgraded by
chained upcasters. Each event also says what it reveals and to whom
(`reveals`), and how it looks to a viewer who may not see everything
(`seen_by`): those two drive undo barriers and redaction, so no screen has to
decide them.

>>> e = ResourceChanged("Red", "gold", 2, 5)
>>> e.to_json()
{'type': 'resource-changed', 'v': 1, 'seat': 'Red', 'resource': 'gold', 'by': 2, 'to': 5}
>>> from_json(e.to_json()) == e
True
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from types import MappingProxyType
from typing import Any, Callable, ClassVar, Mapping

from core import zones as Z

HIDDEN = "?"


class EventFormatError(ValueError):
    """An event's JSON form is wrong: unknown type, version or field, or a wrong field type."""


@dataclass(frozen=True, slots=True)
class Reveal:
    """Something hidden that an event showed: to whom, what, and whether undo must ask first."""

    to: tuple[str, ...]
    what: str
    barrier: bool


EVENT_TYPES: dict[str, type["Event"]] = {}
UPCASTERS: dict[tuple[str, int], Callable[[dict], dict]] = {}


def upcaster(type_name: str, from_v: int):
    """Register a function that turns version `from_v` of an event's JSON into `from_v + 1`."""
    def register(fn):
        UPCASTERS[(type_name, from_v)] = fn
        return fn
    return register


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. Subclasses set `type` and `v` and declare their fields."""

    type: ClassVar[str] = ""
    v: ClassVar[int] = 1

    def __init_subclass__(cls, **kw):
        if cls.__dict__.get("type"):
            EVENT_TYPES[cls.type] = cls

    def to_json(self) -> dict:
        out: dict[str, Any] = {"type": self.type, "v": self.v}
        for name, _, nested in _plan(type(self))[0]:
            value = getattr(self, name)
            out[name] = _thaw(value) if nested else value
        return out

    def reveals(self, seats: tuple[str, ...]) -> tuple[Reveal, ...]:
        """What this event showed that was hidden before (none by default)."""
        return ()

    def seen_by(self, viewer: str | None) -> "Event":
        """This event as `viewer` may see it (unchanged by default)."""
        return self


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    if isinstance(value, (dict, MappingProxyType)):
        return {k: _thaw(v) for k, v in value.items()}
    return value


def freeze(value: Any) -> Any:
    """Lists become tuples and dicts read-only mappings, all the way down."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (dict, MappingProxyType)):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    return value


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "str": lambda x: isinstance(x, str),
    "int": lambda x: isinstance(x, int) and not isinstance(x, bool),
    "bool": lambda x: isinstance(x, bool),
    "str | None": lambda x: x is None or isinstance(x, str),
    "int | None": lambda x: x is None or (isinstance(x, int) and not isinstance(x, bool)),
    "tuple[str, ...]": lambda x: isinstance(x, list) and all(isinstance(i, str) for i in x),
    "tuple[int, ...]": lambda x: isinstance(x, list) and all(isinstance(i, int) and not isinstance(i, bool) for i in x),
    "Mapping": lambda x: isinstance(x, dict),
    "Any": lambda x: True,
}

MAX_INT = 1 << 64  # random-generator states (core.rng) are 64-bit
_SCALAR_KINDS = frozenset({"str", "int", "bool", "str | None", "int | None"})
_EXACT_CLASS = {"str": str, "int": int, "bool": bool, "str | None": str, "int | None": int}
_PLANS: dict[type, tuple] = {}


def _plan(cls: type) -> tuple:
    """A class's fields as (name, kind, nests?) and whether all are positional; made once, as `fields()` is slow."""
    plan = _PLANS.get(cls)
    if plan is None:
        found = fields(cls)
        plan = _PLANS[cls] = (tuple((f.name, f.type, f.type not in _SCALAR_KINDS) for f in found),
                              all(f.init and not f.kw_only for f in found))
    return plan


_READERS: dict[str, tuple] = {}


def _reader(name: str) -> tuple | None:
    """How to read the current version of an event type: (class, version, fields as (name, the class a
    JSON value of that field usually has, check, nests?), how many keys its object has), or None."""
    reader = _READERS.get(name)
    if reader is None:
        cls = EVENT_TYPES.get(name)
        if cls is None:
            return None
        plan, positional = _plan(cls)
        if not positional:
            return None
        reader = _READERS[name] = (cls, cls.v, tuple((f, _EXACT_CLASS.get(kind), _CHECKS[kind], nested)
                                                     for f, kind, nested in plan), len(plan) + 2)
    return reader


def from_json(data: Any) -> Event:
    """Build an event from its JSON object, upgrading old versions; raises EventFormatError."""
    name = data.get("type") if data.__class__ is dict else None
    reader = _reader(name) if name.__class__ is str else None
    if reader is None or len(data) != reader[3]:
        return _from_json(data)
    version = data.get("v")
    if version.__class__ is not int or version != reader[1]:
        return _from_json(data)
    values = []
    append = values.append
    for field_name, usual, check, nested in reader[2]:
        try:
            value = data[field_name]
        except KeyError:
            return _from_json(data)
        cls = value.__class__
        if cls is usual and (cls is not int or -MAX_INT <= value <= MAX_INT):
            append(value)
        elif check(value) and not (cls is int and not -MAX_INT <= value <= MAX_INT):
            append(freeze(value) if nested else value)
        else:
            return _from_json(data)
    return reader[0](*values)


def _from_json(data: Any) -> Event:
    """`from_json` for every case, with the message for each defect: older versions, wrong fields, others."""
    if not isinstance(data, dict):
        raise EventFormatError(f"an event must be an object, got {type(data).__name__}")
    name, version = data.get("type"), data.get("v")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise EventFormatError(f"unknown event type {name!r}")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise EventFormatError(f"event {name!r} has a bad version {version!r}")
    if version > cls.v:
        raise EventFormatError(f"event {name!r} version {version} is newer than this program knows ({cls.v})")
    body = data if version == cls.v else dict(data)
    while version < cls.v:
        step = UPCASTERS.get((name, version))
        if step is None:
            raise EventFormatError(f"no upgrade for event {name!r} from version {version}")
        body = step(body)
        version += 1
    plan, positional = _plan(cls)
    values = []
    for field_name, kind, nested in plan:
        try:
            value = body[field_name]
        except KeyError:
            raise EventFormatError(f"event {name!r} lacks field {field_name!r}") from None
        if not _CHECKS[kind](value):
            raise EventFormatError(f"event {name!r} field {field_name!r} has the wrong type: {value!r:.60}")
        if value.__class__ is int and not -MAX_INT <= value <= MAX_INT:
            raise EventFormatError(f"event {name!r} field {field_name!r} is absurdly large: {value}")
        values.append(freeze(value) if nested else value)
    if len(body) != len(plan) + ("type" in body) + ("v" in body):
        known = {f for f, _, _ in plan} | {"type", "v"}
        raise EventFormatError(f"event {name!r} has unknown field {sorted(k for k in body if k not in known)[0]!r}")
    return cls(*values) if positional else cls(**{f: v for (f, _, _), v in zip(plan, values)})


def _redact_cards(cards: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(cards)


# ---------------------------------------------------------------- the generic events


@dataclass(frozen=True, slots=True)
class TableLaid(Event):
    """The game starts: every zone, resource and the first phase, all at once."""

    type: ClassVar[str] = "table-laid"
    game: str
    seats: tuple[str, ...]
    zones: Mapping
    resources: Mapping
    phase: str
    step: str
    active: str | None
    rng: int
    marks: Mapping
    options: Mapping

    def reveals(self, seats):
        return tuple(
            Reveal(Z.seats_seeing(z, seats), f"the cards dealt to {z}", False)
            for z in self.zones if Z.kind(z) == "hand" and self.zones[z]
        )

    def seen_by(self, viewer):
        if viewer == Z.EVERYTHING:
            return self
        shown = {z: (c if Z.visible_to(z, viewer) else _redact_cards(c)) for z, c in self.zones.items()}
        return replace(self, zones=MappingProxyType(shown), rng=0)


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card goes from one zone to another; `at` 0 is the top, -1 the end."""

    type: ClassVar[str] = "card-moved"
    card: str
    src: str
    dst: str
    at: int = -1

    def reveals(self, seats):
        learners = tuple(s for s in seats if Z.visible_to(self.dst, s) and not Z.visible_to(self.src, s))
        if not learners:
            return ()
        drawn = Z.kind(self.src) in Z.HIDDEN_KINDS
        return (Reveal(learners, f"{self.card} ({'from ' + self.src if drawn else 'shown from ' + self.src})", drawn),)

    def seen_by(self, viewer):
        if self.card == HIDDEN or Z.visible_to(self.src, viewer) or Z.visible_to(self.dst, viewer):
            return self
        return replace(self, card=HIDDEN)


@dataclass(frozen=True, slots=True)
class ZoneSet(Event):
    """A zone's contents are laid out by hand (scenario set-up or an adjustment)."""

    type: ClassVar[str] = "zone-set"
    zone: str
    cards: tuple[str, ...]

    def seen_by(self, viewer):
        return self if Z.visible_to(self.zone, viewer) else replace(self, cards=_redact_cards(self.cards))


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """An empty deck is rebuilt from its discard pile; `kept` stay as the discard pile."""

    type: ClassVar[str] = "deck-reshuffled"
    deck: str
    discard: str
    order: tuple[str, ...]
    kept: tuple[str, ...]
    rng: int

    def reveals(self, seats):
        return (Reveal(seats, f"a shuffle of {self.deck}", True),)

    def seen_by(self, viewer):
        if viewer == Z.EVERYTHING:
            return self
        return replace(self, order=_redact_cards(self.order), rng=0)


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    """Dice were rolled; the faces are recorded so replay never re-rolls."""

    type: ClassVar[str] = "dice-rolled"
    seat: str
    faces: tuple[int, ...]
    sides: int
    reason: str
    rng: int

    def reveals(self, seats):
        return (Reveal(seats, f"a roll of {len(self.faces)} dice", True),)

    def seen_by(self, viewer):
        return self if viewer == Z.EVERYTHING else replace(self, rng=0)


@dataclass(frozen=True, slots=True)
class ResourceChanged(Event):
    """A seat's resource changes by `by` and is now `to`."""

    type: ClassVar[str] = "resource-changed"
    seat: str
    resource: str
    by: int
    to: int


@dataclass(frozen=True, slots=True)
class ChargesSet(Event):
    """A display card now holds `to` charges."""

    type: ClassVar[str] = "charges-set"
    card: str
    to: int


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    """The banner moves on: phase, step and round."""

    type: ClassVar[str] = "phase-changed"
    phase: str
    step: str
    round: int


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    """A seat's turn begins."""

    type: ClassVar[str] = "turn-began"
    seat: str
    turn: int


@dataclass(frozen=True, slots=True)
class Marked(Event):
    """A ruleset-specific mark is set (None clears it): passed seats, uses this turn, ..."""

    type: ClassVar[str] = "marked"
    key: str
    value: Any


@dataclass(frozen=True, slots=True)
class WindowOpened(Event):
    """A reaction window opens after `trigger`; seats in `order` may answer in turn."""

    type: ClassVar[str] = "window-opened"
    trigger: str
    by: str
    kind: str
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WindowAnswered(Event):
    """A seat answers the open window with a card."""

    type: ClassVar[str] = "window-answered"
    seat: str
    card: str


@dataclass(frozen=True, slots=True)
class WindowPassed(Event):
    """A seat declines to answer the open window."""

    type: ClassVar[str] = "window-passed"
    seat: str


@dataclass(frozen=True, slots=True)
class WindowClosed(Event):
    """Everyone eligible passed in a row; the trigger resolves unless it was cancelled."""

    type: ClassVar[str] = "window-closed"
    trigger: str
    cancelled: bool


@dataclass(frozen=True, slots=True)
class ChoiceOpened(Event):
    """The rules wait for `seat` to choose `count` of `options` (e.g. cards to discard)."""

    type: ClassVar[str] = "choice-opened"
    seat: str
    kind: str
    zone: str
    count: int
    options: tuple[str, ...]
    prompt: str
    then: str

    def seen_by(self, viewer):
        if Z.visible_to(self.zone, viewer):
            return self
        return replace(self, options=_redact_cards(self.options))


@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    """The pending choice is answered."""

    type: ClassVar[str] = "choice-made"
    seat: str
    zone: str
    picked: tuple[str, ...]

    def seen_by(self, viewer):
        return self if Z.visible_to(self.zone, viewer) else replace(self, picked=_redact_cards(self.picked))


@dataclass(frozen=True, slots=True)
class Noted(Event):
    """Something the table resolves by hand, recorded for the log; `adjusted` marks an adjustment by hand.

    Version 2 added `adjusted`, so a log can mark adjustments without reading
    their text; core/upcast.py reads version 1 notes.
    """

    type: ClassVar[str] = "noted"
    v: ClassVar[int] = 2
    seat: str
    text: str
    adjusted: bool = False


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over."""

    type: ClassVar[str] = "game-ended"
    winner: str | None
    reason: str
