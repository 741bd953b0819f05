"""Journal records in words per viewer, and the table's notes.

`describe_record` turns a commit, an undo or a redo into one log line
as a viewer may read it: every event is redacted with `seen_by` first, and a
card named by the command is only named when the viewer may know it. What a
table lays out for a game (decks, resources, card commands) is `core.seeing.tablelook`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.journal import Commit, Record, Redo, Setup, Undo
from core.engine.valueclass import valueclass
from core.seeing import consequences
from core.seeing.commandwords import (
    Namer,
    amounts,
    command_fields,
    discounted,
    field_words,
    from_deck,
    says_amount,
    summed,
    verb,
)
from core.seeing.consequences import Words, consequence, drawn_words
from core.seeing.gainorder import after_their_causes, gains_words, unsaid

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset
    from core.seeing.views import TableView

Shown = Callable[[str], bool]
"""Whether the viewer could see a card right after a move (an appointed character, a display card)."""

# ---------------------------------------------------------------- table notes


@valueclass(slots=False)
class Note:
    """A public fact kept in a mark, for the table's notes: whose (None for the whole table), what, its value."""

    seat: str | None
    label: str
    text: str


PLAIN = (str, int, bool)


def _label(key: str) -> str:
    return key.replace("_", " ").replace("-", " ").strip().capitalize()


def _word(ruleset: Ruleset, value: str) -> str:
    return ruleset.card_name(value) if value in ruleset.library else value


def _words(ruleset: Ruleset, value: object) -> str | None:
    """A plain mark value in words (cards by name), or None when it is not plain or says nothing."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _word(ruleset, value)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, str) for v in value):
        return ", ".join(_word(ruleset, v) for v in value)
    return None


def generic_notes(ruleset: Ruleset, view: TableView) -> tuple[Note, ...]:
    """The view's marks that read plainly: scalars and lists of words, per seat when the key or its
    entries name a seat; nested or secret marks are left to the game's own panels.

    >>> from types import SimpleNamespace as NS
    >>> from core.rulesets import make_ruleset
    >>> v = NS(seats=("Red", "Blue"), marks={"speaker": "Red", "strategy": {"Red": ["trade"]},
    ...        "passed:Blue": True, "secret:plan": "x", "battle": {"round": {"n": 1}}})
    >>> [(n.seat, n.label, n.text) for n in generic_notes(make_ruleset("sandbox"), v)]
    [(None, 'Speaker', 'Red'), ('Red', 'Strategy', 'trade'), ('Blue', 'Passed', 'yes')]
    """
    seats = set(view.seats)
    out: list[Note] = []
    for key, value in view.marks.items():
        if not isinstance(key, str) or key.startswith("secret:"):
            continue
        name, _, owner = key.partition(":")
        if owner in seats:
            text = _words(ruleset, value)
            if text is not None:
                out.append(Note(owner, _label(name), text))
            continue
        if isinstance(value, Mapping):
            if value and set(value) <= seats:
                said = [(s, _words(ruleset, v)) for s, v in value.items()]
                out.extend(Note(s, _label(key), t) for s, t in said if t is not None)
            continue
        text = _words(ruleset, value)
        if text is not None:
            out.append(Note(None, _label(key), text))
    return tuple(out)


def table_notes(ruleset: Ruleset, view: TableView) -> tuple[Note, ...]:
    """What the table notes of `view`'s marks: the ruleset's own `public_marks(view)` if it describes
    them, else the generic reading of plain marks."""
    described = ruleset.public_marks(view)
    if described is None:
        return generic_notes(ruleset, view)
    return tuple(Note(seat, label, text) for seat, label, text in described)


# ---------------------------------------------------------------- log lines


@valueclass(slots=False)
class LogLine:
    """One log row: its text, who it was by, and its kind (commit, adjust, undo, redo, setup)."""

    seq: int
    seat: str
    kind: str
    text: str


def _known_cards(events: list[E.Event]) -> set[str]:
    """The cards the events name to the viewer: moved, triggering, picked, set or offered, and not hidden."""
    out: set[str] = set()
    for e in events:
        for name in ("card", "trigger"):
            value = getattr(e, name, None)
            if isinstance(value, str) and value != E.HIDDEN:
                out.add(value)
        for name in ("picked", "cards", "options"):
            out.update(c for c in getattr(e, name, ()) or () if c != E.HIDDEN)
    return out


def describe_commit(ruleset: Ruleset, commit: Commit, viewer: str | None, shown: Shown | None = None) -> str:
    """A commit in words as `viewer` may read it.

    A card the command names is named when the viewer made the move, when an
    event the viewer sees names it, or when `shown(card)` says the viewer could
    see it right after the move (an appointed character, a display card).
    """
    seen = [e.seen_by(viewer) for e in commit.events]
    name = _namer(ruleset, commit, viewer, _known_cards(seen), shown)
    command = commit.command
    adjusting = command.name == "adjust"
    if adjusting:
        words = [commit.seat, "adjusts by hand"]
    else:
        words, seen = _move_words(ruleset, commit, seen, name)
    said = " ".join(w for w in words if w)
    seen, text = _restated(seen, said, commit.seat, command.name)
    notes = [e.text for e in seen if isinstance(e, E.Noted) and not e.adjusted]
    text += _paid(ruleset, commit, seen, " ".join(([] if text == said else [text]) + notes))
    text += discounted(ruleset, command)
    seen, text = _moved_on(ruleset, command, seen, text)
    tail = _consequences(ruleset, commit, seen, name)
    if adjusting and command.get("reason"):
        tail.insert(0, f"reason: {command.get('reason')}")
    return text + (" — " + "; ".join(tail) if tail else "")


def _moved_on(ruleset: Ruleset, command: Command, seen: list[E.Event], text: str) -> tuple[list[E.Event], str]:
    """A step moved on to in the game's words goes into the line that moved on: ``Red moves on to step 2, draw a
    Group``, not ``Red moves on — round 1: turn, group``."""
    if command.name != "advance":
        return seen, text
    for i, e in enumerate(seen):
        words = ruleset.step_words(e.phase, e.step) if isinstance(e, E.PhaseChanged) and e.step else None
        if words is not None:
            return seen[:i] + seen[i + 1 :], f"{text} to {words}"
    return seen, text


def _namer(ruleset: Ruleset, commit: Commit, viewer: str | None, known: set[str], shown: Shown | None) -> Namer:
    """How `viewer` names a card in the line of `commit`: by its name when they may know it, else as hidden."""
    own = viewer == commit.seat or viewer == Z.EVERYTHING

    def name(card: str) -> str:
        if own or card in known or (shown is not None and shown(card)):
            return ruleset.card_name(card)
        return "a hidden card"

    return name


def _move_words(ruleset: Ruleset, commit: Commit, seen: list[E.Event], name: Namer) -> tuple[list[str], list[E.Event]]:
    """The words of a move (who, the verb, its fields, where it drew from), and the events left to say after:
    the cards a ``draw`` drew are said in the move, not again as consequences."""
    command = commit.command
    own = ruleset.move_words(command, name)
    if own is not None:
        words = [commit.seat, own]
        seen = [e for e in seen if not consequences.handed(commit.seat, command.get("card"), e)]
    else:
        changed = frozenset(e.resource for e in seen if isinstance(e, E.ResourceChanged) and e.seat == commit.seat)
        words = [commit.seat, verb(command.name), *field_words(ruleset, command, name, changed)]
    drawn = _draws_into_hand(commit.seat, seen) if command.name in ruleset.line_draws else []
    if drawn:
        seen = [e for e in seen if not any(e is d for d in drawn)]
        words = _withdrawn_words(words, command.name, drawn, name)
    words += [from_deck(ruleset, command.get(f.name)) for f in command_fields(ruleset, command) if f.kind == "deck"]
    return words, seen


def _withdrawn_words(words: list[str], command_name: str, drawn: list[E.CardMoved], name: Namer) -> list[str]:
    """The move's words with the cards it drew: each one after ``draws`` (``a card`` when hidden); after another
    verb (``buys a Plot card with UFOs``) only the cards the reader may know (``, drawing Insider Tip``), since
    the move already says that a card was drawn."""
    if command_name == "draw":
        return [*words, consequences.cards_said([drawn_words(e, name) for e in drawn])]
    known = [said for said in (drawn_words(e, name) for e in drawn) if said not in ("a card", "a hidden card")]
    return [*words[:-1], words[-1] + ", drawing " + ", ".join(known)] if known else words


def _draws_into_hand(seat: str, seen: list[E.Event]) -> list[E.CardMoved]:
    """The cards moved from a deck into the seat's hand."""
    hand = Z.hand(seat)
    return [e for e in seen if isinstance(e, E.CardMoved) and e.dst == hand and Z.kind(e.src) == "deck"]


def _payments(commit: Commit, seen: list[E.Event]) -> list[E.ResourceChanged]:
    """The mover's own spending in a move: its losses, unless another seat gains that resource in the same
    move (raid loot or a war's spoils are taken from the mover, not paid by it). Declining pays nothing: what
    the mover loses then comes from the card that resolves ("Insubordination resolves")."""
    if commit.command.name == "decline":
        return []
    changes = [e for e in seen if isinstance(e, E.ResourceChanged)]
    taken = {e.resource for e in changes if e.seat != commit.seat and e.by > 0}
    return [e for e in changes if e.seat == commit.seat and e.by < 0 and e.resource not in taken]


def _paid(ruleset: Ruleset, commit: Commit, seen: list[E.Event], notes: str) -> str:
    """What the seat paid for its move (`` for 2 Gold``), each resource once, unless the game's own `notes`
    on the move already say that amount (``sows 3 influence``, ``loses 1 victory point``); an adjustment or
    a charge pays nothing."""
    if commit.command.name in ("adjust", "charge"):
        return ""
    names = {r.id: r.name for r in ruleset.definition.resources}
    paid = summed([(e.resource, -e.by) for e in _payments(commit, seen)])
    paid = [(r, n) for r, n in paid if not says_amount(notes, n, r, names.get(r, r))]
    return " for " + amounts(ruleset, paid) if paid else ""


def _restated(seen: list[E.Event], text: str, seat: str, command_name: str) -> tuple[list[E.Event], str]:
    """Fold a note that restates the move into its line, so each commit reads as one sentence.

    A note repeating the line and adding ``; more`` keeps only ``more``; a note
    that is the line's own beginning goes; a note saying the same move in fuller
    words (``Red passes first and collects ...``) replaces the line's words.

    >>> n = E.Noted("Red", "Red takes the basic action Explore; the table resolves it")
    >>> [e.text for e in _restated([n], "Red takes the basic action Explore", "Red", "basic")[0]]
    ['the table resolves it']
    >>> _restated([E.Noted("Red", "Red plays Spy")], "Red plays Spy to defend", "Red", "play")
    ([], 'Red plays Spy to defend')
    """
    out: list[E.Event] = []
    own = f"{seat} {verb(command_name)} "
    for e in seen:
        if isinstance(e, E.Noted) and not e.adjusted and e.seat == seat:
            if e.text.startswith(text + ", "):
                text = e.text  # the note goes on with the line's list: "Raffles uses Pepper Garden, Gambier Estate"
                continue
            if e.text.startswith(text) and e.text[len(text) : len(text) + 1] in (";", ",", ":"):
                rest = e.text[len(text) + 1 :].strip()
                if rest:
                    out.append(E.Noted(e.seat, rest))
                continue
            if text == e.text or text.startswith(e.text + " "):
                continue  # the note says less than the line: "Blue plays Dirty Money" under "... to defend"
            if e.text.startswith(text + " "):
                text = e.text  # the note says the line and more: "Blue defends with UFOs (defending itself ...)"
                continue
            if e.text.startswith(own):
                text = e.text
                continue
        out.append(e)
    return out, text


def _consequences(ruleset: Ruleset, commit: Commit, seen: list[E.Event], name: Namer) -> list[str]:
    """What followed from the move: each seat's gains and losses first (the mover's payment is said in the
    line), then the events' own consequences in order; in a game whose notes say why the gains before them
    came (`Ruleset.gains_after_notes`), each gain after its cause instead (core/seeing/gainorder.py)."""
    say = Words(name, lambda zone: Z.place_words(zone, ruleset.definition.decks), ruleset.step_words)
    said: list[tuple[E.Event, str | None]] = []
    drawer, drawn = "", list[str]()  # the seat drawing now and what it drew, said once
    for e in seen:
        if isinstance(e, E.CardMoved) and Z.kind(e.dst) == "hand" and Z.kind(e.src) == "deck":
            if not drawn or drawer != Z.owner(e.dst):
                drawer, drawn = Z.owner(e.dst) or "", []
                said.append((e, None))
            drawn.append(drawn_words(e, name))
            said[-1] = (said[-1][0], _draws(drawer, drawn))
            continue
        drawn = []
        said.append((e, consequence(e, say)))
    counted = _counted(commit, seen)
    if ruleset.gains_after_notes:
        return after_their_causes(ruleset, said, counted)
    counted = unsaid(ruleset, counted, [e for e, s in said if s is not None])
    return gains_words(ruleset, counted) + [s for _, s in said if s is not None]


def _draws(seat: str, cards: list[str]) -> str:
    """Cards drawn one after another, said once: ``Green draws 2 cards``, or by name to who may know them."""
    return f"{seat} draws {consequences.cards_said(cards)}"


def _counted(commit: Commit, seen: list[E.Event]) -> list[E.ResourceChanged]:
    """The changes of resources a line says after the move: all but the mover's own payment."""
    paid = _payments(commit, seen)
    return [e for e in seen if isinstance(e, E.ResourceChanged) and e.by and not any(e is p for p in paid)]


def setup_words(record: Setup) -> list[str]:
    """What the set-up showed the whole table, in order: its rolls and its notes (who goes first, what a seat
    chose to keep), never a card. A table that was not there for the set-up reads it in the log. A seat rolling
    again for the same reason (a tie) starts a new round of that roll.

    >>> first = "roll for the first turn"
    >>> rolls = [E.DiceRolled(s, (f,), 6, first, 0) for s, f in (("Red", 5), ("Blue", 5), ("Red", 2), ("Blue", 6))]
    >>> setup_words(Setup(1, tuple(rolls)))
    ['roll for the first turn: Red 5; Blue 5 — tie, again: Red 2; Blue 6']
    """
    words: list[str] = []
    reason, rolled = None, set[str]()
    for e in record.events:
        if isinstance(e, E.DiceRolled):
            roll = f"{e.seat} {', '.join(map(str, e.faces))}"
            if e.reason != reason:
                words.append(f"{e.reason}: {roll}")
                reason, rolled = e.reason, {e.seat}
            else:
                words.append(f"{words.pop()}{' — tie, again: ' if e.seat in rolled else '; '}{roll}")
                rolled = {e.seat} if e.seat in rolled else rolled | {e.seat}
        elif isinstance(e, E.Noted) and not e.adjusted:
            words.append(e.text)
            reason = None
    return words


def describe_record(
    ruleset: Ruleset,
    record: Record,
    viewer: str | None,
    commits: Mapping[int, Commit],
    shown: Callable[[int], Shown | None] | None = None,
) -> LogLine:
    """A journal record as one log line; `commits` finds the commit an undo or redo names.

    `shown(seq)`, if given, returns the card predicate of `describe_commit` for commit `seq` (None: the
    commit is said by its events alone, as a move taken back is).
    """
    if isinstance(record, Setup):
        return LogLine(record.seq, "", "setup", "; ".join(("The table is laid", *setup_words(record))))
    if isinstance(record, Commit):
        kind = "adjust" if record.command.name == "adjust" else "commit"
        return LogLine(
            record.seq,
            record.seat,
            kind,
            describe_commit(ruleset, record, viewer, shown(record.seq) if shown else None),
        )
    target = commits.get(record.commit)
    what = (
        describe_commit(ruleset, target, viewer, shown(target.seq) if shown else None)
        if target
        else f"move {record.commit}"
    )
    if isinstance(record, Undo):
        consent = " with the table's consent" if record.consent else ""
        return LogLine(record.seq, record.by, "undo", f"{record.by} takes back{consent}: {what}")
    if isinstance(record, Redo):
        return LogLine(record.seq, target.seat if target else "", "redo", f"Restored: {what}")
    raise TypeError(f"not a journal record: {record!r}")


def command_label(ruleset: Ruleset, command: Command) -> str:
    """A menu label for a command the acting seat may give: ``Play Raid at Blue`` (or the game's own words)."""
    own = ruleset.label(command)
    if own:
        return own
    words = [command.name.replace("-", " ").capitalize()] + field_words(ruleset, command, ruleset.card_name)
    return " ".join(words)
