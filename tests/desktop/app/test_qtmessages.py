"""The offscreen plugin's note about size hints is dropped; every other Qt message goes through."""

from __future__ import annotations

import io
import os
import subprocess
import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType

from desktop.app.qtmessages import NOISE, QuietHandler


def test_only_the_size_hints_note_is_dropped():
    seen = []
    handler = QuietHandler(lambda mode, context, message: seen.append(message))
    context = QMessageLogContext()
    handler(QtMsgType.QtWarningMsg, context, NOISE)
    handler(QtMsgType.QtWarningMsg, context, "QPainter::begin: Paint device returned engine == 0")
    assert seen == ["QPainter::begin: Paint device returned engine == 0"]


def test_without_a_previous_handler_messages_go_to_the_stream():
    out = io.StringIO()
    handler = QuietHandler(stream=out)
    handler(QtMsgType.QtWarningMsg, QMessageLogContext(), NOISE)
    handler(QtMsgType.QtWarningMsg, QMessageLogContext(), "something else")
    assert NOISE not in out.getvalue()
    assert "something else" in out.getvalue()


def test_a_screenshot_prints_no_size_hints_note(tmp_path):
    out = tmp_path / "table.png"
    run = subprocess.run(
        [sys.executable, "-m", "desktop.app.launch", "--screenshot", str(out), "--seed", "1"],
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"),
        },
    )
    assert run.returncode == 0, run.stderr
    assert out.is_file()
    assert "propagateSizeHints" not in run.stderr
