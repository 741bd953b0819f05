"""The keys of INWO's card rules (game.yaml's and a pack's `card_rules`), declared once.

`common.read_stats` accepts exactly these keys and checks each value; the deck editor draws its card form's
rules fields from them (`core.rules.cardschema`). A Group, Place, Personality or Resource and an Illuminati
carry statistics; a Plot says what it does.
"""

from __future__ import annotations

from core.rules.cardschema import KEPT, ONE, RECORD, SOME, WHOLE, WORDS, RuleField

KINDS = ("group", "place", "personality", "illuminati", "resource")
ALIGNMENTS = (
    "conservative",
    "liberal",
    "straight",
    "weird",
    "corporate",
    "government",
    "peaceful",
    "violent",
    "fanatic",
    "criminal",
)
PLOTS = ("draw", "boost", "cancel", "refill", "goal")
NEEDS = ("", "group", "illuminati")
DRAW_DECKS = ("plot", "group")
IN_PLAY = ("group", "illuminati")  # the decks whose cards sit in a Power Structure
GROUP_DECK = ("group",)


def _whole(key: str, label: str, help: str, decks: tuple[str, ...] = IN_PLAY, **more) -> RuleField:
    """A whole number 0 to 99; left out it is 0, or for an optional one what `unset` says (no default)."""
    return RuleField(key, label, help, WHOLE, decks, default=None if more.get("optional") else 0, **more)


RULE_FIELDS: tuple[RuleField, ...] = (
    RuleField(
        "kind",
        "Kind",
        "what the card is in play",
        ONE,
        GROUP_DECK,
        tuple(k for k in KINDS if k != "illuminati"),
        default="group",
    ),
    RuleField("kind", "Kind", "an Illuminati card is always an Illuminati", ONE, ("illuminati",), ("illuminati",)),
    _whole("power", "Power", "its Power to attack and to aid"),
    _whole(
        "transfer",
        "Transferable Power",
        "how much of its Power it can give to aid another attack",
        optional=True,
        unset="all of its Power",
    ),
    _whole("resistance", "Resistance", "what an attack to control it must beat", GROUP_DECK),
    RuleField("align", "Alignments", "its alignments", SOME, IN_PLAY, ALIGNMENTS, default=[]),
    RuleField("attrs", "Attributes", "its attribute words (Media, Computer, ...)", WORDS, IN_PLAY, default=[]),
    _whole(
        "arrows",
        "Control arrows",
        "its outgoing control arrows",
        optional=True,
        unset="as its kind has (Illuminati 4, Resource 0, others 1)",
    ),
    _whole("attack", "Attack bonus", "what it adds to every attack of its Power Structure (a Resource)"),
    RuleField("plot", "Plot", "what the Plot does", ONE, ("plot",), PLOTS),
    RuleField("needs", "Needs", "what must power the Plot", ONE, ("plot",), NEEDS, default="", unset="nothing"),
    _whole("boost", "Boost", "what it adds to an attack", ("plot",)),
    RuleField(
        "draw",
        "Draws",
        "the cards a draw Plot gives",
        RECORD,
        ("plot",),
        when=("plot", "draw"),
        parts=(
            RuleField("deck", "From deck", "the deck drawn from", ONE, (), DRAW_DECKS),
            RuleField("count", "Cards", "how many cards", WHOLE),
        ),
    ),
    RuleField(
        "goal",
        "Goal",
        "what a Goal Plot needs to win",
        RECORD,
        ("plot",),
        when=("plot", "goal"),
        parts=(
            RuleField("align", "Alignment", "the alignments the groups must have", SOME, (), ALIGNMENTS),
            RuleField("count", "Groups", "how many such groups", WHOLE),
            RuleField(
                "double",
                "Doubled words",
                "a doubling Goal: groups with one of these words count twice (leave empty for a count Goal)",
                WORDS,
                default=[],
            ),
            RuleField(
                "power", "Power needed", "a doubling Goal: the Power the groups must reach", WHOLE, optional=True
            ),
        ),
    ),
    RuleField("bonus", "Attack bonuses", "what it adds to attacks on some targets (inwo/groups.py)", KEPT, GROUP_DECK),
    RuleField("shield", "Protection", "the attackers its structure's groups are safe from", KEPT, GROUP_DECK),
)
