"""The shape of what a game keeps in its state, declared by its ruleset and checked when a save is loaded.

A ruleset keeps its own facts in the state's marks, and opens reaction windows
and pending choices of its own kinds. A save is written by whoever wrote the
file, so the loader (core/saves/) checks every mark an event sets against the
shape the ruleset declares (`Ruleset.state_shape`), and refuses a value the
game could not act on, instead of letting the game fail later on screen.

The vocabulary is small: `Seat`, `Card`, `Text`, `Known`, `Whole`, `Flag`, `Maybe`,
`ListOf`, `MapOf`, `Record`, `Turns`, `Either`, `Checked` and `Anything`. A check raises
`BadShape` (a ValueError) with one line naming the mark and where inside it.

>>> shape = StateShape(marks={"first": Seat(), "scores": MapOf(Seat(), Whole())})
>>> shape.check_mark("scores", {"Red": 2}, Seen(("Red", "Blue")))
>>> shape.check_mark("first", "Mauve", Seen(("Red", "Blue")))
Traceback (most recent call last):
core.rules.shapes.BadShape: mark 'first': 'Mauve' is not a player of this game
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sized
from types import MappingProxyType
from typing import Any

from core.engine.valueclass import field, valueclass

CardCheck = Callable[[str, str], None]
"""Checks that a text is a card of this game: (card, what) -> None, raising ValueError naming `what`."""
LONGEST = 200  # a mark's text is a name, a word or an id: longer is no value a game keeps
MOST = 1000  # items in a mark's list or mapping
SEAT = "{seat}"  # in a declared mark's key: any player of the game


class BadShape(ValueError):
    """A value in a game's state does not have the shape its ruleset declares."""


def _no_card_check(card: str, what: str) -> None:
    """Without a card library at hand, any text may stand for a card."""


class Seen:
    """What a check needs besides the value: the game's players, and how to tell a card of the game."""

    def __init__(self, seats: tuple[str, ...], card: CardCheck = _no_card_check) -> None:
        self.seats = seats
        self.card = card


def _say(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Shape:
    """What a value must look like. Subclasses define `check`."""

    def check(self, value: Any, seen: Seen, where: str) -> None:
        """Raise BadShape naming `where` when `value` does not have this shape."""
        raise NotImplementedError


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@valueclass
class Anything(Shape):
    """Any value a save may hold: for a mark the game only shows, never acts on."""

    def check(self, value: Any, seen: Seen, where: str) -> None:
        return None


@valueclass
class Seat(Shape):
    """One of the game's players."""

    def check(self, value: Any, seen: Seen, where: str) -> None:
        if value not in seen.seats:
            raise BadShape(f"{where}: {_say(value)} is not a player of this game")


@valueclass
class Card(Shape):
    """A card of this game (a hidden '?' card in a redacted replay)."""

    def check(self, value: Any, seen: Seen, where: str) -> None:
        if not isinstance(value, str):
            raise BadShape(f"{where}: {_say(value)} is not a card")
        try:
            seen.card(value, where)
        except ValueError as err:
            raise BadShape(str(err)) from None


@valueclass
class Text(Shape):
    """A short text; with `words`, one of those words only."""

    words: frozenset[str] | None = None

    def check(self, value: Any, seen: Seen, where: str) -> None:
        if not isinstance(value, str) or len(value) > LONGEST:
            raise BadShape(f"{where}: {_say(value)} is not a short text")
        if self.words is not None and value not in self.words:
            raise BadShape(f"{where}: {_say(value)} is none of {', '.join(sorted(self.words))}")


@valueclass
class Known(Shape):
    """The name or id of one of the game's own things (`what`: an agenda, an objective...), among `names`: for a
    mark naming something of the game's data, whose list is too long to quote in a one-line refusal."""

    names: frozenset[str]
    what: str

    def check(self, value: Any, seen: Seen, where: str) -> None:
        Text().check(value, seen, where)
        if value not in self.names:
            raise BadShape(f"{where}: {_say(value)} is no {self.what} of this game")


@valueclass
class Whole(Shape):
    """A whole number (never true or false), from `least` (0 by default) to `most` (unbounded by default)."""

    least: int | None = 0
    most: int | None = None

    def check(self, value: Any, seen: Seen, where: str) -> None:
        if not _whole(value):
            raise BadShape(f"{where}: {_say(value)} is not a whole number")
        if (self.least is not None and value < self.least) or (self.most is not None and value > self.most):
            raise BadShape(f"{where}: {value} is out of range ({self.least} to {self.most})")


@valueclass
class Flag(Shape):
    """True or false."""

    def check(self, value: Any, seen: Seen, where: str) -> None:
        if not isinstance(value, bool):
            raise BadShape(f"{where}: {_say(value)} is not true or false")


@valueclass
class Maybe(Shape):
    """`shape`, or nothing (null)."""

    shape: Shape

    def check(self, value: Any, seen: Seen, where: str) -> None:
        if value is not None:
            self.shape.check(value, seen, where)


@valueclass
class Either(Shape):
    """Any one of `shapes`."""

    shapes: tuple[Shape, ...]

    def check(self, value: Any, seen: Seen, where: str) -> None:
        first: BadShape | None = None
        for shape in self.shapes:
            try:
                shape.check(value, seen, where)
                return
            except BadShape as err:
                first = first or err
        raise first or BadShape(f"{where}: {_say(value)} fits no shape")


def _items(value: Any, where: str, kind: type | tuple[type, ...], what: str) -> None:
    if not isinstance(value, kind) or isinstance(value, str):
        raise BadShape(f"{where}: {_say(value)} is not {what}")
    size = len(value) if isinstance(value, Sized) else 0
    if size > MOST:
        raise BadShape(f"{where}: {size} items, more than {MOST}")


@valueclass
class ListOf(Shape):
    """A list of `item`s; with `unique`, none twice."""

    item: Shape
    unique: bool = False

    def check(self, value: Any, seen: Seen, where: str) -> None:
        _items(value, where, (tuple, list), "a list")
        for i, item in enumerate(value):
            self.item.check(item, seen, f"{where}[{i}]")
        if self.unique and len(set(map(repr, value))) != len(value):
            raise BadShape(f"{where}: an item is listed twice")


@valueclass
class MapOf(Shape):
    """A mapping whose keys have the shape `key` and values the shape `value`."""

    key: Shape
    value: Shape

    def check(self, value: Any, seen: Seen, where: str) -> None:
        _items(value, where, Mapping, "a mapping")
        for k, v in value.items():
            self.key.check(k, seen, f"{where} key")
            self.value.check(v, seen, f"{where}[{k!r:.40}]")


@valueclass
class Record(Shape):
    """A mapping with named fields: each of `fields` must be there (null only if its shape is Maybe), each of
    `optional` may be; any other key is left unchecked, as an undeclared mark is (a game may add a field)."""

    fields: Mapping[str, Shape]
    optional: Mapping[str, Shape] = field(default_factory=lambda: MappingProxyType({}))

    def check(self, value: Any, seen: Seen, where: str) -> None:
        _items(value, where, Mapping, "a mapping")
        for name, shape in self.fields.items():
            if name not in value:
                raise BadShape(f"{where}: {name!r} is missing")
            shape.check(value[name], seen, f"{where}.{name}")
        for name, shape in self.optional.items():
            if name in value:
                shape.check(value[name], seen, f"{where}.{name}")


@valueclass
class Turns(Shape):
    """Seats taking turns: a record whose `order` lists players once each and whose `next` (a whole number)
    points into that order, or just past its end once everyone has had a turn; `extra` names its other fields."""

    extra: Mapping[str, Shape] = field(default_factory=lambda: MappingProxyType({}))
    optional: Mapping[str, Shape] = field(default_factory=lambda: MappingProxyType({}))

    def check(self, value: Any, seen: Seen, where: str) -> None:
        record = Record({"order": ListOf(Seat(), unique=True), "next": Whole(), **self.extra}, self.optional)
        record.check(value, seen, where)
        if value["next"] > len(value["order"]):
            raise BadShape(f"{where}.next: {value['next']} is past the end of its order")


@valueclass
class Checked(Shape):
    """`shape`, and `holds(value)` true as well: for what ties a mark's fields together; `says` is the complaint."""

    shape: Shape
    holds: Callable[[Any], bool]
    says: str

    def check(self, value: Any, seen: Seen, where: str) -> None:
        self.shape.check(value, seen, where)
        if not self.holds(value):
            raise BadShape(f"{where}: {self.says}")


@valueclass
class StateShape:
    """What a ruleset declares of its state: the shape of each of its marks, and the kinds of reaction window
    and pending choice it opens (None: not declared, any kind). A mark it does not declare is not checked."""

    marks: Mapping[str, Shape] = field(default_factory=lambda: MappingProxyType({}))
    windows: frozenset[str] | None = None
    choices: frozenset[str] | None = None

    def shape_of(self, key: str, seats: tuple[str, ...]) -> Shape | None:
        """The declared shape of mark `key`, or None. A declared key holding ``{seat}`` (``secret:{seat}:peek``)
        stands for that key with any player of the game in its place."""
        shape = self.marks.get(key)
        if shape is not None or "{" not in "".join(self.marks):
            return shape
        for template, shape in self.marks.items():
            head, _, tail = template.partition(SEAT)
            if _ and key.startswith(head) and key.endswith(tail) and key[len(head) : len(key) - len(tail)] in seats:
                return shape
        return None

    def check_mark(self, key: str, value: Any, seen: Seen) -> None:
        """Raise BadShape when the declared mark `key` is set to a value without its shape (None clears it)."""
        shape = self.shape_of(key, seen.seats)
        if shape is not None and value is not None:
            shape.check(value, seen, f"mark {key!r}")

    def check_marks(self, marks: Mapping[str, Any], seen: Seen) -> None:
        """Check each declared mark of `marks`."""
        for key, value in marks.items():
            self.check_mark(key, value, seen)

    def check_window(self, kind: str) -> None:
        """Raise BadShape when the game declares its window kinds and `kind` is none of them."""
        if self.windows is not None and kind not in self.windows:
            raise BadShape(f"a reaction window of kind {_say(kind)}, which this game never opens")

    def check_choice(self, kind: str) -> None:
        """Raise BadShape when the game declares its choice kinds and `kind` is none of them."""
        if self.choices is not None and kind not in self.choices:
            raise BadShape(f"a pending choice of kind {_say(kind)}, which this game never asks")

    def undeclared(self, marks: Iterable[str], seats: tuple[str, ...]) -> list[str]:
        """The marks among `marks` this shape does not declare (for the contract test)."""
        return sorted(key for key in marks if self.shape_of(key, seats) is None)


NO_SHAPE = StateShape()


def words(*names: str) -> Text:
    """A text that is one of `names`."""
    return Text(frozenset(names))
