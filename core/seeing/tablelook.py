"""What a table shows of a ruleset: its decks and where their piles lie, resources, zone kinds, card commands.

`layout` reads the ruleset and the ``table:`` section of its game definition, so one table serves
every game without widget code per game.

>>> from core.rulesets import make_ruleset
>>> look = layout(make_ruleset("sandbox"))
>>> [d.id for d in look.decks], look.supply, look.play
(['action'], 'supply', 'play')
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from core.engine import zones as Z
from core.engine.errors import ContentError
from core.engine.valueclass import field, valueclass

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset

DECK_COLOURS = ("#2f5f8a", "#8a2f2f", "#3c7a45", "#7a5a23", "#5b3c7a", "#2f7a78")
PILES = ("shared", "seat", "discard")
# The game panels a desktop table knows how to draw.
PANELS = ("battle", "power-structures", "main-board", "strategy-cards")


@valueclass(slots=False)
class DeckLook:
    """A deck and where its pile lies: `shared` in the middle, `seat` for each seat's own deck
    (zone ``deck:ID-SEAT``, shown at that seat), `discard` when only its discard pile is on the table."""

    id: str
    name: str
    colour: str
    pile: str = "shared"

    def seat_zone(self, seat: str) -> str:
        """The zone of `seat`'s own deck of this kind."""
        return Z.deck(f"{self.id}-{seat}")


@valueclass(slots=False)
class ResourceLook:
    id: str
    name: str
    cap: int | None


@valueclass(slots=False)
class TableLayout:
    """The zones, resources and card commands a table lays out for one game.

    `display` and `slots` say whether the game uses display rows and character slots at all,
    so a table lays out only the zone kinds the game has. `play_name` names the shared `table` zone
    and `play_spread` lays its cards side by side (a market) instead of fanned; `window_verbs` words a
    reaction window by its kind ("attacks"), "plays" when not given. `panels` names the game's own panels
    (one of PANELS each): a table builds only those, the first time a game that has them is shown.
    `to_display` names the command a card dropped from the hand on its owner's display means when it is not
    played there (INWO's takeover of a Group into the Power Structure); `card_on_card` the command a card of your
    display dropped on another card in play gives, its first two card fields the two cards (INWO's attack).
    `charges_word` is what a card's charges are called at this table (INWO's "action tokens").
    """

    decks: tuple[DeckLook, ...]
    resources: tuple[ResourceLook, ...]
    supply: str | None
    display: bool
    slots: bool
    play: str | None
    appoint: str | None
    charge: str | None
    use: str | None
    card_commands: frozenset[str]
    play_name: str = "Play area"
    play_spread: bool = False
    window_verbs: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    panels: tuple[str, ...] = ()
    to_display: str | None = None
    card_on_card: str | None = None
    charges_word: str = "charges"

    @property
    def seat_decks(self) -> tuple[DeckLook, ...]:
        return tuple(d for d in self.decks if d.pile == "seat")

    def deck(self, deck_id: str) -> DeckLook:
        for d in self.decks:
            if d.id == deck_id:
                return d
        return DeckLook(deck_id, deck_id, "#555555")


def _named(commands: Mapping, name: str) -> str | None:
    return name if name in commands else None


def layout(ruleset: Ruleset) -> TableLayout:
    """What the table shows for `ruleset`: decks with colours, resources, zone kinds, card commands.

    A game's game.yaml ``table:`` may colour its decks (``colours: {deck: "#rrggbb"}``), say where
    their piles lie (``piles: {deck: seat|discard}``), name and spread the play area
    (``play_area: {name: Market, spread: true}``), word its reaction windows (``windows: {attack: attacks}``)
    name its own panels (``panels: [battle]``) and say which command a card from the hand dropped on its owner's
    display gives when it is not played there (``to_display: takeover``), and which command a card of your display
    dropped on another card in play gives (``card_on_card: attack``), and what a card's charges are called
    (``charges: action tokens``).
    """
    d = ruleset.definition
    table = _section(d.raw, "table", d.id)
    colours, piles = _section(table, "colours", d.id, "table."), _section(table, "piles", d.id, "table.")
    play, windows = _section(table, "play_area", d.id, "table."), _section(table, "windows", d.id, "table.")
    for deck, pile in piles.items():
        if deck not in d.decks or pile not in PILES:
            raise ContentError(
                f"{d.id} game.yaml: table.piles.{deck}: must name a deck and one of {', '.join(PILES)}, got {pile!r}"
            )
    decks = tuple(
        DeckLook(i, name, str(colours.get(i, DECK_COLOURS[n % len(DECK_COLOURS)])), piles.get(i, "shared"))
        for n, (i, name) in enumerate(d.decks.items())
    )
    resources = tuple(ResourceLook(r.id, r.name, r.cap) for r in d.resources)
    supply: str | None = ruleset.displays.supply if ruleset.displays is not None else "supply"
    if supply not in {r.id for r in resources}:
        supply = None
    commands = ruleset.commands
    defs = ruleset.library.defs.values()
    has_characters = any(c.character is not None for c in defs)
    has_display = any(c.has("display") for c in defs)
    card_commands = frozenset(
        name
        for name, spec in commands.items()
        if spec.fields and spec.fields[0].kind == "card" and spec.fields[0].required
    )
    return TableLayout(
        decks=decks,
        resources=resources,
        supply=supply,
        display=has_display,
        slots=has_characters,
        play=_named(commands, "play"),
        appoint=_named(commands, "appoint"),
        charge=_named(commands, "charge"),
        use=_named(commands, "use"),
        card_commands=card_commands,
        play_name=str(play.get("name", "Play area")),
        play_spread=bool(play.get("spread", False)),
        window_verbs=MappingProxyType({str(k): str(v) for k, v in windows.items()}),
        panels=_panels(table.get("panels"), d.id),
        to_display=_command(table, "to_display", commands, d.id),
        card_on_card=_command(table, "card_on_card", commands, d.id, cards=2),
        charges_word=str(table.get("charges", "charges")),
    )


def _command(table: Mapping, key: str, commands: Mapping, game: str, cards: int = 1) -> str | None:
    """game.yaml's ``table.KEY``: a command of the game whose first `cards` fields are cards (None when absent).

    >>> _command({}, "to_display", {}, "inwo") is None
    True
    """
    value = table.get(key)
    if value is None:
        return None
    spec = commands.get(value) if isinstance(value, str) else None
    if spec is None or [f.kind for f in spec.fields[:cards]] != ["card"] * cards:
        takes = "a card" if cards == 1 else f"{cards} cards first"
        raise ContentError(f"{game} game.yaml: table.{key} must name a command that takes {takes}, got {value!r}")
    return str(value)


def _panels(value, game: str) -> tuple[str, ...]:
    """game.yaml's ``table.panels``: a list of known panel names (none when absent); anything else is an error.

    >>> _panels(["battle"], "eu"), _panels(None, "eu")
    (('battle',), ())
    """
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v in PANELS for v in value):
        raise ContentError(f"{game} game.yaml: table.panels must be a list of {', '.join(PANELS)}, got {value!r}")
    return tuple(value)


def _section(raw: Mapping, key: str, game: str, within: str = "") -> Mapping:
    """A mapping of game.yaml's table section (empty when absent); anything else is an error naming it."""
    value = raw.get(key)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ContentError(f"{game} game.yaml: {within}{key} must be a mapping, got {value!r}")
    return value
