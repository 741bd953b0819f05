"""The EU commands as players see them: each command's name, help, fields and the rule ids it enforces.

The ruleset pairs each of these with its handler in ``moves()``; `cardtable
rules eu --commands` and the desktop's forms read them from there.
"""

from __future__ import annotations

from core.engine.commands import CommandSpec, FieldSpec
from core.rulesets.eu.court import ROLES

CARD = FieldSpec("card", "card", "the card, from your hand")
TARGET = FieldSpec("target", "seat", "the rival a card or action is aimed at", required=False)
DIE = FieldSpec(
    "die", "str", 'the type you name for a "?" battle die', required=False, choices=("regular", "cavalry", "artillery")
)
DISCOUNT = FieldSpec(
    "discount",
    "amounts",
    "a discount the table grants from things the program does not track (ideas, events); a cost never goes below zero",
    required=False,
)


DRAW = CommandSpec(
    "draw",
    "Draw the top card of a deck: 3 cards in the set-up draw and 3 in phase 1, one at a time.",
    (FieldSpec("deck", "deck", "the Administrative, Diplomatic or Military deck"),),
    ("3.setup-draw", "4.1.draw-three", "6.reshuffle", "6.deck-empty", "6.1.three-decks"),
)

KEEP = CommandSpec(
    "keep",
    "Phase 1 step C: keep some of the cards you just drew, paying 2 ducats each; the rest are discarded.",
    (FieldSpec("cards", "cards", "the drawn cards to keep (an empty list keeps none)"),),
    ("4.1.keep-cost",),
)

PLAY = CommandSpec(
    "play",
    "Play a card from your hand for its action: on your turn in phase 2; a battle action in your "
    "own battle; a reaction at any moment; or a reaction answering the open window.",
    (
        CARD,
        TARGET,
        FieldSpec(
            "replace",
            "card",
            "one of your display cards to discard when playing a third",
            required=False,
        ),
        DIE,
        DISCOUNT,
    ),
    (
        "6.whole-turn",
        "6.minor-card",
        "6.cost-afford",
        "6.cost-floor",
        "6.cost-discount",
        "6.prerequisite",
        "4.2.passed",
        "6.resolve-discard",
        "6.target",
        "6.2.display-charge",
        "6.2.display-limit",
        "6.2.display-unique",
        "6.2.battle-step",
        "6.2.battle-once",
        "6.2.reaction",
        "6.2.answer",
        "6.2.covert-counter",
    ),
)

USE = CommandSpec(
    "use",
    "Take an action of one of your display cards: pay its cost and spend its tokens.",
    (
        FieldSpec("card", "card", "the display card, from your display"),
        FieldSpec("action", "int", "which of its actions, counting from 0", required=False),
        TARGET,
        DIE,
        DISCOUNT,
    ),
    (
        "6.2.display-use",
        "6.2.display-later",
        "6.2.display-turn",
        "6.2.display-spent",
        "6.2.battle-once",
        "6.2.countered-cost",
        "6.cost-discount",
    ),
)

APPOINT = CommandSpec(
    "appoint",
    "Minor action: appoint the character on a card in your hand as advisor, general, admiral or ruler (takes no turn).",
    (
        CARD,
        FieldSpec(
            "role",
            "str",
            "the role; by default the character's own kind",
            required=False,
            choices=ROLES,
        ),
        FieldSpec(
            "replace",
            "card",
            "the general or admiral to discard when every slot is taken",
            required=False,
        ),
    ),
    (
        "5.2.minor",
        "5.2.appoint-timing",
        "5.2.character",
        "5.2.advisor",
        "5.2.leader",
        "5.2.ruler",
        "5.2.ruler-reaction",
        "5.2.defender-general",
    ),
)

BASIC = CommandSpec(
    "basic",
    "Take a basic action named in words (Explore, Influence, Recruit, ...): the table resolves it "
    "and the cost you state is paid.",
    (
        FieldSpec("name", "str", "the basic action, in words"),
        FieldSpec("cost", "amounts", "its cost, e.g. {dip: 1, mil: 1}", required=False),
    ),
    ("5.basic", "4.2.one-action"),
    bar_label="Basic action",
)

FOCUS = CommandSpec(
    "focus",
    "Change National Focus, once a round: move 1 monarch power from one or two types into a third, "
    "and/or discard up to 3 cards to draw one fewer, one of them maybe picked from a deck's top 5 "
    "discards for 1 monarch power of that deck and 2 ducats.",
    (
        FieldSpec("shift", "amounts", "e.g. {adm: 2, dip: -1, mil: -1}", required=False),
        FieldSpec("discard", "cards", "up to 3 hand cards to discard", required=False),
        FieldSpec("draw", "amounts", "cards to draw from each deck, e.g. {dip: 1}", required=False),
        FieldSpec("take", "card", "a card from the top 5 of a discard pile", required=False),
    ),
    ("5.1.focus", "5.1.focus-once", "5.1.focus-take"),
    bar_label="National focus",
)

INFLUENCE = CommandSpec(
    "influence",
    "State your realm's Influence as the map shows it (cards may require a minimum); takes no turn.",
    (FieldSpec("to", "int", "your Influence now, 0 or more", label="Influence now"),),
    ("5.influence",),
    bar_label="Set Influence",
)

EVENT = CommandSpec(
    "event",
    "Take the Event action, once per round; the table resolves the event.",
    (),
    ("4.2.event-once",),
    bar_label="Event action",
)

PASS = CommandSpec(
    "pass",
    "Pass for the rest of the round and collect ducats by the order of passing (a main action).",
    (),
    ("4.2.event-before-pass", "4.2.pass-ducats", "4.2.passed", "4.2.last-turn"),
)

END_TURN = CommandSpec(
    "end-turn",
    "End your turn, or your set-up draw; the next player in turn order goes on.",
    (),
    ("4.2.one-action", "4.2.turn-order", "3.setup-keep"),
)

ADVANCE = CommandSpec(
    "advance",
    "End phase 3, which the table resolves by hand, and go on to phase 4.",
    (),
    ("4.3.by-hand",),
    bar_label="End phase 3",
)

UPKEEP = CommandSpec(
    "upkeep",
    "Phase 4: pay upkeep for the advisors you keep (the others are discarded), then collect monarch power.",
    (FieldSpec("keep", "cards", "the advisors to keep paying for (an empty list keeps none)"),),
    ("4.4.upkeep", "4.4.mp-income", "7.mp-cap"),
    bar_label="Pay upkeep",
)

BATTLE = CommandSpec(
    "battle",
    "Start a battle on your turn in phase 2, before its main action, against another player, a "
    "non-player realm or rebels; in phase 3, rebels attack you.",
    (
        FieldSpec("target", "seat", "the defending player", required=False),
        FieldSpec("against", "str", "or: the non-player realm fought (by name), or rebels", required=False),
        FieldSpec(
            "at",
            "str",
            "on land or at sea (default land)",
            required=False,
            choices=("land", "sea"),
            label="Land or sea",
        ),
        FieldSpec("leader", "card", "your general (admiral at sea) leading this battle", required=False),
    ),
    ("9.battle-start", "9.battle-sides", "9.battle-open", "9.leader"),
    bar_label="Start a battle",
)

JOIN = CommandSpec(
    "join",
    "Join the battle under way as an ally of the attacking or defending side, before its first roll.",
    (FieldSpec("side", "str", "attacker or defender", choices=("attacker", "defender")),),
    ("9.battle-ally",),
)

LEAD = CommandSpec(
    "lead",
    "Name your side's leader for the battle: an appointed general (admiral at sea), before the first roll.",
    (FieldSpec("card", "card", "the leader, from your appointed characters"),),
    ("9.leader",),
)

BATTLE_PASS = CommandSpec(
    "battle-pass",
    "Play no more battle actions for now; when both sides pass in a row the dice are rolled.",
    (),
    ("9.battle-order",),
    bar_label="Pass in battle",
)

ROLL = CommandSpec(
    "roll",
    "Roll both sides' dice: 3 base dice, one per point of the leader's skill, and the battle actions' dice.",
    (),
    ("9.battle-roll", "9.battle-round"),
    bar_label="Roll the dice",
)

CONTINUE = CommandSpec(
    "continue",
    "After the roll and its casualties (by hand), fight another round of this battle.",
    (),
    ("9.battle-round",),
    bar_label="Fight another round",
)

RETREAT = CommandSpec(
    "retreat",
    "After the roll and its casualties (by hand), your side retreats, or a side without players "
    "as the table decides; the other side wins.",
    (
        FieldSpec(
            "side",
            "str",
            "a side without players that retreats (default your own)",
            required=False,
            choices=("attacker", "defender"),
        ),
    ),
    ("9.battle-round", "9.battle-win"),
)
