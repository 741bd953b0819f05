"""A command in words: its verb and its fields as the log and the menus say them.

`field_words` says each field of a command by its kind (a card by the name the
viewer may know, a seat, amounts of resources), table-driven so a new kind is
one function and one row; `verb` says a command's name in the third person.
`core.seeing.describe` builds log lines and menu labels from these.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from core.engine import zones as Z
from core.engine.commands import Command, CommandSpec, FieldSpec
from core.engine.valueclass import valueclass
from core.engine.words import counted

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset

Namer = Callable[[str], str]
"""How a card is named to whoever reads: by its name, or as a hidden card."""


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
    "take-component": "takes the component action",
    "war": "declares war",
    "spoils": "takes",
    "influence": "sets Influence",
    "focus": "changes national focus",
    "buy-battle": "buys a battle card",
    "place-leader": "places their leader",
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


def amounts(ruleset: Ruleset, changes: list[tuple[str, int]]) -> str:
    """Amounts of resources by their names: ``2 Gold, 1 Influence``."""
    names = {r.id: r.name for r in ruleset.definition.resources}
    return ", ".join(amount(n, names.get(r, r)) for r, n in changes)


def amount(n: int, name: str) -> str:
    """`n` of a resource as players say it: a currency sign before the number, a plural name in the
    singular for one.

    >>> amount(3, "$"), amount(1, "victory points"), amount(1, "commodities"), amount(2, "trade goods")
    ('$3', '1 victory point', '1 commodity', '2 trade goods')
    >>> amount(1, "influence to sow"), amount(1, "gold"), amount(1, "ducats")
    ('1 influence to sow', '1 gold', '1 ducat')
    """
    if name and not name[0].isalnum():
        return f"{name}{n}"
    if abs(n) == 1 and name.endswith("ies"):
        name = name[:-3] + "y"
    elif abs(n) == 1 and name.endswith("s") and not name.endswith("ss"):
        name = name[:-1]
    return f"{n} {name}"


def _listed(names: list[str]) -> str:
    """Card names for a log line, hidden ones counted together.

    >>> _listed(["Spy", "a hidden card", "a hidden card"]), _listed(["a hidden card"]), _listed([])
    ('Spy and 2 hidden cards', 'a hidden card', 'none')
    >>> _listed(["Harbour Works", "Spy", "Harbour Works"])
    '2 × Harbour Works, Spy'
    """
    hidden = names.count("a hidden card")
    named = [n for n in names if n != "a hidden card"]
    shown = [n if named.count(n) == 1 else f"{named.count(n)} × {n}" for n in dict.fromkeys(named)]
    if hidden > 1:
        shown.append(f"{hidden} hidden cards")
    elif hidden:
        shown.append("a hidden card")
    if len(shown) > 1 and hidden:
        return ", ".join(shown[:-1]) + " and " + shown[-1]
    return ", ".join(shown) or "none"


def command_fields(ruleset: Ruleset, command: Command) -> tuple[FieldSpec, ...]:
    """The fields the ruleset declares for `command`, in order (none for a command it does not know)."""
    spec = ruleset.commands.get(command.name)
    return spec.fields if spec else ()


def command_words(spec: CommandSpec) -> str:
    """A command's name as its button and its form say it: the words its spec declares, else its id as words.

    >>> from core.rulesets import make_ruleset
    >>> [command_words(make_ruleset("inwo").commands[n]) for n in ("buy-plot", "knock")]
    ['Buy a Plot', 'Knock']
    """
    return spec.bar_label or spec.name.replace("-", " ").capitalize()


def field_label(ruleset: Ruleset, f: FieldSpec) -> str:
    """A field's name as a form labels it: the words its spec declares, a resource's name for an amount of it
    (``Trade goods``, not ``Tg``), else its id as words.

    >>> from core.rulesets import make_ruleset
    >>> ti4 = make_ruleset("ti4")
    >>> [field_label(ti4, f) for f in ti4.commands["use-strategy"].fields if f.name in ("tg", "tech2", "where")]
    ['Trade goods', 'Second technology', 'Where']
    >>> from core.engine.commands import FieldSpec
    >>> field_label(ti4, FieldSpec("strategy", "str", ""))  # a strategy card's name, not an amount of the tokens
    'Strategy'
    """
    if f.label:
        return f.label
    names = {r.id: r.name for r in ruleset.definition.resources} if f.kind == "int" else {}  # amounts only
    words = names.get(f.name, f.name).replace("_", " ").replace("-", " ")
    return words[:1].upper() + words[1:]


def from_deck(ruleset: Ruleset, deck: Any) -> str:
    """Where a move drew from, by the deck's name: ``from the Administrative deck``, ``from Plot cards``."""
    if deck is None:
        return ""
    return "from " + Z.place_words(Z.deck(str(deck)), ruleset.definition.decks)


_CARD_IN_TEXT = re.compile(r"(?<![\w#-])[a-z0-9][a-z0-9-]*#[1-9][0-9]*(?![\w#])")
_ZONE_IN_TEXT = re.compile(r"(?<![\w-])(?:hand|deck|discard|display|appointed):[\w-]+")


def refusal_words(ruleset: Ruleset, reason: str) -> str:
    """A refusal's reason in players' words: card ids by the card's name and zones by their places. The ids
    were already in the text, so naming them tells no one more than the text did.

    >>> from core.rulesets import make_ruleset
    >>> refusal_words(make_ruleset("eu"), "harvest-feast#1 is not in hand:Red")
    "Harvest Feast is not in Red's hand"
    """
    decks = ruleset.definition.decks

    def card(found: re.Match[str]) -> str:
        return ruleset.card_name(found.group()) if found.group() in ruleset.library else found.group()

    named = _CARD_IN_TEXT.sub(card, reason)
    return _ZONE_IN_TEXT.sub(lambda found: Z.place_words(found.group(), decks), named)


CARD_FIELD_WORDS = {"replace": "replacing", "leader": "led by", "target": "on", "keep": "keeping"}


@valueclass(slots=False)
class _Saying:
    """What a command's fields are said with: the ruleset, the command, and how a card is named to the viewer."""

    ruleset: Ruleset
    command: Command
    name: Namer
    card_words: Mapping[str, str]
    resources: frozenset[str]  # every resource of the game
    said_later: frozenset[str]  # the resources whose changes the line's consequences say


def _plainly(key: str, value: Any) -> str:
    return f"{key} {value}"


def _card(say: _Saying, key: str, value: Any) -> str | None:
    return say.name(value) if key == "card" else f"{say.card_words.get(key, key)} {say.name(value)}"


def _cards(say: _Saying, key: str, value: Any) -> str | None:
    if not value and key != "cards":
        return None  # "pays upkeep", not "pays upkeep keep none": the consequences say what left
    listed = _listed([say.name(c) for c in value])
    return listed if key == "cards" else f"{say.card_words.get(key, key)} {listed}"


def _seat(say: _Saying, key: str, value: Any) -> str | None:
    return ("at " if key == "target" else f"{key} ") + str(value)


def _amounts_field(say: _Saying, key: str, value: Any) -> str | None:
    if key in ("cost", "discount"):
        return None  # a cost is said as what was paid, a discount after it (`discounted`)
    return f"{key} " + amounts(say.ruleset, list(value.items()))


def discounted(ruleset: Ruleset, command: Command) -> str:
    """The discount a move was granted, said after its price: `` (1 diplomatic power off)``, else ''."""
    kinds = {f.name: f.kind for f in command_fields(ruleset, command)}
    off = command.get("discount") if kinds.get("discount") == "amounts" else None
    return f" ({amounts(ruleset, list(off.items()))} off)" if off else ""


def _deck(say: _Saying, key: str, value: Any) -> str | None:
    return None  # said after the other fields, as where the move drew from


def _text(say: _Saying, key: str, value: Any) -> str | None:
    named = say.ruleset.value_name(key, value)
    if key == "name" or say.command.name.endswith("-" + key):
        # "scores objective Expand Borders", "uses Imperial": the verb already says what the field is
        return str(named if named is not None else value)
    words = _game_words(say, key)
    if words is not None:  # the game's words for the field: "on dreadnought A", "calling for", none
        return f"{words} {named if named is not None else value}".strip() or None
    return named if named is not None else _plainly(key, value)


def _game_words(say: _Saying, key: str) -> str | None:
    """The game's words for a field of this command (``play.law``), else for the field in any command (``law``)."""
    return say.card_words.get(f"{say.command.name}.{key}", say.card_words.get(key))


def _number(say: _Saying, key: str, value: Any) -> str | None:
    if key == "tokens":
        return f"with {counted(value, 'token')}"
    if key in say.resources:
        if key in say.said_later or not value:
            return None  # an amount of a resource: the consequences say what each seat gained or paid
        return "for " + amounts(say.ruleset, [(key, value)])  # spent later (Bribery's trade goods, as it resolves)
    words = _game_words(say, key)
    if words is not None:  # the game's words for a number: "worth 2 trade goods"
        named = say.ruleset.value_name(key, value)
        return f"{words} {named if named is not None else value}".strip()
    card = say.command.get("card")
    if key == "action" and card in say.ruleset.library:
        actions = say.ruleset.library.get(card).actions
        return f"({actions[value].name})" if 0 <= value < len(actions) else f"action {value}"
    return _plainly(key, value)


# A field's words by its kind; None leaves the field out of the line. A kind not listed is said as it is.
FIELD_WORDS: Mapping[str, Callable[[_Saying, str, Any], str | None]] = {
    "card": _card,
    "cards": _cards,
    "seat": _seat,
    "amounts": _amounts_field,
    "deck": _deck,
    "str": _text,
    "int": _number,
}


def field_words(ruleset: Ruleset, command: Command, name: Namer, said_later: frozenset[str] | None = None) -> list[str]:
    """A command's fields in words, in the order its spec lists them, naming cards with `name`; an amount of
    a resource is left to the line's consequences, which say what each seat gained or paid, unless it is not
    among `said_later` (None: every resource is): a move that names an amount it spends only later says it
    (``plays Bribery for 3 trade goods``). A game's words that begin with a comma set their phrase off from the
    one before (``calling for, researching Gravity Drive``)."""
    kinds = {f.name: f.kind for f in command_fields(ruleset, command)}
    resources = frozenset(r.id for r in ruleset.definition.resources)
    say = _Saying(
        ruleset,
        command,
        name,
        {**CARD_FIELD_WORDS, **ruleset.card_field_words},
        resources,
        resources if said_later is None else said_later,
    )
    words: list[str] = []
    for key in [*kinds, *(k for k in command.args if k not in kinds)]:
        if key not in command.args:
            continue
        value, kind = command.args[key], kinds.get(key, "")
        said = FIELD_WORDS[kind](say, key, value) if kind in FIELD_WORDS else _plainly(key, value)
        if said is None:
            continue
        if said.startswith(", "):  # a phrase set off by a comma: "calling for, its command tokens into ..."
            if words:
                words[-1] += said
                continue
            said = said[2:]
        words.append(said)
    return words


def summed(changes: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Changes of the same resource in the same direction added up, in the order each was first made.

    >>> summed([("vp", 3), ("gold", -1), ("vp", 2), ("gold", 2)])
    [('vp', 5), ('gold', -1), ('gold', 2)]
    """
    out: dict[tuple[str, bool], int] = {}
    for resource, n in changes:
        key = (resource, n > 0)
        out[key] = out.get(key, 0) + n
    return [(resource, n) for (resource, _), n in out.items()]


def says_amount(text: str, n: int, resource: str, name: str) -> bool:
    """Whether `text` already says `n` of a resource: by its id, its name, or as players say it (``$2``).

    >>> says_amount("Red sows 3 influence from Kallang", 3, "influence", "influence to sow")
    True
    >>> says_amount("Red pays $2 to turn Seawall face up", 2, "wealth", "$")
    True
    >>> says_amount("Red sows 13 influence", 3, "influence", "x"), says_amount("Red buys 3 ships", 3, "gold", "gold")
    (False, False)
    """
    said = "|".join(re.escape(w) for w in sorted({f"{n} {resource}", f"{n} {name}", amount(n, name)}, key=len)[::-1])
    return re.search(rf"(?<![\w.$])(?:{said})(?!\w)", text) is not None
