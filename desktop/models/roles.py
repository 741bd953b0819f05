"""Named item roles that every model fills and every delegate reads.

Delegates never branch on columns: they ask an index for one of these roles.
Qt's own roles carry the words: DisplayRole the name, ToolTipRole the card's
text, AccessibleTextRole and AccessibleDescriptionRole what a screen reader says.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

_BASE = int(Qt.ItemDataRole.UserRole) + 1

NAMES = (
    "cardId",
    "name",
    "deck",
    "deckName",
    "deckColour",
    "cost",
    "kinds",
    "text",
    "charges",
    "maxCharges",
    "character",
    "faceUp",
    "zone",
    "owner",
    "size",
    "resource",
    "amount",
    "cap",
    "seat",
    "colour",
    "top",
    "logKind",
    "actions",
    "target",
    "discardSize",
    "waiting",
    "hasDeck",
    "hasDiscard",
    "turnedDown",
    "look",
)

(
    CARD_ID,
    NAME,
    DECK,
    DECK_NAME,
    DECK_COLOUR,
    COST,
    KINDS,
    TEXT,
    CHARGES,
    MAX_CHARGES,
    CHARACTER,
    FACE_UP,
    ZONE,
    OWNER,
    SIZE,
    RESOURCE,
    AMOUNT,
    CAP,
    SEAT,
    COLOUR,
    TOP,
    LOG_KIND,
    ACTIONS,
    TARGET,
    DISCARD_SIZE,
    WAITING,
    HAS_DECK,
    HAS_DISCARD,
    TURNED_DOWN,
    LOOK,
) = range(_BASE, _BASE + len(NAMES))

FACE_ROLES = (
    FACE_UP,
    DECK_COLOUR,
    NAME,
    COST,
    KINDS,
    MAX_CHARGES,
    ZONE,
    CHARGES,
    WAITING,
    CHARACTER,
    TEXT,
    TURNED_DOWN,
)  # all that a card's face is painted from (desktop/table/delegates.py paint_card)


def look_key(row: dict) -> str:
    """What a card row's face looks like, as one string: its `FACE_ROLES` values. A card model keeps it in the
    row as LOOK, so a delegate finds the face in its pixmap cache with one question instead of twelve."""
    return repr(tuple(row.get(role) for role in FACE_ROLES))


ROLE_NAMES = {_BASE + i: name.encode() for i, name in enumerate(NAMES)}

CARDS_MIME = "application/x-cardtable-cards"
TOKENS_MIME = "application/x-cardtable-tokens"
