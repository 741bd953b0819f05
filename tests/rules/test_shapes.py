"""The shape vocabulary (core/rules/shapes.py): each shape accepts what it names and refuses the rest in one line."""

from __future__ import annotations

import pytest

from core.rules.shapes import (
    Anything,
    BadShape,
    Card,
    Checked,
    Either,
    Flag,
    Known,
    ListOf,
    MapOf,
    Maybe,
    Record,
    Seat,
    Seen,
    StateShape,
    Text,
    Turns,
    Whole,
    words,
)


def _card(card: str, what: str) -> None:
    if card != "raid#1":
        raise ValueError(f"{what}: card {card!r} is not in this game")


SEEN = Seen(("Red", "Blue"), _card)
GOOD_AND_BAD = [
    (Seat(), "Red", "Mauve"),
    (Card(), "raid#1", "raid#2"),
    (Card(), "raid#1", 3),
    (Text(), "any words", 5),
    (Text(), "short", "x" * 201),
    (words("land", "sea"), "sea", "air"),
    (Known(frozenset({"Minister of War"}), "agenda"), "Minister of War", "Free Beer"),
    (Known(frozenset({"Minister of War"}), "agenda"), "Minister of War", 7),
    (Whole(), 0, -1),
    (Whole(), 3, True),
    (Whole(least=1, most=2), 2, 3),
    (Flag(), False, 0),
    (Maybe(Seat()), None, "Mauve"),
    (Either((Seat(), Whole())), 4, "Mauve"),
    (ListOf(Seat()), ("Red", "Blue"), ("Red", 1)),
    (ListOf(Seat(), unique=True), ["Red"], ["Red", "Red"]),
    (ListOf(Whole()), [], "Red"),
    (MapOf(Seat(), Whole()), {"Red": 1}, {"Mauve": 1}),
    (MapOf(Seat(), Whole()), {}, 7),
    (Record({"a": Whole()}, optional={"b": Flag()}), {"a": 1, "b": True, "new": "kept"}, {"a": 1, "b": 2}),
    (Record({"a": Whole()}), {"a": 1}, {}),
    (Turns(extra={"by": Seat()}), {"by": "Red", "order": ["Blue"], "next": 1}, {"by": "Red", "order": [], "next": 1}),
    (Checked(ListOf(Whole()), lambda v: len(v) == 2, "two numbers"), [1, 2], [1]),
    (Anything(), {"x": [1]}, None),
]


@pytest.mark.parametrize("shape, good, bad", GOOD_AND_BAD)
def test_a_shape_accepts_its_values_and_refuses_others_in_one_line(shape, good, bad):
    shape.check(good, SEEN, "mark 'm'")
    if isinstance(shape, Anything):
        return
    with pytest.raises(BadShape) as info:
        shape.check(bad, SEEN, "mark 'm'")
    assert "\n" not in str(info.value) and "mark 'm'" in str(info.value)


def test_a_state_shape_checks_only_declared_marks_and_kinds():
    """Marks, window kinds and choice kinds: undeclared (None) means unchecked; an empty set means none."""
    shape = StateShape(marks={"first": Seat()}, choices=frozenset({"keep"}))
    shape.check_marks({"first": "Red", "other": object()}, SEEN)
    shape.check_mark("first", None, SEEN)  # None clears a mark
    with pytest.raises(BadShape, match="mark 'first'"):
        shape.check_mark("first", 3, SEEN)
    shape.check_choice("keep")
    with pytest.raises(BadShape, match="never asks"):
        shape.check_choice("flip")
    StateShape().check_choice("anything")  # undeclared: any kind
    StateShape().check_window("anything")
    with pytest.raises(BadShape, match="a reaction window of kind 'ambush', which this game never opens"):
        StateShape(windows=frozenset()).check_window("ambush")
    assert shape.undeclared(["first", "zeta", "alpha"], SEEN.seats) == ["alpha", "zeta"]


def test_a_key_with_seat_stands_for_each_player():
    shape = StateShape(marks={"secret:{seat}:peek": ListOf(Text())})
    shape.check_mark("secret:Red:peek", ["a"], SEEN)
    with pytest.raises(BadShape, match="secret:Blue:peek"):
        shape.check_mark("secret:Blue:peek", 3, SEEN)
    assert shape.undeclared(["secret:Red:peek", "secret:Mauve:peek", "secret:Red:other"], SEEN.seats) == [
        "secret:Mauve:peek",
        "secret:Red:other",
    ]


def test_a_huge_list_is_refused():
    with pytest.raises(BadShape, match="more than"):
        ListOf(Whole()).check(list(range(2000)), SEEN, "mark 'm'")
