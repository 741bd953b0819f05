"""Redacted replays: what one viewer may keep of a journal, and how to fold it back.

Writing: each event passes through `seen_by(viewer)`, marks whose key starts
with ``secret:`` are dropped, every random-generator state is zeroed, and a
command names a card only when the viewer gave it or the redacted events name
it too. Reading: a hidden card ``?`` becomes a placeholder id unique to that
hidden card (``?#17``), so zones keep their sizes and every event folds.

>>> from core.engine import zones as Z
>>> redact_event(E.CardMoved("raid#1", Z.deck("action"), Z.hand("Blue")), "Red").card
'?'
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import count
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.state import GameState
from core.engine.valueclass import fields, replace

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset

SECRET = "secret:"


def is_placeholder(card: str) -> bool:
    """Whether a card id stands for a card a redacted replay does not show."""
    return card == E.HIDDEN or card.startswith(E.HIDDEN + "#")


def redact_event(event: E.Event, viewer: str | None) -> E.Event | None:
    """The event as `viewer` may keep it in an exported replay (None: left out entirely)."""
    if viewer == Z.EVERYTHING:
        return event
    if isinstance(event, E.Marked) and event.key.startswith(SECRET):
        return None
    seen = event.seen_by(viewer)
    if isinstance(seen, E.TableLaid) and any(k.startswith(SECRET) for k in seen.marks):
        seen = replace(seen, marks=MappingProxyType({k: v for k, v in seen.marks.items() if not k.startswith(SECRET)}))
    return _rng_zeroed(seen)


def _rng_zeroed(event: E.Event) -> E.Event:
    """The event with the random-generator state it carries zeroed, so a replay cannot foretell later draws."""
    values = {f.name: getattr(event, f.name) for f in fields(event)}
    return replace(event, rng=0) if values.get("rng", 0) != 0 else event


def redact_events(events: Iterable[E.Event], viewer: str | None) -> tuple[E.Event, ...]:
    """Each event as `viewer` may keep it, those left out entirely dropped."""
    return tuple(r for r in (redact_event(e, viewer) for e in events) if r is not None)


def named_cards(events: Iterable[E.Event]) -> set[str]:
    """Every card id the events name outright (not '?')."""
    out: set[str] = set()
    for e in events:
        for f in fields(e):
            value = getattr(e, f.name)
            if isinstance(value, str):
                out.add(value)
            elif isinstance(value, tuple):
                out.update(v for v in value if isinstance(v, str))
    out.discard(E.HIDDEN)
    return out


def redact_command(command: Command, viewer: str | None, seen_events: Iterable[E.Event], ruleset: Ruleset) -> Command:
    """The command as `viewer` may read it: card fields the viewer cannot know become '?'."""
    if viewer == Z.EVERYTHING or viewer == command.seat:
        return command
    known = named_cards(seen_events)
    spec = ruleset.commands.get(command.name)
    kinds = {f.name: f.kind for f in spec.fields} if spec else {}
    args: dict[str, Any] = {}
    for key, value in command.args.items():
        if kinds.get(key) == "card" and isinstance(value, str):
            value = value if value in known else E.HIDDEN
        elif kinds.get(key) == "cards":
            value = tuple(c if c in known else E.HIDDEN for c in value)
        args[key] = value
    return Command(command.seat, command.name, MappingProxyType(args))


class Placeholders:
    """Turns the '?' cards of a redacted replay into unique placeholder ids as it is folded.

    A hidden card leaving a zone whose cards the viewer all knew (cards it gave a
    rival) could be any of them, so the zone's cards become placeholders first:
    the replay forgets which is which, as the viewer had to at the table. And a
    card shown leaving a zone where no placeholder is left proves that a card the
    viewer thought was there had left unseen: one of those stands in for it.
    """

    def __init__(self) -> None:
        self._next = count(1)

    def fresh(self) -> str:
        """A placeholder id not given before: ``?#17``."""
        return f"{E.HIDDEN}#{next(self._next)}"

    def _many(self, cards: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(self.fresh() if c == E.HIDDEN else c for c in cards)

    def concrete(self, state: GameState, event: E.Event) -> tuple[E.Event, ...]:
        """The event with its '?' cards named, and any renaming it needs first, ready to fold."""
        if isinstance(event, E.TableLaid):
            zones = {z: self._many(tuple(c)) for z, c in event.zones.items()}
            return (replace(event, zones=MappingProxyType(zones)),)
        if isinstance(event, E.ZoneSet):
            return (replace(event, cards=self._many(event.cards)),)
        if isinstance(event, E.DeckReshuffled):
            return (replace(event, order=self._many(event.order)),)
        if isinstance(event, E.CardMoved):
            return self._moved(state, event)
        return (event,)

    def _moved(self, state: GameState, e: E.CardMoved) -> tuple[E.Event, ...]:
        src = state.zone(e.src)
        if e.card in src:
            return (e,)
        stand_in = next((c for c in src if is_placeholder(c)), None)
        if e.card == E.HIDDEN:
            if stand_in is None and src:
                forgotten = tuple(self.fresh() for _ in src)
                return (E.ZoneSet(e.src, forgotten), replace(e, card=forgotten[0]))
            return (replace(e, card=stand_in) if stand_in else e,)
        if stand_in is None:
            if not src:
                return (e,)
            stand_in = src[-1]
        before: list[E.Event] = []
        elsewhere = state.where(e.card)
        if elsewhere is not None:
            cards = tuple(self.fresh() if c == e.card else c for c in state.zone(elsewhere))
            before.append(E.ZoneSet(elsewhere, cards))
        renamed = tuple(e.card if c == stand_in else c for c in src)
        before.append(E.ZoneSet(e.src, renamed))
        return (*before, e)
