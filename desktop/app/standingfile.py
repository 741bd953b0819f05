"""Standing answers kept with the game: a small JSON file beside its save or autosave.

The answers are each seat's preferences, not moves: they never enter the
journal, so the event log, replay and undo are the same with or without them.
An autosave is appended to as the game goes and its header is written once,
so the answers, which change at any time, live beside it
(``game.cardtable.answers.json``), rewritten whole when a seat changes them.
A save written with Save As gets the same file beside it. The file holds,
per seat, each window kind with its answer; reading it keeps only the seats
of the game, the window kinds it declares and the known answers, and says in
one line what it left out. A file that cannot be read leaves every seat
asked, as in a new game.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from desktop.table.autopass import ANSWERS, EVERY, StandingAnswers

SUFFIX = ".answers.json"
MOST_BYTES = 64 * 1024  # far more than any game's seats and window kinds take


def answers_path(save: str | Path) -> Path:
    """The file beside `save` that keeps its standing answers."""
    save = Path(save)
    return save.with_name(save.name + SUFFIX)


def write_answers(save: str | Path, standing: Mapping[str, StandingAnswers]) -> None:
    """Keep every seat's standing answers beside `save` (no file when no seat has one); raises OSError."""
    path = answers_path(save)
    kept = {seat: dict(answers.kinds) for seat, answers in sorted(standing.items()) if answers.any}
    if not kept:
        path.unlink(missing_ok=True)
        return
    part = path.with_name(path.name + ".part")
    part.write_text(json.dumps(kept, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(part, path)


def read_answers(
    save: str | Path, seats: Iterable[str], kinds: Iterable[str]
) -> tuple[dict[str, StandingAnswers], list[str]]:
    """The standing answers kept beside `save` for a game of `seats` whose windows are of `kinds`, and a line
    per thing left out (none when there is no file)."""
    path = answers_path(save)
    if not path.exists():
        return {}, []
    try:
        if path.stat().st_size > MOST_BYTES:
            return {}, [f"{path}: standing answers not read: larger than {MOST_BYTES} bytes"]
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        return {}, [f"{path}: standing answers not read: {err}"]
    if not isinstance(raw, dict):
        return {}, [f"{path}: standing answers not read: not a table of seats"]
    seats, kinds = set(seats), set(kinds) | {EVERY}
    standing: dict[str, StandingAnswers] = {}
    left: list[str] = []
    for seat, answers in raw.items():
        if seat not in seats or not isinstance(answers, dict):
            left.append(f"{path}: standing answers of {seat!r:.40} left out: no such seat in this game")
            continue
        fit = {k: a for k, a in answers.items() if k in kinds and a in ANSWERS}
        if len(fit) < len(answers):
            left.append(f"{path}: {seat}'s standing answers for windows this game does not open left out")
        standing[seat] = StandingAnswers.of(fit)
    return standing, left
