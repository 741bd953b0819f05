"""The action cards of the agenda phase that change what the program tracks: the eight riders, Distinguished
Councilor, Bribery, Assassinate Representative, Confusing Legal Text and Veto.

`check` refuses a play that could not be carried out (before the Sabotage window opens); `carry_out` does what
the card does once nobody cancelled it. A rider is kept in the public mark ``riders`` (who, which rider, the
outcome called) until the agenda is decided, when agenda_effects.settle_riders pays the correct calls; its player
votes no more on that agenda. When the table holds the agenda phase by hand (no agenda under vote), the cards are
announced for the table to carry out.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.ti4 import agenda
from core.rulesets.ti4 import strategy as ti4_strategy
from core.rulesets.ti4.common import plain, put

RIDERS = frozenset(
    f"{kind}-rider"
    for kind in ("leadership", "diplomacy", "construction", "trade", "warfare", "technology", "imperial", "politics")
)
EXTRA_VOTES = frozenset({"distinguished-councilor", "bribery"})
CARDS = RIDERS | EXTRA_VOTES | {"assassinate-representative", "confusing-legal-text", "veto"}
COUNCILOR_VOTES = 5


def _called(rules, state, cur: dict, names: dict) -> str:
    return agenda.canonical(rules, state, rules.agendas[cur["name"]], str(names.get("outcome") or ""))


def check(rules, state, seat: str, d, target: str | None, names: dict) -> None:
    """Refuse an agenda card that cannot be carried out as played on the agenda under vote."""
    cur = agenda.current(state)
    if d.id not in CARDS or cur is None:
        return
    a = rules.agendas[cur["name"]]
    if d.id in RIDERS:
        called = _called(rules, state, cur, names)
        why = agenda.outcomes_check(rules, state, a, called)
        if why is not None:
            raise Refusal("agenda.rider", f"{d.name} calls an outcome of {a.name}: {why}, not {called!r}")
        tech = str(names.get("tech") or "").strip()
        if tech and tech in ti4_strategy.techs(state, seat):
            raise Refusal("agenda.rider", f"{d.name} names a technology {seat} does not own yet, not {tech!r}")
    elif d.id in EXTRA_VOTES:
        _check_extra_votes(state, seat, d, a, cur, names)
    elif d.id == "confusing-legal-text":
        top = agenda.leaders(cur)
        if a.elect != "player":
            raise Refusal("agenda.elected", f"{d.name} answers an agenda that elects a player; {a.name} does not")
        if top != [seat]:
            raise Refusal(
                "agenda.elected", f"{d.name} is played by the player the votes elect ({', '.join(top) or 'nobody'})"
            )
        if target == seat:
            raise Refusal("agenda.elected", f"{d.name} names another player to be elected instead of {seat}")
    elif d.id == "assassinate-representative" and target in cur["out"]:
        raise Refusal("agenda.vote", f"{target} already casts no votes on {a.name}")


def _check_extra_votes(state, seat: str, d, a, cur: dict, names: dict) -> None:
    """Distinguished Councilor and Bribery add to the votes their player cast; Bribery pays trade goods for them."""
    if seat not in cur["votes"]:
        raise Refusal("agenda.extra-votes", f"{d.name} adds votes to {seat}'s outcome; {seat} cast none on {a.name}")
    if d.id == "bribery":
        spent, has = names.get("tg"), state.amount(seat, "tg")
        if not isinstance(spent, int) or not 1 <= spent <= has:
            raise Refusal("agenda.extra-votes", f"{d.name} spends 1 to {has} trade goods of {seat}'s, got {spent!r}")


def carry_out(rules, draft: Draft, resolving: dict, d) -> None:
    """What the card does to the agenda under vote (or, held by hand, an announcement for the table)."""
    if d.id not in CARDS:
        return
    seat, target = resolving["seat"], resolving.get("target")
    names = resolving.get("names") or {}
    cur = agenda.current(draft.state)
    if cur is None:
        said = f" ({', '.join(f'{k} {v}' for k, v in names.items())})" if names else ""
        draft.emit(E.Noted(seat, f"{seat}'s {d.name}{said}: the table carries it out: {d.text}"))
        return
    name = cur["name"]
    if d.id in RIDERS:
        _rider(rules, draft, seat, d, cur, names)
    elif d.id == "distinguished-councilor":
        cur["votes"][seat][1] += COUNCILOR_VOTES
        draft.emit(E.Noted(seat, f"{seat}'s {d.name}: 5 more votes for {cur['votes'][seat][0]}"))
    elif d.id == "bribery":
        spent = rules.costs.lose(draft, seat, "tg", int(names["tg"]))
        cur["votes"][seat][1] += spent
        draft.emit(E.Noted(seat, f"{seat}'s {d.name}: {spent} trade goods for {spent} more votes"))
    elif d.id == "assassinate-representative":
        cur["out"].append(target)
        draft.emit(E.Noted(seat, f"{seat}'s {d.name}: {target} casts no votes on {name}"))
    elif d.id == "confusing-legal-text":
        cur["switch"] = {**(cur.get("switch") or {}), seat: target}
        draft.emit(E.Noted(seat, f"{seat}'s {d.name}: if {seat} is elected, {target} is elected instead"))
    elif d.id == "veto":
        return agenda.veto(rules, draft, seat)
    put(draft, agenda.CURRENT, cur)


def _rider(rules, draft: Draft, seat: str, d, cur: dict, names: dict) -> None:
    """Keep the call in the public mark ``riders``; its player votes no more on this agenda."""
    called = _called(rules, draft.state, cur, names)
    rider = {"seat": seat, "card": d.id, "name": d.name, "outcome": called}
    if names.get("pools"):
        rider["pools"] = " ".join(str(names["pools"]).replace(",", " ").split())
    if names.get("tech"):
        rider["tech"] = str(names["tech"]).strip()
    put(draft, "riders", tuple(plain(draft.state.mark("riders") or [])) + (rider,))
    if seat not in cur["out"]:
        cur["out"].append(seat)
    said = f"{seat}'s {d.name} calls the outcome of {cur['name']}: {called}"
    draft.emit(E.Noted(seat, f"{said}; {seat} casts no votes on it"))
