"""Random legal games through the table: the models always equal the view of the seat at the screen.

The second soak plays every game through the window as players do, with the garbage collector run after every step
to flush out Qt objects that die while Qt still uses them (the hard crashes a traceback never shows): the curtain is
lifted with Enter on the widget that has the keyboard, dialogs are answered with their own keys and buttons, bar and
prompt buttons are clicked, moves are taken back and restored, and the game is replaced by a new one (File > New)
half way. After every step the curtain on screen is the table's curtain and the models equal the view. `--slow`
plays many more steps over more seeds.
"""

from __future__ import annotations

import gc
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from core.engine import zones as Z
from core.games import new_session
from desktop.dialogs.choice import ChoiceDialog
from desktop.dialogs.fields import FieldDialog


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


GAMES = {"sandbox": 2, "eu": 3, "ti4": 3, "1819": 3, "inwo": 3}
NAMES = ("Red", "Blue", "Green", "Yellow")
STEPS, SLOW_STEPS, SLOW_SEEDS = 30, 300, 4


def _turn() -> None:
    """A turn of the event loop, as after each thing a player does: delayed calls and deferred deletions run."""
    QApplication.processEvents()
    QApplication.processEvents()


def _curtain_follows_the_table(w) -> None:
    t, curtain = w.table, w.board.curtain
    assert curtain.isVisible() == t.curtain_up, "the curtain on screen is not the table's"
    if t.curtain_up:
        assert t.bottom in curtain.button.text()


def _lift(w) -> None:
    """The named player presses Enter: on the curtain's button, which holds the keyboard while it is up."""
    t = w.table
    if not t.curtain_up:
        return
    bottom = t.bottom
    assert w.focusWidget() is w.board.curtain.button, w.focusWidget()
    QTest.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    _turn()
    assert not t.curtain_up or t.bottom != bottom, "Enter did not lift the curtain"


def _answer_dialogs(w, rnd: random.Random) -> None:
    """A choice is picked and confirmed with Enter; a form is sent as offered, or cancelled; others are closed."""
    for dialog in [d for d in w.findChildren(QDialog) if d.isVisible()]:
        if isinstance(dialog, ChoiceDialog):
            options = list(dialog.pending.options or ())
            dialog.pick(rnd.sample(options, min(dialog.pending.count, len(options))))
            QTest.keyClick(dialog.list, Qt.Key.Key_Return)
        elif isinstance(dialog, FieldDialog) and rnd.random() < 0.8:
            dialog._answer()  # OK, with the values the form offers first
        if dialog.isVisible():
            dialog.reject()
        _turn()


def _move(w, rnd: random.Random, legal: list) -> None:
    """A legal move: through the reaction prompt's or the bar's own button when it shows one, else given."""
    t, board = w.table, w.board
    command = rnd.choice(legal)
    prompt = board.prompt
    bar = board.bar.buttons.get(command.name)
    if not prompt.isHidden() and prompt.buttons and rnd.random() < 0.5:
        QTest.mouseClick(rnd.choice(prompt.buttons), Qt.MouseButton.LeftButton)
    elif bar is not None and bar.isVisible() and rnd.random() < 0.5:
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton)
    else:
        t.submit(command)


def _step(w, rnd: random.Random, game: str, players: tuple, new_game_at: int, i: int) -> bool:
    t = w.table
    _lift(w)
    _answer_dialogs(w, rnd)
    _lift(w)
    roll = rnd.random()
    if i == new_game_at:
        w.set_session(new_session(game, players, rnd.randrange(1000)))
    elif roll < 0.06 and t.session.can_undo():
        w.undo()
    elif roll < 0.1 and t.session.can_redo():
        w.redo()
    else:
        legal = t.legal()
        if not legal:
            return False
        _move(w, rnd, legal)
    _turn()
    gc.collect()
    _curtain_follows_the_table(w)
    _models_follow_the_view(t)
    return True


def _play(make_window, game: str, seed: int, steps: int) -> int:
    players = NAMES[: GAMES[game]]
    w = make_window(game=game, players=players, seed=seed)
    w.confirm = lambda title, text: True
    rnd = random.Random(seed)
    played = 0
    for i in range(steps):
        if not _step(w, rnd, game, players, steps // 2, i):
            break
        played += 1
    return played


@pytest.mark.parametrize("game", list(GAMES))
def test_random_play_through_the_window_never_breaks_the_table(make_window, request, game):
    slow = request.config.slow
    for seed in range(SLOW_SEEDS if slow else 1):
        assert _play(make_window, game, seed, SLOW_STEPS if slow else STEPS) > 0
