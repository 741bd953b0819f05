"""Random legal 4-player TI4 games played to the end: someone reaches 10 victory points through objectives,
Imperial, the Custodians and agendas (the table's own `score` and action cards left out: the round is under
test here, the cards in test_ti4_random_games.py)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from game_checks import RandomPlay, check_end, play_random_game

SEATS = ("Red", "Blue", "Green", "Yellow")
TO_TEN = RandomPlay(
    rare={
        "score": 0.0,
        "adjust": 0.0,
        "reveal": 0.05,
        "research": 0.02,
        "trade": 0.1,
        "declare-combat": 0.1,
        "enact": 0.05,
        "advance": 0.3,
        "score-objective": 4.0,
        "use-strategy": 2.0,
        "take-custodians": 2.0,
    },
    progress=(
        "pass",
        "end-turn",
        "decline",
        "choose",
        "advance",
        "gain-tokens",
        "pick",
        "end-combat",
        "vote",
        "decide",
    ),
    interrupt=0.3,
    interrupts=("score-objective",),
    max_steps=6000,
)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_four_player_game_reaches_a_winner(seed):
    with tempfile.TemporaryDirectory() as tmp:
        session = play_random_game("ti4", SEATS, seed, seed * 7, Path(tmp), {}, TO_TEN, rounds=None)
        state = session.state
        assert state.winner is not None
        assert state.amount(state.winner, "vp") >= 10, {s: state.amount(s, "vp") for s in SEATS}
        check_end(session, Path(tmp))
