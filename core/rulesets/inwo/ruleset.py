"""Illuminati: New World Order: the action layer (action tokens, attacks, aid and defence, Plots powered by
your own groups, the Illuminati's token, free moves) and the turn around it, to the win by controlled groups.

Each player has an Illuminati, a Plot deck and a Group deck of their own; a
Power Structure (the display zone) holds the cards in play, and the action
tokens on a card are its charges. The structure's arrows and links, and the
cards' special abilities, stay with the table (adjustments by hand). The
modules round, attack and cards hold the rules, and notes what the table's
notes say; this class gives them their commands.
"""

from __future__ import annotations

from types import MappingProxyType

from core.content.assets import load_game
from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import CommandSpec, FieldSpec
from core.engine.errors import Refusal
from core.rules.ruleset import Move, Ruleset
from core.rules.sharedspecs import DECLINE
from core.rulesets.inwo import attack as inwo_attack
from core.rulesets.inwo import candidates as inwo_candidates
from core.rulesets.inwo import cards as inwo_cards
from core.rulesets.inwo import decks as inwo_decks
from core.rulesets.inwo import notes as inwo_notes
from core.rulesets.inwo import round as inwo_round
from core.rulesets.inwo import scenario as inwo_scenario
from core.rulesets.inwo import setup as inwo_setup
from core.rulesets.inwo import words as inwo_words
from core.rulesets.inwo.common import read_stats
from core.rulesets.inwo.ruleschema import RULE_FIELDS
from core.rulesets.inwo.shape import SHAPE as INWO_SHAPE

MAX_SEATS = 6
MOVED_ONTO = (  # a move in step 5 and Bermuda's free rearranging name the same two groups
    FieldSpec("card", "card", "the group moved"),
    FieldSpec("onto", "card", "the group whose free arrow takes it"),
)


class NewWorldOrder(Ruleset):
    """The INWO rules. Options: basic_goal, count_illuminati, plot_price, destroy_alignments, aid_alignment,
    position_defence."""

    id = "inwo"
    state_shape = INWO_SHAPE  # core/rulesets/inwo/shape.py
    window_commands = frozenset({"aid", "play", "call-off", "decline", "give", "discard", "spend"})
    card_field_words = MappingProxyType({"group": "powered by"})
    line_draws = frozenset({"draw", "buy-plot"})  # "buys a Plot card with UFOs, drawing Insider Tip"
    setup_keys = inwo_scenario.SETUP_KEYS
    card_rule_fields = RULE_FIELDS  # core/rulesets/inwo/ruleschema.py, read by common.read_stats

    pack_deck_kinds = inwo_decks.KINDS  # a pack's named decks hold Groups and Plots (core/rulesets/inwo/decks.py)

    def __init__(self, options=None, extra_cards=None, definition=None):
        shipped = load_game(self.id)  # the game's own cards, read once, beside a pack's
        definition = definition or shipped
        shipped_cards = shipped.library
        library = definition.library.merged(extra_cards) if extra_cards else definition.library
        super().__init__(options, extra_cards, inwo_decks.offered(definition, library, shipped_cards))
        self.pack_name = str(self.definition.raw.get("pack_name") or "")  # set by core.content.packs.Pack.ruleset
        self.stats = read_stats(inwo_decks.kept_rules(self.definition, self.library, shipped_cards), self.library)
        raw = self.definition.raw.get("starters") or {}
        starters = inwo_decks.kept_starters(self.definition, self.library, shipped_cards)
        self.starters = inwo_setup.read_starters(starters, self.library)
        self.pack_decks = inwo_decks.read_pack_decks(self.definition.raw.get("pack_decks"), self.library, self.starters)
        if raw and not self.starters and not self.pack_decks:
            raise inwo_decks.PackDeckError(
                "decks: the cards leave no Illuminati's starter whole; a pack with replace: true must name a deck "
                "of Groups and Plots under decks (setup.decks)"
            )

    def moves(self) -> tuple[Move, ...]:
        """The INWO commands: the turn's steps, attacks with aid and defence, Plots, and the free moves."""
        group = FieldSpec("group", "card", "one of your groups in play, whose action token is spent")
        return (
            Move(
                CommandSpec(
                    "draw",
                    "Steps 1 and 2: draw a card from your own Plot deck, then from your own Group deck.",
                    (FieldSpec("deck", "deck", "plot or group", choices=("plot", "group")),),
                    ("turn.sequence", "turn.draw"),
                ),
                inwo_round.draw,
            ),
            Move(
                CommandSpec(
                    "advance",
                    "Leave the current step without its move (the draws and the takeover are optional); "
                    "reaching step 5 places your action tokens.",
                    (),
                    ("turn.sequence", "actions.refill"),
                    bar_label="Next step",
                ),
                inwo_round.next_step,
            ),
            Move(
                CommandSpec(
                    "takeover",
                    "Step 3: take over one Group from your hand onto a free control arrow, or a Resource, "
                    "no roll needed.",
                    (
                        FieldSpec("card", "card", "a Group or Resource card from your hand"),
                        FieldSpec("onto", "card", "the group whose free arrow takes it (nearest free)", required=False),
                    ),
                    ("turn.takeover", "groups.unique", "structure.arrows"),
                ),
                inwo_round.takeover,
            ),
            Move(
                CommandSpec(
                    "attack",
                    "Step 5: a group of yours spends its token to attack a group of a rival, or a Group "
                    "from your hand, to control or to destroy it; everyone may then aid or defend.",
                    (
                        group,
                        FieldSpec("target", "card", "the group attacked"),
                        FieldSpec("mode", "str", "control or destroy", choices=inwo_attack.MODES),
                        FieldSpec(
                            "modifier", "int", "what the table adds for abilities and the structure", required=False
                        ),
                        FieldSpec(
                            "privileged",
                            "str",
                            "Bavaria only: yes makes it privileged (only attacker and defender take part)",
                            required=False,
                            choices=("no", "yes"),
                        ),
                    ),
                    (
                        "attacks.announce",
                        "attacks.target",
                        "attacks.illuminati",
                        "structure.arrows",
                        "illuminati.discordia",
                        "illuminati.shangri-la",
                        "illuminati.bavaria",
                        "groups.immune",
                        "actions.once-per-turn",
                        "actions.one-at-a-time",
                        "groups.unique",
                    ),
                ),
                inwo_attack.announce,
                {"modifier": 0, "privileged": "no"},
            ),
            Move(
                CommandSpec(
                    "aid",
                    "While an attack is announced: spend a token of one of your groups to aid the attack "
                    "or to defend against it (a target defending itself counts twice).",
                    (group, FieldSpec("side", "str", "attack or defend", choices=inwo_attack.SIDES)),
                    (
                        "attacks.aid",
                        "attacks.defend-self",
                        "attacks.no-duplicates",
                        "attacks.aid-alignment",
                        "attacks.privileged",
                        "actions.own-groups",
                    ),
                ),
                inwo_attack.aid,
            ),
            Move(
                CommandSpec(
                    "call-off",
                    "The attacker calls the announced attack off before committing; what the others "
                    "spent on it comes back.",
                    (),
                    ("attacks.call-off", "attacks.committed"),
                    bar_label="Call off the attack",
                ),
                inwo_attack.call_off,
            ),
            Move(
                CommandSpec(
                    "move",
                    "Step 5: a group spends its token to move, with its puppets, onto a free control arrow of "
                    "another group of your Power Structure.",
                    MOVED_ONTO,
                    ("actions.move", "structure.arrows"),
                ),
                inwo_round.move,
            ),
            Move(
                CommandSpec(
                    "rearrange",
                    "Bermuda Triangle, step 6: move a group, with its puppets, onto a free control arrow of another "
                    "group of your Power Structure, spending no token.",
                    MOVED_ONTO,
                    ("illuminati.bermuda", "structure.arrows"),
                ),
                inwo_round.rearrange,
            ),
            Move(
                CommandSpec(
                    "play",
                    "Play a Plot from your hand: on your turn in step 5, or into an announced attack "
                    "(boosts and cancels); some need a token of your own group or your Illuminati.",
                    (
                        FieldSpec("card", "card", "the Plot card, from your hand"),
                        FieldSpec("group", "card", "the group (or Illuminati) whose token powers it", required=False),
                        FieldSpec("side", "str", "the side a boost backs", required=False, choices=inwo_attack.SIDES),
                        FieldSpec("target", "card", "the group a Plot acts on", required=False),
                    ),
                    (
                        "plots.hand",
                        "plots.own-actions",
                        "plots.illuminati",
                        "plots.timing",
                        "plots.goal",
                        "attacks.privileged",
                        "win.goal",
                    ),
                ),
                inwo_cards.play,
            ),
            Move(
                CommandSpec(
                    "take-resource",
                    "On your turn: your Illuminati spends its token to bring a Resource from your "
                    "hand into play (one a turn).",
                    (FieldSpec("card", "card", "the Resource card, from your hand"),),
                    ("illuminati.resource", "illuminati.one-resource", "illuminati.own-turn"),
                ),
                inwo_round.take_resource,
            ),
            Move(
                CommandSpec(
                    "buy-plot",
                    "On your turn: spend 1 Illuminati token or 2 group tokens to draw a Plot.",
                    (FieldSpec("cards", "cards", "your Illuminati, or two of your groups", most=2),),
                    ("free-moves.buy",),
                    bar_label="Buy a Plot",
                ),
                inwo_round.buy_plot,
            ),
            Move(
                CommandSpec(
                    "spend",
                    "Take an action token off one of your cards for nothing.",
                    (FieldSpec("card", "card", "one of your cards holding a token"),),
                    ("actions.spend",),
                ),
                inwo_round.spend_token,
            ),
            Move(
                CommandSpec(
                    "give",
                    "Give a card from your hand, or a Resource of yours in play, to another player (any time).",
                    (FieldSpec("card", "card", "the card given"), FieldSpec("to", "seat", "who receives it")),
                    ("free-moves.give", "free-moves.goal-limit", "elimination.out"),
                ),
                inwo_round.give,
            ),
            Move(
                CommandSpec(
                    "discard",
                    "Discard a card from your hand (any time).",
                    (FieldSpec("card", "card", "the card, from your hand"),),
                    ("free-moves.discard",),
                ),
                inwo_round.discard,
            ),
            Move(
                CommandSpec(
                    "knock",
                    "Step 7: end your turn; controlling enough groups now wins.",
                    (),
                    ("turn.knock", "free-moves.plot-limit", "win.basic", "win.special", "elimination.out"),
                ),
                inwo_round.knock,
            ),
            Move(DECLINE, inwo_attack.decline),
        )

    # ------------------------------------------------------------------ setup

    def setup(self, seats, seed):
        """Illuminati out (each with its starter deck), own decks shuffled, 3 Plots, a first Group revealed onto the
        Illuminati's arrow (no duplicates), 6 Groups, dice for the first turn (setup.start)."""
        self.check_seats(seats)
        return inwo_setup.setup(self, seats, seed)

    def scenario_setup(self, state, key, value, where):
        return inwo_scenario.setup(self, state, key, value, where)

    def expectations(self):
        return inwo_scenario.expectations(self)

    # ------------------------------------------------------------------ the base's hooks

    def turn_commands(self):
        return frozenset({"play", "give", "discard", "spend"})

    def candidates(self, state, seat):
        return inwo_candidates.candidates(self, state, seat)

    def on_choice(self, draft, choice, picked):
        if choice.kind == "goal-limit":
            for card in picked:
                draft.emit(E.CardMoved(card, choice.zone, Z.discard("plot"), 0))
            inwo_round.goal_limit(self, draft)
            return
        super().on_choice(draft, choice, picked)

    def _adjust(self, draft, command):
        """Adjustments may also move cards into a player's own Plot or Group deck."""
        to = command.get("to")
        if command.get("card") is not None and to is not None and Z.kind(to) == "deck" and to in draft.state.zones:
            src = draft.state.where(command.get("card"))
            if src is None:
                raise Refusal("adjust.off", f"{command.get('card')} is not in this game")
            if not self.options.get("adjustments", True):
                raise Refusal("adjust.off", "Adjustments by hand are switched off in this game")
            draft.emit(
                E.CardMoved(command.get("card"), src, to, 0),
                E.Noted(command.seat, "adjusted by hand: " + command.get("reason"), adjusted=True),
            )
            return
        super()._adjust(draft, command)

    def public_marks(self, view):
        return inwo_notes.public_marks(self, view)

    def option_shown(self, name, seat_count):
        """The per-seat options illuminati_N and deck_N only for the seats in play."""
        kind, _, seat = name.rpartition("_")
        return kind not in ("illuminati", "deck") or not seat.isdigit() or int(seat) <= seat_count

    def option_label(self, name, value):
        """An Illuminati or a starter deck by its Illuminati's name."""
        kind = name.rpartition("_")[0]
        if kind not in ("illuminati", "deck") or not isinstance(value, str):
            return super().option_label(name, value)
        if kind == "deck" and value in self.pack_decks:
            return f"{value} (the pack's deck)"
        if value in self.library.defs:
            return self.library.defs[value].name + (" starter" if kind == "deck" else "")
        return {"random": "dealt at random", "own": "their Illuminati's own starter"}.get(value)

    def value_name(self, field, value):
        return inwo_words.SIDE_WORDS.get(value) if field == "side" else None

    def label(self, command):
        return inwo_words.menu_words(command, self.card_name)

    def prospect(self, state, command):
        return inwo_attack.prospect(self, state, command) if command.name == "attack" else None

    def step_words(self, phase, step):
        return f"step {inwo_round.STEP_NAMES[step]}" if phase == "turn" and step in inwo_round.STEP_NAMES else None

    def move_words(self, command, name):
        return inwo_words.log_words(command, name, self.card_name)

    def describe(self, command):
        said = inwo_words.log_words(command, self.card_name)
        return super().describe(command) if said is None else f"{command.seat} {said}"
