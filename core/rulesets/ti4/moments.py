"""Moments the table declares: what happens on the board, which the program does not run, but which opens
action cards' timing windows (2.6): a ship uses Sustain Damage, a retreat, an invasion begins, and so on.

A declared moment is kept in the ``timing`` mark of the current window (see
core/rulesets/ti4/timing.py), so the next turn or combat round closes it.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine.commands import CommandSpec, FieldSpec
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.ruleset import Move
from core.rulesets.ti4 import timing
from core.rulesets.ti4.common import plain, put


def declare(rules, draft: Draft, seat: str, moment: str, target: str | None, unit: str | None) -> None:
    """Record a moment of `seat`'s (against `target`, naming `unit`), opening the windows that wait for it."""
    s = draft.state
    c = plain(s.mark("combat"))
    if moment in timing.COMBAT_MOMENTS:
        if c is None or seat not in (c["attacker"], c["defender"]):
            raise Refusal("timing.moment", f"{seat} fights in no combat, so {moment!r} cannot be declared now")
        c["at"] = "end" if moment == "round-end" else "during"
        put(draft, "combat", c)
    elif moment in timing.TACTICAL_MOMENTS:
        if s.phase != "action" or not s.mark("tactical"):
            raise Refusal("timing.moment", f"{moment!r} is declared during a tactical action, not now")
        if moment not in timing.ANYONE_MOMENTS and seat != s.active:
            raise Refusal("timing.moment", f"{moment!r} is declared by the active player, {s.active}")
    if moment == "sustain" and not (unit or "").strip():
        raise Refusal("timing.moment", "Sustain Damage is used by a ship: name it, in the table's words")
    if target == seat:
        raise Refusal("timing.moment", f"{seat}'s moment is against another player, not {seat}")
    t = timing.timing_mark(s)
    t["moments"].append({"kind": moment, "by": seat, "against": target, "unit": unit})
    put(draft, "timing", t)
    said = f" ({unit})" if unit else ""
    draft.emit(E.Noted(seat, f"{seat}: {timing.MOMENTS[moment]}{said}"))


def moves() -> tuple[Move, ...]:
    """The `declare` command."""
    return (
        Move(
            CommandSpec(
                "declare",
                "Tell the program what just happened on the board, to open the action cards that wait for it "
                "(a ship used Sustain Damage, a retreat, an invasion begins, the combat round ends, ...).",
                (
                    FieldSpec("moment", "str", "what happened", choices=tuple(timing.MOMENTS)),
                    FieldSpec("target", "seat", "the other player it concerns (by default: any)", required=False),
                    FieldSpec(
                        "unit", "str", "the unit, in the table's words (Sustain Damage: its ship)", required=False
                    ),
                ),
                ("timing.moment", "2.6"),
                bar_label="Announce",
            ),
            declare,
        ),
    )
