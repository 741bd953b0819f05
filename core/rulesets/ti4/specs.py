"""The TI4 commands as players see them: each command's name, help, fields and the rule ids it enforces.

The ruleset pairs each of these with its handler in ``moves()``; `cardtable
rules ti4 --commands` and the desktop's forms read them from there. The few
whose choices come from the game's data (strategy cards, objectives) are
functions of that data.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.engine.commands import CommandSpec, FieldSpec
from core.rulesets.ti4 import status as ti4_status

CARD = FieldSpec("card", "card", "the card, from your hand")
TOKEN_FIELDS = tuple(
    FieldSpec(pool, "int", f"tokens into your {pool} pool", required=False, choices=(0, 1, 2))
    for pool in ti4_status.TOKENS
)
STRATEGY_RULES = tuple(f"strategy.{c}" for c in ("leadership", "diplomacy", "construction", "trade", "warfare"))
STRATEGY_RULES += ("strategy.technology", "strategy.imperial")
STRATEGY_FIELDS = (
    FieldSpec(
        "tokens",
        "amounts",
        "command tokens into your pools (Leadership; Warfare: all anew)",
        required=False,
        choices=ti4_status.TOKENS,
    ),
    FieldSpec("influence", "int", "influence spent from your planets (Leadership)", required=False),
    FieldSpec("tg", "int", "trade goods spent as influence or resources", required=False),
    FieldSpec("tech", "str", "the technology researched (Technology)", required=False, label="Technology"),
    FieldSpec(
        "tech2",
        "str",
        "Technology only: a second technology, for 6 resources",
        required=False,
        label="Second technology",
    ),
    FieldSpec("resources", "int", "resources spent from your planets (Technology)", required=False),
    FieldSpec("where", "str", "the system or planet, in words (Diplomacy, Construction, Warfare)", required=False),
    FieldSpec("objective", "str", "Imperial only: a public objective you score now", required=False),
    FieldSpec("mecatol", "str", "Imperial only: whether you hold Mecatol Rex", required=False, choices=("yes", "no")),
)


PLAY_NAMES = (
    FieldSpec("unit", "str", "the unit the card is played on, in the table's words", required=False),
    FieldSpec("planet", "str", "the planet the card names", required=False),
    FieldSpec("system", "str", "the system the card names", required=False),
    FieldSpec("outcome", "str", "a rider's called outcome", required=False),
    FieldSpec("pools", "str", "Summit, Leadership Rider: the pools its command tokens go into", required=False),
    FieldSpec("tg", "int", "Bribery: the trade goods spent, a vote each", required=False),
    FieldSpec("worth", "int", "the trade goods the card gives, as the table counts its planets", required=False),
    FieldSpec("tech", "str", "Focused Research: the technology researched", required=False, label="Technology"),
)


def pick(strategies: Iterable[str]) -> CommandSpec:
    """The pick command; its choices are the game's strategies."""
    return CommandSpec(
        "pick",
        "Strategy phase: take one of the strategy cards left, in turn from the speaker clockwise.",
        (FieldSpec("strategy", "str", "one still on the table", choices=tuple(strategies), label="Strategy card"),),
        ("strategy.pick", "strategy.bonus"),
        bar_label="Pick a strategy card",
    )


def use_strategy(strategies: Iterable[str]) -> CommandSpec:
    """The use-strategy command; its choices are the game's strategies."""
    return CommandSpec(
        "use-strategy",
        "Strategic action: use the primary ability of one of your strategy cards (Politics: "
        "name a new speaker, draw 2 action cards and see the top 2 agendas; the other cards take "
        "the optional fields they name); the others may then follow it.",
        (
            FieldSpec("strategy", "str", "one of yours", choices=tuple(strategies), label="Strategy card"),
            FieldSpec("speaker", "seat", "Politics only: the new speaker", required=False),
            *STRATEGY_FIELDS,
        ),
        ("action.strategic", "politics.primary", "2.2", *STRATEGY_RULES),
        bar_label="Strategic action",
    )


FOLLOW = CommandSpec(
    "follow",
    "Follow the strategic action being taken. It costs a strategy token, except after Leadership, or after "
    "Trade when its user waived the cost for you (Politics: draw 2 action cards; other cards: the fields they name).",
    tuple(f for f in STRATEGY_FIELDS if f.name not in ("tech2", "objective", "mecatol")),
    ("politics.secondary", "2.2", *STRATEGY_RULES),
)

ACTIVATE = CommandSpec(
    "activate",
    "Tactical action: spend a tactic token to activate a system; the table resolves it.",
    (FieldSpec("system", "str", "the system, in words", required=False),),
    ("action.tactical",),
    bar_label="Activate a system",
)

TAKE_COMPONENT = CommandSpec(
    "take-component",
    "Component action named in words (an ability, not a card); the table resolves it.",
    (FieldSpec("name", "str", "the component action"),),
    ("action.turn",),
    bar_label="Component action",
)

PLAY = CommandSpec(
    "play",
    'Play an action card from your hand: an "Action" card as your component action, a combat '
    "card in your combat, another card when its timing comes, or Sabotage on a card being played.",
    (
        CARD,
        FieldSpec("target", "seat", "the player a card is aimed at", required=False),
        FieldSpec("law", "str", "the law a card names (Repeal Law, Emergency Charter)", required=False),
        FieldSpec(
            "against",
            "card",
            "Sabotage: the card it is played against (by default the card being played)",
            required=False,
        ),
        *PLAY_NAMES,
    ),
    ("2.6", "2.6.1", "2.6.2", "2.7", "2.8", "note.6", "note.7", "note.8", "note.9", "play.hand")
    + ("agenda.rider", "agenda.extra-votes", "agenda.elected"),
)

PASS = CommandSpec(
    "pass",
    "Pass for the rest of the round (after using your strategy cards); ends your turn.",
    (),
    ("action.pass", "action.end"),
)

END_TURN = CommandSpec(
    "end-turn",
    "End your turn after its action; the next player in initiative order goes on.",
    (),
    ("action.turn",),
)

DECLARE_COMBAT = CommandSpec(
    "declare-combat",
    "Declare a combat of your tactical action against another player; the table rolls.",
    (FieldSpec("target", "seat", "the defender"),),
    ("combat.cards",),
)

BEGIN_ROUND = CommandSpec(
    "begin-round", "A new round of the combat begins (a new timing window).", (), ("combat.cards",)
)

END_COMBAT = CommandSpec("end-combat", "The combat is over.", (), ("combat.cards",))

TRADE = CommandSpec(
    "trade",
    "Hacan only: give an action card to another player in a trade.",
    (CARD, FieldSpec("target", "seat", "who receives it")),
    ("hacan.trade", "note.10"),
)

REVEAL = CommandSpec(
    "reveal",
    "Show some of your action cards to everyone (they stay in your hand).",
    (FieldSpec("cards", "cards", "the cards to show"),),
    ("note.3",),
)

RESEARCH = CommandSpec(
    "research",
    "Record a technology that changes the action-card rules (Neural Motivator).",
    (FieldSpec("tech", "str", "the technology researched", choices=("neural-motivator",), label="Technology"),),
    ("note.5.1",),
)

SCORE = CommandSpec(
    "score",
    "Score victory points for an objective the table agrees is met; 10 (or 14) wins at once.",
    (
        FieldSpec("points", "int", "how many points", choices=(1, 2)),
        FieldSpec("objective", "str", "the objective, in words", required=False),
    ),
    ("game.end",),
    bar_label="Score VP",
)

ADVANCE = CommandSpec(
    "advance",
    "Status phase: you are done scoring objectives; the next player in initiative order scores, and after the "
    "last the speaker turns up the next public objective.",
    (),
    ("status.score",),
    bar_label="Done scoring",
)

GAIN_TOKENS = CommandSpec(
    "gain-tokens",
    "Status phase: take 2 new command tokens into your pools.",
    TOKEN_FIELDS,
    ("status.tokens",),
    bar_label="Gain command tokens",
)

ENACT = CommandSpec(
    "enact",
    "Agenda phase: a law the table voted for comes into play.",
    (FieldSpec("law", "str", "the law voted into play"),),
    ("agenda.laws",),
)

WAIVE = CommandSpec(
    "waive",
    "Trade: let a player follow your Trade without spending a strategy token.",
    (FieldSpec("target", "seat", "the player who follows for free"),),
    ("strategy.trade",),
)


def score_objective(objectives: Iterable[str]) -> CommandSpec:
    """The score-objective command; its choices are the game's objectives."""
    return CommandSpec(
        "score-objective",
        "Score a revealed public objective or one of your secret objectives; what it costs in trade "
        "goods or tokens is paid.",
        (
            FieldSpec(
                "objective", "str", "a revealed public or your own secret objective", choices=tuple(sorted(objectives))
            ),
            FieldSpec(
                "tokens",
                "amounts",
                "tokens paid from the tactic and strategy pools",
                required=False,
                choices=("tactic", "strategy"),
            ),
        ),
        ("objective.score", "objective.secret", "objective.phase", "objective.combat", "status.score", "game.end"),
        bar_label="Score an objective",
    )


TAKE_CUSTODIANS = CommandSpec(
    "take-custodians",
    "In your tactical action, take the Custodians token from Mecatol Rex: 1 VP, and agenda phases from now on.",
    (),
    ("agenda.custodians",),
    bar_label="Take the Custodians",
)

VOTE = CommandSpec(
    "vote",
    "Agenda phase: cast votes for an outcome with the influence you spend (no outcome: abstain).",
    (
        FieldSpec("outcome", "str", "for, against, a player, a planet, a law ...", required=False),
        FieldSpec("votes", "int", "how many votes (influence spent)", required=False),
    ),
    ("agenda.vote",),
)

DECIDE = CommandSpec(
    "decide",
    "Agenda phase, speaker: count the votes once all are in, naming the outcome when they are tied.",
    (FieldSpec("outcome", "str", "the outcome (needed only on a tie)", required=False),),
    ("agenda.outcome",),
)

ARRANGE_AGENDAS = CommandSpec(
    "arrange-agendas",
    "Politics: put back the agendas you looked at; those named go under the deck.",
    (FieldSpec("bottom", "str", "which go under the deck", choices=("none", "first", "second", "both")),),
    ("agenda.deck",),
    bar_label="Put the agendas back",
)
