"""TI4's status-phase scoring at the table: the curtain and the banner pass from player to player in initiative
order, each seeing only their own secret objectives, and scoring a secret objective, which shows it to the table,
is asked about first, naming the objective."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from desktop.table.tableview import banner_text

STATUS = """
title: the status phase's scoring
game: ti4
seed: 1
players: [Red, Blue, Green]
setup:
  phase: status
  step: score
  active: Red
  strategy: {Red: [leadership], Blue: [diplomacy], Green: [politics]}
  objectives: [Negotiate Trade Routes]
  secret_objectives: {Red: [Control the Region], Blue: [Threaten Enemies, Spark a Rebellion], Green: []}
steps: []
"""


def _notes(w) -> str:
    return " ".join(f"{label} {value}" for _, label, value in w.table.ruleset.public_marks(w.table.view()))


def _lift(w) -> None:
    w.table.lift_curtain()
    QApplication.processEvents()


def test_each_player_in_turn_scores_behind_their_own_curtain_and_ends_only_their_own_scoring(scenario_window):
    w = scenario_window(STATUS)
    curtain = w.board.curtain
    assert curtain.isVisible() and curtain.reason.text() == ("Red may score one public and one secret objective.")
    assert "Red</b> may score one public and one secret objective" in banner_text(w.table)
    _lift(w)
    assert "Control the Region" in _notes(w) and "Threaten Enemies" not in _notes(w)
    assert w.board.bar.buttons["advance"].isVisibleTo(w.board.bar)
    assert w.board.bar.actions_by_name["advance"].text().replace("&", "") == "Done scoring"
    w.board.bar.actions_by_name["advance"].trigger()
    QApplication.processEvents()
    state = w.table.state
    assert (state.phase, state.step, state.active) == ("status", "score", "Blue")
    assert curtain.isVisible() and curtain.reason.text().startswith("Blue may score")
    assert "Control the Region" not in _notes(w) and "Threaten Enemies" not in _notes(w)
    _lift(w)
    assert "Threaten Enemies (status phase)" in _notes(w) and "Spark a Rebellion (action phase)" in _notes(w)
    assert "Control the Region" not in _notes(w)


def test_scoring_a_secret_objective_asks_first_naming_it_and_saying_the_table_will_see_it(scenario_window):
    w = scenario_window(STATUS)
    _lift(w)
    asked: list[str] = []
    answer = [False]

    def confirm(title: str, text: str) -> bool:
        asked.append(f"{title} {text}")
        return answer[0]

    w.confirm = confirm
    score = w.board.bar.actions_by_name["score-objective"]
    score.trigger()  # one legal form (Negotiate Trade Routes costs trade goods Red lacks): no form is asked
    QApplication.processEvents()
    assert len(asked) == 1 and "Control the Region" in asked[0] and "every player at the table" in asked[0]
    assert w.table.state.amount("Red", "vp") == 0, "the player said no: nothing is scored, nothing shown"
    assert "Control the Region" in w.table.state.mark("secret:Red:objectives")
    answer[0] = True
    score.trigger()
    QApplication.processEvents()
    assert len(asked) == 2
    assert w.table.state.amount("Red", "vp") == 1
    assert not w.table.state.mark("secret:Red:objectives")


def test_a_public_objective_is_scored_without_a_question(scenario_window):
    w = scenario_window(
        STATUS.replace(
            "secret_objectives: {Red: [Control the Region],",
            "resources: {Red: {tg: 5}}\n  secret_objectives: {Red: [],",
        )
    )
    _lift(w)
    assert w.table.intend("score-objective", objective="Negotiate Trade Routes")
    assert w.table.state.amount("Red", "vp") == 1


def test_an_objective_paid_in_tokens_shows_its_token_rows_whole(scenario_window, qtbot):
    """Choosing Lead from the Front in the open form brings up the tokens it costs: the form grows to show those
    rows at their full height, not squeezed into the room the first objective's form had."""
    w = scenario_window(
        STATUS.replace("objectives: [Negotiate Trade Routes]", "objectives: [Expand Borders, Lead from the Front]")
    )
    _lift(w)
    w.command("score-objective")
    dialog = w.field_dialog
    qtbot.waitExposed(dialog)
    box = dialog.inputs["objective"]
    box.setCurrentIndex(box.findData("Expand Borders"))
    QApplication.processEvents()
    box.setCurrentIndex(box.findData("Lead from the Front"))
    QApplication.processEvents()
    spins = list(dialog.inputs["tokens"].spins.values())
    assert spins and all(s.height() >= s.minimumSizeHint().height() for s in spins), [s.height() for s in spins]
    dialog.reject()
