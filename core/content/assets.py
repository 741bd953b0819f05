"""Reading a game's data from assets/: its definition, cards and rules reference.

Everything here is data read with the safe YAML loader and validated field by
field; a defect names the file and the field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from core.content.cards import CardLibrary, parse_cards, read_yaml
from core.engine.errors import ContentError
from core.engine.valueclass import valueclass

COMMON_OPTIONS: dict[str, dict[str, Any]] = {
    "adjustments": {"default": True, "choices": [True, False], "help": "allow logged adjustments by hand"},
    "undo_barriers": {
        "default": "consent",
        "choices": ["consent", "forbid"],
        "labels": {"consent": "ask the table", "forbid": "never"},
        "help": "taking back a move that showed hidden cards or rolled: ask the table, or never",
    },
    "curtain": {
        "default": True,
        "choices": [True, False],
        "help": "cover the table between seats (off for open-hand games)",
    },
}


def assets_dir() -> Path:
    """The assets folder, beside the core package in a source tree, a wheel or a bundle."""
    return Path(__file__).resolve().parents[2] / "assets"


@valueclass(slots=False)
class Resource:
    """One resource of a game: its id, its name for players, what each seat starts with and its cap if any."""

    id: str
    name: str
    start: int = 0
    cap: int | None = None


@valueclass(slots=False)
class GameDefinition:
    """A game's data: decks, resources, options with defaults, cards and rules sentences."""

    id: str
    name: str
    version: int
    min_seats: int
    max_seats: int
    decks: Mapping[str, str]
    resources: tuple[Resource, ...]
    options: Mapping[str, dict[str, Any]]
    library: CardLibrary
    rules: Mapping[str, str]
    default_seats: tuple[str, ...]
    raw: Mapping[str, Any]
    listed: bool = True
    source: str = "game.yaml"  # the game.yaml it was read from, for messages about the game's own keys

    def resolve_options(self, given: Mapping[str, Any] | None, where: str = "options") -> dict[str, Any]:
        """Defaults overlaid with `given`; an unknown option or value is a ContentError."""
        out = {name: spec["default"] for name, spec in self.options.items()}
        for name, value in (given or {}).items():
            spec = self.options.get(name)
            if spec is None:
                raise ContentError(
                    f"{where}: unknown option {name!r} for {self.id} (options: {', '.join(self.options)})"
                )
            choices = spec.get("choices")
            if choices is not None and value not in choices:
                raise ContentError(f"{where}: option {name!r} must be one of {choices}, got {value!r}")
            if choices is None and type(value) is not type(spec["default"]) and spec["default"] is not None:
                raise ContentError(f"{where}: option {name!r} must be {type(spec['default']).__name__}, got {value!r}")
            out[name] = value
        return out


def _need(raw: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in raw:
        raise ContentError(f"{where}: field {key!r} is missing")
    value = raw[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ContentError(f"{where}: field {key!r} must be {kind.__name__}, got {value!r}")
    return value


def read_rules(path: Path) -> dict[str, str]:
    """A rules reference file: a list of {id, text}; ids must be unique."""
    raw = read_yaml(path)
    if not isinstance(raw, dict) or not isinstance(raw.get("rules"), list):
        raise ContentError(f"{path}: must hold a list 'rules' of {{id, text}}")
    out: dict[str, str] = {}
    for item in raw["rules"]:
        if not isinstance(item, dict) or not isinstance(item.get("id"), str) or not isinstance(item.get("text"), str):
            raise ContentError(f"{path}: rule {item!r} needs a text 'id' and a 'text'")
        if item["id"] in out:
            raise ContentError(f"{path}: rule {item['id']!r} is listed twice")
        out[item["id"]] = item["text"]
    return out


def _seats(raw: Mapping[str, Any], where: str) -> tuple[int, int, tuple[str, ...]]:
    """game.yaml's `seats`: the fewest and most players and the default seat names."""
    seats = raw.get("seats") or {}
    if not isinstance(seats, dict):
        raise ContentError(f"{where}: field 'seats' must be a mapping of min, max and names, got {seats!r}")
    unknown = set(seats) - {"min", "max", "names"}
    if unknown:
        raise ContentError(f"{where}: seats: unknown field {sorted(map(str, unknown))[0]!r}")
    low, high = seats.get("min", 2), seats.get("max", 6)
    for key, value in (("min", low), ("max", high)):
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 99:
            raise ContentError(f"{where}: seats.{key} must be a whole number from 1 to 99, got {value!r}")
    if low > high:
        raise ContentError(f"{where}: seats.min {low} is more than seats.max {high}")
    names = seats.get("names", ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"])
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise ContentError(f"{where}: seats.names must be a list of names, got {names!r}")
    return low, high, tuple(names)


def _text(item: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    """A text field of a deck, resource or option; missing gives `default` (required when None)."""
    value = item.get(key, default)
    if not isinstance(value, str):
        raise ContentError(f"{where}.{key} must be text, got {value!r}")
    return value


def _decks(raw: Mapping[str, Any], where: str) -> dict[str, str]:
    """game.yaml's `decks`: each deck's id and name."""
    decks = {}
    for n, d in enumerate(_need(raw, "decks", list, where), 1):
        if not isinstance(d, dict) or not isinstance(d.get("id"), str):
            raise ContentError(f"{where}: deck {d!r} needs an 'id'")
        decks[d["id"]] = _text(d, "name", f"{where}: decks[{n}]", d["id"])
    return decks


def _resources(raw: Mapping[str, Any], where: str) -> tuple[Resource, ...]:
    """game.yaml's `resources`: each resource's id, name, starting amount and cap."""
    resources = []
    for n, r in enumerate(_need(raw, "resources", list, where), 1):
        if not isinstance(r, dict) or not isinstance(r.get("id"), str):
            raise ContentError(f"{where}: resource {r!r} needs an 'id'")
        at = f"{where}: resources[{n}]"
        start, cap = r.get("start", 0), r.get("cap")
        if not isinstance(start, int) or isinstance(start, bool) or start < 0:
            raise ContentError(f"{at}.start must be a whole number >= 0, got {start!r}")
        if cap is not None and (not isinstance(cap, int) or isinstance(cap, bool) or cap < 0):
            raise ContentError(f"{at}.cap must be a whole number >= 0 or absent, got {cap!r}")
        resources.append(Resource(r["id"], _text(r, "name", at, r["id"]), start, cap))
    return tuple(resources)


def _labels(spec: Mapping[str, Any], where: str) -> None:
    """An option's `labels`: its choices in players' words for New game, each keyed by a value it lists."""
    labels = spec.get("labels")
    if labels is None:
        return
    if not isinstance(labels, dict) or "choices" not in spec:
        raise ContentError(f"{where}.labels must be a mapping of the option's choices to words, got {labels!r}")
    for value, words in labels.items():
        if value not in spec["choices"]:
            raise ContentError(f"{where}.labels: {value!r} is not one of the choices {spec['choices']}")
        if not isinstance(words, str) or not words.strip():
            raise ContentError(f"{where}.labels.{value} must be words, got {words!r}")


def _options(raw: Mapping[str, Any], where: str) -> dict[str, dict[str, Any]]:
    """The common options and game.yaml's `options`: each with a default, maybe choices (with labels) and help."""
    given = raw.get("options") or {}
    if not isinstance(given, dict):
        raise ContentError(f"{where}: field 'options' must be a mapping, got {given!r}")
    options = dict(COMMON_OPTIONS)
    for name, spec in given.items():
        if not isinstance(spec, dict) or "default" not in spec:
            raise ContentError(f"{where}: option {name!r} needs a 'default'")
        if "choices" in spec and not isinstance(spec["choices"], list):
            raise ContentError(f"{where}: options.{name}.choices must be a list, got {spec['choices']!r}")
        _text(spec, "help", f"{where}: options.{name}", "")
        _labels(spec, f"{where}: options.{name}")
        options[str(name)] = spec
    return options


def load_game(game_id: str, root: Path | None = None, folder: Path | None = None) -> GameDefinition:
    """Load and validate assets/games/GAME/{game,cards,rules}.yaml, or those files in `folder` for a game kept
    outside the assets (the benchmark's)."""
    root = root or assets_dir()
    folder = folder or root / "games" / game_id
    where = folder / "game.yaml"
    raw = read_yaml(where)
    if not isinstance(raw, dict):
        raise ContentError(f"{where}: must be a mapping")
    decks = _decks(raw, str(where))
    resources = _resources(raw, str(where))
    options = _options(raw, str(where))
    cards_raw = read_yaml(folder / "cards.yaml")
    if not isinstance(cards_raw, dict):
        raise ContentError(f"{folder / 'cards.yaml'}: must be a mapping with a list 'cards'")
    library = parse_cards(cards_raw.get("cards"), str(folder / "cards.yaml"), tuple(decks))
    rules = read_rules(root / "games" / "table-rules.yaml")
    for rid, text in read_rules(folder / "rules.yaml").items():
        if rid in rules:
            raise ContentError(f"{folder / 'rules.yaml'}: rule {rid!r} is also a table rule")
        rules[rid] = text
    min_seats, max_seats, default_seats = _seats(raw, str(where))
    version = _need(raw, "version", int, str(where))
    if version < 1:
        raise ContentError(f"{where}: field 'version' must be a whole number >= 1, got {version!r}")
    listed = raw.get("listed", True)
    if not isinstance(listed, bool):
        raise ContentError(f"{where}: 'listed' must be true or false, got {listed!r}")
    return GameDefinition(
        id=_need(raw, "id", str, str(where)),
        name=_need(raw, "name", str, str(where)),
        version=version,
        min_seats=min_seats,
        max_seats=max_seats,
        decks=decks,
        resources=resources,
        options=options,
        library=library,
        rules=rules,
        default_seats=default_seats,
        raw=raw,
        listed=listed,
        source=str(where),
    )


_NO_DEFAULT: Any = object()


def game_key(
    definition: GameDefinition, key: str, valid: Callable[[Any], bool], wanted: str, default: Any = _NO_DEFAULT
) -> Any:
    """A game's own game.yaml key, one the shared reader does not know, checked before the game's code reads it.

    A missing key gives `default` (or is an error without one); a value `valid` rejects is a ContentError naming
    the file, the key and what it must be, so a wrong type never reaches the game as a traceback.
    """
    if key not in definition.raw:
        if default is _NO_DEFAULT:
            raise ContentError(f"{definition.source}: {key!r} is missing; it must be {wanted}")
        return default
    value = definition.raw[key]
    try:
        ok = valid(value)
    except (TypeError, ValueError, AttributeError):
        ok = False
    if not ok:
        raise ContentError(f"{definition.source}: {key!r} must be {wanted}, got {value!r}"[:300])
    return value


def whole(value: Any) -> bool:
    """A whole number that is not a bool (YAML reads yes/no as bools)."""
    return isinstance(value, int) and not isinstance(value, bool)


def texts(value: Any) -> bool:
    """A non-empty list of texts."""
    return isinstance(value, list) and bool(value) and all(isinstance(v, str) for v in value)
