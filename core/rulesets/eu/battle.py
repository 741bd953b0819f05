"""Battles: rounds of battle actions, a seeded roll, casualties by hand, then retreat or another round.

The battle lives in the mark ``battle`` as a plain JSON value: the two sides
(each a player, a non-player realm or rebels, named by ``attacker`` and
``defender``), the players fighting on each (``players``: its own and allies),
land or sea, the round and its step (actions, roll, casualties), whose move
it is in the battle-action step, each side's leader, the battle actions each
side used this round and the dice they added (kept for the whole battle), and
the last roll, all keyed by side name. The map and the units stay with the table.
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
REBELS = "rebels"


def said(side: str, verb: str) -> str:
    """A side and its verb in agreement: ``Red wins``, but ``rebels win`` (a plural name).

    >>> said("Red", "wins"), said(REBELS, "attacks"), said(REBELS, "retreats")
    ('Red wins', 'rebels attack', 'rebels retreat')
    """
    return f"{side} {verb[:-1] if side == REBELS else verb}"


def current(state) -> dict | None:
    """The battle under way as a plain dict, or None."""
    battle = state.mark("battle")
    return plain(battle) if battle is not None else None


def other(battle: dict, side: str) -> str:
    """The other side of the battle."""
    return battle["defender"] if side == battle["attacker"] else battle["attacker"]


def players(battle: dict, side: str) -> list[str]:
    """The players fighting on a side: its own player and its allies (a battle saved before allies: the side)."""
    if "players" not in battle:
        return [side]
    return list(battle["players"].get(side, []))


def side_of(battle: dict, seat: str) -> str | None:
    """The side a player fights on, or None when the player is not in the battle."""
    for side in (battle["attacker"], battle["defender"]):
        if seat in players(battle, side):
            return side
    return None


def must_act(state) -> str | None:
    """Who the battle waits for: a player of the side to move in the battle-action step, else of the attacker."""
    battle = current(state)
    if battle is None:
        return None
    if battle["step"] == "actions" and battle["priority"] is not None:
        sides = [battle["priority"]]
    else:
        sides = [battle["attacker"], battle["defender"]]
    for side in sides:
        if players(battle, side):
            return players(battle, side)[0]
    return None


def _opponent(s, seat: str, target: str | None, against: str | None) -> tuple[str, list[str]]:
    """The other side named by a battle command: a player, or a non-player realm or rebels, with its players."""
    if (target is None) == (against is None):
        raise Refusal(
            "9.battle-sides", "Name the other side: a player (target) or a non-player realm or rebels (against)"
        )
    if target is not None:
        if target == seat:
            raise Refusal("9.battle-start", "A battle is fought against another side")
        return target, [target]
    name = (against or "").strip()
    if not name or name in s.seats:
        raise Refusal("9.battle-sides", f"{against!r} is not a non-player realm's name; a player is named as target")
    return name, []


def start(rules, draft: Draft, seat: str, target: str | None, against: str | None, at: str, leader: str | None) -> None:
    """Start a battle: the active player's, before the turn's main action; or rebels attacking in phase 3."""
    s = draft.state
    if s.mark("battle") is not None:
        raise Refusal("9.battle-open", "A battle is already being fought")
    name, theirs = _opponent(s, seat, target, against)
    if s.phase == "actions":
        if s.active != seat or seat in s.mark("passed", ()):
            raise Refusal("9.battle-start", "A battle is started by the player whose turn it is, in phase 2")
        if s.mark("acted"):
            raise Refusal("9.battle-start", f"{seat} has taken this turn's main action; battles come before it")
        attacker, defender, sides = seat, name, {seat: [seat], name: theirs}
    elif s.phase == "peace" and name == REBELS:
        attacker, defender, sides = REBELS, seat, {REBELS: [], seat: [seat]}
    else:
        raise Refusal("9.battle-start", "Battles are fought in phase 2, and against rebels in phase 3")
    battle = {
        "attacker": attacker,
        "defender": defender,
        "players": sides,
        "at": at,
        "round": 1,
        "step": "actions",
        "priority": attacker,
        "passes": 0,
        "leaders": {attacker: None, defender: None},
        "used": {attacker: [], defender: []},
        "dice": {attacker: [], defender: []},
        "rolls": {},
    }
    _skip_empty(battle)
    put(draft, "battle", battle)
    where = "on land" if at == "land" else "at sea"
    if attacker == seat:  # the move already says who attacks whom: "Red starts a battle at Blue"
        draft.emit(E.Noted(seat, f"the battle is fought {where}; the table keeps the units"))
    else:
        draft.emit(E.Noted(seat, f"{said(attacker, 'attacks')} {defender} ({where}); the table keeps the units"))
    if leader is not None:
        lead(rules, draft, seat, leader)


def _skip_empty(battle: dict) -> None:
    """A side with no player in the battle passes its moves in the battle-action step (9.battle-sides)."""
    while battle["step"] == "actions" and not players(battle, battle["priority"]):
        _passed(battle, battle["priority"])


def _passed(battle: dict, side: str) -> None:
    """A side passes: after two passes in a row the dice are rolled next."""
    battle["passes"] += 1
    if battle["passes"] >= 2:
        battle.update(step="roll", priority=None, passes=0)
    else:
        battle["priority"] = other(battle, side)


def _side(draft: Draft, seat: str, rule: str) -> tuple[dict, str]:
    """The battle and the side `seat` fights on, or a refusal citing `rule`."""
    battle = current(draft.state)
    side = side_of(battle, seat) if battle is not None else None
    if battle is None or side is None:
        raise Refusal(rule, f"{seat} is not fighting a battle now")
    return battle, side


def join(rules, draft: Draft, seat: str, side: str) -> None:
    """Join the battle as an ally of the attacking or defending side, before its first roll (9.battle-ally)."""
    battle = current(draft.state)
    if battle is None:
        raise Refusal("9.battle-ally", "No battle is being fought")
    if side_of(battle, seat) is not None:
        raise Refusal("9.battle-ally", f"{seat} already fights on {side_of(battle, seat)}'s side")
    if battle["round"] != 1 or battle["step"] != "actions":
        raise Refusal("9.battle-ally", "Allies join a battle before its first roll")
    name = battle[side]
    battle["players"] = {n: players(battle, n) for n in (battle["attacker"], battle["defender"])}
    battle["players"][name].append(seat)
    put(draft, "battle", battle)
    draft.emit(E.Noted(seat, f"{seat} joins the battle on {name}'s side"))


def lead(rules, draft: Draft, seat: str, card: str) -> None:
    """Name one of your appointed generals (admirals at sea) as your side's leader before the first roll."""
    battle, side = _side(draft, seat, "9.leader")
    if battle["round"] != 1 or battle["step"] != "actions":
        raise Refusal("9.leader", "Leaders are named before the battle's first roll")
    role = "general" if battle["at"] == "land" else "admiral"
    if roles(rules, draft.state, seat).get(card) != role:
        raise Refusal("9.leader", f"{card} is not one of {seat}'s appointed {role}s")
    battle["leaders"][side] = card
    put(draft, "battle", battle)


def battle_pass(rules, draft: Draft, seat: str) -> None:
    """Pass for your side in the battle-action step; when both sides pass in a row, the dice are rolled next."""
    battle, side = _side(draft, seat, "9.battle-order")
    if battle["step"] != "actions":
        raise Refusal("9.battle-round", f"The battle is at its {battle['step']} step, not the battle-action step")
    if battle["priority"] != side:
        raise Refusal("9.battle-order", f"It is {battle['priority']}'s move in the battle-action step")
    _passed(battle, side)
    _skip_empty(battle)
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
    """Refuse a battle action out of its step, out of its side's move, or used twice by a side this round."""
    battle, side = _side(draft, seat, "6.2.battle-side")
    if battle["step"] != "actions":
        raise Refusal(
            "6.2.battle-step",
            f"Battle actions are played in the battle-action step; the battle is at its {battle['step']} step",
        )
    if battle["priority"] != side:
        raise Refusal("9.battle-order", f"It is {battle['priority']}'s move in the battle-action step")
    if key in battle["used"][side]:
        raise Refusal("6.2.battle-once", f"{side}'s side has already used {name} in this round of battle")


def add_action(draft: Draft, seat: str, key: str, dice: list[str]) -> None:
    """Record a battle action: its dice join the side's pool for the battle, and the move passes over."""
    battle, side = _side(draft, seat, "6.2.battle-side")
    battle["used"][side].append(key)
    battle["dice"][side].extend(dice)
    battle.update(priority=other(battle, side), passes=0)
    _skip_empty(battle)
    put(draft, "battle", battle)


def _skill(rules, draft: Draft, battle: dict, side: str) -> int:
    """The skill of a side's leader, while the leader is still appointed by one of the side's players."""
    leader = battle["leaders"].get(side)
    if leader is None or not any(leader in draft.state.zone(Z.appointed(p)) for p in players(battle, side)):
        return 0
    return rules.library.get(leader).character.skill


def roll(rules, draft: Draft, seat: str) -> None:
    """Roll both sides' dice: the base dice, the leader's skill and the battle actions' dice."""
    battle, _ = _side(draft, seat, "9.battle-round")
    if battle["step"] != "roll":
        raise Refusal(
            "9.battle-round",
            f"The dice are rolled after both sides pass in the battle-action step; now it is the {battle['step']} step",
        )
    base = ["regular"] * rules.definition.raw["base_dice"]
    state = draft.state.rng
    for side in (battle["attacker"], battle["defender"]):
        dice = base + ["regular"] * _skill(rules, draft, battle, side) + battle["dice"][side]
        faces, state = rng.roll(len(dice), 6, state)
        who, label = (side, "") if side in draft.state.seats else (seat, f"for {side}, ")
        reason = f"{label}battle round {battle['round']}: " + ", ".join(dice)
        draft.emit(E.DiceRolled(who, faces, 6, reason, state))
        battle["rolls"][side] = list(faces)
    battle["step"] = "casualties"
    put(draft, "battle", battle)


def carry_on(rules, draft: Draft, seat: str) -> None:
    """Fight another round of battle after the roll and its casualties."""
    battle, _ = _side(draft, seat, "9.battle-round")
    if battle["step"] != "casualties":
        raise Refusal("9.battle-round", "A new round of battle follows the roll and its casualties")
    battle.update(
        round=battle["round"] + 1,
        step="actions",
        priority=battle["attacker"],
        passes=0,
        used={battle["attacker"]: [], battle["defender"]: []},
    )
    _skip_empty(battle)
    put(draft, "battle", battle)


def retreat(rules, draft: Draft, seat: str, side: str | None) -> None:
    """Retreat your side (or a side with no player, as the table decides) after the roll; the other side wins."""
    battle, own = _side(draft, seat, "9.battle-round")
    if battle["step"] != "casualties":
        raise Refusal("9.battle-round", "A side retreats after the roll and its casualties")
    going = own if side is None else battle[side]
    if going != own and players(battle, going):
        raise Refusal("9.battle-round", f"{going}'s side retreats by its own players' choice")
    winner = other(battle, going)
    put(draft, "battle", None)
    if going == seat:  # restates the move in full: "Red retreats and rebels win the battle"
        draft.emit(E.Noted(seat, f"{seat} retreats and {said(winner, 'wins')} the battle"))
    else:
        draft.emit(E.Noted(seat, f"{said(going, 'retreats')}; {said(winner, 'wins')} the battle"))
    s = draft.state
    if s.active in players(battle, winner) and s.phase == "actions" and s.mark("battle-bonus") != s.turn:
        rules.costs.gain(draft, s.active, "mil", 1)
        put(draft, "battle-bonus", s.turn)


def set_leader(draft: Draft, seat: str, card: str) -> None:
    """Make a just-appointed general the leader of the defending side."""
    battle, side = _side(draft, seat, "9.leader")
    battle["leaders"][side] = card
    put(draft, "battle", battle)
