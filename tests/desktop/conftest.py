"""Desktop test set-up: settings and standard paths kept away from the user's, and a ready window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from desktop.app import create_window


@pytest.fixture(autouse=True)
def private_settings(tmp_path):
    QStandardPaths.setTestModeEnabled(True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield


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
def window(make_window):
    """A sandbox game for Red and Blue (seed 7) with the curtain lifted for Red."""
    w = make_window(seed=7)
    w.table.lift_curtain()
    return w
