"""Starting a game for the table: a session from a game id, seats, a seed and options.

Kept free of Qt so the new-game dialog, the command line and tests share it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from core.engine.errors import CardtableError
from core.engine.session import Session, Sink
from core.rulesets import RULESETS, make_ruleset
from core.saves.header import make_header

if TYPE_CHECKING:
    from core.content.packs import Pack

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
