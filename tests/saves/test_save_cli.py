"""`cardtable replay` and `cardtable export`: exit codes and one-line messages."""

from __future__ import annotations

import json

import pytest
from fixtures.games import random_game

from core.saves.savefile import write_save
from desktop.app.launch import main


@pytest.fixture(scope="module")
def game():
    return random_game(17, moves=30, seats=3)


@pytest.fixture
def save(tmp_path, game):
    path = tmp_path / "g.cardtable"
    write_save(game.session, path)
    return path


def test_check_a_good_save_exits_0(save, capsys):
    assert main(["replay", str(save), "--check"]) == 0
    assert capsys.readouterr().out.startswith(f"ok    {save}")


def test_check_a_broken_save_exits_2_with_one_line(save, capsys):
    lines = save.read_text().splitlines()
    lines[4] = lines[4].replace('"kind":', '"kind":"nonsense","was":', 1)
    save.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(save), "--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{save}: line 5: " in err


def test_check_a_torn_save_warns_and_exits_0(save, capsys):
    save.write_bytes(save.read_bytes()[:-10])
    assert main(["replay", str(save), "--check"]) == 0
    assert "dropped a torn last line" in capsys.readouterr().err


def test_verify_exits_1_at_the_first_commit_todays_rules_decide_differently(save, capsys):
    assert main(["replay", str(save), "--verify"]) == 0
    capsys.readouterr()
    objs = [json.loads(line) for line in save.read_text().splitlines()]
    n = next(i for i, o in enumerate(objs) if o.get("kind") == "commit" and o["command"]["command"] == "end-turn")
    objs[n]["events"] = [e for e in objs[n]["events"] if e["type"] != "marked"]
    save.write_text("".join(json.dumps(o) + "\n" for o in objs))
    assert main(["replay", str(save), "--verify"]) == 1
    err = capsys.readouterr().err
    assert f"line {n + 1}: commit {objs[n]['seq']}: " in err and err.count("\n") == 1


def test_replay_prints_the_game_as_one_viewer_reads_it(save, game, capsys):
    assert main(["replay", str(save), "--as", "Red"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(game.session.line)
    assert main(["replay", str(save), "--as", "Mallory"]) == 2


def test_export_writes_a_replay_that_checks(save, tmp_path, capsys):
    out = tmp_path / "public.cardtable"
    assert main(["export", str(save), "--as", "public", "--out", str(out)]) == 0
    assert main(["replay", str(out), "--check"]) == 0
    assert main(["export", str(save), "--as", "Mallory", "--out", str(out)]) == 2
    assert "cannot export for 'Mallory'" in capsys.readouterr().err
