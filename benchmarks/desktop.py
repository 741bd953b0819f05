"""The desktop, offscreen: start-up to the first painted table, command to models updated and to painted frame.

    uv run python benchmarks/desktop.py [--commands 1000] [--runs 5] [--game eu] [--players 3]

Start-up is measured from process start (just before the process is spawned)
to the end of the first frame (the event loop back after the first paint of the
table, or of the curtain a new game starts behind), in fresh processes, next to
a bare PySide6 window measured the same way in the same run. The table starts as
a player starts it, through the app's own `main` (`cardtable --game eu ...`);
each start is also split at its marks (Python and PySide6, or for the table
Python, PySide6, the app's modules and the game; the window built, the first
frame) and, for the table, goes on until the table under the curtain is laid
after that frame. Then one process opens a
game, reads its memory, and plays 1,000 legal commands, each submitted from
inside the event loop as a click or a key press is (`in_event`). Two times are
kept per command, both from just before `Table.submit`:

- command to models: until `Table.submit` returns, the session's listeners
  having run and every model having followed;
- command to painted frame: until the event loop has nothing left to do
  (`settle`): every posted event (layout requests, the window's update
  request), every due timer (item views lay their rows out on a zero-time
  timer) and what those post in turn, so that Qt has painted into the
  window's backing store, and flushed, every region the move made dirty: the
  cards, rows and panels it changed, the rings of what changed, the ticks of
  usable cards, the log, the seat panels, the curtain. Widgets the move left
  alone are not painted, as in the app.

Lifting the curtain is a player's own action, not part of the command that
raised it: it is timed apart, to its painted frame the same way. Each start also
reports the enum classes PySide6 made by its first frame and the time Python
took to make them (`start_enums_made`), and each ratio to the bare window is
also read from the interleaved pairs and from processor time
(`..._over_bare_steadier`), which a machine slowing mid-run moves less. Prints
one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from time import perf_counter

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.desktopchild import (  # noqa: E402
    _paint_watch,
    _painted,
    child_bare,
    child_commands,
    child_table,
    count_enums,
)
from benchmarks.helpers import ROOT, emit, percentile, python_version  # noqa: E402

SCRIPT = Path(__file__).resolve()


class ChildFailed(RuntimeError):
    """A measuring process failed or printed no figures."""


def _env(folder: str) -> dict:
    """Offscreen, with settings and app data in a scratch folder so no user file is read or written.

    Bytecode is cached (in the scratch folder), as it is for an installed app or a bundle: a start-up that
    recompiles every module measures the compiler, not the app. Both children get the same treatment.
    """
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": folder,
        "XDG_DATA_HOME": folder,
        "XDG_CACHE_HOME": folder,
        "XDG_RUNTIME_DIR": folder,
        "PYTHONPYCACHEPREFIX": os.path.join(folder, "pycache"),
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _child(args: list[str], folder: str) -> tuple[float, dict]:
    """Spawn this script in a child mode; returns (spawn time on the monotonic clock, its JSON)."""
    start = perf_counter()
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--child", *args],
        cwd=ROOT,
        env=_env(folder),
        capture_output=True,
        text=True,
        timeout=600,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        last = (done.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise ChildFailed(f"the {args[0]} measurement failed (exit {done.returncode}): {last}")
    return start, json.loads(lines[-1])


PARTS = (
    ("python_and_pyside", "pyside"),
    ("app_modules", "imported"),
    ("python_pyside_app_and_game", "set_up"),
    ("window_built", "built"),
    ("first_frame", "painted"),
    ("table_laid_after_first_frame", "laid"),
)


def _parts(start: float, got: dict) -> dict[str, float]:
    """A start-up split at the child's marks, each part in ms: Python and PySide6 imported and the Qt floor's
    classes made (the bare window and the floor); Python, PySide6, the app's modules and the game's set-up (the
    table, which imports in its own order); then the window built, and the first frame painted."""
    out, last = {}, start
    for name, mark in PARTS:
        if mark in got:
            out[name], last = (got[mark] - last) * 1000, got[mark]
    return out


def _enums(runs: list[dict]) -> dict[str, float]:
    """How many enum classes PySide6 made by the first frame, and the median ms Python spent making them."""
    return {
        "classes": max(run.get("enum_classes", 0) for run in runs),
        "ms": round(statistics.median(run.get("enum_ms", 0.0) for run in runs), 1),
    }


def _steadier_ratios(kind: list[float], bare: list[float], kind_runs: list[dict], bare_runs: list[dict]) -> dict:
    """The start's ratio to the bare window read two steadier ways than the ratio of medians, which a machine
    slowing between the two kinds' starts moves: the median of each interleaved pair's ratio (the two starts
    taken back to back), and the ratio of median processor time to the first frame (`painted_cpu`), which other
    work on the machine moves less than the clock."""
    paired = statistics.median(k / b for k, b in zip(kind, bare, strict=True))
    cpu = [statistics.median(run["painted_cpu"] for run in runs) for runs in (kind_runs, bare_runs)]
    return {"paired": round(paired, 2), "cpu": round(cpu[0] / cpu[1], 2)}


def _median_parts(runs: list[dict[str, float]]) -> dict[str, float]:
    return {name: round(statistics.median(run[name] for run in runs), 1) for name in runs[0]}


def available(game: str) -> list[str]:
    """What the measurement needs that is not installed yet (empty when all is there)."""
    missing = []
    try:
        from core.rulesets import RULESETS

        if game not in RULESETS:
            missing.append(f"the {game} ruleset")
    except ImportError:
        missing.append("core.rulesets")
    try:
        from desktop.app.main import create_window  # noqa: F401
    except ImportError as err:
        missing.append(f"desktop.app.main.create_window ({err})")
    return missing


def run(game: str, players: int, count: int, runs: int) -> dict:
    missing = available(game)
    if missing and game != "sandbox":
        game, players = "sandbox", 2
        missing = [f"{m}: measured with the sandbox game instead" for m in missing] + available("sandbox")
    out: dict = {"game": game, "players": players, "missing": missing, "python": python_version()}
    with tempfile.TemporaryDirectory() as folder:
        bare, table, floor, bare_parts, table_parts, floor_parts, laid = [], [], [], [], [], [], []
        seen: dict[str, list[dict]] = {"bare": [], "qt_floor": [], "table": []}
        _child(["bare"], folder)
        _child(["floor"], folder)
        if not missing:
            _child(["table", game, str(players)], folder)
        out["bytecode"] = "cached, after one untimed start of each kind"
        for _ in range(runs):
            start, got = _child(["bare"], folder)
            bare.append((got["painted"] - start) * 1000)
            bare_parts.append(_parts(start, got))
            seen["bare"].append(got)
            start, got = _child(["floor"], folder)
            floor.append((got["painted"] - start) * 1000)
            floor_parts.append(_parts(start, got))
            seen["qt_floor"].append(got)
            if not missing:
                start, got = _child(["table", game, str(players)], folder)
                table.append((got["painted"] - start) * 1000)
                laid.append((got["laid"] - start) * 1000)
                table_parts.append(_parts(start, got))
                seen["table"].append(got)
        out["start_to_paint_bare_ms"] = round(statistics.median(bare), 1)
        out["start_to_paint_bare_runs_ms"] = [round(x, 1) for x in bare]
        out["start_bare_parts_ms"] = _median_parts(bare_parts)
        out["start_to_paint_qt_floor_ms"] = round(statistics.median(floor), 1)
        out["start_qt_floor_parts_ms"] = _median_parts(floor_parts)
        out["start_qt_floor_over_bare"] = round(statistics.median(floor) / statistics.median(bare), 2)
        out["start_qt_floor_over_bare_steadier"] = _steadier_ratios(floor, bare, seen["qt_floor"], seen["bare"])
        out["start_enums_made"] = {kind: _enums(runs) for kind, runs in seen.items() if runs}
        if missing:
            return out
        out["start_to_paint_table_ms"] = round(statistics.median(table), 1)
        out["start_to_paint_table_runs_ms"] = [round(x, 1) for x in table]
        out["start_table_parts_ms"] = _median_parts(table_parts)
        out["start_to_table_laid_ms"] = round(statistics.median(laid), 1)
        out["start_table_over_bare"] = round(statistics.median(table) / statistics.median(bare), 2)
        out["start_table_over_bare_steadier"] = _steadier_ratios(table, bare, seen["table"], seen["bare"])
        out["start_table_over_qt_floor"] = _steadier_ratios(table, floor, seen["table"], seen["qt_floor"])
        _, got = _child(["commands", game, str(players), str(count)], folder)
    times, frames, lifts = got["times_ms"], got["frames_ms"], got["lifts_ms"]
    out.update(
        {
            "commands": len(times),
            "command_refused": got["refused"],
            "games_started": got["games_started"],
            "command_to_models_ms_p50": round(percentile(times, 50), 3),
            "command_to_models_ms_p90": round(percentile(times, 90), 3),
            "command_to_models_ms_max": round(max(times), 3),
            "command_to_models_ms_mean": round(statistics.fmean(times), 3),
            "command_to_painted_frame_ms_p50": round(percentile(frames, 50), 3),
            "command_to_painted_frame_ms_p90": round(percentile(frames, 90), 3),
            "command_to_painted_frame_ms_max": round(max(frames), 3),
            "curtain_lifts": len(lifts),
            "lift_to_painted_frame_ms_p50": round(percentile(lifts, 50), 3) if lifts else None,
            "lift_to_painted_frame_ms_p90": round(percentile(lifts, 90), 3) if lifts else None,
            "lift_to_painted_frame_ms_max": round(max(lifts), 3) if lifts else None,
            f"rss_mb_{game}_{players}_seats_open": got["rss_mb_open"],
            "rss_mb_after_commands": got["rss_mb_after_commands"],
        }
    )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The desktop's start-up, command latency and memory, offscreen.")
    parser.add_argument("--commands", type=int, default=1000, help="commands to time (default 1000)")
    parser.add_argument("--runs", type=int, default=5, help="start-up measurements of each kind (median kept)")
    parser.add_argument("--game", default="eu", help="the game to open (default eu)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        kind, rest = args.child[0], args.child[1:]
        if kind == "bare":
            return child_bare()
        if kind == "floor":
            from benchmarks.qtfloor import child_floor

            return child_floor(_paint_watch, _painted, count_enums)
        if kind == "table":
            return child_table(rest[0], int(rest[1]))
        return child_commands(rest[0], int(rest[1]), int(rest[2]))
    if args.commands < 1 or args.runs < 1:
        parser.error("--commands and --runs must be at least 1")
    try:
        emit(run(args.game, args.players, args.commands, args.runs))
    except ChildFailed as err:
        print(f"desktop benchmark: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
