"""Twilight Imperium, 4th edition: the action-card layer (seed rules 2.1 to 2.8 and their notes) and
enough of the round to play whole rounds.

One shared action deck with a face-up discard pile, reshuffled the moment it
runs out; hidden hands with public sizes and an immediate limit of 7 chosen by
the owner; "Action" cards as component actions on your own turn, other cards
in their own timing; a Sabotage window after every card that is not itself a
Sabotage. Around the cards: the strategy phase (picks, trade goods on unpicked
cards), the action phase in initiative order (strategic, tactical and
component actions, passing), Politics in full, the status-phase draw in
initiative order (Neural Motivator, Yssaril Scheming), command tokens, and an
agenda phase the table resolves by hand. Maps, units and objectives stay with
the table (adjustments and `score`). The modules round and cards hold the
rules, and notes what the table's notes say; this class gives them their commands.
"""

from __future__ import annotations

from functools import partial
from types import MappingProxyType

from core.content.assets import game_key
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import ContentError, Refusal
from core.engine.state import frozen
from core.engine.words import counted
from core.rules.mechanics.decks import DeckPolicy
from core.rules.ruleset import Move, Ruleset
from core.rules.sharedspecs import DECLINE
from core.rulesets.ti4 import agenda as ti4_agenda
from core.rulesets.ti4 import candidates as ti4_candidates
from core.rulesets.ti4 import cards as ti4_cards
from core.rulesets.ti4 import drawing as ti4_drawing
from core.rulesets.ti4 import moments as ti4_moments
from core.rulesets.ti4 import notes as ti4_notes
from core.rulesets.ti4 import objectives as ti4_objectives
from core.rulesets.ti4 import retired as ti4_retired
from core.rulesets.ti4 import round as ti4_round
from core.rulesets.ti4 import scenario as ti4_scenario
from core.rulesets.ti4 import shape as ti4_shape
from core.rulesets.ti4 import specs
from core.rulesets.ti4 import status as ti4_status
from core.rulesets.ti4 import strategy as ti4_strategy
from core.rulesets.ti4 import timing as ti4_timing
from core.rulesets.ti4.common import BOTTOM_WORDS, STEP_WORDS, pool_words, tokens_words
from core.rulesets.ti4.shape import SHAPE as TI4_SHAPE


class TwilightImperium(Ruleset):
    """The TI4 rules. Options: victory_points, hand_limit, picks, yssaril, hacan, neural_motivator."""

    id = "ti4"
    state_shape = TI4_SHAPE  # core/rulesets/ti4/shape.py
    window_commands = frozenset({"play", "decline", "reveal"})
    # a card's named things in the log as players say them, each play a sentence: "plays Direct Hit on
    # dreadnought A", "plays Leadership Rider calling for, its command tokens into the tactic pool", "plays Signal
    # Jamming at Blue in Mecatol Rex"; a phrase after a rider's call is set off by a comma; "play.law" is the
    # play command's law field only, "" the bare value
    card_field_words = MappingProxyType(
        {
            "outcome": "calling",
            "unit": "on",
            "planet": "on",
            "system": "in",
            "tech": ", researching",
            "tech2": "and",
            "pools": ", its command tokens into",
            "play.law": "naming",  # Repeal Law's law; "enacts law Minister of Commerce" stays
            "activate.system": "",  # "activates Mecatol Rex"
            "research.tech": "",  # "researches neural-motivator", not "researches researching ..."
            "worth": "worth",
            "use-strategy.objective": ", scoring",  # "uses Imperial, scoring Expand Borders, holding Mecatol Rex"
            "mecatol": "",
            "resources": "",  # "researching Sarween Tools (4 resources from planets)"
        }
    )
    setup_keys = ti4_scenario.SETUP_KEYS

    def __init__(self, options=None, extra_cards=None, definition=None):
        super().__init__(options, extra_cards, definition)
        raw = self.definition.raw
        where = self.definition.source
        try:
            self.initiatives = {c["id"]: int(c["initiative"]) for c in raw["strategy_cards"]}
            self.strategy_names = {c["id"]: str(c["name"]) for c in raw["strategy_cards"]}
        except (KeyError, TypeError, ValueError):
            raise ContentError(f"{where}: strategy_cards must list {{id, name, initiative}}") from None
        if "politics" not in self.initiatives:
            raise ContentError(f"{where}: strategy_cards has no politics card")
        rows = game_key(self.definition, "card_rules", _card_rules, "a card id to a mapping of its rules", {}) or {}
        self.card_rules = {k: dict(v) for k, v in rows.items()}
        for card in self.card_rules:
            if card not in self.library.defs:
                raise ContentError(f"{where}: card_rules names unknown card {card!r}")
        self.deck_policy = DeckPolicy(keep_top=0, rule="note.4")
        self.objectives = ti4_objectives.load(where)
        self.agendas = ti4_agenda.load(where)
        laws = (a.name for a in self.agendas.values() if a.kind == "law")
        self.state_shape = ti4_shape.with_data(self.agendas, laws, self.objectives, self.initiatives)
        self.card_timing = ti4_timing.load(where, self.library)
        self.library, self.retired = ti4_retired.load(where, self.library)

    def moves(self) -> tuple[Move, ...]:
        """The TI4 commands: strategy, tactical and component actions, action cards, combat, status and agenda."""
        return ti4_moments.moves() + (
            Move(specs.pick(self.initiatives), ti4_round.pick),
            Move(specs.use_strategy(self.initiatives), ti4_round.strategic),
            Move(specs.FOLLOW, ti4_round.secondary),
            Move(specs.ACTIVATE, ti4_round.tactical),
            Move(specs.TAKE_COMPONENT, ti4_round.component),
            Move(specs.PLAY, ti4_cards.play),
            Move(specs.PASS, ti4_round.pass_turn),
            Move(specs.END_TURN, ti4_round.end_turn),
            Move(specs.DECLARE_COMBAT, ti4_cards.combat),
            Move(specs.BEGIN_ROUND, partial(ti4_cards.combat_round, end=False)),
            Move(specs.END_COMBAT, partial(ti4_cards.combat_round, end=True)),
            Move(specs.TRADE, ti4_cards.trade),
            Move(specs.REVEAL, ti4_cards.reveal),
            Move(specs.RESEARCH, TwilightImperium._research),
            Move(specs.SCORE, TwilightImperium._score),
            Move(specs.ADVANCE, ti4_status.advance),
            Move(specs.GAIN_TOKENS, TwilightImperium._gain_tokens, dict.fromkeys(ti4_status.TOKENS, 0)),
            Move(specs.ENACT, ti4_round.enact),
            Move(DECLINE, TwilightImperium._decline),
            *self._round_moves(),
        )

    def _round_moves(self) -> tuple[Move, ...]:
        """Trade's free followers, objectives, the Custodians and the agenda phase's votes."""
        return (
            Move(specs.WAIVE, ti4_round.waive),
            Move(specs.score_objective(self.objectives), ti4_objectives.score),
            Move(specs.TAKE_CUSTODIANS, ti4_agenda.take_custodians),
            Move(specs.VOTE, ti4_agenda.vote),
            Move(specs.DECIDE, ti4_agenda.decide),
            Move(specs.ARRANGE_AGENDAS, ti4_agenda.arrange),
        )

    # ------------------------------------------------------------------ setup

    def setup(self, seats, seed):
        """Shuffle the action deck; nobody holds a card (note.1); the speaker picks first."""
        self.check_seats(seats)
        for name in ("yssaril", "hacan"):
            if self.options.get(name) is not None and self.options[name] not in seats:
                raise ContentError(
                    f"option {name!r} must name a player ({', '.join(seats)}), got {self.options[name]!r}"
                )
        neural = self.options.get("neural_motivator") or []
        if any(s not in seats for s in neural):
            raise ContentError(
                f"option 'neural_motivator' must list players ({', '.join(seats)}), got {list(neural)!r}"
            )
        order, state = rng.shuffle(self.dealt(), rng.seed_state(seed))
        zones = {Z.deck("action"): order, Z.discard("action"): (), Z.TABLE: ()}
        if self.retired:
            zones[Z.BOX] = tuple(c for c in self.library.instances() if c in self.retired)
        for seat in seats:
            zones[Z.hand(seat)] = ()
        resources = {s: {r.id: r.start for r in self.definition.resources} for s in seats}
        marks = {"speaker": seats[0], **({"neural": tuple(neural)} if neural else {})}
        marks.update(ti4_objectives.setup_marks(self, seats, seed))
        marks.update(ti4_agenda.setup_marks(self, seed))
        return [
            E.TableLaid(
                self.id,
                tuple(seats),
                frozen(zones),
                E.freeze(resources),
                "strategy",
                "pick",
                seats[0],
                state,
                E.freeze(marks),
                E.freeze(dict(self.options)),
            )
        ]

    def dealt(self) -> tuple[str, ...]:
        """The action deck the set-up shuffles: every card of the library but the retired ones."""
        return tuple(c for c in self.library.instances("action") if c not in self.retired)

    def scenario_setup(self, state, key, value, where):
        return ti4_scenario.setup(self, state, key, value, where)

    def expectations(self):
        return ti4_scenario.expectations(self)

    # ------------------------------------------------------------------ the base's hooks

    def draft(self, state, command):
        """Over the limit, the owner discards first: playing or trading the excess away is refused (note.10).
        Showing cards is open to anyone at any moment (note.3)."""
        if command.name == "reveal" and state.winner is None:
            draft = Draft(state)
            self.handlers["reveal"].run(self, draft, command)
            return draft
        p = state.pending
        if (
            p is not None
            and p.kind == "discard-to-limit"
            and command.seat == p.seat
            and command.name in ("play", "trade")
        ):
            raise Refusal(
                "note.10",
                f"{p.seat} is over the hand limit and discards first; the excess cannot be played or traded away",
            )
        following = ti4_round.follower(state)
        if (
            p is None
            and state.winner is None
            and following is not None
            and command.name not in ("follow", "decline", "adjust", "waive")
        ):
            raise Refusal("window.respond", f"{following} first follows the strategic action or declines")
        return super().draft(state, command)

    def turn_commands(self):
        return frozenset({"play", "decline", "reveal"})

    def turn_seat(self, state):
        return ti4_round.follower(state) or state.active

    def asking_words(self, view):
        f = view.marks.get("following")
        if f:
            return f"may follow {f['by']}'s {self.strategy_names.get(f['card'], f['card'])}"
        return ti4_status.scoring_words(view)

    def move_words(self, command, name):
        """The status phase's `advance` ends one player's scoring: ``Red is done scoring and moves on``."""
        return "is done scoring and moves on" if command.name == "advance" else None

    def shown_words(self, view, command):
        """Scoring a secret objective shows it to the table (a secret-shown event, whose undo needs consent)."""
        name = command.get("objective")
        if command.name == "score-objective" and name in (view.marks.get(ti4_objectives.held_key(command.seat)) or ()):
            return f"your secret objective {name}"
        return None

    def label(self, command):
        if command.name == "gain-tokens":  # each way to take them apart: "Gain 2 command tokens: 1 tactic, 1 fleet"
            return "Gain " + tokens_words({p: command.get(p) or 0 for p in ti4_status.TOKENS})
        return None

    def step_words(self, phase, step):
        return STEP_WORDS.get((phase, step))

    def value_name(self, field, value):
        if field == "pools":
            return pool_words(value)  # "into the tactic (2) and fleet (1) pools", not "into tactic tactic fleet"
        if field == "bottom":  # the agendas Politics showed, put back (arrange-agendas)
            return BOTTOM_WORDS.get(value)
        if field == "worth":
            return counted(value, "trade good")  # "worth 2 trade goods", not "worth 2"
        if field == "resources":
            return f"({counted(value, 'resource')} from planets)"  # spent on research, not "resources 4"
        if field == "mecatol":  # Imperial: "holding Mecatol Rex", or nothing, not "mecatol yes"
            return ", holding Mecatol Rex" if value == "yes" else ""
        return self.strategy_names.get(value) if field == "strategy" else None

    def public_marks(self, view):
        return ti4_notes.public_marks(self, view)

    def form_fields(self, view, command):
        fields = tuple(f.name for f in self.commands[command.name].fields) if command.name in self.commands else ()
        if command.name == "play" and command.get("card") in self.library:
            return ti4_cards.play_fields(self, command.get("card"), fields)
        if command.name == "score-objective":  # tokens only for an objective paid in tokens
            o = self.objectives.get(command.get("objective"))
            return fields if o is None or o.spend_tokens else tuple(f for f in fields if f != "tokens")
        if command.name in ("use-strategy", "follow"):
            return ti4_strategy.form_fields(view, command, fields)
        return None

    def candidates(self, state, seat):
        return ti4_candidates.candidates(self, state, seat)

    def on_choice(self, draft, choice, picked):
        if choice.kind == "scheming":
            for card in picked:
                draft.emit(E.CardMoved(card, choice.zone, Z.discard("action"), 0))
            if ti4_drawing.hand_limit(self, choice.seat).demand(draft, choice.seat, choice.then):
                return
            return self.after_choice(draft, choice)
        return super().on_choice(draft, choice, picked)

    def after_choice(self, draft, choice):
        if choice.then == "status-draw":
            order = ti4_round.initiative_order(self, draft.state)
            ti4_status.status_draw_from(self, draft, order.index(choice.seat) + 1)

    def draw_action_cards(self, draft, seat: str, n: int) -> bool:
        """Draw `n` action cards for `seat` (round.py's draw, for the modules round.py itself imports)."""
        return ti4_drawing.draw_cards(self, draft, seat, n)

    def next_round(self, draft) -> None:
        """Begin the next round's strategy phase (for agenda.py, which round.py imports)."""
        ti4_round.begin_round(self, draft, draft.state.round + 1)

    def research_tech(self, draft, seat: str, tech: str) -> None:
        """Record a technology `seat` researches (for agenda_effects.py, which strategy.py imports)."""
        ti4_strategy.research(self, draft, seat, tech, "agenda.rider")

    def _adjust(self, draft, command):
        super()._adjust(draft, command)
        ti4_round.check_win(self, draft)

    # ------------------------------------------------------------------ commands that do more than a module's rule

    def _decline(self, draft, seat) -> None:
        """Decline to follow a strategic action, or let a reaction window pass."""
        if draft.state.window is None:
            return ti4_round.decline_secondary(self, draft, seat)
        ti4_cards.decline(self, draft, seat)

    def _research(self, draft, seat, tech) -> None:
        """Record a technology that changes the action-card rules (Neural Motivator, the only one), once."""
        neural = tuple(draft.state.mark("neural", ()))
        if seat in neural:
            raise Refusal("note.5.1", f"{seat} already has Neural Motivator")
        draft.emit(
            E.Marked("neural", E.freeze(neural + (seat,))),
            E.Noted(seat, f"{seat} researches Neural Motivator"),
        )

    def _score(self, draft, seat, points, objective) -> None:
        """Score victory points for an objective; reaching the goal wins."""
        rest = f" for {objective}" if objective else ""
        self.costs.gain(draft, seat, "vp", points)
        draft.emit(E.Noted(seat, f"{seat} scores {points} victory point{'s' if points > 1 else ''}{rest}"))
        ti4_round.check_win(self, draft)

    def _gain_tokens(self, draft, seat, *counts) -> None:
        """Take the status phase's new command tokens, one count per pool in TOKENS order."""
        ti4_status.tokens(self, draft, seat, dict(zip(ti4_status.TOKENS, counts, strict=True)))


def _card_rules(value: object) -> bool:
    """card_rules: a card id to a mapping of what the card's rules add."""
    return value is None or (isinstance(value, dict) and all(isinstance(v, dict) for v in value.values()))
