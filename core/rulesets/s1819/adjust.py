"""Adjustments by hand to the 1819 board: every board value can be changed by name, and a name that is neither a
resource of the game nor a board value is refused, so an adjustment never invents a new counter (adjust.board).

Board names: ``port``, ``multiplier``, ``stronghold:F`` and ``vice:F`` (F british or malay), ``village:V`` (the
adjusting seat's, or the named seat's, influence tokens on village V), ``covered:V`` (1 covers, -1 uncovers),
``population:V`` (cubes under covered village V) and ``cleared:V``.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.s1819.common import FACTIONS, plain, put

BOARD_NAMES = ("port", "multiplier", "stronghold:F", "vice:F", "village:V", "covered:V", "population:V", "cleared:V")


def board_name(rules, name: str) -> bool:
    """Whether `name` names a board value of 1819."""
    if name in ("port", "multiplier"):
        return True
    kind, _, what = name.partition(":")
    if kind in ("stronghold", "vice"):
        return what in FACTIONS
    return kind in ("village", "covered", "population", "cleared") and what in rules.data.villages


def _per_key(draft: Draft, mark: str, key: str, by: int) -> str:
    values = plain(draft.state.mark(mark) or {})
    values[key] = max(0, int(values.get(key, 0)) + by)
    put(draft, mark, values)
    return f"{mark} {key} is now {values[key]}"


def _village(draft: Draft, village: str, seat: str, by: int) -> str:
    villages = plain(draft.state.mark("villages") or {})
    on = villages.setdefault(village, {})
    on[seat] = max(0, on.get(seat, 0) + by)
    if not on[seat]:
        on.pop(seat)
    if not on:
        villages.pop(village)
    put(draft, "villages", villages or None)
    return f"{seat} has {on.get(seat, 0)} tokens on village {village}"


def _covered(draft: Draft, village: str, by: int) -> str:
    covered = [v for v in draft.state.mark("covered", ()) if v != village]
    if by > 0:
        covered.append(village)
    put(draft, "covered", covered)
    return f"village {village} is {'covered' if by > 0 else 'open'}"


def adjust_board(rules, draft: Draft, seat: str, name: str, by: int, reason: str) -> None:
    """Change one board value by `by` (never below 0) and log it as an adjustment."""
    if not board_name(rules, name):
        known = ", ".join(r.id for r in rules.definition.resources)
        raise Refusal("adjust.board", f"{name!r} is not a resource ({known}) or board value ({', '.join(BOARD_NAMES)})")
    kind, _, what = name.partition(":")
    if kind in ("port", "multiplier"):
        floor = 1 if kind == "multiplier" else 0
        top = len(rules.data.port) if kind == "port" else None
        value = max(floor, int(draft.state.mark(kind, floor)) + by)
        put(draft, kind, min(value, top) if top is not None else value)
        words = f"{kind} is now {draft.state.mark(kind)}"
    elif kind == "village":
        words = _village(draft, what, seat, by)
    elif kind == "covered":
        words = _covered(draft, what, by)
    else:
        words = _per_key(draft, kind, what, by)
    draft.emit(E.Noted(seat, f"adjusted by hand: {reason} ({words})", adjusted=True))
