"""Shared pieces of the benchmarks: the driver's random numbers, memory and timing.

The driver's generator is mulberry32, ported bit for bit from the peer's
bench.mjs so both engines see the same sequence of play positions.

>>> rng = mulberry32(12345)
>>> [rng() for _ in range(3)]
[0.9797282677609473, 0.3067522644996643, 0.484205421525985]
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

M = 0xFFFFFFFF
ROOT = Path(__file__).resolve().parent.parent


def mulberry32(seed: int):
    """A tiny 32-bit generator; each call returns a float in [0, 1)."""
    a = seed & M

    def rng() -> float:
        nonlocal a
        a = (a + 0x6D2B79F5) & M
        t = a
        t = ((t ^ (t >> 15)) * (t | 1)) & M
        t ^= (t + (((t ^ (t >> 7)) * (t | 61)) & M)) & M
        return ((t ^ (t >> 14)) & M) / 4294967296

    return rng


def rss_mb() -> float:
    """The process's resident memory now, in MB (what Node's process.memoryUsage().rss reports)."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / 1048576, 1)
    except OSError:
        import resource

        return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) of values, by nearest rank."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def emit(result: dict) -> None:
    """Print a benchmark's result as one JSON object on stdout."""
    sys.stdout.write(json.dumps(result, indent=2) + "\n")


def python_version() -> str:
    return sys.version.split()[0]
