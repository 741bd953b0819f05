"""The replay window: open a save read-only, step, seek, play, switch perspective, continue from here.

`open_replay(path)` loads a save (a full one or a redacted export) and returns
a ReplayWindow to show; a bad file raises core.engine.errors.SaveError with a one-line
reason. "Continue from here" emits `ReplayWindow.continued(session)` with the
new game, already autosaving to a new file under the app data folder.
"""

from __future__ import annotations

from pathlib import Path

from core.saves.savefile import load_save
from desktop.replay.window import ReplayWindow


def open_replay(path: str | Path, parent=None) -> ReplayWindow:
    """Load `path` and return its replay window (not yet shown); raises SaveError."""
    loaded = load_save(path)
    return ReplayWindow(loaded.session, Path(path).name, loaded.warnings, parent)


__all__ = ["ReplayWindow", "open_replay"]
