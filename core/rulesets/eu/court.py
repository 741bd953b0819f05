"""Characters: appointing advisors, generals, admirals and rulers, and paying for them in phase 4.

Appointed cards sit in the seat's ``appointed`` zone; the mark ``roles`` says
which role each one holds (a leader may be a general, an admiral or the
ruler). A card laid there by hand without a role takes its character's own
kind. Phase 4 pays each advisor's upkeep or discards it, then pays monarch
power: the ruler's skill (1 of each in an Interregnum) plus the advisor's.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.words import counted
from core.rulesets.eu.common import MP, after, plain, put
from core.rulesets.eu.round import begin_cleanup

ROLES = ("advisor", "general", "admiral", "ruler")
INTERREGNUM_SKILL = 1


def roles(rules, state, seat: str) -> dict[str, str]:
    """Each of a seat's appointed cards and its role."""
    marked = state.mark("roles") or {}
    out = {}
    for card in state.zone(Z.appointed(seat)):
        character = rules.library.get(card).character
        out[card] = marked.get(card) or (character.kind if character else "advisor")
    return out


def holder(rules, state, seat: str, role: str, mp: str | None = None) -> str | None:
    """The seat's card in a role (for advisors, of one monarch power type), or None."""
    for card, r in roles(rules, state, seat).items():
        if r == role and (mp is None or rules.library.get(card).character.type == mp):
            return card
    return None


def _set_role(draft: Draft, card: str, role: str | None) -> None:
    """Record a card's role; roles of cards no longer appointed (moved by hand) are dropped too."""
    s = draft.state
    serving = {c for seat in s.seats for c in s.zone(Z.appointed(seat))}
    marked = {c: r for c, r in plain(s.mark("roles") or {}).items() if c in serving and c != card}
    if role is not None:
        marked[card] = role
    put(draft, "roles", marked or None)


def dismiss(rules, draft: Draft, seat: str, card: str) -> None:
    """Discard an appointed card to its own deck's discard pile."""
    draft.emit(E.CardMoved(card, Z.appointed(seat), Z.discard(rules.library.get(card).deck), 0))
    _set_role(draft, card, None)


def _defender_reaction(rules, state, seat: str) -> str | None:
    """Why the defender may not appoint a general now (None: they may)."""
    battle = state.mark("battle")
    option = rules.options["defender_general"]
    if battle is None or battle["defender"] != seat:
        return "only the defender of a battle appoints a general as a reaction"
    if option == "off":
        return "this game does not let the defender appoint a general as a reaction (option defender_general)"
    if battle["at"] != "land":
        return "a general is appointed as a reaction only for a battle on land"
    if battle["step"] != "actions" or (option == "first-round" and battle["round"] != 1):
        return "the defender appoints a general before the battle's first roll"
    return None


def _check_timing(rules, draft: Draft, seat: str, role: str) -> None:
    s = draft.state
    if s.active == seat and s.mark("battle") is None and s.phase in ("setup", "actions"):
        return
    if role == "ruler" and holder(rules, s, seat, "ruler") is None:
        if rules.options["ruler_reaction"] == "anytime":
            return
        raise Refusal(
            "5.2.ruler-reaction", "In this game a new ruler is appointed only as a minor action on your own turn"
        )
    if role == "general" and s.mark("battle") is not None and s.mark("battle")["defender"] == seat:
        why = _defender_reaction(rules, s, seat)
        if why is None:
            return
        raise Refusal("5.2.defender-general", why[0].upper() + why[1:])
    raise Refusal(
        "5.2.appoint-timing", f"{seat} appoints on their own turn in set-up or phase 2, or as an allowed reaction"
    )


def appoint(rules, draft: Draft, seat: str, card: str, role: str | None, replace: str | None) -> str:
    """Appoint the character on a hand card; returns the role it took."""
    rules.require_in(draft, card, Z.hand(seat), "6.in-hand")
    d = rules.library.get(card)
    character = d.character
    if character is None:
        raise Refusal("5.2.character", f"{d.name} shows no character to appoint")
    role = role or character.kind
    if (role == "advisor") != (character.kind == "advisor"):
        raise Refusal(
            "5.2.character",
            f"{character.name} is {'an advisor' if character.kind == 'advisor' else 'a leader'} "
            f"and cannot be appointed as {role}",
        )
    if replace is not None and role not in ("general", "admiral"):
        raise Refusal(
            "5.2.leader",
            "Only a general or an admiral is replaced by naming one; an advisor replaces its own type by itself",
        )
    s = draft.state
    current = roles(rules, s, seat)
    if role == "ruler" and holder(rules, s, seat, "ruler") is not None:
        raise Refusal("5.2.ruler", f"{seat} already has a ruler; a new one is appointed only when there is none")
    _check_timing(rules, draft, seat, role)
    if role == "advisor":
        old = holder(rules, s, seat, "advisor", character.type)
        rules.pay(draft, seat, dict(character.cost), f"appointing {character.name}", "5.2.advisor")
        if old is not None:
            dismiss(rules, draft, seat, old)
    elif role in ("general", "admiral"):
        limit = rules.options["armies" if role == "general" else "fleets"]
        serving = [c for c, r in current.items() if r == role]
        if replace is not None and replace not in serving:
            raise Refusal("5.2.leader", f"{replace} is not one of {seat}'s {role}s")
        if replace is None and len(serving) >= limit:
            raise Refusal(
                "5.2.leader", f"{seat} has {counted(limit, role + ' slot')}, all taken: name the {role} to replace"
            )
        rules.pay(draft, seat, dict(character.cost), f"appointing {character.name}", "5.2.leader")
        if replace is not None:
            dismiss(rules, draft, seat, replace)
    draft.emit(E.CardMoved(card, Z.hand(seat), Z.appointed(seat), -1))
    _set_role(draft, card, role)
    draft.emit(E.Noted(seat, f"{seat} appoints {character.name} as {role}"))
    return role


def upkeep(rules, draft: Draft, seat: str, keep: tuple[str, ...]) -> None:
    """Phase 4 for one seat: pay the kept advisors, discard the rest, then collect monarch power."""
    s = draft.state
    if s.phase != "income":
        raise Refusal("4.4.upkeep", "Advisor upkeep is paid in phase 4")
    rules.require_active(draft, seat, "4.4.upkeep")
    advisors = [c for c, r in roles(rules, s, seat).items() if r == "advisor"]
    for card in keep:
        if card not in advisors:
            raise Refusal("4.4.upkeep", f"{card} is not one of {seat}'s advisors")
    cost = sum(rules.library.get(c).character.cost.get("ducats", 0) for c in set(keep))
    rules.pay(draft, seat, {"ducats": cost}, "advisor upkeep", "4.4.upkeep")
    for card in advisors:
        if card not in keep:
            dismiss(rules, draft, seat, card)
    income(rules, draft, seat)
    nxt = after(draft.state, seat)
    if nxt is not None:
        draft.emit(E.TurnBegan(nxt))
    else:
        begin_cleanup(rules, draft)


def income(rules, draft: Draft, seat: str) -> None:
    """Monarch power of each type: ruler skill (or the Interregnum's 1) plus the advisor's skill."""
    s = draft.state
    ruler = holder(rules, s, seat, "ruler")
    skills = rules.library.get(ruler).character.skills if ruler else {}
    for mp in MP:
        base = skills.get(mp, 0) if ruler else INTERREGNUM_SKILL
        advisor = holder(rules, s, seat, "advisor", mp)
        gain = base + (rules.library.get(advisor).character.skill if advisor else 0)
        rules.costs.gain(draft, seat, mp, gain)
    draft.emit(E.Noted(seat, "ducat income is added by hand"))  # the gains are said as the seat's totals
