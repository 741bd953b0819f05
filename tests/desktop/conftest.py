"""Desktop test set-up: settings and standard paths kept away from the user's, a ready window, and no dialog
left standing over the next test's windows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QDialog

from core.engine import zones as Z
from core.scenarios.runner import load_scenario, run_scenario
from desktop.app.main import create_window
from desktop.dialogs import packpicker


@pytest.fixture(autouse=True)
def private_settings(tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield


@pytest.fixture(autouse=True)
def no_dialog_left_open():
    """A safety net: a dialog still shown once a test and its windows are closed is closed too, so that it
    cannot stand over a later test's windows (each test still closes the dialogs it opens)."""
    yield
    if QApplication.instance() is not None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()


def open_window(qtbot, **kw):
    """A shown 1280x800 window on a new game, curtain still down."""
    window = create_window(**kw)
    qtbot.addWidget(window)
    window.told = []
    window.inform = lambda title, text: window.told.append(text)
    window.confirm = lambda title, text: pytest.fail(f"unexpected question: {text}")
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    QApplication.processEvents()
    return window


@pytest.fixture
def make_window(qtbot):
    """Open a window on a new game: make_window(game=..., players=..., seed=..., options=...)."""
    return lambda **kw: open_window(qtbot, **kw)


@pytest.fixture
def scenario_window(qtbot, tmp_path):
    """Open a 1280x800 window on a played scenario: scenario_window(yaml_text_or_path, steps=slice(...)).

    `steps` keeps only those steps of the scenario (to stop before its end); the curtain is still down.
    """

    def make(source, steps: slice | None = None):
        path = source if isinstance(source, Path) else tmp_path / "scenario.yaml"
        if not isinstance(source, Path):
            path.write_text(source, encoding="utf-8")
        scenario = load_scenario(path)
        if steps is not None:
            scenario.steps = scenario.steps[steps]
        assert run_scenario(scenario).ok
        return open_window(qtbot, session=scenario.session)

    return make


@pytest.fixture
def window(make_window):
    """A sandbox game for Red and Blue (seed 7) with the curtain lifted for Red."""
    w = make_window(seed=7)
    w.table.lift_curtain()
    return w


def _all_data(table) -> str:
    """Every value of every role of every row of every model, as one text."""
    roles = list(range(0, 64)) + list(range(int(Qt.ItemDataRole.UserRole), int(Qt.ItemDataRole.UserRole) + 64))
    out = []
    for model in table.models():
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            out.extend(repr(model.data(index, role)) for role in roles)
    return "\n".join(out)


def _hidden_from(table, seat):
    """Ids and names of the cards in every hand but `seat`'s, and in the decks."""
    state = table.state
    cards = [c for z, cs in state.zones.items() if Z.kind(z) in ("hand", "deck") and Z.owner(z) != seat for c in cs]
    names = {table.ruleset.card_name(c) for c in cards}
    visible = {table.ruleset.card_name(c) for z, cs in state.zones.items() if Z.visible_to(z, seat) for c in cs}
    return set(cards), names - visible


def _assert_hidden(table, seat):
    text = _all_data(table)
    ids, names = _hidden_from(table, seat)
    for card in ids:
        assert repr(card) not in text, f"{card} is in a model while {seat} is at the screen"
    for name in names:
        assert name not in text, f"{name} is in a model while {seat} is at the screen"


@pytest.fixture
def all_data():
    """Every value of every role of every row of every model of a table, as one text."""
    return _all_data


@pytest.fixture
def assert_hidden():
    """assert_hidden(table, seat): no model holds a card `seat` may not see, by id or by name."""
    return _assert_hidden


@pytest.fixture
def packs(tmp_path, monkeypatch) -> Path:
    """An empty packs folder standing in for the user's data folder's `packs/`."""
    folder = tmp_path / "packs"
    folder.mkdir()
    monkeypatch.setattr(packpicker, "packs_dir", lambda: folder)
    return folder
