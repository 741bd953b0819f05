"""What the app's first frame does not pay for (desktop/app/main.py, docs/performance.md): PySide types and
modules that only later frames need. Each is measured once, in a fresh process, as `cardtable --game eu` starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types

from desktop.app.featurecheck import faster_check, uses_pyside

CHILD = (
    "import json, sys\n"
    "from desktop.app import main as m\n"
    "make = m.create_window\n"
    "def report():\n"
    "    widgets = sys.modules['PySide6.QtWidgets'].__dict__\n"
    "    print(json.dumps({'QStyle': 'QStyle' in widgets, 'QCalendarWidget': 'QCalendarWidget' in widgets,\n"
    "        'icons': 'desktop.table.icons' in sys.modules, 'prompt': 'desktop.table.prompt' in sys.modules,\n"
    "        'check': sys.modules['shibokensupport.feature']._mod_uses_pyside.__module__}))\n"
    "    m.application().quit()\n"
    "def create_window(*args, **kwargs):\n"
    "    window = make(*args, **kwargs)\n"
    "    window.board.curtain.after_first_paint(report)\n"
    "    window.board.curtain.waiting_for_paint.insert(0, window.board.curtain.waiting_for_paint.pop())\n"
    "    return window\n"
    "m.create_window = create_window\n"
    "sys.exit(m.main(['--game', 'eu', '--players', '3', '--seed', '1']))\n"
)


def test_the_first_frame_makes_no_qstyle_type_no_widget_type_by_discovery_and_no_icon(tmp_path):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {
        "QStyle": False,  # 16 ms of enums: the log and rules delegates read selection from the view
        "QCalendarWidget": False,  # a QWidget* asked of Qt makes every QWidget subclass's type (own_viewport)
        "icons": False,  # the app icon is drawn from SVG after the first frame
        "prompt": False,  # the reaction prompt is made with the table under the curtain
        "check": "desktop.app.featurecheck",
    }


def test_uses_pyside_reads_the_file_and_asks_pyside_only_without_one(tmp_path):
    qt, plain = tmp_path / "qt.py", tmp_path / "plain.py"
    qt.write_text("from PySide6.QtCore import Qt\n")
    plain.write_text("import json\n")
    asked: list[str] = []

    def fallback(module: types.ModuleType) -> bool:
        asked.append(module.__name__)
        return True

    def module(name: str, path: str | None) -> types.ModuleType:
        out = types.ModuleType(name)
        if path is not None:
            out.__file__ = path
        return out

    assert uses_pyside(module("qt", str(qt)), fallback) is True
    assert uses_pyside(module("plain", str(plain)), fallback) is False
    assert uses_pyside(module("gone", str(tmp_path / "gone.py")), fallback) is True
    assert uses_pyside(module("builtin", None), fallback) is True
    assert asked == ["gone", "builtin"]


def test_faster_check_replaces_pysides_check_once():
    faster_check()
    assert faster_check() is False
    check = sys.modules["shibokensupport.feature"].__dict__["_mod_uses_pyside"]
    assert check.__module__ == "desktop.app.featurecheck"
    assert check(sys.modules["desktop.app.featurecheck"]) is True  # its docstring names PySide6
    assert check(json) is False
