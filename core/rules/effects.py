"""The small vocabulary that card effects are written in, as data.

An effect is a list of steps; each step is a one-key mapping such as
``{gain: {gold: 2}}``. Content files can only say what this vocabulary says,
so no card text is ever run as code.

| verb          | argument                 | meaning                                             |
|---------------|--------------------------|-----------------------------------------------------|
| gain          | {resource: n}            | the player gains (capped by the ruleset)            |
| pay           | {resource: n}            | the player pays (refused when they cannot)          |
| draw          | n                        | the player draws n cards from the card's own deck   |
| rival_loses   | {resource: n}            | the target loses, never below zero                  |
| steal         | {resource: n}            | moves up to n from the target to the player         |
| discard       | n                        | the player discards n cards of their choice         |
| cancel        | true                     | cancels the card that opened the reaction window    |
| counter       | kind                     | cancels a triggering card of that kind (covert)     |
| dice          | [type, ...]              | adds battle dice; "?" is a die of any type          |
| charge        | n                        | adds n charges to this display card                 |
| table         | text                     | resolved by hand at the table; costs still apply    |
| discount      | {resource: n}            | passive: the owner's purchases cost n less          |

>>> check_effect([{"gain": {"gold": 2}}, {"draw": 1}])
[('gain', {'gold': 2}), ('draw', 1)]
>>> check_effect([{"fly": 1}])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: unknown effect 'fly' (known: gain, pay, draw, rival_loses, steal, discard, cancel, counter, ...)
"""

from __future__ import annotations

from typing import Any


def _amounts(arg: Any) -> bool:
    return isinstance(arg, dict) and all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v >= 0 for k, v in arg.items()
    )


def _count(arg: Any) -> bool:
    return isinstance(arg, int) and not isinstance(arg, bool) and 1 <= arg <= 20


VERBS = {
    "gain": (_amounts, "a mapping of resource to amount"),
    "pay": (_amounts, "a mapping of resource to amount"),
    "draw": (_count, "a whole number from 1 to 20"),
    "rival_loses": (_amounts, "a mapping of resource to amount"),
    "steal": (_amounts, "a mapping of resource to amount"),
    "discard": (_count, "a whole number from 1 to 20"),
    "cancel": (lambda a: a is True, "true"),
    "counter": (lambda a: isinstance(a, str), "the kind of card it counters"),
    "dice": (lambda a: isinstance(a, list) and all(isinstance(x, str) for x in a), "a list of die types"),
    "charge": (_count, "a whole number from 1 to 20"),
    "table": (lambda a: isinstance(a, str), "a sentence saying what the table does"),
    "discount": (_amounts, "a mapping of resource to amount"),
}


def check_effect(steps: Any) -> list[tuple[str, Any]]:
    """Validate an effect and return its steps as (verb, argument) pairs."""
    if not isinstance(steps, list):
        raise ValueError(f"an effect must be a list of steps, got {steps!r}")
    out = []
    for step in steps:
        if not isinstance(step, dict) or len(step) != 1:
            raise ValueError(f"each effect step must be a one-key mapping, got {step!r}")
        ((verb, arg),) = step.items()
        if verb not in VERBS:
            raise ValueError(f"unknown effect {verb!r} (known: {', '.join(VERBS)})")
        ok, want = VERBS[verb]
        if not ok(arg):
            raise ValueError(f"effect {verb!r} takes {want}, got {arg!r}")
        out.append((verb, arg))
    return out


def describe(steps: tuple) -> str:
    """A short plain-words summary of an effect, for logs and card faces.

    >>> describe((("gain", {"gold": 2}), ("draw", 1)))
    'gain 2 gold; draw 1'
    """
    parts = []
    for verb, arg in steps:
        if isinstance(arg, dict):
            parts.append(f"{verb.replace('_', ' ')} " + ", ".join(f"{n} {r}" for r, n in arg.items()))
        elif arg is True:
            parts.append(verb)
        elif isinstance(arg, list):
            parts.append(f"{verb} " + ", ".join(arg))
        else:
            parts.append(f"{verb.replace('_', ' ')} {arg}")
    return "; ".join(parts)
