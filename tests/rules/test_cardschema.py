"""The keys a game's card_rules may hold are declared once: INWO's reader accepts exactly those, and every
entry game.yaml ships uses only the keys declared for its card's deck (so the editor's form can show it)."""

from __future__ import annotations

import pytest

from core.content.assets import load_game
from core.content.cardrules import rules_defect
from core.content.cards import parse_card
from core.engine.errors import ContentError
from core.games import GAME_RULES
from core.rules.cardschema import fields_for, keys
from core.rulesets import ruleset_class
from core.rulesets.inwo.common import FIELDS, read_stats


def test_inwo_reader_accepts_exactly_the_declared_keys():
    declared = ruleset_class("inwo").card_rule_fields
    assert keys(declared) == FIELDS
    library = load_game("inwo").library
    card = next(d.id for d in library.defs.values() if d.deck == "group")
    with pytest.raises(ContentError, match=f"card_rules.{card}: field 'wealth': is not a card rule field"):
        read_stats({card: {"power": 1, "wealth": 2}}, library)


def test_every_shipped_entry_uses_the_keys_declared_for_its_deck():
    definition = load_game("inwo")
    declared = ruleset_class("inwo").card_rule_fields
    for cid, entry in definition.raw["card_rules"].items():
        deck = definition.library.defs[cid].deck
        assert set(entry) <= keys(fields_for(declared, deck)), (cid, deck)


def test_one_card_and_its_rules_are_checked_as_pack_check_does():
    definition = load_game("inwo")
    raw = {"id": "gnome-cartel", "name": "Gnome Cartel", "deck": "group", "text": "A group.", "kinds": ["display"]}
    card = parse_card({**raw, "charges": 1}, "card", tuple(definition.decks))
    assert rules_defect(definition, card, {"power": 2, "resistance": 4, "align": ["criminal"]}, GAME_RULES) is None
    assert rules_defect(definition, card, {"power": 2, "align": ["gnomish"]}, GAME_RULES) == (
        "assets/games/inwo/game.yaml: card_rules.gnome-cartel: field 'align': must list alignments "
        "(conservative, liberal, straight, weird, corporate, government, peaceful, violent, fanatic, criminal), "
        "got ['gnomish']"
    )
    assert ruleset_class("eu").card_rule_fields == ()
