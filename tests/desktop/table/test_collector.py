"""The desktop's collector policy: a long game's history settled out of the cyclic collector's way."""

from __future__ import annotations

import gc

import pytest

from core.games import new_session
from desktop.table.collector import SETTLE_EVERY, HistoryCollector


@pytest.fixture
def calls(monkeypatch):
    """The collector calls the policy makes, recorded instead of made."""
    made: list[str] = []
    for name in ("collect", "freeze", "unfreeze"):
        monkeypatch.setattr(gc, name, lambda _name=name: made.append(_name))
    return made


def test_the_history_is_settled_every_so_many_commits(calls):
    collector = HistoryCollector()
    assert not collector.follow(SETTLE_EVERY - 1) and calls == []
    assert collector.follow(SETTLE_EVERY) and calls == ["collect", "freeze"]
    assert not collector.follow(2 * SETTLE_EVERY - 1) and not collector.follow(SETTLE_EVERY + 5)
    assert collector.follow(2 * SETTLE_EVERY) and calls == ["collect", "freeze"] * 2


def test_a_long_game_is_settled_at_once_and_handed_back_when_put_away(calls):
    collector = HistoryCollector()
    assert collector.follow(10 * SETTLE_EVERY + 3) and calls == ["collect", "freeze"]
    collector.put_away()
    assert calls[-1] == "unfreeze" and collector.settle_at == SETTLE_EVERY


def a_legal_move(session):
    """The first legal move of the seat the game waits for."""
    return session.ruleset.legal(session.state, session.must_act())[0]


def played(commits: int):
    """A sandbox game after `commits` legal moves."""
    session = new_session(seed=1)
    while len(session.line) < commits:
        session.submit(a_legal_move(session))
    return session


def test_the_table_settles_its_game_as_it_grows_and_when_shown_a_long_one(window):
    table = window.table
    gc.unfreeze()
    table.collector = HistoryCollector(every=2)
    assert table.submit(a_legal_move(table.session)) and gc.get_freeze_count() == 0
    assert table.submit(a_legal_move(table.session)) and gc.get_freeze_count() > 0
    window.set_session(new_session(seed=2))
    assert gc.get_freeze_count() == 0
    window.set_session(played(3))
    assert gc.get_freeze_count() > 0
    window.set_session(new_session(seed=3))
    assert gc.get_freeze_count() == 0
