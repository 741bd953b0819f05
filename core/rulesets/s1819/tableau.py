"""A player's tableau in 1819: market cards with immigrant slots, and the immigrants living on them.

The mark ``attached`` maps each immigrant card to the market card it lives on.
Immigrants only live on face-up cards; when their card leaves (discarded,
turned face down, taken in a war) they move to free slots of the same player,
and those left without one are discarded at 1 victory point each.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import UnknownCard
from core.rulesets.s1819.common import face_up, plain, put, tableau


def _zone_of(state, card: str) -> str:
    """The zone a card lies in; every card of the game lies in one."""
    zone = state.where(card)
    if zone is None:
        raise UnknownCard(card, "the game's zones")
    return zone


def attached(state) -> dict[str, str]:
    """Immigrant card -> the market card it lives on, as a plain dict."""
    return plain(state.mark("attached") or {})


def free_slots(rules, state, seat: str) -> list[str]:
    """One entry per free immigrant slot of `seat`'s face-up market cards, in tableau order."""
    living = attached(state)
    out = []
    for card in face_up(rules, state, seat):
        room = int(rules.data.rule(card).get("slots", 0)) - sum(1 for on in living.values() if on == card)
        out += [card] * max(0, room)
    return out


def settle(rules, draft: Draft, seat: str, immigrant: str) -> bool:
    """Settle an immigrant already in `seat`'s tableau on a free slot; without one it is discarded (-1 VP)."""
    slots = free_slots(rules, draft.state, seat)
    living = attached(draft.state)
    if slots:
        living[immigrant] = slots[0]
        put(draft, "attached", living)
        return True
    living.pop(immigrant, None)
    put(draft, "attached", living or None)
    draft.emit(E.CardMoved(immigrant, _zone_of(draft.state, immigrant), Z.discard("immigrant"), 0))
    _crime(rules, draft, seat, immigrant, "finds no free slot")
    return False


def _crime(rules, draft: Draft, seat: str, immigrant: str, why: str) -> None:
    """An immigrant without a home turns to crime: its owner loses 1 VP, or says so when they have none."""
    lost = rules.costs.lose(draft, seat, "vp", 1)
    cost = f"{seat} loses 1 victory point" if lost else f"{seat} has no victory point to lose"
    draft.emit(E.Noted(seat, f"{rules.card_name(immigrant)} {why} and turns to crime: {cost}"))


def rehome(rules, draft: Draft, seat: str, immigrants: tuple[str, ...]) -> None:
    """Immigrants whose card left or turned face down move to `seat`'s free slots, or are discarded."""
    living = attached(draft.state)
    for immigrant in immigrants:
        living.pop(immigrant, None)
    put(draft, "attached", living or None)
    for immigrant in immigrants:
        src = _zone_of(draft.state, immigrant)
        if src != tableau(seat):
            draft.emit(E.CardMoved(immigrant, src, tableau(seat), -1))
        settle(rules, draft, seat, immigrant)


def living_on(state, card: str) -> tuple[str, ...]:
    """The immigrants living on a market card."""
    return tuple(i for i, on in attached(state).items() if on == card)


def immigrants(rules, state, seat: str) -> tuple[str, ...]:
    """The immigrant cards living in `seat`'s tableau."""
    return tuple(c for c in state.zone(tableau(seat)) if rules.library.get(c).deck == "immigrant")


def _detach(draft: Draft, homeless: tuple[str, ...]) -> None:
    living = attached(draft.state)
    for immigrant in homeless:
        living.pop(immigrant, None)
    put(draft, "attached", living or None)


def _who_move(room: int) -> str:
    """The immigrants a player picks to keep, in words: one ``moves to a free slot``, two ``move to free slots``."""
    return "the immigrant who moves to a free slot" if room == 1 else f"the {room} immigrants who move to free slots"


def rehome_or_choose(rules, draft: Draft, seat: str, homeless: tuple[str, ...], then: str = "turn") -> bool:
    """Homeless immigrants move to the owner's free slots; when there are fewer free slots than immigrants the
    owner chooses which move (a `rehome` choice) and the rest are lost at 1 VP each (buy.rehome); where more than
    one card has room the owner chooses the card (a `move` choice). True while a choice waits."""
    if draft.state.pending is not None:
        rehome(rules, draft, seat, homeless)
        return False
    room = len(free_slots(rules, draft.state, seat))
    _detach(draft, homeless)
    if not 0 < room < len(homeless):
        return place(rules, draft, seat, homeless, then)
    draft.emit(
        E.ChoiceOpened(
            seat,
            "rehome",
            tableau(seat),
            room,
            homeless,
            f"{seat} chooses {_who_move(room)}; the others are lost at 1 VP each",
            then,
        )
    )
    return True


def rehome_chosen(rules, draft: Draft, seat: str, options: tuple[str, ...], picked: tuple[str, ...], then: str) -> bool:
    """The immigrants not picked are discarded at 1 VP each; the picked ones move (see `place`)."""
    for immigrant in options:
        if immigrant not in picked:
            draft.emit(E.CardMoved(immigrant, _zone_of(draft.state, immigrant), Z.discard("immigrant"), 0))
            _crime(rules, draft, seat, immigrant, "finds no home")
    return place(rules, draft, seat, tuple(c for c in options if c in picked), then)


def place(rules, draft: Draft, seat: str, queue: tuple[str, ...], then: str) -> bool:
    """Homeless immigrants of `seat` move in order: onto the one card with room, or, where several cards have
    room, onto the card the player picks (a `move` choice; the mark ``moving`` holds who still waits); without
    room one is lost at 1 VP. True while a choice waits."""
    for i, immigrant in enumerate(queue):
        homes = tuple(dict.fromkeys(free_slots(rules, draft.state, seat)))
        if len(homes) > 1:
            put(draft, "moving", list(queue[i:]))
            prompt = f"{seat} chooses the card {rules.card_name(immigrant)} moves to"
            draft.emit(E.ChoiceOpened(seat, "move", tableau(seat), 1, homes, prompt, then))
            return True
        if settle(rules, draft, seat, immigrant):
            draft.emit(E.Noted(seat, f"{rules.card_name(immigrant)} moves to {rules.card_name(homes[0])}"))
    put(draft, "moving", None)
    return False


def moved(rules, draft: Draft, seat: str, picked: tuple[str, ...], then: str) -> bool:
    """The first waiting immigrant moves to the card picked; the others follow (see `place`)."""
    queue = tuple(draft.state.mark("moving") or ())
    living = attached(draft.state)
    living[queue[0]] = picked[0]
    put(draft, "attached", living)
    draft.emit(E.Noted(seat, f"{rules.card_name(queue[0])} moves to {rules.card_name(picked[0])}"))
    return place(rules, draft, seat, queue[1:], then)


def remove_market_card(
    rules, draft: Draft, seat: str, card: str, dst: str, at: int = 0, rehoming: bool = True
) -> tuple[str, ...]:
    """A market card leaves `seat`'s tableau for `dst`; its immigrants stay with `seat` and look for slots (unless
    `rehoming` is False: then they are returned for the caller to rehome)."""
    homeless = living_on(draft.state, card)
    draft.emit(E.CardMoved(card, tableau(seat), dst, at))
    if draft.state.charges.get(card):
        draft.emit(E.ChargesSet(card, 0))
    down = tuple(draft.state.mark("facedown", ()))
    if card in down:
        put(draft, "facedown", tuple(c for c in down if c != card) or None)
    if rehoming:
        rehome_or_choose(rules, draft, seat, homeless)
    return homeless
