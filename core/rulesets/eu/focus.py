"""Change National Focus, a basic action taken once a round: shift monarch power, and swap hand cards.

The player may move 1 monarch power from each of one or two types into a
third, and may discard up to 3 hand cards to draw one fewer; one of those
new cards may be picked from the top 5 discards of a deck for 1 monarch
power of that deck's type and 2 ducats. The discarded cards reach their
piles only once the action is done, so they cannot be picked back.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rules.mechanics import decks
from core.rulesets.eu.common import MP, put
from core.rulesets.eu.round import check_turn_action

MOST_DISCARDED = 3
TAKE_FROM_TOP = 5
TAKE_DUCATS = 2


def change_focus(
    rules,
    draft: Draft,
    seat: str,
    shift: Mapping[str, int] | None,
    discard: tuple[str, ...] | None,
    draw: Mapping[str, int] | None,
    take: str | None,
) -> None:
    """Change National Focus: shift monarch power and/or discard cards to draw one fewer (5.1.focus)."""
    check_turn_action(draft, seat)
    if seat in draft.state.mark("focus_taken", ()):
        raise Refusal("5.1.focus-once", f"{seat} has already changed national focus this round")
    shift, discard, draw = dict(shift or {}), tuple(discard or ()), dict(draw or {})
    if not (shift or discard):
        raise Refusal("5.1.focus", "Change National Focus shifts monarch power, discards cards to draw, or both")
    _check_shift(shift)
    _check_swap(rules, draft, seat, discard, draw, take)
    put(draft, "acted", True)
    put(draft, "focus_taken", tuple(draft.state.mark("focus_taken", ())) + (seat,))
    if shift:
        rules.pay(draft, seat, {t: -n for t, n in shift.items() if n < 0}, "shifting monarch power", "5.1.focus")
        for t, n in shift.items():
            if n > 0:
                rules.costs.gain(draft, seat, t, n)
    if take is not None:
        deck = rules.library.get(take).deck
        rules.pay(draft, seat, {deck: 1, "ducats": TAKE_DUCATS}, f"picking {rules.card_name(take)}", "5.1.focus-take")
        draft.emit(E.CardMoved(take, Z.discard(deck), Z.hand(seat), -1))
    for deck, n in draw.items():
        for _ in range(n):
            decks.draw(draft, deck, seat, rules.deck_policy)
    for card in discard:
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard(rules.library.get(card).deck), 0))
    draft.emit(E.Noted(seat, _focus_words(rules, seat, shift, discard, take)))


def _focus_words(rules, seat: str, shift: dict[str, int], discard: tuple[str, ...], take: str | None) -> str:
    """The whole move in one sentence, which the log says instead of the command's fields; the price and the
    gain follow as the line's payment and totals, and the cards drawn as its consequences."""
    names = {r.id: r.name for r in rules.definition.resources}
    doing = [f"shifting monarch power into {names[t]}" for t, n in shift.items() if n > 0]
    if discard:
        cards = [rules.card_name(c) for c in discard]
        doing.append("discarding " + (", ".join(cards[:-1]) + " and " + cards[-1] if len(cards) > 1 else cards[0]))
    if take is not None:
        doing.append(f"taking {rules.card_name(take)} from a discard pile")
    return f"{seat} changes national focus by " + (
        ", ".join(doing[:-1]) + " and " + doing[-1] if len(doing) > 1 else doing[0]
    )


def focus_label(rules, shift, discard, draw, take) -> str:
    """A form's or a card menu's words for one way to change national focus: ``National focus: shift 1
    diplomatic power into administrative power``, ``National focus: discard Forged Charter and Plunder the
    Countryside, draw 1 from the Military deck`` (the menu of a card also lists playing it)."""
    names = {r.id: r.name for r in rules.definition.resources}
    parts = []
    ups = [t for t, n in (shift or {}).items() if n > 0]
    if ups:
        downs = [names[t].removesuffix(" power") for t, n in shift.items() if n < 0]
        parts.append(f"shift 1 {' and 1 '.join(downs)} power into {names[ups[0]]}")
    if discard:
        cards = [rules.card_name(c) for c in discard]
        said = f"discard {' and '.join(cards)}"
        said += "".join(f", draw {n} from the {rules.definition.decks[d]}" for d, n in (draw or {}).items() if n)
        parts.append(said + (f", take {rules.card_name(take)} from its discard pile" if take else ""))
    return "National focus: " + "; ".join(parts) if parts else ""


def _check_shift(shift: dict[str, int]) -> None:
    """One type gains as many monarch power as the others give, each of them giving exactly 1."""
    if not shift:
        return
    ups = [t for t, n in shift.items() if n > 0]
    downs = [t for t, n in shift.items() if n < 0]
    if (
        any(t not in MP for t in shift)
        or len(ups) != 1
        or not 1 <= len(downs) <= 2
        or any(shift[t] != -1 for t in downs)
        or shift[ups[0]] != len(downs)
        or len(ups) + len(downs) != len(shift)
    ):
        raise Refusal(
            "5.1.focus",
            "A shift moves 1 monarch power from each of one or two types into a third, e.g. {adm: 2, dip: -1, mil: -1}",
        )


def _check_swap(rules, draft: Draft, seat: str, discard: tuple, draw: dict[str, int], take: str | None) -> None:
    """Up to 3 hand cards discarded, one fewer drawn or picked, the pick from a deck's top 5 discards."""
    s = draft.state
    if len(discard) > MOST_DISCARDED or len(set(discard)) != len(discard):
        raise Refusal("5.1.focus", f"Name up to {MOST_DISCARDED} different hand cards to discard")
    for card in discard:
        rules.require_in(draft, card, Z.hand(seat), "6.in-hand")
    if any(d not in rules.definition.decks or n < 0 for d, n in draw.items()):
        raise Refusal("5.1.focus", f"Draw from the decks {', '.join(rules.definition.decks)}, a count >= 0 each")
    new = sum(draw.values()) + (take is not None)
    wanted = max(0, len(discard) - 1)
    if new != wanted:
        raise Refusal("5.1.focus", f"Discarding {len(discard)} cards brings {wanted} new ones, not {new}")
    if take is not None:
        deck = rules.library.get(take).deck
        if take not in s.zone(Z.discard(deck))[:TAKE_FROM_TOP]:
            raise Refusal("5.1.focus-take", f"{rules.card_name(take)} is not among the top 5 of the {deck} discards")
