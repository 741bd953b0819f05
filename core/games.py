"""Starting a game for the table: a session from a game id, seats, a seed and options, and reading the packs
that deal their cards.

Kept free of Qt so the new-game dialog, the command line and tests share it. The content layer never imports a
game, so this layer hands it the installed rulesets (`GAME_RULES`) wherever it must ask them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.content import packs
from core.content.assets import GameDefinition, load_game
from core.content.packs import Pack, PackDefects
from core.engine.errors import CardtableError
from core.engine.session import Session, Sink
from core.rulesets import RULESETS, make_ruleset, ruleset_class
from core.saves.header import make_header

if TYPE_CHECKING:
    from core.content.cards import CardLibrary
    from core.rules.ruleset import Ruleset

DEFAULT_GAME = "sandbox"
DEFAULT_PLAYERS = ("Red", "Blue")
NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")


def random_seed() -> int:
    """A fresh seed for a new game; it is shown to the players and kept in the save."""
    return random.SystemRandom().randrange(1, 1_000_000)


def games() -> dict[str, str]:
    """Installed game ids and their names, for the new-game dialog; a game.yaml with `listed: false`
    (the benchmark's workload) is left out."""
    out: dict[str, str] = {}
    for game in RULESETS:
        try:
            definition = make_ruleset(game).definition
            if definition.listed:
                out[game] = definition.name
        except CardtableError as err:
            out[game] = f"{game} (cannot load: {err})"
    return out


def new_session(
    game: str = DEFAULT_GAME,
    players: Iterable[str] = DEFAULT_PLAYERS,
    seed: int | str | None = None,
    options: Mapping[str, Any] | None = None,
    sink: Sink | None = None,
    colours: Mapping[str, str] | None = None,
    pack: Pack | None = None,
) -> Session:
    """A ready session: the ruleset's set-up laid for `players` with `seed` (random if None).

    `colours` (seat -> "#rrggbb"), if given, go into the save header so an opened save keeps them; a `pack`
    deals its cards, and the header carries them with the pack's name and hash so the save needs no pack.
    """
    ruleset = pack.ruleset(options) if pack is not None else make_ruleset(game, dict(options or {}))
    seats = tuple(players)
    seed = random_seed() if seed is None else seed
    events = ruleset.setup(seats, seed)
    extra: dict[str, Any] = {"colours": dict(colours)} if colours else {}
    extra.update(pack.header_keys() if pack is not None else {})
    header = make_header(ruleset.id, ruleset.version, seats, seed, ruleset.options, **extra)
    return Session(ruleset, header, events, sink=sink)


class _InstalledRulesets:
    """The installed rulesets as the content layer's `GameRules`: what a pack or a card form asks of its game."""

    def installed(self) -> tuple[str, ...]:
        return tuple(RULESETS)

    def deck_kinds(self, game: str) -> frozenset[str]:
        return ruleset_class(game).pack_deck_kinds

    def ruleset(
        self, definition: GameDefinition, options: Mapping[str, Any] | None = None, extra: CardLibrary | None = None
    ) -> Ruleset:
        return ruleset_class(definition.id)(options, extra, definition)


GAME_RULES = _InstalledRulesets()


def load_pack(path: str | Path, game: str | None = None) -> Pack:
    """Read and check a pack for the installed games (`core.content.packs.load_pack`); raises PackDefects."""
    return packs.load_pack(path, game, GAME_RULES)


def check_pack(path: str | Path) -> Pack:
    """A pack checked as `load_pack` does, then laid out at the game's fewest and most seats; raises PackDefects."""
    pack = load_pack(path)
    definition = load_game(pack.game)
    for n in sorted({definition.min_seats, definition.max_seats}):
        seats = definition.default_seats[:n]
        try:
            new_session(pack.game, seats, 1, pack=pack)
        except (CardtableError, LookupError, TypeError, ValueError) as err:
            raise PackDefects([f"{pack.path}: the game cannot be set up for {n} players with it: {err}"]) from None
    return pack
