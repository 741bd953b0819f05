"""`cardtable --self-test` from the source tree: every check passes, and a failing check is reported and fails."""

import io
import os
import subprocess
import sys

from paths import ROOT

from desktop.app import launch, selftest

NAMES = [name for name, _ in selftest.CHECKS]


def test_self_test_passes_from_the_source_tree(tmp_path):
    frame = tmp_path / "frame.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-W", "error", "-m", "desktop.app.launch", "--self-test", "--frame", str(frame)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert [line.split(":", 1)[0] for line in lines[:-1]] == [f"ok    {name}" for name in NAMES]
    assert lines[-1] == f"self-test passed: {len(NAMES)} checks"
    assert any(line.startswith("ok    platform plugin: offscreen ") for line in lines)
    assert any(line.startswith(f"ok    assets found: {ROOT / 'assets' / 'games' / 'sandbox'}") for line in lines)
    assert frame.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_each_check_prints_one_line_and_failures_are_counted(tmp_path, capsys):
    def fine(ctx):
        return "all good"

    def wrong(ctx):
        raise selftest.CheckFailed("the table is blank")

    def crash(ctx):
        raise ValueError("boom")

    ctx = selftest.Context(tmp_path)
    failed = selftest.run_checks([("first", fine), ("second", wrong), ("third", crash)], ctx, sys.stdout)
    lines = capsys.readouterr().out.splitlines()
    assert failed == 2
    assert lines[0] == "ok    first: all good"
    assert lines[1] == "FAIL  second: the table is blank"
    assert lines[2].startswith("FAIL  third: ValueError: boom (test_selftest.py:")


def test_a_check_that_needs_what_failed_says_so(tmp_path):
    ctx = selftest.Context(tmp_path)
    out = io.StringIO()
    assert selftest.run_checks([("undo", selftest.check_undo)], ctx, out) == 1
    assert out.getvalue() == "FAIL  undo: not run: needs the window, which an earlier check could not make\n"


def test_main_exits_1_when_a_check_fails(monkeypatch, capsys):
    def wrong(ctx):
        raise selftest.CheckFailed("no fonts")

    monkeypatch.setattr(selftest, "CHECKS", [("fonts", wrong)])
    assert selftest.main(["--self-test"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == ["FAIL  fonts: no fonts", "self-test FAILED: 1 of 1 checks"]


def test_launcher_routes_self_test_without_opening_the_app(monkeypatch):
    seen = []
    monkeypatch.setattr(selftest, "main", lambda argv: seen.append(argv) or 0)
    assert launch.main(["--self-test"]) == 0
    assert seen == [["--self-test"]]
