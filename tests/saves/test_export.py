"""Exports and replay perspectives never show a viewer a card id it did not see at the table.

What a viewer saw is computed from live play: every card id in its view of
every intermediate state of every commit ever made (taken back ones too).
An export for that viewer, and the replay seen from its perspective, may name
no other card id.
"""

from __future__ import annotations

import json
import re

import pytest
from fixtures.games import random_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.engine import zones as Z
from core.engine.errors import SaveError
from core.engine.fold import apply
from core.engine.journal import Commit
from core.saves.export import export_replay
from core.saves.replay import ReplayCursor, history
from core.saves.savefile import load_save
from core.seeing.redaction import is_placeholder
from core.seeing.views import view

CARD_ID = re.compile(r'"([a-z][a-z0-9-]*#[0-9]+)"')


def _shown_to(event, seats, viewer) -> set[str]:
    """The cards an event showed `viewer` outright: a hand shown to every other seat (the public sees it too)."""
    to = {s for r in event.reveals(seats) for s in r.to}
    everyone_else = viewer in to or (viewer == Z.PUBLIC and len(to) == len(seats) - 1)
    return set(getattr(event, "cards", ())) if everyone_else and event.type == "hand-shown" else set()


def seen_by(session, viewer) -> set[str]:
    """Every card id `viewer` could see at any moment of live play, and any a player showed the table."""
    state = session.initial
    seats = state.seats
    out = set(view(state, viewer).visible_card_ids())
    for step in history(session):
        state = step.before
        if isinstance(step.record, Commit):
            for event in step.record.events:
                state = apply(state, event)
                out |= view(state, viewer).visible_card_ids() | _shown_to(event, seats, viewer)
        out |= view(step.after, viewer).visible_card_ids()
    return out


SETTINGS = settings(
    max_examples=20,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(5, 70))
def test_no_export_names_a_card_its_viewer_did_not_see(tmp_path, seed, moves):
    game = random_game(seed, moves)
    session = game.session
    for viewer in (Z.PUBLIC, *session.initial.seats):
        path = tmp_path / f"export-{viewer}.cardtable"
        export_replay(session, viewer, path)
        text = path.read_text(encoding="utf-8")
        named = set(CARD_ID.findall(text))
        leaked = named - seen_by(session, viewer)
        assert not leaked, f"the export for {viewer} names {sorted(leaked)}"
        header = json.loads(text.splitlines()[0])
        assert header["redacted"] == {"perspective": viewer} and header["seed"] is None
        assert '"rng":0' in text and not re.search(r'"rng":[1-9]', text)


@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(5, 60))
def test_no_replay_perspective_shows_a_card_its_viewer_did_not_see(tmp_path, seed, moves):
    session = random_game(seed, moves).session
    _no_perspective_leaks(session, session.initial.seats)


@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(5, 60))
def test_an_export_replays_with_the_table_shape_and_the_viewers_cards(tmp_path, seed, moves):
    game = random_game(seed, moves)
    session = game.session
    for viewer in (Z.PUBLIC, session.initial.seats[0]):
        path = tmp_path / f"shape-{viewer}.cardtable"
        export_replay(session, viewer, path)
        loaded = load_save(path)
        assert loaded.redacted == viewer
        replay = loaded.session
        assert len(replay.line) == len(session.line)
        for position in range(len(session.line) + 1):
            live, shown = session.state_at(position), replay.state_at(position)
            assert {z: len(c) for z, c in live.zones.items() if c} == {z: len(c) for z, c in shown.zones.items() if c}
            assert live.resources == shown.resources and live.round == shown.round
            mine = view(shown, viewer)
            assert (
                mine.visible_card_ids() - {c for c in mine.visible_card_ids() if is_placeholder(c)}
                == view(live, viewer).visible_card_ids()
            )


def test_export_refuses_a_redacted_file_and_unknown_viewers(tmp_path):
    session = random_game(2, 20, seats=2).session
    with pytest.raises(SaveError, match="cannot export for 'Mallory'"):
        export_replay(session, "Mallory", tmp_path / "x.cardtable")
    path = tmp_path / "public.cardtable"
    export_replay(session, Z.PUBLIC, path)
    with pytest.raises(SaveError, match="already a redacted replay"):
        export_replay(load_save(path).session, "Red", tmp_path / "y.cardtable")


def test_a_redacted_replay_offers_only_its_perspectives(tmp_path):
    session = random_game(6, 20, seats=3).session
    path = tmp_path / "blue.cardtable"
    export_replay(session, "Blue", path)
    cursor = ReplayCursor(load_save(path).session)
    assert cursor.perspectives() == (Z.PUBLIC, "Blue")
    with pytest.raises(ValueError):
        cursor.set_perspective(Z.EVERYTHING)


def _played(game: str, seats: tuple[str, ...], seed: int, moves: int):
    """A session of `game` after `moves` legal commands picked at random (the seat the game waits for acts)."""
    from game_checks import RandomPlay

    from core.engine.session import Session
    from core.rulesets import make_ruleset

    ruleset = make_ruleset(game)
    session = Session(
        ruleset, {"players": list(seats), "seed": seed, "options": dict(ruleset.options)}, ruleset.setup(seats, seed)
    )
    rnd, how = __import__("random").Random(seed), RandomPlay(rare={"raid": 0.2, "war": 0.3, "battle": 0.2})
    for _ in range(moves):
        state = session.state
        legal = ruleset.legal(state, ruleset.must_act(state))
        if state.phase == "over" or not legal:
            break
        session.submit(how.pick(state, legal, rnd, 0))
    return session


@pytest.mark.parametrize(
    "game,seats",
    [
        ("eu", ("Red", "Blue", "Green")),
        ("ti4", ("Red", "Blue", "Green")),
        ("1819", ("Raffles", "Temenggong", "Farquhar", "Sultan")),
        ("inwo", ("Red", "Blue", "Green")),
    ],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_no_export_of_any_game_names_a_card_its_viewer_did_not_see(tmp_path, game, seats, seed):
    session = _played(game, seats, seed, 120)
    for viewer in (Z.PUBLIC, *seats):
        path = tmp_path / f"export-{viewer}.cardtable"
        export_replay(session, viewer, path)
        leaked = set(CARD_ID.findall(path.read_text(encoding="utf-8"))) - seen_by(session, viewer)
        assert not leaked, f"the {game} export for {viewer} names {sorted(leaked)}"
        replay = load_save(path)
        assert replay.redacted == viewer
        live, shown = session.state, replay.session.state
        assert {z: len(c) for z, c in live.zones.items() if c} == {z: len(c) for z, c in shown.zones.items() if c}


@pytest.mark.parametrize(
    "game,seats",
    [
        ("eu", ("Red", "Blue", "Green")),
        ("ti4", ("Red", "Blue", "Green")),
        ("1819", ("Raffles", "Temenggong", "Farquhar", "Sultan")),
        ("inwo", ("Red", "Blue", "Green")),
    ],
)
def test_no_replay_perspective_of_any_game_shows_a_card_its_viewer_did_not_see(game, seats):
    _no_perspective_leaks(_played(game, seats, 3, 80), seats, f"{game}: ")


def _no_perspective_leaks(session, seats, where: str = "") -> None:
    """Every replay position, seen as the public and as each seat, shows only cards that viewer saw."""
    cursor = ReplayCursor(session)
    for viewer in (Z.PUBLIC, *seats):
        saw = seen_by(session, viewer)
        cursor.set_perspective(viewer)
        for position in range(cursor.length + 1):
            cursor.seek(position)
            leaked = cursor.view().visible_card_ids() - saw
            assert not leaked, f"{where}{viewer} sees {sorted(leaked)} at move {position}"
