"""Commands worth trying for a seat in a TI4 position (for `legal`, random games and the desktop's menus).

The list may hold commands the rules refuse; `Ruleset.legal` keeps only the
accepted ones. It is built from the phase and the seat's own hand, so it never
looks at another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from core.engine import zones as Z
from core.engine.commands import Command
from core.rules.mechanics.candidates import at_rivals, window_answers
from core.rules.mechanics.candidates import command as _c
from core.rules.ruleset import Ruleset
from core.rulesets.ti4 import candidates_more as ti4_more
from core.rulesets.ti4 import timing
from core.rulesets.ti4.common import held
from core.rulesets.ti4.round import follower

LAWS = ("Minister of Commerce", "Fleet Regulations")
TOKEN_SPLITS = ({"tactic": 2}, {"tactic": 1, "strategy": 1}, {"fleet": 1, "strategy": 1}, {"strategy": 2})


WORDS: dict[str, str | int] = {"planet": "Mecatol Rex", "system": "Mecatol Rex", "outcome": "For"}
WORDS |= {"pools": "tactic strategy", "worth": 2, "tech": "Gravity Drive"}
WORTHS = tuple(range(1, 11))
"""The trade goods a card's planets may be worth, offered so a form asks how many (the table counts them)."""


def _names(rules, state, seat: str, d) -> dict[str, str | int]:
    """What a play of card `d` names, in words a menu can offer: the ship that used Sustain Damage, an outcome of
    the agenda under vote, else stock words."""
    when = timing.card_timing(rules, d)
    out: dict[str, str | int] = {k: v for k, v in WORDS.items() if k in when.names}
    cur = state.mark("agenda")
    if "outcome" in out and cur:
        out["outcome"] = (ti4_more.outcomes(rules, state, rules.agendas[cur["name"]].elect) or ("For",))[0]
    if "pools" in out and d.id == "leadership-rider":
        out["pools"] = "tactic fleet strategy"
    if "tg" in when.names:
        out["tg"] = 1  # Bribery: _plays offers every number of trade goods the player holds
    if "unit" in when.names:
        hit = [m["unit"] for m in timing.moments(state, "sustain") if m["by"] != seat and m.get("unit")]
        out["unit"] = hit[-1] if hit else "a ship"
    return out


def _plays(rules, state, seat: str) -> Iterable[Command]:
    rivals = [s for s in state.seats if s != seat]
    laws = tuple(state.mark("laws", ()))
    for card in state.zone(Z.hand(seat)):
        d = rules.library.get(card)
        extra = rules.card_rules.get(d.id, {})
        targets = rivals if d.target == "rival" else (list(state.seats) if d.target == "any" else [None])
        names = laws if extra.get("repeals") else (LAWS if extra.get("enacts") else (None,))
        words = _names(rules, state, seat, d)
        for target in targets:
            for law in names:
                for varied in _variations(rules, state, seat, words):
                    yield _c(seat, "play", card=card, target=target, law=law, **varied)


def _variations(rules, state, seat: str, words: dict) -> Iterable[dict]:
    """A play's words, once for each outcome of the agenda under vote a rider may call, each number of trade
    goods Bribery may spend and each worth a trade-goods card may be counted at."""
    cur = state.mark("agenda")
    calls = ti4_more.outcomes(rules, state, rules.agendas[cur["name"]].elect) if cur and "outcome" in words else ()
    spends = range(1, state.amount(seat, "tg") + 1) if "tg" in words else ()
    worths = WORTHS if "worth" in words else ()
    for outcome in calls or (words.get("outcome"),):
        for tg in spends or (words.get("tg"),):
            for worth in worths or (words.get("worth"),):
                said = {**words, "outcome": outcome, "tg": tg}
                yield said if worth is None else {**said, "worth": worth}


def _moments(rules, state, seat: str) -> Iterable[Command]:
    """Moments a seat might declare: in a combat it fights in, or in a tactical action."""
    combat = state.mark("combat")
    if combat is not None and seat in (combat["attacker"], combat["defender"]):
        for moment in sorted(timing.COMBAT_MOMENTS):
            yield _c(seat, "declare", moment=moment, unit=f"{seat}'s cruiser" if moment == "sustain" else None)
    elif state.mark("tactical"):
        for moment in sorted(timing.TACTICAL_MOMENTS):
            yield _c(seat, "declare", moment=moment)


def _any_phase(rules, state, seat: str) -> Iterable[Command]:
    """What a seat may do in any phase: show a card and Hacan's trade; and where the round has room for them, score
    victory points the table judges won (the action and agenda phases, and the player scoring at the status
    phase) and research Neural Motivator (the action phase: Technology, Focused Research)."""
    if state.phase in ("action", "agenda") or (
        (state.phase, state.step) == ("status", "score") and state.active == seat
    ):
        yield _c(seat, "score", points=1)
    if state.phase == "action":
        yield _c(seat, "research", tech="neural-motivator")
    hand = state.zone(Z.hand(seat))
    if hand:
        yield _c(seat, "reveal", cards=hand[:1])
        if seat == rules.options.get("hacan"):
            for rival in state.seats:
                if rival != seat:
                    yield _c(seat, "trade", card=hand[0], target=rival)


def _strategy_phase(rules, state, seat: str) -> Iterable[Command]:
    """Picking each strategy card."""
    for card in rules.initiatives:
        yield _c(seat, "pick", strategy=card)


def _action_phase(rules, state, seat: str) -> Iterable[Command]:
    """Strategic actions (Politics naming each new speaker), tactical and component actions, passing, combats."""
    for card in held(state, seat):
        if card == "politics":
            for other in state.seats:
                yield _c(seat, "use-strategy", strategy=card, speaker=other)
        else:
            yield from _strategic(rules, state, seat, card)
    yield from _objective_moves(rules, state, seat, public=False)
    yield _c(seat, "take-custodians")
    yield _c(seat, "activate")
    yield _c(seat, "take-component", name="Explore a frontier")
    for name in ("pass", "end-turn", "begin-round", "end-combat"):
        yield _c(seat, name)
    yield from at_rivals(state, seat, "declare-combat")
    yield from _moments(rules, state, seat)


def _status_phase(rules, state, seat: str) -> Iterable[Command]:
    """Scoring, moving on, and each way of splitting the command tokens gained."""
    yield from _objective_moves(rules, state, seat, public=True)
    yield _c(seat, "advance")
    for split in TOKEN_SPLITS:
        yield _c(seat, "gain-tokens", **split)


def _agenda_phase(rules, state, seat: str) -> Iterable[Command]:
    """Voting for each kind of outcome or abstaining, the speaker's tie-break, and enacting a law by hand."""
    yield from ti4_more.agenda_moves(rules, state, seat)
    for law in LAWS:
        yield _c(seat, "enact", law=law)


def _strategic(rules, state, seat: str, card: str) -> Iterable[Command]:
    yield from ti4_more.strategic_moves(rules, state, seat, card)


def _objective_moves(rules, state, seat: str, public: bool) -> Iterable[Command]:
    yield from ti4_more.objective_moves(rules, state, seat, public)


PHASES: dict[str, Callable[..., Iterable[Command]]] = {
    "strategy": _strategy_phase,
    "action": _action_phase,
    "status": _status_phase,
    "agenda": _agenda_phase,
}


def candidates(rules, state, seat: str) -> Iterable[Command]:
    """Commands worth trying for the seat: a pending choice, following, a window's answers, or cards and the phase."""
    if state.pending is not None:
        yield from Ruleset.candidates(rules, state, seat)
        return
    if follower(state) is not None:
        yield from ti4_more.follow_moves(rules, state, seat)
        yield _c(seat, "decline")
        return
    if state.window is not None:
        yield from window_answers(state, seat)
        return
    yield from _plays(rules, state, seat)
    yield from _any_phase(rules, state, seat)
    phase_moves = PHASES.get(state.phase)
    if phase_moves is not None:
        yield from phase_moves(rules, state, seat)
