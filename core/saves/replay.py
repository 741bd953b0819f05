"""Replay: a read-only cursor over a loaded game, seen from one perspective.

The cursor seeks with `Session.state_at`, which starts from the nearest
snapshot, so any point of a 100,000-event game is a few folds away; it never
notifies the session's listeners, so seeking replays no side effects (no
reveal pop-ups). The timeline markers and the resource chart are computed
once, by scanning the events, not by folding every commit on every paint.
"""

from __future__ import annotations

from collections.abc import Iterator

from core.engine import events as E
from core.engine import zones as Z
from core.engine.fold import fold
from core.engine.journal import Commit, Record, Redo, Setup, Undo
from core.engine.session import Session
from core.engine.state import GameState
from core.engine.valueclass import replace, valueclass
from core.seeing.describe import describe_commit
from core.seeing.redaction import is_placeholder
from core.seeing.views import TableView, view

CHART_SAMPLES = 600


@valueclass
class Step:
    """One journal record with the live state before and after it (for verify and export)."""

    record: Record
    before: GameState
    after: GameState


def history(session: Session) -> Iterator[Step]:
    """Every record after the set-up, in journal order, with the states around it."""
    state = session.initial
    below: list[GameState] = []
    commits: dict[int, Commit] = {}
    for record in session.records:
        if isinstance(record, Setup):
            continue
        before = state
        if isinstance(record, Commit):
            commits[record.seq] = record
            below.append(state)
            state = fold(state, record.events)
        elif isinstance(record, Undo):
            state = below.pop()
        elif isinstance(record, Redo):
            below.append(state)
            state = fold(state, commits[record.commit].events)
        yield Step(record, before, state)


def taken_back(session: Session) -> dict[int, tuple[Commit, ...]]:
    """The commits that are not in the line the game ended with (taken back and never restored), by the
    position they were made from: what the players tried at that point before choosing the line's move.

    Counted from the journal's records alone (commit, undo, redo), in the order they were made.
    """
    line: list[int] = []
    made: dict[int, tuple[int, Commit]] = {}
    for record in session.records:
        if isinstance(record, Commit):
            made[record.seq] = (len(line), record)
            line.append(record.seq)
        elif isinstance(record, Undo):
            line.pop()
        elif isinstance(record, Redo):
            line.append(record.commit)
    kept = {c.seq for c in session.line}
    out: dict[int, list[Commit]] = {}
    for seq, (position, commit) in made.items():
        if seq not in kept:
            out.setdefault(position, []).append(commit)
    return {position: tuple(commits) for position, commits in out.items()}


@valueclass
class Mark:
    """Where the game stood after one commit of the line: round, turn and whose turn."""

    position: int
    round: int
    turn: int
    active: str | None
    new_round: bool
    new_turn: bool


def timeline(session: Session) -> list[Mark]:
    """Round and turn after each commit of the line, by scanning phase and turn events."""
    s = session.initial
    rnd, turn, active = s.round, s.turn, s.active
    out = []
    for i, commit in enumerate(session.line, 1):
        new_round = new_turn = False
        for e in commit.events:
            if isinstance(e, E.PhaseChanged) and e.round != rnd:
                rnd, new_round = e.round, True
            elif isinstance(e, E.TurnBegan):
                turn, active, new_turn = turn + 1 if e.turn is None else e.turn, e.seat, True
        out.append(Mark(i, rnd, turn, active, new_round, new_turn))
    return out


@valueclass(slots=False)
class Series:
    """Sampled resource amounts: `positions` on the timeline, `values[(seat, resource)]` at each."""

    positions: tuple[int, ...]
    values: dict[tuple[str, str], tuple[int, ...]]
    resources: tuple[str, ...]
    seats: tuple[str, ...]

    def peak(self, resource: str) -> int:
        """The highest amount of `resource` any seat reached (0 when none did)."""
        return max((max(v, default=0) for (s, r), v in self.values.items() if r == resource), default=0)


def resource_series(session: Session, samples: int = CHART_SAMPLES) -> Series:
    """Each seat's resources over the line, sampled at most `samples` + 1 times, in one scan."""
    line = session.line
    n = len(line)
    wanted = sorted({round(i * n / samples) for i in range(samples + 1)}) if n > samples else list(range(n + 1))
    current: dict[tuple[str, str], int] = {}
    for seat, amounts in session.initial.resources.items():
        for resource, amount in amounts.items():
            current[(seat, resource)] = amount
    taken: list[dict[tuple[str, str], int]] = []
    at = iter(wanted)
    nxt: int | None = next(at)
    if nxt == 0:
        taken.append(dict(current))
        nxt = next(at, None)
    for i, commit in enumerate(line, 1):
        for e in commit.events:
            if isinstance(e, E.ResourceChanged):
                current[(e.seat, e.resource)] = current.get((e.seat, e.resource), 0) + e.by
        if i == nxt:
            taken.append(dict(current))
            nxt = next(at, None)
    keys = sorted({k for t in taken for k in t})
    values = {k: tuple(t.get(k, 0) for t in taken) for k in keys}
    names = [r.id for r in session.ruleset.definition.resources]
    resources = tuple(dict.fromkeys([r for r in names if any(k[1] == r for k in keys)] + [k[1] for k in keys]))
    positions = tuple(wanted)
    return Series(positions, values, resources, session.initial.seats)


class ReplayCursor:
    """A read-only position in a loaded game and the perspective it is seen from."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.ruleset = session.ruleset
        redacted = session.header.get("redacted")
        self.redacted: str | None = redacted.get("perspective") if isinstance(redacted, dict) else None
        self.position = 0
        self.state = session.initial
        self.perspective: str = Z.PUBLIC
        self.shown: set[str] = {Z.PUBLIC}
        self.furthest = 0
        self._marks: list[Mark] | None = None
        self._series: Series | None = None
        self._taken: dict[int, tuple[Commit, ...]] | None = None

    @property
    def length(self) -> int:
        """How many commits the line has: positions run from 0 (the set-up) to `length`."""
        return len(self.session.line)

    def perspectives(self) -> tuple[str, ...]:
        """Who the replay may be seen as: the public, each seat, everyone (a redacted replay: less)."""
        if self.redacted is not None:
            return (Z.PUBLIC,) if self.redacted == Z.PUBLIC else (Z.PUBLIC, self.redacted)
        return (Z.PUBLIC, *self.session.initial.seats, Z.EVERYTHING)

    def set_perspective(self, perspective: str) -> None:
        """See the replay as `perspective`, remembering that it was shown."""
        if perspective not in self.perspectives():
            raise ValueError(f"this replay cannot be seen as {perspective!r}")
        self.perspective = perspective
        self.shown.add(perspective)

    def seek(self, position: int) -> GameState:
        """Go to a position (clamped to the line) and return its state; no listener is told."""
        position = max(0, min(self.length, position))
        if position != self.position:
            self.state = self.session.state_at(position)
            self.position = position
        self.furthest = max(self.furthest, position)
        return self.state

    def step(self, delta: int = 1) -> GameState:
        """Move `delta` positions (clamped to the line) and return the state there."""
        return self.seek(self.position + delta)

    def view(self) -> TableView:
        """The table at the cursor as the perspective sees it; a placeholder card is never shown face up."""
        seen = view(self.state, self.perspective, self.ruleset)
        if self.redacted is None:
            return seen
        zones = {
            z: (replace(v, cards=None) if v.cards and any(is_placeholder(c) for c in v.cards) else v)
            for z, v in seen.zones.items()
        }
        return replace(seen, zones=zones)

    def commit(self, position: int) -> Commit | None:
        """The commit that led to a position (None at the set-up)."""
        return self.session.line[position - 1] if 1 <= position <= self.length else None

    def describe(self, position: int) -> str:
        """The commit that led to a position in words, as the current perspective may read it."""
        commit = self.commit(position)
        if commit is None:
            return "The table is laid"
        return describe_commit(self.ruleset, commit, self.perspective)

    def taken_back(self, position: int) -> str:
        """What was tried from a position and taken back, in words for the perspective ('' when nothing was)."""
        if self._taken is None:
            self._taken = taken_back(self.session)
        commits = self._taken.get(position, ())
        return "; ".join(describe_commit(self.ruleset, c, self.perspective) for c in commits)

    def marks(self) -> list[Mark]:
        """Round and turn after each commit of the line, worked out once."""
        if self._marks is None:
            self._marks = timeline(self.session)
        return self._marks

    def series(self) -> Series:
        """Each seat's resources over the line, sampled once."""
        if self._series is None:
            self._series = resource_series(self.session)
        return self._series
