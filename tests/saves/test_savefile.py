"""The save format: round trips, the closed marker, torn lines, and a one-line SaveError for every defect."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from fixtures.games import new_session, play_random, random_game
from paths import FIXTURES

from core.engine import events as E
from core.engine.errors import SaveError
from core.saves.eventjson import from_json, to_json
from core.saves.records import record_to_json
from core.saves.savefile import EXTENSION, FORMAT, SaveWriter, is_unfinished, load_save, write_save


@pytest.fixture(scope="module")
def game():
    return random_game(7, moves=30, seats=3)


@pytest.fixture
def save(tmp_path, game) -> Path:
    path = tmp_path / ("game" + EXTENSION)
    write_save(game.session, path)
    return path


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def rewrite(path: Path, objs: list) -> Path:
    path.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
    return path


def test_round_trip_keeps_every_record_and_state(save, game):
    loaded = load_save(save)
    assert loaded.warnings == [] and loaded.closed is None and loaded.redacted is None
    assert [record_to_json(r) for r in loaded.session.records] == [record_to_json(r) for r in game.session.records]
    assert loaded.session.state == game.session.state
    assert [c.seq for c in loaded.session.line] == [c.seq for c in game.session.line]


def test_header_names_format_game_players_seed_options_and_versions(save):
    header = lines(save)[0]
    for key in ("format", "version", "game", "ruleset_version", "players", "seed", "options", "app_version", "created"):
        assert key in header
    assert header["format"] == FORMAT and header["version"] == 1
    assert [r["seq"] for r in lines(save)[1:]] == list(range(1, len(lines(save))))


def test_seat_colours_are_kept_in_the_header_and_are_optional(save):
    objs = lines(save)
    assert "colours" not in objs[0]
    colours = {seat: "#12ab9F" for seat in objs[0]["players"]}
    objs[0]["colours"] = colours
    loaded = load_save(rewrite(save, objs))
    assert loaded.session.header["colours"] == colours
    write_save(loaded.session, save)
    assert lines(save)[0]["colours"] == colours


def test_writer_appends_each_record_and_marks_a_clean_close(tmp_path):
    path = tmp_path / "auto.cardtable"
    session = new_session(2, 3)
    writer = SaveWriter.for_session(session, path)
    play_random(session, 10, random.Random(3))
    assert len(path.read_text().splitlines()) == len(session.records) + 1
    assert is_unfinished(path)
    writer.close("finished")
    assert not is_unfinished(path)
    loaded = load_save(path)
    assert loaded.closed == "finished" and loaded.session.state == session.state


def test_a_game_whose_last_move_ended_it_is_not_offered_to_resume(tmp_path):
    path = tmp_path / "auto.cardtable"
    session = new_session(2, 3)
    writer = SaveWriter.for_session(session, path)
    play_random(session, 5, random.Random(3))
    writer.close()
    seq = session.next_seq
    ended = {
        "seq": seq,
        "kind": "commit",
        "seat": session.state.seats[0],
        "command": {"player": session.state.seats[0], "command": "end-turn"},
        "events": [to_json(E.GameEnded(session.state.seats[0], "the last card was played"))],
    }
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(ended) + "\n")
    assert not is_unfinished(path)
    ended["events"] = [to_json(E.TurnBegan(session.state.seats[1], 9))]
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps({**ended, "seq": seq + 1}) + "\n")
    assert is_unfinished(path)


def test_a_record_after_the_closed_marker_is_refused(tmp_path, save):
    objs = lines(save)
    objs.append({"seq": len(objs), "kind": "closed", "reason": "closed"})
    objs.append({"seq": len(objs), "kind": "closed", "reason": "closed"})
    with pytest.raises(SaveError, match=f"line {len(objs)}: a record after the game was closed"):
        load_save(rewrite(save, objs))


def test_a_torn_last_line_is_dropped_with_a_warning(save, game):
    data = save.read_bytes()
    save.write_bytes(data[:-25])
    loaded = load_save(save)
    assert len(loaded.warnings) == 1 and "torn last line" in loaded.warnings[0]
    assert len(loaded.session.records) == len(game.session.records) - 1


def test_a_torn_line_in_the_middle_is_an_error(save):
    raw = save.read_bytes().split(b"\n")
    raw[3] = raw[3][:20]
    save.write_bytes(b"\n".join(raw))
    with pytest.raises(SaveError, match="line 4: not JSON"):
        load_save(save)


def test_a_newer_format_is_refused_naming_the_version(save):
    objs = lines(save)
    objs[0]["version"] = 7
    with pytest.raises(SaveError, match="line 1: save format version 7 is newer"):
        load_save(rewrite(save, objs))


def test_newer_rules_are_refused_naming_the_version(save):
    objs = lines(save)
    objs[0]["ruleset_version"] = 99
    with pytest.raises(SaveError, match="line 1: made with version 99 of the sandbox rules"):
        load_save(rewrite(save, objs))


def _first(objs, kind, event_type=None):
    for n, o in enumerate(objs):
        if o.get("kind") == kind and (event_type is None or any(e["type"] == event_type for e in o["events"])):
            return n
    raise LookupError(kind)


def _event(objs, event_type):
    n = _first(objs, "commit", event_type)
    return n, next(e for e in objs[n]["events"] if e["type"] == event_type)


def break_not_json(objs):
    return 3, objs[:2] + ["{not json"] + objs[3:]


def break_header_format(objs):
    objs[0]["format"] = "something-else"
    return 1, objs


def break_header_missing(objs):
    del objs[0]["players"]
    return 1, objs


def break_header_unknown_key(objs):
    objs[0]["colour"] = "red"
    return 1, objs


def break_header_colour_not_rgb(objs):
    objs[0]["colours"] = {objs[0]["players"][0]: "red"}
    return 1, objs


def break_header_colour_of_no_player(objs):
    objs[0]["colours"] = {"Nobody": "#112233"}
    return 1, objs


def break_unknown_game(objs):
    objs[0]["game"] = "chess"
    return 1, objs


def break_bad_option(objs):
    objs[0]["options"]["hand_limit"] = "lots"
    return 1, objs


def break_unknown_event(objs):
    n, e = _event(objs, "turn-began")
    e["type"] = "teleported"
    return n + 1, objs


def break_wrong_field_type(objs):
    n, e = _event(objs, "turn-began")
    e["turn"] = "three"
    return n + 1, objs


def break_sequence_gap(objs):
    return 4, objs[:3] + objs[4:]


def break_duplicated_line(objs):
    return 4, objs[:3] + [objs[2]] + objs[3:]


def break_undo_of_nothing(objs):
    objs.insert(2, {"seq": 2, "kind": "undo", "commit": 99, "by": objs[0]["players"][0], "consent": True})
    for i, o in enumerate(objs[3:], 3):
        o["seq"] = i
    return 3, objs


def break_unknown_card(objs):
    objs[1]["events"][0]["zones"]["box"] = ["dragon#1"]
    return 2, objs


def break_card_not_in_zone(objs):
    n, e = _event(objs, "card-moved")
    e["src"] = "box"
    return n + 1, objs


def break_choice_with_none_open(objs):
    n, e = _event(objs, "turn-began")
    objs[n]["events"].append(
        {"type": "choice-made", "v": 1, "seat": e["seat"], "zone": "hand:" + e["seat"], "picked": []}
    )
    return n + 1, objs


def break_window_with_none_open(objs):
    n, e = _event(objs, "turn-began")
    objs[n]["events"].append({"type": "window-passed", "v": 1, "seat": e["seat"]})
    return n + 1, objs


def break_huge_number(objs):
    n, e = _event(objs, "turn-began")
    e["turn"] = 10**30
    return n + 1, objs


def break_unknown_player(objs):
    n = _first(objs, "commit")
    objs[n]["seat"] = "Mallory"
    return n + 1, objs


def break_command(objs):
    n = _first(objs, "commit")
    objs[n]["command"]["command"] = "cheat"
    return n + 1, objs


def break_record_kind(objs):
    objs[3]["kind"] = "rewind"
    return 4, objs


BREAKERS = [v for k, v in sorted(globals().items()) if k.startswith("break_")]


@pytest.mark.parametrize("breaker", BREAKERS, ids=lambda f: f.__name__[6:])
def test_every_defect_is_one_line_naming_the_line(save, breaker):
    line, objs = breaker(lines(save))
    path = save.with_name("broken.cardtable")
    path.write_text("".join((o if isinstance(o, str) else json.dumps(o)) + "\n" for o in objs), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_save(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: line {line}: "), message


def test_absurdly_long_lines_and_deep_nesting_are_refused(save):
    objs = lines(save)
    deep: list = []
    for _ in range(200):
        deep = [deep]
    objs[2]["events"].append({"type": "marked", "v": 1, "key": "x", "value": deep})
    with pytest.raises(SaveError, match="line 3: absurdly deep nesting"):
        load_save(rewrite(save, objs))
    objs = lines(save)
    objs[2]["command"]["padding"] = "x" * (2 << 20)
    with pytest.raises(SaveError, match="line 3: the line is absurdly long"):
        load_save(rewrite(save, objs))


def test_missing_file_and_empty_file(tmp_path):
    with pytest.raises(SaveError, match="cannot read"):
        load_save(tmp_path / "nope.cardtable")
    empty = tmp_path / "empty.cardtable"
    empty.write_bytes(b"")
    with pytest.raises(SaveError, match="line 1: empty file"):
        load_save(empty)


def test_version_one_events_are_upcast_on_load(tmp_path):
    """Noted v1 had no `adjusted` flag; v2 has it, and the upcaster derives it from the v1 text."""
    fixture = FIXTURES / "noted-v1.cardtable"
    raw_notes = [
        e for o in lines(fixture)[1:] if o.get("kind") == "commit" for e in o["events"] if e["type"] == "noted"
    ]
    assert raw_notes and all(e["v"] == 1 for e in raw_notes)
    path = tmp_path / "old.cardtable"
    shutil.copy(fixture, path)
    session = load_save(path).session
    notes = [e for c in session.line for e in c.events if isinstance(e, E.Noted)]
    assert [n.adjusted for n in notes] == [True, False]
    assert all(to_json(n)["v"] == E.Noted.v == 2 for n in notes)


def test_version_one_totals_and_turn_numbers_come_out_the_same_when_counted():
    """Resource and turn events of v1 wrote the amount and turn number they led to; v2 counts them, the same."""
    records = lines(FIXTURES / "sandbox-game.cardtable")[1:]
    session = load_save(FIXTURES / "sandbox-game.cardtable").session
    position = {c.seq: i for i, c in enumerate(session.line, 1)}
    kept = [r for r in records if r["kind"] == "commit" and r["seq"] in position]
    checked = 0
    for commit in kept:
        after = session.state_at(position[commit["seq"]])
        for e in commit["events"]:
            if e["type"] == "resource-changed" and e["v"] == 1:
                last = [
                    x
                    for x in commit["events"]
                    if x["type"] == "resource-changed" and (x["seat"], x["resource"]) == (e["seat"], e["resource"])
                ][-1]
                assert after.amount(e["seat"], e["resource"]) == last["to"]
                checked += 1
            elif e["type"] == "turn-began" and e["v"] == 1:
                assert after.turn == e["turn"]
                checked += 1
    assert checked > 20


def test_a_version_one_window_close_loads_with_no_words_of_its_own():
    closed = from_json({"type": "window-closed", "v": 1, "trigger": "raid#1", "cancelled": False})
    assert closed == E.WindowClosed("raid#1", False, "") and to_json(closed)["v"] == 2
