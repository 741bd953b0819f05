"""The headless command line: run scenarios, print rules, check saves.

Every error a person can cause is reported in one line on stderr with exit
code 2; a failed expectation exits 1; success exits 0. Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core.errors import CardtableError
from core.rulesets import RULESETS, make_ruleset

HEADLESS = ("run", "rules", "replay", "export")


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"cardtable: {message}\n")


def build_parser() -> argparse.ArgumentParser:
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
    return parser


def cmd_run(args) -> int:
    from core.savefile import SaveWriter, full_header
    from core.scenario import load_scenario, run_scenario

    if args.save and len(args.files) != 1:
        print("cardtable: --save takes exactly one scenario file", file=sys.stderr)
        return 2
    worst = 0
    for name in args.files:
        try:
            scenario = load_scenario(name)
        except CardtableError as err:
            print(f"cardtable: {err}", file=sys.stderr)
            worst = 2
            continue
        result = run_scenario(scenario)
        if args.json:
            print(json.dumps(result.to_json()))
        elif result.ok:
            print(f"ok    {name}: {result.title} ({len(result.steps)} steps)")
        else:
            bad = result.steps[-1]
            print(f"FAIL  {name}: step {bad.index}: {bad.message}")
        if not result.ok:
            worst = max(worst, 1)
        if args.save:
            writer = SaveWriter(args.save, full_header(scenario.session))
            for record in scenario.session.records:
                writer.append(record)
            writer.close()
    return worst


def cmd_rules(args) -> int:
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
        print(json.dumps({"game": ruleset.id, "rules": [{"id": k, "text": v} for k, v in ruleset.rules.items()]}, indent=2))
        return 0
    for rid, text in ruleset.rules.items():
        print(f"{rid:28} {text}")
    return 0


VERBS = {"run": cmd_run, "rules": cmd_rules}


def register(verb: str, configure, handler) -> None:
    """Let another module add a subcommand (saves add replay and export)."""
    EXTRA.append((verb, configure, handler))


EXTRA: list = []


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for verb, configure, handler in EXTRA:
        configure(sub.add_parser(verb))
        VERBS[verb] = handler
    args = parser.parse_args(argv)
    try:
        return VERBS[args.verb](args)
    except CardtableError as err:
        print(f"cardtable: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
