"""Commands as players give them, and the specs that say which fields each takes.

A command is the same whether it comes from a scenario file, the command line
or a drop on the table: ``{player: Red, command: play, card: raid#1}``.
Specs make the vocabulary self-describing (`cardtable rules GAME --commands`)
and let every input be checked before the rules look at it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from core.engine.errors import CommandError
from core.engine.valueclass import field, valueclass

FIELD_KINDS = ("card", "cards", "seat", "deck", "int", "str", "resource", "zone", "amounts")


@valueclass
class Command:
    """One player's intent: who, which command, and its fields."""

    seat: str
    name: str
    args: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, key: str, default: Any = None) -> Any:
        """The value of one field, or `default` when the command does not give it."""
        return self.args.get(key, default)

    def to_json(self) -> dict[str, Any]:
        """The command as a save writes it: player, command and its fields, tuples as lists."""
        out: dict[str, Any] = {"player": self.seat, "command": self.name}
        for k, v in self.args.items():
            out[k] = list(v) if isinstance(v, tuple) else (dict(v) if isinstance(v, Mapping) else v)
        return out


@valueclass(slots=False)
class FieldSpec:
    """One field of a command: its name, kind, whether it is required, and what it means."""

    name: str
    kind: str
    help: str
    required: bool = True
    choices: tuple[Any, ...] = ()
    label: str = ""  # the field's name in players' words where its id is not one ("tech2": "Second technology")
    most: int = 0  # a cards field: the most cards a form lets be picked (0: no limit); the rules still decide


@valueclass(slots=False)
class CommandSpec:
    """A command of a ruleset: its name, what it does, and its fields."""

    name: str
    help: str
    fields: tuple[FieldSpec, ...] = ()
    rules: tuple[str, ...] = ()
    bar_label: str = ""  # its name in players' words on the action bar and a form's title ("Buy a Plot": buy-plot)

    def to_json(self) -> dict[str, Any]:
        """The command's vocabulary entry as `cardtable rules --commands --json` prints it."""
        return {
            "command": self.name,
            "help": self.help,
            "rules": list(self.rules),
            "fields": [
                {
                    "name": f.name,
                    "kind": f.kind,
                    "required": f.required,
                    "help": f.help,
                    **({"choices": list(f.choices)} if f.choices else {}),
                    **({"most": f.most} if f.most else {}),
                }
                for f in self.fields
            ],
        }


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_value(spec: FieldSpec, value: Any, where: str) -> Any:
    """Check one field's value by its kind; return it in command form (lists become tuples)."""
    kind = spec.kind
    ok = {
        "card": lambda v: isinstance(v, str),
        "cards": lambda v: isinstance(v, (list, tuple)) and all(isinstance(c, str) for c in v),
        "seat": lambda v: isinstance(v, str),
        "deck": lambda v: isinstance(v, str),
        "zone": lambda v: isinstance(v, str),
        "resource": lambda v: isinstance(v, str),
        "int": lambda v: _is_int(v) and abs(v) <= 10**6,
        "str": lambda v: isinstance(v, str),
        "amounts": lambda v: isinstance(v, Mapping) and all(isinstance(k, str) and _is_int(n) for k, n in v.items()),
    }[kind]
    if not ok(value):
        raise CommandError(f"{where}: field {spec.name!r} must be a {kind}, got {value!r}")
    if spec.choices and kind == "amounts" and set(value) - set(spec.choices):  # an amounts field's choices: its keys
        raise CommandError(
            f"{where}: field {spec.name!r} takes amounts of {', '.join(map(str, spec.choices))}, got {dict(value)!r}"
        )
    if spec.choices and kind != "amounts" and value not in spec.choices:
        raise CommandError(
            f"{where}: field {spec.name!r} must be one of {', '.join(map(str, spec.choices))}, got {value!r}"
        )
    if kind == "cards":
        return tuple(value)
    if kind == "amounts":
        return MappingProxyType(dict(value))
    return value


def parse_command(
    raw: Any, specs: Mapping[str, CommandSpec], seats: tuple[str, ...], where: str = "command"
) -> Command:
    """Build a Command from its dict form, refusing unknown commands, fields and seats."""
    if not isinstance(raw, Mapping):
        raise CommandError(f"{where}: a command must be a mapping, got {raw!r}")
    raw = dict(raw)
    seat, name = raw.pop("player", None), raw.pop("command", None)
    if seat not in seats:
        raise CommandError(f"{where}: unknown player {seat!r} (players: {', '.join(seats)})")
    spec = specs.get(name) if isinstance(name, str) else None
    if spec is None:
        raise CommandError(f"{where}: unknown command {name!r} (commands: {', '.join(specs)})")
    known = {f.name: f for f in spec.fields}
    args = {}
    for key, value in raw.items():
        if key not in known:
            raise CommandError(f"{where}: command {name!r} has no field {key!r} (fields: {', '.join(known) or 'none'})")
        args[key] = check_value(known[key], value, where)
    for f in spec.fields:
        if f.required and f.name not in args:
            raise CommandError(f"{where}: command {name!r} needs field {f.name!r}")
        if f.kind == "seat" and f.name in args and args[f.name] not in seats:
            raise CommandError(f"{where}: unknown player {args[f.name]!r} in field {f.name!r}")
    return Command(seat, name, MappingProxyType(args))
