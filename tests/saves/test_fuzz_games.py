"""Fuzzing the loader across every game: whatever is done to a real save, it is refused in one line, or it opens.

Starting from the release-0.1 saves of EU, TI4, 1819 and INWO and the sandbox
fixtures, each file is damaged in one to three ways (truncation, byte flips,
deleted, duplicated and reordered lines, swapped JSON types, huge and
non-finite numbers, deep nesting, lone surrogates and control characters,
forged undos, cards from another game, marks of another kind, numbers and names
moved around the file); so are redacted replays exported from some of them. A file the loader
refuses must raise SaveError with one line. A file it accepts must then list
legal commands for every seat, export a redacted replay for the public and
every seat (a full save), save again, and load both back. Any other exception
anywhere is a crash, reported with the mutation that made it. The loader
checks each mark against the shape its ruleset declares (core/rules/shapes.py),
so a ruleset never meets a mark it cannot act on.

The seed is fixed: 1,000 files in the suite, 10,000 with `--slow`
(figures in docs/reliability.md).
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from fixtures.damaged import NORMAL, SLOW, Crash, Source, accepted_mutants, exercise, with_exports


@pytest.fixture(scope="module")
def sources(tmp_path_factory) -> list[Source]:
    """The originals and redacted replays exported from some of them (loaded with placeholder cards)."""
    return with_exports(tmp_path_factory.mktemp("exports"))


def run(n: int, folder: Path, sources: list[Source]) -> tuple[Counter, list[Crash]]:
    """Try `n` damaged files; returns the figures and the crashes."""
    figures: Counter = Counter()
    crashes: list[Crash] = []
    path = folder / "mutant.cardtable"
    for i, name, done, loaded in accepted_mutants(n, sources, path, figures, crashes):
        try:
            exercise(path, folder, loaded)
        except Exception as err:  # noqa: BLE001
            crashes.append(Crash(i, name, done, "after load", err))
    figures["exceptions"] = len(crashes)
    return figures, crashes


def _check(n: int, folder: Path, sources: list[Source]) -> None:
    figures, crashes = run(n, folder, sources)
    print(f"fuzz: {dict(figures)}")
    for crash in crashes:
        print(crash.text)
    assert figures["tried"] == n
    assert not crashes, f"{len(crashes)} crashes:\n" + "\n".join(c.text for c in crashes[:40])


def test_every_damaged_save_is_refused_in_one_line_or_opens(tmp_path, sources, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # what is written is checked, not that it reached the disk
    _check(NORMAL, tmp_path, sources)


@pytest.mark.slow
def test_ten_thousand_damaged_saves(tmp_path, sources, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    _check(SLOW, tmp_path, sources)
