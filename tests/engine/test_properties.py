"""Random legal sandbox games with undo, redo, seek and save/load keep the core's invariants.

After every step: each card is in exactly one zone; folding the journal from
the start gives the live state; undo then redo is the identity; and no seat's
view holds another seat's hidden card ids.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from core.engine import zones as Z
from core.engine.fold import fold
from core.engine.session import Session
from core.rulesets import make_ruleset
from core.saves.savefile import load_save, write_save
from core.seeing.views import view


class SandboxGame(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="cardtable-prop-"))

    @initialize(
        seats=st.integers(2, 4),
        seed=st.integers(0, 10**6),
        limit=st.sampled_from([3, 5, None]),
        timing=st.sampled_from(["immediate", "at_step"]),
        keep=st.sampled_from([0, 2]),
        deck=st.sampled_from(["starter", "quick"]),
    )
    def start(self, seats, seed, limit, timing, keep, deck):
        names = ("Red", "Blue", "Green", "Yellow")[:seats]
        options = {"hand_limit": limit, "limit_timing": timing, "reshuffle_keep": keep, "deck": deck, "win_score": 20}
        ruleset = make_ruleset("sandbox", options)
        self.session = Session(
            ruleset,
            {"game": "sandbox", "players": list(names), "seed": seed, "options": options},
            ruleset.setup(names, seed),
        )
        self.universe = Counter(c for cards in self.session.state.zones.values() for c in cards)
        self.states = [self.session.state]

    @precondition(lambda self: self.session.must_act() is not None)
    @rule(pick=st.integers(0, 10**6))
    def play(self, pick):
        s = self.session
        legal = s.ruleset.legal(s.state, s.must_act())
        assert legal, f"no legal command for {s.must_act()} in {s.state.phase}/{s.state.step}"
        s.submit(legal[pick % len(legal)])
        self.states.append(s.state)

    @precondition(lambda self: self.session.can_undo())
    @rule()
    def undo_then_redo_is_identity(self):
        s = self.session
        before = s.state
        s.undo(s.line[-1].seat, consent=True)
        assert s.state == self.states[-2]
        s.redo()
        assert s.state == before

    @precondition(lambda self: self.session.can_undo())
    @rule()
    def undo(self):
        s = self.session
        s.undo(s.line[-1].seat, consent=True)
        self.states.pop()

    @precondition(lambda self: self.session.can_redo())
    @rule()
    def redo(self):
        self.session.redo()
        self.states.append(self.session.state)

    @rule(where=st.floats(0, 1))
    def seek(self, where):
        n = int(where * len(self.session.line))
        assert self.session.state_at(n) == self.states[n]

    @rule()
    def save_and_load(self):
        path = self.tmp / "game.cardtable"
        write_save(self.session, path)
        loaded = load_save(path)
        assert not loaded.warnings
        assert loaded.session.state == self.session.state
        assert [c.seq for c in loaded.session.line] == [c.seq for c in self.session.line]
        assert [c.seq for c in loaded.session.redo_stack] == [c.seq for c in self.session.redo_stack]
        loaded.session.listeners = self.session.listeners
        self.session = loaded.session

    @invariant()
    def each_card_in_exactly_one_zone(self):
        counts = Counter(c for cards in self.session.state.zones.values() for c in cards)
        assert counts == self.universe

    @invariant()
    def journal_folds_to_live_state(self):
        s = self.session
        state = s.initial
        for commit in s.line:
            state = fold(state, commit.events)
        assert state == s.state

    @invariant()
    def views_hide_other_hands(self):
        state = self.session.state
        for viewer in state.seats + (Z.PUBLIC,):
            shown = view(self.session.state, viewer, self.session.ruleset).visible_card_ids()
            for other in state.seats:
                if other != viewer:
                    assert not shown & set(state.zone(Z.hand(other))), (viewer, other)
            for deck in self.session.ruleset.definition.decks:
                assert not shown & set(state.zone(Z.deck(deck)))


SandboxGame.TestCase.settings = settings(
    max_examples=12,
    stateful_step_count=220,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
test_random_sandbox_games = SandboxGame.TestCase
