"""Work-arounds for known faults of the Qt binding, applied once when `desktop` is imported.

PySide6 6.12 on Python 3.11 drops one reference to None each time a Python
override returns None to C++ (a model's data() for a role it does not fill, a
mimeData() with nothing to drag). A table view asks for dozens of roles per
card per paint, so after a while None's count reaches zero and the interpreter
aborts ("none_dealloc"). Python 3.12 made None immortal by giving it a huge
reference count; on older Pythons we do the same once.
"""

from __future__ import annotations

import ctypes
import sys

PINNED = 1 << 40


def pin_none() -> None:
    """Give None a reference count no number of lost references can exhaust (Python < 3.12)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < PINNED:
        count.value += PINNED
