"""Cardtable and boardgame.io side by side on the 'deck' workload; prints a table of ratios.

    uv run python benchmarks/compare.py --peer ../shared/bench/peer_bgio
    uv run python benchmarks/compare.py                 # our figures alone

For each size (10,000 and 100,000 actions unless --sizes says otherwise) it
runs our benchmark (benchmarks/deck.py) and then the peer's (`node bench.mjs
N P` in the --peer folder), one after the other, each in a fresh process.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.helpers import ROOT, python_version  # noqa: E402

DECK = ROOT / "benchmarks" / "deck.py"


class BenchmarkFailed(RuntimeError):
    """A benchmark process exited with an error or printed something that is not its JSON."""


def run_json(argv: list[str], cwd: Path) -> dict:
    """Run one benchmark process and parse the JSON object it prints."""
    try:
        done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, check=False)
    except OSError as err:
        raise BenchmarkFailed(f"cannot run {argv[0]}: {err.strerror}") from None
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or ["(no message)"]
        said = next((line for line in lines if "Error" in line), lines[-1]).strip()
        raise BenchmarkFailed(f"{' '.join(argv)} exited with {done.returncode}: {said}")
    try:
        return json.loads(done.stdout)
    except ValueError:
        raise BenchmarkFailed(f"{' '.join(argv)} did not print one JSON object") from None


def machine() -> dict:
    """What the figures were measured on."""
    info = {"nproc": os.cpu_count(), "python": python_version(), "platform": platform.platform()}
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                info["cpu"] = line.split(":", 1)[1].strip()
                break
        info["mem_total_gb"] = round(int(Path("/proc/meminfo").read_text().split()[1]) / 1048576, 1)
        info["loadavg"] = Path("/proc/loadavg").read_text().split()[:3]
    except OSError:
        pass
    return info


def peer_problem(peer: Path) -> str | None:
    """Why the peer cannot run from `peer` (no bench.mjs, no node, boardgame.io not installed), or None."""
    if not (peer / "bench.mjs").is_file():
        return f"--peer {peer}: no bench.mjs there"
    try:
        found = subprocess.run(
            ["node", "-e", "require.resolve('boardgame.io/package.json')"], cwd=peer, capture_output=True, text=True
        )
    except OSError:
        return "node is not installed (the peer runs on Node.js)"
    if found.returncode != 0:
        return (
            f"--peer {peer}: boardgame.io is not installed there; run `npm ci` in it "
            f"(if the folder is read-only, copy it first: cp -r {peer} /tmp/peer_bgio && "
            "cd /tmp/peer_bgio && npm ci, then pass --peer /tmp/peer_bgio)"
        )
    return None


def node_version(peer: Path) -> str:
    try:
        return subprocess.run(["node", "--version"], cwd=peer, capture_output=True, text=True).stdout.strip()
    except OSError:
        return "not found"


def _ratio(a, b) -> float | None:
    return round(a / b, 2) if a is not None and b else None


def _met(value, ok) -> bool | None:
    """Whether a target is met, or None when a figure it needs is missing."""
    return None if value is None else ok(value)


def _decile_ratio(run: dict | None) -> float | None:
    marks = (run or {}).get("moves_per_sec_by_decile") or []
    return round(marks[-1] / marks[0], 2) if len(marks) >= 2 and marks[0] else None


def _pair_ms(run: dict | None) -> float | None:
    if not run:
        return None
    return round(run["redo_undo_seconds"] / run["redo_undo_pairs"] * 1000, 4)


def rows(ours: dict, peer: dict, small: int, large: int) -> list[tuple]:
    """(figure, cardtable, boardgame.io, ratio, target, met) for each target of docs/performance.md."""
    o_s, o_l = ours[small], ours[large]
    p_s, p_l = peer.get(small) or {}, peer.get(large) or {}
    out = []

    def add(figure, mine, theirs, ratio, target, ok):
        out.append((figure, mine, theirs, ratio, target, _met(ratio, ok)))

    add(
        f"actions/s at {small:,}",
        o_s["moves_per_sec"],
        p_s.get("moves_per_sec"),
        _ratio(o_s["moves_per_sec"], p_s.get("moves_per_sec")),
        ">= 2x",
        lambda r: r >= 2,
    )
    add(
        f"actions/s at {large:,}",
        o_l["moves_per_sec"],
        p_l.get("moves_per_sec"),
        _ratio(o_l["moves_per_sec"], p_l.get("moves_per_sec")),
        ">= 20x",
        lambda r: r >= 20,
    )
    add(
        f"actions/s, last tenth / first tenth at {large:,}",
        _decile_ratio(o_l),
        _decile_ratio(p_l),
        _decile_ratio(o_l),
        ">= 0.9",
        lambda r: r >= 0.9,
    )
    add(
        f"replay from file (s) / our decode floor (s) at {large:,}",
        o_l["replay_from_file_seconds"],
        o_l["decode_floor_seconds"],
        _ratio(o_l["replay_from_file_seconds"], o_l["decode_floor_seconds"]),
        "<= 2x",
        lambda r: r <= 2,
    )
    add(
        f"replay from file (s) vs boardgame.io reducer replay (s) at {large:,}",
        o_l["replay_from_file_seconds"],
        p_l.get("replay_reducer_seconds"),
        _ratio(p_l.get("replay_reducer_seconds"), o_l["replay_from_file_seconds"]),
        ">= 10x faster",
        lambda r: r >= 10,
    )
    add(
        f"undo+redo pair at {large:,} (ms)",
        _pair_ms(o_l),
        _pair_ms(p_l),
        _pair_ms(o_l),
        "<= 0.1 ms",
        lambda r: r <= 0.1,
    )
    add(
        f"undo+redo pair, {large:,} / {small:,} (ms)",
        _pair_ms(o_l),
        _pair_ms(o_s),
        _ratio(_pair_ms(o_l), _pair_ms(o_s)),
        "<= 1.5x",
        lambda r: r <= 1.5,
    )
    add(f"seek p50 at {large:,} (ms)", o_l["seek_ms_p50"], None, o_l["seek_ms_p50"], "<= 5 ms", lambda r: r <= 5)
    add(f"seek max at {large:,} (ms)", o_l["seek_ms_max"], None, o_l["seek_ms_max"], "<= 20 ms", lambda r: r <= 20)
    add(
        f"RSS at {large:,} (MB)",
        o_l["rss_mb"],
        p_l.get("rss_mb"),
        _ratio(o_l["rss_mb"], p_l.get("rss_mb")),
        "<= 1x",
        lambda r: r <= 1,
    )
    return out


def side_by_side(ours: dict, peer: dict, sizes: list[int]) -> list[tuple]:
    """Other figures of both engines, for the record (no targets)."""
    keys = (
        "seconds",
        "moves_per_sec",
        "rss_mb",
        "json_bytes_state_plus_log",
        "json_bytes_log_only",
        "replay_client_seconds",
        "replay_reducer_seconds",
        "undo_effective",
        "undo_seconds",
        "redo_undo_seconds",
        "replay_from_file_seconds",
        "decode_floor_seconds",
        "journal_to_disk_seconds",
        "seek_ms_p50",
        "seek_ms_max",
        "gc_full_collections",
        "gc_full_pause_ms_max",
    )
    out = []
    for n in sizes:
        for key in keys:
            out.append((f"{key} at {n:,}", ours[n].get(key), (peer.get(n) or {}).get(key)))
    return out


def _cell(value) -> str:
    if value is None:
        return "-"
    if value is True:
        return "yes"
    if value is False:
        return "NO"
    return f"{value:,}" if isinstance(value, int) else str(value)


def table(header: tuple, body: list[tuple]) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in body]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Cardtable and boardgame.io on the 'deck' workload.")
    parser.add_argument("--peer", type=Path, help="the folder holding the peer's bench.mjs (after npm ci)")
    parser.add_argument("--sizes", default="10000,100000", help="two action counts, small then large")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--json", type=Path, help="also write every raw result to this file")
    parser.add_argument(
        "--gc", choices=("app", "default"), default="app", help="our runs' collector policy (deck.py --gc)"
    )
    args = parser.parse_args(argv)
    try:
        sizes = [int(s) for s in args.sizes.split(",")]
    except ValueError:
        parser.error(f"--sizes takes two whole numbers like 10000,100000, got {args.sizes!r}")
    if len(sizes) != 2 or min(sizes) < 1:
        parser.error(f"--sizes takes two whole numbers like 10000,100000, got {args.sizes!r}")
    problem = peer_problem(args.peer) if args.peer is not None else None
    if problem:
        print(f"compare: {problem}", file=sys.stderr)
        return 2
    small, large = sizes
    ours: dict[int, dict] = {}
    peer: dict[int, dict] = {}
    info = machine()
    try:
        for n in sizes:
            argv = [sys.executable, str(DECK), str(n), "--players", str(args.players), "--gc", args.gc]
            ours[n] = run_json(argv, ROOT)
            if args.peer is not None:
                peer[n] = run_json(["node", "bench.mjs", str(n), str(args.players)], args.peer)
    except BenchmarkFailed as err:
        print(f"compare: {err}", file=sys.stderr)
        return 2
    info["loadavg_after"] = machine().get("loadavg")
    if args.peer is not None:
        info["node"] = node_version(args.peer)
    print("machine: " + json.dumps(info))
    print("our collector policy: " + ours[large].get("gc_policy", "-"))
    print()
    print(table(("figure", "cardtable", "boardgame.io", "ratio", "target", "met"), rows(ours, peer, small, large)))
    print()
    print(table(("figure", "cardtable", "boardgame.io"), side_by_side(ours, peer, sizes)))
    if args.json is not None:
        args.json.write_text(json.dumps({"machine": info, "cardtable": ours, "peer": peer}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        sys.exit(0)
