"""Reading a game's data from assets/: its definition, cards and rules reference.

Everything here is data read with the safe YAML loader and validated field by
field; a defect names the file and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
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


def load_game(game_id: str, root: Path | None = None, folder: Path | None = None) -> GameDefinition:
    """Load and validate assets/games/GAME/{game,cards,rules}.yaml, or those files in `folder` for a game kept
    outside the assets (the benchmark's)."""
    root = root or assets_dir()
    folder = folder or root / "games" / game_id
    where = folder / "game.yaml"
    raw = read_yaml(where)
    if not isinstance(raw, dict):
        raise ContentError(f"{where}: must be a mapping")
    decks_raw = _need(raw, "decks", list, str(where))
    decks = {}
    for d in decks_raw:
        if not isinstance(d, dict) or not isinstance(d.get("id"), str):
            raise ContentError(f"{where}: deck {d!r} needs an 'id'")
        decks[d["id"]] = str(d.get("name", d["id"]))
    resources = []
    for r in _need(raw, "resources", list, str(where)):
        if not isinstance(r, dict) or not isinstance(r.get("id"), str):
            raise ContentError(f"{where}: resource {r!r} needs an 'id'")
        cap = r.get("cap")
        resources.append(Resource(r["id"], str(r.get("name", r["id"])), int(r.get("start", 0)), cap))
    options = dict(COMMON_OPTIONS)
    for name, spec in (raw.get("options") or {}).items():
        if not isinstance(spec, dict) or "default" not in spec:
            raise ContentError(f"{where}: option {name!r} needs a 'default'")
        options[name] = spec
    cards_raw = read_yaml(folder / "cards.yaml")
    if not isinstance(cards_raw, dict):
        raise ContentError(f"{folder / 'cards.yaml'}: must be a mapping with a list 'cards'")
    library = parse_cards(cards_raw.get("cards"), str(folder / "cards.yaml"), tuple(decks))
    rules = read_rules(root / "games" / "table-rules.yaml")
    for rid, text in read_rules(folder / "rules.yaml").items():
        if rid in rules:
            raise ContentError(f"{folder / 'rules.yaml'}: rule {rid!r} is also a table rule")
        rules[rid] = text
    seats = raw.get("seats") or {}
    listed = raw.get("listed", True)
    if not isinstance(listed, bool):
        raise ContentError(f"{where}: 'listed' must be true or false, got {listed!r}")
    return GameDefinition(
        id=_need(raw, "id", str, str(where)),
        name=_need(raw, "name", str, str(where)),
        version=_need(raw, "version", int, str(where)),
        min_seats=int(seats.get("min", 2)),
        max_seats=int(seats.get("max", 6)),
        decks=decks,
        resources=tuple(resources),
        options=options,
        library=library,
        rules=rules,
        default_seats=tuple(seats.get("names", ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"])),
        raw=raw,
        listed=listed,
    )
