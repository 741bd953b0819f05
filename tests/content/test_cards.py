"""Card and game definitions are validated on load, with one-line errors naming file, card and field."""

from pathlib import Path

import pytest

from core.content.assets import load_game
from core.content.cards import parse_cards
from core.engine.errors import ContentError

GOOD = {"id": "raid", "name": "Raid", "deck": "action", "text": "Take gold."}


@pytest.mark.parametrize(
    "change, problem",
    [
        ({"id": None}, "'id'"),
        ({"name": 3}, "field 'name': must be str"),
        ({"deck": "nowhere"}, "unknown deck 'nowhere'"),
        ({"kinds": ["flying"]}, "unknown kind 'flying'"),
        ({"cost": {"gold": -1}}, "field 'cost'"),
        ({"requires": {"influence": -2}}, "field 'requires'"),
        ({"requires": 3}, "field 'requires': must be dict"),
        ({"effect": [{"teleport": 1}]}, "unknown effect 'teleport'"),
        ({"effect": [{"draw": "many"}]}, "effect 'draw' takes"),
        ({"colour": "red"}, "field 'colour': is not a card field"),
        ({"kinds": ["display"]}, "needs at least 1 charge"),
        ({"character": {"kind": "wizard", "name": "X"}}, "character.kind"),
    ],
)
def test_bad_card_names_file_card_and_field(change, problem):
    raw = {**GOOD, **change}
    raw = {k: v for k, v in raw.items() if v is not None}
    with pytest.raises(ContentError) as err:
        parse_cards([raw], "cards.yaml", ("action",))
    msg = str(err.value)
    assert msg.startswith("cards.yaml: ") and problem in msg and "\n" not in msg


def test_duplicate_card_id():
    with pytest.raises(ContentError, match="defined twice"):
        parse_cards([GOOD, GOOD], "cards.yaml", ("action",))


def test_sandbox_definition_loads():
    game = load_game("sandbox")
    assert game.library.instances("action")
    assert "hand.limit" in game.rules and "game.over" in game.rules


def test_broken_game_folder_names_the_file(tmp_path):
    folder = tmp_path / "games" / "broken"
    folder.mkdir(parents=True)
    (tmp_path / "games" / "table-rules.yaml").write_text("rules: []\n")
    (folder / "game.yaml").write_text("id: broken\nname: Broken\nversion: 1\ndecks: [{id: a}]\nresources: []\n")
    (folder / "cards.yaml").write_text("cards:\n  - {id: x, name: X, deck: b, text: t}\n")
    (folder / "rules.yaml").write_text("rules: []\n")
    with pytest.raises(ContentError, match=r"cards.yaml: card 'x': field 'deck'"):
        load_game("broken", tmp_path)


def test_a_game_is_listed_unless_its_game_yaml_says_listed_false(tmp_path):
    assert load_game("sandbox").listed
    assert not load_game("bench", folder=Path(__file__).resolve().parents[2] / "benchmarks" / "bench-game").listed
    folder = tmp_path / "games" / "odd"
    folder.mkdir(parents=True)
    (tmp_path / "games" / "table-rules.yaml").write_text("rules: []\n")
    (folder / "game.yaml").write_text(
        "id: odd\nname: Odd\nversion: 1\nlisted: maybe\ndecks: [{id: a}]\nresources: []\n"
    )
    (folder / "cards.yaml").write_text("cards: []\n")
    (folder / "rules.yaml").write_text("rules: []\n")
    with pytest.raises(ContentError, match=r"game.yaml: 'listed' must be true or false, got 'maybe'"):
        load_game("odd", tmp_path)


def test_options_are_checked():
    game = load_game("sandbox")
    with pytest.raises(ContentError, match="unknown option 'speed'"):
        game.resolve_options({"speed": 2})
    with pytest.raises(ContentError, match="option 'hand_limit'"):
        game.resolve_options({"hand_limit": 99})


@pytest.mark.parametrize(
    "labels, problem",
    [
        ("{fast: quickly}", r"options.pace.labels: 'fast' is not one of the choices \['slow', 'steady'\]"),
        ("{slow: 3}", r"options.pace.labels.slow must be words, got 3"),
        ("[slow]", r"options.pace.labels must be a mapping of the option's choices to words, got \['slow'\]"),
    ],
)
def test_option_labels_must_name_a_choice_in_words(tmp_path, labels, problem):
    folder = tmp_path / "games" / "paced"
    folder.mkdir(parents=True)
    (tmp_path / "games" / "table-rules.yaml").write_text("rules: []\n")
    (folder / "game.yaml").write_text(
        "id: paced\nname: Paced\nversion: 1\ndecks: [{id: a}]\nresources: []\n"
        f"options:\n  pace: {{default: slow, choices: [slow, steady], labels: {labels}}}\n"
    )
    (folder / "cards.yaml").write_text("cards: []\n")
    (folder / "rules.yaml").write_text("rules: []\n")
    with pytest.raises(ContentError, match=problem):
        load_game("paced", tmp_path)
