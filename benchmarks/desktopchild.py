"""The measuring processes of benchmarks/desktop.py, each a fresh Python: a bare PySide6 window, the table as a
player starts it, and a game played command by command, each printing its marks or figures as one JSON line.

They live apart from the parent that spawns them, compares them and prints the results, so each side reads
in one sitting; `desktop.py --child KIND ...` runs one of them.
"""

from __future__ import annotations

import json
import sys
from time import perf_counter, process_time

from benchmarks.helpers import rss_mb

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


def count_enums() -> dict[str, float]:
    """Count the enum classes made from here on, and the milliseconds spent making them, in the returned dict.

    PySide6 makes each Qt enum a Python `enum` class, all of a type's at once when the type is first named (the
    `Qt` namespace: 93 classes); Python takes 0.1-9 ms a class (more for more members). This is the largest part of
    what a first frame with many Qt classes costs beyond a bare window, so each start reports it. The count wraps
    the standard library's one maker of functional-API enums, in the measuring child only."""
    import enum

    made = {"enum_classes": 0.0, "enum_ms": 0.0}
    make = enum.EnumType._create_

    def counted(cls, *args, **kwargs):
        start = perf_counter()
        try:
            return make(cls, *args, **kwargs)
        finally:
            made["enum_classes"] += 1
            made["enum_ms"] += (perf_counter() - start) * 1000

    enum.EnumType._create_ = counted  # type: ignore[method-assign]
    return made


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


def _painted(app, marks: dict[str, float], window=None, enums: dict[str, float] | None = None) -> None:
    """At the first paint, wait for the event loop to come back (the whole frame painted and flushed), then report
    that moment and the earlier `marks` on the shared monotonic clock, and leave; for Cardtable's `window`, once
    its table is laid under the curtain (`laid`). `painted_cpu` is the processor time the process had used by the
    first frame, all threads: it moves less than the clock when other work shares the machine. `enums` (from
    `count_enums`) adds the enum classes made by the first frame."""
    from PySide6.QtCore import QTimer

    def report() -> None:
        if "painted" not in marks:
            marks["painted"], marks["painted_cpu"] = perf_counter(), process_time()
            marks.update(enums or {})
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
    enums = count_enums()
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    marks = {"pyside": perf_counter()}
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    window.resize(1280, 800)
    marks["built"] = perf_counter()
    _paint_watch([window.centralWidget()], lambda: _painted(app, marks, enums=enums))
    window.show()
    return app.exec()


def child_table(game: str, players: int) -> int:
    """`cardtable --game G --players N --seed 1` as a player starts it (desktop.app.main.main: the arguments, the
    game's set-up, its autosave, the window), until its first frame is painted: the curtain a new game starts
    behind, with the menus, the notes and the log beside it. Then on until the table under the curtain is laid
    (`laid`): the moment a player could lift the curtain and find the table ready.

    Nothing is imported ahead of the app, so it imports in its own order (the game's rules before Qt); the first
    mark is `set_up`, when the window is about to be made: Python, PySide6, the app's modules and the game."""
    enums = count_enums()
    from desktop.app import main as app_main

    marks: dict[str, float] = {}
    make_window = app_main.create_window

    def create_window(*args, **kwargs):
        marks["set_up"] = perf_counter()
        window = make_window(*args, **kwargs)
        marks["built"] = perf_counter()
        _paint_watch(
            [window.board, window.board.curtain], lambda: _painted(app_main.application(), marks, window, enums)
        )
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
    table.confirm = lambda title, text: True  # a player who shows the secret they chose to score (TI4): no modal box
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
