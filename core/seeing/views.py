"""What one seat, the public, or an omniscient replay viewer may see of the table.

The desktop only ever reads views. A zone the viewer cannot see into shows
its size and no card ids; a pending choice over a hidden hand shows no
options; the random generator's state is never shown. Marks whose key starts
with ``secret:`` stay out of every non-omniscient view, but ``secret:SEAT:...`` shows to SEAT.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from core.engine import zones as Z
from core.engine.state import Choice, GameState, Window
from core.engine.valueclass import valueclass
from core.engine.words import counted

if TYPE_CHECKING:
    from core.rules.ruleset import Ruleset


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
    """A pending choice as the viewer sees it: `options` is None when they lie in a zone the viewer cannot see."""

    seat: str
    kind: str
    zone: str
    count: int
    options: tuple[str, ...] | None
    prompt: str


@valueclass
class WindowView:
    """An open reaction window: the card that opened it, who must answer now, and the order around the table."""

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
        """The cards of a zone, top first: None when the viewer may not look in, empty when there is no such zone."""
        z = self.zones.get(zone)
        return z.cards if z else ()

    def size(self, zone: str) -> int:
        """How many cards a zone holds, seen or not."""
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


def view(state: GameState, viewer: str | None, ruleset: Ruleset | None = None) -> TableView:
    """The table as `viewer` (a seat, zones.PUBLIC/None, or zones.EVERYTHING) sees it."""
    zones = {
        zid: ZoneView(zid, Z.kind(zid), Z.owner(zid), len(cards), cards if Z.visible_to(zid, viewer) else None)
        for zid, cards in state.zones.items()
    }
    visible = {c for z in zones.values() for c in (z.cards or ())}
    pending = _choice_view(state.pending, viewer) if state.pending is not None else None
    window = _window_view(state.window) if state.window is not None else None
    omniscient = viewer == Z.EVERYTHING
    own = f"secret:{viewer}:"
    marks = {k: v for k, v in state.marks.items() if omniscient or not k.startswith("secret:") or k.startswith(own)}
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


def _choice_view(p: Choice, viewer: str | None) -> ChoiceView:
    """A pending choice as `viewer` sees it: over a zone they cannot see, no options and a prompt that says who."""
    shown = p.options if Z.visible_to(p.zone, viewer) else None
    prompt = p.prompt if shown is not None else f"{p.seat} is choosing {counted(p.count, 'card')}"
    return ChoiceView(p.seat, p.kind, p.zone, p.count, shown, prompt)


def _window_view(w: Window) -> WindowView:
    return WindowView(w.trigger, w.by, w.kind, w.waiting_for, w.order, w.passes)
