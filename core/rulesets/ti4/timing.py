"""TI4 timing windows (rule 2.6) as data: the window each action card names, and which windows are open now.

A window opens on a moment of the game. The program runs some moments itself:
the phases and steps of the round (``strategy``/``pick``, ``action``/``turn``,
``status``/``score``/``draw``/``tokens``, ``agenda``/``revealed``/``vote``/
``outcome``, the step names of core/rulesets/ti4/round.py and agenda.py) and the
tactical action (``activate``). The table declares the rest with `declare` (a
ship used Sustain Damage, a retreat, an invasion begins, ...), or with
``declare-combat``/``begin-round``. Declared moments live in the ``timing`` mark
with the cards played in the window, so a new turn or combat round closes them.

Each card's window comes from the ``windows`` table of assets/games/ti4/cards.yaml;
a card without one (a pack's) falls back on its kinds: "action", a combat card
(``battle``), or a card the table judges (``reaction``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.content import yamlread
from core.engine.errors import ContentError
from core.rulesets.ti4 import picking
from core.rulesets.ti4.common import plain


@dataclass(frozen=True)
class Window:
    """A timing window: its id, the words that name it, and whether it needs a combat or a declared moment."""

    id: str
    words: str
    moment: str = ""
    """The declared moment that opens it ("" when the phase, step or combat stage alone decides)."""
    mine: bool = True
    """For a declared moment: True when it is the player's own moment, False when it is another player's."""


WINDOWS: dict[str, Window] = {
    w.id: w
    for w in (
        Window("action", "as an action: a component action on your own turn"),
        Window("sabotage", "when another player plays an action card"),
        Window("strategy-start", "at the start of the strategy phase, before anyone picks"),
        Window("strategy-pick", "just after another player picks a strategy card"),
        Window("status-return", "when your strategy cards would be returned, at the end of the status phase"),
        Window("agenda-start", "at the start of the agenda phase, before the first vote"),
        Window("agenda-revealed", "after an agenda is revealed, before the votes"),
        Window("agenda-votes", "while votes are cast on an agenda"),
        Window("agenda-counted", "once every vote is in, before the speaker counts them"),
        Window("activated", "after you activate a system, during that tactical action"),
        Window("ships-moved", "after another player moves ships into a system", "move", mine=False),
        Window("space-cannon", "before you assign hits from another player's Space Cannon", "space-cannon", False),
        Window("combat-start", "at the start of a combat round you fight in"),
        Window("combat-first-round", "at the start of the first round of a combat you fight in"),
        Window("combat-start-or-end", "at the start or the end of a combat round you fight in"),
        Window("hits", "before you assign hits to your ships in a combat", "hits"),
        Window("sustain", "after an opponent's ship uses Sustain Damage against your hit", "sustain", mine=False),
        Window("ship-destroyed", "after a ship of yours is destroyed in a combat", "destroyed"),
        Window("retreat", "after your opponent declares a retreat", "retreat", mine=False),
        Window("ground-rolls", "after your ground forces roll in a ground combat", "ground-rolls"),
        Window("combat-won", "after you win a space combat", "won"),
        Window("invasion", "at the start of an invasion", "invasion", mine=False),
        Window("landing", "after another player commits units to land on your planet", "landing", mine=False),
        Window("planet-gained", "when you gain control of a planet", "planet"),
        Window("planet-lost", "after another player gains control of a planet you controlled", "planet", mine=False),
        Window("combat", "during a combat you fight in"),
        Window("table", "when the table agrees its moment has come"),
    )
}
MOMENTS: dict[str, str] = {
    "move": "ships move into a system",
    "space-cannon": "Space Cannon fire hits another player's ships",
    "hits": "hits are about to be assigned",
    "sustain": "a ship uses Sustain Damage",
    "destroyed": "a ship is destroyed",
    "retreat": "a retreat is declared",
    "ground-rolls": "ground forces have rolled",
    "won": "the space combat is won",
    "invasion": "an invasion begins",
    "landing": "units are committed to land on a planet",
    "planet": "control of a planet is gained",
    "round-end": "the combat round ends",
}
"""What the table may declare, for `declare`; each opens the windows that name it (round-end: the combat's)."""
COMBAT_MOMENTS = frozenset({"hits", "sustain", "destroyed", "retreat", "ground-rolls", "won"})
COMBAT_MOMENTS |= {"round-end"}
TACTICAL_MOMENTS = frozenset({"move", "invasion", "landing", "planet", "space-cannon"})
ANYONE_MOMENTS = frozenset({"planet", "space-cannon"})
"""Tactical moments any player may declare; the others are the active player's."""


@dataclass(frozen=True)
class CardTiming:
    """A card's window and what its play must name besides the card (unit, planet, system, law, outcome, pools,
    trade goods spent, worth, tech)."""

    window: str
    names: tuple[str, ...] = ()


NAMES = ("unit", "planet", "system", "law", "outcome", "pools", "tg", "worth", "tech")


def load(source: str, library) -> dict[str, CardTiming]:
    """The ``windows`` table of the cards.yaml beside `source` (game.yaml), checked against the library."""
    path = Path(source).with_name("cards.yaml")
    if not path.is_file():
        return {}
    raw = yamlread.load(path.read_bytes(), str(path))
    rows = raw.get("windows") if isinstance(raw, dict) else None
    out: dict[str, CardTiming] = {}
    for cid, row in (rows or {}).items():
        if not isinstance(row, dict) or row.get("window") not in WINDOWS:
            raise ContentError(f"{path}: windows.{cid}: window must be one of {', '.join(WINDOWS)}, got {row!r}")
        names = tuple(row.get("names") or ())
        if any(n not in NAMES for n in names):
            raise ContentError(f"{path}: windows.{cid}: names must be among {', '.join(NAMES)}, got {list(names)!r}")
        if cid not in library.defs:
            raise ContentError(f"{path}: windows names unknown card {cid!r}")
        out[str(cid)] = CardTiming(row["window"], names)
    return out


def card_timing(rules, d) -> CardTiming:
    """The card's timing: its row in cards.yaml, else its kinds' (action, combat, or the table's judgement)."""
    known = rules.card_timing.get(d.id)
    if known is not None:
        return known
    if any(verb == "cancel" for verb, _ in d.effect):
        return CardTiming("sabotage")
    if d.has("action"):
        return CardTiming("action")
    return CardTiming("combat" if d.has("battle") else "table")


# ---------------------------------------------------------------- which windows are open


def timing_mark(state) -> dict:
    """The current timing window: the cards played in it and the moments declared in it."""
    t = plain(state.mark("timing") or {})
    return {"plays": t.get("plays", []), "last": t.get("last"), "moments": t.get("moments", [])}


def moments(state, kind: str) -> list[dict]:
    """The declared moments of one kind in the current timing window."""
    return [m for m in timing_mark(state)["moments"] if m.get("kind") == kind]


def _combat_side(state, seat: str) -> dict | None:
    c = plain(state.mark("combat"))
    return c if c is not None and seat in (c["attacker"], c["defender"]) else None


def _combat_open(window: str, c: dict) -> bool:
    at = c.get("at", "start")
    if window == "combat-start":
        return at == "start"
    if window == "combat-first-round":
        return at == "start" and c.get("round", 1) == 1
    if window == "combat-start-or-end":
        return at in ("start", "end")
    return window == "combat"


def _phase_open(window: str, state, seat: str) -> bool | None:
    """Windows the phase and step decide (None: not one of them)."""
    phase, step = state.phase, state.step
    agenda = plain(state.mark("agenda"))
    by_hand = phase == "agenda" and agenda is None  # the agenda phase the table holds by hand
    if window == "strategy-start":
        return phase == "strategy" and picking.last_picker(state) is None
    if window == "strategy-pick":
        picker = picking.last_picker(state)
        return phase == "strategy" and picker is not None and picker != seat
    if window == "status-return":
        return phase == "status" and step == "tokens"
    if window == "agenda-start":
        return by_hand or (phase == "agenda" and step == "revealed" and agenda.get("number", 1) == 1)
    if window == "agenda-revealed":
        return by_hand or (phase == "agenda" and step == "revealed")
    if window == "agenda-votes":
        return by_hand or (phase == "agenda" and step in ("vote", "outcome"))
    if window == "agenda-counted":
        return by_hand or (phase == "agenda" and step == "outcome")
    if window == "activated":
        return phase == "action" and state.active == seat and bool(state.mark("tactical"))
    return None


def _moment_open(w: Window, state, seat: str) -> bool:
    """A window a declared moment opens: the player's own, or another player's against them."""
    for m in moments(state, w.moment):
        if w.mine and m["by"] == seat:
            return True
        if not w.mine and m["by"] != seat and m.get("against") in (None, seat):
            return True
    return False


def is_open(window: str, state, seat: str) -> bool:
    """Whether `window` is open for `seat` now (the action window is checked by the caller, with its reasons)."""
    if window == "table":
        return True
    by_phase = _phase_open(window, state, seat)
    if by_phase is not None:
        return by_phase
    w = WINDOWS[window]
    if w.moment:
        return _moment_open(w, state, seat)
    c = _combat_side(state, seat)
    return c is not None and _combat_open(window, c)


def open_windows(state, seat: str) -> tuple[str, ...]:
    """Every window open for `seat` now, but "action" and "sabotage" (for the log and the desktop's hints)."""
    return tuple(w for w in WINDOWS if w not in ("action", "sabotage", "table") and is_open(w, state, seat))


def words(window: str) -> str:
    """The words that name a window, for refusals."""
    return WINDOWS[window].words
