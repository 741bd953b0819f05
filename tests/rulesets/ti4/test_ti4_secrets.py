"""Secret objectives and the agendas Politics shows: seen by their owner only, in views, notes and the log."""

from __future__ import annotations

import pytest
from ti4play import to_status

from core.engine.commands import Command
from core.engine.errors import UndoNeedsConsent
from core.games import new_session
from core.seeing.describe import describe_commit, table_notes
from core.seeing.views import view

SEATS = ("Red", "Blue", "Green")


def _words(ruleset, state, viewer) -> str:
    return " ".join(n.text for n in table_notes(ruleset, view(state, viewer, ruleset)))


def test_a_secret_objective_is_seen_by_its_owner_alone():
    session = new_session("ti4", SEATS, seed=7)
    rules, state = session.ruleset, session.state
    mine = state.mark("secret:Red:objectives")
    assert mine and all(name in rules.objectives for name in mine)
    assert "secret:Red:objectives" in view(state, "Red", rules).marks
    for viewer in ("Blue", "Green", None):
        seen = view(state, viewer, rules)
        others = [k for k in seen.marks if k.startswith("secret:") and not k.startswith(f"secret:{viewer}:")]
        assert not others, viewer
        assert all(name not in _words(rules, state, viewer) for name in mine), viewer
    assert all(name in _words(rules, state, "Red") for name in mine)


def _cmd(seat, name, **fields):
    return Command(seat, name, fields)


def test_politics_shows_the_top_agendas_to_its_user_only_and_the_log_never_names_them():
    session = new_session("ti4", SEATS, seed=3, options={"picks": "one"})
    for seat, card in (("Red", "politics"), ("Blue", "imperial"), ("Green", "trade")):
        session.submit(_cmd(seat, "pick", strategy=card))
    top = session.state.mark("secret:agendas")[:2]
    commits = [session.submit(_cmd("Red", "use-strategy", strategy="politics", speaker="Blue"))]
    commits.append(session.submit(_cmd("Blue", "follow")))
    rules, state = session.ruleset, session.state
    assert tuple(view(state, "Red", rules).marks["secret:Red:peek"]) == top
    for viewer in ("Blue", "Green"):
        assert all(name not in _words(rules, state, viewer) for name in top)
        for commit in commits:
            text = describe_commit(rules, commit, viewer)
            assert all(name not in text for name in top), text
            drawn = state.mark("secret:Blue:objectives") or ()
            if viewer != "Blue":
                assert all(name not in text for name in drawn), text


def test_a_scored_secret_objective_was_shown_so_taking_the_score_back_needs_the_table_s_consent():
    """Scoring a secret objective shows it to the table (its name is in everyone's log); the others cannot
    unsee it, so its owner takes the score back only with their consent, as after showing a card."""
    session = new_session("ti4", SEATS, seed=2)
    for seat, card in (("Red", "politics"), ("Blue", "leadership"), ("Green", "diplomacy")):
        session.submit(_cmd(seat, "pick", strategy=card))
    for seat, card in (("Red", "construction"), ("Blue", "trade"), ("Green", "warfare")):
        session.submit(_cmd(seat, "pick", strategy=card))
    to_status(session)  # Blue's secret objective (Monopolize Production) is scored at the status phase's scoring
    assert session.state.active == "Blue"
    secret = session.state.mark("secret:Blue:objectives")[0]
    commit = session.submit(_cmd("Blue", "score-objective", objective=secret))
    assert secret in describe_commit(session.ruleset, commit, "Red")
    with pytest.raises(UndoNeedsConsent, match="Red, Green saw"):
        session.undo("Blue")
    assert session.line[-1] is commit
    session.undo("Blue", consent=True)
    assert secret in session.state.mark("secret:Blue:objectives")
