"""Card lists kept in a spreadsheet: a game's CSV template, and importing a CSV of cards into a pack.

A game's columns are the card fields its shipped cards use, in one fixed
order; a cell holds a whole number (copies, charges, character_skill), words
separated by spaces (kinds), true or false (answerable), ``name=number`` pairs
(cost, requires, character_cost, character_skills), YAML (effect, actions), or text. An
empty cell leaves the field out. Each bad cell is one line naming its row and
column, and then no pack is written: the pack is written beside its place,
read back as a pack, and only then renamed into place.

>>> cost_cell("adm=2 ducats=1")
{'adm': 2, 'ducats': 1}
>>> amounts_text({'adm': 2, 'ducats': 1})
'adm=2 ducats=1'
"""

from __future__ import annotations

import csv
import io
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.content import yamlread
from core.content.assets import assets_dir, load_game
from core.content.cardrules import GameRules
from core.content.cards import parse_card, read_yaml
from core.content.packs import FORMAT, PackDefects, load_pack
from core.engine.errors import ContentError

MAX_ROWS = 2000
"""The most cards one CSV may hold."""
MAX_NAME = 80  # a pack's name, as core.content.packs reads it
ALWAYS = ("id", "name", "deck", "copies", "text")
COLUMNS = (
    "id",
    "name",
    "deck",
    "copies",
    "cost",
    "kinds",
    "charges",
    "target",
    "answerable",
    "requires",
    "text",
    "effect",
    "actions",
    "character_kind",
    "character_name",
    "character_type",
    "character_skill",
    "character_cost",
    "character_skills",
)
"""Every column a template may have, in order; `character_X` is the field X of the card's character."""
_PAIR = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)=([0-9]{1,6})$")


class CellError(ContentError):
    """One cell of a CSV that does not hold what its column needs."""


def columns(game: str) -> tuple[str, ...]:
    """A game's CSV columns: the card fields its shipped cards use (and the ones every card has)."""
    used = set(ALWAYS)
    for card in _shipped(game):
        for key, value in card.items():
            if key == "character":
                used.update(f"character_{k}" for k in value)
            else:
                used.add(key)
    return tuple(c for c in COLUMNS if c in used)


def _shipped(game: str) -> list[dict[str, Any]]:
    """A game's shipped card mappings (after checking the game loads)."""
    load_game(game)
    cards: list[dict[str, Any]] = read_yaml(assets_dir() / "games" / game / "cards.yaml")["cards"]
    return cards


def cost_cell(text: str) -> dict[str, int]:
    """`name=number` pairs separated by spaces or commas; raises CellError."""
    out: dict[str, int] = {}
    for part in text.replace(",", " ").split():
        match = _PAIR.match(part)
        if not match:
            raise CellError(f"{part[:40]!r} is not name=number (e.g. adm=2 ducats=1)")
        out[match[1]] = int(match[2])
    return out


def amounts_text(value: dict[str, int]) -> str:
    """A mapping of names to numbers as a cell: `adm=2 ducats=1`."""
    return " ".join(f"{k}={v}" for k, v in value.items())


def _whole(text: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise CellError(f"{text[:40]!r} is not a whole number")
    return int(text)


def _flag(text: str) -> bool:
    word = text.lower()
    if word not in ("true", "false", "yes", "no"):
        raise CellError(f"{text[:40]!r} is not true or false")
    return word in ("true", "yes")


def _yaml(text: str) -> Any:
    try:
        return yamlread.load(text.encode("utf-8"), "cell")
    except ContentError as err:
        raise CellError(f"not YAML: {str(err).removeprefix('cell: ')}") from None


def _words(text: str) -> list[str]:
    return text.replace(",", " ").split()


READERS: dict[str, Callable[[str], Any]] = {
    "copies": _whole,
    "charges": _whole,
    "character_skill": _whole,
    "kinds": _words,
    "answerable": _flag,
    "cost": cost_cell,
    "requires": cost_cell,
    "character_cost": cost_cell,
    "character_skills": cost_cell,
    "effect": _yaml,
    "actions": _yaml,
}


def _writer(column: str) -> Callable[[Any], str]:
    """How a field's value is written in a cell of `column`."""
    if column in ("cost", "requires", "character_cost", "character_skills"):
        return amounts_text
    if column == "kinds":
        return " ".join
    if column in ("effect", "actions"):
        return _flow
    if column == "answerable":
        return lambda v: "true" if v else "false"
    return str


def _flow(value: Any) -> str:
    import yaml

    text: str = yaml.safe_dump(value, default_flow_style=True, width=10_000, allow_unicode=True)
    return text.strip()


def template(game: str) -> str:
    """A game's CSV template: its header and two of its shipped cards as example rows."""
    cols = columns(game)
    cards = sorted(_shipped(game), key=lambda c: -len(c) - len(c.get("character", {})))
    examples = [cards[0], next((c for c in cards[1:] if c["deck"] != cards[0]["deck"]), cards[1])]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(cols)
    for card in examples:
        flat = {**card, **{f"character_{k}": v for k, v in card.get("character", {}).items()}}
        writer.writerow(_writer(c)(flat[c]) if c in flat else "" for c in cols)
    return out.getvalue()


def read_csv(path: Path, game: str) -> list[dict[str, Any]]:
    """The cards of a CSV in the game's template columns; raises PackDefects, one line per bad cell."""
    where = str(path)
    data = yamlread.read(path)
    if len(data) > yamlread.MAX_BYTES:
        raise PackDefects([f"{where}: the file is larger than {yamlread.MAX_BYTES:,} bytes"])
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise PackDefects([f"{where}: not UTF-8 text (byte {err.start})"]) from None
    cols = columns(game)
    try:
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as err:
        raise PackDefects([f"{where}: not a CSV file: {err}"]) from None
    if not rows:
        raise PackDefects([f"{where}: row 1: the header row is missing (columns: {', '.join(cols)})"])
    header = [h.strip() for h in rows[0]]
    defects = [
        f"{where}: row 1, column {h[:40]!r}: not a column of the {game} template (columns: {', '.join(cols)})"
        for h in header
        if h not in cols
    ]
    defects += [f"{where}: row 1: column {c!r} is missing" for c in ALWAYS if c not in header]
    if len(rows) - 1 > MAX_ROWS:
        defects.append(f"{where}: holds {len(rows) - 1:,} rows; at most {MAX_ROWS:,}")
    if defects:
        raise PackDefects(defects)
    cards = _rows(rows, header, where, tuple(load_game(game).decks), defects)
    if defects:
        raise PackDefects(defects)
    if not cards:
        raise PackDefects([f"{where}: holds no cards"])
    return cards


def _rows(
    rows: list[list[str]], header: list[str], where: str, decks: tuple[str, ...], defects: list[str]
) -> list[dict[str, Any]]:
    """Each row's card, read cell by cell and then checked as a card; each defect is added to `defects`."""
    cards: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for n, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            defects.append(f"{where}: row {n}: has {len(row)} cells, the header has {len(header)}")
            continue
        card, bad = _card(row, header, f"{where}: row {n}", defects)
        if bad:
            continue
        try:
            parse_card(card, f"{where}: row {n}", decks)
        except ContentError as err:
            defects.append(" ".join(str(err).split()).replace(": field 'character.", ": column 'character_"))
            continue
        if card["id"] in seen:
            defects.append(f"{where}: row {n}, column 'id': {card['id']!r} is also on row {seen[card['id']]}")
            continue
        seen[card["id"]] = n
        cards.append(card)
    return cards


def _card(row: list[str], header: list[str], where: str, defects: list[str]) -> tuple[dict[str, Any], bool]:
    """One row's cells as a card mapping, and whether any cell was bad."""
    card: dict[str, Any] = {}
    character: dict[str, Any] = {}
    bad = False
    for column, cell in zip(header, row, strict=True):
        text = cell.strip()
        if not text:
            continue
        try:
            value = READERS.get(column, str)(text)
        except CellError as err:
            defects.append(f"{where}, column {column!r}: {err}")
            bad = True
            continue
        if column.startswith("character_"):
            character[column.removeprefix("character_")] = value
        else:
            card[column] = value
    if character:
        card["character"] = character
    return card, bad


def cells_card(cells: dict[str, str], game: str, where: str) -> dict[str, Any]:
    """One card from its cells by column, read and checked as a CSV row is (the app's card form uses it);
    raises PackDefects with one line per bad cell, or the card's first defect."""
    defects: list[str] = []
    header = [c for c in cells if c in columns(game)]
    card, bad = _card([cells[c] for c in header], header, where, defects)
    if not bad:
        try:
            parse_card(card, where, tuple(load_game(game).decks))
        except ContentError as err:
            defects.append(" ".join(str(err).split()).replace(": field 'character.", ": column 'character_"))
    if defects:
        raise PackDefects(defects)
    return card


def card_cells(card: dict[str, Any], game: str) -> dict[str, str]:
    """A card mapping as the cells of the game's CSV columns (empty for a field it leaves out)."""
    flat = {**card, **{f"character_{k}": v for k, v in card.get("character", {}).items()}}
    return {c: _writer(c)(flat[c]) if c in flat else "" for c in columns(game)}


def import_csv(source: str | Path, game: str, out: str | Path, name: str | None, rules: GameRules) -> int:
    """Write the cards of a CSV as a pack at `out` and return how many; on any defect (the pack read as `rules`
    read it) no file is written.

    The pack is named `name`, or after the CSV's file (``our-eu.csv`` makes the pack "our-eu"), since that is
    the name its owner gave the list, wherever the pack is written."""
    import yaml

    source, out = Path(source), Path(out)
    name = source.stem if name is None else name
    if not name.strip() or len(name) > MAX_NAME:
        raise PackDefects([f"{source}: the pack's name must be text of 1 to {MAX_NAME} characters, got {name[:40]!r}"])
    cards = read_csv(source, game)
    doc = {"format": FORMAT, "game": game, "name": name, "cards": cards}
    text = yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=120)
    tmp = out.with_name(f".{out.name}.{os.getpid()}.importing")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8")
        load_pack(tmp, game, rules)
        os.replace(tmp, out)
    except OSError as err:
        raise PackDefects([f"{out}: cannot write: {err.strerror or err}"]) from None
    finally:
        tmp.unlink(missing_ok=True)
    return len(cards)
