"""What a TI4 play form asks for (Ruleset.form_fields): the card and what that card's play names, from its data."""

from __future__ import annotations

import pytest

from core.engine.commands import Command
from core.rulesets import make_ruleset

RULES = make_ruleset("ti4")


@pytest.mark.parametrize(
    ("card", "fields"),
    [
        ("lucky-shot#1", ("card", "unit")),
        ("spy#1", ("card", "target")),
        ("sabotage#1", ("card", "against")),
        ("repeal-law#1", ("card", "law")),
        ("uprising#1", ("card", "target", "planet", "worth")),
        ("summit#1", ("card", "pools")),
        ("focused-research#1", ("card", "tech")),
        ("construction-rider#1", ("card", "outcome")),
        ("veto#1", ("card",)),
    ],
)
def test_a_play_asks_for_the_card_and_what_it_names(card, fields):
    assert RULES.form_fields(Command("Red", "play", {"card": card})) == fields


def test_every_card_asks_for_a_field_the_play_command_has_and_other_commands_ask_for_all():
    play = {f.name for f in RULES.commands["play"].fields}
    for d in RULES.library.defs.values():
        if d.deck == "action":
            asked = RULES.form_fields(Command("Red", "play", {"card": f"{d.id}#1"}))
            assert asked is not None and set(asked) <= play, d.id
    assert RULES.form_fields(Command("Red", "declare", {"moment": "hits"})) is None
