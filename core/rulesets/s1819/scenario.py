"""1819 additions to scenario files.

Set-up keys (docs/rules/1819.md): ``kept`` (true: the opening keep is done),
``market`` (the face-up market cards), ``factions`` (seat -> british or
malay), ``first``, ``port`` (ships), ``multiplier``, ``treaty`` (true or
false), ``stronghold`` and ``vice`` (faction -> tokens), ``attached``
(immigrant -> market card), ``facedown`` and ``used`` (market cards turned
face down / used this round), ``actions`` (actions the active player has
taken), ``leaders`` (seat -> place) and ``events_out``.
Expectation keys: ``port``, ``multiplier``, ``market``, ``tableau`` (per
seat, the cards in it), ``stronghold``, ``vice``, ``attached``,
``facedown``, ``leaders``, ``first``, ``treaty``, ``raid`` and ``war`` (or
``none``), ``scores``, ``actions_left``, ``must_act`` and ``hidden``.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import ScenarioError
from core.rules.mechanics.marks import plain
from core.rulesets.s1819.common import FACTIONS, MARKET, actions_left, tableau
from core.rulesets.s1819.round import track
from core.scenarios import keys as keys


def _count(key: str, value, where: str) -> int:
    """A whole number >= 0, or a ScenarioError naming the key."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(f"{where}: {key} must be a whole number >= 0, got {value!r}")
    return value


def _cards(rules, key: str, value, where: str) -> tuple[str, ...]:
    """A list of known card ids, or a ScenarioError naming the key."""
    if not isinstance(value, list) or any(not isinstance(c, str) or c not in rules.library for c in value):
        raise ScenarioError(f"{where}: {key} must list card ids, got {value!r}")
    return tuple(value)


def _yes_no(key: str, value, where: str) -> bool:
    """True or false, or a ScenarioError naming the key."""
    if not isinstance(value, bool):
        raise ScenarioError(f"{where}: {key} must be true or false, got {value!r}")
    return value


def _kept(rules, state, key: str, value, where: str) -> list[E.Event]:
    """True: the opening keep is done (the pending keep is answered with nothing)."""
    _yes_no(key, value, where)
    return [E.ChoiceMade(state.pending.seat, state.pending.zone, ())] if value and state.pending else []


def _market(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The face-up market: the cards are taken from wherever they lie, and the market's others go to the box."""
    cards = _cards(rules, key, value, where)
    out: list[E.Event] = [
        E.ZoneSet(z, tuple(c for c in state.zone(z) if c not in cards))
        for z in state.zones
        if z != MARKET and set(state.zone(z)) & set(cards)
    ]
    evicted = tuple(c for c in state.zone(MARKET) if c not in cards)
    return out + [E.ZoneSet(Z.BOX, state.zone(Z.BOX) + evicted), E.ZoneSet(MARKET, cards)]


def _factions(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Seat -> british or malay, over the factions dealt at set-up."""
    if not isinstance(value, dict) or any(s not in state.seats or f not in FACTIONS for s, f in value.items()):
        raise ScenarioError(f"{where}: factions must map players to british or malay, got {value!r}")
    return [E.Marked(key, E.freeze({**plain(state.mark("factions") or {}), **value}))]


def _first(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The first player."""
    return keys.seat_mark(state, key, value, where)


def _number(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Ships in the Port, the multiplier, or the actions the active player has taken."""
    return [E.Marked(key, _count(key, value, where))]


def _flag(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The treaty in force (the opening Singapore Treaty), or the events run out."""
    _yes_no(key, value, where)
    opening = next((c for c in rules.library.instances("event") if c.startswith("singapore-treaty")), None)
    return [E.Marked(key, (opening if key == "treaty" else True) if value else None)]


def _tokens(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Stronghold or vice tokens per faction, over those already there."""
    if not isinstance(value, dict) or any(f not in FACTIONS for f in value):
        raise ScenarioError(f"{where}: {key} must map british and malay to tokens, got {value!r}")
    counts = {f: _count(f"{key}.{f}", n, where) for f, n in value.items()}
    return [E.Marked(key, E.freeze({**plain(state.mark(key) or {}), **counts}))]


def _attached(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Immigrant card -> the market card it lives on."""
    if not isinstance(value, dict) or any(i not in rules.library or c not in rules.library for i, c in value.items()):
        raise ScenarioError(f"{where}: attached must map immigrant cards to market cards, got {value!r}")
    return [E.Marked(key, E.freeze(value))]


def _spent(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Market cards turned face down, or used this round: their charge is gone."""
    cards = _cards(rules, key, value, where)
    return [E.ChargesSet(c, 0) for c in cards] + ([E.Marked(key, cards)] if key == "facedown" else [])


def _leaders(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Seat -> the place its leader stands on."""
    if not isinstance(value, dict) or any(s not in state.seats or p not in rules.data.places for s, p in value.items()):
        raise ScenarioError(f"{where}: leaders must map players to places, got {value!r}")
    return [E.Marked(key, E.freeze(value))]


def _board(rules, state, key: str, value, where: str) -> list[E.Event]:
    """villages (village -> seat -> tokens), covered (a list of villages) or population (village -> cubes)."""
    ok = (
        isinstance(value, list) and all(v in rules.data.villages for v in value)
        if key == "covered"
        else isinstance(value, dict) and all(v in rules.data.villages for v in value)
    )
    if not ok:
        raise ScenarioError(f"{where}: {key} must name villages ({', '.join(rules.data.villages)}), got {value!r}")
    return [E.Marked(key, E.freeze(value))]


def _tracks(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The order tokens were placed on the Tax and Public Works tracks: {tax: [cards], works: [cards]}."""
    if not isinstance(value, dict) or set(value) - {"tax", "works"}:
        raise ScenarioError(f"{where}: tracks must map tax and works to card lists, got {value!r}")
    return [E.Marked(key, E.freeze({k: list(_cards(rules, f"tracks.{k}", v, where)) for k, v in value.items()}))]


SETTERS = {
    "kept": _kept,
    "market": _market,
    "factions": _factions,
    "first": _first,
    "port": _number,
    "multiplier": _number,
    "treaty": _flag,
    "stronghold": _tokens,
    "vice": _tokens,
    "attached": _attached,
    "facedown": _spent,
    "used": _spent,
    "actions": _number,
    "leaders": _leaders,
    "events_out": _flag,
    "villages": _board,
    "covered": _board,
    "population": _board,
    "tracks": _tracks,
}
SETUP_KEYS = tuple(SETTERS)


def setup(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The events of one 1819 set-up key."""
    return SETTERS[key](rules, state, key, value, where)


def _thawed(key: str):
    return lambda s, v, e: (plain(s.mark(key)) if s.mark(key) is not None else "none", plain(v))


def expectations(rules) -> dict:
    """The 1819 expectation keys, each a function of (state, wanted, events) -> (found, wanted)."""
    return {
        **keys.turn_expectations(rules),
        "port": lambda s, v, e: (s.mark("port", 0), v),
        "multiplier": lambda s, v, e: (s.mark("multiplier", 1), v),
        "market": lambda s, v, e: (sorted(s.zone(MARKET)), sorted(v)),
        "tableau": lambda s, v, e: ({p: sorted(s.zone(tableau(p))) for p in v}, {p: sorted(c) for p, c in v.items()}),
        "stronghold": lambda s, v, e: ({f: s.mark("stronghold", {}).get(f, 0) for f in v}, dict(v)),
        "vice": lambda s, v, e: ({f: s.mark("vice", {}).get(f, 0) for f in v}, dict(v)),
        "attached": _thawed("attached"),
        "facedown": lambda s, v, e: (sorted(s.mark("facedown", ())), sorted(v)),
        "leaders": _thawed("leaders"),
        "first": lambda s, v, e: (s.mark("first"), v),
        "treaty": lambda s, v, e: (s.mark("treaty") is not None, v),
        "raid": keys.mark_fields("raid", "a raid"),
        "war": keys.mark_fields("war", "a war"),
        "scores": _thawed("scores"),
        "actions_left": lambda s, v, e: ({p: actions_left(rules, s, p) for p in v}, dict(v)),
        "villages": _thawed("villages"),
        "covered": lambda s, v, e: (sorted(s.mark("covered", ())), sorted(v)),
        "population": _thawed("population"),
        "cleared": _thawed("cleared"),
        "events_out": lambda s, v, e: (bool(s.mark("events_out")), v),
        "tracks": lambda s, v, e: ({k: [c for _, c in track(rules, s, k)] for k in v}, dict(v)),
    }
