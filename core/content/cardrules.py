"""A game's definition with a pack's card rules over game.yaml's: the one place packs and saves merge them.

Kept apart from `core.content.packs` so reading a save (core.saves.rebuild) needs no pack reader. The content
layer never imports a game: what it must ask the games (`GameRules`) is handed in by the layer above
(`core.games.GAME_RULES`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from core.content.assets import GameDefinition, load_game
from core.content.cards import CardDef, CardLibrary
from core.engine.errors import CardtableError
from core.engine.valueclass import replace

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset


class GameRules(Protocol):
    """What reading a pack or a card's rules needs to know of the games, handed in by the layer above them.

    The installed game ids, the game decks a pack's named deck may draw on (`Ruleset.pack_deck_kinds`), and
    the game's ruleset built over a definition, which reads (and so checks) its cards and card rules.
    """

    def installed(self) -> tuple[str, ...]: ...

    def deck_kinds(self, game: str) -> frozenset[str]: ...

    def ruleset(
        self, definition: GameDefinition, options: Mapping[str, Any] | None = None, extra: CardLibrary | None = None
    ) -> Ruleset: ...


def with_card_rules(
    game: str,
    card_rules: Mapping[str, Any] | None,
    library: CardLibrary | None = None,
    decks: Mapping[str, Mapping[str, int]] | None = None,
) -> GameDefinition:
    """A game's definition with a pack's `card_rules` over game.yaml's, card by card (and `library` dealt).

    Games keep a card's extra rules (TI4's laws, 1819's prices, INWO's power and alignments) in game.yaml's
    `card_rules` by card id; a pack's entries stand instead of the game's for the same id and add the rest.
    A pack's named decks (`decks`, deck name -> card id -> copies; INWO's starters) go in as `pack_decks`.
    """
    definition = load_game(game)
    if card_rules:
        merged = {**(definition.raw.get("card_rules") or {}), **card_rules}
        definition = replace(definition, raw={**definition.raw, "card_rules": merged})
    if decks:
        definition = replace(definition, raw={**definition.raw, "pack_decks": {k: dict(v) for k, v in decks.items()}})
    return replace(definition, library=library) if library is not None else definition


def rules_defect(definition: GameDefinition, card: CardDef, entry: Mapping[str, Any], rules: GameRules) -> str | None:
    """What the game's ruleset says against `card` with `entry` as its card rules, beside the shipped cards.

    The check `pack check` makes (the ruleset built with the rules, `core.content.packs`), for one card, and
    fast enough to run as a form's fields change. None when the ruleset takes the card and its rules.
    """
    merged = {**(definition.raw.get("card_rules") or {}), card.id: dict(entry)}
    checked = replace(
        definition,
        raw={**definition.raw, "card_rules": merged},
        library=definition.library.merged(CardLibrary({card.id: card})),
    )
    try:
        rules.ruleset(checked)
    except CardtableError as err:
        return " ".join(str(err).split())
    return None
