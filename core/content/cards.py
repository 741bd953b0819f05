"""Card definitions, card instances and the validated card library of a game.

A definition (``raid``) is data from ``assets/games/GAME/cards.yaml``; each
physical copy is an instance with a stable id (``raid#2``). Definitions are
validated on load, so a typo in a content file is reported with the file, the
card and the field instead of surfacing later as a wrong rule.

>>> definition_id("raid#2")
'raid'
>>> instance_ids("raid", 2)
('raid#1', 'raid#2')
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.content import cache as contentcache
from core.content import yamlread
from core.engine.errors import ContentError, UnknownCard
from core.engine.valueclass import field, valueclass
from core.rules.effects import check_effect

Effect = tuple[tuple[str, Any], ...]
"""A card's effect: its steps as (verb, argument) pairs, checked by `core.rules.effects.check_effect`."""

DEFINITION_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
"""A card's library id: lowercase letters, digits and hyphens, starting with a letter or digit (``raid``)."""
INSTANCE_ID = re.compile(r"^[a-z0-9][a-z0-9-]*#[1-9][0-9]*$")
"""A card instance id: the library id, ``#``, the copy number without a leading zero (``raid#2``); the same
grammar core.engine.cardids holds for saves."""

KINDS = ("action", "display", "battle", "reaction", "covert", "counter", "minor")
CHARACTER_KINDS = ("advisor", "general", "admiral", "ruler")


def definition_id(card: str) -> str:
    """The definition id of a card instance id."""
    return card.split("#", 1)[0]


def instance_ids(definition: str, copies: int) -> tuple[str, ...]:
    """The instance ids of `copies` copies of a definition."""
    return tuple(f"{definition}#{n}" for n in range(1, copies + 1))


@valueclass(slots=False)
class Character:
    """The character printed on a card, who can be appointed instead of playing the action."""

    kind: str
    name: str
    type: str = ""
    skill: int = 0
    cost: Mapping[str, int] = field(default_factory=dict)
    skills: Mapping[str, int] = field(default_factory=dict)


@valueclass(slots=False)
class CardAction:
    """One action a display card offers while it sits on display."""

    name: str
    text: str
    cost: Mapping[str, int]
    effect: Effect
    kinds: tuple[str, ...] = ()
    spends: int = 1


@valueclass(slots=False)
class CardDef:
    """What every copy of one card says: name, deck, cost, kinds, effect, character."""

    id: str
    name: str
    deck: str
    text: str
    copies: int = 1
    cost: Mapping[str, int] = field(default_factory=dict)
    kinds: tuple[str, ...] = ("action",)
    effect: Effect = ()
    target: str = "none"
    charges: int = 0
    actions: tuple[CardAction, ...] = ()
    character: Character | None = None
    answerable: bool = False
    requires: Mapping[str, int] = field(default_factory=dict)
    """Prerequisites: the least of each tracked value (``influence``) a player must have to play the card."""

    def has(self, kind: str) -> bool:
        """Whether the card carries an icon (display, battle, reaction, covert, ...)."""
        return kind in self.kinds


_CARD_FIELDS = {
    "id": str,
    "name": str,
    "deck": str,
    "text": str,
    "copies": int,
    "cost": dict,
    "kinds": list,
    "effect": list,
    "target": str,
    "charges": int,
    "actions": list,
    "character": dict,
    "answerable": bool,
    "requires": dict,
}
_REQUIRED = ("id", "name", "deck", "text")
_TARGETS = ("none", "rival", "any", "self")


class CardLibrary:
    """All card definitions of a game, looked up by instance or definition id."""

    def __init__(self, defs: Mapping[str, CardDef]):
        self.defs = dict(defs)

    def __contains__(self, card: str) -> bool:
        return definition_id(card) in self.defs

    def get(self, card: str) -> CardDef:
        """The definition of a card instance; raises UnknownCard."""
        try:
            return self.defs[definition_id(card)]
        except KeyError:
            raise UnknownCard(card) from None

    def instances(self, deck: str | None = None) -> tuple[str, ...]:
        """Every card instance, optionally of one deck, in definition order."""
        out: list[str] = []
        for d in self.defs.values():
            if deck is None or d.deck == deck:
                out.extend(instance_ids(d.id, d.copies))
        return tuple(out)

    def merged(self, extra: CardLibrary) -> CardLibrary:
        """This library with `extra`'s definitions added or replacing same-id ones."""
        return CardLibrary({**self.defs, **extra.defs})


def _fail(where: str, card: str, fld: str, problem: str) -> ContentError:
    return ContentError(f"{where}: card {card!r}: field {fld!r}: {problem}")


def _cost(value: Any, where: str, card: str, fld: str) -> dict[str, int]:
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v >= 0 for k, v in value.items()
    ):
        raise _fail(where, card, fld, f"must map resource names to whole numbers >= 0, got {value!r}")
    return dict(value)


def _effect(value: Any, where: str, card: str, fld: str) -> Effect:
    try:
        return tuple(check_effect(value))
    except ValueError as err:
        raise _fail(where, card, fld, str(err)) from None


def parse_card(raw: Any, where: str, decks: tuple[str, ...] | None = None) -> CardDef:
    """Validate one raw card mapping and build its definition."""
    if not isinstance(raw, dict):
        raise ContentError(f"{where}: a card must be a mapping, got {raw!r}")
    cid = raw.get("id", "?")
    for name in _REQUIRED:
        if name not in raw:
            raise _fail(where, str(cid), name, "is missing")
    for name, value in raw.items():
        if name not in _CARD_FIELDS:
            raise _fail(where, str(cid), name, "is not a card field")
        want = _CARD_FIELDS[name]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise _fail(where, str(cid), name, f"must be {want.__name__}, got {value!r}")
    if not DEFINITION_ID.match(cid) or len(cid) > 60:
        raise _fail(where, cid, "id", f"must be lowercase letters, digits and hyphens (at most 60), got {cid!r}")
    if decks is not None and raw["deck"] not in decks:
        raise _fail(where, cid, "deck", f"unknown deck {raw['deck']!r} (decks: {', '.join(decks)})")
    kinds = tuple(raw.get("kinds", ["action"]))
    for kind in kinds:
        if kind not in KINDS:
            raise _fail(where, cid, "kinds", f"unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
    target = raw.get("target", "none")
    if target not in _TARGETS:
        raise _fail(where, cid, "target", f"must be one of {', '.join(_TARGETS)}, got {target!r}")
    copies = raw.get("copies", 1)
    if not 1 <= copies <= 99:
        raise _fail(where, cid, "copies", f"must be 1 to 99, got {copies!r}")
    charges = raw.get("charges", 0)
    if "display" in kinds and charges < 1:
        raise _fail(where, cid, "charges", "a display card needs at least 1 charge")
    return CardDef(
        id=cid,
        name=raw["name"],
        deck=raw["deck"],
        text=raw["text"],
        copies=copies,
        cost=_cost(raw.get("cost", {}), where, cid, "cost"),
        kinds=kinds,
        effect=_effect(raw.get("effect", []), where, cid, "effect"),
        target=target,
        charges=charges,
        actions=_actions(raw.get("actions", []), where, cid),
        character=_character(raw.get("character"), where, cid),
        answerable=raw.get("answerable", False),
        requires=_cost(raw.get("requires", {}), where, cid, "requires"),
    )


def _actions(raw: list[Any], where: str, cid: str) -> tuple[CardAction, ...]:
    out = []
    for n, item in enumerate(raw, 1):
        fld = f"actions[{n}]"
        if not isinstance(item, dict) or "name" not in item:
            raise _fail(where, cid, fld, f"must be a mapping with a name, got {item!r}")
        unknown = set(item) - {"name", "text", "cost", "effect", "kinds", "spends"}
        if unknown:
            raise _fail(where, cid, fld, f"unknown field {sorted(unknown)[0]!r}")
        kinds = tuple(item.get("kinds", []))
        if any(k not in KINDS for k in kinds):
            raise _fail(where, cid, fld, f"unknown kind in {list(kinds)!r}")
        spends = item.get("spends", 1)
        if not isinstance(spends, int) or spends < 1:
            raise _fail(where, cid, fld, f"spends must be a whole number >= 1, got {spends!r}")
        out.append(
            CardAction(
                name=str(item["name"]),
                text=str(item.get("text", "")),
                cost=_cost(item.get("cost", {}), where, cid, fld + ".cost"),
                effect=_effect(item.get("effect", []), where, cid, fld + ".effect"),
                kinds=kinds,
                spends=spends,
            )
        )
    return tuple(out)


def _character(raw: Any, where: str, cid: str) -> Character | None:
    if raw is None:
        return None
    unknown = set(raw) - {"kind", "name", "type", "skill", "cost", "skills"}
    if unknown:
        raise _fail(where, cid, "character", f"unknown field {sorted(unknown)[0]!r}")
    kind = raw.get("kind")
    if kind not in CHARACTER_KINDS:
        raise _fail(where, cid, "character.kind", f"must be one of {', '.join(CHARACTER_KINDS)}, got {kind!r}")
    if not isinstance(raw.get("name"), str):
        raise _fail(where, cid, "character.name", "is missing")
    skill = raw.get("skill", 0)
    if not isinstance(skill, int) or isinstance(skill, bool) or not 0 <= skill <= 10:
        raise _fail(where, cid, "character.skill", f"must be 0 to 10, got {skill!r}")
    return Character(
        kind=kind,
        name=raw["name"],
        type=str(raw.get("type", "")),
        skill=skill,
        cost=_cost(raw.get("cost", {}), where, cid, "character.cost"),
        skills=_cost(raw.get("skills", {}), where, cid, "character.skills"),
    )


def parse_cards(raw: Any, where: str, decks: tuple[str, ...] | None = None) -> CardLibrary:
    """Validate a list of raw card mappings; duplicate ids are an error."""
    if not isinstance(raw, list):
        raise ContentError(f"{where}: 'cards' must be a list, got {type(raw).__name__}")
    defs: dict[str, CardDef] = {}
    for item in raw:
        card = parse_card(item, where, decks)
        if card.id in defs:
            raise _fail(where, card.id, "id", "is defined twice")
        defs[card.id] = card
    return CardLibrary(defs)


def read_yaml(path: Path) -> Any:
    """Read a content file with the safe loader (through core.content.cache); any defect is a one-line ContentError."""
    data = yamlread.read(path)
    return contentcache.cached(data, lambda raw: _parse_yaml(path, raw))


def _parse_yaml(path: Path, data: bytes) -> Any:
    """The YAML of a content file the cache did not hold, read within the bounds of `core.content.yamlread`."""
    return yamlread.load(data, str(path))
