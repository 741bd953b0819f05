"""A command's fields in words, by the kind of each field, as the log lines and menu labels say them."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from core.engine.commands import Command
from core.games import games
from core.rulesets import make_ruleset
from core.seeing.commandwords import field_label, field_words, verb


@pytest.fixture(scope="module")
def sandbox():
    return make_ruleset("sandbox")


def _words(ruleset, name: str, namer=None, **args) -> list[str]:
    return field_words(ruleset, Command("Red", name, MappingProxyType(args)), namer or ruleset.card_name)


def test_cards_are_named_with_their_field_words_and_a_target_seat_is_where(sandbox):
    assert _words(sandbox, "play", card="raid", target="Blue", replace="monument") == [
        "Raid",
        "at Blue",
        "replacing Monument",
    ]


def test_a_card_the_viewer_may_not_know_stays_hidden(sandbox):
    assert _words(sandbox, "play", lambda card: "a hidden card", card="raid") == ["a hidden card"]


def test_a_display_card_action_is_said_by_its_name_and_an_unknown_one_by_its_number(sandbox):
    first = sandbox.library.get("workshop").actions[0].name
    assert _words(sandbox, "use", card="workshop", action=0) == ["Workshop", f"({first})"]
    assert _words(sandbox, "use", card="workshop", action=9) == ["Workshop", "action 9"]


def test_a_deck_is_left_for_the_end_of_the_line_and_an_undeclared_field_is_said_as_it_is(sandbox):
    assert _words(sandbox, "draw", deck="action") == []
    assert _words(sandbox, "draw", deck="action", colour="red") == ["colour red"]


def test_verbs_are_in_the_third_person():
    assert [verb(name) for name in ("draw", "end-turn", "carry", "play")] == [
        "draws",
        "ends the turn",
        "carries",
        "plays",
    ]


def test_one_token_is_said_in_the_singular():
    ruleset = make_ruleset("1819")
    assert _words(ruleset, "war", target="Blue", tokens=1)[-1] == "with 1 token"
    assert _words(ruleset, "war", target="Blue", tokens=2)[-1] == "with 2 tokens"


def test_the_1819_war_and_spoils_read_as_verbs():
    assert verb("war") == "declares war" and verb("spoils") == "takes"


@pytest.mark.parametrize("game", list(games()))
def test_every_field_is_labelled_in_words_not_by_its_id(game):
    """A form labels each field by the words its game gives: a resource's name for an amount of it, the spec's
    label, never an id with underscores, digits or a resource's abbreviation ("Tg" for trade goods); a field that
    is not an amount is not called by a resource's name (TI4's pick takes a strategy card, not strategy tokens)."""
    ruleset = make_ruleset(game)
    names = {r.id: r.name for r in ruleset.definition.resources}
    for spec in ruleset.commands.values():
        for f in spec.fields:
            label = field_label(ruleset, f)
            assert "_" not in label and not any(ch.isdigit() for ch in label), (spec.name, f.name, label)
            if f.name in names and f.kind == "int" and not f.label:
                assert label.lower() == names[f.name].lower(), (spec.name, f.name, label)
            if f.kind != "int":
                assert label.lower() not in {name.lower() for name in names.values()}, (spec.name, f.name, label)
