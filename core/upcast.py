"""Upcasters: how events written by older versions of Cardtable are read today.

Each function turns version N of one event type's JSON into version N + 1;
`core.events.from_json` chains them, so a save never needs rewriting when an
event grows. Add one here whenever an event's `v` goes up, and keep a fixture
of the old version under tests/fixtures/.

>>> from core.events import from_json
>>> from_json({"type": "noted", "v": 1, "seat": "Red", "text": "adjusted by hand: lost a fleet"}).adjusted
True
"""

from __future__ import annotations

from core.events import upcaster

ADJUSTED_PREFIX = "adjusted by hand: "


@upcaster("noted", 1)
def noted_v1_to_v2(body: dict) -> dict:
    """Notes gained `adjusted`, so a log marks adjustments by hand without reading their text."""
    text = body.get("text")
    return {**body, "v": 2, "adjusted": isinstance(text, str) and text.startswith(ADJUSTED_PREFIX)}
