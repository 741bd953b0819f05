"""The end of an 1819 game: every player's final score and the winner (game.score).

A score is the victory points on the track, plus each private objective whose
condition is met, plus immigrant sets (cards of one community; sizes score as
game.yaml's ``sets`` say, capped at the largest size), plus an even share,
rounded down, of the faction stronghold's tokens less its vice tokens.
"""

from __future__ import annotations

from collections import Counter

from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.rulesets.s1819.board import placed
from core.rulesets.s1819.common import face_up, faction, is_objective, mates, owned, put
from core.rulesets.s1819.tableau import immigrants


def communities(rules, state, seat: str) -> Counter:
    """How many immigrants of each community live in the seat's tableau."""
    return Counter(rules.data.rule(c).get("community") for c in immigrants(rules, state, seat))


def met(rules, state, seat: str, needs) -> bool:
    """Whether `seat` meets a private objective's condition."""
    cards = face_up(rules, state, seat)
    for key, want in needs.items():
        if key == "cards" and len(owned(rules, state, seat)) < want:
            return False
        if key == "immigrants" and len(immigrants(rules, state, seat)) < want:
            return False
        if key in ("wealth", "population") and state.amount(seat, key) < want:
            return False
        if key == "influence" and placed(state, seat) < want:
            return False
        if key == "communities" and len(communities(rules, state, seat)) < want:
            return False
        if key in ("type", "link"):
            for name, n in want.items():
                if sum(1 for c in cards if rules.data.rule(c).get(key) == name) < n:
                    return False
    return True


def set_points(rules, state, seat: str) -> int:
    """The points of the seat's immigrant sets, capped at the largest size game.yaml scores."""
    table = rules.data.sets
    top = max(table)
    return sum(table.get(min(n, top), 0) for n in communities(rules, state, seat).values())


def stronghold_share(state, seat: str) -> int:
    """The seat's even share, rounded down, of its faction stronghold's tokens less its vice."""
    side = faction(state, seat)
    net = max(0, state.mark("stronghold", {}).get(side, 0) - state.mark("vice", {}).get(side, 0))
    return net // (1 + len(mates(state, seat)))


def score(rules, state, seat: str) -> dict[str, int]:
    """A player's final score, part by part."""
    objectives = sum(
        int(rules.data.rule(c).get("points", 0))
        for c in state.zone(Z.hand(seat))
        if is_objective(rules, c) and met(rules, state, seat, rules.data.rule(c)["needs"])
    )
    parts = {
        "vp": state.amount(seat, "vp"),
        "objectives": objectives,
        "sets": set_points(rules, state, seat),
        "stronghold": stronghold_share(state, seat),
    }
    parts["total"] = sum(parts.values())
    return parts


def end_game(rules, draft: Draft, reason: str) -> None:
    """Score every player; the highest total wins (a tie shares the win, and no single winner is named)."""
    s = draft.state
    scores = {seat: score(rules, s, seat) for seat in s.seats}
    put(draft, "scores", {seat: parts["total"] for seat, parts in scores.items()})
    for seat, parts in scores.items():
        draft.emit(
            E.Noted(
                seat,
                f"{seat} scores {parts['total']}: {parts['vp']} VP, {parts['objectives']} from objectives, "
                f"{parts['sets']} from immigrant sets, {parts['stronghold']} from the stronghold",
            )
        )
    best = max(p["total"] for p in scores.values())
    top = [seat for seat, p in scores.items() if p["total"] == best]
    winner = top[0] if len(top) == 1 else None
    result = f"{winner} wins with {best}" if winner else f"{listed(top)} share the win with {best} each"
    draft.emit(E.GameEnded(winner, f"{reason}; {result}"))


def listed(seats: list[str]) -> str:
    """Names in a sentence: ``Red``, ``Red and Blue``, ``Red, Blue and Green``."""
    return seats[0] if len(seats) == 1 else f"{', '.join(seats[:-1])} and {seats[-1]}"
