"""The menus: new game, open and save as, recent files, rules with search, about; the screenshot flag."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtWidgets import QApplication

from core.games import new_session
from core.version import app_version
from desktop.app import files
from desktop.app.main import main
from desktop.app.window import MainWindow
from desktop.dialogs.newgame import NewGameDialog


def _windows_shown() -> set:
    return {w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()}


@pytest.fixture(autouse=True)
def no_window_left_open(qapp):
    """Every window a test here opens is closed when it ends: a window left shown stays for the rest of the
    session, over later tests' windows and their focus."""
    before = _windows_shown()
    yield
    left = _windows_shown() - before
    for w in left:
        w.close()
    assert not left, "a window was left open"


@pytest.fixture
def screenshot(qtbot):
    """`cardtable --screenshot ...` run here: its exit code; the one window it shot is closed with the test."""

    def run(*argv: str) -> int:
        before = _windows_shown()
        code = main(["--screenshot", *argv])
        shot = _windows_shown() - before
        assert len(shot) == 1, shot
        qtbot.addWidget(shot.pop())
        return code

    return run


def _action(window, text):
    for menu in window.menuBar().actions():
        for action in menu.menu().actions():
            if action.text().replace("&", "").startswith(text):
                return action
    raise AssertionError(f"no menu entry {text!r}")


def test_new_game_dialog_starts_the_chosen_game(window):
    assert QKeySequence(QKeySequence.StandardKey.New) in _action(window, "New game").shortcuts()
    dialog = NewGameDialog(window)
    assert dialog.game.currentData() == "sandbox"
    assert dialog.seed.value() >= 1
    dialog.count.setValue(4)
    assert len(dialog.names) == 4
    dialog.names[3].setText("Dana")
    dialog.seed.setValue(42)
    dialog.option_inputs["hand_limit"].setCurrentIndex(dialog.option_inputs["hand_limit"].findData(7))
    dialog.option_inputs["curtain"].setChecked(False)
    dialog.started.connect(window.set_session)
    dialog.start()
    s = window.session
    assert s.state.seats == ("Red", "Blue", "Green", "Dana")
    assert s.header["seed"] == 42
    assert s.ruleset.options["hand_limit"] == 7 and s.ruleset.options["curtain"] is False
    assert len(window.board.rivals) == 3
    assert not window.table.curtain_up
    assert "seed 42" in window.windowTitle()
    assert "Cardtable" not in window.windowTitle(), "Qt appends the application's display name itself"


def test_new_game_dialog_lists_only_games_for_people(window):
    dialog = NewGameDialog(window)
    listed = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert "sandbox" in listed and "eu" in listed
    assert "bench" not in listed


def test_new_game_dialog_refuses_bad_names_in_one_line(window):
    dialog = NewGameDialog(window)
    dialog.names[1].setText(dialog.names[0].text())
    dialog.start()
    assert "distinct" in dialog.error.text()


def test_save_as_then_open_restores_the_game_and_remembers_it(window, tmp_path):
    t = window.table
    t.intend("draw")
    hand = t.hands["Red"]
    t.play_area.dropMimeData(hand.mimeData([hand.index(0, 0)]), Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    path = tmp_path / "game.cardtable"
    assert files.save_path(window, path)
    records = len(window.session.records)
    window.set_session(new_session(seed=1))
    assert len(window.session.records) == 1
    assert files.open_path(window, path)
    assert len(window.session.records) == records
    assert files.recent_files()[0] == str(path.resolve())
    files.fill_recent(window, window.recent_menu)
    assert window.recent_menu.actions()[0].text() == "game.cardtable"


def test_seat_colours_chosen_for_a_new_game_come_back_when_its_save_is_opened(window, tmp_path):
    dialog = NewGameDialog(window)
    dialog.colours[0], dialog.colours[1] = "#123456", "#abcdef"
    dialog.started.connect(window.set_session)
    dialog.start()
    red, blue = window.session.state.seats
    assert window.table.colours[red] == "#123456"
    path = tmp_path / "colours.cardtable"
    assert files.save_path(window, path)
    window.set_session(new_session(seed=1))
    assert window.table.colours[red] != "#123456"
    assert files.open_path(window, path)
    assert window.table.colours[red] == "#123456" and window.table.colours[blue] == "#abcdef"


def test_a_bad_save_is_one_line_not_a_traceback(window, tmp_path):
    path = tmp_path / "bad.cardtable"
    path.write_text("not json\n")
    assert not files.open_path(window, path)
    assert window.told and "line 1" in window.told[0]


def test_rules_panel_searches_and_a_refusal_opens_its_rule(window):
    panel = window.rules_panel
    assert panel.proxy.rowCount() == len(window.table.ruleset.rules)
    panel.search.setText("display")
    assert 0 < panel.proxy.rowCount() < len(window.table.ruleset.rules)
    window.table.intend("play", card="coin-purse#3", target="Blue")
    assert window.bubble.isVisible()
    window.bubble.label.linkActivated.emit("sandbox.target")
    assert panel.current_rule() == "sandbox.target"
    assert panel.search.text() == ""


def test_about_names_the_version(window, monkeypatch):
    shown = []
    monkeypatch.setattr("desktop.app.files.QMessageBox.about", lambda parent, title, text: shown.append(text))
    _action(window, "About").trigger()
    assert app_version() in shown[0]


def test_screenshot_flag_renders_the_table_to_a_png(tmp_path, screenshot):
    out = tmp_path / "table.png"
    assert screenshot(str(out), "--players", "3", "--seed", "5") == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)


def test_screenshot_after_a_scenario(tmp_path, screenshot):
    out = tmp_path / "after.png"
    assert screenshot(str(out), "--after", "tests/scenarios/sandbox/reaction-window.yaml") == 0
    assert QImage(str(out)).width() == 1280


def test_the_app_autosaves_every_game_and_closes_it_cleanly(make_window, qtbot):
    from desktop.app.autosave import autosave_dir, find_unfinished

    w = make_window(seed=3)
    assert w.autosaver is None
    w.autosave_on = True
    w.set_session(new_session(seed=4))
    path = w.autosaver.path
    assert path.parent == autosave_dir() and path.exists()
    w.table.lift_curtain()
    w.table.intend("draw")
    assert path in find_unfinished() or path.read_text().count("\n") >= 3
    first = w.autosaver
    w.set_session(new_session(seed=5))
    assert first.writer.closed and w.autosaver is not first
    w.close()
    assert w.autosaver.writer.closed


def test_replay_a_save_and_continue_from_it(window, tmp_path):
    window.table.intend("draw")
    path = tmp_path / "game.cardtable"
    files.save_path(window, path)
    replay = files.replay_path(window, path)
    assert replay is not None and replay.isVisible()
    replay.close()


def test_new_game_starts_on_the_game_at_the_table(make_window):
    window = make_window(game="inwo", players=["Red", "Blue", "Green"], seed=4)
    _action(window, "New game").trigger()
    assert window.new_game_dialog.game.currentData() == "inwo"
    window.new_game_dialog.reject()


def test_new_game_offers_the_tables_players_with_their_names_and_colours(make_window):
    """A three-player table's New game starts with those three, not with the count last typed into the dialog."""
    window = make_window(game="eu", players=["Ann", "Bo", "Cy"], seed=4)
    _action(window, "New game").trigger()
    dialog = window.new_game_dialog
    assert dialog.count.value() == 3
    assert [w.text() for w in dialog.names] == ["Ann", "Bo", "Cy"]
    assert dialog.colours == [window.table.colours[p] for p in ("Ann", "Bo", "Cy")]
    dialog.reject()
