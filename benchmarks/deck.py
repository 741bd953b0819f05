"""The 'deck' workload through Cardtable's public session API; prints one JSON object.

    uv run python benchmarks/deck.py [N=100000] [--players P] [--gc app|default]

Field names follow the peer's bench.mjs (docs/performance.md lists them all).
The main run, the journal_to_disk run and every replay assert the workload's
check values, so a fast wrong engine cannot pass.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from time import perf_counter

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import workload as W  # noqa: E402
from benchmarks.helpers import emit, mulberry32, percentile, python_version, rss_mb  # noqa: E402
from core.engine.errors import Refusal  # noqa: E402
from core.engine.fold import fold  # noqa: E402
from core.rulesets import make_ruleset  # noqa: E402
from core.saves.records import record_to_json  # noqa: E402
from core.saves.savefile import (
    SaveWriter,  # noqa: E402
    load_save,  # noqa: E402
    make_header,  # noqa: E402
)
from core.version import app_version  # noqa: E402
from desktop.table.collector import SETTLE_EVERY, HistoryCollector  # noqa: E402

UNDO_CALLS = 1000
REDO_UNDO_PAIRS = 1000
REDO_UNDO_BLOCKS = 5
SEEKS = 1000
SEEK_SEED = 7
CHUNK = 128
GC_POLICIES = {
    "app": f"the desktop's: the history settled out of the cyclic collector's way every {SETTLE_EVERY} commits "
    "(desktop.table.collector: gc.collect + gc.freeze), handed back (gc.unfreeze) when a run's game is put away",
    "default": "the interpreter's defaults: nothing collected, frozen or paused by the benchmark",
}
UNDO_NOTE = (
    "each undo passes consent=True and by=the commit's seat: a draw shows the drawer a hidden card "
    "and a reshuffle resolves randomness, so taking either back needs the table's consent"
)


def plain(value):
    """Tuples, read-only mappings and value classes (core.engine.valueclass) as JSON data."""
    if hasattr(value, "__valueclass_fields__"):
        return {f.name: plain(getattr(value, f.name)) for f in value.__valueclass_fields__}
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


class FullCollections:
    """Times the cyclic collector's full collections (generation 2) while installed in `gc.callbacks`.

    A full collection walks every tracked object, the whole journal included, so its pause grows with the game.
    """

    def __init__(self) -> None:
        self.pauses_ms: list[float] = []
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = perf_counter()
        else:
            self.pauses_ms.append((perf_counter() - self._started) * 1000)

    def __enter__(self) -> FullCollections:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc) -> None:
        gc.callbacks.remove(self)

    def figures(self) -> dict:
        """The count, longest and total pause, as the JSON's `gc_full_*` fields."""
        pauses = self.pauses_ms
        return {
            "gc_full_collections": len(pauses),
            "gc_full_pause_ms_max": round(max(pauses, default=0.0), 2),
            "gc_full_pause_ms_total": round(sum(pauses), 2),
        }


def drive(session, n: int, rng, collector: HistoryCollector | None) -> tuple[int, int, list[int]]:
    """The driver in chunks of CHUNK actions, the collector policy (if any) looking at the journal after each.

    Returns (accepted, refused, actions/s of each tenth), as `workload.drive` does.
    """
    decile = max(1, n // 10)
    accepted = refused = done = 0
    marks: list[int] = []
    previous = perf_counter()
    while done < n:
        step = min(CHUNK, n - done, decile - done % decile)
        got = W.drive(session, step, rng, start=done)
        accepted, refused, done = accepted + got[0], refused + got[1], done + step
        if collector is not None:
            collector.follow(len(session.line))
        if done % decile == 0 and len(marks) < 10:
            now = perf_counter()
            marks.append(round(decile / (now - previous)))
            previous = now
    return accepted, refused, marks


def main_run(n: int, players: int, collector: HistoryCollector | None, sink=None) -> tuple:
    """The timed run of n actions; returns (session, seconds, accepted, refused, deciles, driver rng, gc figures)."""
    session = W.new_session(players, sink)
    rng = mulberry32(W.DRIVER_SEED)
    gc.collect()
    with FullCollections() as collections:
        t0 = perf_counter()
        accepted, refused, marks = drive(session, n, rng, collector)
        seconds = perf_counter() - t0
    W.check(n, players, W.outcome(session, accepted, refused))
    return session, seconds, accepted, refused, marks, rng, collections.figures()


def sizes(session) -> dict:
    t0 = perf_counter()
    lines = [json.dumps(record_to_json(r), ensure_ascii=False, separators=(",", ":")) for r in session.records]
    state = json.dumps(plain(session.state), separators=(",", ":"))
    seconds = perf_counter() - t0
    log = sum(len(line.encode()) + 1 for line in lines)
    return {
        "json_bytes_state_plus_log": log + len(state.encode()),
        "json_bytes_log_only": log,
        "json_stringify_seconds": round(seconds, 4),
    }


def replays(session, players: int) -> dict:
    """(a) a fresh session re-decides every accepted command; (b) the recorded events are folded."""
    commands = [c.command for c in session.line]
    fresh = W.new_session(players)
    submit = fresh.submit
    t0 = perf_counter()
    for command in commands:
        submit(command)
    client = perf_counter() - t0
    t0 = perf_counter()
    state = session.initial
    for commit in session.line:
        state = fold(state, commit.events)
    reducer = perf_counter() - t0
    return {
        "replay_actions": len(commands),
        "replay_client_seconds": round(client, 4),
        "replay_client_matches": fresh.state == session.state,
        "replay_reducer_seconds": round(reducer, 4),
        "replay_reducer_matches": state == session.state,
    }


def seeks(session) -> dict:
    """SEEKS random seeks (session.state_at); a few are checked against a fold from the start."""
    rng = mulberry32(SEEK_SEED)
    length = len(session.line)
    positions = [int(rng() * (length + 1)) for _ in range(SEEKS)]
    times = []
    for position in positions:
        t0 = perf_counter()
        session.state_at(position)
        times.append((perf_counter() - t0) * 1000)
    for position in positions[:5]:
        state = session.initial
        for commit in session.line[:position]:
            state = fold(state, commit.events)
        if session.state_at(position) != state:
            raise AssertionError(f"seek to {position} gave a state that differs from the fold")
    return {"seek_count": SEEKS, "seek_ms_p50": round(percentile(times, 50), 4), "seek_ms_max": round(max(times), 4)}


def undo_redo(session, n: int, rng) -> dict:
    """The peer's undo protocol: finish the turn's play step, 1000 undo() calls, then 1000 redo()+undo() pairs.

    The pairs take 10-20 ms in all, so one pause of the machine moves them by half; the 1000 pairs are
    timed REDO_UNDO_BLOCKS times over (each leaves the game as it found it) and the median block counts.
    """
    j = n
    while j % 4 != 3:
        W.drive(session, 1, rng, start=j)
        j += 1
    start_len = len(session.line)

    def undo() -> bool:
        try:
            session.undo(by=session.line[-1].seat if session.line else None, consent=True)
            return True
        except Refusal:
            return False

    t0 = perf_counter()
    undone = sum(undo() for _ in range(UNDO_CALLS))
    undo_seconds = perf_counter() - t0
    blocks = []
    for _ in range(REDO_UNDO_BLOCKS):
        effective = 0
        t0 = perf_counter()
        for _ in range(REDO_UNDO_PAIRS):
            try:
                session.redo()
                effective += 1
            except Refusal:
                pass
            effective += undo()
        blocks.append(perf_counter() - t0)
    pairs = percentile(blocks, 50)
    return {
        "undo_stack_len_at_start": start_len,
        "undo_calls": UNDO_CALLS,
        "undo_effective": undone,
        "undo_rejected": UNDO_CALLS - undone,
        "undo_seconds": round(undo_seconds, 5),
        "redo_undo_pairs": REDO_UNDO_PAIRS,
        "redo_undo_effective_ops": effective,
        "redo_undo_seconds": round(pairs, 5),
        "redo_undo_pair_ms": round(pairs / REDO_UNDO_PAIRS * 1000, 5),
        "redo_undo_block_seconds": [round(b, 5) for b in blocks],
        "undo_consent": UNDO_NOTE,
    }


def put_away(collector: HistoryCollector | None) -> None:
    """A run's game is done with: what the policy settled is handed back and the garbage collected."""
    if collector is not None:
        collector.put_away()
    gc.collect()


def from_disk(n: int, players: int, collector: HistoryCollector | None) -> dict:
    """The same run with autosave on, then the save read back: decode floor and replay from file."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deck.cardtable"
        writer = SaveWriter(
            path, make_header("bench", make_ruleset("bench").version, W.SEATS[:players], W.GAME_SEED, {})
        )
        session, seconds = main_run(n, players, collector, writer)[:2]
        writer.close()
        final = session.state
        del session
        put_away(collector)
        t0 = perf_counter()
        loads = json.loads
        for line in path.read_bytes().split(b"\n"):
            if line:
                loads(line)
        floor = perf_counter() - t0
        t0 = perf_counter()
        loaded = load_save(path)
        replay = perf_counter() - t0
        return {
            "journal_to_disk_seconds": round(seconds, 4),
            "journal_to_disk_moves_per_sec": round(n / seconds),
            "save_bytes": path.stat().st_size,
            "decode_floor_seconds": round(floor, 4),
            "replay_from_file_seconds": round(replay, 4),
            "replay_from_file_matches": loaded.session.state == final,
            "replay_from_file_records": len(loaded.session.records),
        }


def run(n: int, players: int, policy: str = "app") -> dict:
    collector = HistoryCollector() if policy == "app" else None
    session, seconds, accepted, refused, marks, rng, collections = main_run(n, players, collector)
    rss = rss_mb()
    got = W.outcome(session, accepted, refused)
    out = {
        "framework": "cardtable",
        "version": app_version(),
        "moves": n,
        "seconds": round(seconds, 4),
        "moves_per_sec": round(n / seconds),
        "final_deck_len": got.deck,
        "final_discard_len": got.discard,
        "log_length": len(session.line),
        "rss_mb": rss,
        "players": players,
        "deck_size": W.DECK_SIZE,
        "hand_limit": W.HAND_LIMIT,
        "game_seed": W.GAME_SEED,
        "driver_seed": W.DRIVER_SEED,
        "accepted_actions": accepted,
        "rejected_actions": refused,
        "turns_completed": got.turns,
        "final_hand_lens": got.hands,
        "final_power": got.power,
        "events_committed": sum(len(c.events) for c in session.line),
        "moves_per_sec_by_decile": marks,
        "checks_passed": True,
        "gc_policy": GC_POLICIES[policy],
        **collections,
    }
    out.update(sizes(session))
    out.update(replays(session, players))
    out.update(seeks(session))
    out.update(undo_redo(session, n, rng))
    del session
    put_away(collector)
    out.update(from_disk(n, players, collector))
    out["python"] = python_version()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The 'deck' workload through Cardtable's session API.")
    parser.add_argument("n", nargs="?", type=int, default=100_000, help="actions to dispatch (default 100000)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument(
        "--gc",
        choices=sorted(GC_POLICIES),
        default="app",
        help="the cyclic collector's policy during the runs: the desktop's (default) or the interpreter's",
    )
    args = parser.parse_args(argv)
    if args.n < 1:
        parser.error(f"N must be at least 1, got {args.n}")
    emit(run(args.n, args.players, args.gc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
