"""CSV import: every game's template imports cleanly, and each kind of bad cell is one line and writes no pack."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.cli import main
from core.rulesets import RULESETS

EU_HEADER = "id,name,deck,copies,cost,kinds,charges,text,effect,character_kind,character_name,character_skill"
GOOD = "tax-farmers,Tax Farmers,adm,2,adm=1,,,Gain 3 ducats.,[{gain: {ducats: 3}}],advisor,Jan Koop,1"


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    """The command line's exit code, stdout and stderr."""
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("game", list(RULESETS))
def test_every_template_imports_cleanly(game, tmp_path, capsys):
    code, template, _ = run(["pack", "template", game], capsys)
    assert code == 0
    rows = template.splitlines()
    assert len(rows) == 3 and rows[0].startswith("id,name,deck,copies")
    (tmp_path / "cards.csv").write_text(template)
    out = tmp_path / "pack.yaml"
    assert run(["pack", "import", str(tmp_path / "cards.csv"), "--game", game, "--out", str(out)], capsys)[0] == 0
    code, said, err = run(["pack", "check", str(out)], capsys)
    assert (code, err) == (0, ""), err
    assert said.startswith(f"ok    {out}: {game} pack 'cards', 2 cards of its own")  # named after the CSV


BAD_CSV = {
    "unknown column": (EU_HEADER + ",colour\n" + GOOD + ",red\n", "row 1, column 'colour': not a column"),
    "missing column": ("id,name,deck,copies\nx,X,adm,1\n", "row 1: column 'text' is missing"),
    "not a whole number": (EU_HEADER + "\n" + GOOD.replace(",2,", ",two,", 1) + "\n", "row 2, column 'copies'"),
    "bad prerequisite": (
        EU_HEADER + ",requires\n" + GOOD + ",influence=many\n",
        "row 2, column 'requires': 'influence=many' is not name=number",
    ),
    "bad cost": (EU_HEADER + "\n" + GOOD.replace("adm=1", "adm:1") + "\n", "row 2, column 'cost': 'adm:1'"),
    "bad yaml": (EU_HEADER + "\n" + GOOD.replace("[{gain: {ducats: 3}}]", '"[{gain: "') + "\n", "column 'effect'"),
    "unknown effect": (EU_HEADER + "\n" + GOOD.replace("gain", "fly") + "\n", "field 'effect': unknown effect"),
    "cells missing": (EU_HEADER + "\ntax-farmers,Tax Farmers,adm\n", "row 2: has 3 cells, the header has 12"),
    "twice": (EU_HEADER + f"\n{GOOD}\n{GOOD}\n", "row 3, column 'id': 'tax-farmers' is also on row 2"),
    "bad id": (EU_HEADER + "\n" + GOOD.replace("tax-farmers", "Tax Farmers!") + "\n", "field 'id': must be"),
    "unknown deck": (EU_HEADER + "\n" + GOOD.replace(",adm,2", ",navy,2") + "\n", "field 'deck': unknown deck"),
    "copies out of range": (EU_HEADER + "\n" + GOOD.replace(",adm,2,", ",adm,200,") + "\n", "field 'copies'"),
    "bad character": (EU_HEADER + "\n" + GOOD.replace("advisor", "pope") + "\n", "column 'character_kind'"),
    "bad kind": (EU_HEADER + "\n" + GOOD.replace(",adm=1,,", ",adm=1,spell,") + "\n", "field 'kinds'"),
    "no cards": (EU_HEADER + "\n", "holds no cards"),
    "empty": ("", "row 1: the header row is missing"),
    "not utf-8": (b"id,name\n\xff\xfe\n", "not UTF-8 text"),
    "too large": ("x" * 300_000, "larger than 262,144 bytes"),
    "too many rows": (EU_HEADER + "\n" + "\n".join(GOOD.replace("tax", f"t{n}") for n in range(2001)), "at most"),
}


@pytest.mark.parametrize("name", list(BAD_CSV))
def test_each_bad_cell_is_one_line_and_no_pack_is_written(name, tmp_path, capsys):
    text, expected = BAD_CSV[name]
    source = tmp_path / "cards.csv"
    source.write_bytes(text if isinstance(text, bytes) else text.encode())
    out = tmp_path / "pack.yaml"
    code, _, err = run(["pack", "import", str(source), "--game", "eu", "--out", str(out)], capsys)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"cardtable: {source}: ") and expected in lines[0], lines[0]
    assert not out.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["cards.csv"]


def test_every_bad_cell_of_a_file_is_reported_each_on_its_line(tmp_path, capsys):
    rows = [GOOD.replace("adm=1", "adm:1"), GOOD.replace(",2,", ",x,", 1).replace("tax-farmers", "t2"), GOOD]
    source = tmp_path / "cards.csv"
    source.write_text(EU_HEADER + "\n" + "\n".join(rows) + "\n")
    code, _, err = run(["pack", "import", str(source), "--game", "eu", "--out", str(tmp_path / "p.yaml")], capsys)
    assert code == 2
    assert [line.split(": ", 2)[2].split(":")[0] for line in err.strip().splitlines()] == [
        "row 2, column 'cost'",
        "row 3, column 'copies'",
    ]


def test_an_import_over_an_existing_pack_leaves_it_when_the_csv_is_bad(tmp_path, capsys):
    out = tmp_path / "pack.yaml"
    out.write_text("kept")
    source = tmp_path / "cards.csv"
    source.write_text(EU_HEADER + "\n" + GOOD.replace("adm=1", "adm:1") + "\n")
    assert run(["pack", "import", str(source), "--game", "eu", "--out", str(out)], capsys)[0] == 2
    assert out.read_text() == "kept"
    assert sorted(p.name for p in Path(tmp_path).iterdir()) == ["cards.csv", "pack.yaml"]


def test_a_prerequisite_column_becomes_the_cards_requires(tmp_path, capsys):
    (tmp_path / "cards.csv").write_text(EU_HEADER + ",requires\n" + GOOD + ",influence=3\n")
    out = tmp_path / "pack.yaml"
    assert run(["pack", "import", str(tmp_path / "cards.csv"), "--game", "eu", "--out", str(out)], capsys)[0] == 0
    from core.games import load_pack

    assert dict(load_pack(out).library.get("tax-farmers#1").requires) == {"influence": 3}


def test_the_pack_is_named_after_the_csv_or_by_name_not_after_its_output_file(tmp_path, capsys):
    source = tmp_path / "our-eu.csv"
    source.write_text(EU_HEADER + "\n" + GOOD + "\n")
    out = tmp_path / "mycards.yaml"
    assert run(["pack", "import", str(source), "--game", "eu", "--out", str(out)], capsys)[0] == 0
    from core.games import load_pack

    assert load_pack(out).name == "our-eu"
    named = ["pack", "import", str(source), "--game", "eu", "--out", str(out), "--name", "Ada's cards"]
    assert run(named, capsys)[0] == 0
    assert load_pack(out).name == "Ada's cards"
    code, _, err = run(["pack", "import", str(source), "--game", "eu", "--out", str(out), "--name", " "], capsys)
    assert (code, err.strip()) == (
        2,
        f"cardtable: {source}: the pack's name must be text of 1 to 80 characters, got ' '",
    )
    assert load_pack(out).name == "Ada's cards"
