"""Issue 16 follow-up (point 2): what a leader's place brings comes from game.yaml's `place_gives`, the table's one
source for it, and is said with each place offered and in the table notes."""

from __future__ import annotations

import shutil
from types import MappingProxyType

import pytest
from paths import ROOT

from core.content.assets import load_game
from core.engine.commands import Command
from core.engine.errors import ContentError
from core.rulesets import make_ruleset
from core.rulesets.s1819.ruleset import Singapore1819
from core.seeing.commandwords import amount


def _place(place: str) -> Command:
    return Command("Raffles", "place-leader", MappingProxyType({"place": place}))


def test_every_place_says_what_a_leader_there_brings_from_the_data():
    rules = make_ruleset("1819")
    names = {r.id: r.name for r in rules.definition.resources}
    assert set(rules.data.place_gives) == set(rules.data.places)  # the demo board says it of every place
    for place, gives in rules.data.place_gives.items():
        said = rules.prospect(None, _place(place))
        assert said is not None and said.endswith("this round"), (place, said)
        for resource, n in gives.items():
            assert "+" + amount(n, names[resource]) in said, (place, said)
    assert rules.prospect(None, Command("Raffles", "buy-battle", MappingProxyType({}))) is None


def test_the_words_follow_the_data_not_a_copy(tmp_path):
    shutil.copytree(ROOT / "assets", tmp_path / "assets")
    game = tmp_path / "assets/games/1819/game.yaml"
    game.write_text(game.read_text().replace("Boat Quay: {wealth: 2}", "Boat Quay: {wealth: 7}"))
    rules = Singapore1819(definition=load_game("1819", tmp_path / "assets"))
    assert rules.prospect(None, _place("Boat Quay")) == "+$7 this round"


@pytest.mark.parametrize(
    ("wrong", "right"),
    [("Boat Quay: {wealth: 2}", "Tanjong Pagar: {wealth: 2}"), ("Boat Quay: {wealth: 2}", "Boat Quay: {gold: 2}")],
)
def test_a_place_or_resource_the_game_lacks_is_refused_naming_the_field(tmp_path, wrong, right):
    shutil.copytree(ROOT / "assets", tmp_path / "assets")
    game = tmp_path / "assets/games/1819/game.yaml"
    game.write_text(game.read_text().replace(wrong, right))
    with pytest.raises(ContentError, match="field 'place_gives'"):
        Singapore1819(definition=load_game("1819", tmp_path / "assets"))
