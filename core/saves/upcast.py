"""Upcasters: how events and headers written by older versions of Cardtable are read today.

Each event upcaster turns version N of one event type's JSON into version
N + 1; `core.saves.eventjson.from_json` chains them. Each header upcaster turns
a header of version N into version N + 1; `core.saves.header.upcast_header`
chains them. So a save never needs rewriting when an event or the header
grows. Add one here whenever an event's `v` or the header's version goes up,
and keep a fixture of the old version under tests/fixtures/.

>>> from core.saves.eventjson import from_json
>>> from_json({"type": "noted", "v": 1, "seat": "Red", "text": "adjusted by hand: lost a fleet"}).adjusted
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]

ADJUSTED_PREFIX = "adjusted by hand: "
HEADER_VERSION_KEY = "header_version"

UPCASTERS: dict[tuple[str, int], Upcaster] = {}
"""Event upcasters by (event type, the version they read)."""
HEADER_UPCASTERS: dict[int, Upcaster] = {}
"""Header upcasters by the header version they read."""


class EventFormatError(ValueError):
    """An event's JSON form is wrong: unknown type, version or field, or a wrong field type."""


def upcaster(type_name: str, from_v: int) -> Callable[[Upcaster], Upcaster]:
    """Register a function that turns version `from_v` of an event's JSON into `from_v + 1`."""

    def register(fn: Upcaster) -> Upcaster:
        UPCASTERS[(type_name, from_v)] = fn
        return fn

    return register


def header_upcaster(from_version: int) -> Callable[[Upcaster], Upcaster]:
    """Register a function that turns a header of version `from_version` into `from_version + 1`."""

    def register(fn: Upcaster) -> Upcaster:
        HEADER_UPCASTERS[from_version] = fn
        return fn

    return register


@upcaster("noted", 1)
def noted_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Notes gained `adjusted`, so a log marks adjustments by hand without reading their text."""
    text = body.get("text")
    return {**body, "v": 2, "adjusted": isinstance(text, str) and text.startswith(ADJUSTED_PREFIX)}


@upcaster("resource-changed", 1)
def resource_changed_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 also wrote the amount a change led to, always the old amount plus `by`; the fold counts it now."""
    if "to" not in body:
        raise EventFormatError("event 'resource-changed' lacks field 'to'")
    return {k: v for k, v in body.items() if k != "to"} | {"v": 2}


@upcaster("turn-began", 1)
def turn_began_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 always wrote the turn's number; version 2 writes it only when it is not the next one."""
    return {**body, "v": 2}


@upcaster("window-closed", 1)
def window_closed_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Closes gained `said`, the words of what the trigger came to, so an INWO attack's log line says its verdict
    rather than "Voudonistas resolves"; a version 1 close says nothing of its own."""
    return {**body, "v": 2, "said": ""}


@header_upcaster(1)
def header_v1_to_v2(header: dict[str, Any]) -> dict[str, Any]:
    """Version 2 names its own version, so the header can change shape apart from the records; nothing else differs."""
    return {**header, HEADER_VERSION_KEY: 2}
