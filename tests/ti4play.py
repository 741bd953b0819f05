"""Playing a TI4 game on to its status phase by its legal moves, for the tests that need a status phase reached
in play (the rules' secret objectives, the desktop's scoring in turn)."""

from __future__ import annotations

from core.engine.session import Session

# The moves that bring the round to its end soonest, best first: declining to follow, passing, ending the
# turn, then using a strategy card (a player passes only once their strategy cards are used).
HASTE = ("decline", "pass", "end-turn", "use-strategy")


def to_status(session: Session) -> None:
    """Play the action phase by the quickest legal moves until the status phase's scoring begins."""
    rules = session.ruleset
    for _ in range(200):
        state = session.state
        if state.phase == "status":
            return
        seat = session.must_act()
        assert seat is not None, state.phase
        legal = rules.legal(state, seat)
        command = next((c for name in HASTE for c in legal if c.name == name), None)
        assert command is not None, [c.name for c in legal]
        session.submit(command)
    raise AssertionError("the action phase did not end")
