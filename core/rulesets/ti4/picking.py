"""Whose pick it is in the strategy phase, counting the cards a player kept with Political Stability.

Picks go clockwise from the speaker, round after round, and a player who kept their strategy cards
(the mark ``kept``) is skipped. Public Disgrace sends a just-picked card back (the mark ``disgraced``),
and the same player picks again, another card if one is left.
"""

from __future__ import annotations

from core.rulesets.ti4.common import clockwise_from, plain, speaker


def kept(state) -> dict[str, list[str]]:
    """The strategy cards players kept through Political Stability, by player."""
    return plain(state.mark("kept") or {})


def pickers(state) -> tuple[str, ...]:
    """The players who pick this strategy phase, clockwise from the speaker."""
    keeping = kept(state)
    return tuple(s for s in clockwise_from(state, speaker(state)) if s not in keeping)


def picks_made(state) -> int:
    """How many strategy cards were picked this phase (kept cards are not picks)."""
    taken = plain(state.mark("strategy") or {})
    return sum(len(v) for v in taken.values()) - sum(len(v) for v in kept(state).values())


def picker_at(state, n: int) -> str | None:
    """Who makes pick number `n` (0 first) of this strategy phase."""
    order = pickers(state)
    return order[n % len(order)] if order else None


def last_picker(state) -> str | None:
    """Who picked last this strategy phase (None before the first pick)."""
    n = picks_made(state)
    return picker_at(state, n - 1) if n > 0 else None


def free_cards(rules, state) -> tuple[str, ...]:
    """The strategy cards nobody holds now."""
    taken = {c for cards in plain(state.mark("strategy") or {}).values() for c in cards}
    return tuple(c for c in rules.initiatives if c not in taken)
