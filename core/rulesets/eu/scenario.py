"""EU additions to scenario files and the checks of EU card content.

Set-up keys (docs/rules/eu.md): ``first`` (the first player), ``passed`` (seats
that passed this round, in order), ``event_taken`` (seats that took the Event),
``acted`` (the active seat has taken its main action), ``drawn`` (per seat, the
cards drawn in this phase 1) and ``roles`` (per seat, card -> role of appointed
cards). Expectation keys: ``first``, ``passed``, ``event_taken``, ``age``,
``roles``, ``battle`` (some of the battle's fields, or ``none``), ``must_act``
and ``hidden`` (seats whose hand no other seat's view shows).
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import ContentError, ScenarioError
from core.rulesets.eu.common import MP, SECRET_DRAWN
from core.rulesets.eu.court import ROLES, roles
from core.scenarios import keys as keys

SETUP_KEYS = ("first", "passed", "event_taken", "acted", "drawn", "roles")


def setup(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The events of one EU set-up key."""
    if key == "first":
        return keys.seat_mark(state, key, value, where)
    if key in ("passed", "event_taken"):
        return [E.Marked(key, keys.seats(value, state, where, key))]
    if key == "acted":
        return keys.flag_mark(key, value, where)
    if not isinstance(value, dict) or any(s not in state.seats for s in value):
        raise ScenarioError(f"{where}: {key} must map players to cards, got {value!r}")
    if key == "drawn":
        for seat, cards in value.items():
            if not isinstance(cards, list) or any(c not in state.zone(Z.hand(seat)) for c in cards):
                raise ScenarioError(f"{where}: drawn.{seat} must list cards in {seat}'s hand, got {cards!r}")
        return [E.Marked(SECRET_DRAWN, E.freeze(value))]
    marked = {}
    for seat, cards in value.items():
        for card, role in (cards or {}).items():
            if card not in state.zone(Z.appointed(seat)) or role not in ROLES:
                raise ScenarioError(
                    f"{where}: roles.{seat}.{card}: the card must be appointed and the role one of "
                    f"{', '.join(ROLES)}, got {role!r}"
                )
            marked[card] = role
    return [E.Marked("roles", E.freeze(marked))]


def expectations(rules) -> dict:
    """The EU expectation keys, each a function of (state, wanted, events) -> (found, wanted)."""
    return {
        **keys.turn_expectations(rules),
        "first": lambda s, v, e: (s.mark("first"), v),
        "event_taken": lambda s, v, e: (sorted(s.mark("event_taken", ())), sorted(v)),
        "age": lambda s, v, e: ((s.round - 1) // 4 + 1, v),
        "battle": keys.mark_fields("battle", "a battle"),
        "roles": lambda s, v, e: ({p: roles(rules, s, p) for p in v}, {p: dict(c or {}) for p, c in v.items()}),
    }


def check_cards(rules) -> None:
    """Refuse EU cards whose costs, characters or dice do not fit the game; names the card and field."""
    dice = tuple(rules.definition.raw["die_types"]) + ("?",)

    def fail(card, field, problem):
        """A ContentError naming the card and the field."""
        return ContentError(f"card {card.id!r}: field {field!r}: {problem}")

    tracked = {r.id for r in rules.definition.resources}
    for card in rules.library.defs.values():
        if set(card.requires) - tracked:
            raise fail(card, "requires", f"a prerequisite names a resource ({', '.join(sorted(tracked))})")
        allowed = {card.deck, "ducats"}
        for field, cost in [("cost", card.cost)] + [(f"actions.{a.name}.cost", a.cost) for a in card.actions]:
            if set(cost) - allowed:
                raise fail(card, field, f"a {card.deck} card costs {card.deck} power and ducats only, got {dict(cost)}")
        for field, steps in [("effect", card.effect)] + [(f"actions.{a.name}.effect", a.effect) for a in card.actions]:
            for verb, arg in steps:
                if verb == "dice" and any(t not in dice for t in arg):
                    raise fail(card, field, f"die types are {', '.join(dice)}, got {arg}")
        ch = card.character
        if ch is None:
            continue
        if ch.kind == "advisor" and (ch.type not in MP or set(ch.cost) - {"ducats"}):
            raise fail(
                card,
                "character",
                f"an advisor has a type ({', '.join(MP)}) and a ducat cost, got {ch.type!r}, {dict(ch.cost)}",
            )
        if ch.kind != "advisor" and (set(ch.cost) - {"mil"} or set(ch.skills) - set(MP)):
            raise fail(
                card, "character", f"a leader costs mil and has ruler skills in {', '.join(MP)}, got {dict(ch.cost)}"
            )
