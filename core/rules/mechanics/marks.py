"""Marks as plain values: how a ruleset reads and writes its own facts in the state's marks.

Marks hold frozen JSON values; `plain` turns one back into ordinary dicts and
lists so a ruleset can change a copy, and `put` writes it back as a Marked
event (frozen, so live and reloaded states compare equal).

>>> plain({"a": (1, 2)})
{'a': [1, 2]}
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from core.engine import events as E
from core.engine.draft import Draft


def plain(value: Any) -> Any:
    """A mark's value as ordinary dicts and lists."""
    if isinstance(value, (dict, MappingProxyType)):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def put(draft: Draft, key: str, value: Any) -> None:
    """Set a mark (None clears it) with a frozen value, so live and reloaded states are equal."""
    if value is None and draft.state.mark(key) is None:
        return
    draft.emit(E.Marked(key, E.freeze(value)))
