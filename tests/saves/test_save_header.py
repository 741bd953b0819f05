"""The header's own version: a header without one is version 1 and is upcast; a newer one is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fixtures.games import random_game
from paths import FIXTURES

from core.engine.errors import SaveError
from core.saves.header import HEADER_VERSION, make_header, read_header, upcast_header
from core.saves.savefile import load_save, write_save
from core.saves.upcast import HEADER_UPCASTERS, HEADER_VERSION_KEY


@pytest.fixture(scope="module")
def game():
    return random_game(3, moves=12, seats=3)


def with_header(tmp_path: Path, game, change) -> Path:
    """The game saved, then its header line replaced by `change(header)`."""
    path = tmp_path / "game.cardtable"
    write_save(game.session, path)
    first, rest = path.read_text(encoding="utf-8").split("\n", 1)
    header = change(json.loads(first))
    path.write_text(json.dumps(header, separators=(",", ":")) + "\n" + rest, encoding="utf-8")
    return path


def test_todays_header_names_its_version_right_after_the_format_version():
    header = make_header("sandbox", 1, ["Red", "Blue"], 1, {})
    assert list(header)[:3] == ["format", "version", HEADER_VERSION_KEY]
    assert header[HEADER_VERSION_KEY] == HEADER_VERSION == 2


def test_every_older_header_version_has_an_upcaster():
    assert sorted(HEADER_UPCASTERS) == list(range(1, HEADER_VERSION))


def test_a_version_one_header_is_upcast_to_todays_shape():
    v1 = {k: v for k, v in make_header("sandbox", 1, ["Red", "Blue"], 1, {}).items() if k != HEADER_VERSION_KEY}
    upcast = upcast_header(v1)
    assert upcast[HEADER_VERSION_KEY] == HEADER_VERSION
    assert {k: v for k, v in upcast.items() if k != HEADER_VERSION_KEY} == v1
    assert read_header(v1) == upcast
    assert HEADER_VERSION_KEY not in v1


def test_a_version_one_save_loads_and_is_written_again_at_todays_version(tmp_path, game):
    path = with_header(tmp_path, game, lambda h: {k: v for k, v in h.items() if k != HEADER_VERSION_KEY})
    session = load_save(path).session
    assert session.state == game.session.state
    assert session.header[HEADER_VERSION_KEY] == HEADER_VERSION
    again = tmp_path / "again.cardtable"
    write_save(session, again)
    assert json.loads(again.read_text(encoding="utf-8").split("\n", 1)[0])[HEADER_VERSION_KEY] == HEADER_VERSION


def test_the_version_one_fixture_has_no_header_version_and_loads():
    path = FIXTURES / "sandbox-game.cardtable"
    assert HEADER_VERSION_KEY not in json.loads(path.read_text(encoding="utf-8").split("\n", 1)[0])
    assert load_save(path).session.header[HEADER_VERSION_KEY] == HEADER_VERSION


def test_a_newer_header_version_is_refused_in_one_line_naming_the_file(tmp_path, game):
    path = with_header(tmp_path, game, lambda h: {**h, HEADER_VERSION_KEY: HEADER_VERSION + 1})
    with pytest.raises(SaveError) as err:
        load_save(path)
    message = str(err.value)
    assert "\n" not in message
    assert message == (
        f"{path}: line 1: save header version {HEADER_VERSION + 1} is newer than this program reads "
        f"({HEADER_VERSION}); update Cardtable"
    )


@pytest.mark.parametrize(
    ("version", "problem"),
    [(0, "unknown save header version 0"), ("2", "header_version must be a whole number"), (True, "whole number")],
)
def test_a_bad_header_version_is_refused(tmp_path, game, version, problem):
    path = with_header(tmp_path, game, lambda h: {**h, HEADER_VERSION_KEY: version})
    with pytest.raises(SaveError, match=problem):
        load_save(path)


def test_a_re_saved_older_game_keeps_the_version_its_set_up_was_laid_by(tmp_path):
    old = load_save(FIXTURES / "release-0.1" / "inwo.cardtable").session
    assert old.header["ruleset_version"] < old.ruleset.version
    again = tmp_path / "again.cardtable"
    write_save(old, again)
    assert load_save(again).session.header["ruleset_version"] == old.header["ruleset_version"]


@pytest.mark.parametrize("version", [0, -997])
def test_a_ruleset_version_below_1_is_refused(tmp_path, version):
    lines = (FIXTURES / "release-0.1" / "inwo.cardtable").read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["ruleset_version"] = version
    path = tmp_path / "old.cardtable"
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    with pytest.raises(SaveError, match=f"line 1: unknown version {version} of the inwo rules"):
        load_save(path)
