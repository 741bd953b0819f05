"""What a TI4 form asks for (Ruleset.form_fields): a play, the card and what it names, from the card's data; a
strategic action or a follow, what the strategy card reads."""

from __future__ import annotations

import pytest

from core.engine.commands import Command
from core.games import new_session
from core.seeing.views import view

SESSION = new_session("ti4", ("Red", "Blue", "Green"), seed=5, options={"picks": "one"})
RULES = SESSION.ruleset
VIEW = view(SESSION.state, "Red", RULES)


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
    assert RULES.form_fields(VIEW, Command("Red", "play", {"card": card})) == fields


def test_every_card_asks_for_a_field_the_play_command_has_and_other_commands_ask_for_all():
    play = {f.name for f in RULES.commands["play"].fields}
    for d in RULES.library.defs.values():
        if d.deck == "action":
            asked = RULES.form_fields(VIEW, Command("Red", "play", {"card": f"{d.id}#1"}))
            assert asked is not None and set(asked) <= play, d.id
    assert RULES.form_fields(VIEW, Command("Red", "declare", {"moment": "hits"})) is None


@pytest.mark.parametrize(
    ("card", "fields"),
    [
        ("politics", ("strategy", "speaker")),
        ("trade", ("strategy",)),
        ("warfare", ("strategy", "tokens", "where")),
        ("technology", ("strategy", "tg", "tech", "tech2", "resources")),
    ],
)
def test_a_strategic_action_asks_for_what_its_card_reads(card, fields):
    assert RULES.form_fields(VIEW, Command("Red", "use-strategy", {"strategy": card})) == fields
    assert RULES.form_fields(VIEW, Command("Red", "use-strategy", {})) is None


def test_a_follow_asks_for_what_the_followed_card_reads():
    session = new_session("ti4", ("Red", "Blue", "Green"), seed=5, options={"picks": "one"})
    for seat, card in (("Red", "technology"), ("Blue", "trade"), ("Green", "politics")):
        session.submit(Command(seat, "pick", {"strategy": card}))
    assert RULES.form_fields(view(session.state, "Blue", RULES), Command("Blue", "follow", {})) is None
    session.submit(Command("Green", "use-strategy", {"strategy": "politics", "speaker": "Blue"}))
    assert RULES.form_fields(view(session.state, "Red", RULES), Command("Red", "follow", {})) == ()
