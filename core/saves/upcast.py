"""Upcasters: how events written by older versions of Cardtable are read today.

Each function turns version N of one event type's JSON into version N + 1;
`core.engine.events.from_json` chains them, so a save never needs rewriting when an
event grows. Add one here whenever an event's `v` goes up, and keep a fixture
of the old version under tests/fixtures/.

>>> from core.engine.events import from_json
>>> from_json({"type": "noted", "v": 1, "seat": "Red", "text": "adjusted by hand: lost a fleet"}).adjusted
True
"""

from __future__ import annotations

from core.engine.events import EventFormatError, upcaster

ADJUSTED_PREFIX = "adjusted by hand: "


@upcaster("noted", 1)
def noted_v1_to_v2(body: dict) -> dict:
    """Notes gained `adjusted`, so a log marks adjustments by hand without reading their text."""
    text = body.get("text")
    return {**body, "v": 2, "adjusted": isinstance(text, str) and text.startswith(ADJUSTED_PREFIX)}


@upcaster("resource-changed", 1)
def resource_changed_v1_to_v2(body: dict) -> dict:
    """Version 1 also wrote the amount a change led to, always the old amount plus `by`; the fold counts it now."""
    if "to" not in body:
        raise EventFormatError("event 'resource-changed' lacks field 'to'")
    return {k: v for k, v in body.items() if k != "to"} | {"v": 2}


@upcaster("turn-began", 1)
def turn_began_v1_to_v2(body: dict) -> dict:
    """Version 1 always wrote the turn's number; version 2 writes it only when it is not the next one."""
    return {**body, "v": 2}
