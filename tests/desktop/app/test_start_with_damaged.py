"""The app starts with damaged files in its autosave folder: it offers what it can, says in one line what it
could not open, and keeps every damaged file as it was (issue 14).

`main([])` runs as a player starts the app, with the event loop's `exec`, the
Continue dialog's choice and message boxes stood in for: one autosave's last
line is nested 100,000 deep (unreadable: never offered, named in the status
bar), one is whole but holds a mark its game could not act on (offered, since
only loading finds the defect; choosing it says why in one line and sets it
aside), and one is a healthy interrupted game.
"""

from __future__ import annotations

import json
import random

import pytest
from fixtures.games import new_session, play_random
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from core.saves.savefile import SaveWriter, full_header
from desktop.app import autosave as A
from desktop.app import main as M
from desktop.dialogs.continuegame import ContinueDialog


def _interrupted(name: str, seed: int):
    """An autosave of a sandbox game cut off mid-play (no closed record)."""
    session = new_session(2, seed)
    path = A.autosave_dir() / f"sandbox-{name}.cardtable"
    writer = SaveWriter(path, full_header(session), records=session.records)
    session.sink = writer
    play_random(session, 8, random.Random(seed))
    writer.close()
    return path


def _unloadable():
    """A whole autosave whose first `drew` mark is text: every line reads, the loader refuses line 3 or later."""
    path = _interrupted("refused", 5)
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        record = json.loads(line)
        for event in record.get("events", ()) if isinstance(record, dict) else ():
            if event.get("type") == "marked" and event.get("key") in ("drew", "acted"):
                event["value"] = "yes"
                lines[i] = json.dumps(record)
                path.write_text("\n".join(lines) + "\n", encoding="utf-8")
                return path
    raise LookupError("no mark to damage")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The app's autosave folder, private to the test, with a torn, a refused and a healthy autosave."""
    private = tmp_path / "autosave"
    private.mkdir()
    monkeypatch.setattr(A, "autosave_dir", lambda: private)
    torn = _interrupted("torn", 3)
    with torn.open("ab") as fh:
        fh.write(b"[" * 100_000 + b"]" * 100_000 + b"\n")
    refused = _unloadable()
    healthy = _interrupted("healthy", 4)
    return {"torn": torn, "refused": refused, "healthy": healthy}


def _start(qtbot, monkeypatch, pick: str, folder):
    """Run the app's start with the Continue dialog choosing the game named `pick`; returns what it showed."""
    shown: dict = {"offered": [], "warnings": [], "windows": []}

    def choose(dialog):
        shown["offered"] = [dialog.list.item(i).data(256) for i in range(dialog.list.count())]
        dialog.chosen = folder[pick]
        return ContinueDialog.DialogCode.Accepted

    def window(**kw):
        made = create(**kw)
        made.confirm = lambda title, text: True  # closing the window at the end asks nothing
        made.inform = lambda title, text: shown["warnings"].append(text)
        qtbot.addWidget(made)
        shown["windows"].append(made)
        return made

    create = M.create_window
    monkeypatch.setattr(ContinueDialog, "exec", choose)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown["warnings"].append(text))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    monkeypatch.setattr(M, "create_window", window)
    before = {path: path.read_bytes() for path in (folder["torn"], folder["refused"])}
    assert M.main([]) == 0
    for made in shown["windows"]:  # the app autosaves once the curtain's first frame is painted
        qtbot.waitUntil(lambda made=made: made.autosaver is not None)
    shown["kept"] = all(path.read_bytes() == data for path, data in before.items())
    return shown


def test_the_app_starts_names_the_damaged_autosave_and_keeps_it(qtbot, monkeypatch, folder):
    shown = _start(qtbot, monkeypatch, "healthy", folder)
    assert set(shown["offered"]) == {folder["refused"], folder["healthy"]}
    (window,) = shown["windows"]
    assert window.autosaver.path == folder["healthy"]
    status = window.statusBar().currentMessage()
    assert "\n" not in status and folder["torn"].name in status and "Cannot open 1 damaged autosave" in status
    assert shown["warnings"] == [] and shown["kept"]
    window.autosaver.close()


def test_choosing_an_autosave_the_loader_refuses_says_why_in_one_line_and_starts(qtbot, monkeypatch, folder):
    shown = _start(qtbot, monkeypatch, "refused", folder)
    (warning,) = shown["warnings"]
    assert "\n" not in warning and folder["refused"].name in warning and "mark '" in warning, warning
    (window,) = shown["windows"]
    assert window.session.line == [] and window.isVisible()
    assert shown["kept"] and folder["refused"] not in A.continuable()
    assert folder["healthy"] in A.continuable(playing=window.autosaver.path)
    window.autosaver.close()


def test_new_game_in_the_continue_list_opens_new_game_to_choose_the_game(qtbot, monkeypatch, folder):
    """The players who press New game at start-up choose which game, rather than land in the default one."""
    made = []

    def press_new_game(dialog):
        (button,) = [b for b in dialog.findChildren(QPushButton) if b.text() == "&New game"]
        button.click()
        return dialog.result()

    create = M.create_window

    def window(**kw):
        made.append(create(**kw))
        made[-1].confirm = lambda title, text: True
        qtbot.addWidget(made[-1])
        return made[-1]

    QSettings("Cardtable", "Cardtable").setValue("newgame/game", "inwo")  # the game the players chose last time
    monkeypatch.setattr(ContinueDialog, "exec", press_new_game)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    monkeypatch.setattr(M, "create_window", window)
    assert M.main([]) == 0
    (shown,) = made
    qtbot.waitUntil(lambda: shown.autosaver is not None)  # the curtain's first frame painted
    qtbot.waitUntil(lambda: getattr(shown, "new_game_dialog", None) is not None)
    assert shown.new_game_dialog.isVisible() and shown.session.ruleset.id == "sandbox"
    assert shown.new_game_dialog.game.currentData() == "inwo"  # offered first, not the default nobody chose
    shown.new_game_dialog.close()
    shown.autosaver.close()
