"""The header of a save, line 1: the one definition of its shape, how it is made, read and upcast.

The header has its own version, `header_version`, apart from the format's
`version` and each event's `v`: a header without one is version 1, and an
older header is upcast one version at a time (core/saves/upcast.py) to
today's shape before it is checked; a newer one is refused. Checking the game
it names against the installed rules is the loader's (core/saves/rebuild.py).
See docs/save-format.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from core.engine.session import Session
from core.saves.upcast import HEADER_UPCASTERS, HEADER_VERSION_KEY
from core.version import app_version

FORMAT = "cardtable-save"
VERSION = 1
"""The save format's version: the header line then one record per line."""
HEADER_VERSION = 2
"""The header's own version: 2 names itself in `header_version`; 1 did not."""

HEADER_KEYS: dict[str, type | tuple[type, ...]] = {
    "format": str,
    "version": int,
    HEADER_VERSION_KEY: int,
    "game": str,
    "ruleset_version": int,
    "players": list,
    "seed": (int, str),
    "options": dict,
    "app_version": str,
    "created": str,
}
OPTIONAL_KEYS: dict[str, type] = {
    "cards": list,
    "redacted": dict,
    "branched_from": dict,
    "colours": dict,
    "pack": str,
    "pack_hash": str,
    "card_rules": dict,
    "decks": dict,
    "replace": bool,
}
KEPT_KEYS = ("redacted", "branched_from", "colours", "pack", "pack_hash", "card_rules", "decks", "replace")
"""Optional keys a session's header passes on when its game is written again."""
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def make_header(
    game: str,
    ruleset_version: int,
    players: Iterable[str],
    seed: int | str | None,
    options: Mapping[str, Any],
    cards: Iterable[Any] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """The header line of a new save; `extra` adds optional keys (redacted, branched_from, colours, pack)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        HEADER_VERSION_KEY: HEADER_VERSION,
        "game": game,
        "ruleset_version": ruleset_version,
        "players": list(players),
        "seed": seed,
        "options": dict(options),
        "cards": list(cards or []),
        "app_version": app_version(),
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        **extra,
    }


def full_header(session: Session, **extra: Any) -> dict[str, Any]:
    """A complete header for a session, keeping the game's creation time when it has one, and the version of the
    rules its set-up was laid by when older than today's (so a re-saved old game is not held to today's set-up)."""
    h = session.header
    made = h.get("ruleset_version")
    version = session.ruleset.version
    if isinstance(made, int) and not isinstance(made, bool) and 0 < made < version:
        version = made
    header = make_header(
        session.ruleset.id,
        version,
        h["players"],
        h.get("seed", 0),
        session.ruleset.options,
        h.get("cards"),
        **extra,
    )
    if isinstance(h.get("created"), str):
        header["created"] = h["created"]
    for key in KEPT_KEYS:
        if key in h and key not in extra:
            header[key] = h[key]
    return header


def _is(value: Any, kind: type | tuple[type, ...]) -> bool:
    if isinstance(value, bool) and kind is not bool:
        return False
    return isinstance(value, kind)


def _whole_number(header: dict[str, Any], key: str, default: int | None, newest: int, what: str) -> int:
    """A version in the header, at least 1 and at most `newest`; raises ValueError."""
    version = header.get(key, default)
    if not isinstance(version, int) or isinstance(version, bool):
        raise ValueError(f"the header's {key} must be a whole number, got {version!r:.40}")
    if version > newest:
        raise ValueError(f"{what} version {version} is newer than this program reads ({newest}); update Cardtable")
    if version < 1:
        raise ValueError(f"unknown {what} version {version}")
    return version


def upcast_header(header: dict[str, Any]) -> dict[str, Any]:
    """A header at today's header version, through the header upcasters; raises ValueError for a newer one."""
    version = _whole_number(header, HEADER_VERSION_KEY, 1, HEADER_VERSION, "save header")
    while version < HEADER_VERSION:
        header = HEADER_UPCASTERS[version](header)
        version += 1
    return header


def read_header(header: Any) -> dict[str, Any]:
    """The header line checked and upcast to today's shape; raises ValueError naming the first defect.

    The game, its options and the ruleset version are checked by the loader against the installed rules.
    """
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ValueError(f"not a Cardtable save (the header's format is not {FORMAT!r})")
    _whole_number(header, "version", None, VERSION, "save format")
    header = upcast_header(header)
    _check_keys(header)
    _check_players(header)
    return header


def _check_keys(header: dict[str, Any]) -> None:
    redacted = header.get("redacted")
    for key, kind in HEADER_KEYS.items():
        value = header.get(key)
        if key == "seed" and value is None and redacted is not None:
            continue
        if key not in header or not _is(value, kind):
            raise ValueError(f"the header's {key!r} is missing or of the wrong type (got {value!r:.40})")
    for key in header:
        if key not in HEADER_KEYS and key not in OPTIONAL_KEYS:
            raise ValueError(f"the header has an unknown key {key!r:.40}")
        if key in OPTIONAL_KEYS and not _is(header[key], OPTIONAL_KEYS[key]):
            raise ValueError(f"the header's {key!r} has the wrong type")


def _check_players(header: dict[str, Any]) -> None:
    players = header["players"]
    if not players or not all(isinstance(p, str) for p in players):
        raise ValueError("the header's players must be a list of names")
    for seat, colour in (header.get("colours") or {}).items():
        if seat not in players or not isinstance(colour, str) or not COLOUR.fullmatch(colour):
            raise ValueError(f'the header\'s colours must map players to "#rrggbb", got {seat!r:.40}: {colour!r:.40}')
    redacted = header.get("redacted")
    if redacted is not None and redacted.get("perspective") not in ("public", *players):
        raise ValueError(
            f"a redacted replay's perspective must be 'public' or a player, got {redacted.get('perspective')!r:.40}"
        )
