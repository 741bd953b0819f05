"""A scenario's `pack` key: the pack is found beside the scenario, and the save it makes needs the pack no more."""

from __future__ import annotations

import shutil

from paths import ROOT, SCENARIOS

from core.cli import main

SCENARIO = SCENARIOS / "eu" / "pack-card.yaml"
PACK = ROOT / "tests" / "content" / "packs" / "eu-three.yaml"


def test_a_scenario_with_a_pack_saves_a_game_that_replays_without_it(tmp_path, capsys):
    (tmp_path / "scenarios" / "eu").mkdir(parents=True)
    (tmp_path / "content" / "packs").mkdir(parents=True)
    scenario = tmp_path / "scenarios" / "eu" / SCENARIO.name
    shutil.copy(SCENARIO, scenario)
    shutil.copy(PACK, tmp_path / "content" / "packs" / PACK.name)
    save = tmp_path / "game.cardtable"
    assert main(["run", str(scenario), "--save", str(save)]) == 0
    shutil.rmtree(tmp_path / "content")
    assert main(["replay", str(save), "--verify"]) == 0
    assert main(["replay", str(save)]) == 0
    out = capsys.readouterr().out
    assert "Red plays Hanseatic Charter" in out
    assert main(["run", str(scenario)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"cardtable: {scenario}: ") and "eu-three.yaml: cannot read" in err[0]


def test_a_scenario_pack_for_another_game_is_one_line(tmp_path, capsys):
    scenario = tmp_path / "s.yaml"
    shutil.copy(PACK, tmp_path / "pack.yaml")
    scenario.write_text("game: ti4\nplayers: [Red, Blue, Green]\npack: pack.yaml\n")
    assert main(["run", str(scenario)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "field 'game': the pack is for 'eu', not 'ti4'" in err[0]
