"""The JSON form of events: the two ways across, by the registry of event types and the upcasters.

`to_json` writes every field of an event under its type name and version;
`from_json` reads one back, upgrading older versions through the chain of
upcasters (core/saves/upcast.py) and refusing unknown types, versions and
fields with an EventFormatError. The event classes (core/engine/events.py and
each ruleset's own) say what each event means and list themselves by type
name in `EVENT_TYPES`; this module knows only their shapes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.engine.events import EVENT_TYPES, Event, freeze, thaw
from core.engine.valueclass import fields
from core.saves.upcast import UPCASTERS, EventFormatError

__all__ = ["EVENT_TYPES", "MAX_INT", "EventFormatError", "from_json", "to_json"]

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

MAX_INT = 1 << 64  # random-generator states (core.engine.rng) are 64-bit
_SCALAR_KINDS = frozenset({"str", "int", "bool", "str | None", "int | None"})
_EXACT_CLASS: dict[str, type] = {"str": str, "int": int, "bool": bool, "str | None": str, "int | None": int}

Plan = tuple[tuple[str, str, bool], ...]
"""A class's fields as (name, kind, nests?)."""
Reader = tuple[type[Event], int, tuple[tuple[str, type | None, Callable[[Any], bool], bool], ...], int]
"""How to read the current version of an event type: (class, version, fields as (name, the class a JSON
value of that field usually has, check, nests?), how many keys its object has)."""

_PLANS: dict[type, Plan] = {}
_READERS: dict[str, Reader] = {}


def _plan(cls: type[Event]) -> Plan:
    """A class's fields as (name, kind, nests?), made once per class."""
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = tuple((f.name, str(f.type), f.type not in _SCALAR_KINDS) for f in fields(cls))
    return plan


def _reader(name: str) -> Reader | None:
    """How to read the current version of an event type, or None for an unknown type."""
    reader = _READERS.get(name)
    if reader is None:
        cls = EVENT_TYPES.get(name)
        if cls is None:
            return None
        plan = _plan(cls)
        reader = _READERS[name] = (
            cls,
            cls.v,
            tuple((f, _EXACT_CLASS.get(kind), _CHECKS[kind], nested) for f, kind, nested in plan),
            len(plan) + 2,
        )
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
    values: list[Any] = []
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
    cls, name = _event_class(data)
    body = _upcast(data, cls, name)
    plan = _plan(cls)
    values = [_field(body, name, field_name, kind, nested) for field_name, kind, nested in plan]
    if len(body) != len(plan) + ("type" in body) + ("v" in body):
        known = {f for f, _, _ in plan} | {"type", "v"}
        raise EventFormatError(f"event {name!r} has unknown field {sorted(k for k in body if k not in known)[0]!r}")
    return cls(*values)


def _event_class(data: dict[str, Any]) -> tuple[type[Event], str]:
    """The class an event object names, and its type name; raises EventFormatError for an unknown type."""
    name = data.get("type")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None or not isinstance(name, str):
        raise EventFormatError(f"unknown event type {name!r}")
    return cls, name


def _upcast(data: dict[str, Any], cls: type[Event], name: str) -> dict[str, Any]:
    """An event object at the class's version, through the upcasters one version at a time."""
    version = data.get("v")
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
    return body


def _field(body: dict[str, Any], name: str, field_name: str, kind: str, nested: bool) -> Any:
    """One field of an event object, checked and frozen; raises EventFormatError."""
    try:
        value = body[field_name]
    except KeyError:
        raise EventFormatError(f"event {name!r} lacks field {field_name!r}") from None
    if not _CHECKS[kind](value):
        raise EventFormatError(f"event {name!r} field {field_name!r} has the wrong type: {value!r:.60}")
    if value.__class__ is int and not -MAX_INT <= value <= MAX_INT:
        raise EventFormatError(f"event {name!r} field {field_name!r} is absurdly large: {value}")
    return freeze(value) if nested else value


def to_json(event: Event) -> dict[str, Any]:
    """An event's JSON object: its type, its version and every field.

    >>> from core.engine.events import CardMoved
    >>> to_json(CardMoved("coin#1", "hand:Red", "discard:main", 0))
    {'type': 'card-moved', 'v': 1, 'card': 'coin#1', 'src': 'hand:Red', 'dst': 'discard:main', 'at': 0}
    """
    out: dict[str, Any] = {"type": event.type, "v": event.v}
    for name, _, nested in _plan(type(event)):
        value = getattr(event, name)
        out[name] = thaw(value) if nested else value
    return out
