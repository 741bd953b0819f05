"""The kill test: a game autosaving with SaveWriter is killed at random moments (SIGKILL).

The child prints each commit's seq after it is flushed. After every kill the
file must load (a torn last line is dropped), and every commit reported
before the kill must be in it. 20 kills in the suite, 200 with `--slow`.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from paths import FIXTURES

from core.engine.journal import Commit
from core.saves.savefile import load_save

CHILD = FIXTURES / "autosave_child.py"
SAVE_AS_CHILD = FIXTURES / "saveas_child.py"
BATCH = 5

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _start(path: Path, seed: int, child: Path = CHILD) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(child), str(path), str(seed)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def _kill_after(child: subprocess.Popen, lines: int) -> list[str]:
    """Read `lines` reports, kill the child, and return everything it reported."""
    seen = []
    for _ in range(lines):
        line = child.stdout.readline()
        if not line:
            break
        seen.append(line.strip())
    child.send_signal(signal.SIGKILL)
    rest, err = child.communicate()
    assert "Traceback" not in err, err
    return seen + rest.split()


def test_killed_autosaves_load_and_keep_every_reported_commit(request, tmp_path):
    kills = 200 if request.config.slow else 20
    rng = random.Random(20260101)
    done = torn = 0
    while done < kills:
        batch = []
        for i in range(min(BATCH, kills - done)):
            path = tmp_path / f"kill-{done + i}.cardtable"
            batch.append((path, _start(path, rng.randrange(10**6)), rng.randint(1, 120)))
        for path, child, lines in batch:
            reported = _kill_after(child, lines)
            assert reported, "the child reported nothing before it was killed"
            loaded = load_save(path)
            kept = {r.seq for r in loaded.session.records if isinstance(r, Commit)}
            missing = [s for s in reported if s != "done" and int(s) not in kept]
            assert not missing, f"{path}: commits {missing} were reported flushed but are not in the file"
            assert len(loaded.warnings) <= 1
            torn += len(loaded.warnings)
        done += len(batch)
    print(f"kill: {done} autosaves killed, all loaded, {torn} with a torn last line dropped")


def test_killed_save_as_leaves_the_previous_save_whole(request, tmp_path):
    """Save As writes a temporary file and renames it over the save: killed at any moment, the file at the path
    is the last save reported done or a newer one, whole (no torn line), and it opens."""
    kills = 60 if request.config.slow else 6
    rng = random.Random(20261124)
    newer = 0
    for i in range(kills):
        path = tmp_path / f"save-as-{i}.cardtable"
        reported = _kill_after(_start(path, rng.randrange(10**6), SAVE_AS_CHILD), rng.randint(2, 40))
        counts = [int(s) for s in reported if s != "done"]
        assert counts, "the child reported no save before it was killed"
        loaded = load_save(path)
        assert loaded.warnings == [], f"{path}: {loaded.warnings}"
        assert len(loaded.session.records) >= counts[-1], f"{path}: older than the last save reported"
        newer += len(loaded.session.records) > counts[-1]
    print(f"kill: {kills} Save As killed, every file whole and opening, {newer} already holding the save under way")
