"""Journal records in words per viewer, and the table's notes.

`describe_record` turns a commit, an undo or a redo into one log line
as a viewer may read it: every event is redacted with `seen_by` first, and a
card named by the command is only named when the viewer may know it. What a
table lays out for a game (decks, resources, card commands) is `core.seeing.tablelook`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine import events as E
from core.engine import zones as Z
from core.engine.journal import Commit, Redo, Setup, Undo
from core.engine.valueclass import valueclass

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


def _words(ruleset, value) -> str | None:
    """A plain mark value in words (cards by name), or None when it is not plain or says nothing."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return ruleset.card_name(value) if value in ruleset.library else value
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, str) for v in value):
        return ", ".join(_words(ruleset, v) for v in value)
    return None


def generic_notes(ruleset, view) -> tuple[Note, ...]:
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


def table_notes(ruleset, view) -> tuple[Note, ...]:
    """What the table notes of `view`'s marks: the ruleset's own `public_marks(view)` if it describes
    them, else the generic reading of plain marks."""
    described = ruleset.public_marks(view)
    if described is None:
        return generic_notes(ruleset, view)
    return tuple(Note(seat, label, text) for seat, label, text in described)


# ---------------------------------------------------------------- log lines


PHRASES = {
    "end-turn": "ends the turn",
    "basic": "takes the basic action",
    "event": "takes the Event action",
    "battle": "starts a battle",
    "battle-pass": "passes in the battle",
    "lead": "leads with",
    "upkeep": "pays upkeep",
    "advance": "moves on",
    "roll": "rolls the battle dice",
    "continue": "fights another round",
    "retreat": "retreats",
    "takeover": "takes over",
    "use-strategy": "uses",
}


def verb(command_name: str) -> str:
    """A command name as a verb of the third person: ``end-turn`` -> ``ends the turn``.

    >>> verb("end-turn"), verb("pass"), verb("play"), verb("declare-war")
    ('ends the turn', 'passes', 'plays', 'declares war')
    """
    if command_name in PHRASES:
        return PHRASES[command_name]
    head, _, rest = command_name.partition("-")
    if head.endswith(("s", "sh", "ch", "x")):
        head += "es"
    elif head.endswith("y") and head[-2:-1] not in "aeiou":
        head = head[:-1] + "ies"
    else:
        head += "s"
    return " ".join([head, rest.replace("-", " ")]).strip()


@valueclass(slots=False)
class LogLine:
    """One log row: its text, who it was by, and its kind (commit, adjust, undo, redo, setup)."""

    seq: int
    seat: str
    kind: str
    text: str


def _amounts(ruleset, changes: list[tuple[str, int]]) -> str:
    names = {r.id: r.name for r in ruleset.definition.resources}
    return ", ".join(f"{n} {names.get(r, r)}" for r, n in changes)


def _known_cards(events: list[E.Event]) -> set[str]:
    out: set[str] = set()
    for e in events:
        for name in ("card", "trigger"):
            value = getattr(e, name, None)
            if isinstance(value, str) and value != E.HIDDEN:
                out.add(value)
        for name in ("picked", "cards", "options"):
            out.update(c for c in getattr(e, name, ()) or () if c != E.HIDDEN)
    return out


def _listed(names: list[str]) -> str:
    """Card names for a log line, hidden ones counted together.

    >>> _listed(["Spy", "a hidden card", "a hidden card"]), _listed(["a hidden card"]), _listed([])
    ('Spy and 2 hidden cards', 'a hidden card', 'none')
    """
    hidden = names.count("a hidden card")
    shown = [n for n in names if n != "a hidden card"]
    if hidden > 1:
        shown.append(f"{hidden} hidden cards")
    elif hidden:
        shown.append("a hidden card")
    if len(shown) > 1 and hidden:
        return ", ".join(shown[:-1]) + " and " + shown[-1]
    return ", ".join(shown) or "none"


def _fields(ruleset, command) -> tuple:
    spec = ruleset.commands.get(command.name)
    return spec.fields if spec else ()


def _from_deck(ruleset, deck: Any) -> str:
    """Where a move drew from, by the deck's name: ``from the Administrative deck``, ``from Plot cards``."""
    if deck is None:
        return ""
    named = ruleset.definition.decks.get(deck, str(deck))
    return f"from the {named}" if named.lower().endswith("deck") else f"from {named}"


CARD_FIELD_WORDS = {"replace": "replacing", "leader": "led by", "target": "on"}


def _arg_words(ruleset, command, name) -> list[str]:
    """A command's fields in words, in the order its spec lists them, naming cards with `name`; an amount of
    a resource is left to the line's consequences, which say what each seat gained or paid."""
    spec = ruleset.commands.get(command.name)
    kinds = {f.name: f.kind for f in spec.fields} if spec else {}
    resources = {r.id for r in ruleset.definition.resources}
    card_words = {**CARD_FIELD_WORDS, **ruleset.card_field_words}
    words = []
    for key in [*kinds, *(k for k in command.args if k not in kinds)]:
        if key not in command.args:
            continue
        value, kind = command.args[key], kinds.get(key, "")
        if kind == "card":
            words.append(name(value) if key == "card" else f"{card_words.get(key, key)} {name(value)}")
        elif kind == "cards":
            if not value and key != "cards":
                continue  # "pays upkeep", not "pays upkeep keep none": the consequences say what left
            listed = _listed([name(c) for c in value])
            words.append(listed if key == "cards" else f"{key} {listed}")
        elif kind == "seat":
            words.append(("at " if key == "target" else f"{key} ") + str(value))
        elif kind == "amounts":
            if key != "cost":
                words.append(f"{key} " + _amounts(ruleset, list(value.items())))
        elif kind == "deck":
            continue
        elif kind == "str" and key == "name":
            words.append(str(value))
        elif kind == "str" and ruleset.value_name(key, value) is not None:
            words.append(ruleset.value_name(key, value))
        elif key == "tokens" and kind == "int":
            words.append(f"with {value} tokens")
        elif kind == "int" and key in resources:
            continue
        elif key == "action" and kind == "int" and command.get("card") in ruleset.library:
            actions = ruleset.library.get(command.get("card")).actions
            words.append(f"({actions[value].name})" if 0 <= value < len(actions) else f"action {value}")
        else:
            words.append(f"{key} {value}")
    return words


def describe_commit(ruleset, commit: Commit, viewer: str | None, shown=None) -> str:
    """A commit in words as `viewer` may read it.

    A card the command names is named when the viewer made the move, when an
    event the viewer sees names it, or when `shown(card)` says the viewer could
    see it right after the move (an appointed character, a display card).
    """
    seen = [e.seen_by(viewer) for e in commit.events]
    known = _known_cards(seen)
    own = viewer == commit.seat or viewer == Z.EVERYTHING

    def name(card: Any) -> str:
        if own or card in known or (shown is not None and shown(card)):
            return ruleset.card_name(card)
        return "a hidden card"

    command = commit.command
    words = [commit.seat, "adjusts by hand" if command.name == "adjust" else verb(command.name)]
    if command.name != "adjust":
        words += _arg_words(ruleset, command, name)
    drawn = [e for e in seen if isinstance(e, E.CardMoved) and e.dst == Z.hand(commit.seat) and Z.kind(e.src) == "deck"]
    if drawn and command.name == "draw":
        words.append(", ".join(name(e.card) if e.card != E.HIDDEN else "a card" for e in drawn))
        seen = [e for e in seen if not any(e is d for d in drawn)]
    if command.name != "adjust":
        words += [_from_deck(ruleset, command.get(f.name)) for f in _fields(ruleset, command) if f.kind == "deck"]
    text = " ".join(w for w in words if w)
    seen, text = _restated(seen, text, commit.seat, command.name)
    paid = [
        (e.resource, -e.by) for e in seen if isinstance(e, E.ResourceChanged) and e.seat == commit.seat and e.by < 0
    ]
    if paid and command.name not in ("adjust", "charge"):
        text += " for " + _amounts(ruleset, paid)
    tail = _consequences(ruleset, commit, seen, name)
    if command.name == "adjust" and command.get("reason"):
        tail.insert(0, f"reason: {command.get('reason')}")
    return text + (" — " + "; ".join(tail) if tail else "")


def _restated(seen: list[E.Event], text: str, seat: str, command_name: str) -> tuple[list[E.Event], str]:
    """Fold a note that restates the move into its line, so each commit reads as one sentence.

    A note repeating the line and adding ``; more`` keeps only ``more``; a note
    that is the line's own beginning goes; a note saying the same move in fuller
    words (``Red passes 1. and collects ...``) replaces the line's words.

    >>> n = E.Noted("Red", "Red takes the basic action Explore; the table resolves it")
    >>> [e.text for e in _restated([n], "Red takes the basic action Explore", "Red", "basic")[0]]
    ['the table resolves it']
    >>> _restated([E.Noted("Red", "Red plays Spy")], "Red plays Spy to defend", "Red", "play")
    ([], 'Red plays Spy to defend')
    """
    out: list[E.Event] = []
    own = f"{seat} {verb(command_name)} "
    for e in seen:
        if isinstance(e, E.Noted) and not getattr(e, "adjusted", False) and e.seat == seat:
            if e.text.startswith(text) and e.text[len(text) : len(text) + 1] in (";", ",", ":"):
                rest = e.text[len(text) + 1 :].strip()
                if rest:
                    out.append(E.Noted(e.seat, rest))
                continue
            if text == e.text or text.startswith(e.text + " "):
                continue  # the note says less than the line: "Blue plays Dirty Money" under "... to defend"
            if e.text.startswith(own):
                text = e.text
                continue
        out.append(e)
    return out, text


def _consequences(ruleset, commit: Commit, seen: list[E.Event], name) -> list[str]:
    out: list[str] = []
    gains: dict[str, list[tuple[str, int]]] = {}
    for e in seen:
        if isinstance(e, E.ResourceChanged) and (e.by > 0 or e.seat != commit.seat):
            gains.setdefault(e.seat, []).append((e.resource, e.by))
        elif isinstance(e, E.CardMoved) and Z.kind(e.dst) == "hand" and Z.kind(e.src) == "deck":
            out.append(f"{Z.owner(e.dst)} draws {name(e.card) if e.card != E.HIDDEN else 'a card'}")
        elif isinstance(e, E.DeckReshuffled):
            out.append(f"the {Z.owner(e.deck)} deck is reshuffled")
        elif isinstance(e, E.WindowOpened):
            out.append(f"{', '.join(e.order)} may answer")
        elif isinstance(e, E.WindowClosed) and not e.cancelled:
            out.append(f"{name(e.trigger)} resolves")
        elif isinstance(e, E.ChoiceOpened):
            out.append(f"{e.seat} must {e.prompt}" if e.kind == "charge" else f"{e.seat} must choose: {e.prompt}")
        elif isinstance(e, E.Noted) and not getattr(e, "adjusted", False):
            out.append(e.text)
        elif isinstance(e, E.DiceRolled):
            out.append(f"{e.seat} rolls {', '.join(map(str, e.faces))} ({e.reason})")
        elif isinstance(e, E.PhaseChanged):
            out.append(f"round {e.round}: {e.phase}" + (f", {e.step}" if e.step else ""))
        elif isinstance(e, E.TurnBegan):
            out.append(f"{e.seat}'s turn")
        elif isinstance(e, E.GameEnded):
            out.append(f"game over: {e.reason}")
    names = {r.id: r.name for r in ruleset.definition.resources}
    totals = [
        f"{seat} " + ", ".join(f"{'+' if n > 0 else '−'}{abs(n)} {names.get(r, r)}" for r, n in changes)
        for seat, changes in gains.items()
    ]
    return totals + out


def describe_record(ruleset, record, viewer: str | None, commits: Mapping[int, Commit], shown=None) -> LogLine:
    """A journal record as one log line; `commits` finds the commit an undo or redo names.

    `shown(seq)`, if given, returns the card predicate of `describe_commit` for commit `seq`.
    """
    if isinstance(record, Setup):
        return LogLine(record.seq, "", "setup", "The table is laid")
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


def command_label(ruleset, command) -> str:
    """A menu label for a command the acting seat may give: ``Play Raid at Blue`` (or the game's own words)."""
    own = ruleset.label(command)
    if own:
        return own
    words = [command.name.replace("-", " ").capitalize()] + _arg_words(ruleset, command, ruleset.card_name)
    return " ".join(words)
