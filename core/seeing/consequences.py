"""What an event says in a log line after the move itself: a draw, a reshuffle, a window opened or closed, a
choice asked, a note, a roll, a new phase, turn or the game's end (`consequence`), in the words a viewer may read.

core/seeing/describe.py puts them after the move's own words; each event type's words are registered here with
`_says`, so a new event type is said by adding one function.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from core.engine import events as E
from core.engine import zones as Z
from core.engine.valueclass import valueclass
from core.engine.words import asked, counted
from core.seeing.commandwords import Namer


def drawn_words(e: E.CardMoved, name: Namer) -> str:
    """A drawn card as the viewer may know it: its name, or "a card"."""
    return name(e.card) if e.card != E.HIDDEN else "a card"


def cards_said(cards: list[str]) -> str:
    """Cards as the reader may know them, the hidden ones counted once: ``Insider Tip, 2 cards``, not
    ``a card, a card``.

    >>> cards_said(["a card", "a card"]), cards_said(["Insider Tip", "a hidden card"]), cards_said(["a card"])
    ('2 cards', 'Insider Tip, a card', 'a card')
    """
    hidden = sum(1 for c in cards if c in ("a card", "a hidden card"))
    known = [c for c in cards if c not in ("a card", "a hidden card")]
    some = "a card" if hidden == 1 else counted(hidden, "card")
    return ", ".join(known + ([some] if hidden else []))


def handed(seat: str, card: str | None, e: E.Event) -> bool:
    """Whether `e` hands `card`, the one a move names, from `seat`'s hand to another's: a move the game words
    itself says so (``Blue gives Dirty Money to Green``), not again as ``Dirty Money goes from Blue's hand``."""
    return (
        isinstance(e, E.CardMoved)
        and card is not None
        and e.card in (card, E.HIDDEN)
        and e.src == Z.hand(seat)
        and Z.kind(e.dst) == "hand"
    )


@valueclass(slots=False)
class Words:
    """How a log line names things to its viewer: a card (hidden ones stay hidden), a zone, and a phase's step
    (the game's words, None for the ids)."""

    card: Namer
    place: Callable[[str], str]
    step: Callable[[str, str], str | None] = lambda phase, step: None


_E = TypeVar("_E", bound=E.Event)
Consequence = Callable[[_E, "Words"], "str | None"]
# Each event type's consequence in words (None: nothing to say); a resource change is said in the seat's totals.
CONSEQUENCES: dict[type[E.Event], Callable[[Any, Words], str | None]] = {}


def _says(event_type: type[_E]) -> Callable[[Consequence[_E]], Consequence[_E]]:
    def register(fn: Consequence[_E]) -> Consequence[_E]:
        CONSEQUENCES[event_type] = fn
        return fn

    return register


@_says(E.CardMoved)
def _card_moved(e: E.CardMoved, say: Words) -> str | None:
    if Z.kind(e.dst) == "hand" and Z.kind(e.src) == "deck":
        return f"{Z.owner(e.dst)} draws {drawn_words(e, say.card)}"
    if Z.kind(e.dst) == "hand" and Z.kind(e.src) == "hand":  # named only to a viewer who sees either hand
        return f"{drawn_words(e, say.card)} goes from {Z.owner(e.src)}'s hand to {Z.owner(e.dst)}'s"
    return None


@_says(E.DeckReshuffled)
def _deck_reshuffled(e: E.DeckReshuffled, say: Words) -> str | None:
    return f"{say.place(e.deck)} is reshuffled"


@_says(E.WindowOpened)
def _window_opened(e: E.WindowOpened, say: Words) -> str | None:
    return f"{', '.join(e.order)} may answer"


@_says(E.WindowClosed)
def _window_closed(e: E.WindowClosed, say: Words) -> str | None:
    if e.cancelled:
        return None
    return e.said or f"{say.card(e.trigger)} resolves"


@_says(E.ChoiceOpened)
def _choice_opened(e: E.ChoiceOpened, say: Words) -> str | None:
    return asked(e.seat, e.kind, e.prompt)


@_says(E.Noted)
def _noted(e: E.Noted, say: Words) -> str | None:
    return None if e.adjusted else e.text


@_says(E.DiceRolled)
def _dice_rolled(e: E.DiceRolled, say: Words) -> str | None:
    return f"{e.seat} rolls {', '.join(map(str, e.faces))} ({e.reason})"


@_says(E.PhaseChanged)
def _phase_changed(e: E.PhaseChanged, say: Words) -> str | None:
    words = say.step(e.phase, e.step or "")  # a phase without steps may have its own words too (1819's)
    if words is not None:
        return f"round {e.round}, {words}"
    return f"round {e.round}: {e.phase}" + (f", {e.step}" if e.step else "")


@_says(E.TurnBegan)
def _turn_began(e: E.TurnBegan, say: Words) -> str | None:
    return f"{e.seat}'s turn"


@_says(E.GameEnded)
def _game_ended(e: E.GameEnded, say: Words) -> str | None:
    return f"game over: {e.reason}"


def consequence(e: E.Event, say: Words) -> str | None:
    for event_type, said in CONSEQUENCES.items():
        if isinstance(e, event_type):
            return said(e, say)
    return None
