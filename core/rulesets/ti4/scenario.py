"""TI4 additions to scenario files.

Set-up keys (docs/rules/ti4.md): ``speaker``, ``strategy`` (per seat, the
strategy cards held), ``exhausted`` (strategy cards used), ``passed``,
``acted`` and ``tactical`` (the active seat has taken its action / a tactical
action), ``combat`` ({attacker, defender}), ``laws``, ``neural`` (seats with
Neural Motivator), ``bonus`` (trade goods on unpicked strategy cards), ``objectives`` (public objectives
revealed), ``face_down`` (those still face down, in reveal order), ``secret_deck``, ``secret_objectives`` (per seat),
``agenda_deck`` (the agendas on top, top first) and ``custodians`` (who took the token).
Expectation keys: ``speaker``, ``strategy``, ``exhausted``, ``passed``,
``laws``, ``combat`` (or ``none``), ``initiative`` (the seats in initiative
order), ``must_act``, ``hidden`` (seats whose hand no other seat's view shows)
and ``sizes_seen`` (per viewer, the hand sizes that viewer's view shows), ``objectives``, ``scored`` and
``secret_objectives`` (per seat), ``techs`` (per seat), ``agenda`` (the agenda under vote, or none), ``agenda_top``,
``agenda_discard`` and ``custodians`` (or none).
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import ScenarioError
from core.rulesets.ti4.common import initiative_order
from core.scenarios import keys as keys
from core.seeing.views import view


def _speaker(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The speaker."""
    return keys.seat_mark(state, key, value, where)


def _seats(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Seats that passed, or that hold Neural Motivator."""
    return [E.Marked(key, keys.seats(value, state, where, key))]


def _flag(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The active seat has taken its action, or a tactical action."""
    return keys.flag_mark(key, value, where)


def _exhausted(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Strategy cards used this round."""
    cards = tuple(rules.initiatives)
    if not isinstance(value, list) or any(c not in cards for c in value):
        raise ScenarioError(f"{where}: exhausted must list strategy cards ({', '.join(cards)}), got {value!r}")
    return [E.Marked(key, tuple(value))]


def _laws(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The laws in play, by name."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(f"{where}: laws must be a list of law names, got {value!r}")
    return [E.Marked(key, tuple(value) or None)]


def _strategy(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Per seat, the strategy cards held."""
    cards = tuple(rules.initiatives)
    if (
        not isinstance(value, dict)
        or any(s not in state.seats for s in value)
        or any(not isinstance(v, list) or any(c not in cards for c in v) for v in value.values())
    ):
        raise ScenarioError(f"{where}: strategy must map players to strategy cards ({', '.join(cards)}), got {value!r}")
    return [E.Marked(key, E.freeze(value))]


def _bonus(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Trade goods lying on unpicked strategy cards."""
    cards = tuple(rules.initiatives)
    if not isinstance(value, dict) or any(c not in cards or not isinstance(n, int) for c, n in value.items()):
        raise ScenarioError(f"{where}: bonus must map strategy cards to trade goods, got {value!r}")
    return [E.Marked(key, E.freeze(value))]


def _combat(rules, state, key: str, value, where: str) -> list[E.Event]:
    """A combat under way, in its first round: {attacker, defender}."""
    if (
        not isinstance(value, dict)
        or set(value) != {"attacker", "defender"}
        or any(v not in state.seats for v in value.values())
    ):
        raise ScenarioError(f"{where}: combat must name an attacker and a defender, got {value!r}")
    return [E.Marked(key, E.freeze({**value, "round": 1}))]


def _names(rules, state, key: str, value, where: str, known) -> tuple[str, ...]:
    if not isinstance(value, list) or any(v not in known for v in value):
        raise ScenarioError(f"{where}: {key} must list names from the game's {key}, got {value!r}")
    return tuple(value)


def _objectives(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The public objectives revealed (objectives) or still face down in reveal order (face_down)."""
    mark = {"objectives": "objectives", "face_down": "secret:public", "secret_deck": "secret:deck"}[key]
    return [E.Marked(mark, _names(rules, state, key, value, where, rules.objectives))]


def _secret_objectives(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Per seat, the secret objectives held unscored."""
    if not isinstance(value, dict) or any(s not in state.seats for s in value):
        raise ScenarioError(f"{where}: secret_objectives must map players to objective names, got {value!r}")
    return [
        E.Marked(f"secret:{seat}:objectives", _names(rules, state, key, names, where, rules.objectives) or None)
        for seat, names in value.items()
    ]


def _agenda_deck(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The agendas on top of the agenda deck, top first (the rest follow in their shuffled order)."""
    top = _names(rules, state, key, value, where, rules.agendas)
    rest = tuple(n for n in state.mark("secret:agendas", ()) if n not in top)
    return [E.Marked("secret:agendas", top + rest)]


def _custodians(rules, state, key: str, value, where: str) -> list[E.Event]:
    """Who took the Custodians token."""
    return keys.seat_mark(state, key, value, where)


SETTERS = {
    "speaker": _speaker,
    "strategy": _strategy,
    "exhausted": _exhausted,
    "passed": _seats,
    "acted": _flag,
    "tactical": _flag,
    "combat": _combat,
    "laws": _laws,
    "neural": _seats,
    "bonus": _bonus,
    "objectives": _objectives,
    "face_down": _objectives,
    "secret_deck": _objectives,
    "secret_objectives": _secret_objectives,
    "agenda_deck": _agenda_deck,
    "custodians": _custodians,
}
SETUP_KEYS = tuple(SETTERS)


def setup(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The events of one TI4 set-up key."""
    return SETTERS[key](rules, state, key, value, where)


def _sizes_seen(state, value, events):
    found = {}
    for viewer, sizes in value.items():
        seen = view(state, viewer)
        found[viewer] = {seat: seen.size(Z.hand(seat)) for seat in sizes}
    return found, {viewer: dict(sizes) for viewer, sizes in value.items()}


def expectations(rules) -> dict:
    """The TI4 expectation keys, each a function of (state, wanted, events) -> (found, wanted)."""
    return {
        **keys.turn_expectations(rules),
        "speaker": lambda s, v, e: (s.mark("speaker"), v),
        "strategy": lambda s, v, e: (
            {p: list((s.mark("strategy") or {}).get(p, ())) for p in v},
            {p: list(c) for p, c in v.items()},
        ),
        "exhausted": lambda s, v, e: (sorted(s.mark("exhausted", ())), sorted(v)),
        "laws": lambda s, v, e: (list(s.mark("laws", ())), list(v)),
        "combat": keys.mark_fields("combat", "a combat"),
        "initiative": lambda s, v, e: (list(initiative_order(rules, s)), list(v)),
        "sizes_seen": _sizes_seen,
        "objectives": lambda s, v, e: (list(s.mark("objectives", ())), list(v)),
        "scored": lambda s, v, e: (
            {p: list((s.mark("scored") or {}).get(p, ())) for p in v},
            {p: list(c) for p, c in v.items()},
        ),
        "secret_objectives": lambda s, v, e: (
            {p: list(s.mark(f"secret:{p}:objectives", ())) for p in v},
            {p: list(c) for p, c in v.items()},
        ),
        "techs": lambda s, v, e: (
            {p: list((s.mark("techs") or {}).get(p, ())) for p in v},
            {p: list(c) for p, c in v.items()},
        ),
        "agenda": lambda s, v, e: ((s.mark("agenda") or {}).get("name", "none"), v),
        "agenda_top": lambda s, v, e: (list(s.mark("secret:agendas", ())[: len(v)]), list(v)),
        "agenda_discard": lambda s, v, e: (list(s.mark("agenda-discard", ())), list(v)),
        "custodians": lambda s, v, e: (s.mark("custodians") or "none", v),
    }
