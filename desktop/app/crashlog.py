"""A hard crash (the process dying without a Python exception: a fault in Qt, an abort) leaves the stack of every
thread in the app data folder's crash.log, so a table that saw the window vanish can show a maintainer where it
happened. The next start says that the last run stopped, and where its record was kept; the games themselves are
safe in their autosaves either way (desktop/app/autosave.py).
"""

from __future__ import annotations

import faulthandler
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QStandardPaths

LOG = "crash.log"
PREVIOUS = "crash-previous.log"
_kept: list[TextIO] = []  # the open file faulthandler writes into: it must stay open for the process's life


def crash_folder() -> Path:
    """The app data folder, where crash.log lives (made if missing)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".cardtable")
    path.mkdir(parents=True, exist_ok=True)
    return path


def record_crashes() -> str | None:
    """Send a hard crash's stacks to crash.log from now on. When the last run left one, it is kept as
    crash-previous.log and the one-line message returned says so (None when the last run ended well).

    A folder that cannot be written leaves crashes to stderr, as before, and says nothing: the table opens. A
    fault handler someone already turned on (`python -X faulthandler`, a test runner) keeps its place.
    """
    if faulthandler.is_enabled() and not _kept:
        return None
    try:
        folder = crash_folder()
        log, told = folder / LOG, None
        if log.exists() and log.stat().st_size:
            log.replace(folder / PREVIOUS)
            told = f"Cardtable stopped unexpectedly last time; what it was doing is kept in {folder / PREVIOUS}"
        stream = log.open("a", encoding="utf-8")
    except OSError:
        return None
    faulthandler.enable(file=stream, all_threads=True)
    for old in _kept:
        old.close()
    _kept[:] = [stream]
    return told
