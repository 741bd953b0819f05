"""The desktop's policy for CPython's cyclic garbage collector: a long game's history out of its way.

A game's journal is immutable and free of reference cycles, yet the cyclic
collector walks every object it tracks at each full collection, a pause that
grows with the game (about 90 ms at 100,000 actions of the benchmark's
workload). So the table settles the game's history every SETTLE_EVERY commits,
and at once when it is shown a long game (a save opened): the garbage of the
moment is collected and what survives is moved out of the collector's way
(`gc.freeze`). Memory is still freed by reference counting as before. When the
game is put away (File > New, Open, Continue from a replay), what was settled
is handed back (`gc.unfreeze`), so cycles among it can be collected again.

`gc.freeze` is process-wide, which is why this is the app's policy and not the
core's: the core's session never touches the collector.
"""

from __future__ import annotations

import gc

SETTLE_EVERY = 1024


class HistoryCollector:
    """Settles a growing game's history out of the cyclic collector's way, and hands it back when put away."""

    def __init__(self, every: int = SETTLE_EVERY) -> None:
        self.every = every
        self.settle_at = every

    def follow(self, commits: int) -> bool:
        """Settle once the game has `commits` commits and has grown by `every` since the last time; True if so."""
        if commits < self.settle_at:
            return False
        self.settle_at = commits + self.every
        gc.collect()
        gc.freeze()
        return True

    def put_away(self) -> None:
        """The game is put away: hand what was settled back to the collector and start counting again."""
        gc.unfreeze()
        self.settle_at = self.every
