"""Random legal games through the table: the models always equal the view of the seat at the screen."""

from __future__ import annotations

import random

import pytest

from core.engine import zones as Z


def _models_follow_the_view(t):
    view = t.view()
    for seat in t.seats:
        for model, zone in (
            (t.hands[seat], Z.hand(seat)),
            (t.displays[seat], Z.display(seat)),
            (t.slots[seat], Z.appointed(seat)),
        ):
            cards = view.cards(zone)
            rows = [model.card(r) for r in range(model.rowCount())]
            assert rows == (list(cards) if cards is not None else [None] * view.size(zone)), zone
    for deck, model in t.discards.items():
        assert [model.card(r) for r in range(model.rowCount())] == list(view.cards(Z.discard(deck)) or ())
    assert t.log.rowCount() == len(t.session.records)


@pytest.mark.parametrize("game, players", [("sandbox", ("Red", "Blue", "Green")), ("eu", ("Red", "Blue"))])
def test_random_games_keep_models_and_views_equal(make_window, game, players):
    w = make_window(game=game, players=players, seed=11)
    w.confirm = lambda title, text: True
    t = w.table
    rnd = random.Random(5)
    for _ in range(120):
        if t.curtain_up:
            t.lift_curtain()
        legal = t.legal()
        if not legal:
            break
        if rnd.random() < 0.1 and t.session.can_undo():
            w.undo()
        else:
            assert t.submit(rnd.choice(legal))
        _models_follow_the_view(t)
