"""What the INWO table's notes say: the marks and tokens that players track, in their own words.

The rules keep their facts in the Power Structures (display zones and their
charges) and in marks (core/rulesets/inwo/common.py); this reads the public
ones for a view: per player the groups controlled of the basic goal, the
action tokens ready and the sizes of their own decks; the attack under way
with the roll it needs; and whether the active player has taken over a
Resource this turn.
"""

from __future__ import annotations

from core.engine import zones as Z
from core.rulesets.inwo.abilities import counted, needed
from core.rulesets.inwo.attack import chance, odds
from core.rulesets.inwo.common import group_deck, plain, plot_deck
from core.rulesets.inwo.round import basic_goal


def _seat_notes(rules, view, seat: str, goal: int) -> list[tuple[str | None, str, str]]:
    """One player's groups controlled of the goal, action tokens ready and deck sizes."""
    cards = view.cards(Z.display(seat)) or ()
    ready = sum(view.charges.get(c, 0) for c in cards)
    decks = f"{view.size(Z.deck(plot_deck(seat)))} Plots, {view.size(Z.deck(group_deck(seat)))} Groups"
    return [
        (seat, "Groups", f"{counted(rules, view, seat)} of {needed(rules, view, seat, goal)}"),
        (seat, "Action tokens", str(ready)),
        (seat, "Decks", decks),
    ]


def public_marks(rules, view) -> list[tuple[str | None, str, str]]:
    """The notes of an INWO view as (seat or None, label, text).

    >>> from core.seeing.views import view
    >>> from core.games import new_session
    >>> s = new_session("inwo", ("Red", "Blue"), seed=7)
    >>> public_marks(s.ruleset, view(s.state, "Red", s.ruleset))[:2]
    [('Red', 'Groups', '2 of 12'), ('Red', 'Action tokens', '0')]
    """
    out: list[tuple[str | None, str, str]] = []
    goal = basic_goal(rules, view)
    for seat in view.seats:
        out.extend(_seat_notes(rules, view, seat, goal))
    attack = plain(view.marks.get("attack"))
    if attack is not None:
        need, _said = odds(rules, view, attack)
        out.append(
            (
                attack["by"],
                "Attack",
                f"{rules.card_name(attack['group'])} attacks to {attack['mode']} "
                f"{rules.card_name(attack['target'])}: {chance(need)}",
            )
        )
    if view.marks.get("resource-taken") and view.active:
        out.append((view.active, "Resource", "taken over this turn"))
    return out
