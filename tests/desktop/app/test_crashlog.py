"""A hard crash leaves its stacks in crash.log (desktop/app/crashlog.py), and the next start says so in the
status bar: a window that vanished without a word now leaves a record a maintainer can read."""

from __future__ import annotations

import os
import subprocess
import sys

RUN = (
    "import faulthandler, sys\n"
    "from desktop.app import main as m\n"
    "make = m.create_window\n"
    "def create_window(*args, **kwargs):\n"
    "    window = make(*args, **kwargs)\n"
    "    def then():\n"
    "        print('status:', window.statusBar().currentMessage(), flush=True)\n"
    "        faulthandler._sigsegv() if sys.argv[1] == 'crash' else m.application().quit()\n"
    "    window.board.curtain.after_first_paint(then)\n"
    "    return window\n"
    "m.create_window = create_window\n"
    "sys.exit(m.main(['--game', 'eu', '--players', '3', '--seed', '1']))\n"
)


def _start(tmp_path, how: str) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    return subprocess.run([sys.executable, "-c", RUN, how], capture_output=True, text=True, timeout=120, env=env)


def test_a_hard_crash_is_recorded_and_the_next_start_says_where(tmp_path):
    folder = tmp_path / "data" / "Cardtable" / "Cardtable"
    crashed = _start(tmp_path, "crash")
    assert crashed.returncode != 0 and "status: \n" in crashed.stdout  # a first start has nothing to say
    log = (folder / "crash.log").read_text(encoding="utf-8")
    assert "Segmentation fault" in log and "File " in log, log  # the stacks, where a player's terminal saw nothing
    again = _start(tmp_path, "quit")
    assert again.returncode == 0, again.stderr
    status = again.stdout.strip().splitlines()[-1]
    assert "stopped unexpectedly last time" in status and str(folder / "crash-previous.log") in status, status
    assert (folder / "crash-previous.log").read_text(encoding="utf-8") == log
    assert (folder / "crash.log").read_text(encoding="utf-8") == ""  # a run that ended well leaves it empty
    third = _start(tmp_path, "quit")
    assert third.stdout.strip().splitlines()[-1] == "status:", third.stdout  # and the start after says nothing
