"""`run --save` writes a save only once the loader has read it back; a refused one is an invalid scenario."""

from __future__ import annotations

from core import cli
from core.engine.errors import SaveError
from core.saves import savefile

SCENARIO = "game: sandbox\nplayers: [Red, Blue]\nsetup: {hands: {Red: [coin-purse#1]}}\nsteps: []\n"


def test_a_save_the_loader_refuses_is_an_invalid_scenario_and_leaves_no_file(tmp_path, monkeypatch, capsys):
    path = tmp_path / "fine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    out = tmp_path / "saves" / "fine.cardtable"

    def refuse(name, progress=None):
        raise SaveError(f"{name}: line 2:\nthe loader says no")

    monkeypatch.setattr(savefile, "load_save", refuse)
    assert cli.main(["run", "--save", str(out), str(path)]) == 2
    err = capsys.readouterr()
    assert err.out == ""
    assert err.err.count("\n") == 1 and str(path) in err.err and "does not load" in err.err
    assert list(out.parent.iterdir()) == []


def test_a_save_that_loads_is_renamed_into_place_over_an_old_one(tmp_path, capsys):
    path = tmp_path / "fine.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    out = tmp_path / "fine.cardtable"
    out.write_text("an old file\n", encoding="utf-8")
    assert cli.main(["run", "--save", str(out), str(path)]) == 0
    assert "ok" in capsys.readouterr().out
    assert [p.name for p in tmp_path.iterdir() if p.suffix != ".yaml"] == ["fine.cardtable"]
    assert savefile.load_save(out).session.state.zone("hand:Red") == ("coin-purse#1",)
