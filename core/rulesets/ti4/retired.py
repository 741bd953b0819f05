"""Cards of Cardtable 0.1's stand-in TI4 deck, known but never dealt, so that games saved with 0.1 still load.

assets/games/ti4/retired-cards.yaml lists the invented cards the real deck
dropped, and the real cards of which 0.1 dealt more copies than the game has.
The ruleset's library holds them all; the set-up deals only the rest.
"""

from __future__ import annotations

from pathlib import Path

from core.content import yamlread
from core.content.cards import CardLibrary, instance_ids, parse_cards
from core.engine.errors import ContentError
from core.engine.valueclass import replace


def load(source: str, library: CardLibrary) -> tuple[CardLibrary, frozenset[str]]:
    """The library with the retired cards of the file beside `source` (game.yaml), and the retired instances."""
    path = Path(source).with_name("retired-cards.yaml")
    if not path.is_file():
        return library, frozenset()
    raw = yamlread.load(path.read_bytes(), str(path))
    if not isinstance(raw, dict):
        raise ContentError(f"{path}: must be a mapping with 'cards' and 'copies'")
    retired = parse_cards(raw.get("cards") or [], str(path))
    defs = dict(library.defs)
    gone: set[str] = set()
    for cid, d in retired.defs.items():
        if cid in defs:
            continue
        defs[cid] = d
        gone.update(instance_ids(cid, d.copies))
    for cid, copies in (raw.get("copies") or {}).items():
        real = defs.get(cid)
        if real is None or not isinstance(copies, int) or copies <= real.copies:
            continue
        gone.update(instance_ids(cid, copies)[real.copies :])
        defs[cid] = replace(real, copies=copies)
    return CardLibrary(defs), frozenset(gone)
