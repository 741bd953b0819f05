"""Content packs: each defect is one line, a hostile pack is refused, never hangs, and a save needs no pack.

The round trip writes a CSV, imports it, starts an EU game with the pack, plays until one of its cards is played,
saves, deletes the pack, and then loads, replays, verifies and exports the save.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT

from core.cli import main
from core.games import check_pack, load_pack, new_session
from core.saves.export import export_replay
from core.saves.replay import ReplayCursor
from core.saves.savefile import load_save, write_save
from core.saves.verify import verify

EU_THREE = ROOT / "tests" / "content" / "packs" / "eu-three.yaml"
CARD = """  - id: tax-farmers
    name: Tax Farmers
    deck: adm
    text: Gain 3 ducats.
"""


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    """The command line's exit code, stdout and stderr."""
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def pack(tmp_path: Path, text: str, name: str = "pack.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


HEAD = "format: 1\ngame: eu\n"
BAD_PACKS = {
    "not a mapping": ("- 1\n", "a pack must be a mapping"),
    "unknown key": (HEAD + "colour: red\n", "unknown key 'colour'"),
    "format": ("format: 2\ngame: eu\n", "field 'format' must be 1"),
    "game": ("format: 1\ngame: chess\n", "field 'game' must be one of"),
    "no game": ("format: 1\n", "field 'game' must be one of"),
    "name": (HEAD + "name: ''\n", "field 'name' must be text"),
    "replace": (HEAD + "replace: maybe\n", "field 'replace' must be true or false"),
    "cards not a list": (HEAD + "cards: {a: 1}\n", "field 'cards' must be a list"),
    "missing field": (HEAD + "cards:\n" + CARD.replace("    text: Gain 3 ducats.\n", ""), "field 'text': is missing"),
    "unknown field": (HEAD + "cards:\n" + CARD + "    colour: red\n", "field 'colour': is not a card field"),
    "wrong type": (HEAD + "cards:\n" + CARD + "    copies: two\n", "field 'copies': must be int"),
    "bad id": (HEAD + "cards:\n" + CARD.replace("tax-farmers", "Tax_Farmers"), "field 'id': must be lowercase"),
    "unknown deck": (HEAD + "cards:\n" + CARD.replace("deck: adm", "deck: navy"), "field 'deck': unknown deck"),
    "bad effect": (HEAD + "cards:\n" + CARD + "    effect: [{fly: 1}]\n", "field 'effect': unknown effect"),
    "twice": (HEAD + "cards:\n" + CARD + CARD, "card 'tax-farmers': field 'id': is defined twice"),
    "decks not a mapping": (HEAD + "decks: [adm]\n", "field 'decks' must map deck ids"),
    "deck unknown": (HEAD + "decks: {navy: {plunder: 1}}\n", "decks.navy: unknown deck 'navy'"),
    "deck empty": (HEAD + "decks: {adm: {}}\n", "decks.adm: must map card ids to counts"),
    "deck card unknown": (HEAD + "decks: {adm: {nothing: 1}}\n", "card 'nothing': field 'id': no such card"),
    "deck card bad id": (HEAD + "decks: {adm: {'A B': 1}}\n", "card 'A B': field 'id': must be lowercase"),
    "deck card elsewhere": (HEAD + "decks: {adm: {plunder: 1}}\n", "field 'deck': the card belongs to deck 'mil'"),
    "deck count": (HEAD + "decks: {adm: {court-reform: 0}}\n", "field 'copies': must be 1 to 99"),
    "too many": (
        HEAD
        + "cards:\n"
        + CARD
        + "    copies: 99\n"
        + "".join(CARD.replace("tax-farmers", f"t{n}") + "    copies: 99\n" for n in range(60)),
        "the pack deals 6,096 cards; at most 5,000",
    ),
    "cannot be set up": (
        "format: 1\ngame: inwo\nreplace: true\ncards: [{id: x, name: X, deck: plot, text: t}]\n",
        "the game cannot be set up for 2 players with it: ",
    ),
    "yaml": (HEAD + "cards: [\n", "line"),
}


@pytest.mark.parametrize("name", list(BAD_PACKS))
def test_each_pack_defect_exits_2_with_one_line(name, tmp_path, capsys):
    text, expected = BAD_PACKS[name]
    path = pack(tmp_path, text)
    code, _, err = run(["pack", "check", str(path)], capsys)
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1, lines
    assert lines[0].startswith(f"cardtable: {path}: ") and expected in lines[0], lines[0]


def test_every_defect_of_a_pack_is_its_own_line(tmp_path, capsys):
    text = (
        HEAD
        + "cards:\n"
        + CARD.replace("deck: adm", "deck: navy")
        + CARD.replace("tax-farmers", "X")
        + ("decks: {adm: {nothing: 1}}\n")
    )
    code, _, err = run(["pack", "check", str(pack(tmp_path, text))], capsys)
    assert code == 2
    assert len(err.strip().splitlines()) == 3


HOSTILE = {
    "alias bomb": HEAD
    + "cards:\n  - &a [x, x, x, x, x, x, x, x, x]\n"
    + "".join(f"  - &{c} [{', '.join([f'*{p}'] * 9)}]\n" for p, c in zip("abcdefg", "bcdefgh", strict=True))
    + "name: *h\n",
    "deep nesting": HEAD + "cards: " + "[" * 10_000 + "]" * 10_000 + "\n",
    "huge file": HEAD + "description: '" + "x" * 30_000_000 + "'\n",
    "bad ids": HEAD
    + "cards:\n"
    + "".join(CARD.replace("tax-farmers", repr(bad)) for bad in ("../etc/passwd", "a#1", "Ünï", "x" * 5000, ""))
    + "".join(CARD.replace("tax-farmers", f"'../card {n}#'") for n in range(1500))
    + "decks: {adm: {'../x': 1, 'A': 2}}\n",
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_pack_exits_2_and_never_hangs(name, tmp_path):
    """The bounded reader refuses at once; the timeout only catches a hang (speed is benchmarked, not asserted)."""
    path = pack(tmp_path, HOSTILE[name])
    done = subprocess.run(
        [sys.executable, "-m", "core.cli", "pack", "check", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr[-500:]
    lines = done.stderr.strip().splitlines()
    assert "Traceback" not in done.stderr and all(line.startswith(f"cardtable: {path}: ") for line in lines)
    assert name == "bad ids" or len(lines) == 1


def test_a_pack_folder_holds_its_pack_yaml(tmp_path, capsys):
    folder = tmp_path / "my-cards"
    folder.mkdir()
    pack(folder, EU_THREE.read_text())
    code, said, _ = run(["pack", "check", str(folder)], capsys)
    assert code == 0 and "eu pack 'Three EU cards', 3 cards of its own, with the shipped cards; deals 62" in said


def test_deck_lists_set_counts_and_replace_drops_the_shipped_cards(tmp_path):
    listed = pack(tmp_path, HEAD + "decks: {adm: {court-reform: 5, royal-archive: 1}}\n")
    loaded = load_pack(listed)
    assert [d.copies for d in loaded.library.defs.values() if d.deck == "adm"] == [5, 1]
    assert [(c["id"], c["copies"]) for c in loaded.cards] == [("court-reform", 5), ("royal-archive", 1)]
    own = EU_THREE.read_text().replace("cards:\n", "replace: true\ncards:\n", 1)
    replacing = load_pack(pack(tmp_path, own, "own.yaml"))
    assert sorted(replacing.library.defs) == ["hanseatic-charter", "levy-of-pikemen", "royal-mint"]


def test_ti4_ships_the_base_games_80_action_cards_by_name_with_counts(capsys):
    code, said, _ = run(["cards", "ti4", "--json"], capsys)
    listing = json.loads(said)
    assert code == 0 and listing["shipped_deck"]["kind"] == "real"
    counts = {c["name"]: c["copies"] for c in listing["cards"]}
    assert len(counts) == 59 and sum(counts.values()) == listing["dealt"] == 80
    assert counts["Direct Hit"] == counts["Sabotage"] == 4 and counts["Lucky Shot"] == counts["Veto"] == 1


def test_the_card_list_says_which_shipped_decks_are_demos(capsys):
    for game, kind in (("sandbox", "demo"), ("eu", "demo"), ("1819", "demo"), ("inwo", "real"), ("ti4", "real")):
        code, said, _ = run(["cards", game, "--json"], capsys)
        listing = json.loads(said)
        assert code == 0 and listing["shipped_deck"]["kind"] == kind and listing["pack"] is None
    code, said, _ = run(["cards", "eu", "--pack", str(EU_THREE)], capsys)
    lines = said.splitlines()
    assert lines[1].startswith("shipped deck: a demo stand-in, not the game's real card list.")
    assert lines[2] == f"pack: Three EU cards ({EU_THREE}), added to the shipped cards"
    heads = ["id", "name", "deck", "copies", "kinds", "cost", "charges", "target", "character", "from"]
    assert lines[3].split() == heads
    assert lines[-2].split()[:5] == ["royal-mint", "Royal", "Mint", "adm", "1"] and lines[-2].endswith("pack")
    assert lines[-1] == "43 cards, 62 copies"
    assert run(["cards", "ti4", "--pack", str(EU_THREE)], capsys)[0] == 2


def test_the_app_command_line_starts_a_game_with_a_pack():
    from desktop.app.main import _session, build_parser

    session = _session(build_parser().parse_args(["--pack", str(EU_THREE), "--players", "3", "--seed", "4"]))
    assert session.ruleset.id == "eu" and "royal-mint#1" in session.ruleset.library
    assert session.header["pack"] == "Three EU cards"
    with pytest.raises(Exception, match="the pack is for 'eu', not 'ti4'"):
        _session(build_parser().parse_args(["--game", "ti4", "--pack", str(EU_THREE)]))


def _play_until_a_pack_card(session, own: frozenset[str]) -> str:
    """Legal moves, a pack card's play first, else a draw from the diplomatic deck, else the first that is no
    appointment; returns the pack card played."""
    for _ in range(60):
        legal = session.ruleset.legal(session.state, session.must_act())
        mine = [c for c in legal if c.name == "play" and str(c.args.get("card", "")).split("#")[0] in own]
        draws = [c for c in legal if c.name == "draw" and c.args.get("deck") == "dip"]
        command = (mine or draws or [c for c in legal if c.name != "appoint"] or legal)[0]
        session.submit(command)
        if mine:
            return str(command.args["card"])
    raise AssertionError("no pack card was played")


def test_round_trip_csv_pack_game_save_then_without_the_pack(tmp_path, capsys):
    code, template, _ = run(["pack", "template", "eu"], capsys)
    rows = [
        "hanseatic-charter,Hanseatic Charter,dip,2,dip=2,,,,,,Gain 4 ducats.,[{gain: {ducats: 4}}],,advisor,Hinrich"
        " Castorp,dip,2,ducats=3,",
        "levy-of-pikemen,Levy of Pikemen,mil,2,mil=1,,,,,,Gain 2 supply.,[{gain: {supply: 2}}],,general,Berthold"
        " of Ulm,,2,mil=1,adm=1 dip=1 mil=3",
        'royal-mint,Royal Mint,adm,1,adm=2 ducats=1,display,2,,,,On display.,,"[{name: Strike Coin, text: Gain 3'
        ' ducats., cost: {adm: 1}, effect: [{gain: {ducats: 3}}]}]",advisor,Ottilie Brandes,adm,1,ducats=2,',
    ]
    csv = tmp_path / "three.csv"
    csv.write_text(template.splitlines()[0] + "\n" + "\n".join(rows) + "\n")
    path = tmp_path / "three.yaml"
    assert run(["pack", "import", str(csv), "--game", "eu", "--out", str(path)], capsys)[0] == 0
    made = check_pack(path)
    session = new_session("eu", ("Red", "Blue", "Green"), 1, pack=made)
    played = _play_until_a_pack_card(session, made.own)
    name = made.library.get(played).name
    for _ in range(3):
        session.submit(session.ruleset.legal(session.state, session.must_act())[0])
    save = tmp_path / "game.cardtable"
    write_save(session, save)
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    path.unlink()
    csv.unlink()
    loaded = load_save(save)
    header = loaded.session.header
    assert (header["pack"], header["pack_hash"]) == ("three", digest)
    assert sorted(c["id"] for c in header["cards"]) == sorted(made.own)
    assert loaded.session.state == session.state
    cursor = ReplayCursor(loaded.session)
    assert cursor.length == len(session.line)
    assert any(name in cursor.describe(n) for n in range(1, cursor.length + 1))
    assert verify(loaded.session) is None
    assert export_replay(loaded.session, "public", tmp_path / "public.cardtable") > 0
    exported = load_save(tmp_path / "public.cardtable").session
    assert exported.header["pack"] == "three" and exported.header["redacted"] == {"perspective": "public"}
    code, said, _ = run(["replay", str(save), "--verify"], capsys)
    assert code == 0 and "today's rules agree" in said
    write_save(loaded.session, tmp_path / "again.cardtable")
    assert load_save(tmp_path / "again.cardtable").session.header["pack_hash"] == digest


def test_a_save_made_with_a_replacing_pack_loads_without_it(tmp_path):
    own = pack(tmp_path, EU_THREE.read_text().replace("cards:\n", "replace: true\ncards:\n", 1), "own.yaml")
    session = new_session("eu", ("Red", "Blue"), 1, pack=load_pack(own))
    write_save(session, tmp_path / "game.cardtable")
    own.unlink()
    loaded = load_save(tmp_path / "game.cardtable").session
    assert loaded.header["replace"] is True and loaded.state == session.state
    assert sorted(loaded.ruleset.library.defs) == ["hanseatic-charter", "levy-of-pikemen", "royal-mint"]
