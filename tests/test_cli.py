"""The headless command line: exit codes, one-line errors, JSON output."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SANDBOX = sorted(str(p) for p in (ROOT / "tests" / "scenarios" / "sandbox").glob("*.yaml"))


def cardtable(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "desktop.app.launch", *args], cwd=cwd, capture_output=True, text=True)


def test_run_sandbox_scenarios_exits_0():
    out = cardtable("run", *SANDBOX)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.count("ok ") == len(SANDBOX)


def test_run_json_shape():
    out = cardtable("run", "--json", SANDBOX[0])
    doc = json.loads(out.stdout.splitlines()[0])
    assert set(doc) == {"file", "title", "ok", "steps"}
    assert set(doc["steps"][0]) == {"index", "ok", "refused", "rule", "events", "message"}


def test_failed_expectation_exits_1(tmp_path):
    bad = tmp_path / "wrong.yaml"
    bad.write_text("game: sandbox\nplayers: [Red, Blue]\nsteps:\n  - expect: {round: 7}\n")
    out = cardtable("run", str(bad))
    assert out.returncode == 1
    assert "step 1" in out.stdout and "round" in out.stdout


@pytest.mark.parametrize(
    "text, problem",
    [
        ("game: sandbox\nplayers: [Red, Blue\n", "line"),
        ("game: chess\nplayers: [Red, Blue]\n", "unknown game 'chess'"),
        ("game: sandbox\nplayers: [Red, Blue]\nsteps:\n  - do: {player: Red, command: fly}\n", "unknown command 'fly'"),
        (
            "game: sandbox\nplayers: [Red, Blue]\nsteps:\n  - do: {player: Red, command: play, card: dragon#1}\n",
            "unknown card 'dragon#1'",
        ),
        (
            "game: sandbox\nplayers: [Red, Blue]\nsteps:\n  - do: {player: Red, command: gather, speed: 3}\n",
            "no field 'speed'",
        ),
        ("game: sandbox\nplayers: [Red, Blue]\nsetup: {hands: {Red: [dragon#1]}}\n", "unknown card 'dragon#1'"),
        (
            "game: sandbox\nplayers: [Red, Blue]\nsteps:\n  - do: {player: Red, command: draw}\n    refused: 99.9\n",
            "quote rule ids",
        ),
        (
            "game: sandbox\nplayers: [Red, Blue]\nsteps:\n  - do: {player: Red, command: draw}\n    refused: '99.9'\n",
            "rule '99.9'",
        ),
        ("- just a list\n", "must be a mapping"),
    ],
)
def test_malformed_scenario_exits_2_with_one_line(tmp_path, text, problem):
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    out = cardtable("run", str(bad))
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and problem in lines[0] and "bad.yaml" in lines[0], out.stderr
    assert "Traceback" not in out.stderr + out.stdout


def test_missing_file_exits_2():
    out = cardtable("run", "no/such/file.yaml")
    assert out.returncode == 2 and "cannot read" in out.stderr and "Traceback" not in out.stderr


def test_rules_commands_json():
    out = cardtable("rules", "sandbox", "--commands", "--json")
    doc = json.loads(out.stdout)
    names = {c["command"] for c in doc["commands"]}
    assert {"draw", "play", "use", "end-turn", "choose", "decline", "adjust"} <= names


def test_rules_lists_every_rule():
    out = cardtable("rules", "sandbox", "--json")
    ids = {r["id"] for r in json.loads(out.stdout)["rules"]}
    assert {"hand.limit", "cost.floor", "undo.barrier"} <= ids


def test_every_cited_rule_exists():
    """Every rule id the sandbox code can cite is in its rules reference."""
    import re

    from core.rulesets import make_ruleset

    ruleset = make_ruleset("sandbox")
    sources = [
        ROOT / "core" / "rulesets" / "sandbox" / "ruleset.py",
        ROOT / "core" / "rules" / "ruleset.py",
        ROOT / "core" / "engine" / "session.py",
    ]
    cited = set()
    for src in sources:
        cited |= set(re.findall(r'Refusal\(\s*"([^"]+)"', src.read_text()))
        cited |= set(re.findall(r'rule="([^"]+)"', src.read_text()))
    assert cited and cited <= set(ruleset.rules), cited - set(ruleset.rules)
