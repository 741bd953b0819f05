"""Content packs: a group's own cards and deck lists for a game, in one checked YAML file.

A pack is one YAML file, or a folder holding one ``pack.yaml``, that names its
``game`` and ``format``; its ``cards`` are written in the game's card schema and
checked by the same parser as the shipped ``cards.yaml``; its ``decks`` say how
many copies of which cards make up each deck; its ``card_rules`` give its cards the
game's extra rules by id, as game.yaml's do (core/content/cardrules.py). A pack adds to the shipped cards
(a card with a shipped id replaces that card) or, with ``replace: true``, stands
instead of them. Every defect is one line naming the file, the card and the
field (docs/content-packs.md).

A game made with a pack carries the definitions the pack changed in its save
header (`Pack.cards`), with the pack's name and the sha256 of its bytes, so the
save replays without the pack: its set-up is recorded, so which cards were dealt
never depends on the pack again.

The content layer never imports a game: what a pack needs of its game (which games there are, which decks
its named decks draw on, the ruleset that reads its card rules) comes in as a `GameRules`, which the layer
above hands in (`core.games.load_pack` and `check_pack` give this reader the installed rulesets).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.content import yamlread
from core.content.assets import GameDefinition, assets_dir, game_key, load_game
from core.content.cardrules import GameRules, with_card_rules
from core.content.cards import DEFINITION_ID, CardDef, CardLibrary, parse_card, read_yaml
from core.engine.errors import CardtableError, ContentError
from core.engine.valueclass import replace

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset

FORMAT = 1
"""The pack format's version; a pack names it in `format`."""
PACK_FILE = "pack.yaml"
MAX_DEALT = 5000
"""The most card instances a game made with a pack may hold."""
PACK_KEYS = {"format", "game", "name", "description", "replace", "cards", "decks", "card_rules"}
DECK_KINDS = ("demo", "real")
MAX_LINES = 50
"""The most defects reported one by one; a line says how many more there are."""
_ID_RULE = "must be lowercase letters, digits and hyphens, at most 60"


class PackDefects(ContentError):
    """A pack (or a CSV for one) with defects: one line each, in `lines`."""

    def __init__(self, lines: list[str]):
        more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
        super().__init__(lines[0] + more)
        self.lines = lines[:MAX_LINES]
        if len(lines) > MAX_LINES:
            self.lines.append(f"{lines[0].split(': ', 1)[0]}: and {len(lines) - MAX_LINES:,} more defects")


@dataclass(frozen=True)
class Pack:
    """A checked pack: its game, the library it deals, and the definitions a save made with it carries."""

    path: Path
    name: str
    game: str
    replace: bool
    library: CardLibrary
    cards: tuple[dict[str, Any], ...]
    own: frozenset[str]
    hash: str
    rules: GameRules = field(compare=False, repr=False)
    """The games' side, as handed to `load_pack`: it builds the pack's ruleset."""
    card_rules: Mapping[str, Any] = field(default_factory=dict)
    decks: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    """Named decks a player may choose (deck name -> card id -> copies), for a game with `pack_deck_kinds`."""

    def ruleset(self, options: Mapping[str, Any] | None = None, extra: CardLibrary | None = None) -> Ruleset:
        """The pack's game with its options, dealing this pack's library (and `extra` cards over it)."""
        definition = with_card_rules(self.game, self.card_rules, self.library, self.decks)
        named = replace(definition, raw={**definition.raw, "pack_name": self.name})  # for set-up refusals
        return self.rules.ruleset(named, options, extra)

    def header_keys(self) -> dict[str, Any]:
        """The save header's keys for a game made with this pack: its cards, card rules, named decks, name and
        content hash."""
        rules = {"card_rules": dict(self.card_rules)} if self.card_rules else {}
        decks = {"decks": {k: dict(v) for k, v in self.decks.items()}} if self.decks else {}
        alone = {"replace": True} if self.replace else {}  # the header's cards are then the whole library
        return {"cards": list(self.cards), **rules, **decks, **alone, "pack": self.name, "pack_hash": self.hash}


def pack_file(path: str | Path) -> Path:
    """The YAML file of a pack given as a file or as a folder holding `pack.yaml`."""
    path = Path(path)
    return path / PACK_FILE if path.is_dir() else path


def load_pack(path: str | Path, game: str | None, rules: GameRules) -> Pack:
    """Read and check a pack against its game as `rules` know it; raises PackDefects with one line per defect (or
    UnsafeYaml for a hostile file)."""
    file = pack_file(path)
    data = yamlread.read(file)
    raw = yamlread.load(data, str(file))
    where = str(file)
    if not isinstance(raw, dict):
        raise PackDefects([f"{where}: a pack must be a mapping with format, game and cards"])
    definition, name, replacing = _heading(raw, file, game, rules)
    defects: list[str] = []
    own, raws = _cards(raw.get("cards", []), where, tuple(definition.decks), defects)
    defs = {**({} if replacing else dict(definition.library.defs)), **own}
    counts, named = _decks(raw.get("decks", {}), where, definition, defs, defects, rules.deck_kinds(definition.id))
    card_rules = _card_rules(raw.get("card_rules", {}), where, defs, defects)
    if defects:
        raise PackDefects(defects)
    carried = _counted(definition.id, defs, counts, own, raws)
    dealt = sum(d.copies for d in defs.values())
    if dealt > MAX_DEALT:
        raise PackDefects([f"{where}: the pack deals {dealt:,} cards; at most {MAX_DEALT:,}"])
    if card_rules or named:
        _rules_hold(definition.id, card_rules, CardLibrary(defs), where, named, rules)
    return Pack(
        path=file,
        name=name,
        game=definition.id,
        replace=replacing,
        library=CardLibrary(defs),
        cards=tuple(carried[cid] for cid in defs if cid in carried),
        own=frozenset(own),
        hash=hashlib.sha256(data).hexdigest(),
        rules=rules,
        card_rules=card_rules,
        decks=named,
    )


def _card_rules(raw: Any, where: str, defs: Mapping[str, CardDef], defects: list[str]) -> dict[str, Any]:
    """The pack's card rules (card id -> the game's rule keys for it); each entry naming no card is one defect.

    What the keys mean is the game's: its ruleset reads them as it reads game.yaml's (`_rules_hold`)."""
    if not isinstance(raw, dict):
        defects.append(f"{where}: field 'card_rules' must map card ids to their rules, got {raw!r:.40}")
        return {}
    out: dict[str, Any] = {}
    for cid, rule in raw.items():
        if not isinstance(cid, str) or cid not in defs:
            defects.append(
                f"{where}: card_rules: card {str(cid)[:60]!r}: field 'id': no such card in the pack or the game"
            )
        elif not isinstance(rule, dict):
            defects.append(f"{where}: card_rules: card {cid!r}: must be a mapping of rules, got {rule!r:.40}")
        else:
            out[cid] = rule
    return out


def _rules_hold(
    game: str,
    card_rules: Mapping[str, Any],
    library: CardLibrary,
    where: str,
    named: Mapping[str, Mapping[str, int]],
    rules: GameRules,
) -> None:
    """The game's ruleset reads the pack's card rules and named decks with its cards, or the pack is refused in
    one line."""
    try:
        rules.ruleset(with_card_rules(game, card_rules, library, named))
    except CardtableError as err:
        said = _one_line(str(err))
        raise PackDefects([f"{where}: {said if said.startswith('decks') else 'card_rules: ' + said}"]) from None


def _heading(raw: dict[str, Any], file: Path, game: str | None, rules: GameRules) -> tuple[GameDefinition, str, bool]:
    """A pack's keys, format, game, name and `replace`, checked; raises PackDefects with every defect found."""
    where = str(file)
    defects = [
        f"{where}: unknown key {key!r} (keys: {', '.join(sorted(PACK_KEYS))})"
        for key in sorted(map(str, set(raw) - PACK_KEYS))
    ]
    if raw.get("format") != FORMAT or isinstance(raw.get("format"), bool):
        defects.append(f"{where}: field 'format' must be {FORMAT}, got {raw.get('format')!r:.40}")
    definition = _game(raw.get("game"), where, defects, rules.installed())
    if definition is not None and game is not None and definition.id != game:
        defects.append(f"{where}: field 'game': the pack is for {definition.id!r}, not {game!r}")
    name = raw.get("name", file.parent.name if file.name == PACK_FILE else file.stem)
    if not isinstance(name, str) or not name.strip() or len(name) > 80:
        defects.append(f"{where}: field 'name' must be text of 1 to 80 characters, got {name!r:.40}")
    replacing = raw.get("replace", False)
    if not isinstance(replacing, bool):
        defects.append(f"{where}: field 'replace' must be true or false, got {replacing!r:.40}")
    if definition is None or defects:
        raise PackDefects(defects or [f"{where}: field 'game' is missing"])
    return definition, str(name).strip(), replacing


def _counted(
    game: str,
    defs: dict[str, CardDef],
    counts: Mapping[str, Mapping[str, int]],
    own: Mapping[str, CardDef],
    raws: Mapping[str, dict[str, Any]],
) -> dict[str, dict[str, Any]]:
    """Apply the pack's deck lists to `defs` (a listed deck holds exactly its listed cards at their counts) and
    return the raw definitions a save must carry: the pack's own cards and every shipped card it re-counted."""
    shipped = _shipped_raw(game)
    carried: dict[str, dict[str, Any]] = {cid: raws[cid] for cid in own}
    for deck, listed in counts.items():
        for cid in [c for c, d in defs.items() if d.deck == deck and c not in listed]:
            del defs[cid]
        for cid, n in listed.items():
            if defs[cid].copies != n:
                defs[cid] = replace(defs[cid], copies=n)
                carried[cid] = {**(raws.get(cid) or shipped[cid]), "copies": n}
    return carried


def _game(game: Any, where: str, defects: list[str], installed: tuple[str, ...]) -> GameDefinition | None:
    """The installed game a pack names, or None with a defect."""
    if isinstance(game, int) and not isinstance(game, bool):
        game = str(game)  # `game: 1819` unquoted
    if not isinstance(game, str) or game not in installed:
        defects.append(f"{where}: field 'game' must be one of {', '.join(installed)}, got {game!r:.40}")
        return None
    return load_game(game)


def _cards(
    raw: Any, where: str, decks: tuple[str, ...], defects: list[str]
) -> tuple[dict[str, CardDef], dict[str, dict[str, Any]]]:
    """The pack's own card definitions and their raw mappings; each bad card is one defect."""
    own: dict[str, CardDef] = {}
    raws: dict[str, dict[str, Any]] = {}
    if not isinstance(raw, list):
        defects.append(f"{where}: field 'cards' must be a list of cards, got {type(raw).__name__}")
        return own, raws
    for item in raw:
        cid = item.get("id") if isinstance(item, dict) else None
        if isinstance(cid, str) and (len(cid) > 60 or not DEFINITION_ID.match(cid)):
            defects.append(f"{where}: card {cid[:60]!r}: field 'id': {_ID_RULE}")
            continue
        try:
            card = parse_card(item, where, decks)
        except ContentError as err:
            defects.append(_one_line(str(err)))
            continue
        if card.id in own:
            defects.append(f"{where}: card {card.id!r}: field 'id': is defined twice")
            continue
        own[card.id] = card
        raws[card.id] = item
    return own, raws


def _decks(
    raw: Any,
    where: str,
    definition: GameDefinition,
    defs: Mapping[str, CardDef],
    defects: list[str],
    kinds: frozenset[str],
) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, int]]]:
    """The pack's deck lists (game deck id -> card id -> copies) and, for a game whose players choose a deck
    (its `kinds`, `Ruleset.pack_deck_kinds`), its named decks (any other id -> card id -> copies); each bad entry is
    one defect."""
    out: dict[str, dict[str, int]] = {}
    named: dict[str, dict[str, int]] = {}
    if not isinstance(raw, dict):
        defects.append(f"{where}: field 'decks' must map deck ids to cards and counts, got {raw!r:.40}")
        return out, named
    for deck, listed in raw.items():
        at = f"{where}: decks.{deck}"
        if deck not in definition.decks and not kinds:
            defects.append(f"{at}: unknown deck {deck!r} (decks: {', '.join(definition.decks)})")
            continue
        if deck not in definition.decks and (not isinstance(deck, str) or not DEFINITION_ID.match(deck)):
            defects.append(f"{at}: a named deck's id {_ID_RULE}")
            continue
        if not isinstance(listed, dict) or not listed:
            defects.append(f"{at}: must map card ids to counts, got {listed!r:.40}")
            continue
        into = out if deck in definition.decks else named
        into[deck] = {}
        for cid, n in listed.items():
            problem = _deck_entry(cid, n, (deck,) if deck in definition.decks else tuple(sorted(kinds)), defs)
            if problem:
                defects.append(f"{at}: card {str(cid)[:60]!r}: {problem}")
            else:
                into[deck][cid] = n
    return out, named


def _deck_entry(cid: Any, n: Any, decks: tuple[str, ...], defs: Mapping[str, CardDef]) -> str | None:
    """What is wrong with one line of a deck list (whose cards belong to one of `decks`), or None."""
    if not isinstance(cid, str) or not DEFINITION_ID.match(cid) or len(cid) > 60:
        return f"field 'id': {_ID_RULE}"
    if cid not in defs:
        return "field 'id': no such card in the pack or the shipped cards"
    if defs[cid].deck not in decks:
        return f"field 'deck': the card belongs to deck {defs[cid].deck!r}, not {' or '.join(map(repr, decks))}"
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 99:
        return f"field 'copies': must be 1 to 99, got {n!r:.40}"
    return None


def _shipped_raw(game: str) -> dict[str, dict[str, Any]]:
    """The shipped cards.yaml mappings of a game, by id."""
    raw = read_yaml(assets_dir() / "games" / game / "cards.yaml")
    return {c["id"]: c for c in raw["cards"]}


def deck_label(definition: GameDefinition) -> tuple[str, str]:
    """Whether a game's shipped deck is its real card list or a demo stand-in, and a note saying what it holds."""
    label = game_key(
        definition,
        "shipped_deck",
        lambda v: isinstance(v, dict) and v.get("kind") in DECK_KINDS and isinstance(v.get("note", ""), str),
        "a mapping with kind (demo or real) and a note",
        {"kind": "unlabelled", "note": ""},
    )
    return label["kind"], label.get("note", "")


def _one_line(text: str) -> str:
    return " ".join(text.split())
