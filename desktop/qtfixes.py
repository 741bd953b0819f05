"""Work-arounds for known faults of the Qt binding, applied once when `desktop` is imported.

PySide6 6.12 on Python 3.11 loses references to the singletons None, True and
False: each call of a binding method that returns one of them (a signal's
emit(), beginInsertRows(), a failed disconnect()) and each Python override
that returns None to C++ (a model's data() for a role it does not fill) drops
one reference it never took. A table emits and paints thousands of times a
minute, so after a while a count reaches zero and the interpreter aborts
("none_dealloc", "bool_dealloc"). Python 3.12 made these objects immortal by
giving them a huge reference count; on older Pythons we do the same once.
"""

from __future__ import annotations

import ctypes
import sys

PINNED = 1 << 40
SINGLETONS = (None, True, False)


def pin_singletons() -> None:
    """Give None, True and False reference counts no number of lost references can exhaust (Python < 3.12)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for singleton in SINGLETONS:
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < PINNED:
            count.value += PINNED
