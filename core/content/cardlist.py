"""A game's card library as a list for people and scripts: `cardtable cards GAME [--pack PACK] [--json]`.

Each card shows its id, name, deck, copies and kinds, where it comes from
(shipped or the pack), and the game's key fields: the cost, charges and
character fields its cards use. The list says whether the shipped deck is the
game's real card list or a demo stand-in (game.yaml's `shipped_deck`).
"""

from __future__ import annotations

from typing import Any

from core.content.assets import load_game
from core.content.cards import CardDef
from core.content.csvimport import amounts_text, columns
from core.content.packs import Pack, deck_label

KEY_FIELDS = ("cost", "charges", "target", "character")


def card_list(game: str, pack: Pack | None = None) -> dict[str, Any]:
    """The listing of a game's library (with a loaded pack's, if given) as plain data."""
    definition = load_game(game)
    library = pack.library if pack else definition.library
    cols = set(columns(game))
    keys = [k for k in KEY_FIELDS if k in cols or (k == "character" and "character_kind" in cols)]
    kind, note = deck_label(definition)
    cards = []
    for card in library.defs.values():
        from_pack = pack is not None and card.id in pack.own
        cards.append({**_row(card, keys), "from": "pack" if from_pack else "shipped"})
    return {
        "game": definition.id,
        "name": definition.name,
        "shipped_deck": {"kind": kind, "note": note},
        "pack": {"name": pack.name, "file": str(pack.path), "replace": pack.replace, "hash": pack.hash}
        if pack
        else None,
        "key_fields": keys,
        "cards": cards,
        "dealt": sum(c.copies for c in library.defs.values()),
    }


def _row(card: CardDef, keys: list[str]) -> dict[str, Any]:
    """One card's listed fields."""
    row: dict[str, Any] = {
        "id": card.id,
        "name": card.name,
        "deck": card.deck,
        "copies": card.copies,
        "kinds": list(card.kinds),
    }
    for key in keys:
        if key == "character":
            c = card.character
            row[key] = {"kind": c.kind, "name": c.name, "type": c.type, "skill": c.skill} if c else None
        elif key == "cost":
            row[key] = dict(card.cost)
        else:
            row[key] = getattr(card, key)
    return row


def _cell(key: str, value: Any) -> str:
    """A listed field as table text."""
    if key == "kinds":
        return ",".join(value)
    if key == "cost":
        return amounts_text(value) or "-"
    if key == "character":
        return f"{value['kind']} {value['name']} ({value['skill']})" if value else "-"
    return str(value)


def card_table(listing: dict[str, Any]) -> str:
    """The listing as aligned text: a line about the shipped deck and the pack, then one line per card."""
    kind = listing["shipped_deck"]["kind"]
    said = {"demo": "a demo stand-in, not the game's real card list", "real": "the game's real card list"}
    lines = [f"{listing['game']}: {listing['name']}"]
    lines.append(f"shipped deck: {said.get(kind, 'not labelled')}. {listing['shipped_deck']['note']}".rstrip())
    pack = listing["pack"]
    if pack:
        mode = "instead of the shipped cards" if pack["replace"] else "added to the shipped cards"
        lines.append(f"pack: {pack['name']} ({pack['file']}), {mode}")
    heads = ["id", "name", "deck", "copies", "kinds", *listing["key_fields"], "from"]
    rows = [[_cell(h, card[h]) for h in heads] for card in listing["cards"]]
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(heads)]
    for row in [heads, *rows]:
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    lines.append(f"{len(rows)} cards, {listing['dealt']} copies")
    return "\n".join(lines)
