"""What the EU table's notes say: the marks that players track, in their own words.

The rules keep their facts as marks (core/rulesets/eu/common.py); this reads
the public ones for a view: the first player, who has passed and in which
order, who has taken the Event action, how many cards the drawing player has
drawn, who has last turns left, whether the active player has used the turn, and the role of each
appointed card. The battle has its own panel and is left out here, but for what
the curtain and the banner say a player in it is asked to do (`battle_words`).
"""

from __future__ import annotations

from core.engine import zones as Z
from core.rulesets.eu.battle import REBELS, side_of
from core.rulesets.eu.round import PHASE_DRAWS, SETUP_DRAWS

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


def _court(rules, view, seat: str) -> str | None:
    """The seat's appointed cards with their roles: ``Name (general), Name (adm advisor)``."""
    marked = view.marks.get("roles") or {}
    said = []
    for card in view.cards(Z.appointed(seat)) or ():
        character = rules.library.get(card).character
        role = marked.get(card) or (character.kind if character else "advisor")
        if role == "advisor" and character is not None and character.type:
            role = f"{character.type.upper()} advisor"
        said.append(f"{rules.card_name(card)} ({role})")
    return ", ".join(said) or None


def public_marks(rules, view) -> list[tuple[str | None, str, str]]:
    """The notes of an EU view as (seat or None, label, text).

    >>> from core.seeing.views import view
    >>> from core.games import new_session
    >>> s = new_session("eu", ("Red", "Blue"), seed=7)
    >>> public_marks(s.ruleset, view(s.state, "Red", s.ruleset))[:2]
    [(None, 'First player', 'Red'), ('Red', 'Drawn', '0 of 3 cards')]
    """
    marks = view.marks
    first = marks.get("first")
    out: list[tuple[str | None, str, str]] = [(None, "First player", first if first in view.seats else view.seats[0])]
    active = view.active
    if active in view.seats and (view.phase == "setup" or (view.phase, view.step) == ("draw", "B")):
        most = SETUP_DRAWS if view.phase == "setup" else PHASE_DRAWS
        out.append((active, "Drawn", f"{marks.get('draws', 0)} of {most} cards"))
    passed = tuple(marks.get("passed") or ())
    events = tuple(marks.get("event_taken") or ())
    for seat in view.seats:
        if seat in passed:
            out.append((seat, "Passed", ORDINALS[passed.index(seat)] if passed.index(seat) < len(ORDINALS) else "yes"))
        if view.phase == "actions":
            out.append((seat, "Event action", "taken" if seat in events else "still to take"))
        final = (marks.get("final") or {}).get(seat)
        if final is not None:
            out.append((seat, "Last turn", "one more turn" if final == "free" else "a last turn, for the Event"))
        if seat == active and view.phase == "actions" and marks.get("acted"):
            out.append((seat, "This turn", "action taken: end the turn"))
        court = _court(rules, view, seat)
        if court:
            out.append((seat, "Court", court))
    return out


STEP_ASKS = {
    "actions": "plays a battle action or passes",
    "roll": "rolls the dice",
    "casualties": "takes casualties, then fights on or retreats",
}


def battle_words(view) -> str | None:
    """What the seat to act is asked in the battle under way, after its name (``defends against Red's attack on
    land: plays a battle action or passes``), from the public battle alone; None when it is not in a battle."""
    battle = view.marks.get("battle")
    seat = view.must_act
    side = side_of(battle, seat) if battle is not None and seat is not None else None
    if side is None:
        return None
    attacker, defender = (battle[s] if battle[s] != REBELS else "the rebels" for s in ("attacker", "defender"))
    where = "on land" if battle["at"] == "land" else "at sea"
    attack = f"{attacker}'{'' if battle['attacker'] == REBELS else 's'} attack {where}"
    if side == battle["defender"]:
        part = f"defends against {attack}" if seat == side else f"helps {defender} defend against {attack}"
    else:
        part = f"{'attacks' if seat == side else f'helps {attacker} attack'} {defender} {where}"
    return f"{part}: {STEP_ASKS.get(battle['step'], 'fights')}"
