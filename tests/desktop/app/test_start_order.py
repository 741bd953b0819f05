"""What the app does before its first frame and what it leaves until after (desktop/app/main.py): a named game
opens without loading the save-file code, and old autosaves are pruned once the table is on screen."""

from __future__ import annotations

import os
import subprocess
import sys

from fixtures.games import new_session

from desktop.app import autosave as A

SAVE_CODE = ("core.saves.savefile", "desktop.app.autosave", "desktop.app.files")

CHILD = (
    "import sys\n"
    "from desktop.app import main as m\n"
    "make = m.create_window\n"
    "def create_window(*args, **kwargs):\n"
    "    window = make(*args, **kwargs)\n"
    f"    print(sorted(name for name in {SAVE_CODE!r} if name in sys.modules))\n"
    "    window.board.curtain.after_first_paint(m.application().quit)\n"
    "    return window\n"
    "m.create_window = create_window\n"
    "sys.exit(m.main(['--game', 'eu', '--players', '3', '--seed', '1']))\n"
)


def test_a_named_game_shows_before_the_save_code_loads_and_old_autosaves_go_after_the_first_frame(tmp_path):
    data = tmp_path / "data"
    folder = data / "Cardtable" / "Cardtable" / "autosave"
    folder.mkdir(parents=True)
    for i in range(A.KEEP_CLOSED + 2):
        A.Autosaver(new_session(2, i), folder / f"closed-{i:02}.cardtable").close()
    oldest = folder / "closed-00.cardtable"
    os.utime(oldest, (1, 1))
    os.utime(folder / "closed-01.cardtable", (2, 2))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(data),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
    kept = {p.name for p in folder.glob("*.cardtable")}  # the new game's autosave, without a move, is closed too
    assert len(kept) == A.KEEP_CLOSED
    assert oldest.name not in kept and "closed-01.cardtable" not in kept
    assert f"closed-{A.KEEP_CLOSED + 1:02}.cardtable" in kept
