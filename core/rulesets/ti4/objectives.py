"""TI4 objectives and the end of the game: public objectives (stage I, then stage II) revealed in the status
phase, secret objectives dealt face down, scoring, the victory-point goal and the game that runs out of objectives.

Marks: ``objectives`` (the public objectives revealed, in order), ``secret:public`` (those still face down, in
the order they will be revealed), ``secret:deck`` (the secret objective deck), ``secret:SEAT:objectives`` (the
secret objectives SEAT holds unscored: only SEAT's view shows them), ``scored`` (seat -> objectives scored),
``scoring`` (seat -> the kinds scored in this status phase) and ``combat-scored`` (the seats that scored an
objective during or after this turn's latest combat: one each, objective.combat).

Each objective is scored in the phase its card names (objective.phase): every public objective and most secret
ones at the status phase's scoring, one player at a time in initiative order (status.py); a few secret ones any
time in the action phase.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from core.content import yamlread
from core.engine import events as E
from core.engine import rng
from core.engine.draft import Draft
from core.engine.errors import ContentError, Refusal
from core.engine.valueclass import field, valueclass
from core.rules.mechanics.reveals import SecretShown
from core.rulesets.ti4.common import STEP_WORDS, initiative_order, plain, put

PUBLIC, FACE_DOWN, SECRET_DECK, SCORED, SCORING = "objectives", "secret:public", "secret:deck", "scored", "scoring"
COMBAT_SCORED = "combat-scored"
STAGES = {"stage_1": 1, "stage_2": 2, "secret": 1}
PHASES = ("status", "action", "agenda")  # the phases an objective card may name
LAID_OUT = 5  # objectives of each stage laid out face down at the start
SECRETS_MAX = 3  # secret objectives a player may have, scored or not
POOLS = ("tactic", "strategy")


@valueclass(slots=False)
class Objective:
    """One objective card: its name, stage (stage_1, stage_2, secret), points, our text, any tracked cost and
    the phase it is scored in (status, action or agenda)."""

    name: str
    stage: str
    vp: int
    text: str
    spend: Mapping[str, int] = field(default_factory=dict)
    spend_tokens: int = 0
    hand: int = 0
    phase: str = "status"


def held_key(seat: str) -> str:
    """The mark of the secret objectives `seat` holds unscored, seen by `seat` only."""
    return f"secret:{seat}:objectives"


def load(source: str) -> dict[str, Objective]:
    """The objectives of assets/games/ti4/objectives.yaml, beside the game's game.yaml, by name."""
    path = Path(source).with_name("objectives.yaml")
    raw = yamlread.load(path.read_bytes(), str(path))
    out: dict[str, Objective] = {}
    try:
        for stage, vp in STAGES.items():
            for row in raw[stage]:
                out[row["name"]] = Objective(
                    str(row["name"]),
                    stage,
                    vp,
                    str(row["text"]),
                    dict(row.get("spend") or {}),
                    int(row.get("spend_tokens", 0)),
                    int(row.get("hand", 0)),
                    _phase(row, stage, path),
                )
    except ContentError:
        raise  # an objective without its phase, said by _phase
    except (KeyError, TypeError, ValueError):
        raise ContentError(f"{path}: each of {', '.join(STAGES)} must list {{name, text}}") from None
    return out


def _phase(row, stage: str, path: Path) -> str:
    """The phase an objective is scored in: a secret one names it (status, action or agenda); public ones are
    all scored in the status phase."""
    phase = str(row.get("phase", "status" if stage != "secret" else ""))
    if phase not in PHASES or (stage != "secret" and phase != "status"):
        raise ContentError(f"{path}: {row['name']!r} must name its phase, one of {', '.join(PHASES)}, not {phase!r}")
    return phase


def setup_marks(rules, seats, seed) -> dict:
    """Lay out 5 stage I and 5 stage II objectives face down, reveal 2 stage I, and deal each player a secret.

    The shuffles use their own seed, so the action deck falls as it always did for a seed."""
    state = rng.seed_state(f"{seed}:objectives")
    by_stage = {s: [o.name for o in rules.objectives.values() if o.stage == s] for s in STAGES}
    one, state = rng.shuffle(by_stage["stage_1"], state)
    two, state = rng.shuffle(by_stage["stage_2"], state)
    secret, state = rng.shuffle(by_stage["secret"], state)
    face_down = list(one[:LAID_OUT]) + list(two[:LAID_OUT])
    marks = {PUBLIC: tuple(face_down[:2]), FACE_DOWN: tuple(face_down[2:])}
    for i, seat in enumerate(seats):
        marks[held_key(seat)] = (secret[i],)
    marks[SECRET_DECK] = tuple(secret[len(seats) :])
    return marks


# ---------------------------------------------------------------- revealing and drawing


def reveal_next(rules, draft: Draft, seat: str, stage: str | None = None) -> bool:
    """Reveal the next face-down public objective (of `stage` if given); False when none is left."""
    face_down = list(draft.state.mark(FACE_DOWN, ()))
    pick = next((n for n in face_down if stage is None or rules.objectives[n].stage == stage), None)
    if pick is None:
        return False
    face_down.remove(pick)
    put(draft, FACE_DOWN, tuple(face_down))
    put(draft, PUBLIC, tuple(draft.state.mark(PUBLIC, ())) + (pick,))
    o = rules.objectives[pick]
    draft.emit(E.Noted(seat, f"public objective revealed: {pick} ({o.vp} VP): {o.text.rstrip('.')}"))
    return True


def secrets_of(state, seat: str) -> int:
    """How many secret objectives `seat` has, held or scored."""
    scored = [n for n in (state.mark(SCORED) or {}).get(seat, ()) if n in state.mark("secret-scored", ())]
    return len(state.mark(held_key(seat), ())) + len(scored)


def draw_secret(rules, draft: Draft, seat: str) -> None:
    """Draw a secret objective face down, unless the seat has 3 already or the deck is empty."""
    deck = list(draft.state.mark(SECRET_DECK, ()))
    if secrets_of(draft.state, seat) >= SECRETS_MAX:
        draft.emit(E.Noted(seat, f"{seat} has {SECRETS_MAX} secret objectives already and draws none"))
        return
    if not deck:
        draft.emit(E.Noted(seat, "the secret objective deck is empty"))
        return
    put(draft, SECRET_DECK, tuple(deck[1:]))
    put(draft, held_key(seat), tuple(draft.state.mark(held_key(seat), ())) + (deck[0],))
    draft.emit(E.Noted(seat, f"{seat} draws a secret objective"))


# ---------------------------------------------------------------- scoring


def _pay(rules, draft: Draft, seat: str, o: Objective, tokens: Mapping[str, int] | None) -> None:
    """Pay what the objective asks for in tracked resources, or refuse."""
    s = draft.state
    for res, n in o.spend.items():
        if s.amount(seat, res) < n:
            raise Refusal("objective.score", f"{o.name} asks for {n} {res}; {seat} has {s.amount(seat, res)}")
    if o.hand and len(s.zone(f"hand:{seat}")) < o.hand:
        raise Refusal("objective.score", f"{o.name} asks for {o.hand} action cards in hand")
    if o.spend_tokens:
        tokens = dict(tokens or {})
        if set(tokens) - set(POOLS) or any(n < 0 for n in tokens.values()) or sum(tokens.values()) != o.spend_tokens:
            raise Refusal(
                "objective.score", f"{o.name} asks for {o.spend_tokens} tokens from the tactic and strategy pools"
            )
        for pool, n in tokens.items():
            if s.amount(seat, pool) < n:
                raise Refusal("objective.score", f"{seat} has {s.amount(seat, pool)} {pool} tokens, not {n}")
        for pool, n in tokens.items():
            if n:
                draft.emit(E.ResourceChanged(seat, pool, -n))
    for res, n in o.spend.items():
        draft.emit(E.ResourceChanged(seat, res, -n))


def _check(rules, draft: Draft, seat: str, name: str, imperial: bool) -> Objective:
    """The objective `seat` may score now, or a refusal saying why not."""
    s = draft.state
    o = rules.objectives.get(name)
    if o is None:
        raise Refusal("objective.score", f"There is no objective called {name!r}")
    if name in (s.mark(SCORED) or {}).get(seat, ()):
        raise Refusal("objective.score", f"{seat} has scored {name} already")
    if o.stage == "secret" and name not in s.mark(held_key(seat), ()):
        raise Refusal("objective.secret", f"{seat} holds no such secret objective")
    if o.stage != "secret" and name not in s.mark(PUBLIC, ()):
        raise Refusal("objective.score", f"{name} is not a revealed public objective")
    if not (imperial and o.stage != "secret"):  # Imperial scores a public objective in the action phase
        _check_phase(s, o)
    if (s.phase, s.step) == ("status", "score") and s.active != seat:
        raise Refusal("status.score", f"It is {s.active}'s turn to score objectives, not {seat}'s")
    return o


def _check_phase(state, o: Objective) -> None:
    """Refuse an objective scored outside the phase its card names (objective.phase)."""
    now = STEP_WORDS.get((state.phase, state.step), f"the {state.phase} phase")
    if o.phase == "status" and (state.phase, state.step) != ("status", "score"):
        raise Refusal("objective.phase", f"{o.name} is scored at the status phase's scoring; now it is the {now}")
    if o.phase != "status" and state.phase != o.phase:
        raise Refusal("objective.phase", f"{o.name} is scored in the {o.phase} phase; now it is the {now}")


def _check_combat(draft: Draft, seat: str) -> None:
    """In the action phase a player scores one objective during or after each combat (objective.combat)."""
    s = draft.state
    since = s.mark(COMBAT_SCORED)
    if s.phase != "action" or (since is None and s.mark("combat") is None):
        return
    if seat in (since or ()):
        raise Refusal("objective.combat", f"{seat} has scored an objective during or after this combat already")
    put(draft, COMBAT_SCORED, tuple(since or ()) + (seat,))


def score(rules, draft: Draft, seat: str, name: str, tokens: Mapping[str, int] | None, imperial: bool = False) -> None:
    """Score an objective in the phase its card names: at the status phase's scoring, the player whose turn it is
    scores at most one public and one secret; a secret of the action phase any time in it, one per combat (the
    Imperial card scores a public one in the action phase). Points are gained and the goal may end the game."""
    s = draft.state
    o = _check(rules, draft, seat, name, imperial)
    kind = "secret" if o.stage == "secret" else "public"
    now = plain(s.mark(SCORING) or {})
    if s.phase == "status" and kind in now.get(seat, ()):
        raise Refusal("objective.score", f"{seat} has scored a {kind} objective in this status phase already")
    if not imperial:
        _check_combat(draft, seat)
    _pay(rules, draft, seat, o, tokens)
    if s.phase == "status":
        now[seat] = list(now.get(seat, ())) + [kind]
        put(draft, SCORING, now)
    if kind == "secret":  # shown to the table as it is scored: taking the score back is an undo barrier
        draft.emit(SecretShown(seat, "a secret objective"))
        put(draft, held_key(seat), tuple(n for n in s.mark(held_key(seat), ()) if n != name) or None)
        put(draft, "secret-scored", tuple(draft.state.mark("secret-scored", ())) + (name,))
    scored = plain(draft.state.mark(SCORED) or {})
    scored[seat] = list(scored.get(seat, ())) + [name]
    put(draft, SCORED, scored)
    rules.costs.gain(draft, seat, "vp", o.vp)
    draft.emit(E.Noted(seat, f"{seat} scores objective {name} ({kind}, {o.vp} VP)"))
    check_win(rules, draft)


# ---------------------------------------------------------------- the end


def check_win(rules, draft: Draft) -> bool:
    """End the game when a player has the victory points needed (the first in initiative order on a tie)."""
    if draft.state.winner is not None or draft.state.phase == "over":
        return True
    goal = rules.options["victory_points"]
    for seat in initiative_order(rules, draft.state):
        if draft.state.amount(seat, "vp") >= goal:
            draft.emit(E.GameEnded(seat, f"{seat} reached {goal} victory points"))
            return True
    return False


def end_of_objectives(rules, draft: Draft, seat: str) -> None:
    """No public objective is left to reveal: the game ends, won by the most points (initiative order on a tie)."""
    order = initiative_order(rules, draft.state)
    best = max(order, key=lambda p: (_vp(draft, p), -order.index(p)))
    draft.emit(
        E.GameEnded(
            best,
            f"no public objective is left to reveal (game.objectives): {best} wins with "
            f"{_vp(draft, best)} victory points",
        )
    )


def _vp(draft: Draft, seat: str) -> int:
    """The seat's victory points now."""
    return draft.state.amount(seat, "vp")
