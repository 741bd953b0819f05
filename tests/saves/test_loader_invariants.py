"""A save the loader accepts keeps the game's invariants: its cards, its values in range, its undo option.

Each test mutates a real save (the sandbox fixture or a release-0.1 save) in
one way the loader accepted before (issue 14, items 6 to 8) and expects one
line naming the file and the line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from paths import FIXTURES

from core.engine.cardids import BadCardId, parse_card_id
from core.engine.errors import SaveError
from core.saves.savefile import load_save

SANDBOX = FIXTURES / "sandbox-game.cardtable"
TI4 = FIXTURES / "release-0.1" / "ti4.cardtable"


def objs(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def refused(tmp_path: Path, records: list, match: str, line: int | None = None) -> str:
    path = tmp_path / "mutated.cardtable"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_save(path)
    text = str(info.value)
    assert "\n" not in text and str(path) in text
    assert match in text, text
    if line is not None:
        assert f": line {line}: " in text, text
    return text


def accepted(tmp_path: Path, records: list):
    path = tmp_path / "ok.cardtable"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return load_save(path).session


def laid(records: list) -> dict:
    return records[1]["events"][0]


def first_event(records: list, kind: str) -> tuple[int, dict]:
    for n, record in enumerate(records[2:], 3):
        for event in record.get("events", ()):
            if event["type"] == kind:
                return n, event
    raise LookupError(kind)


# ---------------------------------------------------------------- item 6: cards neither appear nor vanish


@pytest.mark.parametrize("text", ["raid#2", "shields-holding#12", "a.b_c#99"])
def test_a_card_id_is_a_definition_then_a_copy_number(text):
    definition, copy = parse_card_id(text)
    assert f"{definition}#{copy}" == text


@pytest.mark.parametrize(
    "text", ["raid", "raid#", "raid#0", "raid#01", "raid#1/../../etc", "raid#\x07", "#1", "raid#1#2", "ra id#1", 7]
)
def test_anything_else_is_not_a_card_id(text):
    with pytest.raises(BadCardId, match="card id"):
        parse_card_id(text)


@pytest.mark.parametrize("bad", ["raid#99", "raid#1/../../etc", "raid#\x07", "raid#01"])
def test_a_set_up_naming_an_ill_formed_or_surplus_card_is_refused(tmp_path, bad):
    records = objs(SANDBOX)
    deck = laid(records)["zones"]["deck:action"]
    deck[deck.index("raid#1")] = bad
    refused(tmp_path, records, repr(bad) if "\x07" not in bad else "control character", line=2)


def test_a_set_up_that_leaves_a_card_out_is_refused(tmp_path):
    records = objs(SANDBOX)
    left_out = laid(records)["zones"]["deck:action"].pop()
    refused(tmp_path, records, f"the set-up leaves {left_out!r} out of the game", line=2)


def test_a_set_up_zone_set_that_drops_a_card_is_refused(tmp_path):
    records = objs(SANDBOX)
    deck = laid(records)["zones"]["deck:action"]
    records[1]["events"].insert(1, {"type": "zone-set", "v": 1, "zone": "deck:action", "cards": deck[1:]})
    refused(tmp_path, records, f"leaves {deck[0]!r} out", line=2)


def test_a_set_up_that_lays_a_card_twice_is_refused(tmp_path):
    records = objs(SANDBOX)
    zones = laid(records)["zones"]
    zones["discard:action"] = [*zones["discard:action"], zones["deck:action"][0]]
    refused(tmp_path, records, "twice", line=2)


def test_a_zone_set_that_drops_cards_in_play_is_refused(tmp_path):
    records = objs(SANDBOX)
    session = load_save(SANDBOX).session
    deck = list(session.initial.zones["deck:action"])
    records[2]["events"].insert(0, {"type": "zone-set", "v": 1, "zone": "deck:action", "cards": deck[3:]})
    refused(tmp_path, records, f"zone-set: {deck[0]!r} would leave the game", line=3)


def test_a_zone_set_that_moves_cards_between_zones_in_play_is_accepted(tmp_path):
    records = objs(SANDBOX)
    session = load_save(SANDBOX).session
    hand = list(session.initial.zones["hand:Red"])
    top = session.initial.zones["deck:action"][0]
    records[2]["events"].insert(0, {"type": "zone-set", "v": 1, "zone": "hand:Red", "cards": [*hand, top]})
    records[2]["events"].insert(
        1, {"type": "card-moved", "v": 1, "card": top, "src": "hand:Red", "dst": "deck:action", "at": 0}
    )
    assert accepted(tmp_path, records).state == session.state


# ---------------------------------------------------------------- item 7: values stay in range


def test_a_resource_never_goes_negative(tmp_path):
    records = objs(SANDBOX)
    n, event = first_event(records, "resource-changed")
    event["by"] = -997
    refused(tmp_path, records, "gold would go from", line=n)


def test_a_set_up_with_a_negative_resource_is_refused(tmp_path):
    records = objs(SANDBOX)
    laid(records)["resources"]["Red"]["gold"] = -1
    refused(tmp_path, records, "none negative", line=2)


@pytest.mark.parametrize(
    ("text", "problem"),
    [("\ud800", "lone surrogate"), ("a\x07b", "control character"), ("\x1b[2J", "control"), ("nel\x85", "control")],
)
def test_text_with_a_lone_surrogate_or_a_control_character_is_refused(tmp_path, text, problem):
    records = objs(SANDBOX)
    n, event = first_event(records, "marked")
    event["value"] = text
    refused(tmp_path, records, problem, line=n)


def test_a_player_name_with_a_control_character_is_refused(tmp_path):
    records = objs(SANDBOX)
    records[0]["players"][0] = "Re\rd"
    refused(tmp_path, records, "control character", line=1)


def test_tab_and_newline_are_fine_in_text(tmp_path):
    records = objs(SANDBOX)
    _, event = first_event(records, "marked")
    event["key"], event["value"] = "words", "a\tb\nc"  # a mark the sandbox does not declare: any value is kept
    accepted(tmp_path, records)


@pytest.mark.parametrize("number", ["1e400", "-1e400", "NaN", "Infinity", str(2**53 + 1), str(-(2**60))])
def test_non_finite_and_oversized_numbers_are_refused(tmp_path, number):
    records = objs(SANDBOX)
    n, event = first_event(records, "marked")
    event["value"] = "PLACEHOLDER"
    path = tmp_path / "numbers.cardtable"
    text = "".join(json.dumps(r) + "\n" for r in records).replace('"PLACEHOLDER"', number)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match=f": line {n}: "):
        load_save(path)


def test_random_generator_states_may_use_64_bits(tmp_path):
    records = objs(SANDBOX)
    laid(records)["rng"] = 2**64 - 1
    accepted(tmp_path, records)


# ---------------------------------------------------------------- item 8: undo records obey the undo option


def test_an_undo_across_a_barrier_in_a_game_that_forbids_it_is_refused(tmp_path):
    records = objs(SANDBOX)
    assert records[3] == {"seq": 3, "kind": "undo", "commit": 2, "by": "Red", "consent": True}
    records[0]["options"]["undo_barriers"] = "forbid"
    refused(tmp_path, records, "forbids taking back", line=4)
    records[3]["consent"] = False
    refused(tmp_path, records, "forbids taking back", line=4)


def test_an_undo_across_a_barrier_without_consent_is_refused(tmp_path):
    records = objs(SANDBOX)
    records[3]["consent"] = False
    refused(tmp_path, records, "needs the table's consent", line=4)


def test_an_undo_without_a_barrier_is_accepted_in_a_game_that_forbids_barriers(tmp_path):
    records = objs(SANDBOX)
    records[0]["options"]["undo_barriers"] = "forbid"
    records[1:] = records[1:2]
    records.append(
        {
            "seq": 2,
            "kind": "commit",
            "seat": "Red",
            "command": {"player": "Red", "command": "gather"},
            "events": [{"type": "resource-changed", "v": 2, "seat": "Red", "resource": "gold", "by": 1}],
        }
    )
    records.append({"seq": 3, "kind": "undo", "commit": 2, "by": "Red", "consent": False})
    assert accepted(tmp_path, records).line == []


def _hand_shown(records: list) -> tuple[int, dict]:
    return first_event(records, "hand-shown")


@pytest.mark.parametrize(
    ("change", "match"),
    [
        ({"seat": "Nobody"}, "'Nobody' is not a player"),
        ({"cards": ["not-a-card"]}, "is not a card id"),
        ({"cards": ["sabotage#9"]}, "not in this game"),
        ({"zone": "hand:Red"}, "which is not Yellow's hand"),
        ({"cards": ["direct-hit#1", "direct-hit#1"]}, "listed twice"),
    ],
)
def test_a_ti4_hand_shown_is_checked_like_the_rest(tmp_path, change, match):
    records = objs(TI4)
    n, event = _hand_shown(records)
    event.update(change)
    refused(tmp_path, records, match, line=n)


def test_a_ti4_hand_shown_of_cards_not_in_the_hand_is_refused(tmp_path):
    records = objs(TI4)
    n, event = _hand_shown(records)
    event["cards"] = ["sabotage#1"]
    refused(tmp_path, records, "is not in 'hand:Yellow'", line=n)
