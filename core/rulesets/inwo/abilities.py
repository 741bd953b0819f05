"""The base set's Illuminati: the special abilities and goals the program can compute.

Each Illuminati is known by its card id. What an ability changes is computed
here (attack bonuses, immunities, a second Plot draw, a destroyed count); what
the program cannot compute is announced in the rules reference
(docs/rules/inwo.md) and left to the table.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.inwo.common import ALIGNMENTS, plain, put, structure

ADEPTS = "adepts-of-hermes"
BAVARIA = "bavarian-illuminati"
BERMUDA = "bermuda-triangle"
DISCORDIA = "discordian-society"
GNOMES = "gnomes-of-zurich"
CTHULHU = "servants-of-cthulhu"
SHANGRI_LA = "shangri-la"
NETWORK = "the-network"
UFOS = "ufos"


def lord(rules, state, seat: str | None) -> str:
    """The definition id of the seat's Illuminati ('' for none)."""
    if seat is None:
        return ""
    for card in structure(state, seat):
        if rules.stats[definition_id(card)].kind == "illuminati":
            return definition_id(card)
    return ""


def _has(rules, card: str, word: str) -> bool:
    stats = rules.stats[definition_id(card)]
    return word in stats.align or word in stats.attrs


def check_attack(rules, state, seat: str, group: str, target: str, mode: str, holder: str | None) -> None:
    """Refuse the attacks an Illuminati forbids: Discordia's structure is immune to Government and Straight
    attackers (illuminati.discordia); Shangri-La destroys only Violent groups (illuminati.shangri-la)."""
    if lord(rules, state, holder) == DISCORDIA and (_has(rules, group, "government") or _has(rules, group, "straight")):
        raise Refusal(
            "illuminati.discordia",
            f"{rules.card_name(target)} belongs to the Discordian Society: Government and Straight groups cannot "
            f"attack it, and {rules.card_name(group)} is one",
        )
    if mode == "destroy" and lord(rules, state, seat) == SHANGRI_LA and not _has(rules, target, "violent"):
        raise Refusal(
            "illuminati.shangri-la", f"Shangri-La destroys only Violent groups; {rules.card_name(target)} is not"
        )


def bonus(rules, state, attack: dict) -> tuple[int, str]:
    """What the attacker's and the defender's Illuminati add to the attack (negative helps the defence)."""
    mine, theirs = lord(rules, state, attack["by"]), lord(rules, state, attack["owner"])
    target, mode = attack["target"], attack["mode"]
    total, why = 0, []
    gains = (
        (mine == ADEPTS and _has(rules, target, "magic"), 6, "Adepts against Magic"),
        (mine == DISCORDIA and mode == "control" and _has(rules, target, "weird"), 4, "Discordia against Weird"),
        (mine == GNOMES and mode == "control" and _has(rules, target, "bank"), 4, "Gnomes against a Bank"),
        (mine == CTHULHU and mode == "destroy", 4, "Cthulhu destroys"),
        (theirs == SHANGRI_LA, -5, "Shangri-La defends"),
    )
    for holds, amount, said in gains:
        if holds:
            total += amount
            why.append(f"{amount:+d} {said}")
    return total, f" ({'; '.join(why)})" if why else ""


def destroyed(rules, draft: Draft, by: str, count: int) -> bool:
    """Count the groups a seat destroyed (Cthulhu's goal); says whether the seat draws a Plot for it (Cthulhu)."""
    tally = plain(draft.state.mark("destroyed")) or {}
    tally[by] = tally.get(by, 0) + count
    put(draft, "destroyed", tally)
    if lord(rules, draft.state, by) == CTHULHU:
        draft.emit(E.Noted(by, "The Servants of Cthulhu draw a Plot for the group destroyed"))
        return True
    return False


def failed_from_hand(rules, state, by: str) -> bool:
    """Whether a failed control attack on a card from the hand returns it to the hand (the Adepts)."""
    return lord(rules, state, by) == ADEPTS


def check_privileged(rules, state, seat: str) -> None:
    """Refuse a privileged attack unless the seat is Bavaria and has made none this turn (illuminati.bavaria)."""
    if lord(rules, state, seat) != BAVARIA:
        raise Refusal("illuminati.bavaria", f"{seat}'s Illuminati has no power to make an attack privileged")
    if state.mark("privileged"):
        raise Refusal("illuminati.bavaria", f"{seat} has already declared a privileged attack this turn")


def may_rearrange(rules, state, seat: str) -> None:
    """Refuse a rearranging move unless the seat is the Bermuda Triangle (illuminati.bermuda). The refusal names
    no Illuminati: the card it would name may be one a player has not seen."""
    if lord(rules, state, seat) != BERMUDA:
        raise Refusal("illuminati.bermuda", f"{seat}'s Illuminati has no power to rearrange its groups for free")


PLOT_LIMIT = 5


def plot_limit(rules, state, seat: str) -> int:
    """How many Plot cards the seat may hold as its turn ends (the Gnomes of Zurich six, everyone else five)."""
    return PLOT_LIMIT + 1 if lord(rules, state, seat) == GNOMES else PLOT_LIMIT


def plot_draws(rules, state, seat: str) -> int:
    """How many Plots the seat draws in step 1 (The Network draws two)."""
    return 2 if lord(rules, state, seat) == NETWORK else 1


def goal_limit(rules, state, seat: str) -> int:
    """How many Goals the seat may hold (the UFOs three)."""
    return 3 if lord(rules, state, seat) == UFOS else 1


# ---------------------------------------------------------------- goals


def _groups(rules, state, seat: str) -> list[str]:
    kinds = ("group", "place", "personality")
    return [c for c in structure(state, seat) if rules.stats[definition_id(c)].kind in kinds]


def counted(rules, state, seat: str, goal=None) -> int:
    """Groups counted toward the basic goal, with the doubles and extras the seat's Illuminati gives, and those of
    a doubling Goal card (`goal`, its Stats) being revealed; a group never counts more than twice."""
    groups = _groups(rules, state, seat)
    count = len(groups) + (1 if rules.options["count_illuminati"] and lord(rules, state, seat) else 0)
    me = lord(rules, state, seat)
    doubles = {
        DISCORDIA: lambda c: _has(rules, c, "weird") and _power(rules, c) >= 3,
        GNOMES: lambda c: (_has(rules, c, "corporate") or _has(rules, c, "bank")) and _power(rules, c) >= 4,
        NETWORK: lambda c: _has(rules, c, "computer") and _power(rules, c) >= 3,
    }.get(me)
    carded = (
        (lambda c: all(_has(rules, c, w) for w in goal.goal_double) and _power(rules, c) >= goal.goal_power)
        if goal is not None
        else None
    )
    count += sum(1 for c in groups if (doubles is not None and doubles(c)) or (carded is not None and carded(c)))
    if me == ADEPTS:
        count += sum(
            1
            for c in structure(state, seat)
            if rules.stats[definition_id(c)].kind == "resource" and _has(rules, c, "magic")
        )
    return count


def _destroyed(state) -> dict[str, int]:
    """Groups destroyed so far, per seat (of a state or a view)."""
    return plain(state.marks.get("destroyed")) or {}


def _power(rules, card: str) -> int:
    return rules.stats[definition_id(card)].power


def needed(rules, state, seat: str, goal: int) -> int:
    """The basic goal for this seat: Cthulhu needs one group fewer for each group it destroyed."""
    if lord(rules, state, seat) == CTHULHU:
        return goal - _destroyed(state).get(seat, 0)
    return goal


def special(rules, state, seat: str) -> str | None:
    """The seat's special goal in words when it holds now, else None (win.special)."""
    me = lord(rules, state, seat)
    power = sum(_power(rules, c) for c in structure(state, seat) if rules.stats[definition_id(c)].kind != "resource")
    if me == BAVARIA and power >= 50:
        return f"Bavaria controls a total Power of {power}"
    if me == BERMUDA and power >= 35:
        present = {a for c in _groups(rules, state, seat) for a in rules.stats[definition_id(c)].align}
        if set(ALIGNMENTS) <= present:
            return f"Bermuda controls a total Power of {power} and a group of every alignment"
    if me == CTHULHU and _destroyed(state).get(seat, 0) >= 8:
        return "the Servants of Cthulhu have destroyed 8 groups"
    if me == SHANGRI_LA:
        peace = sum(
            _power(rules, c) for s in state.seats for c in _groups(rules, state, s) if _has(rules, c, "peaceful")
        )
        if peace >= 30:
            return f"Peaceful groups in play total a Power of {peace}"
    return None
