"""Events: small, immutable, versioned facts that `apply` folds into the state.

Each event class has a ``type`` name and a version ``v``, and is listed by its
type name in `EVENT_TYPES`. Events are plain values: their JSON form, and the
upcasters that read older versions, live in core/saves/eventjson.py and
core/saves/upcast.py. Each event also says what it reveals and to whom
(`reveals`), and how it looks to a viewer who may not see everything
(`seen_by`): those two drive undo barriers and redaction, so no screen has to
decide them.

>>> ResourceChanged("Red", "gold", 2).seen_by("Blue")
ResourceChanged(seat='Red', resource='gold', by=2)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from core.engine import zones as Z
from core.engine.valueclass import replace, valueclass

HIDDEN = "?"


def thaw(value: Any) -> Any:
    """Tuples become lists and read-only mappings dicts, all the way down: the plain form of a field."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    if isinstance(value, (dict, MappingProxyType)):
        return {k: thaw(v) for k, v in value.items()}
    return value


def freeze(value: Any) -> Any:
    """Lists become tuples and dicts read-only mappings, all the way down, so an event's fields cannot change."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (dict, MappingProxyType)):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    return value


@valueclass
class Reveal:
    """Something hidden that an event showed: to whom, what, and whether undo must ask first."""

    to: tuple[str, ...]
    what: str
    barrier: bool


@valueclass
class Event:
    """Base of all events. Subclasses set `type` and `v` and declare their fields."""

    type: ClassVar[str] = ""
    v: ClassVar[int] = 1

    def __init_subclass__(cls, **kw: Any) -> None:
        if cls.__dict__.get("type"):
            EVENT_TYPES[cls.type] = cls

    def reveals(self, seats: tuple[str, ...]) -> tuple[Reveal, ...]:
        """What this event showed that was hidden before (none by default)."""
        return ()

    def seen_by(self, viewer: str | None) -> Event:
        """This event as `viewer` may see it (unchanged by default)."""
        return self

    def shown_words(self) -> str | None:
        """What this event showed, in players' words that name no card (``the secret objective Blue showed``),
        for the undo question the whole table reads; None (the default) lets the session say it by the event's
        kind, or generically."""
        return None


EVENT_TYPES: dict[str, type[Event]] = {}
"""Every event class by its type name, the generic ones here and each ruleset's own, as each class is defined."""


def _redact_cards(cards: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(cards)


# ---------------------------------------------------------------- the generic events


@valueclass
class TableLaid(Event):
    """The game starts: every zone, resource and the first phase, all at once."""

    type: ClassVar[str] = "table-laid"
    game: str
    seats: tuple[str, ...]
    zones: Mapping
    resources: Mapping
    phase: str
    step: str
    active: str | None
    rng: int
    marks: Mapping
    options: Mapping

    def reveals(self, seats: tuple[str, ...]) -> tuple[Reveal, ...]:
        return tuple(
            Reveal(Z.seats_seeing(z, seats), f"the cards dealt to {z}", False)
            for z in self.zones
            if Z.kind(z) == "hand" and self.zones[z]
        )

    def seen_by(self, viewer: str | None) -> Event:
        if viewer == Z.EVERYTHING:
            return self
        shown = {z: (c if Z.visible_to(z, viewer) else _redact_cards(c)) for z, c in self.zones.items()}
        return replace(self, zones=MappingProxyType(shown), rng=0)


@valueclass
class CardMoved(Event):
    """A card goes from one zone to another; `at` 0 is the top, -1 the end."""

    type: ClassVar[str] = "card-moved"
    card: str
    src: str
    dst: str
    at: int = -1

    def reveals(self, seats: tuple[str, ...]) -> tuple[Reveal, ...]:
        learners = Z.learners(self.src, self.dst, seats)
        if not learners:
            return ()
        drawn = Z.kind(self.src) in Z.HIDDEN_KINDS
        return (Reveal(learners, f"{self.card} ({'from ' + self.src if drawn else 'shown from ' + self.src})", drawn),)

    def seen_by(self, viewer: str | None) -> Event:
        if self.card == HIDDEN or Z.visible_to(self.src, viewer) or Z.visible_to(self.dst, viewer):
            return self
        return replace(self, card=HIDDEN)


@valueclass
class ZoneSet(Event):
    """A zone's contents are laid out by hand (scenario set-up or an adjustment)."""

    type: ClassVar[str] = "zone-set"
    zone: str
    cards: tuple[str, ...]

    def seen_by(self, viewer: str | None) -> Event:
        return self if Z.visible_to(self.zone, viewer) else replace(self, cards=_redact_cards(self.cards))


@valueclass
class DeckReshuffled(Event):
    """An empty deck is rebuilt from its discard pile; `kept` stay as the discard pile."""

    type: ClassVar[str] = "deck-reshuffled"
    deck: str
    discard: str
    order: tuple[str, ...]
    kept: tuple[str, ...]
    rng: int

    def reveals(self, seats: tuple[str, ...]) -> tuple[Reveal, ...]:
        return (Reveal(seats, f"a shuffle of {self.deck}", True),)

    def seen_by(self, viewer: str | None) -> Event:
        if viewer == Z.EVERYTHING:
            return self
        return replace(self, order=_redact_cards(self.order), rng=0)


@valueclass
class DiceRolled(Event):
    """Dice were rolled; the faces are recorded so replay never re-rolls."""

    type: ClassVar[str] = "dice-rolled"
    seat: str
    faces: tuple[int, ...]
    sides: int
    reason: str
    rng: int

    def reveals(self, seats: tuple[str, ...]) -> tuple[Reveal, ...]:
        return (Reveal(seats, f"a roll of {len(self.faces)} dice", True),)

    def seen_by(self, viewer: str | None) -> Event:
        return self if viewer == Z.EVERYTHING else replace(self, rng=0)


@valueclass
class ResourceChanged(Event):
    """A seat's resource changes by `by`; the fold counts the new amount.

    Version 2: version 1 also wrote that amount, which made every line of a
    long save different from the last and was never anything but the old
    amount plus `by` (core/saves/upcast.py drops it).
    """

    type: ClassVar[str] = "resource-changed"
    v: ClassVar[int] = 2
    seat: str
    resource: str
    by: int


@valueclass
class ChargesSet(Event):
    """A display card now holds `to` charges."""

    type: ClassVar[str] = "charges-set"
    card: str
    to: int


@valueclass
class PhaseChanged(Event):
    """The banner moves on: phase, step and round."""

    type: ClassVar[str] = "phase-changed"
    phase: str
    step: str
    round: int


@valueclass
class TurnBegan(Event):
    """A seat's turn begins: the next turn, or turn number `turn` when one is given (a set-up, an export).

    Version 2: version 1 always wrote the number, the last turn's plus one in
    play (core/saves/upcast.py keeps it as given).
    """

    type: ClassVar[str] = "turn-began"
    v: ClassVar[int] = 2
    seat: str
    turn: int | None = None


@valueclass
class Marked(Event):
    """A ruleset-specific mark is set (None clears it): passed seats, uses this turn, ..."""

    type: ClassVar[str] = "marked"
    key: str
    value: Any


@valueclass
class WindowOpened(Event):
    """A reaction window opens after `trigger`; seats in `order` may answer in turn."""

    type: ClassVar[str] = "window-opened"
    trigger: str
    by: str
    kind: str
    order: tuple[str, ...]


@valueclass
class WindowAnswered(Event):
    """A seat answers the open window with a card."""

    type: ClassVar[str] = "window-answered"
    seat: str
    card: str


@valueclass
class WindowPassed(Event):
    """A seat declines to answer the open window."""

    type: ClassVar[str] = "window-passed"
    seat: str


@valueclass
class WindowClosed(Event):
    """Everyone eligible passed in a row; the trigger resolves unless it was cancelled. `said` is what the
    resolution came to in words the whole table may read (an INWO attack's verdict), or empty for the
    table's own words (``Raid resolves``)."""

    type: ClassVar[str] = "window-closed"
    v: ClassVar[int] = 2
    trigger: str
    cancelled: bool
    said: str = ""


@valueclass
class ChoiceOpened(Event):
    """The rules wait for `seat` to choose `count` of `options` (e.g. cards to discard)."""

    type: ClassVar[str] = "choice-opened"
    seat: str
    kind: str
    zone: str
    count: int
    options: tuple[str, ...]
    prompt: str
    then: str

    def seen_by(self, viewer: str | None) -> Event:
        if Z.visible_to(self.zone, viewer):
            return self
        return replace(self, options=_redact_cards(self.options))


@valueclass
class ChoiceMade(Event):
    """The pending choice is answered."""

    type: ClassVar[str] = "choice-made"
    seat: str
    zone: str
    picked: tuple[str, ...]

    def seen_by(self, viewer: str | None) -> Event:
        return self if Z.visible_to(self.zone, viewer) else replace(self, picked=_redact_cards(self.picked))


@valueclass
class Noted(Event):
    """Something the table resolves by hand, recorded for the log; `adjusted` marks an adjustment by hand.

    Version 2 added `adjusted`, so a log can mark adjustments without reading
    their text; core/saves/upcast.py reads version 1 notes.
    """

    type: ClassVar[str] = "noted"
    v: ClassVar[int] = 2
    seat: str
    text: str
    adjusted: bool = False


@valueclass
class GameEnded(Event):
    """The game is over."""

    type: ClassVar[str] = "game-ended"
    winner: str | None
    reason: str
