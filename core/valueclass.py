"""Value classes: the core's frozen classes (events, states, card faces) at almost no cost to define.

A frozen dataclass writes and compiles six methods for every class as the
module is imported, about a millisecond each; the core has fifty of them and
the desktop imports them all before it paints the first table. A value class
shares one equality, hash, repr and frozen ``__setattr__`` among all classes
and compiles its ``__init__`` the first time the class is instantiated, so
only the classes a program uses pay, and they pay once. `fields`, `replace`
and `field(default_factory=...)` work as the dataclass ones do.

>>> @valueclass
... class Chip:
...     seat: str
...     amount: int = 1
>>> chip = Chip("Red")
>>> chip, chip == Chip("Red", 1), replace(chip, amount=3).amount
(Chip(seat='Red', amount=1), True, 3)
>>> chip.amount = 2
Traceback (most recent call last):
core.valueclass.FrozenInstanceError: cannot assign to field 'amount'
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable, ClassVar, get_origin


class FrozenInstanceError(AttributeError):
    """An attempt to change a field of a value after it was made."""


_MISSING: Any = type("_Missing", (), {"__repr__": lambda self: "MISSING"})()


class Field:
    """One field of a value class: its name, its annotation as written, and its default or default factory."""

    __slots__ = ("name", "type", "default", "default_factory")

    def __init__(self, name: str = "", type: Any = None, default: Any = _MISSING,
                 default_factory: Callable[[], Any] | Any = _MISSING):
        self.name, self.type, self.default, self.default_factory = name, type, default, default_factory

    @property
    def required(self) -> bool:
        return self.default is _MISSING and self.default_factory is _MISSING

    def __repr__(self) -> str:
        return f"Field({self.name!r}, {self.type!r})"


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] | Any = _MISSING) -> Any:
    """A field's default given in the class body; `default_factory` makes a fresh value for each instance."""
    return Field(default=default, default_factory=default_factory)


def fields(value_or_class) -> tuple[Field, ...]:
    """The fields of a value (or value class), in the order its ``__init__`` takes them."""
    try:
        return value_or_class.__valueclass_fields__
    except AttributeError:
        raise TypeError(f"{value_or_class!r} is not a value class") from None


def replace(obj, /, **changes):
    """A copy of the value `obj` with some fields changed; an unknown field is a TypeError."""
    for f in obj.__valueclass_fields__:
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return annotation is ClassVar or get_origin(annotation) is ClassVar


def _own_fields(cls) -> list[Field]:
    found = []
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_classvar(annotation):
            continue
        value = cls.__dict__.get(name, _MISSING)
        made = value if isinstance(value, Field) else Field(default=value)
        made.name, made.type = name, annotation
        found.append(made)
    return found


def _all_fields(cls) -> tuple[Field, ...]:
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
            raise TypeError(f"{cls.__qualname__}: field {f.name!r} without a default follows {seen_default!r},"
                            " which has one")
    return tuple(by_name.values())


def _compile_init(cls) -> Callable:
    """The class's ``__init__``, written out once: each argument set on the frozen instance directly."""
    names: dict[str, Any] = {"_set": object.__setattr__, "_FACTORY": _MISSING}
    params, body = ["self"], []
    for f in cls.__valueclass_fields__:
        value = f.name
        if f.default_factory is not _MISSING:
            names[f"_f_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_FACTORY")
            value = f"_f_{f.name}() if {f.name} is _FACTORY else {f.name}"
        elif f.default is not _MISSING:
            names[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        else:
            params.append(f.name)
        body.append(f"    _set(self, {f.name!r}, {value})")
    source = f"def __init__({', '.join(params)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, names)  # our own generated text, never anything read from disk
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _lazy_init(cls) -> Callable:
    def __init__(self, *args, **kwargs):
        real = cls.__init__ = _compile_init(cls)
        real(self, *args, **kwargs)
    return __init__


def _eq(self, other):
    if other.__class__ is self.__class__:
        return self.__valueclass_key__(self) == other.__valueclass_key__(other)
    return NotImplemented


def _hash(self):
    return hash(self.__valueclass_key__(self))


def _repr(self):
    inner = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in self.__valueclass_fields__)
    return f"{self.__class__.__qualname__}({inner})"


def _reduce(self):
    """Copies (copy, deepcopy) are made through ``__init__``, which may set the fields a frozen value refuses."""
    return self.__class__, tuple(getattr(self, f.name) for f in self.__valueclass_fields__)


def _frozen_set(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_del(self, name):
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _no_fields(obj) -> tuple:
    return ()


def valueclass(cls=None, /, *, slots: bool = True):
    """Make `cls` a frozen value class: fields from its annotations (ClassVars excluded), an ``__init__``
    taking them in order, value equality and hash, a repr, and ``__slots__`` unless `slots` is False.
    Methods the class body defines itself are kept, as dataclasses keep them."""
    if cls is None:
        return lambda c: valueclass(c, slots=slots)
    found = _all_fields(cls)
    names = tuple(f.name for f in found)
    given = {
        "__valueclass_fields__": found, "__match_args__": names,
        "__valueclass_key__": attrgetter(*names) if names else staticmethod(_no_fields),
        "__eq__": _eq, "__hash__": _hash, "__repr__": _repr,
        "__setattr__": _frozen_set, "__delattr__": _frozen_del, "__reduce__": _reduce,
    }
    given = {k: v for k, v in given.items() if k.startswith("__valueclass") or k not in cls.__dict__}
    own_init = "__init__" in cls.__dict__
    own = [f.name for f in _own_fields(cls)]
    if slots:
        inherited = {f.name for base in cls.__mro__[1:] for f in base.__dict__.get("__valueclass_fields__", ())}
        namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__", *own)}
        namespace["__slots__"] = tuple(name for name in names if name not in inherited)
        made = type(cls)(cls.__name__, cls.__bases__, {**namespace, **given})
        made.__qualname__ = cls.__qualname__
    else:
        made = cls
        for name in own:
            if name in cls.__dict__:
                delattr(cls, name)
        for name, value in given.items():
            setattr(cls, name, value)
    if not own_init:
        made.__init__ = _lazy_init(made)
    return made
