"""The desktop, offscreen: start-up to the first painted table, command to models updated and to painted frame.

    uv run python benchmarks/desktop.py [--commands 1000] [--runs 5] [--game eu] [--players 3]

Start-up is measured from process start (just before the process is spawned)
to the end of the first frame (the event loop back after the first paint of the
table, or of the curtain a new game starts behind), in fresh processes, next to
a bare PySide6 window measured the same way in the same run. The table starts as
a player starts it, through the app's own `main` (`cardtable --game eu ...`);
each start is also split at its marks (Python and PySide6, the app's modules,
the window built, the first frame) and, for the table, goes on until the table
under the curtain is laid after that frame. Then one process opens a
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
raised it: it is timed apart, to its painted frame the same way. Prints one JSON object.
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

from benchmarks.helpers import ROOT, emit, percentile, python_version, rss_mb  # noqa: E402

SCRIPT = Path(__file__).resolve()
SEATS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
SEED = 1
PROGRESS = (
    "event",
    "pass",
    "end-turn",
    "battle-pass",
    "roll",
    "retreat",
    "decline",
    "choose",
    "keep",
    "upkeep",
    "advance",
    "draw",
)


class ChildFailed(RuntimeError):
    """A measuring process failed or printed no figures."""


def _paint_watch(widgets, on_paint) -> object:
    """An event filter that calls on_paint once, at the first paint of any of `widgets`."""
    from PySide6.QtCore import QEvent, QObject

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen = True
                on_paint()
            return False

    watch = Watch(widgets[0])
    watch.seen = False
    for widget in widgets:
        widget.installEventFilter(watch)
    return watch


def _painted(app, marks: dict[str, float], window=None) -> None:
    """At the first paint, wait for the event loop to come back (the whole frame painted and flushed), then report
    that moment and the earlier `marks` on the shared monotonic clock, and leave; for Cardtable's `window`, once
    its table is laid under the curtain (`laid`)."""
    from PySide6.QtCore import QTimer

    def report() -> None:
        marks.setdefault("painted", perf_counter())
        if window is not None and not window.board.laid:
            QTimer.singleShot(0, report)
            return
        if window is not None:
            marks["laid"] = perf_counter()
        sys.stdout.write(json.dumps(marks) + "\n")
        sys.stdout.flush()
        app.quit()

    QTimer.singleShot(0, report)


def child_bare() -> int:
    """A bare PySide6 window of the same size, shown until its first frame is painted."""
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    marks = {"pyside": perf_counter()}
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    window.resize(1280, 800)
    marks["built"] = perf_counter()
    _paint_watch([window.centralWidget()], lambda: _painted(app, marks))
    window.show()
    return app.exec()


def child_table(game: str, players: int) -> int:
    """`cardtable --game G --players N --seed 1` as a player starts it (desktop.app.main.main: the arguments, the
    game's set-up, its autosave, the window), until its first frame is painted: the curtain a new game starts
    behind, with the menus, the notes and the log beside it. Then on until the table under the curtain is laid
    (`laid`): the moment a player could lift the curtain and find the table ready."""
    import PySide6.QtWidgets  # noqa: F401  (as the bare window imports it, to split the time the same way)

    marks = {"pyside": perf_counter()}
    from desktop.app import main as app_main
    from desktop.app import window as _window  # noqa: F401  (the table's modules, timed apart from building)

    marks["imported"] = perf_counter()
    make_window = app_main.create_window

    def create_window(*args, **kwargs):
        window = make_window(*args, **kwargs)
        marks["built"] = perf_counter()
        _paint_watch([window.board, window.board.curtain], lambda: _painted(app_main.application(), marks, window))
        return window

    app_main.create_window = create_window  # type: ignore[assignment]  (main() makes its window through it)
    return app_main.main(["--game", game, "--players", str(players), "--seed", str(SEED)])


def _pick(legal, state, rnd, actions_steps: int):
    names = sorted({c.name for c in legal})
    if state.phase == "actions" and actions_steps > 12 * len(state.seats):
        names = [n for n in names if n in PROGRESS] or names
    name = rnd.choice(names)
    return rnd.choice([c for c in legal if c.name == name])


def settle(dispatcher) -> int:
    """Run the event loop until it has nothing left to do, without waiting for anything: every posted event
    (layout requests, the window's update request), every due timer (item views lay out their rows on a
    zero-time timer) and what they post in turn, so the window has painted, into its backing store and
    flushed, everything the last change made dirty. Returns how many passes of the loop that took."""
    from PySide6.QtCore import QEventLoop

    passes = 0
    while dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents) and passes < 1000:
        passes += 1
    return passes


def in_event(app, dispatcher, act) -> float:
    """Call `act` from inside the event loop, as a click or a key press would (an object deleted later in a
    handler is deleted when the loop gets back, as in the app), then settle; returns the milliseconds from
    just before `act` to the painted frame."""
    from PySide6.QtCore import QTimer

    start: list[float] = []
    QTimer.singleShot(0, lambda: (start.append(perf_counter()), act()))
    while not start:
        app.processEvents()
    settle(dispatcher)
    return (perf_counter() - start[0]) * 1000


def child_commands(game: str, players: int, count: int) -> int:
    """Open a game, read the memory, then time `count` legal commands to the models having updated and to
    the painted frame (see `settle`); lifting the curtain is a player's own action, timed apart."""
    import random

    from PySide6.QtCore import QAbstractEventDispatcher

    from core.games import new_session
    from desktop.app.main import application, create_window

    app = application()
    window = create_window(game, SEATS[:players], SEED, curtain_first=True)  # as the app starts
    window.show()
    dispatcher = QAbstractEventDispatcher.instance()
    settle(dispatcher)
    rss_open = rss_mb()
    table = window.table
    rnd = random.Random(SEED)
    times: list[float] = []
    frames: list[float] = []
    lifts: list[float] = []
    refused = games = actions_steps = 0
    while len(times) < count:
        session = table.session
        state = session.state
        seat = session.must_act()
        legal = session.ruleset.legal(state, seat) if seat is not None else []
        if not legal:
            games += 1
            in_event(app, dispatcher, lambda g=games: window.set_session(new_session(game, SEATS[:players], SEED + g)))
            continue
        if table.curtain_up:
            lifts.append(in_event(app, dispatcher, table.lift_curtain))
        actions_steps = actions_steps + 1 if state.phase == "actions" else 0
        command = _pick(legal, state, rnd, actions_steps)
        done: list = []

        def submit(command=command, done=done) -> None:
            t0 = perf_counter()
            done.append(table.submit(command))
            done.append((perf_counter() - t0) * 1000)

        frames.append(in_event(app, dispatcher, submit))
        times.append(done[1])
        refused += not done[0]
    sys.stdout.write(
        json.dumps(
            {
                "rss_mb_open": rss_open,
                "rss_mb_after_commands": rss_mb(),
                "times_ms": times,
                "frames_ms": frames,
                "lifts_ms": lifts,
                "refused": refused,
                "games_started": games + 1,
                "commits": len(table.session.line),
            }
        )
        + "\n"
    )
    return 0


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
    ("window_built", "built"),
    ("first_frame", "painted"),
    ("table_laid_after_first_frame", "laid"),
)


def _parts(start: float, got: dict) -> dict[str, float]:
    """A start-up split at the child's marks: Python and PySide6 imported, the app's modules imported (the table
    only), the window built with its game, and the first frame painted; each part in ms."""
    out, last = {}, start
    for name, mark in PARTS:
        if mark in got:
            out[name], last = (got[mark] - last) * 1000, got[mark]
    return out


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
        _child(["bare"], folder)
        _child(["floor"], folder)
        if not missing:
            _child(["table", game, str(players)], folder)
        out["bytecode"] = "cached, after one untimed start of each kind"
        for _ in range(runs):
            start, got = _child(["bare"], folder)
            bare.append((got["painted"] - start) * 1000)
            bare_parts.append(_parts(start, got))
            start, got = _child(["floor"], folder)
            floor.append((got["painted"] - start) * 1000)
            floor_parts.append(_parts(start, got))
            if not missing:
                start, got = _child(["table", game, str(players)], folder)
                table.append((got["painted"] - start) * 1000)
                laid.append((got["laid"] - start) * 1000)
                table_parts.append(_parts(start, got))
        out["start_to_paint_bare_ms"] = round(statistics.median(bare), 1)
        out["start_to_paint_bare_runs_ms"] = [round(x, 1) for x in bare]
        out["start_bare_parts_ms"] = _median_parts(bare_parts)
        out["start_to_paint_qt_floor_ms"] = round(statistics.median(floor), 1)
        out["start_qt_floor_parts_ms"] = _median_parts(floor_parts)
        out["start_qt_floor_over_bare"] = round(statistics.median(floor) / statistics.median(bare), 2)
        if missing:
            return out
        out["start_to_paint_table_ms"] = round(statistics.median(table), 1)
        out["start_to_paint_table_runs_ms"] = [round(x, 1) for x in table]
        out["start_table_parts_ms"] = _median_parts(table_parts)
        out["start_to_table_laid_ms"] = round(statistics.median(laid), 1)
        out["start_table_over_bare"] = round(statistics.median(table) / statistics.median(bare), 2)
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

            return child_floor(_paint_watch, _painted)
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
