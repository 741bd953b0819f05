"""A game session: the live state, the journal, undo, redo and seek.

The session is the only place state changes. `submit` asks the ruleset to
decide a command and folds the events; `undo` and `redo` move along the line
of commits; `state_at` seeks to any commit. Snapshots every SNAPSHOT_EVERY
commits and a short stack of recent states keep undo and seek as cheap at
commit 100,000 as at commit 100.

The session leaves the garbage collector alone: how a program shares the
collector among its parts is the program's policy, not the game's (the
desktop's is in `desktop/table/collector.py`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.errors import Refusal, UndoNeedsConsent
from core.engine.events import CardMoved, DeckReshuffled, DiceRolled, Event
from core.engine.fold import fold
from core.engine.journal import Commit, Record, Redo, Setup, Undo
from core.engine.state import GameState
from core.engine.valueclass import valueclass

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset

SNAPSHOT_EVERY = 128
RECENT = 64


class Sink(Protocol):
    """Where the journal goes as it grows (an autosave file)."""

    def append(self, record: Record) -> None: ...


@valueclass
class Change:
    """What a session operation did, for listeners (the desktop's models)."""

    kind: str
    commit: Commit
    before: GameState
    after: GameState


class Session:
    """One game: its ruleset, header, journal and current state."""

    def __init__(
        self, ruleset: Ruleset, header: Mapping[str, Any], setup_events: Iterable[Event], sink: Sink | None = None
    ) -> None:
        self.ruleset = ruleset
        self.header = dict(header)
        self.setup = Setup(1, tuple(setup_events))
        self.initial = fold(GameState(ruleset.id, tuple(header["players"])), self.setup.events)
        self.records: list[Record] = [self.setup]
        self.line: list[Commit] = []
        self.redo_stack: list[Commit] = []
        self.state = self.initial
        self._snapshots: dict[int, GameState] = {0: self.initial}
        self._recent: deque[GameState] = deque(maxlen=RECENT)
        self.listeners: list[Callable[[Change], None]] = []
        self.sink = sink
        if sink is not None:
            sink.append(self.setup)

    # ------------------------------------------------------------------ recording

    @property
    def next_seq(self) -> int:
        """The sequence number the next record of the journal takes."""
        return self.records[-1].seq + 1

    def _record(self, record: Record) -> None:
        self.records.append(record)
        if self.sink is not None:
            self.sink.append(record)

    def _push(self, commit: Commit, after: GameState) -> None:
        self._recent.append(self.state)
        self.line.append(commit)
        self.state = after
        n = len(self.line)
        if n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = after

    def _notify(self, kind: str, commit: Commit, before: GameState) -> None:
        if self.listeners:
            change = Change(kind, commit, before, self.state)
            for listener in tuple(self.listeners):
                listener(change)

    # ------------------------------------------------------------------ playing

    def submit(self, command: Command) -> Commit:
        """Decide and commit a command; a Refusal changes nothing at all."""
        draft = self.ruleset.draft(self.state, command)
        commit = Commit(self.next_seq, command.seat, command, tuple(draft.events))
        before = self.state
        self._record(commit)
        self.redo_stack.clear()
        self._push(commit, draft.state)
        self._notify("commit", commit, before)
        return commit

    def replay_commit(self, commit: Commit, after: GameState | None = None) -> None:
        """Take a recorded commit as it is (loading a save): fold, never re-decide.

        A loader that already folded the events to check them passes the state they led to as `after`.
        """
        self._record(commit)
        self.redo_stack.clear()
        self._push(commit, after if after is not None else fold(self.state, commit.events))

    # ------------------------------------------------------------------ undo and redo

    def can_undo(self) -> bool:
        """Whether there is a commit to take back."""
        return bool(self.line)

    def can_redo(self) -> bool:
        """Whether there is a commit taken back to restore."""
        return bool(self.redo_stack)

    def undo_barrier(self, by: str) -> tuple[str, ...]:
        """Who saw what that taking back the last commit cannot hide, and what agreeing means (empty: free to
        undo), in words that name no card: the table is asked together, so a card stays hidden from whoever
        did not see it."""
        return tuple(f"{seen}: if you agree, {meaning}" for seen, meaning in self._barriers(by))

    def _barriers(self, by: str) -> list[tuple[str, str]]:
        """Each barrier of the last commit as who saw what, and what taking it back would mean."""
        if not self.line:
            return []
        commit = self.line[-1]
        out: dict[str, str] = {}
        if commit.seat != by:
            out[f"the move was {commit.seat}'s, not {by}'s"] = f"{by} takes it back for {commit.seat}"
        seats = self.state.seats
        for event in commit.events:
            for reveal in event.reveals(seats):
                if reveal.barrier:
                    who = "everyone" if set(reveal.to) == set(seats) else ", ".join(reveal.to)
                    seen, meaning = self._seen(event, who)
                    out.setdefault(f"{who} saw {seen}", meaning)
        return list(out.items())

    def _seen(self, event: Event, who: str) -> tuple[str, str]:
        """What a reveal showed, in words naming no card, and what agreeing to take it back means."""
        knows = "know" if "," in who else "knows"
        if isinstance(event, CardMoved):
            place = self._place(event.src)
            before = self._recent[-1] if self._recent else self._fold_to(len(self.line) - 1)
            src = before.zones.get(event.src, ())
            where = "on top of" if src and src[0] == event.card else "in"
            return (
                f"a card from {place}",
                f"everyone will know that this card is back {where} {place}, and {who} {knows} what it is",
            )
        if isinstance(event, DeckReshuffled):
            return f"{self._place(event.deck)} reshuffled", "the shuffle is taken back, but it was seen"
        if isinstance(event, DiceRolled):
            return f"a roll of {len(event.faces)} dice", "the roll is taken back, but everyone saw how the dice fell"
        shown = event.shown_words()
        if shown:
            return shown, f"the move is taken back, but {who} still {knows} what they saw"
        return "what the move showed", f"the move is taken back, but {who} still {knows} what the move showed"

    def _place(self, zone: str) -> str:
        """A hidden zone in players' words: ``the Administrative deck``, ``Red's Plot cards``, ``the box``."""
        return Z.place_words(zone, self.ruleset.definition.decks)

    def undo(self, by: str | None = None, consent: bool = False) -> Commit:
        """Take back the last commit. Raises UndoNeedsConsent or Refusal at a barrier."""
        if not self.line:
            raise Refusal("undo.nothing", "There is no move to take back")
        commit = self.line[-1]
        by = by or commit.seat
        barriers = self._barriers(by)
        if barriers:
            if self.ruleset.options.get("undo_barriers") == "forbid":
                seen = "; ".join(s for s, _ in barriers)
                raise Refusal("undo.barrier", "This game forbids taking back that move: " + seen)
            if not consent:
                raise UndoNeedsConsent(commit.seq, self.undo_barrier(by))
        before = self.state
        self._record(Undo(self.next_seq, commit.seq, by, bool(barriers)))
        self._pop()
        self.redo_stack.append(commit)
        self._notify("undo", commit, before)
        return commit

    def _pop(self) -> None:
        n = len(self.line)
        self.line.pop()
        self._snapshots.pop(n, None)
        if not self._recent:
            self._refill(n - 1)
        self.state = self._recent.pop()

    def _refill(self, position: int) -> None:
        """Fold once from the nearest snapshot up to `position`, keeping the last RECENT states passed.

        A long run of undos then costs about one fold per commit taken back,
        instead of a fold from the snapshot for each of them.
        """
        base = position - position % SNAPSHOT_EVERY
        while base not in self._snapshots:
            base -= SNAPSHOT_EVERY
        state = self._snapshots[base]
        keep_from = position - RECENT + 1
        for i in range(base, position):
            if i >= keep_from:
                self._recent.append(state)
            state = fold(state, self.line[i].events)
        self._recent.append(state)

    def redo(self) -> Commit:
        """Restore exactly the last commit taken back."""
        if not self.redo_stack:
            raise Refusal("undo.nothing", "There is no move to restore")
        commit = self.redo_stack.pop()
        before = self.state
        self._record(Redo(self.next_seq, commit.seq))
        self._push(commit, fold(self.state, commit.events))
        self._notify("redo", commit, before)
        return commit

    def replay_undo(self, commit_seq: int, by: str, consent: bool) -> None:
        """Take a recorded undo as it is (loading a save)."""
        commit = self.line[-1]
        self._record(Undo(self.next_seq, commit_seq, by, consent))
        self._pop()
        self.redo_stack.append(commit)

    def replay_redo(self, commit_seq: int) -> None:
        """Take a recorded redo as it is (loading a save)."""
        commit = self.redo_stack.pop()
        self._record(Redo(self.next_seq, commit_seq))
        self._push(commit, fold(self.state, commit.events))

    # ------------------------------------------------------------------ seeking and viewing

    def state_at(self, position: int) -> GameState:
        """The state after the first `position` commits of the current line (0: the set-up)."""
        if not 0 <= position <= len(self.line):
            raise IndexError(f"position {position} is outside 0..{len(self.line)}")
        if position == len(self.line):
            return self.state
        return self._fold_to(position)

    def _fold_to(self, position: int) -> GameState:
        base = position - position % SNAPSHOT_EVERY
        while base not in self._snapshots:
            base -= SNAPSHOT_EVERY
        state = self._snapshots[base]
        for commit in self.line[base:position]:
            state = fold(state, commit.events)
        return state

    def must_act(self) -> str | None:
        """The seat the game waits for now, or None."""
        return self.ruleset.must_act(self.state)
