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
BATCH = 5

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _start(path: Path, seed: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(path), str(seed)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
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
    done = 0
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
        done += len(batch)
