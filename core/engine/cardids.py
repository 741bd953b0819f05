"""The grammar of card instance ids: the library id, `#`, and the copy number (``raid#2``).

Every physical copy of a card has an id made by `core.content.cards.instance_ids`:
its definition's id (a plain name without `#`), then `#`, then its copy number
counted from 1 in decimal without a leading zero. Anything read from outside
(a save, a scenario) is held to the same grammar, so an id such as ``raid#07``,
``raid#1/../x`` or ``raid#`` is refused instead of standing for a card.

>>> parse_card_id("raid#2")
('raid', 2)
"""

from __future__ import annotations

import re

MAX_ID = 64
CARD_ID = re.compile(r"([^#\s\x00-\x1f\x7f]+)#([1-9][0-9]{0,5})")
"""A card instance id, whole: (definition id, copy number)."""


class BadCardId(ValueError):
    """A text that is not a card instance id of the form `definition#copy`."""


def parse_card_id(text: object) -> tuple[str, int]:
    """The (definition id, copy number) of a card instance id; raises BadCardId for anything else."""
    if not isinstance(text, str):
        raise BadCardId(f"a card id must be text, got {type(text).__name__}")
    found = CARD_ID.fullmatch(text) if len(text) <= MAX_ID else None
    if found is None:
        raise BadCardId(f"{text[:MAX_ID]!r} is not a card id (a card's id, '#', and its copy number from 1)")
    return found.group(1), int(found.group(2))
