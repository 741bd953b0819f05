"""The TI4 agenda phase: the base game's agenda deck, two agendas revealed one after the other, votes cast in
turn with the influence each player declares, the speaker breaking ties, and outcomes carried out where the
program tracks them (laws in play, victory points, trade goods, action cards, objectives, the speaker).

Steps of the agenda phase (timing windows for action cards): ``revealed`` (after an agenda is revealed, until
the first vote), ``vote`` (votes are being cast), ``outcome`` (every vote is in: cards such as Bribery may still
add votes, then the speaker counts them with `decide`, picking among tied outcomes).
Marks: ``agenda`` (the agenda under vote: name, number, votes, order, next, out, and ``switch`` for Confusing
Legal Text), ``secret:agendas`` (the deck), ``agenda-discard``, ``riders`` (the riders called on the agenda under
vote, public), ``laws``, ``law-owners`` (law -> who or what it elected), ``custodians`` (who took the token; the
agenda phase is held only after that) and ``secret:SEAT:peek`` (Politics' look at the deck).
"""

from __future__ import annotations

from pathlib import Path

from core.content import yamlread
from core.engine import events as E
from core.engine import rng
from core.engine.draft import Draft
from core.engine.errors import ContentError, Refusal
from core.engine.valueclass import valueclass
from core.rulesets.ti4 import agenda_effects
from core.rulesets.ti4 import objectives as ti4_objectives
from core.rulesets.ti4.common import clockwise_from, plain, put, speaker

MOST_VOTES = 40
"""The most votes one declaration may cast: the program does not see the planets whose influence pays for them, so
it takes the player's word up to this cap (docs/rules/ti4.md, agenda.vote)."""

DECK, DISCARD, CURRENT = "secret:agendas", "agenda-discard", "agenda"
ELECTS: tuple[str, ...] = ("for-against", "player", "planet", "cultural-planet", "hazardous-planet")
ELECTS += ("industrial-planet", "law", "secret-objective")


@valueclass(slots=False)
class Agenda:
    """One agenda card: its name, law or directive, what is elected, our text and the effect the program runs."""

    name: str
    kind: str
    elect: str
    text: str
    effect: str = ""


def load(source: str) -> dict[str, Agenda]:
    """The agendas of assets/games/ti4/agendas.yaml, beside the game's game.yaml, by name."""
    path = Path(source).with_name("agendas.yaml")
    raw = yamlread.load(path.read_bytes(), str(path))
    try:
        rows = [
            Agenda(str(r["name"]), r["kind"], r["elect"], str(r["text"]), r.get("effect", "")) for r in raw["agendas"]
        ]
    except (KeyError, TypeError):
        raise ContentError(f"{path}: agendas must list {{name, kind, elect, text}}") from None
    bad = [a.name for a in rows if a.kind not in ("law", "directive") or a.elect not in ELECTS]
    if bad:
        raise ContentError(f"{path}: agenda {bad[0]!r} has an unknown kind or elect")
    return {a.name: a for a in rows}


def setup_marks(rules, seed) -> dict:
    """The agenda deck shuffled with its own seed (the action deck falls as it always did)."""
    order, _ = rng.shuffle(sorted(rules.agendas), rng.seed_state(f"{seed}:agendas"))
    return {DECK: order}


def custodians_taken(rules, state) -> bool:
    """Whether the Custodians token has been taken (or the game starts with it taken)."""
    return state.mark("custodians") is not None or bool(rules.options.get("custodians"))


def take_custodians(rules, draft: Draft, seat: str) -> None:
    """Take the Custodians token off Mecatol Rex in your tactical action: 1 victory point, and agenda phases follow."""
    s = draft.state
    if s.mark("custodians") is not None:
        raise Refusal("agenda.custodians", f"{s.mark('custodians')} has taken the Custodians token already")
    if s.phase != "action" or s.active != seat or not s.mark("tactical"):
        raise Refusal("agenda.custodians", "The Custodians token is taken in your own tactical action")
    put(draft, "custodians", seat)
    rules.costs.gain(draft, seat, "vp", 1)
    draft.emit(E.Noted(seat, f"{seat} takes the Custodians token (1 VP): from now on every round has an agenda phase"))
    ti4_objectives.check_win(rules, draft)


# ---------------------------------------------------------------- the deck


def peek(rules, draft: Draft, seat: str) -> None:
    """Politics: the user looks at the top two agendas, seen by them alone, and may then arrange them."""
    top = tuple(draft.state.mark(DECK, ())[:2])
    if top:
        put(draft, f"secret:{seat}:peek", top)
        draft.emit(E.Noted(seat, f"{seat} looks at the top {len(top)} agenda cards"))


def arrange(rules, draft: Draft, seat: str, bottom: str) -> None:
    """Put the agendas looked at with Politics back: `bottom` says which go under the deck (none, first, second,
    both); the others stay on top in the order seen."""
    key = f"secret:{seat}:peek"
    seen = tuple(draft.state.mark(key, ()))
    if not seen:
        raise Refusal("agenda.deck", f"{seat} has no agenda cards in hand from Politics to put back")
    under = {"none": (), "first": seen[:1], "second": seen[1:2], "both": seen}[bottom]
    rest = tuple(draft.state.mark(DECK, ())[len(seen) :])
    put(draft, DECK, tuple(c for c in seen if c not in under) + rest + under)
    put(draft, key, None)
    on_top = len(seen) - len(under)
    draft.emit(E.Noted(seat, f"{seat} arranges agendas to put {on_top} back on top and {len(under)} under the deck"))


def _draw(rules, draft: Draft) -> str:
    """The top agenda, shuffling the discard pile into a new deck when the deck is empty."""
    deck = list(draft.state.mark(DECK, ()))
    if not deck:
        order, _ = rng.shuffle(list(draft.state.mark(DISCARD, ())), rng.seed_state(f"agendas:{draft.state.round}"))
        deck = list(order)
        put(draft, DISCARD, None)
    put(draft, DECK, tuple(deck[1:]))
    return deck[0]


def _discard(draft: Draft, name: str) -> None:
    put(draft, DISCARD, (name,) + tuple(draft.state.mark(DISCARD, ())))


# ---------------------------------------------------------------- the phase


def begin(rules, draft: Draft) -> None:
    """The agenda phase, after the status phase, once the Custodians token is taken."""
    for key in [k for k in draft.state.marks if k.startswith("secret:") and k.endswith(":peek")]:
        put(draft, key, None)
    reveal(rules, draft, 1)


def reveal(rules, draft: Draft, number: int) -> None:
    """Reveal agenda `number` (1 or 2); New Constitution with no law in play is set aside for the next."""
    name = _draw(rules, draft)
    while rules.agendas[name].effect == "new-constitution" and not draft.state.mark("laws"):
        _discard(draft, name)
        draft.emit(E.Noted(speaker(draft.state), f"{name} is revealed with no law in play and set aside"))
        name = _draw(rules, draft)
    a = rules.agendas[name]
    order = list(clockwise_from(draft.state, speaker(draft.state))[1:]) + [speaker(draft.state)]
    put(draft, CURRENT, {"name": name, "number": number, "votes": {}, "order": order, "next": 0, "out": []})
    draft.emit(
        E.PhaseChanged("agenda", "revealed", draft.state.round),
        E.TurnBegan(order[0]),
        E.Noted(
            speaker(draft.state),
            f"agenda {number} revealed: {name} ({a.kind}, {elect_words(a.elect)}): {a.text.rstrip('.')}",
        ),
    )


def elect_words(elect: str) -> str:
    """What an agenda's vote chooses, in words: ``for or against``, ``elect a player``, ``elect a hazardous
    planet``."""
    return "for or against" if elect == "for-against" else "elect a " + elect.replace("-", " ")


def outcomes_check(rules, state, a: Agenda, outcome: str) -> str | None:
    """Why `outcome` is not one of the agenda's outcomes (None: it is)."""
    if a.elect == "for-against":
        return None if outcome in ("for", "against") else "vote for or against"
    if a.elect == "player":
        return None if outcome in state.seats else f"elect a player ({', '.join(state.seats)})"
    if a.elect == "law":
        return None if outcome in state.mark("laws", ()) else "elect a law in play"
    if a.elect == "secret-objective":
        return None if outcome in state.mark("secret-scored", ()) else "elect a scored secret objective"
    return None if outcome.strip() else f"elect a {a.elect.replace('-', ' ')}"


def canonical(rules, state, a: Agenda, outcome: str) -> str:
    """The outcome as the program writes it: "For" is for, "red" is Red; anything else as typed."""
    said = outcome.strip()
    known = {"for-against": ("for", "against"), "player": state.seats, "law": tuple(state.mark("laws", ()))}
    known["secret-objective"] = tuple(state.mark("secret-scored", ()))
    return next((o for o in known.get(a.elect, ()) if o.lower() == said.lower()), said)


def _current(draft: Draft) -> dict:
    cur = plain(draft.state.mark(CURRENT))
    if draft.state.phase != "agenda" or cur is None:
        raise Refusal("agenda.vote", "No agenda is being voted on")
    return cur


def current(state) -> dict | None:
    """The agenda under vote (a plain copy), or None when the program runs no vote now."""
    cur = plain(state.mark(CURRENT))
    return cur if state.phase == "agenda" and cur is not None else None


def vote(rules, draft: Draft, seat: str, outcome: str | None, votes: int | None) -> None:
    """Cast votes for an outcome with the influence you declare, in turn (speaker last); no outcome abstains."""
    cur = _current(draft)
    if draft.state.step not in ("revealed", "vote"):
        raise Refusal("agenda.vote", "The votes are all cast")
    first = cur["order"][cur["next"]]
    if first != seat:
        raise Refusal("agenda.vote", f"It is {first}'s turn to vote, not {seat}'s")
    a = rules.agendas[cur["name"]]
    if outcome is not None:
        outcome = canonical(rules, draft.state, a, outcome)
        why = outcomes_check(rules, draft.state, a, outcome)
        if why is not None:
            raise Refusal("agenda.vote", f"{a.name}: {why}, not {outcome!r}")
        if seat in cur["out"]:
            raise Refusal("agenda.vote", f"{seat} may not vote on {a.name}: abstain")
        if votes is None or not 1 <= votes <= MOST_VOTES:
            raise Refusal("agenda.vote", f"Cast 1 to {MOST_VOTES} votes (the influence you spend), got {votes}")
        cur["votes"][seat] = [outcome, votes]
        side = outcome if outcome in ("for", "against") else f"for {outcome}"  # "against, with 3 votes", "for Red"
        plural = "vote" if votes == 1 else "votes"
        draft.emit(E.Noted(seat, f"{seat} votes {side}, with {votes} {plural}"))  # the move's own line, said once
    elif votes is not None:
        raise Refusal("agenda.vote", f"Name the outcome your {votes} votes go to, or cast none to abstain")
    else:
        draft.emit(E.Noted(seat, f"{seat} votes to abstain"))
    if draft.state.step == "revealed":
        draft.emit(E.PhaseChanged("agenda", "vote", draft.state.round))
    cur["next"] += 1
    put(draft, CURRENT, cur)
    if cur["next"] < len(cur["order"]):
        draft.emit(E.TurnBegan(cur["order"][cur["next"]]))
        return
    draft.emit(
        E.PhaseChanged("agenda", "outcome", draft.state.round),
        E.TurnBegan(speaker(draft.state)),
        E.Noted(speaker(draft.state), f"every vote is in ({_said(cur)}): the speaker counts them"),
    )


def totals(cur: dict) -> dict[str, int]:
    """The votes each outcome has now."""
    out: dict[str, int] = {}
    for outcome, n in cur["votes"].values():
        out[outcome] = out.get(outcome, 0) + n
    return out


def leaders(cur: dict) -> list[str]:
    """The outcomes with the most votes now (none when nobody voted)."""
    counted = totals(cur)
    best = max(counted.values(), default=0)
    return sorted(o for o, n in counted.items() if n == best)


def _said(cur: dict) -> str:
    return ", ".join(f"{o} {n}" for o, n in sorted(totals(cur).items())) or "no votes"


def decide(rules, draft: Draft, seat: str, outcome: str | None = None) -> None:
    """The speaker counts the votes once they are all in: the leading outcome, or the pick among those tied
    (any outcome when nobody voted)."""
    cur = _current(draft)
    if draft.state.step != "outcome":
        raise Refusal("agenda.outcome", "The votes are counted once everyone has voted")
    if seat != speaker(draft.state):
        raise Refusal("agenda.outcome", f"The speaker ({speaker(draft.state)}) counts the votes, not {seat}")
    a = rules.agendas[cur["name"]]
    top = leaders(cur)
    if outcome is None and len(top) == 1:
        outcome = top[0]
    if outcome is None:
        raise Refusal("agenda.outcome", f"A tie ({', '.join(top) or 'no votes'}): the speaker names the outcome")
    outcome = canonical(rules, draft.state, a, outcome)
    why = outcomes_check(rules, draft.state, a, outcome)
    if (top and outcome not in top) or (not top and why is not None):
        raise Refusal("agenda.outcome", f"The outcome is one of {', '.join(top) or why}, not {outcome!r}")
    resolve(rules, draft, cur, outcome)


def resolve(rules, draft: Draft, cur: dict, outcome: str) -> None:
    """Carry out the outcome, put the agenda into play or the discard pile, settle the riders, and go on to the
    next agenda."""
    a = rules.agendas[cur["name"]]
    who = speaker(draft.state)
    draft.emit(E.Noted(who, f"{who} decides the outcome of {a.name}: {outcome}"))  # the decide move's own line
    instead = (cur.get("switch") or {}).get(outcome)
    if instead is not None:
        draft.emit(E.Noted(outcome, f"Confusing Legal Text: {instead} is elected instead of {outcome}"))
        outcome = instead
    if a.kind == "law" and (a.elect != "for-against" or outcome == "for"):
        put(draft, "laws", tuple(draft.state.mark("laws", ())) + (a.name,))
        if a.elect != "for-against":
            owners = plain(draft.state.mark("law-owners") or {})
            owners[a.name] = outcome
            put(draft, "law-owners", owners)
        draft.emit(E.Noted(who, f"the law {a.name} comes into play"))
    else:
        _discard(draft, a.name)
    agenda_effects.apply(rules, draft, a, outcome, cur["votes"])
    agenda_effects.settle_riders(rules, draft, outcome)
    put(draft, "riders", None)
    if draft.state.winner is not None:
        return
    if cur["number"] == 1:
        return reveal(rules, draft, 2)
    put(draft, CURRENT, None)
    rules.next_round(draft)


def veto(rules, draft: Draft, seat: str) -> None:
    """Veto: the agenda under vote goes to the discard pile, with the riders called on it, and the next agenda
    is revealed in its place."""
    cur = current(draft.state)
    if cur is None:
        return
    _discard(draft, cur["name"])
    put(draft, "riders", None)
    draft.emit(E.Noted(seat, f"{seat}'s Veto: {cur['name']} is discarded unvoted"))
    reveal(rules, draft, cur["number"])
