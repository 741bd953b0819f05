"""Small pieces every TI4 module shares: marks as plain values, the speaker, strategy cards and initiative order.

TI4 keeps its own facts in the state's marks: ``speaker``, ``strategy`` (seat
-> strategy cards picked this round), ``exhausted`` (strategy cards used),
``bonus`` (trade goods lying on unpicked cards), ``passed``, ``acted``,
``tactical``, ``combat``, ``laws``, ``neural``, ``resolving`` (the card
waiting for its Sabotage window) and ``timing`` (what was played in the
current timing window), read and written with `plain` and `put` from
core/rules/mechanics/marks.py.
"""

from __future__ import annotations

from core.engine.state import GameState
from core.rules.mechanics.marks import plain, put
from core.rules.mechanics.turns import clockwise_from

__all__ = (
    "plain",
    "put",
    "speaker",
    "clockwise_from",
    "held",
    "initiative",
    "initiative_order",
    "after_active",
    "other_seats",
)


def speaker(state: GameState) -> str:
    """The speaker (the first seat until one is named)."""
    return state.mark("speaker", state.seats[0])


def held(state: GameState, seat: str) -> tuple[str, ...]:
    """The strategy cards `seat` picked this round."""
    return tuple((state.mark("strategy") or {}).get(seat, ()))


def initiative(rules, state: GameState, seat: str) -> int:
    """The seat's initiative: its lowest strategy card number (99 without one)."""
    return min((rules.initiatives[c] for c in held(state, seat)), default=99)


def initiative_order(rules, state: GameState) -> tuple[str, ...]:
    """Seats by initiative, lowest first; seats without a strategy card follow clockwise from the speaker."""
    around = clockwise_from(state, speaker(state))
    return tuple(sorted(around, key=lambda s: (initiative(rules, state, s), around.index(s))))


def after_active(rules, state: GameState, by: str) -> tuple[str, ...]:
    """Who may answer a card `by` played: the others in initiative order, starting after the active seat."""
    order = initiative_order(rules, state)
    active = state.active if state.active in order else order[0]
    i = order.index(active) + 1
    return tuple(s for s in order[i:] + order[:i] if s != by)


def other_seats(state: GameState, seat: str) -> tuple[str, ...]:
    """The other seats clockwise, starting after `seat`."""
    return clockwise_from(state, seat)[1:]


def pool_words(text: str | None) -> str:
    """The pools named for command tokens in words, each pool once with its count.

    >>> pool_words("tactic tactic fleet"), pool_words("tactic, strategy"), pool_words("fleet")
    ('the tactic (2) and fleet (1) pools', 'the tactic and strategy pools', 'the fleet pool')
    """
    counts = {p: (text or "").replace(",", " ").split().count(p) for p in (text or "").replace(",", " ").split()}
    if len(counts) == 1:
        ((pool, n),) = counts.items()
        return f"the {pool} pool" + (f" ({n})" if n > 1 else "")
    said = [f"{p} ({n})" if any(k > 1 for k in counts.values()) else p for p, n in counts.items()]
    return "the " + ", ".join(said[:-1]) + " and " + said[-1] + " pools" if said else "no pool"


# The round's phases and steps as players name them, for the log and the banner (Ruleset.step_words).
STEP_WORDS = {
    ("strategy", "pick"): "strategy phase",
    ("action", "turn"): "action phase",
    ("status", "score"): "status phase, scoring objectives",
    ("status", "draw"): "status phase, drawing action cards",
    ("status", "tokens"): "status phase, gaining command tokens",
    ("agenda", "revealed"): "agenda phase, an agenda is revealed",
    ("agenda", "vote"): "agenda phase, voting",
    ("agenda", "outcome"): "agenda phase, the outcome",
}

# Which agendas seen with Politics go under the deck, as the form offers it (arrange-agendas).
BOTTOM_WORDS = {
    "none": "none: both back on top",
    "first": "the first seen under the deck",
    "second": "the second seen under the deck",
    "both": "both under the deck",
}


def tokens_words(amounts: dict[str, int]) -> str:
    """Command tokens by pool as a player says them: ``2 command tokens: 1 tactic, 1 fleet``; ``none``."""
    parts = [f"{n} {pool}" for pool, n in amounts.items() if n]
    total = sum(n for n in amounts.values() if n)
    return f"{total} command token{'' if total == 1 else 's'}: {', '.join(parts)}" if parts else "none"
