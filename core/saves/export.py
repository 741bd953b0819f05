"""Export: a replay redacted for one viewer, safe to hand to anyone.

Every event passes through `seen_by(viewer)` (the set-up's TableLaid too),
secret marks are left out, random-generator states and the seed are zeroed,
and commands name only the cards the viewer could know. The header says the
file is redacted and for whom, and the loader folds it with placeholder cards.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import SaveError
from core.engine.journal import Commit, Setup
from core.engine.session import Session
from core.engine.state import GameState
from core.saves.header import full_header
from core.saves.records import record_to_json
from core.saves.savefile import UnsavableValue, dumps
from core.seeing.redaction import redact_command, redact_events


def laid_as(state: GameState) -> list[E.Event]:
    """Events that lay exactly `state` on an empty table: the set-up as one TableLaid, its banner, and the
    choice or reaction window it leaves open (a game that starts with everyone choosing cards).

    A redacted set-up cannot say which hidden cards a scenario's hand-laid zones
    took from where, so an export lays the finished set-up at once instead.
    """
    out: list[E.Event] = [
        E.TableLaid(
            state.game,
            state.seats,
            state.zones,
            state.resources,
            state.phase,
            state.step,
            state.active,
            state.rng,
            state.marks,
            state.options,
        )
    ]
    if state.round != 1 or state.step != "":
        out.append(E.PhaseChanged(state.phase, state.step, state.round))
    if state.active is not None:
        out.append(E.TurnBegan(state.active, state.turn))
    out.extend(E.ChargesSet(card, n) for card, n in state.charges.items())
    if state.pending is not None:
        p = state.pending
        out.append(E.ChoiceOpened(p.seat, p.kind, p.zone, p.count, p.options, p.prompt, p.then))
    if state.window is not None:
        w = state.window
        out.append(E.WindowOpened(w.trigger, w.by, w.kind, w.order))
        out.extend(E.WindowAnswered(w.order[i % len(w.order)], card) for i, card in enumerate(w.answered))
        out.extend(E.WindowPassed(w.order[(len(w.answered) + i) % len(w.order)]) for i in range(w.passes))
    return out


def exported_records(session: Session, viewer: str) -> list[dict[str, Any]]:
    """The journal records as `viewer` may keep them, in JSON form."""
    out = []
    for record in session.records:
        if isinstance(record, Setup):
            out.append(record_to_json(Setup(record.seq, redact_events(laid_as(session.initial), viewer))))
        elif isinstance(record, Commit):
            seen = redact_events(record.events, viewer)
            command = redact_command(record.command, viewer, seen, session.ruleset)
            out.append(record_to_json(Commit(record.seq, record.seat, command, seen)))
        else:
            out.append(record_to_json(record))
    return out


def check_viewer(session: Session, viewer: str) -> str:
    """`viewer` as a perspective of this game ('public' or a player); raises SaveError."""
    if session.header.get("redacted") is not None:
        raise SaveError("this file is already a redacted replay; export from the full save")
    players = tuple(session.header["players"])
    if viewer != Z.PUBLIC and viewer not in players:
        raise SaveError(f"cannot export for {viewer!r}: choose 'public' or a player ({', '.join(players)})")
    return viewer


def export_replay(session: Session, viewer: str, path: str | Path) -> int:
    """Write the replay redacted for `viewer` to `path` atomically; returns the records written."""
    check_viewer(session, viewer)
    header = full_header(session, redacted={"perspective": viewer})
    header["seed"] = None
    header.pop("branched_from", None)
    records = exported_records(session, viewer)
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(dumps(header))
            for record in records:
                fh.write(dumps(record))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except UnsavableValue:
        tmp.unlink(missing_ok=True)
        raise
    except OSError as err:
        raise SaveError(f"{path}: cannot write: {err.strerror or err}") from None
    return len(records)
