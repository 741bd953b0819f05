"""Value classes behave as the frozen dataclasses they replaced: fields, defaults, equality, hashing, freezing."""

from __future__ import annotations

import copy
from typing import ClassVar

import pytest

from core.engine.valueclass import FrozenInstanceError, field, fields, replace, valueclass


@valueclass
class Token:
    kind: ClassVar[str] = "token"
    seat: str
    amount: int = 1
    tags: tuple[str, ...] = field(default_factory=tuple)


@valueclass
class Marker(Token):
    where: str = "table"


@valueclass(slots=False)
class Loose:
    name: str


def test_fields_come_from_annotations_in_order_without_classvars_and_include_the_bases():
    assert [f.name for f in fields(Token)] == ["seat", "amount", "tags"]
    assert [f.name for f in fields(Marker("Red"))] == ["seat", "amount", "tags", "where"]
    assert Token.kind == "token" and Marker.__match_args__ == ("seat", "amount", "tags", "where")
    with pytest.raises(TypeError, match="not a value class"):
        fields(object())


def test_init_takes_fields_by_position_or_name_and_fills_defaults():
    assert Token("Red").amount == 1 and Token("Red").tags == ()
    assert Token("Red", 2, ("a",)) == Token(seat="Red", amount=2, tags=("a",))
    assert Marker("Red", where="hand").where == "hand"
    with pytest.raises(TypeError):
        Token()
    with pytest.raises(TypeError):
        Token("Red", colour="blue")


def test_a_default_factory_makes_a_fresh_value_each_time():
    @valueclass
    class Bag:
        items: list = field(default_factory=list)

    first, second = Bag(), Bag()
    first.items.append(1)
    assert second.items == []


def test_values_are_frozen_and_slotted():
    token = Token("Red")
    with pytest.raises(FrozenInstanceError, match="'amount'"):
        token.amount = 3
    with pytest.raises(FrozenInstanceError):
        del token.seat
    assert not hasattr(token, "__dict__")
    assert Loose("x").__dict__ == {"name": "x"}
    with pytest.raises(FrozenInstanceError):
        Loose("x").name = "y"


def test_equality_and_hash_follow_the_values_and_the_exact_class():
    assert Token("Red") == Token("Red") and hash(Token("Red")) == hash(Token("Red"))
    assert Token("Red") != Token("Blue")
    assert Token("Red") != Marker("Red"), "a subclass with the same values is another thing"
    assert len({Token("Red"), Token("Red"), Token("Blue")}) == 2
    assert repr(Marker("Red")) == "Marker(seat='Red', amount=1, tags=(), where='table')"


def test_copies_are_equal_values_and_a_deep_copy_copies_what_the_fields_hold():
    tagged = Marker("Red", tags=("a",), where="hand")
    assert copy.copy(tagged) == tagged and copy.deepcopy(tagged) == tagged
    loose = Loose(["x"])
    deep = copy.deepcopy(loose)
    assert deep == loose and deep.name is not loose.name


def test_replace_changes_only_the_named_fields_and_refuses_unknown_ones():
    token = Token("Red", 2)
    assert replace(token, amount=5) == Token("Red", 5)
    assert token.amount == 2
    with pytest.raises(TypeError):
        replace(token, colour="blue")


def test_methods_a_class_defines_are_kept():
    @valueclass
    class Plain:
        a: int

        def __init__(self, a):
            object.__setattr__(self, "a", a * 2)

        def __repr__(self):
            return "plain"

    assert Plain(1).a == 2 and repr(Plain(1)) == "plain"


def test_wrong_arguments_are_refused_as_python_refuses_them():
    with pytest.raises(TypeError, match=r"takes 3 arguments but 4 were given"):
        Token("Red", 1, (), "extra")
    with pytest.raises(TypeError, match="multiple values for argument 'seat'"):
        Token("Red", seat="Blue")
    with pytest.raises(TypeError, match="missing required argument 'seat'"):
        Token(amount=2)
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Token("Red", colour="blue")
    assert Loose(name="x").name == "x" and Loose("y").name == "y"


def test_a_field_without_default_after_one_with_is_refused_when_the_class_is_made():
    with pytest.raises(TypeError, match="'b' without a default follows 'a'"):

        @valueclass
        class Wrong:
            a: int = 0
            b: int


def test_subclass_hooks_see_the_finished_class():
    seen = []

    @valueclass
    class Base:
        def __init_subclass__(cls, **kw):
            seen.append(cls)

    @valueclass
    class Child(Base):
        x: int

    assert seen[-1] is Child and fields(seen[-1])[0].name == "x"
