"""What one seat, the public, or an omniscient replay viewer may see of the table.

The desktop only ever reads views. A zone the viewer cannot see into shows
its size and no card ids; a pending choice over a hidden hand shows no
options; the random generator's state is never shown. Marks whose key starts
with ``secret:`` stay out of every non-omniscient view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine import zones as Z
from core.engine.state import GameState
from core.engine.valueclass import valueclass


@valueclass
class ZoneView:
    """One zone as the viewer sees it: `cards` is None when the viewer may not look in."""

    id: str
    kind: str
    owner: str | None
    size: int
    cards: tuple[str, ...] | None


@valueclass
class ChoiceView:
    seat: str
    kind: str
    zone: str
    count: int
    options: tuple[str, ...] | None
    prompt: str


@valueclass
class WindowView:
    trigger: str
    by: str
    kind: str
    waiting_for: str
    order: tuple[str, ...]
    passes: int


@valueclass
class TableView:
    """The table from one viewer's seat."""

    viewer: str | None
    game: str
    seats: tuple[str, ...]
    zones: Mapping[str, ZoneView]
    resources: Mapping[str, Mapping[str, int]]
    charges: Mapping[str, int]
    phase: str
    step: str
    round: int
    turn: int
    active: str | None
    must_act: str | None
    window: WindowView | None
    pending: ChoiceView | None
    marks: Mapping[str, Any]
    winner: str | None

    def cards(self, zone: str) -> tuple[str, ...] | None:
        z = self.zones.get(zone)
        return z.cards if z else ()

    def size(self, zone: str) -> int:
        z = self.zones.get(zone)
        return z.size if z else 0

    def visible_card_ids(self) -> set[str]:
        """Every card id this view shows anywhere (for hidden-information tests)."""
        out: set[str] = set()
        for z in self.zones.values():
            out.update(z.cards or ())
        if self.pending and self.pending.options:
            out.update(self.pending.options)
        if self.window:
            out.add(self.window.trigger)
        out.update(self.charges)
        return out


def view(state: GameState, viewer: str | None, ruleset=None) -> TableView:
    """The table as `viewer` (a seat, zones.PUBLIC/None, or zones.EVERYTHING) sees it."""
    zones = {
        zid: ZoneView(zid, Z.kind(zid), Z.owner(zid), len(cards), cards if Z.visible_to(zid, viewer) else None)
        for zid, cards in state.zones.items()
    }
    visible = {c for z in zones.values() for c in (z.cards or ())}
    pending = None
    if state.pending is not None:
        p = state.pending
        shown = p.options if Z.visible_to(p.zone, viewer) else None
        pending = ChoiceView(
            p.seat,
            p.kind,
            p.zone,
            p.count,
            shown,
            p.prompt if shown is not None else f"{p.seat} is choosing {p.count} card(s)",
        )
    window = None
    if state.window is not None:
        w = state.window
        window = WindowView(w.trigger, w.by, w.kind, w.waiting_for, w.order, w.passes)
    omniscient = viewer == Z.EVERYTHING
    marks = {k: v for k, v in state.marks.items() if omniscient or not k.startswith("secret:")}
    return TableView(
        viewer=viewer,
        game=state.game,
        seats=state.seats,
        zones=zones,
        resources=state.resources,
        charges={c: n for c, n in state.charges.items() if c in visible},
        phase=state.phase,
        step=state.step,
        round=state.round,
        turn=state.turn,
        active=state.active,
        must_act=ruleset.must_act(state) if ruleset is not None else state.active,
        window=window,
        pending=pending,
        marks=marks,
        winner=state.winner,
    )
