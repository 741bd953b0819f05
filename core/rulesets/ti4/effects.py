"""What a TI4 action card does once nobody cancelled it, and what its play must name.

The program carries out what it tracks: trade goods and command tokens (the
generic verbs gain, steal, rival_loses, draw), laws (Repeal Law), and the single
cards of core/rulesets/ti4/resolved.py (Spy, Summit, Salvage, Skilled Retreat,
the trade-goods cards, Focused Research, Political Stability, Public Disgrace).
Everything else is announced in the log with the targets the player named
(a unit, planet or system in the table's words, a called outcome), for the table
to carry out. Those targets are also what rule 2.6.2 compares: two cards of one
name may not be played on the same unit or game effect in one timing window.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics.resolve import resolve
from core.rulesets.ti4 import agenda_cards, resolved, timing
from core.rulesets.ti4.common import after_active, put
from core.rulesets.ti4.resolved import POOLS, SUMMIT_TOKENS, pools

POOL_TOKENS = {"leadership-rider": 3}
"""Cards other than Summit that name pools, and how many tokens they put in."""
NUMBERS = frozenset({"worth", "tg"})
"""What a play names as a whole number rather than in words."""


def affects(seat: str, target: str | None, law: str | None, names: dict[str, str | None]) -> str:
    """What a play affects, in the table's words, for 2.6.2: the unit, planet, system, law, outcome or player."""
    for key in ("unit", "planet", "system"):
        if names.get(key):
            return str(names[key])
    return law or names.get("outcome") or target or seat


def check_names(rules, state, seat: str, d, when: timing.CardTiming, names: dict[str, str | None]) -> None:
    """The play names exactly what the card needs (2.6.1, 2.7); Direct Hit names a ship that used Sustain Damage."""
    for key, value in names.items():
        if key in NUMBERS:
            if key in when.names and value is None:
                raise Refusal("2.6.1", f"{d.name} names a {key}: say how many")
        elif key in when.names and not (value or "").strip():
            raise Refusal("2.6.1", f"{d.name} names a {key}: say which, in the table's words")
        if key not in when.names and value is not None:
            raise Refusal("2.7", f"{d.name} names no {key}, got {value!r}")
    if when.window == "sustain":
        hit = [m["unit"] for m in timing.moments(state, "sustain") if m["by"] != seat]
        if names.get("unit") not in hit:
            raise Refusal(
                "2.6",
                f"{d.name} names a ship that used Sustain Damage against {seat} in this window "
                f"({', '.join(hit) or 'none has'}), got {names.get('unit')!r}",
            )
    if "pools" in when.names:
        said, count = pools(names.get("pools")), POOL_TOKENS.get(d.id, SUMMIT_TOKENS)
        if len(said) != count or any(p not in POOLS for p in said):
            raise Refusal("2.6.1", f"{d.name} puts {count} tokens into pools ({', '.join(POOLS)}), got {said!r}")


def _named(resolving: dict) -> str:
    said = [f"{k} {v}" for k, v in (resolving.get("names") or {}).items() if k not in ("pools", "worth")]
    if resolving.get("target"):
        said.insert(0, f"player {resolving['target']}")
    return f" ({', '.join(said)})" if said else ""


def carry_out(rules, draft: Draft, resolving: dict) -> int:
    """Pay the card's cost and carry out its effect; returns how many action cards it draws (drawn by the caller)."""
    seat, target, law = resolving["seat"], resolving["target"], resolving["law"]
    d = rules.library.get(resolving["card"])
    extra = rules.card_rules.get(d.id, {})
    for r, n in d.cost.items():
        rules.costs.lose(draft, seat, r, n)
    drew: list[int] = []

    def announce(verb: str, arg) -> None:
        if verb == "table":
            draft.emit(E.Noted(seat, f"{seat}'s {d.name}{_named(resolving)}: the table will {arg}"))

    resolve(rules.costs, draft, seat, d.effect, target, drew.append, other=announce)
    if extra.get("repeals"):
        put(draft, "laws", tuple(x for x in draft.state.mark("laws", ()) if x != law) or None)
        draft.emit(E.Noted(seat, f"{d.name}: the law {law} is discarded"))
    for r, n in (extra.get("each_rival_pays") or {}).items():
        for other in after_active(rules, draft.state, seat):
            rules.costs.gain(draft, seat, r, rules.costs.lose(draft, other, r, n))
    resolved.carry_out(rules, draft, seat, d.id, resolving)
    agenda_cards.carry_out(rules, draft, resolving, d)
    return sum(drew)
