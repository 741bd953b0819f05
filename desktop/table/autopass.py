"""Standing answers: a seat's private "pass" to reaction windows, set behind its own curtain, per window kind.

A seat may say, in advance and whatever it holds, "pass every Sabotage window"
or "don't ask me in an attack unless I am the target". The kinds offered are
those the game declares it opens (`Ruleset.state_shape.windows`); a game that
does not declare them gets one answer for every window. The table then answers
for the seat: it gives that seat's Decline itself when a window it covers comes
to it, so the screen is not passed for a question the player has already
answered. The Decline is an ordinary command in the journal, said in the log
like any other.

Why this tells the others nothing about a hand: the answer is set once and
holds whatever cards come and go, and the table skips the seat for every
window it covers, holding a fitting card or not. Skipping only the seats that
hold no fitting card would tell the table exactly that, so the table never
looks at a hand to decide. Pure Python: the rule of whom to skip has no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from core.engine import events as E
from core.engine import zones as Z

REASONING = (
    "These answers are yours alone and are set behind your curtain. The table will decline for you, "
    "without passing you the screen, whenever a reaction window they cover comes to you, whatever cards "
    "you hold. That is why they tell the others nothing about your hand: you are skipped with a fitting "
    "card as surely as without one. The table never asks only the players who hold a fitting card, "
    "because that would tell everyone who holds one."
)

ASK, UNLESS_AIMED, PASS = "ask", "unless-aimed", "pass"
ANSWERS = {
    ASK: "Ask me",
    UNLESS_AIMED: "Pass unless the move aims at me",
    PASS: "Pass without asking me",
}
EVERY = "*"  # the kind that stands for every window (a game that does not declare its kinds)


class UnknownAnswer(ValueError):
    """A standing answer that is none of `ANSWERS`."""

    def __init__(self, answer: object):
        super().__init__(f"a standing answer must be one of {', '.join(ANSWERS)}, got {answer!r:.40}")


@dataclass(frozen=True)
class StandingAnswers:
    """A seat's standing answers: per window kind (or `EVERY` kind), ask, pass unless aimed at, or pass."""

    kinds: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, answers: Mapping[str, str]) -> StandingAnswers:
        """The answers of `answers` (kind to answer); "ask", the default, is not kept."""
        for answer in answers.values():
            if answer not in ANSWERS:
                raise UnknownAnswer(answer)
        return cls(tuple(sorted((k, a) for k, a in answers.items() if a != ASK)))

    def answer(self, kind: str) -> str:
        """The answer to a window of `kind`: its own, else the one for every window, else ask."""
        own = dict(self.kinds)
        return own.get(kind, own.get(EVERY, ASK))

    @property
    def any(self) -> bool:
        return bool(self.kinds)


def window_kinds(ruleset) -> tuple[str, ...]:
    """The kinds of reaction window the game declares it opens, in order; (`EVERY`,) when it declares none."""
    declared = ruleset.state_shape.windows
    return (EVERY,) if declared is None else tuple(sorted(declared))


def kind_words(kind: str) -> str:
    """A window kind in players' words: "Sabotage windows"; `EVERY` is "Every reaction window"."""
    return "Every reaction window" if kind == EVERY else f"{kind.replace('-', ' ').capitalize()} windows"


def opener(line) -> object | None:
    """The commit that opened the latest reaction window of `line` (a session's commits), or None."""
    return next((c for c in reversed(line) if any(isinstance(e, E.WindowOpened) for e in c.events)), None)


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


def skips(answers: StandingAnswers | None, seat: str, target: str | None, kind: str = EVERY) -> bool:
    """Whether the table declines for `seat` in a window of `kind` aimed at `target` (None: at nobody)."""
    if answers is None:
        return False
    answer = answers.answer(kind)
    return answer == PASS or (answer == UNLESS_AIMED and target != seat)
