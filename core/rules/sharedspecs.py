"""The commands every game shares, declared once for the Ruleset base: adjusting the table by hand, answering a
pending choice, charging a display card and declining a reaction window."""

from __future__ import annotations

from core.engine.commands import CommandSpec, FieldSpec

ADJUST = CommandSpec(
    "adjust",
    "Change by hand what the table keeps outside the program (logged, and switchable off).",
    (
        FieldSpec("reason", "str", "why, in words; shown in the log"),
        FieldSpec("seat", "seat", "whose resource changes", required=False),
        FieldSpec("resource", "resource", "which resource", required=False),
        FieldSpec("by", "int", "how much up (or down, negative)", required=False),
        FieldSpec("card", "card", "a card to move by hand", required=False),
        FieldSpec("to", "zone", "the zone it goes to", required=False),
    ),
    ("adjust.off",),
)
CHOOSE = CommandSpec(
    "choose",
    "Answer the pending choice, naming the cards picked.",
    (FieldSpec("cards", "cards", "the cards picked"),),
    ("choice.pending", "choice.answer"),
)
CHARGE = CommandSpec(
    "charge",
    "Charge the display card you just played: move as many tokens as it shows from your supply onto it.",
    (
        FieldSpec("card", "card", "the display card waiting for tokens"),
        FieldSpec("tokens", "int", "how many supply tokens: exactly the card's squares"),
    ),
    ("choice.pending",),
)
DECLINE = CommandSpec("decline", "Let the open reaction window pass without answering.", (), ("window.respond",))
SHARED = frozenset({"choose", "charge", "decline", "adjust"})  # commands whose specs the base declares for every game
