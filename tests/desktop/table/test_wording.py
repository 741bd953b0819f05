"""Issue 16, point 14: the table's words. A pass says its place in words, upkeep says what is kept, a display
action is used (not played), the Continue list names the game, a log row is exactly as tall as its words,
dialog fields and values are named in words, and Alt+S in New game is Start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton

from core.games import new_session
from desktop.models.table import LogModel
from desktop.table.curtain import window_words
from desktop.table.panels import LogView

SCENARIOS = Path(__file__).parents[2] / "scenarios" / "eu"


def _log_text(window) -> str:
    log = window.table.log
    return "\n".join(str(log.data(log.index(row, 0))) for row in range(log.rowCount()))


def test_a_pass_says_its_place_in_words(scenario_window):
    window = scenario_window(SCENARIOS / "last-turns.yaml")
    text = _log_text(window)
    assert "Red passes first and collects 5 ducats" in text
    assert "1." not in text


def test_upkeep_says_which_advisors_are_kept(scenario_window):
    window = scenario_window(SCENARIOS / "income-upkeep.yaml")
    text = _log_text(window)
    assert "upkeep keep " not in text
    assert "Red pays upkeep keeping " in text


def test_a_display_action_is_used_not_played(scenario_window):
    window = scenario_window(SCENARIOS / "covert-countered.yaml", steps=slice(0, 10))
    t = window.table
    assert t.view().window is not None and t.view().window.trigger == "web-of-informants#1"
    assert (
        window_words(t, t.view().window)
        == "Red uses Web of Informants (Whispering Campaign) at Blue for 1 diplomatic power"
    )


def test_the_continue_list_names_the_game(tmp_path):
    from desktop.app import autosave as A

    session = new_session("eu", ["Red", "Blue", "Green"], seed=3)
    path = tmp_path / "kept.ctsave"
    saver = A.Autosaver(session, path)
    saver.close()
    said = A.describe_unfinished(path)
    assert said.startswith(session.ruleset.definition.name + " with Red, Blue, Green"), said


def test_a_log_row_is_as_tall_as_its_words_at_every_width(qtbot):
    """The row is measured at the width its words are drawn at: a row measured narrower than it is drawn
    wraps a line early and shows a blank line under its words."""
    view = LogView()
    qtbot.addWidget(view)
    model = LogModel()
    model.measure = view.measure
    text = "Blue plays Raid at Red for 1 gold — Red may answer; the table resolves it at once"
    from core.seeing.describe import LogLine

    model.show([LogLine(1, "Blue", "commit", text)], {"Blue": "#2e6db4"}, None)
    view.setModel(model)
    view.show()
    wrong = []
    for width in range(160, 420, 1):
        view.resize(width, 300)
        QApplication.processEvents()
        index = model.index(0, 0)
        drawn = view.visualRect(index).width() - 14  # the delegate draws the words 10 px in and 4 px short
        fm = QFontMetrics(QFont(view.font()))
        need = fm.boundingRect(0, 0, drawn, 10000, int(Qt.TextFlag.TextWordWrap), text).height() + 8
        if view.rowHeight(0) != need:
            wrong.append((width, view.rowHeight(0), need))
    assert not wrong, wrong[:5]


def test_dialog_fields_and_values_are_words(make_window):
    from desktop.dialogs.fields import _value_label, _words

    w = make_window(game="eu", players=["Red", "Blue", "Green"], seed=3)
    spec = w.table.ruleset.commands["battle"]
    at = next(f for f in spec.fields if f.name == "at")
    assert _value_label(w.table, at, "sea") == "Sea"
    assert _words("neural_motivator") == "Neural motivator"


def test_alt_s_in_new_game_is_start(qtbot):
    from desktop.dialogs.newgame import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    texts = [b.text() for b in dialog.findChildren(QPushButton)]
    with_s = [t for t in texts if "&s" in t.lower()]
    assert with_s == ["&Start"], texts


def test_the_curtain_says_the_play_as_the_log_does(scenario_window):
    """The hand-over screen names what the log line names in public: Bribery's trade goods, not just the card."""
    scenario = Path(__file__).parents[2] / "scenarios" / "ti4" / "agenda-cards-votes.yaml"
    window = scenario_window(scenario, steps=slice(0, 22))  # up to Red's Bribery for 4 trade goods
    t = window.table
    assert t.view().window is not None and t.view().window.trigger == "bribery#1"
    assert window_words(t, t.view().window) == "Red plays Bribery for 4 trade goods"
    assert "Red plays Bribery for 4 trade goods" in _log_text(window)
