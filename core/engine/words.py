"""Players' words for counts: "1 battle card", "2 battle cards", never "card(s)".

>>> counted(1, "battle card"), counted(3, "action"), counted(0, "stronghold token")
('1 battle card', '3 actions', '0 stronghold tokens')
>>> counted(2, "objective", "objectives kept")
'2 objectives kept'
"""

from __future__ import annotations


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """`n` and the noun, in the plural unless n is one; `plural` for a noun whose plural is not noun + "s"."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def asked(seat: str, kind: str, prompt: str) -> str:
    """What a pending choice asks of `seat`, naming the seat once: a prompt that starts with the seat already says
    who (``Blue must keep 2 private objectives``); a charge's prompt is a verb (``charge X with 3 tokens``)."""
    if prompt.startswith(f"{seat} "):
        return prompt
    return f"{seat} must {prompt}" if kind == "charge" else f"{seat} must choose: {prompt}"
