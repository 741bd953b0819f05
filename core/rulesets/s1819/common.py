"""Small pieces every 1819 module shares: the game's data from game.yaml, factions, the Port, and prices.

1819 keeps its own facts in the state's marks: ``factions`` (seat -> british or
malay), ``first`` (the first player), ``port`` (ships in the Port),
``multiplier``, ``treaty`` (the treaty in force, or none), ``leaders`` (seat ->
place), ``actions`` (actions the active player has taken this turn),
``attached`` (immigrant card -> the market card it lives on), ``facedown``
(market cards turned face down), ``stronghold`` and ``vice`` (faction ->
tokens), ``events_out``, ``raid``, ``war`` and ``secret:commit`` (the battle
cards committed to a war, hidden from every seat until the dice).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine import zones as Z
from core.engine.errors import ContentError
from core.engine.state import GameState
from core.engine.valueclass import valueclass
from core.rules.mechanics.marks import plain, put
from core.rules.mechanics.turns import clockwise_from

__all__ = (
    "plain",
    "put",
    "clockwise_from",
    "Data",
    "read_data",
    "faction",
    "mates",
    "is_solo",
    "enemy",
    "allowance",
    "owned",
    "face_up",
    "price",
    "strength",
    "MARKET",
    "tableau",
    "turn_order",
    "actions_allowed",
    "actions_left",
    "assign_factions",
    "FACTIONS",
)

FACTIONS = ("british", "malay")
MARKET = Z.TABLE
WHERE = "assets/games/1819/game.yaml"
RULE_KEYS = {"prices", "slots", "link", "type", "swap", "ships", "strength", "community", "needs", "points", "event"}
NEEDS = {"cards", "immigrants", "wealth", "influence", "population", "communities", "type", "link"}
EVENT_KEYS = {"ships", "multiplier", "each", "treaty_cap", "ends_treaty"}


def tableau(seat: str) -> str:
    """A player's tableau: the market cards they own and the immigrants living on them."""
    return Z.display(seat)


@valueclass(slots=False)
class Data:
    """The numbers and tables of game.yaml that the rules read."""

    port: tuple[int, ...]
    start_ships: int
    market_size: int
    places: tuple[str, ...]
    faction_names: Mapping[str, str]
    solo: Mapping[str, int]
    sets: Mapping[int, int]
    cards: Mapping[str, Mapping[str, Any]]

    def rule(self, card: str) -> Mapping[str, Any]:
        return self.cards.get(card.split("#", 1)[0], {})


def _fail(field: str, problem: str) -> ContentError:
    return ContentError(f"{WHERE}: field {field!r}: {problem}")


def read_data(raw: Mapping, library) -> Data:
    """Read and check the 1819 tables of game.yaml; a defect names the field."""
    port = raw.get("port")
    if not isinstance(port, list) or not port or not all(isinstance(v, int) and v >= 0 for v in port):
        raise _fail("port", f"must list the dollar value of each Port space, got {port!r}")
    ships = raw.get("start_ships")
    if not isinstance(ships, int) or not 0 < ships < len(port):
        raise _fail("start_ships", f"must be a whole number between 1 and {len(port) - 1}, got {ships!r}")
    size = raw.get("market_size")
    if not isinstance(size, int) or size < 1:
        raise _fail("market_size", f"must be a whole number >= 1, got {size!r}")
    places = raw.get("places")
    if not isinstance(places, list) or not all(isinstance(p, str) for p in places) or len(places) < 4:
        raise _fail("places", f"must list at least 4 places for leaders, got {places!r}")
    names = raw.get("factions")
    if not isinstance(names, dict) or set(names) != set(FACTIONS):
        raise _fail("factions", f"must name british and malay, got {names!r}")
    solo = raw.get("solo")
    if not isinstance(solo, dict) or set(solo) != {"wealth", "actions", "war_cards"}:
        raise _fail("solo", f"must give wealth, actions and war_cards, got {solo!r}")
    sets = raw.get("sets")
    if not isinstance(sets, dict) or not all(isinstance(k, int) and isinstance(v, int) for k, v in sets.items()):
        raise _fail("sets", f"must map set sizes to points, got {sets!r}")
    rules = raw.get("card_rules") or {}
    if not isinstance(rules, dict):
        raise _fail("card_rules", "must map card ids to what they need or do")
    for card, extra in rules.items():
        if card not in library.defs:
            raise _fail("card_rules", f"names unknown card {card!r}")
        if not isinstance(extra, dict) or set(extra) - RULE_KEYS:
            raise _fail(f"card_rules.{card}", f"keys must be among {', '.join(sorted(RULE_KEYS))}, got {extra!r}")
        if "needs" in extra and (not isinstance(extra["needs"], dict) or set(extra["needs"]) - NEEDS):
            raise _fail(f"card_rules.{card}.needs", f"keys must be among {', '.join(sorted(NEEDS))}")
        if "event" in extra and (not isinstance(extra["event"], dict) or set(extra["event"]) - EVENT_KEYS):
            raise _fail(f"card_rules.{card}.event", f"keys must be among {', '.join(sorted(EVENT_KEYS))}")
    for d in library.defs.values():
        if d.deck in FACTIONS and not isinstance(rules.get(d.id, {}).get("strength"), int):
            raise _fail(f"card_rules.{d.id}", "a battle card needs a whole-number strength")
        if d.deck == "immigrant" and not isinstance(rules.get(d.id, {}).get("community"), str):
            raise _fail(f"card_rules.{d.id}", "an immigrant card needs a community")
    return Data(
        tuple(port),
        ships,
        size,
        tuple(places),
        dict(names),
        dict(solo),
        {int(k): int(v) for k, v in sets.items()},
        {k: dict(v) for k, v in rules.items()},
    )


# ---------------------------------------------------------------- factions


def faction(state: GameState, seat: str) -> str:
    return state.mark("factions", {}).get(seat, "british")


def mates(state: GameState, seat: str) -> tuple[str, ...]:
    """The other players of `seat`'s faction (none for a player alone)."""
    own = faction(state, seat)
    return tuple(s for s in state.seats if s != seat and faction(state, s) == own)


def is_solo(state: GameState, seat: str) -> bool:
    return not mates(state, seat)


def enemy(state: GameState, seat: str, other: str) -> bool:
    return faction(state, seat) != faction(state, other)


def assign_factions(seats: tuple[str, ...], how: str) -> dict[str, str]:
    """Seat -> faction: alternate (1st and 3rd British) or paired (1st and 2nd British)."""
    if how == "paired":
        return {s: FACTIONS[0] if i < (len(seats) + 1) // 2 else FACTIONS[1] for i, s in enumerate(seats)}
    return {s: FACTIONS[i % 2] for i, s in enumerate(seats)}


# ---------------------------------------------------------------- the Port and cards


def allowance(data: Data, ships: int) -> int:
    """The value of the rightmost Port space holding a ship (0 when the Port is empty)."""
    return data.port[min(ships, len(data.port)) - 1] if ships > 0 else 0


def owned(rules, state: GameState, seat: str) -> tuple[str, ...]:
    """The market cards in `seat`'s tableau (face up or down)."""
    return tuple(c for c in state.zone(tableau(seat)) if rules.library.get(c).deck == "market")


def face_up(rules, state: GameState, seat: str) -> tuple[str, ...]:
    down = state.mark("facedown", ())
    return tuple(c for c in owned(rules, state, seat) if c not in down)


def price(rules, state: GameState, seat: str, card: str) -> int:
    """What `seat`'s faction pays for a market card."""
    prices = rules.data.rule(card).get("prices") or {}
    return int(prices.get(faction(state, seat), rules.library.get(card).cost.get("wealth", 0)))


def strength(rules, cards) -> int:
    return sum(int(rules.data.rule(c).get("strength", 0)) for c in cards)


def turn_order(state: GameState) -> tuple[str, ...]:
    return clockwise_from(state, state.mark("first", state.seats[0]))


def actions_allowed(rules, state: GameState, seat: str) -> int:
    return int(rules.data.solo["actions"]) if is_solo(state, seat) else 2


def actions_left(rules, state: GameState, seat: str) -> int:
    return actions_allowed(rules, state, seat) - int(state.mark("actions", 0))
