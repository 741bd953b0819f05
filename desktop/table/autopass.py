"""Standing answers: a seat's private "pass" to reaction windows, set behind its own curtain.

A seat may say, in advance and whatever it holds, "pass every reaction window"
or "don't ask me unless I am the target". The table then answers for it: it
gives that seat's Decline itself when the window comes to it, so the screen is
not passed for a question the player has already answered. The Decline is an
ordinary command in the journal, said in the log like any other.

Why this tells the others nothing about a hand: the answer is set once and
holds whatever cards come and go, and the table skips the seat for every
window it covers, holding a fitting card or not. Skipping only the seats that
hold no fitting card would tell the table exactly that, so the table never
looks at a hand to decide. Pure Python: the rule of whom to skip has no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.engine import zones as Z

REASONING = (
    "These answers are yours alone and are set behind your curtain. The table will decline for you, "
    "without passing you the screen, whenever a reaction window they cover comes to you, whatever cards "
    "you hold. That is why they tell the others nothing about your hand: you are skipped with a fitting "
    "card as surely as without one. The table never asks only the players who hold a fitting card, "
    "because that would tell everyone who holds one."
)


@dataclass(frozen=True)
class StandingAnswers:
    """A seat's standing answers: pass every window, or every window that does not aim at the seat."""

    pass_all: bool = False
    unless_target: bool = False

    @property
    def any(self) -> bool:
        return self.pass_all or self.unless_target


def window_target(state, commit) -> str | None:
    """The seat a window's trigger aims at: the `target` of the move that opened it, a seat or the owner of the
    card it names; None when it aims at nobody in particular."""
    if commit is None:
        return None
    target = commit.command.get("target")
    if target in state.seats:
        return target
    zone = state.where(target) if isinstance(target, str) else None
    return Z.owner(zone) if zone else None


def skips(answers: StandingAnswers | None, seat: str, target: str | None) -> bool:
    """Whether the table declines for `seat` in a window aimed at `target` (None: at nobody)."""
    if answers is None:
        return False
    if answers.pass_all:
        return True
    return answers.unless_target and target != seat
