"""INWO packs offer named decks: option deck_N deals one, the deck rules refuse a bad one in one line naming the
pack, the deck and the card, and a save made with such a deck replays without the pack."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from paths import ROOT

from core.cli import main
from core.content.packs import PackDefects
from core.games import load_pack, new_session
from core.saves.savefile import load_save, write_save
from core.saves.verify import verify

GNOMES = ROOT / "tests" / "content" / "packs" / "inwo-gnomes.yaml"
SEATS = ("Red", "Blue")


def seat_cards(session, seat: str) -> set[str]:
    return {c for zone, cards in session.state.zones.items() if zone.endswith(seat) for c in cards}


def gnomes(tmp_path, **changes) -> str:
    """The gnome pack, with `changes` over its keys, written to tmp_path; its path."""
    raw = yaml.safe_load(GNOMES.read_text())
    raw.update(changes)
    path = tmp_path / "pack.yaml"
    path.write_text(yaml.safe_dump(raw))
    return str(path)


def test_deck_option_deals_the_packs_named_deck_with_its_new_group():
    pack = load_pack(GNOMES)
    session = new_session("inwo", SEATS, 3, {"deck_1": "gnome-friends"}, pack=pack)
    red = seat_cards(session, "Red")
    assert "gnome-cartel#1" in red and {"are-we-having-fun-yet#1", "are-we-having-fun-yet#2"} <= red
    assert "druids#1" not in red
    assert session.ruleset.option_label("deck_1", "gnome-friends") == "gnome-friends (the pack's deck)"
    assert "gnome-friends" in session.ruleset.definition.options["deck_2"]["choices"]


def test_two_seats_may_share_a_packs_deck_while_its_cards_have_copies(tmp_path):
    pack = load_pack(GNOMES)
    session = new_session("inwo", SEATS, 5, {"deck_1": "gnome-friends", "deck_2": "gnome-friends"}, pack=pack)
    assert "gnome-cartel#2" in seat_cards(session, "Blue")
    three = ("Red", "Blue", "Green")
    with pytest.raises(Exception, match=r"^setup.decks: Green's deck 'gnome-friends' needs copy 3 of 'gnome-cartel'"):
        new_session("inwo", three, 5, {f"deck_{n}": "gnome-friends" for n in (1, 2, 3)}, pack=pack)


def test_a_save_with_a_packs_deck_replays_without_the_pack(tmp_path):
    path = tmp_path / "gnomes.yaml"
    shutil.copy(GNOMES, path)
    session = new_session("inwo", SEATS, 7, {"deck_2": "gnome-friends"}, pack=load_pack(path))
    save = tmp_path / "game.cardtable"
    write_save(session, save)
    path.unlink()
    loaded = load_save(save).session
    assert loaded.header["decks"]["gnome-friends"]["gnome-cartel"] == 1
    assert loaded.state == session.state and "gnome-cartel#1" in seat_cards(loaded, "Blue")
    assert verify(loaded) is None


BAD_DECKS = {
    "a group twice": ({"gnome-cartel": 2}, "decks.gnome-friends: card 'gnome-cartel': holds the Group 2 times"),
    "too few": ({"lawyers": None}, "decks.gnome-friends: holds 6 Group and 4 Plot cards; a deck needs at least 7"),
    "an illuminati": (
        {"ufos": 1},
        "decks.gnome-friends: card 'ufos': field 'deck': the card belongs to deck 'illuminati', not 'group' or 'plot'",
    ),
    "no such card": ({"gnome-bank": 1}, "decks.gnome-friends: card 'gnome-bank': field 'id': no such card"),
}


@pytest.mark.parametrize("name", list(BAD_DECKS))
def test_a_bad_deck_is_one_line_naming_the_pack_the_deck_and_the_card(name, tmp_path, capsys):
    change, said = BAD_DECKS[name]
    deck = yaml.safe_load(GNOMES.read_text())["decks"]["gnome-friends"]
    deck = {k: v for k, v in {**deck, **change}.items() if v is not None}
    path = gnomes(tmp_path, decks={"gnome-friends": deck})
    with pytest.raises(PackDefects) as err:
        load_pack(path)
    assert len(err.value.lines) == 1 and err.value.lines[0].startswith(f"{path}: {said}")
    assert main(["pack", "check", path]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and said in lines[0] and path in lines[0]


def test_a_deck_named_as_a_starter_is_refused(tmp_path):
    deck = yaml.safe_load(GNOMES.read_text())["decks"]["gnome-friends"]
    with pytest.raises(PackDefects, match="decks.ufos: the name is already a starter's"):
        load_pack(gnomes(tmp_path, decks={"ufos": deck}))


def test_pack_check_accepts_the_pack_with_a_deck(capsys):
    assert main(["pack", "check", str(GNOMES)]) == 0


SIX_LORDS = ("adepts-of-hermes", "bavarian-illuminati", "bermuda-triangle", "discordian-society", "ufos", "shangri-la")


def _replacing(tmp_path, decks, lords=SIX_LORDS, copies: int = 1) -> str:
    """A replace: true pack of shipped Illuminati (`lords`, `copies` each), the gnome deck's cards (enough for six
    decks) and `decks`."""
    shipped = {c["id"]: c for c in yaml.safe_load((ROOT / "assets/games/inwo/cards.yaml").read_text())["cards"]}
    raw = yaml.safe_load(GNOMES.read_text())
    wanted = [c for c in raw["decks"]["gnome-friends"] if c in shipped]
    raw["cards"] += [{**shipped[c], "copies": 12} for c in wanted] + [{**shipped[c], "copies": copies} for c in lords]
    raw["cards"][0]["copies"] = 6
    raw.update(replace=True, decks=decks)
    path = tmp_path / "replacing.yaml"
    path.write_text(yaml.safe_dump(raw))
    return str(path)


def test_a_replacing_pack_deals_its_deck_and_the_starters_it_breaks_are_not_offered(tmp_path, capsys):
    path = _replacing(tmp_path, yaml.safe_load(GNOMES.read_text())["decks"])
    assert main(["pack", "check", path]) == 0, capsys.readouterr().err
    pack = load_pack(path)
    session = new_session("inwo", SEATS, 2, pack=pack)
    assert session.ruleset.definition.options["deck_1"]["choices"] == ["own", "gnome-friends"]
    assert {"gnome-cartel#1", "gnome-cartel#2"} <= seat_cards(session, "Red") | seat_cards(session, "Blue")
    save = tmp_path / "game.cardtable"
    write_save(session, save)
    Path(path).unlink()
    loaded = load_save(save).session
    assert loaded.header["replace"] is True and loaded.state == session.state and verify(loaded) is None
    assert "druids" not in loaded.ruleset.library.defs


def test_a_replacing_pack_without_a_deck_is_refused_in_one_line(tmp_path, capsys):
    path = _replacing(tmp_path, {})
    assert main(["pack", "check", path]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "a pack with replace: true must name a deck" in lines[0], lines


def test_a_pack_giving_an_illuminati_several_copies_still_deals_each_player_a_different_one(tmp_path):
    pack = load_pack(_replacing(tmp_path, yaml.safe_load(GNOMES.read_text())["decks"], ("ufos", "shangri-la"), 3))
    for seed in range(12):
        session = new_session("inwo", SEATS, seed, pack=pack)
        lords = [session.state.zone(f"display:{seat}")[0] for seat in SEATS]
        assert sorted(lord.split("#")[0] for lord in lords) == ["shangri-la", "ufos"], (seed, lords)


def test_a_pack_with_fewer_illuminati_than_seats_is_refused_in_one_line_naming_it(tmp_path, capsys):
    path = _replacing(tmp_path, yaml.safe_load(GNOMES.read_text())["decks"], ("ufos", "shangri-la"), 3)
    pack = load_pack(path)
    with pytest.raises(Exception) as err:
        new_session("inwo", ("Red", "Blue", "Green"), 1, pack=pack)
    said = "setup.decks: the pack 'Gnome deck' holds 2 different Illuminati for 3 players"
    assert str(err.value).startswith(said) and "\n" not in str(err.value)
    assert main(["pack", "check", path]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    at_six = "the game cannot be set up for 6 players with it: setup.decks: the pack 'Gnome deck' holds 2 different"
    assert len(lines) == 1 and at_six in lines[0] and path in lines[0], lines


INWO_PACKS = sorted(p for p in (ROOT / "tests" / "content" / "packs").glob("*.yaml") if load_pack(p).game == "inwo")


@pytest.mark.parametrize("path", [None, *INWO_PACKS], ids=lambda p: p.name if p else "shipped")
def test_every_deck_on_offer_deals_real_cards_none_saying_it_is_never_dealt(path):
    pack = load_pack(path) if path else None
    rules = pack.ruleset() if pack else new_session("inwo", SEATS, 1).ruleset
    lords = {d.id for d in rules.library.defs.values() if d.deck == "illuminati"}
    for deck in rules.definition.options["deck_1"]["choices"]:
        lord = {"illuminati_1": deck} if deck in lords else {}  # Red's own starter, so Blue is dealt another
        session = new_session("inwo", SEATS, 3, {"deck_1": deck, **lord}, pack=pack)
        dealt = [c for zone, cards in session.state.zones.items() if zone != "box" for c in cards]
        texts = {c: rules.library.defs[c.split("#")[0]].text for c in dealt}
        assert not [c for c, text in texts.items() if "never dealt" in text or text.startswith("Stand-in")], deck


def test_no_card_a_pack_may_deal_says_it_is_never_dealt():
    shipped = new_session("inwo", SEATS, 1).ruleset.library.defs
    assert not [d.id for d in shipped.values() if "never dealt" in d.text]
