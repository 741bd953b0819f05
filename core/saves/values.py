"""The values a save may hold: finite numbers, whole numbers within 2^53, text without control characters.

JSON itself allows more than Cardtable can use: a float that overflows to
infinity (``1e400``), an integer too large to round-trip through other JSON
readers, a lone surrogate (``"\\ud800"``) that cannot be written back as
UTF-8, or a control character that would garble a screen or a log. The
loader refuses them on every line it reads, and every writer refuses them
before writing, so the app never writes a file its own loader would refuse.
Random-generator states are 64-bit by design, so a number under a key named
``rng`` may be as large as 2^64.
"""

from __future__ import annotations

import math
import re
from typing import Any

from core.engine.errors import SaveError

MAX_WHOLE = 1 << 53
MAX_RNG = 1 << 64
RNG_KEY = "rng"
_BAD_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


class UnsavableValue(SaveError):
    """A value that a save may not hold, met by a writer before anything was written."""


def bad_text(text: str) -> str | None:
    """Why `text` may not be in a save (a lone surrogate or a control character), or None when it may."""
    found = _BAD_TEXT.search(text)
    if found is None:
        return None
    char = found.group()
    kind = "a lone surrogate" if "\ud800" <= char <= "\udfff" else "a control character"
    return f"text {text[:40]!r} holds {kind} ({ascii(char)})"


def _bad_scalar(value: Any, key: Any) -> str | None:
    cls = value.__class__
    if cls is str:
        return bad_text(value)
    if cls is int:
        most = MAX_RNG if key == RNG_KEY else MAX_WHOLE
        if not -most <= value <= most:
            return f"the number {str(value)[:40]} is beyond {'2^64' if most == MAX_RNG else '2^53'}"
    elif cls is float and not math.isfinite(value):
        return f"{value} is not a number a save may hold"
    return None


def bad_value(value: Any) -> str | None:
    """Why a JSON value (with everything inside it) may not be in a save, or None when it may.

    Most values are short texts and small whole numbers, tested inline; anything
    else goes through `_bad_scalar` for its verdict and message.
    """
    search = _BAD_TEXT.search
    stack: list[tuple[Any, Any]] = [(value, None)]
    pop, push = stack.pop, stack.append
    while stack:
        item, key = pop()
        cls = item.__class__
        if cls is dict:
            for k, v in item.items():
                if k.__class__ is str and search(k) is not None:
                    return bad_text(k)
                vcls = v.__class__
                if vcls is str:
                    if search(v) is None:
                        continue
                elif vcls is int:
                    if -MAX_WHOLE <= v <= MAX_WHOLE:
                        continue
                elif vcls is bool or v is None:
                    continue
                push((v, k))
        elif cls is list or cls is tuple:
            for v in item:
                push((v, key))
        else:
            problem = _bad_scalar(item, key)
            if problem is not None:
                return problem
    return None


def check_value(value: Any, what: str) -> None:
    """Refuse a JSON value a save may not hold; raises ValueError naming `what`."""
    problem = bad_value(value)
    if problem is not None:
        raise ValueError(f"{what}: {problem}")
