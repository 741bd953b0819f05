"""A pack being edited in the decks editor: its cards, their counts, and writing it as a pack `pack check` accepts.

The draft starts from a game's shipped cards or from a pack (checked by the core's one reader,
`core.games.load_pack`). Each card has a count, 0 to 99: 0 leaves it out of its deck. A card added
or edited in the editor becomes one of the pack's own cards (with a shipped card's id it stands instead of
that card). Saving writes the pack beside its place, checks it as `cardtable pack check` does, and only then
renames it into place, so a bad edit never costs the file that was there.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from core.content import yamlread
from core.content.assets import assets_dir, load_game
from core.content.cards import CardDef, CardLibrary, parse_card, read_yaml
from core.content.packs import FORMAT, PackDefects
from core.engine.errors import ContentError
from core.games import check_pack, load_pack

MAX_COPIES = 99


class DraftRefused(ContentError):
    """An edit or a save of a draft that would make a pack the game cannot use; nothing changed."""


class PackDraft:
    """The cards of a pack in the making: every card's mapping and count, which are the pack's own, and its name."""

    def __init__(self, game: str, name: str, replace: bool = False, description: str = ""):
        self.game = game
        self.definition = load_game(game)
        self.name = name
        self.description = description
        self.replace = replace
        self.shipped: dict[str, dict[str, Any]] = {
            c["id"]: c for c in read_yaml(assets_dir() / "games" / game / "cards.yaml")["cards"]
        }
        self.raws: dict[str, dict[str, Any]] = {}
        self.own: set[str] = set()
        self.counts: dict[str, int] = {}
        self.defs: dict[str, CardDef] = {}
        self.path: Path | None = None
        self.card_rules: dict[str, Any] = {}
        for raw in self.shipped.values():
            self._put(raw, own=False)

    @classmethod
    def from_pack(cls, path: str | Path) -> PackDraft:
        """A draft of an existing pack: its own cards (even those its deck lists leave out) and every count."""
        pack = load_pack(path)
        raw = yamlread.load(yamlread.read(pack.path), str(pack.path))
        draft = cls(pack.game, pack.name, pack.replace, str(raw.get("description", "")))
        draft.path = pack.path
        draft.card_rules = dict(pack.card_rules)
        if pack.replace:
            draft.raws, draft.counts, draft.defs = {}, {}, {}
        for card in raw.get("cards", []):
            draft._put(card, own=True)
        for cid in draft.raws:
            draft.counts[cid] = pack.library.defs[cid].copies if cid in pack.library.defs else 0
        return draft

    def _put(self, raw: Mapping[str, Any], own: bool) -> None:
        card = parse_card(dict(raw), f"card {raw.get('id')!r}", tuple(self.definition.decks))
        self.raws[card.id] = dict(raw)
        self.defs[card.id] = card
        self.counts[card.id] = card.copies
        if own:
            self.own.add(card.id)

    def ids(self) -> list[str]:
        """The cards listed, shipped first in their order, then the pack's new cards."""
        return list(self.raws)

    def library(self) -> CardLibrary:
        """Every listed card's definition (at its written copies), for painting faces."""
        return CardLibrary(self.defs)

    def put_card(self, raw: Mapping[str, Any], rules: Mapping[str, Any] | None = None) -> str:
        """Add a card or stand a new mapping instead of one, with its card rules in a game whose cards carry them
        (kept in the pack only where they differ from game.yaml's); returns its id. Raises ContentError, changing
        nothing."""
        cid = str(raw.get("id", ""))
        self._put(raw, own=True)
        if rules is not None:
            if dict(rules) == self.game_rules(cid):
                self.card_rules.pop(cid, None)
            else:
                self.card_rules[cid] = dict(rules)
        return cid

    def game_rules(self, cid: str) -> dict[str, Any] | None:
        """game.yaml's card rules for a card id, if it has any."""
        entry = (self.definition.raw.get("card_rules") or {}).get(cid)
        return dict(entry) if isinstance(entry, dict) else None

    def rules_of(self, cid: str) -> dict[str, Any] | None:
        """The card rules a card is dealt with: the pack's entry, else game.yaml's."""
        return dict(self.card_rules[cid]) if cid in self.card_rules else self.game_rules(cid)

    def set_replace(self, replace: bool) -> None:
        """Deal only the pack's own cards (True), or add them to the shipped cards (False)."""
        if replace == self.replace:
            return
        self.replace = replace
        if replace:
            for cid in [c for c in self.raws if c not in self.own]:
                del self.raws[cid], self.defs[cid], self.counts[cid]
        else:
            own = {cid: (self.raws[cid], self.counts[cid]) for cid in self.raws}
            self.raws, self.defs, self.counts = {}, {}, {}
            for raw in self.shipped.values():
                if raw["id"] not in own:
                    self._put(raw, own=False)
            for raw, n in own.values():
                self._put(raw, own=True)
                self.counts[raw["id"]] = n

    def set_count(self, cid: str, value: Any) -> None:
        """Set how many copies of a card its deck holds (0 leaves it out); raises DraftRefused."""
        if cid not in self.raws:
            raise DraftRefused(f"no card {cid!r} in this pack")
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value.strip())
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COPIES:
            raise DraftRefused(f"{self.defs[cid].name}: copies must be 0 to {MAX_COPIES}, got {str(value)[:40]!r}")
        self.counts[cid] = value

    def deck_totals(self) -> dict[str, tuple[int, int]]:
        """Each deck's cards dealt and copies dealt."""
        out = {deck: (0, 0) for deck in self.definition.decks}
        for cid, n in self.counts.items():
            deck = self.defs[cid].deck
            cards, copies = out[deck]
            out[deck] = (cards + (n > 0), copies + n)
        return out

    def to_doc(self) -> dict[str, Any]:
        """The pack as a YAML document: its own cards at their counts and a deck list for every deck whose
        counts differ from what the cards say; raises DraftRefused for a deck that would deal nothing."""
        cards = []
        for cid in self.ids():
            if cid in self.own:
                n = self.counts[cid]
                cards.append({**self.raws[cid], "copies": n} if n else self.raws[cid])
        written = {c["id"]: c.get("copies", 1) for c in cards}
        decks: dict[str, dict[str, int]] = {}
        for deck in self.definition.decks:
            ids = [cid for cid in self.ids() if self.defs[cid].deck == deck]
            if all(self.counts[c] == written.get(c, self.raws[c].get("copies", 1)) for c in ids):
                continue
            listed = {c: self.counts[c] for c in ids if self.counts[c]}
            if not listed:
                name = self.definition.decks[deck]
                raise DraftRefused(f"the {name} would hold no cards: give one of its cards 1 copy at least")
            decks[deck] = listed
        doc: dict[str, Any] = {"format": FORMAT, "game": self.game, "name": self.name}
        if self.description:
            doc["description"] = self.description
        doc["replace"] = self.replace
        doc["cards"] = cards
        if decks:
            doc["decks"] = decks
        if self.card_rules:
            doc["card_rules"] = self.card_rules
        return doc

    def save(self, path: str | Path) -> Path:
        """Write the pack at `path` through a checked file beside it; raises DraftRefused or PackDefects with
        the file at `path` untouched."""
        path = Path(path)
        if not self.name.strip():
            raise DraftRefused("the pack needs a name")
        text = yaml.safe_dump(self.to_doc(), sort_keys=False, allow_unicode=True, width=120)
        tmp = path.with_name(f".{path.stem}.{os.getpid()}.saving.yaml")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(text, encoding="utf-8")
            try:
                check_pack(tmp)
            except PackDefects as err:
                raise PackDefects([line.replace(str(tmp), str(path)) for line in err.lines]) from None
            os.replace(tmp, path)
        except OSError as err:
            raise DraftRefused(f"{path}: cannot write: {err.strerror or err}") from None
        finally:
            tmp.unlink(missing_ok=True)
        self.path = path
        return path
