"""A pack may carry `card_rules` for its cards: an INWO pack adds a new Group with its statistics, the game
deals it, and a save made with it carries the rules, so it replays and verifies with the pack deleted."""

from __future__ import annotations

import yaml

from core.cli import main
from core.content.assets import assets_dir, load_game
from core.games import check_pack, new_session
from core.saves.savefile import load_save, write_save
from core.saves.verify import verify


def _inwo_pack(tmp_path, with_rules: bool = True):
    """A pack adding a copy of a shipped INWO Group under a new id, with (or without) its card rules."""
    definition = load_game("inwo")
    rules = definition.raw["card_rules"]
    model = next(d for d in definition.library.defs.values() if d.deck == "group" and d.id in rules)
    raw = next(
        c
        for c in yaml.safe_load((assets_dir() / "games" / "inwo" / "cards.yaml").read_text())["cards"]
        if c["id"] == model.id
    )
    card = {**raw, "id": "gnome-cartel", "name": "Gnome Cartel", "copies": 1}
    doc = {"format": 1, "game": "inwo", "name": "Gnomes", "cards": [card]}
    if with_rules:
        doc["card_rules"] = {"gnome-cartel": rules[model.id]}
    path = tmp_path / "gnomes.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    return path, rules[model.id]


def test_a_new_inwo_card_needs_its_card_rules_in_the_pack(tmp_path, capsys):
    path, _ = _inwo_pack(tmp_path, with_rules=False)
    assert main(["pack", "check", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "gnome-cartel" in err[0]


def test_card_rules_for_no_card_are_one_line(tmp_path, capsys):
    path, rule = _inwo_pack(tmp_path)
    doc = yaml.safe_load(path.read_text())
    doc["card_rules"]["no-such-group"] = rule
    path.write_text(yaml.safe_dump(doc))
    assert main(["pack", "check", str(path)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"cardtable: {path}: card_rules: card 'no-such-group': field 'id': no such card in the pack or the game"
    )


def test_a_save_with_the_pack_card_rules_replays_without_the_pack(tmp_path, capsys):
    path, rule = _inwo_pack(tmp_path)
    assert main(["pack", "check", str(path)]) == 0, capsys.readouterr().err
    pack = check_pack(path)
    session = new_session("inwo", ("Red", "Blue"), 5, pack=pack)
    assert any(c.startswith("gnome-cartel#") for zone in session.state.zones.values() for c in zone)
    assert session.header["card_rules"] == {"gnome-cartel": rule}
    for _ in range(4):
        session.submit(session.ruleset.legal(session.state, session.must_act())[0])
    save = tmp_path / "game.cardtable"
    write_save(session, save)
    path.unlink()
    loaded = load_save(save)
    assert loaded.session.state == session.state
    assert loaded.session.header["card_rules"] == {"gnome-cartel": rule}
    assert verify(loaded.session) is None
