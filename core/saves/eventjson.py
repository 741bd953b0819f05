"""The JSON form of events: the registry of event types and upcasters, and the two ways across.

`to_json` writes every field of an event under its type name and version;
`from_json` reads one back, upgrading older versions through the chain of
upcasters and refusing unknown types, versions and fields with an
EventFormatError. Kept apart from core/engine/events.py, which says what each event
means; this module knows only their shapes.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import Any

from core.engine.valueclass import fields


class EventFormatError(ValueError):
    """An event's JSON form is wrong: unknown type, version or field, or a wrong field type."""


EVENT_TYPES: dict[str, type] = {}
UPCASTERS: dict[tuple[str, int], Callable[[dict], dict]] = {}


def upcaster(type_name: str, from_v: int):
    """Register a function that turns version `from_v` of an event's JSON into `from_v + 1`."""

    def register(fn):
        UPCASTERS[(type_name, from_v)] = fn
        return fn

    return register


def thaw(value: Any) -> Any:
    """Tuples become lists and read-only mappings dicts, all the way down: the JSON form of a field."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    if isinstance(value, (dict, MappingProxyType)):
        return {k: thaw(v) for k, v in value.items()}
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

MAX_INT = 1 << 64  # random-generator states (core.engine.rng) are 64-bit
_SCALAR_KINDS = frozenset({"str", "int", "bool", "str | None", "int | None"})
_EXACT_CLASS = {"str": str, "int": int, "bool": bool, "str | None": str, "int | None": int}
_PLANS: dict[type, tuple] = {}


def _plan(cls: type) -> tuple:
    """A class's fields as (name, kind, nests?), made once per class."""
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = tuple((f.name, f.type, f.type not in _SCALAR_KINDS) for f in fields(cls))
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
        plan = _plan(cls)
        reader = _READERS[name] = (
            cls,
            cls.v,
            tuple((f, _EXACT_CLASS.get(kind), _CHECKS[kind], nested) for f, kind, nested in plan),
            len(plan) + 2,
        )
    return reader


def from_json(data: Any):
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


def _from_json(data: Any):
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
    plan = _plan(cls)
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
    return cls(*values)


def to_json(event) -> dict:
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
