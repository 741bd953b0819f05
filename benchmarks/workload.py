"""The 'deck' workload: its driver through the public session API, and a plain model that checks it.

The driver follows the peer's README exactly: step ``i % 4`` is draw, draw,
play(floor(rng() * hand size)), end-turn, for the current seat, and every
dispatched action counts, refused or not. The model replays the same rules
on plain lists, independently of the engine, to give the counts any N must end
with; the peer's published check values are asserted as well.
"""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter
from types import MappingProxyType

from benchmarks.bench import Bench
from benchmarks.helpers import mulberry32
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import Refusal
from core.engine.session import Session
from core.rulesets import make_ruleset, register

register(Bench.id, Bench)  # the workload's game is not installed: the benchmarks make it known here

DECK_SIZE = 60
HAND_LIMIT = 7
GAME_SEED = "deck-bench-1"
DRIVER_SEED = 12345
SEATS = ("0", "1", "2", "3")
NO_ARGS = MappingProxyType({})

# The peer's cross-engine check values with 4 players (deck, discard, hand, power each, accepted, refused).
CHECKS = {
    10_000: (20, 16, 6, 625, 7_524, 2_476),
    100_000: (20, 16, 6, 6_250, 75_024, 24_976),
}


@dataclass
class Outcome:
    """What a run ended with, in the peer's terms."""

    deck: int
    discard: int
    hands: list[int]
    power: list[int]
    accepted: int
    refused: int
    turns: int


def new_session(players: int, sink=None, header_extra: dict | None = None) -> Session:
    """A fresh bench game for `players` seats (2..4), optionally journalling to `sink`."""
    ruleset = make_ruleset("bench")
    seats = SEATS[:players]
    header = {"players": list(seats), "seed": GAME_SEED, **(header_extra or {})}
    return Session(ruleset, header, ruleset.setup(seats, GAME_SEED), sink=sink)


def drive(session: Session, n: int, rng, start: int = 0, decile: int = 0) -> tuple[int, int, list[int]]:
    """Dispatch actions start..start+n-1; returns (accepted, refused, actions/s of each tenth)."""
    submit = session.submit
    hands = {seat: Z.hand(seat) for seat in session.state.seats}
    accepted = refused = 0
    marks: list[int] = []
    previous = perf_counter()
    for i in range(start, start + n):
        step = i & 3
        seat = session.state.active
        if step == 2:
            k = int(rng() * len(session.state.zones[hands[seat]]))
            command = Command(seat, "play", MappingProxyType({"index": k}))
        elif step == 3:
            command = Command(seat, "end-turn", NO_ARGS)
        else:
            command = Command(seat, "draw", NO_ARGS)
        try:
            submit(command)
            accepted += 1
        except Refusal:
            refused += 1
        if decile and (i + 1 - start) % decile == 0 and len(marks) < 10:
            now = perf_counter()
            marks.append(round(decile / (now - previous)))
            previous = now
    return accepted, refused, marks


def outcome(session: Session, accepted: int, refused: int) -> Outcome:
    """The state after a run, as counts."""
    state = session.state
    return Outcome(
        deck=len(state.zone(Z.deck("main"))),
        discard=len(state.zone(Z.discard("main"))),
        hands=[len(state.zone(Z.hand(s))) for s in state.seats],
        power=[state.amount(s, "power") for s in state.seats],
        accepted=accepted,
        refused=refused,
        turns=state.turn - 1,
    )


def model(n: int, players: int) -> Outcome:
    """The workload on plain lists: the counts a correct engine must reach after n actions."""
    rng = mulberry32(DRIVER_SEED)
    deck, discard = list(range(DECK_SIZE)), []
    hands = [[] for _ in range(players)]
    power = [0] * players
    current = accepted = refused = turns = 0
    for i in range(n):
        step, hand = i % 4, hands[current]
        if step < 2:
            if len(hand) >= HAND_LIMIT or not (deck or discard):
                refused += 1
                continue
            if not deck:
                deck, discard = discard, []
            hand.append(deck.pop())
        elif step == 2:
            k = int(rng() * len(hand))
            if not 0 <= k < len(hand):
                refused += 1
                continue
            discard.append(hand.pop(k))
            power[current] += 1
        else:
            current = (current + 1) % players
            turns += 1
        accepted += 1
    return Outcome(len(deck), len(discard), [len(h) for h in hands], power, accepted, refused, turns)


def check(n: int, players: int, got: Outcome) -> None:
    """Raise AssertionError unless the run matches the model and, where published, the peer's check values."""
    want = model(n, players)
    if got != want:
        raise AssertionError(f"the run ended with {got}, the workload model with {want}")
    if players == 4 and n in CHECKS:
        deck, discard, hand, power, accepted, refused = CHECKS[n]
        published = Outcome(deck, discard, [hand] * 4, [power] * 4, accepted, refused, n // 4)
        if got != published:
            raise AssertionError(f"the run ended with {got}, the published check values are {published}")
