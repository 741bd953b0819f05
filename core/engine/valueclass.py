"""Value classes: the core's frozen classes (events, states, card faces) at almost no cost to define.

A frozen dataclass writes and compiles six methods for every class as the
module is imported, about a millisecond each; the core has fifty of them and
the desktop imports them all before it paints the first table. A value class
generates no code: it shares one equality, hash, repr and frozen
``__setattr__`` among all classes, and its ``__init__`` is one function over
the class's fields. `fields`, `replace` and `field(default_factory=...)`
work as the dataclass ones do.

>>> @valueclass
... class Chip:
...     seat: str
...     amount: int = 1
>>> chip = Chip("Red")
>>> chip, chip == Chip("Red", 1), replace(chip, amount=3).amount
(Chip(seat='Red', amount=1), True, 3)
>>> chip.amount = 2
Traceback (most recent call last):
core.engine.valueclass.FrozenInstanceError: cannot assign to field 'amount'
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from types import MemberDescriptorType
from typing import Any, ClassVar, Protocol, TypeVar, dataclass_transform, get_origin, overload


class FrozenInstanceError(AttributeError):
    """An attempt to change a field of a value after it was made."""


_T = TypeVar("_T")

_MISSING: Any = type("_Missing", (), {"__repr__": lambda self: "MISSING"})()


class Field:
    """One field of a value class: its name, its annotation as written, and its default or default factory."""

    __slots__ = ("name", "type", "default", "default_factory")

    def __init__(
        self,
        name: str = "",
        type: Any = None,
        default: Any = _MISSING,
        default_factory: Callable[[], Any] | Any = _MISSING,
    ) -> None:
        self.name, self.type, self.default, self.default_factory = name, type, default, default_factory

    @property
    def required(self) -> bool:
        """Whether the field has neither a default nor a default factory, so every instance must be given it."""
        return self.default is _MISSING and self.default_factory is _MISSING

    def __repr__(self) -> str:
        return f"Field({self.name!r}, {self.type!r})"


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] | Any = _MISSING) -> Any:
    """A field's default given in the class body; `default_factory` makes a fresh value for each instance."""
    return Field(default=default, default_factory=default_factory)


def fields(value_or_class: object) -> tuple[Field, ...]:
    """The fields of a value (or value class), in the order its ``__init__`` takes them."""
    found: tuple[Field, ...] | None = getattr(value_or_class, "__valueclass_fields__", None)
    if found is None:
        raise TypeError(f"{value_or_class!r} is not a value class")
    return found


def replace(obj: _T, /, **changes: Any) -> _T:
    """A copy of the value `obj` with some fields changed; an unknown field is a TypeError."""
    for f in fields(obj):
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return annotation is ClassVar or get_origin(annotation) is ClassVar


def _own_fields(cls: type) -> list[Field]:
    found = []
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_classvar(annotation):
            continue
        value = cls.__dict__.get(name, _MISSING)
        made = value if isinstance(value, Field) else Field(default=value)
        made.name, made.type = name, annotation
        found.append(made)
    return found


def _all_fields(cls: type) -> tuple[Field, ...]:
    by_name: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in base.__dict__.get("__valueclass_fields__", ()):
            by_name[f.name] = f
    for f in _own_fields(cls):
        by_name[f.name] = f
    seen_default = None
    for f in by_name.values():
        if not f.required:
            seen_default = f.name
        elif seen_default is not None:
            raise TypeError(
                f"{cls.__qualname__}: field {f.name!r} without a default follows {seen_default!r}, which has one"
            )
    return tuple(by_name.values())


def _make_init(cls: type) -> Callable[..., None]:
    """The class's ``__init__``: its fields by position or by name, defaults and factories filled in, each
    set on the frozen instance directly. Every field given by position, as the core and the save loader
    make events, takes the short way."""
    found = fields(cls)
    names = tuple(f.name for f in found)
    count, known, where = len(names), frozenset(names), f"{cls.__qualname__}()"
    put = object.__setattr__
    slots = [getattr(cls, name, None) for name in names]
    members = [s for s in slots if isinstance(s, MemberDescriptorType)]
    setters = tuple(m.__set__ for m in members) if len(members) == len(slots) else None

    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        if len(args) == count and not kwargs:
            # The lengths are equal (checked just above); zip(..., strict=True) would double the cost of making
            # an event, the core's most frequent call, because any keyword sends zip down its slow path.
            if setters is not None:
                for set_slot, value in zip(setters, args):  # noqa: B905
                    set_slot(self, value)
            else:
                for name, value in zip(names, args):  # noqa: B905
                    put(self, name, value)
            return
        _check_arguments(names, known, where, args, kwargs)
        for at, f in enumerate(found):
            if at < len(args):
                value = args[at]
            elif f.name in kwargs:
                value = kwargs[f.name]
            elif f.default_factory is not _MISSING:
                value = f.default_factory()
            elif f.default is not _MISSING:
                value = f.default
            else:
                raise TypeError(f"{where} missing required argument {f.name!r}")
            put(self, f.name, value)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _check_arguments(
    names: tuple[str, ...], known: frozenset[str], where: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    """Refuse an ``__init__`` call as Python refuses one: too many by position, one twice, or an unknown name."""
    if len(args) > len(names):
        raise TypeError(f"{where} takes {len(names)} arguments but {len(args)} were given")
    for name in names[: len(args)]:
        if name in kwargs:
            raise TypeError(f"{where} got multiple values for argument {name!r}")
    for name in kwargs:
        if name not in known:
            raise TypeError(f"{where} got an unexpected keyword argument {name!r}")


class _Value(Protocol):
    """What every value class carries: its fields and the getter of the tuple equality and hash compare."""

    __valueclass_fields__: tuple[Field, ...]
    __valueclass_key__: Callable[[object], tuple[Any, ...]]


def _eq(self: _Value, other: object) -> bool:
    if other.__class__ is self.__class__:
        return self.__valueclass_key__(self) == other.__valueclass_key__(other)
    return NotImplemented


def _hash(self: _Value) -> int:
    return hash(self.__valueclass_key__(self))


def _repr(self: _Value) -> str:
    inner = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in self.__valueclass_fields__)
    return f"{self.__class__.__qualname__}({inner})"


def _reduce(self: _Value) -> tuple[type, tuple[Any, ...]]:
    """Copies (copy, deepcopy) are made through ``__init__``, which may set the fields a frozen value refuses."""
    return self.__class__, tuple(getattr(self, f.name) for f in self.__valueclass_fields__)


def _frozen_set(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_del(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _no_fields(obj: object) -> tuple[()]:
    return ()


_C = TypeVar("_C", bound=type)


@overload
def valueclass(cls: _C, /, *, slots: bool = True) -> _C: ...


@overload
def valueclass(cls: None = None, /, *, slots: bool = True) -> Callable[[_C], _C]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def valueclass(cls: Any = None, /, *, slots: bool = True) -> Any:
    """Make `cls` a frozen value class: fields from its annotations (ClassVars excluded), an ``__init__``
    taking them in order, value equality and hash, a repr, and ``__slots__`` unless `slots` is False.
    Methods the class body defines itself are kept, as dataclasses keep them."""
    if cls is None:
        return lambda c: valueclass(c, slots=slots)
    found = _all_fields(cls)
    names = tuple(f.name for f in found)
    given = {
        "__valueclass_fields__": found,
        "__match_args__": names,
        "__valueclass_key__": attrgetter(*names) if names else staticmethod(_no_fields),
        "__eq__": _eq,
        "__hash__": _hash,
        "__repr__": _repr,
        "__setattr__": _frozen_set,
        "__delattr__": _frozen_del,
        "__reduce__": _reduce,
    }
    given = {k: v for k, v in given.items() if k.startswith("__valueclass") or k not in cls.__dict__}
    own_init = "__init__" in cls.__dict__
    made = _with_slots(cls, names, given) if slots else _in_place(cls, given)
    if not own_init:
        made.__init__ = _make_init(made)  # type: ignore[misc]  # the class is made here: nothing overrides it yet
    return made


def _with_slots(cls: type, names: tuple[str, ...], given: dict[str, Any]) -> type:
    """A new class like `cls` with a slot for each field its bases do not already hold, and `given` in it."""
    own = {f.name for f in _own_fields(cls)}
    inherited = {f.name for base in cls.__mro__[1:] for f in base.__dict__.get("__valueclass_fields__", ())}
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__") and k not in own}
    namespace["__slots__"] = tuple(name for name in names if name not in inherited)
    made = type(cls)(cls.__name__, cls.__bases__, {**namespace, **given})
    made.__qualname__ = cls.__qualname__
    return made


def _in_place(cls: type, given: dict[str, Any]) -> type:
    """`cls` itself, its fields' defaults taken out of the class body and `given` set on it."""
    for f in _own_fields(cls):
        if f.name in cls.__dict__:
            delattr(cls, f.name)
    for name, value in given.items():
        setattr(cls, name, value)
    return cls
