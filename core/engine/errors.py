"""Errors by cause. Each message is one line that quotes the offending input.

A `Refusal` is not a crash: it is the rules saying no, with the id of the rule
that forbids the command, so a player can look it up.

>>> str(Refusal("2.4", "Hand limit is 7: discard 2 cards first"))
'Hand limit is 7: discard 2 cards first (rule 2.4)'
"""

from __future__ import annotations


class CardtableError(ValueError):
    """Base of every error the program reports to a person in one line."""


class Refusal(CardtableError):
    """The rules forbid a command; nothing changed. Carries the rule id."""

    def __init__(self, rule: str, reason: str):
        super().__init__(f"{reason} (rule {rule})")
        self.rule = rule
        self.reason = reason


class NoWindowOpen(CardtableError):
    """A reaction window answered or passed in a state where none is open: the events do not follow each other."""

    def __init__(self, event_type: str):
        super().__init__(f"{event_type!r} with no reaction window open")


class UndoNeedsConsent(CardtableError):
    """Undoing this commit needs the table's consent; `seen` says who saw what kind of thing and what agreeing
    means, naming no card: the whole table reads it."""

    def __init__(self, commit: int, seen: tuple[str, ...]):
        super().__init__(f"Taking back move {commit} needs the table's consent: " + "; ".join(seen))
        self.commit = commit
        self.seen = seen


class ContentError(CardtableError):
    """A card or game definition file is wrong: names the file, the card and the field."""


class UnknownCard(CardtableError):
    """A card id that no definition in the game knows."""

    def __init__(self, card: str, where: str = ""):
        super().__init__(f"unknown card {card!r}" + (f" in {where}" if where else ""))
        self.card = card


class UnknownGame(CardtableError):
    """A ruleset id that is not installed."""

    def __init__(self, game: str, known: tuple[str, ...]):
        super().__init__(f"unknown game {game!r} (known: {', '.join(known)})")
        self.game = game


class CommandError(CardtableError):
    """A command that is not of the ruleset's vocabulary: unknown name or field, wrong type."""


class ScenarioError(CardtableError):
    """A scenario file that is not valid: names the file, the step and the problem."""


class SaveError(CardtableError):
    """A saved game that cannot be read: names the line and the problem."""


class ContinueNeedsConsent(CardtableError):
    """Continuing a replay as a new game would let seats play on knowing what they had not seen."""

    def __init__(self, reasons: tuple[str, ...]):
        super().__init__("Continuing from here needs the table's consent: " + "; ".join(reasons))
        self.reasons = reasons
