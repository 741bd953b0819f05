"""A scenario file's keys and values checked before anything is laid, so a defect is one line naming the key.

Each top-level key has one type; player names are short single-line text;
custom cards are at most `MAX_CUSTOM_CARDS`; a card instance id written in a
scenario follows `core.content.cards.INSTANCE_ID` (the library id, ``#``, the copy number without
a leading zero) and names a copy the game has; an undo step names a player.

>>> check_top({"players": ["Red", "Blue"], "seed": 3}, "s.yaml")
>>> check_top({"players": ["Red", "Blue"], "options": [1]}, "s.yaml")
Traceback (most recent call last):
...
core.engine.errors.ScenarioError: s.yaml: 'options' must be a mapping, got [1]
>>> bool(INSTANCE_ID.match("raid#2")), bool(INSTANCE_ID.match("raid#02")), bool(INSTANCE_ID.match("raid"))
(True, False, False)
"""

from __future__ import annotations

import re
from typing import Any

from core.content.cards import INSTANCE_ID
from core.engine.errors import ScenarioError

MAX_CUSTOM_CARDS = 200
MAX_PLAYER_NAME = 40
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")

_TYPES: dict[str, tuple[type, ...]] = {
    "title": (str,),
    "description": (str,),
    "game": (str,),
    "seed": (int, str),
    "players": (list,),
    "options": (dict,),
    "cards": (list,),
    "pack": (str,),
    "setup": (dict,),
    "steps": (list,),
}
_WORDS = {
    "title": "text",
    "description": "text",
    "game": "a game id",
    "seed": "a number or text",
    "players": "a list of names",
    "options": "a mapping",
    "cards": "a list of cards",
    "pack": "a pack file's path, relative to the scenario",
    "setup": "a mapping",
    "steps": "a list",
}


def check_top(doc: dict[str, Any], where: str) -> None:
    """Refuse a top-level key of the wrong type, ill-formed player names, and too many custom cards."""
    for key, kinds in _TYPES.items():
        value = doc.get(key)
        if value is None and key != "players":
            continue
        if not isinstance(value, kinds) or isinstance(value, bool):
            raise ScenarioError(f"{where}: {key!r} must be {_WORDS[key]}, got {_short(value)}")
    if isinstance(doc.get("seed"), str) and (len(doc["seed"]) > 100 or _CONTROL.search(doc["seed"])):
        raise ScenarioError(f"{where}: 'seed' must be one line of at most 100 characters")
    _check_players(doc["players"], where)
    cards = doc.get("cards") or []
    if len(cards) > MAX_CUSTOM_CARDS:
        raise ScenarioError(f"{where}: 'cards' lists {len(cards)} cards; a scenario may add at most {MAX_CUSTOM_CARDS}")


def _check_players(players: list[Any], where: str) -> None:
    for n, name in enumerate(players, 1):
        if not isinstance(name, str) or not name.strip():
            raise ScenarioError(f"{where}: players: player {n} must be a name, got {_short(name)}")
        if _CONTROL.search(name) or len(name) > MAX_PLAYER_NAME:
            raise ScenarioError(
                f"{where}: players: player {n} must be one line of at most {MAX_PLAYER_NAME} characters, "
                f"got {_short(name)}"
            )
    if len(set(players)) != len(players):
        raise ScenarioError(f"{where}: players: a name is listed twice")


def check_cards(cards: list[Any], known: frozenset[str] | set[str], what: str, where: str) -> None:
    """Refuse a list of card ids with an ill-formed id, a copy the game does not have, or a card listed twice."""
    seen: set[str] = set()
    for card in cards:
        if not isinstance(card, str) or not INSTANCE_ID.match(card):
            raise ScenarioError(
                f"{where}: {what}: {_short(card)} is not a card id (a card's id, '#', its copy number, as raid#2)"
            )
        if card not in known:
            raise ScenarioError(f"{where}: {what}: unknown card {card!r}")
        if card in seen:
            raise ScenarioError(f"{where}: {what}: card {card!r} is listed twice")
        seen.add(card)


def check_undo(spec: Any, seats: tuple[str, ...], where: str) -> None:
    """Refuse an undo step that is not a player's name or a mapping {player, consent, refused}."""
    if isinstance(spec, str):
        player: Any = spec
    elif isinstance(spec, dict):
        unknown = set(spec) - {"player", "consent", "refused"}
        if unknown:
            raise ScenarioError(f"{where}: undo: unknown key {_short(sorted(map(str, unknown))[0])}")
        for key in ("consent", "refused"):
            if key in spec and not isinstance(spec[key], bool):
                raise ScenarioError(f"{where}: undo: {key} must be true or false, got {_short(spec[key])}")
        player = spec.get("player")
    else:
        raise ScenarioError(f"{where}: undo must name a player or be {{player, consent, refused}}, got {_short(spec)}")
    if player is not None and player not in seats:
        raise ScenarioError(f"{where}: undo: unknown player {_short(player)}")


def _short(value: Any) -> str:
    """A value as it is quoted in a one-line error: its repr, cut to 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
