"""The 1819 main board as state: the congkak ring of villages and strongholds, the population spaces under
covered villages, and what gains of influence and immigrant cubes do to them.

Marks (all public): ``villages`` (village -> seat -> influence tokens on it),
``covered`` (villages still under a black marker), ``population`` (village ->
cubes on the population space under it), ``cleared`` (village -> times
cleared). A player's resource ``influence`` counts tokens waiting to be sown;
``sow`` lays them one per village clockwise from a village of the player's
choice, and a village holding 5 or more tokens afterwards is cleared, for
points or into the sower's stronghold, and a ship enters the Port.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.s1819.common import FACTIONS, faction, plain, put
from core.rulesets.s1819.notes import village_name

CLEAR_AT = 5
POPULATION_SPACE = 6
HOME = "stronghold"


def ring(rules) -> tuple[str, ...]:
    """The congkak ring clockwise: each faction's villages, then that faction's stronghold (as ``stronghold:F``)."""
    out: list[str] = []
    for side in FACTIONS:
        out += [v for v, d in rules.data.villages.items() if d["faction"] == side]
        out.append(f"{HOME}:{side}")
    return tuple(out)


def village_faction(rules, village: str) -> str:
    """The faction whose players score a village cleared for points."""
    return str(rules.data.villages[village]["faction"])


def village_x(rules, village: str) -> int:
    """A village's multiplier (x1, x2 or x3)."""
    return int(rules.data.villages[village]["x"])


def initial_marks(rules, factions: Mapping[str, str]) -> dict:
    """The board at set-up: one influence token per player in their stronghold; the x2 and x3 villages covered,
    except that a player alone in their faction covers only the x3 village (setup.villages)."""
    hold = {side: sum(1 for f in factions.values() if f == side) for side in FACTIONS}
    covered = []
    for v, d in rules.data.villages.items():
        alone = hold[d["faction"]] == 1
        if d["x"] == 3 or (d["x"] == 2 and not alone):
            covered.append(v)
    return {"stronghold": hold, "covered": covered, "population": {v: 0 for v in covered}}


def tokens_on(state, village: str) -> dict[str, int]:
    """Seat -> influence tokens on a village."""
    return dict(plain(state.mark("villages") or {}).get(village, {}))


def placed(state, seat: str) -> int:
    """The seat's influence tokens on villages of the board."""
    return sum(by.get(seat, 0) for by in plain(state.mark("villages") or {}).values())


# ---------------------------------------------------------------- gains


def gain(rules, draft: Draft, seat: str, amounts: Mapping[str, int]) -> None:
    """Gain resources from an effect; immigrant cubes also go onto the faction's population space."""
    for resource, n in amounts.items():
        rules.costs.gain(draft, seat, resource, n)
        if resource == "population" and n > 0:
            add_cubes(rules, draft, seat, n)


def add_cubes(rules, draft: Draft, seat: str, n: int) -> None:
    """Place cubes on the population space under the faction's lowest covered village; a space that reaches six
    cubes is filled, the village is uncovered and the active multiplier rises by 1 (board.population)."""
    side = faction(draft.state, seat)
    for _ in range(n):
        covered = [v for v in draft.state.mark("covered", ()) if village_faction(rules, v) == side]
        if not covered:
            return
        target = min(covered, key=lambda v: village_x(rules, v))
        cubes = plain(draft.state.mark("population") or {})
        cubes[target] = cubes.get(target, 0) + 1
        if cubes[target] >= POPULATION_SPACE:
            cubes.pop(target)
            put(draft, "covered", [v for v in draft.state.mark("covered", ()) if v != target])
            put(draft, "multiplier", int(draft.state.mark("multiplier", 1)) + 1)
            fills = f"The population space fills: {village_name(rules, target)} is uncovered; multiplier +1"
            draft.emit(E.Noted(seat, fills))
        put(draft, "population", cubes)


# ---------------------------------------------------------------- sowing


def _path(rules, state, seat: str, start: str, n: int, home: bool) -> list[str]:
    """Where n tokens land, one per pit clockwise from `start`: covered villages are passed over; the own
    faction's stronghold takes one when `home`, the enemy's never."""
    pits = ring(rules)
    covered = set(state.mark("covered", ()))
    own = f"{HOME}:{faction(state, seat)}"
    out: list[str] = []
    i = pits.index(start)
    while len(out) < n:
        pit = pits[i % len(pits)]
        if pit in rules.data.villages and pit not in covered or pit == own and home:
            out.append(pit)
        i += 1
    return out


def sow(rules, draft: Draft, seat: str, village: str, home: str, clear: str) -> None:
    """Sow every influence token the seat has waiting, congkak fashion, then clear full villages."""
    n = draft.state.amount(seat, "influence")
    if n < 1:
        raise Refusal("influence.sow", f"{seat} has no influence tokens waiting to be sown")
    if village not in rules.data.villages:
        raise Refusal("influence.sow", f"{village!r} is not a village ({', '.join(rules.data.villages)})")
    if village in draft.state.mark("covered", ()):
        raise Refusal("influence.sow", f"{village_name(rules, village)} is still covered; sowing starts on an open one")
    rules.costs.lose(draft, seat, "influence", n)
    villages = plain(draft.state.mark("villages") or {})
    hold = plain(draft.state.mark("stronghold") or {})
    for pit in _path(rules, draft.state, seat, village, n, home == "yes"):
        if pit.startswith(HOME):
            side = pit.split(":", 1)[1]
            hold[side] = hold.get(side, 0) + 1
        else:
            on = villages.setdefault(pit, {})
            on[seat] = on.get(seat, 0) + 1
    put(draft, "stronghold", hold)
    put(draft, "villages", villages)
    draft.emit(E.Noted(seat, f"{seat} sows {n} influence from {village_name(rules, village)}"))
    for v in rules.data.villages:
        if sum(tokens_on(draft.state, v).values()) >= CLEAR_AT:
            clear_village(rules, draft, seat, v, clear)


def clear_village(rules, draft: Draft, seat: str, village: str, how: str) -> None:
    """Clear a village: its faction's players score their tokens times its multiplier and the others' tokens go
    home, or (`how` = stronghold) every token goes to the sower's stronghold; then a ship enters the Port."""
    on = tokens_on(draft.state, village)
    villages = plain(draft.state.mark("villages") or {})
    villages.pop(village, None)
    put(draft, "villages", villages or None)
    if how == HOME:
        hold = plain(draft.state.mark("stronghold") or {})
        side = faction(draft.state, seat)
        hold[side] = hold.get(side, 0) + sum(on.values())
        put(draft, "stronghold", hold)
        words = f"its {sum(on.values())} tokens go to {seat}'s stronghold"
    else:
        side, x = village_faction(rules, village), village_x(rules, village)
        for who, n in on.items():
            if faction(draft.state, who) == side:
                rules.costs.gain(draft, who, "vp", n * x)
        words = f"its {rules.data.faction_names[side]} score their tokens x{x}"
    cleared = plain(draft.state.mark("cleared") or {})
    cleared[village] = cleared.get(village, 0) + 1
    put(draft, "cleared", cleared)
    move_ships(rules, draft, 1)
    draft.emit(E.Noted(seat, f"{village_name(rules, village)} is cleared: {words}; a ship enters the Port"))


def move_ships(rules, draft: Draft, by: int) -> None:
    """Ships enter (by > 0) or leave the Port, within its spaces."""
    ships = draft.state.mark("port", 0)
    put(draft, "port", max(0, min(len(rules.data.port), ships + by)))
