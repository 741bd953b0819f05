"""The app never writes a file its own loader would refuse: every writer refuses unsavable values first.

A note with a control character or a lone surrogate, or a number beyond what
a save may hold, raises UnsavableValue (a SaveError) before anything reaches
the file: Save As and export leave no file and no temporary behind, and an
autosave keeps every line it had.
"""

from __future__ import annotations

import pytest
from fixtures.games import new_session

from core.engine import events as E
from core.engine.commands import Command
from core.engine.errors import SaveError
from core.engine.journal import Commit
from core.saves.export import export_replay
from core.saves.savefile import SaveWriter, UnsavableValue, full_header, load_save, write_save


def _noted(session, text: str) -> Commit:
    """A commit whose note holds `text`, as a ruleset or an adjustment by hand would record it."""
    seat = session.state.seats[0]
    commit = Commit(session.next_seq, seat, Command(seat, "gather", {}), (E.Noted(seat, text),))
    session.replay_commit(commit)
    return commit


@pytest.mark.parametrize("text", ["bell\x07", "\ud800", "esc\x1b[2J", "del\x7f", "next line\x85"])
def test_save_as_and_export_refuse_text_the_loader_refuses(tmp_path, text):
    session = new_session(3, 1)
    _noted(session, text)
    for write in (lambda p: write_save(session, p), lambda p: export_replay(session, "public", p)):
        path = tmp_path / "out.cardtable"
        with pytest.raises(UnsavableValue, match="cannot save the commit record 2"):
            write(path)
        assert list(tmp_path.iterdir()) == []


def test_an_autosave_refuses_a_bad_record_and_keeps_its_lines(tmp_path):
    session = new_session(3, 1)
    path = tmp_path / "auto.cardtable"
    writer = SaveWriter.for_session(session, path)
    before = path.read_bytes()
    with pytest.raises(UnsavableValue):
        _noted(session, "\x00")
    assert path.read_bytes() == before
    writer.close()
    load_save(path)


@pytest.mark.parametrize("value", [float("inf"), float("nan"), 2**53 + 1])
def test_numbers_the_loader_refuses_are_not_written(tmp_path, value):
    session = new_session(2, 1)
    seat = session.state.seats[0]
    session.replay_commit(Commit(session.next_seq, seat, Command(seat, "gather", {}), (E.Marked("x", value),)))
    with pytest.raises(SaveError, match="cannot save"):
        write_save(session, tmp_path / "out.cardtable")


def test_a_header_with_a_bad_player_name_is_not_written(tmp_path):
    session = new_session(2, 1)
    header = full_header(session)
    header["players"] = ["Re\x07d", "Blue"]
    with pytest.raises(UnsavableValue, match="cannot save the header: .*control character"):
        write_save(session, tmp_path / "out.cardtable", header)
