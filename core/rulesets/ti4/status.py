"""The TI4 status phase: each player in initiative order scores objectives and then says they are done
(objectives.py scores them), the speaker turns up the next public objective, every player draws action cards in
initiative order (drawing.py), and each takes two new command tokens; then the agenda phase (agenda.py) once the
Custodians token is taken, else the next round.

The scoring step is one turn per player: the active seat is the one scoring, and only it may score or end its
own scoring (status.score), so the table's curtain passes from player to player as in the draw and the tokens.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.ti4 import agenda as ti4_agenda
from core.rulesets.ti4 import objectives as ti4_objectives
from core.rulesets.ti4.common import initiative_order, put, speaker, tokens_words
from core.rulesets.ti4.drawing import draw_cards, refill

TOKENS = ("tactic", "fleet", "strategy")


def begin(rules, draft: Draft) -> None:
    """Every player has passed: status step 1, the first player in initiative order scores first."""
    first = initiative_order(rules, draft.state)[0]
    draft.emit(
        E.PhaseChanged("status", "score", draft.state.round),
        E.TurnBegan(first),
        E.Noted(first, "every player has passed: each player in initiative order scores objectives"),
    )


def scoring_words(state) -> str | None:
    """What the seat scoring in the status phase is asked, for the banner and the curtain, or None."""
    if (state.phase, state.step) != ("status", "score"):
        return None
    return "may score one public and one secret objective"


def advance(rules, draft: Draft, seat: str) -> None:
    """The seat scoring in the status phase is done: the next player in initiative order scores; after the last,
    the speaker reveals the next public objective (none left: the game ends), then the draw."""
    s = draft.state
    if (s.phase, s.step) != ("status", "score"):
        raise Refusal("status.score", "Only a player's scoring in the status phase is ended by hand")
    if s.active != seat:
        raise Refusal("status.score", f"It is {s.active}'s turn to score objectives, not {seat}'s")
    order = initiative_order(rules, s)
    later = order[order.index(seat) + 1 :]
    if later:
        draft.emit(E.TurnBegan(later[0]))
        return None
    put(draft, "scoring", None)
    if not ti4_objectives.reveal_next(rules, draft, speaker(s)):
        return ti4_objectives.end_of_objectives(rules, draft, speaker(s))
    draft.emit(E.PhaseChanged("status", "draw", s.round))
    return status_draw_from(rules, draft, 0)


def status_draw_from(rules, draft: Draft, index: int) -> None:
    """Status step 3 from the seat at `index` in initiative order (2.1, note.5); a choice pauses it."""
    order = initiative_order(rules, draft.state)
    for seat in order[index:]:
        n = 2 if seat in draft.state.mark("neural", ()) else 1
        if draw_cards(rules, draft, seat, n, "status-draw"):
            return
    refill(rules, draft)
    draft.emit(E.PhaseChanged("status", "tokens", draft.state.round), E.TurnBegan(order[0]))


def tokens(rules, draft: Draft, seat: str, amounts: dict[str, int]) -> None:
    """Take 2 new command tokens into the pools in the status phase, in initiative order."""
    s = draft.state
    if s.phase != "status" or s.step != "tokens":
        raise Refusal("status.tokens", "New command tokens are taken in the status phase, after the draw")
    if s.active != seat:
        raise Refusal("status.tokens", f"It is {s.active}'s turn to take command tokens, not {seat}'s")
    if set(amounts) - set(TOKENS) or any(n < 0 for n in amounts.values()) or sum(amounts.values()) != 2:
        raise Refusal(
            "status.tokens",
            f"Take exactly 2 command tokens into the tactic, fleet and strategy pools, not {tokens_words(amounts)}",
        )
    for pool, n in amounts.items():
        if n:
            rules.costs.gain(draft, seat, pool, n)
    order = initiative_order(rules, s)
    i = order.index(seat) + 1
    if i < len(order):
        draft.emit(E.TurnBegan(order[i]))
        return
    put(draft, "strategy", None)
    put(draft, "exhausted", None)
    put(draft, "passed", None)
    if ti4_agenda.custodians_taken(rules, draft.state):
        return ti4_agenda.begin(rules, draft)
    draft.emit(E.Noted(speaker(draft.state), "the strategy cards go back; no agenda phase before the Custodians go"))
    rules.next_round(draft)
