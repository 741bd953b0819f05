"""The Power Structure as state: which group controls which, on which of its master's outgoing control arrows.

The mark ``links`` maps each puppet to ``[master, arrow]`` (the arrow is the
index of the master's outgoing arrow it sits on). A group in a Power Structure
with no link (a position laid by hand or by a release-0.1 save) counts as a
puppet of its Illuminati. Resources take no arrow: they lie beside the
structure. Every change goes through `put`, so a Marked event folds it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.state import GameState
from core.rulesets.inwo.common import discard_pile, plain, put, set_tokens, structure

if TYPE_CHECKING:
    from core.seeing.views import TableView

GROUP_KINDS = ("group", "place", "personality")


def links(state: GameState | TableView) -> dict[str, list]:
    """Puppet -> [master, arrow], as plain data (of a state or a view)."""
    return plain(state.marks.get("links")) or {}


def is_group(rules, card: str) -> bool:
    """Whether a card sits on a control arrow (a Group, Place or Personality)."""
    return rules.stats[definition_id(card)].kind in GROUP_KINDS


def illuminati_of(rules, state, seat: str) -> str | None:
    """The seat's Illuminati in play."""
    for card in structure(state, seat):
        if rules.stats[definition_id(card)].kind == "illuminati":
            return card
    return None


def master_of(rules, state, card: str) -> str | None:
    """The card controlling `card`: its link, or the Illuminati for a group laid without one."""
    link = links(state).get(card)
    if link is not None:
        return link[0]
    seat = _holder(state, card)
    if seat is None or not is_group(rules, card):
        return None
    return illuminati_of(rules, state, seat)


def _holder(state, card: str) -> str | None:
    for seat in state.seats:
        if card in structure(state, seat):
            return seat
    return None


def puppets_of(rules, state, master: str) -> list[str]:
    """The groups on `master`'s outgoing arrows, in arrow order."""
    seat = _holder(state, master)
    if seat is None:
        return []
    mine = [c for c in structure(state, seat) if is_group(rules, c) and master_of(rules, state, c) == master]
    table = links(state)
    return sorted(mine, key=lambda c: table[c][1] if c in table else 99)


def arrows(rules, card: str) -> int:
    """How many outgoing control arrows a card has."""
    return rules.stats[definition_id(card)].arrows


def free_arrows(rules, state, master: str) -> list[int]:
    """The indexes of `master`'s outgoing arrows that hold no puppet."""
    table = links(state)
    used = {table[p][1] for p in puppets_of(rules, state, master) if p in table}
    loose = sum(1 for p in puppets_of(rules, state, master) if p not in table)
    free = [i for i in range(arrows(rules, master)) if i not in used]
    return free[loose:]


def subtree(rules, state, card: str) -> list[str]:
    """`card` and every group below it, masters before their puppets."""
    out = [card]
    for puppet in puppets_of(rules, state, card):
        out.extend(subtree(rules, state, puppet))
    return out


def depth(rules, state, card: str) -> int:
    """How many arrows lie between the card and its Illuminati (1 for a direct puppet, 0 for the Illuminati)."""
    steps, at = 0, card
    while rules.stats[definition_id(at)].kind != "illuminati":
        master = master_of(rules, state, at)
        if master is None:
            return steps
        steps, at = steps + 1, master
    return steps


def first_free(rules, state, seat: str, skip: tuple[str, ...] = ()) -> str | None:
    """The master nearest the Illuminati with a free arrow (breadth first), leaving out the cards in `skip`."""
    root = illuminati_of(rules, state, seat)
    queue = [root] if root else []
    while queue:
        card = queue.pop(0)
        if card not in skip and free_arrows(rules, state, card):
            return card
        queue.extend(puppets_of(rules, state, card))
    return None


def check_room(rules, state, master: str, puppet: str) -> None:
    """Refuse unless `master` has a free outgoing arrow for `puppet` (structure.arrows)."""
    if not free_arrows(rules, state, master):
        raise Refusal(
            "structure.arrows",
            f"{rules.card_name(master)} has no free control arrow: all {arrows(rules, master)} hold puppets, "
            f"so it cannot take {rules.card_name(puppet)}",
        )


def attach(rules, draft: Draft, puppet: str, master: str) -> None:
    """Link `puppet` on `master`'s first free arrow (the caller has moved the card into the structure)."""
    check_room(rules, draft.state, master, puppet)
    table = fixed(rules, draft.state)
    table[puppet] = [master, free_arrows(rules, draft.state, master)[0]]
    put(draft, "links", table)


def fixed(rules, state) -> dict[str, list]:
    """The links with every loose group written down on its Illuminati's arrows, so arrows are counted once."""
    table = links(state)
    for seat in state.seats:
        root = illuminati_of(rules, state, seat)
        if root is None:
            continue
        for puppet in puppets_of(rules, state, root):
            if puppet not in table:
                used = {v[1] for k, v in table.items() if v[0] == root}
                table[puppet] = [root, next(i for i in range(99) if i not in used)]
    return table


def capture(rules, draft: Draft, target: str, by: str, master: str) -> list[str]:
    """A control attack won: the target and all its puppets move into `by`'s structure, the target on `master`.

    The puppets keep their masters and arrows; every captured card arrives without tokens."""
    state = draft.state
    cards = subtree(rules, state, target) if _holder(state, target) else [target]
    check_room(rules, state, master, target)
    table = fixed(rules, state)
    arrow = free_arrows(rules, state, master)[0]
    for card in cards:
        src = state.where(card)
        assert src is not None, "a captured card is in play or on the table"
        set_tokens(draft, card, 0)
        draft.emit(E.CardMoved(card, src, Z.display(by), -1))
    table[target] = [master, arrow]
    put(draft, "links", table)
    return cards


def remove(rules, draft: Draft, card: str) -> list[str]:
    """A group destroyed: it goes to the discard pile; each of its puppets, with its own puppets, is re-placed on
    the free arrow nearest the Illuminati, or is lost too when none is free. Returns every card lost."""
    seat = _holder(draft.state, card)
    puppets = puppets_of(rules, draft.state, card)
    table = fixed(rules, draft.state)
    table.pop(card, None)
    src = draft.state.where(card)
    assert src is not None, "a destroyed card is somewhere"
    set_tokens(draft, card, 0)
    draft.emit(E.CardMoved(card, src, discard_pile(rules, card), 0))
    for puppet in puppets:
        table.pop(puppet, None)
    put(draft, "links", table)
    lost = [card]
    for puppet in puppets:
        where = first_free(rules, draft.state, seat, tuple(subtree(rules, draft.state, puppet))) if seat else None
        if where is None:
            lost.extend(remove(rules, draft, puppet))
            continue
        attach(rules, draft, puppet, where)
        draft.emit(E.Noted(seat or "", f"{rules.card_name(puppet)} moves up under {rules.card_name(where)}"))
    return lost


def place(rules, draft: Draft, seat: str, card: str, onto: str | None) -> str:
    """Put a group that has just entered `seat`'s structure on a free arrow of `onto` (or the nearest free one)."""
    master = onto or first_free(rules, draft.state, seat, (card,))
    if master is None:
        raise Refusal(
            "structure.arrows", f"{seat}'s Power Structure has no free control arrow for {rules.card_name(card)}"
        )
    check_own(rules, draft.state, seat, master)
    attach(rules, draft, card, master)
    return master


def check_own(rules, state, seat: str, master: str) -> None:
    if master not in structure(state, seat) or rules.stats[definition_id(master)].kind == "resource":
        raise Refusal("structure.arrows", f"{rules.card_name(master)} is not a group of {seat}'s Power Structure")


def put_links(draft: Draft, table: dict[str, list]) -> None:
    """Write the links mark."""
    put(draft, "links", table)


def unlink(rules, draft: Draft, cards: list[str]) -> None:
    """Forget the links of cards that left every structure (and of their puppets' links to them)."""
    table = links(draft.state)
    gone = [c for c in cards if c in table]
    if gone:
        put(draft, "links", {k: v for k, v in table.items() if k not in gone})


def tree(rules, state, seat: str) -> list[tuple[str, str | None, int]]:
    """The seat's structure for drawing: (card, master, arrow) masters first; Resources last with no master."""
    root = illuminati_of(rules, state, seat)
    out: list[tuple[str, str | None, int]] = []
    if root is None:
        return out
    table = links(state)
    for card in subtree(rules, state, root):
        master = master_of(rules, state, card) if card != root else None
        out.append((card, master, table[card][1] if card in table else -1))
    out.extend((c, None, -1) for c in structure(state, seat) if rules.stats[definition_id(c)].kind == "resource")
    return out
