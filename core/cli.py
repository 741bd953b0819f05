"""The headless command line: run scenarios, print rules, check saves, make and check card packs.

Every error a person can cause is reported in one line on stderr with exit
code 2; a failed expectation exits 1; success exits 0. Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from core.engine.errors import CardtableError, ScenarioError
from core.rulesets import make_ruleset

if TYPE_CHECKING:
    from core.engine.session import Session

HEADLESS = ("run", "rules", "replay", "export", "pack", "cards")


class _Parser(argparse.ArgumentParser):
    """The argument parser, reporting a mistake in one line with exit code 2 instead of argparse's usage text."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"cardtable: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser: run, rules, replay, export, pack and cards, each with its options."""
    parser = _Parser(prog="cardtable", description="A table for action-card games.")
    sub = parser.add_subparsers(dest="verb", required=True)
    run = sub.add_parser("run", help="play scenario files headless")
    run.add_argument("files", nargs="+")
    run.add_argument("--json", action="store_true", help="one JSON object per file")
    run.add_argument("--save", metavar="OUT", help="also write the game's save (one file only)")
    rules = sub.add_parser("rules", help="print a game's rule ids and commands")
    rules.add_argument("game")
    rules.add_argument("--commands", action="store_true", help="the commands and their fields")
    rules.add_argument("--json", action="store_true")
    replay = sub.add_parser("replay", help="check a save, verify it against today's rules, or print its log")
    replay.add_argument("save")
    replay.add_argument("--check", action="store_true", help="exit 0 if the file loads, 2 with the reason if not")
    replay.add_argument("--verify", action="store_true", help="also re-decide every command with today's rules")
    replay.add_argument(
        "--as",
        dest="viewer",
        default="public",
        metavar="VIEWER",
        help="whose log to print: public (default), a player, or everything",
    )
    export = sub.add_parser("export", help="write a replay redacted for the public or one player")
    export.add_argument("save")
    export.add_argument("--as", dest="viewer", required=True, metavar="public|SEAT")
    export.add_argument("--out", required=True, metavar="FILE")
    pack = sub.add_parser("pack", help="make and check card packs: template, import, check")
    action = pack.add_subparsers(dest="action", required=True)
    template = action.add_parser("template", help="print a game's CSV header and two example rows")
    template.add_argument("game")
    imported = action.add_parser("import", help="turn a CSV of cards into a pack")
    imported.add_argument("csv", metavar="CARDS.csv")
    imported.add_argument("--game", required=True)
    imported.add_argument("--out", required=True, metavar="PACK.yaml")
    imported.add_argument("--name", help="the pack's name (default: the CSV file's name without .csv)")
    check = action.add_parser("check", help="exit 0 if a pack is sound, 2 with one line per defect")
    check.add_argument("pack", metavar="PACK")
    cards = sub.add_parser("cards", help="list a game's cards, with a pack's if given")
    cards.add_argument("game")
    cards.add_argument("--pack", metavar="PACK")
    cards.add_argument("--json", action="store_true")
    return parser


def cmd_run(args: argparse.Namespace) -> int:
    """Play scenario files headless and say ok or FAIL for each (or one JSON object each); optionally save one."""
    from core.scenarios.runner import load_scenario, run_scenario

    if args.save and len(args.files) != 1:
        print("cardtable: --save takes exactly one scenario file", file=sys.stderr)
        return 2
    worst = 0
    for name in args.files:
        try:
            scenario = load_scenario(name)
        except CardtableError as err:
            print(f"cardtable: {_one_line(str(err))}", file=sys.stderr)
            worst = 2
            continue
        result = run_scenario(scenario)
        if args.save:
            try:
                save_checked(scenario.session, Path(args.save))
            except CardtableError as err:
                print(f"cardtable: {name}: {_one_line(str(err))}", file=sys.stderr)
                return 2
        if args.json:
            print(json.dumps(result.to_json()))
        elif result.ok:
            print(f"ok    {name}: {result.title} ({len(result.steps)} steps)")
        else:
            bad = result.steps[-1]
            print(f"FAIL  {name}: step {bad.index}: {bad.message}")
        if not result.ok:
            worst = max(worst, 1)
    return worst


def save_checked(session: Session, path: Path) -> None:
    """Write a session's save beside `path`, load it back with the loader, and only then rename it into place;
    a save the loader refuses (the scenario laid what a save cannot hold) leaves no file and raises ScenarioError."""
    from core.saves.savefile import load_save, write_save

    tmp = path.with_name(f".{path.name}.{os.getpid()}.checking")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            write_save(session, tmp)
        except (CardtableError, TypeError, ValueError, UnicodeError) as err:
            raise ScenarioError(f"the game cannot be saved: {_one_line(str(err))}") from None
        try:
            load_save(tmp)
        except CardtableError as err:
            raise ScenarioError(f"the save it makes does not load: {_one_line(str(err))}") from None
        os.replace(tmp, path)
    except OSError as err:
        raise ScenarioError(f"{path}: cannot write: {err.strerror or err}") from None
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + ".tmp")):
            leftover.unlink(missing_ok=True)


def _one_line(text: str) -> str:
    """A message on one line, whatever it quotes."""
    return " ".join(text.split())


def cmd_rules(args: argparse.Namespace) -> int:
    """Print a game's rule ids and sentences, or its commands and their fields, as text or JSON."""
    ruleset = make_ruleset(args.game)
    if args.commands:
        specs = [spec.to_json() for spec in ruleset.commands.values()]
        if args.json:
            print(json.dumps({"game": ruleset.id, "commands": specs}, indent=2))
            return 0
        for spec in specs:
            print(f"{spec['command']}: {spec['help']}")
            for f in spec["fields"]:
                need = "" if f["required"] else " (optional)"
                print(f"    {f['name']} ({f['kind']}){need}: {f['help']}")
            if spec["rules"]:
                print(f"    rules: {', '.join(spec['rules'])}")
        return 0
    if args.json:
        print(
            json.dumps(
                {"game": ruleset.id, "rules": [{"id": k, "text": v} for k, v in ruleset.rules.items()]}, indent=2
            )
        )
        return 0
    for rid, text in ruleset.rules.items():
        print(f"{rid:28} {text}")
    return 0


def _moves(n: int) -> str:
    return f"{n} move" + ("" if n == 1 else "s")


def cmd_replay(args: argparse.Namespace) -> int:
    """Check a save loads, verify it against today's rules, or print its log as one viewer may read it."""
    from core.engine import zones as Z
    from core.saves.replay import ReplayCursor
    from core.saves.savefile import load_save
    from core.saves.verify import verify

    loaded = load_save(args.save)
    for warning in loaded.warnings:
        print(f"cardtable: warning: {warning}", file=sys.stderr)
    session = loaded.session
    if args.verify:
        found = verify(session)
        if found is not None:
            print(f"cardtable: {args.save}: {found}", file=sys.stderr)
            return 1
        print(f"ok    {args.save}: {_moves(len(session.line))}; today's rules agree with every commit")
        return 0
    if args.check:
        print(
            f"ok    {args.save}: {session.ruleset.id}, {len(session.header['players'])} players, "
            f"{_moves(len(session.line))}" + (f", {loaded.closed}" if loaded.closed else "")
        )
        return 0
    cursor = ReplayCursor(session)
    viewer = Z.EVERYTHING if args.viewer in ("everything", Z.EVERYTHING) else args.viewer
    try:
        cursor.set_perspective(viewer)
    except ValueError as err:
        print(f"cardtable: {err}", file=sys.stderr)
        return 2
    for position in range(1, cursor.length + 1):
        print(f"{position:>6}  {cursor.describe(position)}")
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """Write a replay of a save redacted for the public or one seat."""
    from core.saves.export import export_replay
    from core.saves.savefile import load_save

    loaded = load_save(args.save)
    for warning in loaded.warnings:
        print(f"cardtable: warning: {warning}", file=sys.stderr)
    written = export_replay(loaded.session, args.viewer, args.out)
    print(f"ok    {args.out}: {written} records, redacted for {args.viewer}")
    return 0


def cmd_pack(args: argparse.Namespace) -> int:
    """Print a game's CSV template, import a CSV as a pack, or check a pack; each defect is one line."""
    from core.content import csvimport
    from core.content.packs import PackDefects
    from core.games import GAME_RULES, check_pack

    try:
        if args.action == "template":
            print(csvimport.template(args.game), end="")
        elif args.action == "import":
            n = csvimport.import_csv(args.csv, args.game, args.out, args.name, GAME_RULES)
            print(f"ok    {args.out}: {n} card" + ("" if n == 1 else "s") + f" for {args.game}")
        else:
            pack = check_pack(args.pack)
            own = len(pack.own)
            dealt = len(pack.library.instances())
            mode = "instead of the shipped cards" if pack.replace else "with the shipped cards"
            print(f"ok    {pack.path}: {pack.game} pack {pack.name!r}, {own} cards of its own, {mode}; deals {dealt}")
    except PackDefects as err:
        for line in err.lines:
            print(f"cardtable: {_one_line(line)}", file=sys.stderr)
        return 2
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """List a game's card library (with a pack's cards) and say whether its shipped deck is real or a demo."""
    from core.content.cardlist import card_list, card_table
    from core.content.packs import PackDefects
    from core.games import load_pack

    try:
        listing = card_list(args.game, load_pack(args.pack, args.game) if args.pack else None)
    except PackDefects as err:
        for line in err.lines:
            print(f"cardtable: {_one_line(line)}", file=sys.stderr)
        return 2
    print(json.dumps(listing, indent=2) if args.json else card_table(listing))
    return 0


Handler = Callable[[argparse.Namespace], int]
Configure = Callable[[argparse.ArgumentParser], None]

VERBS: dict[str, Handler] = {
    "run": cmd_run,
    "rules": cmd_rules,
    "replay": cmd_replay,
    "export": cmd_export,
    "pack": cmd_pack,
    "cards": cmd_cards,
}


def register(verb: str, configure: Configure, handler: Handler) -> None:
    """Let another module add a subcommand (saves add replay and export)."""
    EXTRA.append((verb, configure, handler))


EXTRA: list[tuple[str, Configure, Handler]] = []


def main(argv: list[str] | None = None) -> int:
    """Run one subcommand and return its exit code: 0 done, 1 an expectation failed, 2 a person's mistake."""
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for verb, configure, handler in EXTRA:
        configure(sub.add_parser(verb))
        VERBS[verb] = handler
    args = parser.parse_args(argv)
    try:
        return VERBS[args.verb](args)
    except CardtableError as err:
        print(f"cardtable: {_one_line(str(err))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
