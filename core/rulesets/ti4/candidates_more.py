"""Candidate commands for the strategy cards, objectives and the agenda phase (candidates.py asks here).

Built from public marks and the seat's own secret objectives only, never another seat's hidden ones.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.engine.commands import Command
from core.rules.mechanics.candidates import command as _c
from core.rulesets.ti4.agenda import MOST_VOTES, leaders
from core.rulesets.ti4.common import speaker
from core.rulesets.ti4.objectives import PUBLIC, SCORED, held_key
from core.rulesets.ti4.strategy import TOKENS, techs

# The base game's technologies that are not unit upgrades: a player who owns five of them can still research
# (with five names only, Technology could never be used again, and its holder could never pass).
TECHS = (
    "Neural Motivator",
    "Sarween Tools",
    "Plasma Scoring",
    "Gravity Drive",
    "Antimass Deflectors",
    "Dacxive Animators",
    "Hyper Metabolism",
    "X-89 Bacterial Weapon",
    "Fleet Logistics",
    "Light/Wave Deflector",
    "Graviton Laser System",
    "Transit Diodes",
    "Integrated Economy",
    "Magen Defense Grid",
    "Duranium Armor",
    "Assault Cannon",
)
PLANET = "Mecatol Rex"
VOTES = tuple(range(1, MOST_VOTES + 1))  # every declaration the vote accepts, so a menu offers exactly those


def _next_tech(state, seat: str) -> str | None:
    return next((t for t in TECHS if t not in techs(state, seat)), None)


def _spread(state, seat: str, extra: int, into: str = "tactic") -> dict[str, int]:
    """The seat's pools with `extra` more tokens in the pool `into`."""
    pools = {p: state.amount(seat, p) for p in TOKENS}
    pools[into] += extra
    return pools


def _placings(n: int) -> Iterable[dict[str, int]]:
    """Every way to place `n` new command tokens in the three pools, so a form asks where they go rather than
    the bar placing them one way at once."""
    for tactic in range(n, -1, -1):
        for fleet in range(n - tactic, -1, -1):
            yield {p: k for p, k in zip(TOKENS, (tactic, fleet, n - tactic - fleet), strict=True) if k}


def strategic_moves(rules, state, seat: str, card: str) -> Iterable[Command]:
    """Using `card`, with fields that fit it."""
    if card == "leadership":
        for tokens in _placings(3):
            yield _c(seat, "use-strategy", strategy=card, tokens=tokens)
    elif card == "diplomacy":  # any system but Mecatol Rex's (strategy.diplomacy)
        yield _c(seat, "use-strategy", strategy=card, where="their home system")
    elif card == "construction":
        yield _c(seat, "use-strategy", strategy=card, where=PLANET)
    elif card == "warfare":
        for pool in TOKENS:
            yield _c(seat, "use-strategy", strategy=card, where=PLANET, tokens=_spread(state, seat, 1, pool))
    elif card == "technology":
        yield _c(seat, "use-strategy", strategy=card, tech=_next_tech(state, seat))
    elif card == "imperial":
        scored = (state.mark(SCORED) or {}).get(seat, ())
        for name in state.mark(PUBLIC, ()):
            if name not in scored and not rules.objectives[name].spend_tokens:
                yield _c(seat, "use-strategy", strategy=card, objective=name, mecatol="no")
        yield _c(seat, "use-strategy", strategy=card, mecatol="yes")
        yield _c(seat, "use-strategy", strategy=card, mecatol="no")
    else:
        yield _c(seat, "use-strategy", strategy=card)


def follow_moves(rules, state, seat: str) -> Iterable[Command]:
    """Following the strategic action under way."""
    f = state.mark("following") or {}
    card = f.get("card")
    if card == "leadership":
        for tokens in _placings(1):
            yield _c(seat, "follow", influence=3, tokens=tokens)
    elif card == "technology":
        yield _c(seat, "follow", tech=_next_tech(state, seat), resources=4)
    else:
        yield _c(seat, "follow")
    if f.get("by") == seat and card == "trade":
        for other in f.get("order", ()):
            yield _c(seat, "waive", target=other)


def objective_moves(rules, state, seat: str, public: bool) -> Iterable[Command]:
    """Scoring the revealed public objectives (with tokens where asked) and the seat's own secret ones."""
    names = list(state.mark(held_key(seat), ()))
    if public:
        names += list(state.mark(PUBLIC, ()))
    for name in names:
        need = rules.objectives[name].spend_tokens
        tokens = {
            "tactic": need - min(need, state.amount(seat, "strategy")),
            "strategy": min(need, state.amount(seat, "strategy")),
        }
        yield _c(seat, "score-objective", objective=name, tokens=tokens if need else None)
    peeked = state.mark(f"secret:{seat}:peek", ())
    for bottom in ("none", "first", "second", "both")[: 4 if len(peeked) > 1 else 2] if peeked else ():
        yield _c(seat, "arrange-agendas", bottom=bottom)  # each way back, for the player to choose


def outcomes(rules, state, elect: str) -> tuple[str, ...]:
    if elect == "for-against":
        return ("for", "against")
    if elect == "player":
        return tuple(state.seats)
    if elect == "law":
        return tuple(state.mark("laws", ()))[:2]
    if elect == "secret-objective":
        return tuple(state.mark("secret-scored", ()))[:2]
    return (PLANET,)


def agenda_moves(rules, state, seat: str) -> Iterable[Command]:
    """Votes for each outcome with every number of votes a declaration may cast, abstaining, and the speaker's
    count (naming the outcome on a tie)."""
    cur = state.mark("agenda") or {}
    if not cur:
        return
    if state.step == "outcome":
        if seat == speaker(state):
            yield _c(seat, "decide")
            for outcome in leaders(cur) or outcomes(rules, state, rules.agendas[cur["name"]].elect):
                yield _c(seat, "decide", outcome=outcome)
        return
    for outcome in outcomes(rules, state, rules.agendas[cur["name"]].elect):
        for votes in VOTES:
            yield _c(seat, "vote", outcome=outcome, votes=votes)
    yield _c(seat, "vote")
