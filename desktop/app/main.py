"""The app's entry point: open the table on a ready game, or render it to a PNG and exit.

`cardtable` opens straight into a sandbox game for Red and Blue; File > New
(Ctrl+N) chooses another. `cardtable --screenshot OUT.png [--game G --players N
--seed S --after SCENARIO]` renders the table offscreen and exits.
"""

from __future__ import annotations

import argparse
import os
import sys

from core.engine.errors import CardtableError
from core.games import DEFAULT_GAME, DEFAULT_PLAYERS, NAMES, new_session
from core.rulesets import ruleset_class

SIZE = (1280, 800)


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"cardtable: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="cardtable", description="Open the table (run, rules, replay: see 'cardtable run -h').")
    p.add_argument("save", nargs="?", help="a saved game to open")
    p.add_argument("--game", help="the game to set up (default: the pack's game, or sandbox)")
    p.add_argument("--pack", metavar="PACK", help="deal a content pack's cards (a pack file or folder)")
    p.add_argument("--players", default="2", help="how many players (2-6), or their names separated by commas")
    p.add_argument("--seed", help="fixes every shuffle and roll (default: random, shown in the title)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option (YAML value)")
    p.add_argument("--after", metavar="SCENARIO", help="lay the table from a scenario file and play its steps")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the table to a PNG and exit")
    p.add_argument("--curtain", action="store_true", help="with --screenshot: leave the curtain down")
    return p


def _players(spec: str) -> tuple[str, ...]:
    if spec.isdigit():
        n = int(spec)
        if not 1 <= n <= len(NAMES):
            raise CardtableError(f"--players must be 2 to 6, got {spec}")
        return NAMES[:n]
    return tuple(name.strip() for name in spec.split(",") if name.strip())


def _options(items: list[str]) -> dict:
    """`--option NAME=VALUE` values read as YAML through the same bounded reader as every file; yaml is imported
    only when there are some (40 ms)."""
    if not items:
        return {}
    from core.content import yamlread

    out = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise CardtableError(f"--option must be NAME=VALUE, got {item!r}")
        out[name.strip()] = yamlread.load(value.encode("utf-8"), f"--option {name.strip()}")
    return out


def _session(args):
    if args.after:
        from core.scenarios.runner import load_scenario, run_scenario

        scenario = load_scenario(args.after)
        result = run_scenario(scenario)
        if not result.ok:
            bad = result.steps[-1] if result.steps else None
            raise CardtableError(f"{args.after}: step {bad.index if bad else 0}: {bad.message if bad else 'failed'}")
        return scenario.session
    if args.save:
        from core.saves.savefile import load_save

        return load_save(args.save).session
    seed = int(args.seed) if args.seed and args.seed.isdigit() else args.seed
    pack = None
    if args.pack:
        from core.games import load_pack

        pack = load_pack(args.pack, args.game)
    game = pack.game if pack else args.game or DEFAULT_GAME
    return new_session(game, _players(args.players), seed, _options(args.option), pack=pack)


def application():
    """The QApplication (made once), with names QSettings and QStandardPaths use."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        from desktop.table.paintcache import fill_on_this_thread

        fill_on_this_thread()
        app = QApplication(sys.argv[:1])
    QApplication.setApplicationDisplayName("Cardtable")
    name_the_app()
    from desktop.table.paintcache import keep_enough

    keep_enough()
    return app


def name_the_app() -> None:
    """Give the app the names QSettings and QStandardPaths use (no QApplication needed), and keep parsed
    game content in the user's cache folder so later games open without parsing YAML again."""
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication, QStandardPaths

    from core.content import cache as contentcache

    QCoreApplication.setOrganizationName("Cardtable")
    QCoreApplication.setApplicationName("Cardtable")
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    contentcache.use_folder(Path(folder) / "content" if folder else None)


def create_window(
    game: str = DEFAULT_GAME,
    players=DEFAULT_PLAYERS,
    seed=None,
    options=None,
    session=None,
    autosave: bool = False,
    curtain_first: bool = False,
):
    """A main window on a new game (or on `session`), ready to show; the app itself autosaves, and lays the table
    under the curtain after the curtain's first frame (`curtain_first`)."""
    application()
    from desktop.app.window import MainWindow

    window = MainWindow(
        session if session is not None else new_session(game, tuple(players), seed, options),
        autosave=autosave,
        curtain_first=curtain_first,
    )
    if curtain_first:  # drawing the icon's five sizes from SVG waits for the first frame, as the table does
        window.board.curtain.after_first_paint(_give_icon)
    else:
        _give_icon()
    return window


def _give_icon() -> None:
    """The app's icon, which every window without its own wears (Qt passes a change on to them)."""
    from desktop.table import icons

    application().setWindowIcon(icons.app_icon())


def screenshot(window, out: str, curtain: bool = False) -> None:
    """Render the window at 1280x800 to `out`, with the curtain lifted unless asked otherwise."""
    app = application()
    window.resize(*SIZE)
    window.show()
    if not curtain:
        window.table.lift_curtain()
    for _ in range(3):
        app.processEvents()
    window.grab().save(out)


def _prune() -> None:
    """Old cleanly closed autosaves are deleted once the first frame is on screen: the autosave module and the
    save-file code it loads are not needed before it, when a game is named."""
    from desktop.app.autosave import prune

    prune()


def _damaged() -> str | None:
    """Which autosaves could not be opened, and that they are left where they are (None when all open)."""
    from desktop.app.autosave import autosave_dir, find_damaged

    damaged = find_damaged()
    if not damaged:
        return None
    names = ", ".join(path.name for path in damaged[:3]) + (", ..." if len(damaged) > 3 else "")
    return (
        f"Cannot open {len(damaged)} damaged autosave{'s' if len(damaged) > 1 else ''} ({names}), "
        f"left as {'they are' if len(damaged) > 1 else 'it is'} in {autosave_dir()}"
    )


def _import_named_game(args) -> None:
    """Import the named game's ruleset before anything imports Qt: once PySide6 is loaded it checks every module
    imported after it for its `__feature__` switches (featurecheck.py), and the game's modules, which never use
    Qt, need not be checked. A game named wrongly is left for `_session` to report."""
    if args.after or args.save or args.pack:
        return
    try:
        ruleset_class(args.game or DEFAULT_GAME)
    except CardtableError:
        return


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _import_named_game(args)
    from desktop.app.featurecheck import faster_check

    faster_check()
    name_the_app()
    said: list[str | None] = []  # what the status bar tells the table once the window is up
    if not args.screenshot:
        from desktop.app.crashlog import record_crashes

        said.append(record_crashes())
    try:
        session = _session(args)
    except CardtableError as err:
        print(f"cardtable: {err}", file=sys.stderr)
        return 2
    from desktop.app import qtmessages

    qtmessages.install()
    app = application()
    if args.screenshot:
        screenshot(create_window(session=session), args.screenshot, args.curtain)
        return 0
    fresh = not (
        args.after or args.save or args.seed or args.option or args.pack or args.game not in (None, DEFAULT_GAME)
    )
    resumed, choose_game = None, False
    if fresh:  # the Continue list of unfinished games, when no game is named
        from desktop.app.autosave import offer_continue

        choice = offer_continue()
        resumed, choose_game = choice.resumed, choice.choose_game
    window = create_window(session=resumed.session if resumed else session, autosave=True, curtain_first=True)
    window.board.curtain.after_first_paint(_prune)
    if choose_game:  # New game in the Continue list: the players choose the game, over the default one
        from desktop.app.files import new_game

        window.board.curtain.after_first_paint(lambda: new_game(window, last_choices=True))
    kept_with = resumed.autosaver.path if resumed else args.save
    if kept_with:
        from desktop.app.files import restore_answers

        restore_answers(window, kept_with)
    if fresh:
        said.append(_damaged())
    if resumed:
        said.extend(resumed.warnings)
    if any(said):
        window.statusBar().showMessage("; ".join(line for line in said if line))
    window.show()
    return app.exec()
