"""Card zone models: a hand, a discard pile, a display row, character slots, the play area.

Each row is one card as the viewer sees it: face up with everything a
delegate needs to paint it (name, cost, deck colour, icons, character, text,
charges), or face down with nothing but its place. Drags carry card instance
ids in a private MIME type; a drop is handed to the table, which turns it into
a command for the session. The session's events then move the rows.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QMimeData, Qt

from core.engine import zones as Z
from core.rules.effects import describe as describe_effect
from desktop.models import roles as R
from desktop.models.rows import NO_PARENT, Row, RowModel

DropHandler = Callable[["CardZoneModel", str, dict, "str | None"], bool]
FLAG_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


KIND_WORDS = {
    "display": "stays in play",
    "battle": "played in a battle",
    "reaction": "played in answer to another player's move",
    "covert": "covert: a counter may cancel it",
    "counter": "a counter: it cancels the card it answers",
}
"""A card's kinds (the icons on its face) as a description says them; a card in play says its tokens, not that
it stays, and `minor` goes unsaid (EU's cards say "Takes no turn" in their text; 1819's means nothing to play)."""


def _cost_words(cost, names) -> str:
    return ", ".join(f"{n} {names.get(r, r)}" for r, n in cost) or "nothing"


def _kind_words(deck: str, cost, names) -> str:
    """A card's deck and cost after its name: ``Action card, costs 2 Gold``; ``Group card`` for a deck named
    "Group cards" (not "Group cards card"), and no cost in a game without resources (INWO)."""
    card = f"{deck.removesuffix(' cards')} card"
    return f"{card}, costs {_cost_words(cost, names)}" if names or cost else card


def card_row(
    ruleset,
    look,
    card: str,
    zone: str,
    charges: int = 0,
    waiting: bool = False,
    down: bool = False,
    cost: tuple[tuple[str, int], ...] | None = None,
) -> Row:
    """Everything a delegate paints and a screen reader says about a face-up card.

    `waiting` marks a display card whose charge is pending: its empty squares wait for tokens. `down` marks a card
    in play the game has turned face down (everyone knows which it is): it is drawn face down and says so. `cost`
    is what the card costs the viewer (`Ruleset.card_cost`, as its items) when not the cost printed on it.
    """
    d = ruleset.library.get(card)
    deck = look.deck(d.deck)
    names = {r.id: r.name for r in look.resources}
    cost = cost if cost is not None else tuple(d.cost.items())
    character = None
    if d.character is not None:
        c = d.character
        character = {
            "kind": c.kind,
            "name": c.name,
            "type": c.type,
            "skill": c.skill,
            "cost": tuple(c.cost.items()),
            "frame": "square" if c.kind == "advisor" else "round",
        }
    kinds = tuple(k for k in d.kinds if k != "action")
    actions = tuple((a.name, a.text, tuple(a.cost.items())) for a in d.actions)
    words = [f"{d.name}, {_kind_words(deck.name, cost, names)}"]
    said = [KIND_WORDS[k] for k in kinds if KIND_WORDS.get(k) and not (k == "display" and Z.kind(zone) == "display")]
    if said:
        words.append(", ".join(said).capitalize())
    if Z.kind(zone) == "display":
        words.append(f"{charges} of {d.charges} {look.charges_word}" + (", waiting for its tokens" if waiting else ""))
    if character:
        words.append(
            f"character: {character['kind']} {character['name']}"
            + (f", skill {character['skill']}" if character["skill"] else "")
        )
    text = d.text or describe_effect(d.effect)
    if down:
        words[0] = f"{d.name} (face down), {_kind_words(deck.name, cost, names)}"
    row = {
        int(Qt.ItemDataRole.DisplayRole): d.name,
        int(Qt.ItemDataRole.ToolTipRole): f"{d.name} (face down)\n{text}" if down else f"{d.name}\n{text}",
        int(Qt.ItemDataRole.AccessibleTextRole): words[0],
        int(Qt.ItemDataRole.AccessibleDescriptionRole): ". ".join(words[1:] + [text]),
        R.CARD_ID: card,
        R.NAME: d.name,
        R.DECK: d.deck,
        R.DECK_NAME: deck.name,
        R.DECK_COLOUR: deck.colour,
        R.COST: cost,
        R.KINDS: kinds,
        R.TEXT: text,
        R.CHARGES: charges,
        R.MAX_CHARGES: d.charges,
        R.CHARACTER: character,
        R.FACE_UP: True,
        R.ZONE: zone,
        R.OWNER: Z.owner(zone),
        R.ACTIONS: actions,
        R.WAITING: waiting,
        R.TURNED_DOWN: down,
    }
    row[R.LOOK] = R.look_key(row)
    return row


def _priced(ruleset, view, card: str) -> tuple | None:
    """What `card` costs the viewer when the game says so (`Ruleset.card_cost`), as a hashable tuple, else None."""
    cost = ruleset.card_cost(view, card)
    return None if cost is None else tuple(cost.items())


def hidden_row(zone: str, n: int, total: int) -> Row:
    """A face-down card: its place in the zone and nothing that tells what it is."""
    owner = Z.owner(zone)
    whose = f"{owner}'s " if owner else ""
    row = {
        int(Qt.ItemDataRole.DisplayRole): "Face-down card",
        int(Qt.ItemDataRole.AccessibleTextRole): f"Face-down card {n} of {total}",
        int(Qt.ItemDataRole.AccessibleDescriptionRole): f"One of the {total} hidden cards in {whose}{Z.kind(zone)}",
        R.CARD_ID: None,
        R.FACE_UP: False,
        R.ZONE: zone,
        R.OWNER: owner,
    }
    row[R.LOOK] = R.look_key(row)
    return row


def cards_mime(cards: list[str], zone: str) -> QMimeData:
    mime = QMimeData()
    mime.setData(R.CARDS_MIME, json.dumps({"cards": cards, "zone": zone}).encode("utf-8"))
    return mime


def tokens_mime(seat: str, resource: str, count: int = 1) -> QMimeData:
    mime = QMimeData()
    mime.setData(R.TOKENS_MIME, json.dumps({"seat": seat, "resource": resource, "count": count}).encode("utf-8"))
    return mime


def read_mime(mime: QMimeData) -> tuple[str, dict] | None:
    """The kind ("cards" or "tokens") and payload of a drag, or None if it is not ours."""
    for kind, fmt in (("cards", R.CARDS_MIME), ("tokens", R.TOKENS_MIME)):
        if mime is not None and mime.hasFormat(fmt):
            try:
                payload = json.loads(bytes(mime.data(fmt).data()).decode("utf-8"))
            except (ValueError, UnicodeDecodeError):
                return None
            return (kind, payload) if isinstance(payload, dict) else None
    return None


class CardZoneModel(RowModel):
    """The cards of one zone as one viewer sees them."""

    kind = ""
    drag = False
    drops: tuple[str, ...] = ()

    def __init__(self, zone: str, parent=None):
        super().__init__(parent)
        self.zone = zone
        self.owner = Z.owner(zone)
        self.on_drop: DropHandler | None = None
        self._made_for: tuple | None = None
        self._made: dict[tuple[str, int, bool, bool, tuple | None], Row] = {}

    def refresh(self, ruleset, look, view) -> None:
        """Follow the zone in a new view; a zone that reads as it did (most zones, after most moves) is
        left alone without comparing its rows."""
        zv = view.zones.get(self.zone)
        seen: tuple[object, ...]
        faces: tuple[tuple[int, bool, bool, tuple | None], ...] = ()
        if zv is None:
            seen = (ruleset, look, None)
        elif zv.cards is None:
            seen = (ruleset, look, zv.size)
        else:
            pending = view.pending
            waiting = set(pending.options or ()) if pending is not None and pending.kind == "charge" else set()
            charges, down = view.charges, ruleset.turned_down(view)
            faces = tuple((charges.get(c, 0), c in waiting, c in down, _priced(ruleset, view, c)) for c in zv.cards)
            seen = (ruleset, look, zv.cards, faces)
        if not self.fresh(seen):
            return
        if zv is None:
            self.sync(())
        elif zv.cards is None:
            self.sync((f"?{n}", hidden_row(self.zone, n, zv.size)) for n in range(1, zv.size + 1))
        else:
            self.sync(
                (c, self._card_row(ruleset, look, c, charge, wait, turned, cost))
                for c, (charge, wait, turned, cost) in zip(zv.cards, faces, strict=True)
            )

    def _card_row(
        self, ruleset, look, card: str, charges: int, waiting: bool, down: bool = False, cost: tuple | None = None
    ) -> Row:
        """A card's row, made once per card, charges, waiting, face and price: an unchanged card keeps the very
        same row."""
        if self._made_for is None or self._made_for[0] is not ruleset or self._made_for[1] is not look:
            self._made_for, self._made = (ruleset, look), {}
        key = (card, charges, waiting, down, cost)
        row = self._made.get(key)
        if row is None:
            row = self._made[key] = card_row(ruleset, look, card, self.zone, charges, waiting, down, cost)
        return row

    def card(self, row: int) -> str | None:
        return self.data(self.index(row), R.CARD_ID)

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled if self.drops else Qt.ItemFlag.NoItemFlags
        flags = FLAG_ENABLED
        if self.drag and self.data(index, R.FACE_UP):
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        if self.drops:
            flags |= Qt.ItemFlag.ItemIsDropEnabled
        return flags

    def mimeTypes(self):
        return [R.CARDS_MIME, R.TOKENS_MIME]

    def supportedDragActions(self):
        return Qt.DropAction.MoveAction

    def supportedDropActions(self):
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def mimeData(self, indexes):
        cards = [self.data(i, R.CARD_ID) for i in indexes if i.isValid() and self.data(i, R.FACE_UP)]
        return cards_mime(cards, self.zone) if cards else None

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        read = read_mime(data)
        return read is not None and read[0] in self.drops and self.on_drop is not None

    def dropMimeData(self, data, action, row, column, parent=NO_PARENT) -> bool:
        """A drop is a command: hand it to the table, which asks the session."""
        read = read_mime(data)
        if read is None or self.on_drop is None or not self.canDropMimeData(data, action, row, column, parent):
            return False
        kind, payload = read
        item = self.card(parent.row()) if parent.isValid() else None
        return self.on_drop(self, kind, payload, item)


class HandModel(CardZoneModel):
    """A hand: its owner drags cards from it; a card dropped on a rival's hand targets that rival."""

    kind = "hand"
    drag = True
    drops = ("cards",)


class DiscardModel(CardZoneModel):
    """A public discard pile, top first; it can be browsed."""

    kind = "discard"


class DisplayModel(CardZoneModel):
    """A seat's display row: cards with charges; supply tokens dropped on a card charge it."""

    kind = "display"
    drops = ("cards", "tokens")


class SlotsModel(CardZoneModel):
    """A seat's appointed characters; a hand card dropped here appoints it."""

    kind = "appointed"
    drops = ("cards",)


class PlayAreaModel(CardZoneModel):
    """The cards being resolved in the middle of the table; a hand card dropped here plays it."""

    kind = "table"
    drops = ("cards",)
