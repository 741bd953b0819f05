"""Pieces every INWO module shares: card statistics from game.yaml, the zones of a seat, action tokens.

A seat's Power Structure is its display zone (``display:SEAT``): the
Illuminati, the groups it controls and its Resources. The action tokens on a
card are that card's charges. Each seat draws from its own decks
``deck:plot-SEAT`` and ``deck:group-SEAT``; discards go face up to the public
pile of the card's kind. Marks: ``attack`` (the attack under way),
``resource-taken`` and ``took-over`` (this turn's Resource and automatic
takeovers), read and written with `plain` and `put`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import ContentError, Refusal
from core.engine.state import GameState
from core.engine.valueclass import valueclass
from core.rules.cardschema import keys
from core.rules.mechanics.marks import plain, put
from core.rulesets.inwo.groups import Bonus, Shield, read_bonuses, read_shield
from core.rulesets.inwo.ruleschema import ALIGNMENTS, DRAW_DECKS, KINDS, NEEDS, PLOTS, RULE_FIELDS

if TYPE_CHECKING:
    from core.seeing.views import TableView

__all__ = (
    "plain",
    "put",
    "Stats",
    "read_stats",
    "plot_deck",
    "group_deck",
    "structure",
    "owner_of",
    "tokens",
    "set_tokens",
    "spend",
    "OPPOSED",
    "goal_of",
    "controlled",
    "in_play_twin",
    "discard_pile",
    "out",
)

WHERE = "assets/games/inwo/game.yaml"
OPPOSED = {
    ("conservative", "liberal"),
    ("liberal", "conservative"),
    ("straight", "weird"),
    ("weird", "straight"),
    ("corporate", "government"),
    ("government", "corporate"),
    ("peaceful", "violent"),
    ("violent", "peaceful"),
    ("fanatic", "fanatic"),
}
FIELDS = keys(RULE_FIELDS)  # the keys an entry may hold, declared once in ruleschema.py
ILLUMINATI_ARROWS = 4


@valueclass(slots=False)
class Stats:
    """What a card is in play: its kind, Power (and the part it can transfer to aid), Resistance, alignments,
    attributes and outgoing control arrows; or, for a Plot, what it does."""

    kind: str = "group"
    power: int = 0
    resistance: int = 0
    align: tuple[str, ...] = ()
    attack: int = 0
    transfer: int = 0
    arrows: int = 0
    attrs: tuple[str, ...] = ()
    plot: str = ""
    needs: str = ""
    draw_deck: str = ""
    draw_count: int = 0
    boost: int = 0
    goal_align: tuple[str, ...] = ()
    goal_count: int = 0
    goal_double: tuple[str, ...] = ()
    goal_power: int = 0
    bonuses: tuple[Bonus, ...] = ()
    shield: Shield | None = None


def _bad(card: str, field: str, problem: str) -> ContentError:
    return ContentError(f"{WHERE}: card_rules.{card}: field {field!r}: {problem}")


def _int(raw: dict, card: str, field: str) -> int:
    value = raw.get(field, 0)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 99:
        raise _bad(card, field, f"must be a whole number 0 to 99, got {value!r}")
    return value


def _aligns(value, card: str, field: str) -> tuple[str, ...]:
    if not isinstance(value, list) or any(a not in ALIGNMENTS for a in value):
        raise _bad(card, field, f"must list alignments ({', '.join(ALIGNMENTS)}), got {value!r}")
    return tuple(value)


def read_stats(raw: dict, library) -> dict[str, Stats]:
    """Check game.yaml's card_rules against the library: every Group and Plot card needs an entry."""
    if not isinstance(raw, dict):
        raise ContentError(f"{WHERE}: card_rules must map card ids to their statistics")
    out: dict[str, Stats] = {}
    for card, item in raw.items():
        if card not in library.defs:
            raise ContentError(f"{WHERE}: card_rules names unknown card {card!r}")
        if not isinstance(item, dict):
            raise _bad(card, "card_rules", f"must be a mapping, got {item!r}")
        unknown = set(item) - FIELDS
        if unknown:
            raise _bad(card, sorted(unknown)[0], "is not a card rule field")
        deck = library.defs[card].deck
        if deck == "plot":
            out[card] = _plot(card, item)
            continue
        kind = item.get("kind", "group")
        if kind not in KINDS or (kind == "illuminati") != (deck == "illuminati"):
            raise _bad(card, "kind", f"must fit the card's deck {deck!r}, got {kind!r}")
        out[card] = _group(card, kind, item)
    missing = sorted(set(library.defs) - set(out))
    if missing:
        raise ContentError(f"{WHERE}: card_rules has no entry for card {missing[0]!r}")
    return out


def _group(card: str, kind: str, item: dict) -> Stats:
    """A card that sits in a Power Structure. Without `transfer` all its Power transfers; without `arrows` an
    Illuminati has 4 and any other group 1 (the stand-in cards of release 0.1 give neither)."""
    power = _int(item, card, "power")
    attrs = item.get("attrs", [])
    if not isinstance(attrs, list) or any(not isinstance(a, str) for a in attrs):
        raise _bad(card, "attrs", f"must list attribute words, got {attrs!r}")
    default_arrows = ILLUMINATI_ARROWS if kind == "illuminati" else (0 if kind == "resource" else 1)
    return Stats(
        kind,
        power,
        _int(item, card, "resistance"),
        _aligns(item.get("align", []), card, "align"),
        _int(item, card, "attack"),
        _int(item, card, "transfer") if "transfer" in item else power,
        _int(item, card, "arrows") if "arrows" in item else default_arrows,
        tuple(a.lower() for a in attrs),
        bonuses=read_bonuses(card, item.get("bonus")),
        shield=read_shield(card, item.get("shield")),
    )


def _plot(card: str, item: dict) -> Stats:
    plot = item.get("plot")
    if plot not in PLOTS:
        raise _bad(card, "plot", f"must be one of {', '.join(PLOTS)}, got {plot!r}")
    needs = item.get("needs", "")
    if needs not in NEEDS:
        raise _bad(card, "needs", f"must be group or illuminati, got {needs!r}")
    stats = Stats("plot", plot=plot, needs=needs, boost=_int(item, card, "boost"))
    if plot == "draw":
        draw = item.get("draw")
        if not isinstance(draw, dict) or draw.get("deck") not in DRAW_DECKS:
            raise _bad(card, "draw", f"must be {{deck: plot|group, count: N}}, got {draw!r}")
        return Stats("plot", plot=plot, needs=needs, draw_deck=draw["deck"], draw_count=_int(draw, card, "count"))
    if plot == "goal":
        goal = item.get("goal")
        if not isinstance(goal, dict):
            raise _bad(card, "goal", f"must be {{align: [...], count: N}} or {{double: [...], power: N}}, got {goal!r}")
        if "double" in goal:
            words = goal["double"]
            if not isinstance(words, list) or not words or any(not isinstance(w, str) for w in words):
                raise _bad(card, "goal.double", f"must list the words a doubled group has, got {words!r}")
            return Stats(
                "plot", plot=plot, goal_double=tuple(w.lower() for w in words), goal_power=_int(goal, card, "power")
            )
        return Stats(
            "plot",
            plot=plot,
            goal_align=_aligns(goal.get("align"), card, "goal.align"),
            goal_count=_int(goal, card, "count"),
        )
    return stats


# ---------------------------------------------------------------- zones


def plot_deck(seat: str) -> str:
    """The id of a seat's own Plot deck."""
    return f"plot-{seat}"


def group_deck(seat: str) -> str:
    """The id of a seat's own Group deck."""
    return f"group-{seat}"


def structure(state: GameState | TableView, seat: str) -> tuple[str, ...]:
    """The cards of a seat's Power Structure: its Illuminati, groups and Resources (of the rules' state, or of the
    view the table and the notes read, whose zone a viewer may not see: then none)."""
    if isinstance(state, GameState):
        return state.zone(Z.display(seat))
    return state.cards(Z.display(seat)) or ()


def owner_of(state, card: str) -> str | None:
    """The seat whose Power Structure holds `card`, or None."""
    for seat in state.seats:
        if card in state.zone(Z.display(seat)):
            return seat
    return None


def out(state: GameState | TableView, seat: str) -> bool:
    """Whether the seat is out of the game: its Illuminati lost its last group (mark ``out``, of a state or view)."""
    return seat in (plain(state.marks.get("out")) or ())


def discard_pile(rules, card: str) -> str:
    """The public discard pile of the card's kind."""
    return Z.discard(rules.library.get(card).deck)


def in_play_twin(state, card: str) -> str | None:
    """Another copy of `card` already in some Power Structure (or under attack on the table), if any."""
    name = definition_id(card)
    for seat in state.seats:
        for other in (*state.zone(Z.display(seat)), *state.zone(Z.TABLE)):
            if other != card and definition_id(other) == name:
                return other
    return None


def goal_of(rules, card: str) -> bool:
    """Whether a card is a Goal Plot."""
    return rules.stats[definition_id(card)].plot == "goal"


def controlled(rules, state, seat: str) -> int:
    """How many groups a seat controls for the basic goal: its groups, and its Illuminati if the option says so."""
    count = 0
    for card in structure(state, seat):
        kind = rules.stats[definition_id(card)].kind
        if kind in ("group", "place", "personality") or (kind == "illuminati" and rules.options["count_illuminati"]):
            count += 1
    return count


# ---------------------------------------------------------------- action tokens


def tokens(state, card: str) -> int:
    """The action tokens on a card (its charges)."""
    return state.charges.get(card, 0)


def set_tokens(draft: Draft, card: str, n: int) -> None:
    """Set the action tokens on a card, emitting nothing when they are already so."""
    if tokens(draft.state, card) != n:
        draft.emit(E.ChargesSet(card, n))


def spend(rules, draft: Draft, seat: str, card: str, why: str) -> None:
    """Spend one action token of `card`, which must be in `seat`'s own Power Structure (actions.own-groups)."""
    if card not in structure(draft.state, seat):
        holder = owner_of(draft.state, card)
        whose = f"{holder}'s" if holder else "no one's"
        raise Refusal(
            "actions.own-groups",
            f"{rules.card_name(card)} is {whose} group, not {seat}'s: "
            f"{seat} spends only the tokens of their own groups to {why}",
        )
    if rules.stats[definition_id(card)].kind == "resource":
        raise Refusal("actions.token", f"{rules.card_name(card)} is a Resource and holds no action token")
    if tokens(draft.state, card) < 1:
        raise Refusal(
            "actions.once-per-turn", f"{rules.card_name(card)} has already acted this turn: its token is spent"
        )
    set_tokens(draft, card, tokens(draft.state, card) - 1)
