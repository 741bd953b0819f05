"""The benchmarks keep working: each runs at a tiny N and prints its JSON. No timings are asserted."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import workload as W  # noqa: E402
from benchmarks.compare import rows  # noqa: E402
from benchmarks.helpers import mulberry32  # noqa: E402

PEER_FIELDS = (
    "moves",
    "seconds",
    "moves_per_sec",
    "moves_per_sec_by_decile",
    "final_deck_len",
    "final_discard_len",
    "final_hand_lens",
    "final_power",
    "accepted_actions",
    "rejected_actions",
    "turns_completed",
    "log_length",
    "rss_mb",
    "json_bytes_state_plus_log",
    "json_bytes_log_only",
    "json_stringify_seconds",
    "replay_client_seconds",
    "replay_client_matches",
    "replay_reducer_seconds",
    "replay_reducer_matches",
    "undo_seconds",
    "undo_effective",
    "undo_rejected",
    "redo_undo_seconds",
    "redo_undo_effective_ops",
)
OUR_FIELDS = (
    "journal_to_disk_seconds",
    "replay_from_file_seconds",
    "replay_from_file_matches",
    "decode_floor_seconds",
    "seek_ms_p50",
    "seek_ms_max",
    "undo_consent",
    "checks_passed",
)


def run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_the_driver_rng_is_the_peers_mulberry32():
    rng = mulberry32(12345)
    assert [rng() for _ in range(3)] == [0.9797282677609473, 0.3067522644996643, 0.484205421525985]


def test_the_model_reaches_the_published_check_values():
    for n, (deck, discard, hand, power, accepted, refused) in W.CHECKS.items():
        assert W.model(n, 4) == W.Outcome(deck, discard, [hand] * 4, [power] * 4, accepted, refused, n // 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_engine_matches_the_model_through_the_session(players):
    session = W.new_session(players)
    accepted, refused, marks = W.drive(session, 400, mulberry32(W.DRIVER_SEED), decile=40)
    W.check(400, players, W.outcome(session, accepted, refused))
    assert len(marks) == 10 and len(session.line) == accepted


def test_a_wrong_count_fails_the_check():
    good = W.model(200, 4)
    bad = W.Outcome(good.deck, good.discard, good.hands, good.power, good.accepted - 1, good.refused + 1, good.turns)
    with pytest.raises(AssertionError, match="workload model"):
        W.check(200, 4, bad)


@pytest.mark.parametrize("n, players", [(203, 4), (90, 2)])
def test_deck_benchmark_prints_every_field(n, players):
    done = run("benchmarks/deck.py", str(n), "--players", str(players))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    for key in PEER_FIELDS + OUR_FIELDS:
        assert key in out, key
    assert out["moves"] == n and out["checks_passed"]
    assert out["accepted_actions"] + out["rejected_actions"] == n
    assert out["replay_client_matches"] and out["replay_reducer_matches"] and out["replay_from_file_matches"]
    assert out["undo_effective"] == min(1000, out["undo_stack_len_at_start"])
    assert out["redo_undo_effective_ops"] == 2000
    assert len(out["moves_per_sec_by_decile"]) == 10


def test_deck_benchmark_refuses_a_bad_n():
    done = run("benchmarks/deck.py", "0")
    assert done.returncode == 2 and "N must be at least 1" in done.stderr


def test_compare_alone_prints_the_ratio_table():
    done = run("benchmarks/compare.py", "--sizes", "80,160")
    assert done.returncode == 0, done.stderr
    assert "| figure | cardtable | boardgame.io | ratio | target | met |" in done.stdout
    assert "| actions/s at 160 |" in done.stdout and "machine:" in done.stdout


def test_compare_reads_a_peer(tmp_path):
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    fields = {
        "moves_per_sec": 1000,
        "moves_per_sec_by_decile": [1000] * 10,
        "rss_mb": 100.0,
        "replay_reducer_seconds": 1.0,
        "redo_undo_seconds": 0.04,
        "redo_undo_pairs": 1000,
    }
    (tmp_path / "bench.mjs").write_text(
        f"const out = {json.dumps(fields)}; out.moves = Number(process.argv[2]);\n"
        "process.stdout.write(JSON.stringify(out));\n"
    )
    done = run("benchmarks/compare.py", "--sizes", "60,120", "--peer", str(tmp_path))
    assert done.returncode == 2 and "boardgame.io is not installed there; run `npm ci`" in done.stderr
    package = tmp_path / "node_modules" / "boardgame.io"
    package.mkdir(parents=True)
    (package / "package.json").write_text('{"name": "boardgame.io", "version": "0.0.0"}')
    done = run(
        "benchmarks/compare.py", "--sizes", "60,120", "--peer", str(tmp_path), "--json", str(tmp_path / "r.json")
    )
    assert done.returncode == 0, done.stderr
    assert "| actions/s at 60 |" in done.stdout and "| 1,000 |" in done.stdout
    raw = json.loads((tmp_path / "r.json").read_text())
    assert raw["peer"]["120"]["moves"] == 120 and raw["cardtable"]["120"]["moves"] == 120


def test_compare_names_a_missing_peer(tmp_path):
    done = run("benchmarks/compare.py", "--peer", str(tmp_path))
    assert done.returncode == 2 and "no bench.mjs" in done.stderr


def test_ratio_rows_leave_unmeasured_targets_open():
    ours = {
        n: {
            "moves_per_sec": 10,
            "moves_per_sec_by_decile": [10] * 10,
            "replay_from_file_seconds": 1.0,
            "decode_floor_seconds": 0.5,
            "redo_undo_seconds": 0.01,
            "redo_undo_pairs": 1000,
            "seek_ms_p50": 1.0,
            "seek_ms_max": 2.0,
            "rss_mb": 50.0,
        }
        for n in (1, 2)
    }
    table = {row[0]: row for row in rows(ours, {}, 1, 2)}
    assert table["actions/s at 2"][5] is None
    assert table["replay from file (s) / our decode floor (s) at 2"][3:] == (2.0, "<= 2x", True)
    assert table["seek max at 2 (ms)"][5] is True


def test_desktop_benchmark_runs_offscreen():
    done = run("benchmarks/desktop.py", "--commands", "5", "--runs", "1")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert len(out["start_to_paint_bare_runs_ms"]) == 1
    assert set(out["start_qt_floor_parts_ms"]) == {"python_and_pyside", "app_modules", "window_built", "first_frame"}
    enums = out["start_enums_made"]  # the floor names many more Qt types (the Qt namespace alone makes 93 enums)
    assert enums["qt_floor"]["classes"] > enums["bare"]["classes"] + 90 > 90, enums
    assert enums["qt_floor"]["ms"] > 0 and enums["bare"]["ms"] > 0, enums
    if out["missing"]:
        pytest.skip("the desktop benchmark's game measurements need: " + "; ".join(out["missing"]))
    assert out["commands"] == 5 and out["command_refused"] == 0
    for key in (
        "start_to_paint_table_ms",
        "start_table_over_bare",
        "start_table_over_bare_steadier",
        "start_table_over_qt_floor",
        "start_table_parts_ms",
        "command_to_models_ms_p50",
        "command_to_models_ms_max",
        f"rss_mb_{out['game']}_{out['players']}_seats_open",
    ):
        assert key in out, key
