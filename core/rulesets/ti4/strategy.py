"""The eight TI4 strategy cards, primary and secondary abilities, carried out where they touch what the program
tracks (command tokens, trade goods, commodities, technologies, objectives, victory points, the speaker and the
agenda deck) and announced for the table where they touch the map.

`primary` runs when a card's holder uses it; `secondary` when another player follows it (the strategy token
is paid by round.py first). `Asked` gathers the optional fields of the use-strategy and follow commands.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.valueclass import valueclass
from core.engine.words import counted
from core.rulesets.ti4 import agenda as ti4_agenda
from core.rulesets.ti4 import objectives as ti4_objectives
from core.rulesets.ti4.common import plain, put

TOKENS = ("tactic", "fleet", "strategy")
SECOND_TECH_COST = 6  # resources for Technology's second research
FOLLOW_TECH_COST = 4  # resources for following Technology


@valueclass(slots=False)
class Asked:
    """The optional fields of a strategic action or a follow, as the player gave them."""

    tokens: Mapping[str, int] | None = None
    influence: int | None = None
    tg: int | None = None
    tech: str | None = None
    tech2: str | None = None
    resources: int | None = None
    where: str | None = None
    objective: str | None = None
    mecatol: str | None = None


def _spend_tg(draft: Draft, seat: str, n: int, rule: str) -> None:
    """Spend `n` trade goods (none when 0), or refuse citing `rule`."""
    if n < 0:
        raise Refusal(rule, f"Trade goods spent cannot be negative, got {n}")
    have = draft.state.amount(seat, "tg")
    if have < n:
        raise Refusal(rule, f"{seat} has {have} trade goods, not {n}")
    if n:
        draft.emit(E.ResourceChanged(seat, "tg", -n))


def _said(tokens: Mapping[str, int]) -> str:
    """Tokens as a player says them: ``2 tactic, 1 fleet``, or ``none``."""
    return ", ".join(f"{n} {pool}" for pool, n in tokens.items() if n) or "none"


def _place_tokens(rules, draft: Draft, seat: str, tokens: Mapping[str, int] | None, n: int, rule: str) -> None:
    """Gain exactly `n` command tokens into the pools `tokens` names, or refuse citing `rule`."""
    tokens = dict(tokens or {})
    if set(tokens) - set(TOKENS) or any(v < 0 for v in tokens.values()) or sum(tokens.values()) != n:
        raise Refusal(
            rule, f"Place exactly {n} command tokens into the tactic, fleet and strategy pools, not {_said(tokens)}"
        )
    for pool, k in tokens.items():
        if k:
            rules.costs.gain(draft, seat, pool, k)


def _influence_tokens(draft: Draft, seat: str, a: Asked, rule: str) -> int:
    """Tokens bought with influence (planets' influence declared, plus trade goods): 1 per 3."""
    influence = a.influence or 0
    if influence < 0:
        raise Refusal(rule, f"Influence spent cannot be negative, got {influence}")
    tg = a.tg or 0
    _spend_tg(draft, seat, tg, rule)
    return (influence + tg) // 3


def _say(draft: Draft, seat: str, text: str) -> None:
    draft.emit(E.Noted(seat, text))


# ---------------------------------------------------------------- technologies


def techs(state, seat: str) -> tuple[str, ...]:
    """The technologies `seat` has researched through the program."""
    return tuple((state.mark("techs") or {}).get(seat, ()))


def research(rules, draft: Draft, seat: str, tech: str | None, rule: str) -> None:
    """Record a researched technology (Neural Motivator also changes the status-phase draw)."""
    if not tech:
        raise Refusal(rule, "Name the technology researched")
    if tech in techs(draft.state, seat):
        raise Refusal(rule, f"{seat} owns {tech} already")
    owned = plain(draft.state.mark("techs") or {})
    owned[seat] = list(owned.get(seat, ())) + [tech]
    put(draft, "techs", owned)
    if tech.lower().replace(" ", "-") == "neural-motivator" and seat not in draft.state.mark("neural", ()):
        put(draft, "neural", tuple(draft.state.mark("neural", ())) + (seat,))
    _say(draft, seat, f"{seat} researches {tech}")


def _paid_research(rules, draft: Draft, seat: str, tech: str | None, cost: int, a: Asked, rule: str) -> None:
    """Research paid with resources: planets' resources declared plus trade goods must reach `cost`."""
    resources = a.resources or 0
    tg = a.tg or 0
    if resources < 0 or resources + tg < cost:
        raise Refusal(rule, f"Researching {tech or 'a technology'} costs {cost} resources; {resources + tg} offered")
    _spend_tg(draft, seat, tg, rule)
    research(rules, draft, seat, tech, rule)


# ---------------------------------------------------------------- the primaries


def _leadership(rules, draft: Draft, seat: str, a: Asked) -> None:
    n = 3 + _influence_tokens(draft, seat, a, "strategy.leadership")
    _place_tokens(rules, draft, seat, a.tokens, n, "strategy.leadership")
    _say(draft, seat, f"{seat} uses Leadership and gains {counted(n, 'command token')}")


def _diplomacy(rules, draft: Draft, seat: str, a: Asked) -> None:
    if not a.where:
        raise Refusal("strategy.diplomacy", "Diplomacy names a system holding a planet you control")
    if "mecatol" in a.where.lower():
        raise Refusal("strategy.diplomacy", f"Diplomacy names a system other than Mecatol Rex, not {a.where!r}")
    _say(
        draft,
        seat,
        f"{seat} uses Diplomacy on {a.where}: each other player puts a command token there from reinforcements; "
        f"{seat} readies up to 2 exhausted planets",
    )


def _politics(rules, draft: Draft, seat: str, a: Asked) -> None:
    rules.draw_action_cards(draft, seat, 2)
    ti4_agenda.peek(rules, draft, seat)


def _construction(rules, draft: Draft, seat: str, a: Asked) -> None:
    if not a.where:
        raise Refusal("strategy.construction", "Construction names the planet that gets the structure")
    _say(draft, seat, f"{seat} uses Construction on {a.where}: 1 PDS or 1 space dock there, and 1 more PDS")


def _trade(rules, draft: Draft, seat: str, a: Asked) -> None:
    rules.costs.gain(draft, seat, "tg", 3)
    _replenish(rules, draft, seat)
    _say(draft, seat, f"{seat} uses Trade: 3 trade goods and full commodities; they may let others follow for free")


def _replenish(rules, draft: Draft, seat: str) -> None:
    """Commodities back up to the player's commodity value."""
    top = rules.options["commodities"]
    have = draft.state.amount(seat, "commodities")
    if have < top:
        draft.emit(E.ResourceChanged(seat, "commodities", top - have))


def _warfare(rules, draft: Draft, seat: str, a: Asked) -> None:
    """Take a token back from the board into the pools, then spread all the pools' tokens anew."""
    if not a.where:
        raise Refusal("strategy.warfare", "Warfare names the system whose command token comes back")
    s = draft.state
    total = sum(s.amount(seat, p) for p in TOKENS) + 1
    tokens = dict(a.tokens or {})
    if set(tokens) - set(TOKENS) or any(v < 0 for v in tokens.values()) or sum(tokens.values()) != total:
        raise Refusal(
            "strategy.warfare",
            f"Spread all {total} command tokens over the tactic, fleet and strategy pools, not {_said(tokens)}",
        )
    for pool in TOKENS:
        change = tokens.get(pool, 0) - s.amount(seat, pool)
        if change:
            draft.emit(E.ResourceChanged(seat, pool, change))
    _say(draft, seat, f"{seat} uses Warfare: the token in {a.where} comes back and the pools are spread anew")


def _technology(rules, draft: Draft, seat: str, a: Asked) -> None:
    research(rules, draft, seat, a.tech, "strategy.technology")
    if a.tech2:
        _paid_research(rules, draft, seat, a.tech2, SECOND_TECH_COST, a, "strategy.technology")
    elif a.tg or a.resources:
        raise Refusal("strategy.technology", "Resources pay only for a second technology")


def _imperial(rules, draft: Draft, seat: str, a: Asked) -> None:
    if a.objective:
        ti4_objectives.score(rules, draft, seat, a.objective, a.tokens, imperial=True)
        if draft.state.winner is not None:
            return
    if a.mecatol == "yes":
        rules.costs.gain(draft, seat, "vp", 1)
        _say(draft, seat, f"{seat} holds Mecatol Rex and gains 1 victory point (Imperial)")
        ti4_objectives.check_win(rules, draft)
    else:
        ti4_objectives.draw_secret(rules, draft, seat)


PRIMARY = {
    "leadership": _leadership,
    "diplomacy": _diplomacy,
    "politics": _politics,
    "construction": _construction,
    "trade": _trade,
    "warfare": _warfare,
    "technology": _technology,
    "imperial": _imperial,
}


def primary(rules, draft: Draft, seat: str, card: str, a: Asked) -> None:
    """Carry out a strategy card's primary ability."""
    PRIMARY[card](rules, draft, seat, a)


# ---------------------------------------------------------------- the secondaries


def secondary(rules, draft: Draft, seat: str, card: str, a: Asked) -> None:
    """Carry out a strategy card's secondary ability for a follower."""
    name = rules.strategy_names[card]
    if card == "leadership":
        n = _influence_tokens(draft, seat, a, "strategy.leadership")
        _place_tokens(rules, draft, seat, a.tokens, n, "strategy.leadership")
        _say(draft, seat, f"{seat} follows Leadership and gains {counted(n, 'command token')}")
    elif card == "politics":
        _say(draft, seat, f"{seat} follows Politics")
        rules.draw_action_cards(draft, seat, 2)
    elif card == "trade":
        _replenish(rules, draft, seat)
        _say(draft, seat, f"{seat} follows Trade: commodities refilled")
    elif card == "technology":
        _paid_research(rules, draft, seat, a.tech, FOLLOW_TECH_COST, a, "strategy.technology")
    elif card == "imperial":
        _say(draft, seat, f"{seat} follows Imperial")
        ti4_objectives.draw_secret(rules, draft, seat)
    else:
        words = {
            "diplomacy": "readies up to 2 exhausted planets",
            "construction": f"places 1 PDS or 1 space dock{' on ' + a.where if a.where else ''} and a command "
            "token from reinforcements in its system",
            "warfare": "produces in their home system",
        }[card]
        _say(draft, seat, f"{seat} follows {name}: {words}")


# ---------------------------------------------------------------- what a form asks for

PRIMARY_FIELDS: dict[str, tuple[str, ...]] = {
    "leadership": ("tokens", "influence", "tg"),
    "diplomacy": ("where",),
    "politics": ("speaker",),
    "construction": ("where",),
    "trade": (),
    "warfare": ("tokens", "where"),
    "technology": ("tech", "tech2", "tg", "resources"),
    "imperial": ("objective", "mecatol", "tokens"),
}
"""The fields of use-strategy each card's primary reads, besides the card."""
SECONDARY_FIELDS: dict[str, tuple[str, ...]] = {
    "leadership": ("tokens", "influence", "tg"),
    "construction": ("where",),
    "technology": ("tech", "tg", "resources"),
}
"""The fields of follow each card's secondary reads (the others read none)."""


def form_fields(view, command, fields: tuple[str, ...]) -> tuple[str, ...] | None:
    """The fields a use-strategy or follow form asks for: those the chosen (or followed) card reads; None asks
    every field while no card is chosen yet."""
    if command.name == "use-strategy":
        card = command.get("strategy")
        if card not in PRIMARY_FIELDS:
            return None
        needs = {"strategy", *PRIMARY_FIELDS[card]}
    else:
        following = view.marks.get("following")
        card = following.get("card") if following else None
        if card is None:
            return None
        needs = set(SECONDARY_FIELDS.get(card, ()))
    return tuple(f for f in fields if f in needs)
