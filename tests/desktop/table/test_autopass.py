"""Issue 16, point 11: standing answers set behind a seat's own curtain, one per kind of reaction window the game
declares; the table declines for that seat without passing it the screen, whatever it holds; the dialog says why
this tells the others nothing."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QLabel

from core.rulesets import make_ruleset
from desktop.dialogs.standing import StandingDialog
from desktop.table.autopass import (
    ASK,
    EVERY,
    PASS,
    REASONING,
    UNLESS_AIMED,
    StandingAnswers,
    UnknownAnswer,
    kind_words,
    skips,
    window_kinds,
)

INWO_ATTACK = """
title: an INWO attack on Blue's group
game: inwo
seed: 24
players: [Red, Blue]
options: {position_defence: none, aid_alignment: any}
setup:
  displays:
    Red: {lodge-of-the-eye#1: 1, night-couriers#1: 1, oil-barons#1: 1}
    Blue: {velvet-syndicate#1: 1, tax-auditors#2: 1, metro-police#2: 1}
  hands: {Red: [], Blue: []}
  phase: turn
  step: actions
  active: Red
  first: Red
"""


def _blue_answers(w, **answers):
    t = w.table
    t.lift_curtain()
    t.intend("end-turn")  # Blue's turn: Blue sets the answers behind its own curtain
    t.lift_curtain()
    t.set_standing(StandingAnswers.of(answers))
    t.intend("end-turn")
    t.lift_curtain()
    assert t.acting_seat() == "Red"


def test_the_table_declines_for_a_seat_with_a_standing_pass(make_window, qtbot):
    w = make_window(seed=7)
    t = w.table
    _blue_answers(w, answer=PASS)
    t.intend("play", card="raid#2", target="Blue")
    qtbot.waitUntil(lambda: t.state.window is None)
    assert [c.command.name for c in t.session.line[-2:]] == ["play", "decline"]
    assert t.session.line[-1].seat == "Blue"
    assert t.acting_seat() == "Red" and not t.curtain_up  # the screen never went to Blue


def test_unless_i_am_the_target_still_asks_the_target(make_window, qtbot):
    w = make_window(seed=7)
    t = w.table
    _blue_answers(w, answer=UNLESS_AIMED)
    t.intend("play", card="raid#2", target="Blue")
    qtbot.wait(10)
    assert t.state.window is not None and t.state.window.waiting_for == "Blue"
    assert t.curtain_up


def test_inwo_asks_the_attacked_player_to_defend_and_skips_the_rest(scenario_window, qtbot):
    """'Don't ask me to aid or defend unless I am the target': the attacked group's owner is asked, the
    attacker, whose group is not the target, is passed for."""
    t = scenario_window(INWO_ATTACK).table
    t.restore_standing({s: StandingAnswers.of({"attack": UNLESS_AIMED}) for s in ("Red", "Blue")})
    t.lift_curtain()
    t.intend("attack", group="oil-barons#1", target="tax-auditors#2", mode="control", modifier=0)
    qtbot.wait(10)
    assert t.state.window is not None and t.state.window.waiting_for == "Blue" and t.curtain_up
    t.lift_curtain()
    t.intend("decline")
    qtbot.waitUntil(lambda: t.state.window is None)
    assert [(c.seat, c.command.name) for c in t.session.line[-3:]] == [
        ("Red", "attack"),
        ("Blue", "decline"),
        ("Red", "decline"),
    ]


def test_each_kind_has_its_own_answer_and_none_depends_on_a_hand():
    answers = StandingAnswers.of({"covert": PASS, "answer": UNLESS_AIMED, "sabotage": ASK})
    assert skips(answers, "Blue", "Blue", "covert") and skips(answers, "Blue", None, "covert")
    assert skips(answers, "Blue", "Red", "answer") and not skips(answers, "Blue", "Blue", "answer")
    assert not skips(answers, "Blue", "Red", "sabotage") and not skips(answers, "Blue", "Red", "attack")
    every = StandingAnswers.of({EVERY: PASS})
    assert skips(every, "Blue", "Blue", "sabotage") and skips(every, "Blue", "Red")
    assert not skips(None, "Blue", "Red") and not skips(StandingAnswers(), "Blue", "Red", "covert")
    assert answers.kinds == (("answer", UNLESS_AIMED), ("covert", PASS))  # "ask" is the default, not kept
    with pytest.raises(UnknownAnswer, match="'always'"):
        StandingAnswers.of({"covert": "always"})


@pytest.mark.parametrize(
    ("game", "kinds"),
    [("ti4", ("sabotage",)), ("inwo", ("attack",)), ("eu", ("answer", "covert")), ("1819", ())],
)
def test_the_kinds_offered_are_those_the_game_declares(game, kinds):
    ruleset = make_ruleset(game)
    assert window_kinds(ruleset) == kinds == tuple(sorted(ruleset.state_shape.windows or ()))


class _Seat:
    """The little of a table the dialog reads: the seat at the screen, its answers, the game."""

    def __init__(self, game: str):
        self.ruleset = make_ruleset(game)
        self.standing: dict[str, StandingAnswers] = {}

    def acting_seat(self) -> str:
        return "Blue"

    def set_standing(self, answers: StandingAnswers) -> None:
        self.standing["Blue"] = answers


def test_ti4_offers_to_pass_every_sabotage_window(qtbot):
    table = _Seat("ti4")
    dialog = StandingDialog(table)
    qtbot.addWidget(dialog)
    boxes = dialog.findChildren(QComboBox)
    assert [b.accessibleName() for b in boxes] == [kind_words("sabotage")] == ["Sabotage windows"]
    dialog.choose("sabotage", PASS)
    dialog._answer()
    assert table.standing["Blue"].answer("sabotage") == PASS


def test_a_game_without_windows_says_there_is_nothing_to_answer(qtbot):
    dialog = StandingDialog(_Seat("1819"))
    qtbot.addWidget(dialog)
    assert not dialog.findChildren(QComboBox)
    assert any("opens no reaction windows" in label.text() for label in dialog.findChildren(QLabel))


def test_the_dialog_is_behind_the_curtain_and_says_why(window, make_window):
    dialog = StandingDialog(window.table, window)
    assert any(label.text() == REASONING for label in dialog.findChildren(QLabel))
    assert dialog.answers["answer"].currentData() == ASK
    dialog.choose("answer", PASS)
    dialog._answer()
    assert window.table.standing["Red"].answer("answer") == PASS
    again = StandingDialog(window.table, window)
    assert again.answers["answer"].currentData() == PASS  # the dialog opens on the answers set
    covered = make_window(seed=7)
    covered.standing()
    assert covered.told and "Lift the curtain" in covered.told[0]
