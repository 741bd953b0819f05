"""Verify a save against today's rules: re-decide every recorded command.

Events are facts, so a save loads by folding them whatever the rules say
now. `verify` asks the question the other way round: given the state before
each commit, would today's `ruleset.decide` accept the same command and make
the same events? It reports the first commit where the answers differ.
"""

from __future__ import annotations

from core.engine.errors import CardtableError, Refusal, SaveError
from core.engine.journal import Commit
from core.engine.session import Session
from core.engine.valueclass import valueclass
from core.saves.eventjson import to_json
from core.saves.replay import history


@valueclass(slots=False)
class Disagreement:
    """The first commit today's rules decide differently: its line in the file, its seq, and how."""

    line: int
    seq: int
    problem: str

    def __str__(self) -> str:
        return f"line {self.line}: commit {self.seq}: {self.problem}"


def _short(obj: object) -> str:
    text = str(obj)
    return text if len(text) <= 120 else text[:117] + "..."


def verify(session: Session) -> Disagreement | None:
    """Re-decide every recorded commit (abandoned ones too) on the state before it."""
    if session.header.get("redacted") is not None:
        raise SaveError("a redacted replay cannot be verified: its hidden cards are not in it")
    ruleset = session.ruleset
    for step in history(session):
        record = step.record
        if not isinstance(record, Commit):
            continue
        line = record.seq + 1
        try:
            today = ruleset.decide(step.before, record.command)
        except Refusal as refusal:
            return Disagreement(line, record.seq, f"today's rules refuse it: {refusal}")
        except CardtableError as err:
            return Disagreement(line, record.seq, f"today's rules cannot decide it: {err}")
        except (LookupError, AttributeError, TypeError, ValueError, ArithmeticError) as err:
            return Disagreement(line, record.seq, f"today's rules fail on it ({type(err).__name__}: {_short(err)})")
        recorded = [to_json(e) for e in record.events]
        made = [to_json(e) for e in today]
        for i, (a, b) in enumerate(zip(recorded, made, strict=False), 1):
            if a != b:
                return Disagreement(line, record.seq, f"event {i} differs: recorded {_short(a)}, today {_short(b)}")
        if len(recorded) != len(made):
            return Disagreement(line, record.seq, f"recorded {len(recorded)} events, today's rules make {len(made)}")
    return None
