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

from collections.abc import Callable, Mapping
from typing import Any

from core.engine import zones as Z
from core.engine.errors import ContentError
from core.engine.state import GameState
from core.engine.valueclass import valueclass
from core.rules.effects import check_effect
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
    "passive",
    "strength",
    "MARKET",
    "tableau",
    "turn_order",
    "objective_deck",
    "is_objective",
    "actions_allowed",
    "actions_left",
    "assign_factions",
    "FACTIONS",
)

FACTIONS = ("british", "malay")
MARKET = Z.TABLE
WHERE = "assets/games/1819/game.yaml"
RULE_KEYS = {
    "passive",
    "prices",
    "slots",
    "link",
    "type",
    "swap",
    "ships",
    "strength",
    "community",
    "needs",
    "points",
    "event",
}
NEEDS = {"cards", "immigrants", "wealth", "influence", "population", "communities", "type", "link"}
PASSIVE_VERBS = ("gain", "discount")
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
    villages: Mapping[str, Mapping[str, Any]]
    place_gives: Mapping[str, Mapping[str, int]]  # what a leader on a place brings that round (the table gives it)

    def rule(self, card: str) -> Mapping[str, Any]:
        """What game.yaml's card_rules say about a card (by its definition id)."""
        return self.cards.get(card.split("#", 1)[0], {})


def _fail(field: str, problem: str) -> ContentError:
    return ContentError(f"{WHERE}: field {field!r}: {problem}")


def _field(raw: Mapping, name: str, ok: Callable[[Any], bool], wants: str) -> Any:
    """The value of a game.yaml field, or a ContentError saying what it must be."""
    value = raw.get(name)
    if not ok(value):
        raise _fail(name, f"{wants}, got {value!r}")
    return value


def _is_port(v: Any) -> bool:
    """A non-empty list of the Port spaces' dollar values."""
    return isinstance(v, list) and bool(v) and all(isinstance(n, int) and n >= 0 for n in v)


def _is_places(v: Any) -> bool:
    """A list of at least 4 place names."""
    return isinstance(v, list) and all(isinstance(p, str) for p in v) and len(v) >= 4


def _gives(raw: Mapping, places: list[str]) -> dict[str, dict[str, int]]:
    """`place_gives`: each listed place -> a game resource -> a whole amount; none given is none."""
    value = raw.get("place_gives") or {}
    resources = {r.get("id") for r in raw.get("resources") or () if isinstance(r, Mapping)}
    ok = isinstance(value, dict) and all(
        place in places
        and isinstance(gives, dict)
        and all(r in resources and isinstance(n, int) and not isinstance(n, bool) for r, n in gives.items())
        for place, gives in value.items()
    )
    if not ok:
        raise _fail("place_gives", f"must map places to amounts of the game's resources, got {value!r}")
    return {place: dict(gives) for place, gives in value.items()}


def _is_sets(v: Any) -> bool:
    """A mapping of whole-number set sizes to whole-number points."""
    return isinstance(v, dict) and all(isinstance(k, int) and isinstance(n, int) for k, n in v.items())


def _check_card_rule(card: str, extra: Any) -> None:
    """One entry of card_rules: only the keys the rules read. A card the shipped deck lacks may be named, for the
    packs that bring it."""
    if not isinstance(extra, dict) or set(extra) - RULE_KEYS:
        raise _fail(f"card_rules.{card}", f"keys must be among {', '.join(sorted(RULE_KEYS))}, got {extra!r}")
    if "passive" in extra:
        try:
            steps = check_effect(extra["passive"])
        except ValueError as err:
            raise _fail(f"card_rules.{card}.passive", str(err)) from None
        if any(verb not in PASSIVE_VERBS for verb, _ in steps):
            raise _fail(f"card_rules.{card}.passive", f"a passive effect uses {', '.join(PASSIVE_VERBS)}")
    if "needs" in extra and (not isinstance(extra["needs"], dict) or set(extra["needs"]) - NEEDS):
        raise _fail(f"card_rules.{card}.needs", f"keys must be among {', '.join(sorted(NEEDS))}")
    if "event" in extra and (not isinstance(extra["event"], dict) or set(extra["event"]) - EVENT_KEYS):
        raise _fail(f"card_rules.{card}.event", f"keys must be among {', '.join(sorted(EVENT_KEYS))}")


def _check_decks(rules: Mapping, library) -> None:
    """Every battle card has a strength and every immigrant a community."""
    for d in library.defs.values():
        if d.deck in FACTIONS and not isinstance(rules.get(d.id, {}).get("strength"), int):
            raise _fail(f"card_rules.{d.id}", "a battle card needs a whole-number strength")
        if d.deck == "immigrant" and not isinstance(rules.get(d.id, {}).get("community"), str):
            raise _fail(f"card_rules.{d.id}", "an immigrant card needs a community")


def _card_rules(raw: Mapping, library) -> dict:
    """The card_rules of game.yaml, checked card by card and against the decks."""
    rules = raw.get("card_rules") or {}
    if not isinstance(rules, dict):
        raise _fail("card_rules", "must map card ids to what they need or do")
    for card, extra in rules.items():
        _check_card_rule(card, extra)
    _check_decks(rules, library)
    return rules


def _is_villages(v: Any) -> bool:
    """Village -> {faction, x}: three villages a faction, multipliers 1 to 3."""
    return (
        isinstance(v, dict)
        and all(isinstance(d, dict) and d.get("faction") in FACTIONS and d.get("x") in (1, 2, 3) for d in v.values())
        and all(sorted(d["x"] for d in v.values() if d["faction"] == f) == [1, 2, 3] for f in FACTIONS)
    )


def read_data(raw: Mapping, library) -> Data:
    """Read and check the 1819 tables of game.yaml; a defect names the field."""
    port = _field(raw, "port", _is_port, "must list the dollar value of each Port space")
    ships = _field(
        raw,
        "start_ships",
        lambda v: isinstance(v, int) and 0 < v < len(port),
        f"must be a whole number between 1 and {len(port) - 1}",
    )
    size = _field(raw, "market_size", lambda v: isinstance(v, int) and v >= 1, "must be a whole number >= 1")
    places = _field(raw, "places", _is_places, "must list at least 4 places for leaders")
    names = _field(
        raw, "factions", lambda v: isinstance(v, dict) and set(v) == set(FACTIONS), "must name british and malay"
    )
    solo = _field(
        raw,
        "solo",
        lambda v: isinstance(v, dict) and set(v) == {"wealth", "actions", "war_cards"},
        "must give wealth, actions and war_cards",
    )
    sets = _field(raw, "sets", _is_sets, "must map set sizes to points")
    rules = _card_rules(raw, library)
    return Data(
        tuple(port),
        ships,
        size,
        tuple(places),
        dict(names),
        dict(solo),
        {int(k): int(v) for k, v in sets.items()},
        {k: dict(v) for k, v in rules.items()},
        {
            k: dict(v)
            for k, v in _field(raw, "villages", _is_villages, "must give each faction villages x1, x2, x3").items()
        },
        _gives(raw, places),
    )


# ---------------------------------------------------------------- factions


def faction(state: GameState, seat: str) -> str:
    """The seat's faction: british or malay."""
    return state.mark("factions", {}).get(seat, "british")


def mates(state: GameState, seat: str) -> tuple[str, ...]:
    """The other players of `seat`'s faction (none for a player alone)."""
    own = faction(state, seat)
    return tuple(s for s in state.seats if s != seat and faction(state, s) == own)


def is_solo(state: GameState, seat: str) -> bool:
    """Whether the seat is alone in its faction."""
    return not mates(state, seat)


def enemy(state: GameState, seat: str, other: str) -> bool:
    """Whether two seats are of different factions."""
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
    """The face-up market cards of the seat's tableau."""
    down = state.mark("facedown", ())
    return tuple(c for c in owned(rules, state, seat) if c not in down)


def price(rules, state: GameState, seat: str, card: str) -> int:
    """What `seat`'s faction pays for a market card."""
    prices = rules.data.rule(card).get("prices") or {}
    return int(prices.get(faction(state, seat), rules.library.get(card).cost.get("wealth", 0)))


def passive(rules, state: GameState, seat: str, verb: str) -> dict[str, int]:
    """What the passive effects of `verb` on the seat's face-up cards add up to, by resource: `gain` at each
    allowance, `discount` off each market purchase (buy.passive)."""
    total: dict[str, int] = {}
    for card in face_up(rules, state, seat):
        for step in rules.data.rule(card).get("passive") or ():
            for resource, n in step.get(verb, {}).items():
                total[resource] = total.get(resource, 0) + int(n)
    return total


def strength(rules, cards) -> int:
    """The battle strength of some cards together."""
    return sum(int(rules.data.rule(c).get("strength", 0)) for c in cards)


def objective_deck(state: GameState, seat: str) -> str:
    """The id of the seat's faction's private objective deck."""
    return f"objective-{faction(state, seat)}"


def is_objective(rules, card: str) -> bool:
    """Whether a card is a private objective (of either faction's deck)."""
    return rules.library.get(card).deck.startswith("objective")


def turn_order(state: GameState) -> tuple[str, ...]:
    """The seats clockwise from the first player."""
    return clockwise_from(state, state.mark("first", state.seats[0]))


def actions_allowed(rules, state: GameState, seat: str) -> int:
    """The actions a turn allows the seat: two, or more for a player alone in its faction."""
    return int(rules.data.solo["actions"]) if is_solo(state, seat) else 2


def actions_left(rules, state: GameState, seat: str) -> int:
    """The actions the active seat has left this turn."""
    return actions_allowed(rules, state, seat) - int(state.mark("actions", 0))


def waiting_sower(state) -> str | None:
    """A seat other than the active one with influence waiting (an interventionist's two tokens): the rulebook places
    them when the intervention succeeds, so that seat sows at once, before the active player goes on (who sows
    their own waiting tokens first). Reads only what a table view shows too (phase, marks, resources), so the
    banner can say the same."""
    if state.phase != "actions" or state.marks.get("raid") is not None or state.marks.get("war") is not None:
        return None
    if state.active is None or state.resources.get(state.active, {}).get("influence", 0):
        return None
    return next((s for s in state.seats if s != state.active and state.resources.get(s, {}).get("influence", 0)), None)


# The round's steps as players name them, for the log (Ruleset.step_words): "round 2, the event", not "round 2: event".
STEP_WORDS = {
    "event": "the event",
    "leaders": "leaders are placed",
    "actions": "the players' turns",
    "upkeep": "upkeep",
}
