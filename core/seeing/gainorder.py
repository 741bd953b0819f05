"""Where a log line says each seat's gains and losses: all together first, or each after its cause.

Most games say a move's gains first, summed per seat, then what else followed. A game whose rules note why
gains came right after them (1819: "upkeep is met", "the raid rolls 2: the intervention succeeds", a village
cleared) sets `Ruleset.gains_after_notes`, and each run of gains is said after that note instead, so a line reads
cause first: the roll, what it decided, then the plunder.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.engine import events as E
from core.seeing.commandwords import amount, says_amount, summed

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset

# what says the move has moved on (a step, a turn, a window, a question): gains not yet said are said before it
MOVED_ON = (E.PhaseChanged, E.TurnBegan, E.WindowOpened, E.WindowClosed, E.ChoiceOpened, E.GameEnded)


def gains_words(ruleset: Ruleset, changes: list[E.ResourceChanged]) -> list[str]:
    """`changes` summed per seat, in the order the seats first change: ``Blue +2 Gold, −1 Ship``."""
    gains: dict[str, list[tuple[str, int]]] = {}
    for e in changes:
        gains.setdefault(e.seat, []).append((e.resource, e.by))
    names = {r.id: r.name for r in ruleset.definition.resources}
    return [
        f"{seat} " + ", ".join(f"{'+' if n > 0 else '−'}{amount(abs(n), names.get(r, r))}" for r, n in summed(moved))
        for seat, moved in gains.items()
    ]


def after_their_causes(
    ruleset: Ruleset, said: list[tuple[E.Event, str | None]], counted: list[E.ResourceChanged]
) -> list[str]:
    """The events' words in order (`said`: each event with its words, or None), each run of the gains in
    `counted` said after the note that follows it (``the raid rolls 2: Raffles's intervention succeeds; Raffles
    +2 influence to sow``), or, with no such note, before the next step or turn the move moved on to
    (``Temenggong rolls 3, 2 (raid); Temenggong +$5; Farquhar's turn``)."""
    out: list[str] = []
    waiting: list[E.ResourceChanged] = []
    for e, words in said:
        if isinstance(e, E.ResourceChanged):
            if any(e is c for c in counted):
                waiting.append(e)
            continue
        if isinstance(e, MOVED_ON):
            out += gains_words(ruleset, waiting)
            waiting = []
        if words is not None:
            out.append(words)
        if isinstance(e, E.Noted) and words is not None:
            out += gains_words(ruleset, unsaid(ruleset, waiting, [e]))
            waiting = []
    return out + gains_words(ruleset, waiting)


def unsaid(ruleset: Ruleset, changes: list[E.ResourceChanged], said: list[E.Event]) -> list[E.ResourceChanged]:
    """The `changes` that no note among the events `said` already says, for a line that says its gains before
    its notes: ``Red gains 1 victory point (Mutiny)`` is not preceded by ``Red +1 victory point``."""
    notes = [e for e in said if isinstance(e, E.Noted)]
    out = []
    for c in changes:  # a note says one change: "gains 1 victory point" is not also an objective's point
        note = next((n for n in notes if _says(ruleset, n, c)), None)
        if note is None:
            out.append(c)
        else:
            notes.remove(note)
    return out


def _says(ruleset: Ruleset, note: E.Noted, change: E.ResourceChanged) -> bool:
    """Whether a seat's note already says that seat's change (``Raffles gains 1 victory point for the rest of the
    spoils``), so the line does not say it again as ``Raffles +1 victory point``."""
    names = {r.id: r.name for r in ruleset.definition.resources}
    name = names.get(change.resource, change.resource)
    return note.seat == change.seat and says_amount(note.text, abs(change.by), change.resource, name)
