"""The loader checks each mark a save sets, and each reaction window and choice it opens, against the declaration.

Issue 14 item 5: a file whose state the ruleset could not act on is refused
with one line naming the file, the line and the mark; a mark the ruleset does
not declare is kept as it is (a game given a new mark still loads its saves;
tests/rulesets/test_declared_shapes.py names such marks).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from paths import FIXTURES

from core.engine.errors import SaveError
from core.saves.savefile import load_save

SANDBOX = FIXTURES / "sandbox-game.cardtable"
S1819 = FIXTURES / "release-0.1" / "1819.cardtable"


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _write(tmp_path: Path, records: list[dict]) -> Path:
    path = tmp_path / "shaped.cardtable"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _refused(path: Path) -> str:
    with pytest.raises(SaveError) as info:
        load_save(path)
    text = str(info.value)
    assert "\n" not in text and str(path) in text
    return text


def _first_marked(records: list[dict], key: str) -> dict:
    return next(e for r in records[2:] for e in r.get("events", ()) if e["type"] == "marked" and e["key"] == key)


@pytest.mark.parametrize("value", ["yes", 1, [], {"a": 1}, "\t"])
def test_a_declared_mark_of_another_shape_is_refused_naming_line_and_mark(tmp_path, value):
    records = _records(SANDBOX)
    _first_marked(records, "drew")["value"] = value
    text = _refused(_write(tmp_path, records))
    assert ": line 3: event 1: mark 'drew': " in text, text


def test_a_set_up_mark_is_checked_too(tmp_path):
    records = _records(S1819)
    records[1]["events"][0]["marks"]["factions"]["Raffles"] = "dutch"
    text = _refused(_write(tmp_path, records))
    assert ": line 2: " in text and "mark 'factions'['Raffles']: 'dutch' is none of british, malay" in text, text


def test_a_seat_mark_names_a_player(tmp_path):
    records = _records(SANDBOX)
    event = _first_marked(records, "drew")
    event["key"], event["value"] = "target", "Mauve"
    assert "mark 'target': 'Mauve' is not a player of this game" in _refused(_write(tmp_path, records))


def test_an_undeclared_mark_loads_with_any_value(tmp_path):
    records = _records(SANDBOX)
    event = _first_marked(records, "drew")
    event["key"], event["value"] = "a-new-mark", {"anything": [1, "two"]}
    session = load_save(_write(tmp_path, records)).session
    kept = session.line[0].events[0]
    assert (kept.key, kept.value) == ("a-new-mark", {"anything": (1, "two")})


def test_a_choice_of_a_kind_the_game_never_asks_is_refused(tmp_path):
    records = _records(S1819)
    event = next(e for r in records[1:] for e in r.get("events", ()) if e["type"] == "choice-opened")
    event["kind"] = "discard-to-limit"
    assert "a pending choice of kind 'discard-to-limit', which this game never asks" in _refused(
        _write(tmp_path, records)
    )


@pytest.mark.parametrize("game", ["ti4", "inwo"])
def test_a_reaction_window_of_a_kind_the_game_never_opens_is_refused_naming_the_line(tmp_path, game):
    records = _records(FIXTURES / "release-0.1" / f"{game}.cardtable")
    line = next(i for i, r in enumerate(records) if any(e["type"] == "window-opened" for e in r.get("events", ())))
    event = next(e for e in records[line]["events"] if e["type"] == "window-opened")
    event["kind"] = "ambush"
    text = _refused(_write(tmp_path, records))
    assert f": line {line + 1}: " in text and "a reaction window of kind 'ambush', which this game never opens" in text


TI4 = FIXTURES / "release-0.1" / "ti4.cardtable"


@pytest.mark.parametrize(
    ("key", "value", "says"),
    [
        ("agenda", {"order": ["Red"], "next": 0, "name": "Free Beer", "number": 1, "votes": {}, "out": []}, "agenda"),
        ("laws", ["Free Beer"], "law"),
        ("law-owners", {"Free Beer": "Red"}, "law"),
        ("objectives", ["Win the Game"], "objective"),
        ("scored", {"Red": ["Win the Game"]}, "objective"),
        ("secret:Red:objectives", ["Win the Game"], "objective"),
        ("strategy", {"Red": ["free-beer"]}, "strategy card"),
        ("exhausted", ["free-beer"], "strategy card"),
    ],
)
def test_a_ti4_mark_naming_an_unknown_agenda_law_objective_or_strategy_card_is_refused(tmp_path, key, value, says):
    records = _records(TI4)
    event = _first_marked(records, "acted")
    line = next(i for i, r in enumerate(records) if event in r.get("events", ()))
    event["key"], event["value"] = key, value
    text = _refused(_write(tmp_path, records))
    assert f": line {line + 1}: " in text and f"is no {says} of this game" in text, text


def test_a_ti4_mark_naming_a_real_agenda_loads(tmp_path):
    records = _records(TI4)
    event = _first_marked(records, "acted")
    event["key"], event["value"] = "laws", ["Anti-Intellectual Revolution"]
    assert load_save(_write(tmp_path, records)).session.state.mark("laws") == ("Anti-Intellectual Revolution",)
