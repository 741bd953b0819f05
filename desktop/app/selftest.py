"""`cardtable --self-test`: open a default game offscreen, play, undo, save, reload and render it.

It runs the same from a source tree and from the frozen bundle, so CI can prove
that an installed Cardtable finds its version, assets, Qt plugins, fonts and
SVG icons. Each check prints one line, ``ok    what: detail`` or
``FAIL  what: reason``; the exit code is 0 only when every check passed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

FRAME_SIZE = (1280, 800)
MIN_COLOURS = 16
SEED = 7


class CheckFailed(Exception):
    """A self-test check found something wrong; the message says what."""


@dataclass
class Context:
    """What the checks share: the window, its session, a scratch folder, and where to keep the frame."""

    scratch: Path
    frame_out: str | None = None
    app: Any = None
    window: Any = None
    found: dict[str, Any] = field(default_factory=dict)

    def need(self, what: str) -> Any:
        value = getattr(self, what)
        if value is None:
            raise CheckFailed(f"not run: needs the {what}, which an earlier check could not make")
        return value


Check = tuple[str, Callable[[Context], str]]


def frozen_root() -> Path | None:
    """The bundle's folder of files (sys._MEIPASS) when running frozen, else None."""
    root = getattr(sys, "_MEIPASS", None)
    return Path(root).resolve() if getattr(sys, "frozen", False) and root else None


def _where(path: Path) -> str:
    """Whether `path` lies in the bundle or the source tree, for the check lines."""
    root = frozen_root()
    if root is None:
        return "source tree"
    if not path.resolve().is_relative_to(root):
        raise CheckFailed(f"{path} is outside the bundle ({root})")
    return "inside the bundle"


def check_version(ctx: Context) -> str:
    """The app version is known (pyproject.toml in a source tree, the bundled metadata when frozen)."""
    from core import version as v

    found = v.app_version()
    if found == "0+unknown":
        raise CheckFailed("no pyproject.toml and no installed metadata: the bundle lost its version")
    ctx.found["version"] = found
    source = Path(v.__file__).resolve().parent.parent / "pyproject.toml"
    return f"{found} (from {source if source.is_file() else 'the installed cardtable metadata'})"


def check_assets(ctx: Context) -> str:
    """The sandbox game's data and the app icon are where core.content.assets looks, inside the bundle when frozen."""
    from core.content.assets import assets_dir

    game = assets_dir() / "games" / "sandbox"
    wanted = (game / "game.yaml", game / "cards.yaml", assets_dir() / "icons" / "app.svg")
    missing = [p for p in wanted if not p.is_file()]
    if missing:
        raise CheckFailed(f"missing {', '.join(str(p) for p in missing)}")
    return f"{game} ({_where(game)})"


def check_games(ctx: Context) -> str:
    """Every installed ruleset loads: its module was bundled and its assets are found."""
    from core.engine.errors import CardtableError
    from core.rulesets import RULESETS, make_ruleset

    names = []
    for game in RULESETS:
        try:
            make_ruleset(game)
            names.append(game)
        except (CardtableError, ImportError) as err:
            raise CheckFailed(f"{game} does not load: {err}") from None
    return f"{', '.join(names)}: every installed ruleset with its cards and rules"


def check_platform(ctx: Context) -> str:
    """Make the application (with settings kept in the scratch folder) and name the platform plugin it loaded."""
    from PySide6.QtCore import QLibraryInfo, QSettings
    from PySide6.QtGui import QGuiApplication

    from desktop.app import qtmessages

    qtmessages.install()
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(ctx.scratch / "settings"))
    from desktop.app.main import application

    ctx.app = application()
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return f"{QGuiApplication.platformName()} (plugins from {plugins}, {_where(plugins)})"


def check_plugins_carried(ctx: Context) -> str:
    """Both platforms the app is used on, offscreen and xcb, are carried, whichever one loaded."""
    from PySide6.QtCore import QLibraryInfo

    ctx.need("app")
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    names = sorted(p.name.removeprefix("libq").split(".")[0] for p in folder.glob("*q*.*"))
    for wanted in ("offscreen", "xcb"):
        if wanted not in names:
            raise CheckFailed(f"no {wanted} plugin in {folder} (found: {', '.join(names) or 'none'})")
    return ", ".join(names)


def _opaque_share(image) -> float:
    """The share of pixels that are not fully transparent."""
    w, h = image.width(), image.height()
    opaque = sum(1 for y in range(h) for x in range(w) if image.pixelColor(x, y).alpha() > 0)
    return opaque / float(w * h or 1)


def check_svg(ctx: Context) -> str:
    """SVG icons draw three ways: QtSvg directly, the svg image format plugin, and the svg icon engine plugin."""
    from PySide6.QtGui import QIcon, QImageReader

    ctx.need("app")
    from core.content.assets import assets_dir
    from desktop.table import icons

    drawn = _opaque_share(icons.pixmap("app", 64).toImage())
    if drawn < 0.2:
        raise CheckFailed(f"QtSvg drew only {drawn:.0%} of the 64px app icon")
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        raise CheckFailed(f"no svg image format plugin (formats: {', '.join(sorted(formats))})")
    engine = QIcon(str(assets_dir() / "icons" / "app.svg")).pixmap(48)
    if engine.isNull() or _opaque_share(engine.toImage()) < 0.2:
        raise CheckFailed("the svg icon engine plugin did not draw app.svg")
    return f"app icon drawn by QtSvg ({drawn:.0%} covered), svg image format and icon engine plugins loaded"


def check_fonts(ctx: Context) -> str:
    """Fontconfig found at least one font, or every label would be empty."""
    from PySide6.QtGui import QFontDatabase, QFontInfo
    from PySide6.QtWidgets import QApplication

    ctx.need("app")
    families = QFontDatabase.families()
    if not families:
        raise CheckFailed("no fonts found: text would not show (install fontconfig and a font, e.g. fonts-dejavu-core)")
    return f"{len(families)} families, text in {QFontInfo(QApplication.font()).family()}"


def check_default_game(ctx: Context) -> str:
    """The main window opens on a new sandbox game, as `cardtable` with no arguments does."""
    ctx.need("app")
    from desktop.app.main import create_window

    ctx.window = create_window(seed=SEED)
    session = ctx.window.session
    return f"{session.ruleset.definition.name} for {', '.join(session.state.seats)}, seed {SEED}"


def _submit(session, seat: str, name: str, **fields):
    from core.engine.commands import Command
    from core.engine.errors import Refusal

    try:
        return session.submit(Command(seat, name, MappingProxyType(fields)))
    except Refusal as err:
        raise CheckFailed(f"{seat} {name} was refused: {err.reason} ({err.rule})") from None


def check_play(ctx: Context) -> str:
    """Three commands go through the session and change the table."""
    session = ctx.need("window").session
    first, second = session.state.seats[:2]
    _submit(session, first, "gather")
    _submit(session, first, "end-turn")
    before = session.state
    _submit(session, second, "gather")
    if session.state == before:
        raise CheckFailed("gather changed nothing")
    ctx.found["before_undo"] = before
    return f"{len(session.line)} commands: {first} gather, {first} end-turn, {second} gather"


def check_undo(ctx: Context) -> str:
    """Taking back the last command restores exactly the table before it."""
    session = ctx.need("window").session
    if "before_undo" not in ctx.found:
        raise CheckFailed("not run: needs the commands played, which failed")
    undone = session.undo()
    if session.state != ctx.found["before_undo"]:
        raise CheckFailed(f"undoing commit {undone.seq} did not restore the state before it")
    return f"took back {undone.seat}'s {undone.command.name}; the table is as before it"


def check_save_reload(ctx: Context) -> str:
    """The game written to a save and read back is the same game, with this version in its header."""
    from core.saves.savefile import load_save, write_save

    session = ctx.need("window").session
    path = ctx.scratch / "self-test.cardtable"
    write_save(session, path)
    loaded = load_save(path)
    if loaded.session.state != session.state:
        raise CheckFailed(f"{path} reloaded to a different table")
    if len(loaded.session.line) != len(session.line):
        raise CheckFailed(f"{path} reloaded with {len(loaded.session.line)} commits, not {len(session.line)}")
    written = loaded.session.header.get("app_version")
    if written != ctx.found.get("version"):
        raise CheckFailed(f"the save header says app_version {written!r}, the app is {ctx.found.get('version')!r}")
    return f"{len(loaded.session.records)} records written and read back, header app_version {written}"


def check_frame(ctx: Context) -> str:
    """The window renders a frame that is neither empty nor one flat colour."""
    window = ctx.need("window")
    app = ctx.need("app")
    window.resize(*FRAME_SIZE)
    window.show()
    window.table.lift_curtain()
    for _ in range(3):
        app.processEvents()
    image = window.grab().toImage()
    if image.isNull() or image.width() < 100 or image.height() < 100:
        raise CheckFailed(f"the frame is empty ({image.width()}x{image.height()})")
    colours = {image.pixel(x, y) for y in range(0, image.height(), 4) for x in range(0, image.width(), 4)}
    if len(colours) < MIN_COLOURS:
        raise CheckFailed(f"the frame is blank: only {len(colours)} colours")
    if ctx.frame_out:
        image.save(ctx.frame_out)
    window.hide()
    kept = f", saved to {ctx.frame_out}" if ctx.frame_out else ""
    return f"{image.width()}x{image.height()}, {len(colours)} colours{kept}"


CHECKS: list[Check] = [
    ("version", check_version),
    ("assets found", check_assets),
    ("games load", check_games),
    ("platform plugin", check_platform),
    ("platform plugins carried", check_plugins_carried),
    ("svg icons", check_svg),
    ("fonts", check_fonts),
    ("default game", check_default_game),
    ("play commands", check_play),
    ("undo", check_undo),
    ("save and reload", check_save_reload),
    ("render frame", check_frame),
]


def run_checks(checks: list[Check], ctx: Context, out=None) -> int:
    """Run each check and print its line (to `out`, else stdout); the number of checks that failed."""
    out = out or sys.stdout
    failed = 0
    for name, check in checks:
        try:
            detail = check(ctx)
        except CheckFailed as err:
            failed += 1
            print(f"FAIL  {name}: {err}", file=out, flush=True)
        except Exception as err:  # the self-test must report any crash as a failed check, not die with it
            failed += 1
            where = traceback.extract_tb(err.__traceback__)[-1]
            print(
                f"FAIL  {name}: {type(err).__name__}: {err} ({Path(where.filename).name}:{where.lineno})",
                file=out,
                flush=True,
            )
        else:
            print(f"ok    {name}: {detail}", file=out, flush=True)
    return failed


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable --self-test", description=__doc__.splitlines()[0])
    p.add_argument("--self-test", action="store_true", required=True, help="run the checks and exit")
    p.add_argument("--frame", metavar="OUT.png", help="also keep the rendered frame as a PNG")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="cardtable-self-test-") as scratch:
        ctx = Context(Path(scratch), args.frame)
        failed = run_checks(CHECKS, ctx)
        if ctx.window is not None:
            ctx.window.deleteLater()
    if failed:
        print(f"self-test FAILED: {failed} of {len(CHECKS)} checks")
        return 1
    print(f"self-test passed: {len(CHECKS)} checks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
