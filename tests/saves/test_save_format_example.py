"""docs/save-format.md's example is what the program writes today: the game it describes is played again,
saved, and each of its lines compared with the example's (the parts the example shortens with `…` included)."""

from __future__ import annotations

import json
import re

from paths import ROOT, SCENARIOS

from core.saves.savefile import SaveWriter
from core.scenarios.runner import load_scenario, run_scenario

DOC = ROOT / "docs" / "save-format.md"
STEPS = 3  # the scenario's Raid, Green's refused answer and Blue's Veto; the example then adjusts by hand
ADJUST = "  - do: {player: Red, command: adjust, reason: fleet lost at sea, resource: gold, by: -1}\n"


def _example() -> list[str]:
    text = DOC.read_text(encoding="utf-8").split("## Example", 1)[1]
    return text.split("```\n", 2)[1].splitlines()


def _written(tmp_path) -> list[str]:
    """The example's game played today: the scenario's first moves, an adjustment taken back, the game closed."""
    source = (SCENARIOS / "sandbox" / "reaction-window.yaml").read_text(encoding="utf-8")
    steps = source.split("  - do:")
    path = tmp_path / "example.yaml"
    path.write_text("  - do:".join(steps[: STEPS + 1]) + ADJUST, encoding="utf-8")
    scenario = load_scenario(path)
    assert run_scenario(scenario).ok
    writer = SaveWriter.for_session(scenario.session, tmp_path / "example.cardtable")
    scenario.session.undo("Red")
    writer.close("closed")
    return (tmp_path / "example.cardtable").read_text(encoding="utf-8").splitlines()


def test_the_save_format_example_is_what_the_sandbox_writes_today(tmp_path):
    shown, written = _example(), _written(tmp_path)
    assert len(shown) == len(written)
    header, today = json.loads(shown[0]), json.loads(written[0])
    assert {**header, "created": None} == {**today, "created": None}
    for doc_line, line in zip(shown[1:], written[1:], strict=True):
        if "…" not in doc_line:
            assert json.loads(doc_line) == json.loads(line)
            continue
        for part in re.split(r",?…,?", doc_line):  # a shortened line: every part it shows is written as shown
            assert part.strip("{}[],") in line, part
