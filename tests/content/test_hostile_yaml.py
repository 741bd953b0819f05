"""Hostile content and scenario files: each is refused with exit 2 and one line naming the file, never hanging.

Alias bombs in every kind of field, nesting 10,000 deep, a 30 MB file, language tags, dates, sets and binary
values, and wrong types in every scenario key and every game.yaml key; scenarios whose set-up a save could not
hold are refused too, and `run --save` leaves no file behind. The cases run in one subprocess through the command
line's own `main` (a game folder through `load_game(folder=)` and the game's ruleset).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT

GAMES = ROOT / "assets" / "games"
SECONDS = 5.0  # a generous bound per case for the subprocess timeout, which only catches a hang

DRIVER = """
import contextlib, io, json, sys, traceback
from core.cli import main
from core.content import cache
from core.content.assets import load_game
from core.engine.errors import CardtableError
from core.rulesets import ruleset_class

def game(name, folder):
    from pathlib import Path
    folder = Path(folder)
    definition = load_game(name, folder=folder)
    ruleset = ruleset_class(name)(None, None, definition)
    ruleset.setup(definition.default_seats[: definition.min_seats], 1)
    return 0

out = []
cache.use_folder(sys.argv[1] if len(sys.argv) > 1 else None)
for case in json.loads(sys.stdin.read()):
    err, so = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(so):
            try:
                code = main(case["argv"]) if "argv" in case else game(case["game"], case["folder"])
            except CardtableError as refused:
                code, _ = 2, err.write(f"cardtable: {refused}\\n")
    except BaseException:
        code = "traceback: " + traceback.format_exc().strip().splitlines()[-1][:300]
    out.append({"code": code, "stderr": err.getvalue()})
print(json.dumps(out))
"""


def drive(cases: list[dict], cache: Path | None = None) -> list[dict]:
    """Run every case in one fresh interpreter and return each one's exit code and stderr; with `cache`,
    content files read before are kept parsed there (the files a case changes are read again)."""
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, *([str(cache)] if cache else [])],
        cwd=ROOT,
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=SECONDS * len(cases) + 30,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def bomb(leaf: str = "lol") -> str:
    """A flow-style "billion laughs": nine levels of ten aliases each, a billion leaves once expanded."""
    levels = [f"&a0 [{', '.join([leaf] * 10)}]"]
    levels += [f"&a{n} [{', '.join([f'*a{n - 1}'] * 10)}]" for n in range(1, 9)]
    return "[" + ", ".join(levels) + "]"


BASE = {
    "title": "'a hostile file'",
    "game": "sandbox",
    "players": "[Red, Blue]",
    "seed": "1",
    "setup": "{hands: {Red: [coin-purse#1]}}",
    "steps": "[{do: {player: Red, command: play, card: coin-purse#1}}]",
}


def scenario(**fields: str) -> str:
    """A sandbox scenario's text with some top-level fields replaced (given as YAML text; None drops one)."""
    merged = {**BASE, **fields}
    return "".join(f"{key}: {value}\n" for key, value in merged.items() if value is not None)


CARD = "{{id: odd, name: Odd, deck: action, text: {text}}}"
SCENARIOS: dict[str, str] = {
    "bomb in players": scenario(players=bomb()),
    "bomb in options": scenario(options=f"{{hand_limit: {bomb()}}}"),
    "bomb in seed": scenario(seed=bomb()),
    "bomb in title": scenario(title=bomb()),
    "bomb in marks": scenario(setup=f"{{marks: {{laughs: {bomb()}}}}}"),
    "bomb in steps": scenario(steps=bomb()),
    "bomb in a step": scenario(steps=f"[{{note: {bomb()}}}]"),
    "bomb in card text": scenario(cards="[" + CARD.format(text=bomb()) + "]"),
    "bomb of merge keys": scenario(
        setup="{marks: {m: [&m0 {a: 1, b: 2}, &m1 {<<: [*m0, *m0], c: [*m0, *m0, *m0, *m0, *m0, *m0, *m0, *m0]}, "
        + ", ".join(f"&m{n} {{d: [{', '.join([f'*m{n - 1}'] * 10)}]}}" for n in range(2, 9))
        + "]}}"
    ),
    "alias inside its anchor": scenario(players="&a [Red, *a]"),
    "nesting 10,000 deep in steps": scenario(steps="[" * 10_000 + "]" * 10_000),
    "nesting 10,000 deep in marks": scenario(setup="{marks: {deep: " + "{a: " * 10_000 + "1" + "}" * 10_000 + "}}"),
    "python object tag": scenario(title="!!python/object/apply:os.system ['echo pwned']"),
    "python name tag": scenario(seed="!!python/name:os.system"),
    "local tag": scenario(title="!shout hello"),
    "date in marks": scenario(setup="{marks: {when: 2024-01-01}}"),
    "set in marks": scenario(setup="{marks: {which: !!set {a, b}}}"),
    "binary in marks": scenario(setup="{marks: {blob: !!binary aGVsbG8=}}"),
    "ordered map in marks": scenario(setup="{marks: {pairs: !!omap [a: 1]}}"),
    "infinite mark": scenario(setup="{marks: {far: .inf}}"),
    "not-a-number mark": scenario(setup="{marks: {far: .nan}}"),
    "oversized integer mark": scenario(setup=f"{{marks: {{big: {2**60}}}}}"),
    "a thousand-digit integer": scenario(seed="1" * 1000),
    "oversized resource": scenario(setup=f"{{resources: {{Red: {{gold: {2**53 + 1}}}}}}}"),
    "text tagged a whole number": scenario(seed="!!int abc"),
    "text tagged true or false": scenario(setup="{marks: {m: !!bool maybe}}"),
    "number key in marks": scenario(setup="{marks: {table: {2: two}}}"),
    "true key": scenario(setup="{marks: {table: {yes: 1}}}"),
    "lone surrogate": scenario(title='"\\ud800"'),
    "control character": scenario(title='"bell \\a"'),
    "player name with a newline": scenario(players='["Red\\nBlue", Green]'),
    "player named twice": scenario(players="[Red, Red]"),
    "empty player name": scenario(players="['', Blue]"),
    "card twice in a hand": scenario(setup="{hands: {Red: [coin-purse#1, coin-purse#1]}}"),
    "card in two hands": scenario(setup="{hands: {Red: [coin-purse#1], Blue: [coin-purse#1]}}"),
    "card id without a copy number": scenario(setup="{hands: {Red: [coin-purse]}}"),
    "card id with a leading zero": scenario(setup="{hands: {Red: [coin-purse#01]}}"),
    "card id with a path": scenario(setup="{hands: {Red: ['coin-purse#1/../../etc']}}"),
    "copy the game does not have": scenario(setup="{hands: {Red: [coin-purse#99]}}"),
    "odd custom card id": scenario(cards="[{id: 'Odd Card!', name: Odd, deck: action, text: odd}]"),
    "custom card id with a hash": scenario(cards="[{id: 'odd#1', name: Odd, deck: action, text: odd}]"),
    "display charges true": scenario(setup="{displays: {Red: {workshop#1: true}}}"),
    "undo by nobody": scenario(steps="[{do: {player: Red, command: play, card: coin-purse#1}}, {undo: Nobody}]"),
    "undo a number": scenario(steps="[{do: {player: Red, command: play, card: coin-purse#1}}, {undo: 7}]"),
    "undo player a list": scenario(
        steps="[{do: {player: Red, command: play, card: coin-purse#1}}, {undo: {player: [1]}}]"
    ),
    "undo consent text": scenario(
        steps="[{do: {player: Red, command: play, card: coin-purse#1}}, {undo: {player: Red, consent: yes please}}]"
    ),
    "201 custom cards": scenario(
        cards="[" + ", ".join(f"{{id: c{n}, name: C, deck: action, text: t}}" for n in range(201)) + "]"
    ),
    "10,000 custom cards": scenario(
        cards="[" + ", ".join(f"{{id: c{n}, name: C, deck: action, text: t}}" for n in range(10_000)) + "]"
    ),
}
WRONG_TYPES = {
    "title": ["[1]", "{a: 1}"],
    "description": ["[1]", "7"],
    "game": ["[1]", "{a: 1}", "7"],
    "seed": ["[1]", "{a: 1}", "1.5", "true", "x" * 200],
    "players": ["Red", "[1]", "{a: 1}", "[[Red], Blue]", None],
    "options": ["[1]", "x", "{hand_limit: x}", "{nope: 1}", "{deal: [1]}"],
    "cards": ["{a: 1}", "x", "[1]", "[{id: x}]"],
    "setup": ["[1]", "x", "{hands: [1]}", "{hands: {Red: x}}", "{resources: {Red: [1]}}", "{round: x}"],
    "steps": ["{a: 1}", "x", "[1]", "[{do: [1]}]", "[{expect: [1]}]", "[{refused: [1]}]"],
}
for key, values in WRONG_TYPES.items():
    for n, value in enumerate(values, 1):
        SCENARIOS[f"wrong type {key} {n}"] = scenario(**{key: value})
SCENARIOS["not a mapping"] = "[1, 2, 3]\n"
SCENARIOS["unknown key"] = scenario(colour="red")


def check(name: str, file: str, result: dict) -> str | None:
    """What is wrong with one case's outcome, or None: exit 2, one line on stderr naming the file."""
    lines = result["stderr"].splitlines()
    if result["code"] != 2:
        return f"{name}: exit {result['code']!r}, stderr {result['stderr'][:300]!r}"
    if len(lines) != 1 or not lines[0].startswith("cardtable: ") or file not in lines[0]:
        return f"{name}: not one line naming the file: {result['stderr'][:300]!r}"
    return None


def test_every_hostile_scenario_exits_2_with_one_line_and_saves_nothing(tmp_path):
    files, cases = {}, []
    for n, (name, text) in enumerate(SCENARIOS.items()):
        path = tmp_path / f"case{n}.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        files[name] = str(path)
        cases.append({"argv": ["run", "--save", str(tmp_path / "out" / f"case{n}.cardtable"), str(path)]})
    huge = tmp_path / "huge.yaml"
    huge.write_text(scenario(title="'" + "x" * 30_000_000 + "'"), encoding="utf-8")
    files["a 30 MB file"] = str(huge)
    cases.append({"argv": ["run", str(huge)]})
    results = drive(cases)
    problems = [check(name, files[name], result) for name, result in zip(files, results, strict=True)]
    assert [p for p in problems if p] == []
    assert not (tmp_path / "out").exists() or list((tmp_path / "out").iterdir()) == []


def test_a_scenario_that_runs_writes_a_save_that_loads_and_nothing_else(tmp_path):
    path = tmp_path / "fine.yaml"
    path.write_text(scenario(setup="{hands: {Red: [coin-purse#1]}, marks: {note: [1, 2.5, x, null]}}"), "utf-8")
    out = tmp_path / "saves" / "fine.cardtable"
    [result] = drive([{"argv": ["run", "--save", str(out), str(path)]}])
    assert result["code"] == 0, result["stderr"]
    assert sorted(p.name for p in out.parent.iterdir()) == ["fine.cardtable"]
    from core.saves.savefile import load_save

    assert load_save(out).session.state.mark("note") == (1, 2.5, "x", None)


def test_the_real_command_line_refuses_a_bomb_and_deep_nesting_in_one_line_each(tmp_path):
    names = []
    for name in ("bomb in marks", "nesting 10,000 deep in steps", "python object tag"):
        path = tmp_path / f"{len(names)}.yaml"
        path.write_text(SCENARIOS[name], encoding="utf-8")
        names.append(str(path))
    done = subprocess.run(
        [sys.executable, "-m", "desktop.app.launch", "run", *names],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=SECONDS * len(names) + 10,
    )
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == len(names) and all(name in line for name, line in zip(names, lines, strict=True))


def _game_yaml_cases() -> list[tuple[str, str, str, str]]:
    """(game, file, what is changed, the YAML line put in) for every game.yaml key and the issue's own cases."""
    out = []
    for game in sorted(p.name for p in GAMES.iterdir() if p.is_dir()):
        keys = [line.split(":", 1)[0] for line in (GAMES / game / "game.yaml").read_text().splitlines()]
        for key in [k for k in keys if k and k[0].isalpha() and not k.startswith(" ")]:
            for n, wrong in enumerate(("[1]", "x", "{a: 1}", "-1", "null")):
                out.append((game, "game.yaml", f"{key} {n}", f"{key}: {wrong}"))
    out += [
        ("eu", "game.yaml", "resource start abc", "resources: [{id: adm, start: abc}]"),
        ("sandbox", "game.yaml", "seats a list", "seats: [1]"),
        ("sandbox", "game.yaml", "seats min x", "seats: {min: x}"),
        ("sandbox", "game.yaml", "bomb", f"name: {bomb()}"),
        ("sandbox", "game.yaml", "deep", "name: " + "[" * 10_000 + "]" * 10_000),
        ("sandbox", "cards.yaml", "bomb in card text", "cards: [" + CARD.format(text=bomb()) + "]"),
        ("sandbox", "cards.yaml", "odd card id", "cards: [{id: 'Odd!', name: Odd, deck: action, text: odd}]"),
        ("sandbox", "rules.yaml", "bomb in rules text", f"rules: [{{id: r, text: {bomb()}}}]"),
        ("sandbox", "rules.yaml", "python tag", "rules: !!python/object/apply:os.system ['echo pwned']"),
    ]
    return out


def _replace(text: str, line: str) -> str:
    """A YAML file with the top-level key of `line` replaced by it (appended when the file has no such key)."""
    key = line.split(":", 1)[0]
    kept, skipping = [], False
    for row in text.splitlines():
        if row.startswith(f"{key}:"):
            skipping = True
            continue
        if skipping and (row.startswith((" ", "-", "#")) or not row.strip()):
            continue
        skipping = False
        kept.append(row)
    return "\n".join([*kept, line]) + "\n"


def test_every_hostile_game_file_is_one_content_error(tmp_path):
    cases, names = [], []
    for n, (game, file, what, line) in enumerate(_game_yaml_cases()):
        folder = tmp_path / f"{game}-{n}"
        shutil.copytree(GAMES / game, folder)
        (folder / file).write_text(_replace((folder / file).read_text(encoding="utf-8"), line), encoding="utf-8")
        names.append((game, what, file))
        cases.append({"game": game, "folder": str(folder)})
    problems = []
    for (game, what, file), result in zip(names, drive(cases, tmp_path / "cache"), strict=True):
        problem = None if result["code"] == 0 else check(f"{game} {file} {what}", file, result)
        if problem:
            problems.append(problem)
    assert problems == []


@pytest.mark.parametrize("game", sorted(p.name for p in GAMES.iterdir() if p.is_dir()))
def test_every_shipped_game_loads_through_the_bounded_reader(game, tmp_path):
    folder = tmp_path / game
    shutil.copytree(GAMES / game, folder)
    assert drive([{"game": game, "folder": str(folder)}])[0]["code"] == 0
