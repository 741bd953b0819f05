"""Continue from here: a new game that keeps a replay's history up to one point.

The new game starts from the same set-up and the commits of the line up to
the chosen position, renumbered; its header says where it branched from and
what the replay had shown. Watching a replay can show seats what they never
saw at the table: another seat's hand, every hidden card, or later moves that
tell what was drawn. Then the branch needs the table's consent, and says so.
"""

from __future__ import annotations

from core.engine import zones as Z
from core.engine.errors import ContinueNeedsConsent, SaveError
from core.engine.journal import Commit
from core.engine.session import Session
from core.saves.header import make_header
from core.saves.replay import ReplayCursor


def continue_reasons(cursor: ReplayCursor, position: int | None = None) -> tuple[str, ...]:
    """What the replay showed that continuing from `position` would let seats play on knowing."""
    position = cursor.position if position is None else position
    reasons = []
    if Z.EVERYTHING in cursor.shown:
        reasons.append("the replay showed every hidden card (perspective: everything)")
    for seat in cursor.session.initial.seats:
        if seat in cursor.shown:
            reasons.append(f"the replay showed {seat}'s hand to whoever watched")
    if cursor.furthest > position:
        reasons.append(
            f"the replay showed moves after this point (up to move {cursor.furthest}), "
            "which tell what was drawn and held"
        )
    return tuple(reasons)


def branch(cursor: ReplayCursor, consent: bool = False, position: int | None = None) -> Session:
    """A new game with the history up to `position`; raises ContinueNeedsConsent without consent."""
    if cursor.redacted is not None:
        raise SaveError(f"a replay redacted for {cursor.redacted} cannot be continued: its hidden cards are not in it")
    position = cursor.position if position is None else position
    source = cursor.session
    if not 0 <= position <= len(source.line):
        raise SaveError(f"cannot continue from move {position}: the game has moves 0 to {len(source.line)}")
    reasons = continue_reasons(cursor, position)
    if reasons and not consent:
        raise ContinueNeedsConsent(reasons)
    h = source.header
    origin = {"created": str(h.get("created", "")), "position": position, "revealed": list(reasons)}
    header = make_header(
        source.ruleset.id,
        source.ruleset.version,
        h["players"],
        h.get("seed", 0),
        source.ruleset.options,
        h.get("cards"),
        branched_from=origin,
        **{key: h[key] for key in ("colours", "pack", "pack_hash", "card_rules", "decks", "replace") if key in h},
    )
    session = Session(source.ruleset, header, source.setup.events)
    for i, commit in enumerate(source.line[:position]):
        session.replay_commit(Commit(i + 2, commit.seat, commit.command, commit.events))
    return session
