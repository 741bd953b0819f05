"""Battles: rounds of battle actions, a seeded roll, casualties by hand, then retreat or another round.

The battle lives in the mark ``battle`` as a plain JSON value: the two sides,
land or sea, the round and its step (actions, roll, casualties), whose move
it is in the battle-action step, each side's leader, the battle actions each
side used this round and the dice they added (kept for the whole battle), and
the last roll. The map and the units stay with the table.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.eu.common import plain, put
from core.rulesets.eu.court import roles

ANY_DIE = "?"


def current(state) -> dict | None:
    """The battle under way as a plain dict, or None."""
    battle = state.mark("battle")
    return plain(battle) if battle is not None else None


def other(battle: dict, seat: str) -> str:
    """The seat on the other side of the battle."""
    return battle["defender"] if seat == battle["attacker"] else battle["attacker"]


def must_act(state) -> str | None:
    """Who the battle waits for: the side to move in the battle-action step, else the attacker."""
    battle = state.mark("battle")
    if battle is None:
        return None
    return battle["priority"] if battle["step"] == "actions" else battle["attacker"]


def start(rules, draft: Draft, seat: str, target: str, at: str, leader: str | None) -> None:
    """Start a battle against a rival on the active player's turn in phase 2 (9.battle-start)."""
    s = draft.state
    if s.mark("battle") is not None:
        raise Refusal("9.battle-open", "A battle is already being fought")
    if s.phase != "actions" or s.active != seat or seat in s.mark("passed", ()):
        raise Refusal("9.battle-start", "A battle is started by the player whose turn it is, in phase 2")
    if target == seat:
        raise Refusal("9.battle-start", "A battle is fought against another player")
    battle = {
        "attacker": seat,
        "defender": target,
        "at": at,
        "round": 1,
        "step": "actions",
        "priority": seat,
        "passes": 0,
        "leaders": {seat: None, target: None},
        "used": {seat: [], target: []},
        "dice": {seat: [], target: []},
        "rolls": {},
    }
    put(draft, "battle", battle)
    draft.emit(
        E.Noted(seat, f"{seat} attacks {target} ({'on land' if at == 'land' else 'at sea'}); the table keeps the units")
    )
    if leader is not None:
        lead(rules, draft, seat, leader)


def _side(draft: Draft, seat: str, rule: str) -> dict:
    battle = current(draft.state)
    if battle is None or seat not in (battle["attacker"], battle["defender"]):
        raise Refusal(rule, f"{seat} is not fighting a battle now")
    return battle


def lead(rules, draft: Draft, seat: str, card: str) -> None:
    """Name an appointed general (on land) or admiral (at sea) as the side's leader before the first roll."""
    battle = _side(draft, seat, "9.leader")
    if battle["round"] != 1 or battle["step"] != "actions":
        raise Refusal("9.leader", "Leaders are named before the battle's first roll")
    role = "general" if battle["at"] == "land" else "admiral"
    if roles(rules, draft.state, seat).get(card) != role:
        raise Refusal("9.leader", f"{card} is not one of {seat}'s appointed {role}s")
    battle["leaders"][seat] = card
    put(draft, "battle", battle)


def battle_pass(rules, draft: Draft, seat: str) -> None:
    """Pass in the battle-action step; when both sides pass in a row, the dice are rolled next."""
    battle = _side(draft, seat, "9.battle-order")
    if battle["step"] != "actions":
        raise Refusal("9.battle-round", f"The battle is at its {battle['step']} step, not the battle-action step")
    if battle["priority"] != seat:
        raise Refusal("9.battle-order", f"It is {battle['priority']}'s move in the battle-action step")
    battle["passes"] += 1
    if battle["passes"] >= 2:
        battle.update(step="roll", priority=None, passes=0)
    else:
        battle["priority"] = other(battle, seat)
    put(draft, "battle", battle)


def pool(rules, steps: tuple, die: str | None, name: str) -> list[str]:
    """The dice a battle action adds; a "?" die takes the type the player names."""
    types = rules.definition.raw["die_types"]
    dice = [t for verb, arg in steps if verb == "dice" for t in arg]
    if ANY_DIE not in dice:
        if die is not None:
            raise Refusal("6.2.battle-dice", f'{name} has no "?" die to name a type for')
        return dice
    if die is None or die not in types:
        raise Refusal("6.2.battle-dice", f'{name} adds a "?" die: name its type ({", ".join(types)})')
    return [die if t == ANY_DIE else t for t in dice]


def check_action(draft: Draft, seat: str, key: str, name: str) -> None:
    """Refuse a battle action out of its step, out of turn, or used twice by a side this round."""
    battle = _side(draft, seat, "6.2.battle-side")
    if battle["step"] != "actions":
        raise Refusal(
            "6.2.battle-step",
            f"Battle actions are played in the battle-action step; the battle is at its {battle['step']} step",
        )
    if battle["priority"] != seat:
        raise Refusal("9.battle-order", f"It is {battle['priority']}'s move in the battle-action step")
    if key in battle["used"][seat]:
        raise Refusal("6.2.battle-once", f"{seat}'s side has already used {name} in this round of battle")


def add_action(draft: Draft, seat: str, key: str, dice: list[str]) -> None:
    """Record a battle action: its dice join the side's pool for the battle, and the move passes over."""
    battle = _side(draft, seat, "6.2.battle-side")
    battle["used"][seat].append(key)
    battle["dice"][seat].extend(dice)
    battle.update(priority=other(battle, seat), passes=0)
    put(draft, "battle", battle)


def roll(rules, draft: Draft, seat: str) -> None:
    """Roll both sides' dice: the base dice, the leader's skill and the battle actions' dice."""
    battle = _side(draft, seat, "9.battle-round")
    if battle["step"] != "roll":
        raise Refusal(
            "9.battle-round",
            f"The dice are rolled after both sides pass in the battle-action step; now it is the {battle['step']} step",
        )
    base = ["regular"] * rules.definition.raw["base_dice"]
    state = draft.state.rng
    for side in (battle["attacker"], battle["defender"]):
        leader = battle["leaders"][side]
        skill = rules.library.get(leader).character.skill if leader in draft.state.zone(Z.appointed(side)) else 0
        dice = base + ["regular"] * skill + battle["dice"][side]
        faces, state = rng.roll(len(dice), 6, state)
        draft.emit(E.DiceRolled(side, faces, 6, f"battle round {battle['round']}: " + ", ".join(dice), state))
        battle["rolls"][side] = list(faces)
    battle["step"] = "casualties"
    put(draft, "battle", battle)


def carry_on(rules, draft: Draft, seat: str) -> None:
    """Fight another round of battle after the roll and its casualties."""
    battle = _side(draft, seat, "9.battle-round")
    if battle["step"] != "casualties":
        raise Refusal("9.battle-round", "A new round of battle follows the roll and its casualties")
    battle.update(
        round=battle["round"] + 1,
        step="actions",
        priority=battle["attacker"],
        passes=0,
        used={battle["attacker"]: [], battle["defender"]: []},
    )
    put(draft, "battle", battle)


def retreat(rules, draft: Draft, seat: str) -> None:
    """Retreat after the roll: the other side wins, and an active winner gains 1 military power once a turn."""
    battle = _side(draft, seat, "9.battle-round")
    if battle["step"] != "casualties":
        raise Refusal("9.battle-round", "A side retreats after the roll and its casualties")
    winner = other(battle, seat)
    put(draft, "battle", None)
    draft.emit(E.Noted(seat, f"{seat} retreats; {winner} wins the battle"))
    s = draft.state
    if winner == s.active and s.mark("battle-bonus") != s.turn:
        rules.costs.gain(draft, winner, "mil", 1)
        put(draft, "battle-bonus", s.turn)


def set_leader(draft: Draft, seat: str, card: str) -> None:
    """Make a just-appointed general the leader of the defending side."""
    battle = _side(draft, seat, "9.leader")
    battle["leaders"][seat] = card
    put(draft, "battle", battle)
