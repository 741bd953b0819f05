"""A small seeded random generator whose whole state is one integer.

The state lives in the game state, and every outcome it produces is written
into an event, so replay never re-rolls. The generator is splitmix64: tiny,
fast and well distributed, and easy to port.

>>> order, state = shuffle(("a", "b", "c", "d"), seed_state(7))
>>> sorted(order)
['a', 'b', 'c', 'd']
>>> shuffle(("a", "b", "c", "d"), seed_state(7))[0] == order
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

_T = TypeVar("_T")

MASK = (1 << 64) - 1


def seed_state(seed: int | str) -> int:
    """Turn a seed (an int or any text) into a generator state."""
    digest = hashlib.sha256(str(seed).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def next_u64(state: int) -> tuple[int, int]:
    """Return (a 64-bit value, the next state)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31), state


def below(n: int, state: int) -> tuple[int, int]:
    """Return (a uniform integer in [0, n), the next state)."""
    value, state = next_u64(state)
    return value % n, state


def shuffle(items: Sequence[_T], state: int) -> tuple[tuple[_T, ...], int]:
    """Fisher-Yates shuffle; returns (the new order, the next state)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(i + 1, state)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state


def roll(count: int, sides: int, state: int) -> tuple[tuple[int, ...], int]:
    """Roll `count` dice of `sides` sides; returns (the faces, the next state)."""
    faces = []
    for _ in range(count):
        face, state = below(sides, state)
        faces.append(face + 1)
    return tuple(faces), state
