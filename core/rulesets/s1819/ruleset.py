"""1819 (Mosquito Games, rulebook of June 2022): the Actions page and the round around it.

Two factions, British Agents and Malay Chiefs, share a face-up market of five
cards (the table zone), buy battle cards into secret hands, settle immigrants
on their cards, use their cards once a round, raid (another player may
intervene before the dice) and go to war on the enemy faction. Around the
actions: the opening keep, events, the allowance from the Port, leaders,
turns of two actions, upkeep of the Tax and Public Works tracks, and the end
with its scoring. The congkak board and what leaders' places give stay with
the table (`sow`, adjustments). The modules round, cards, war, tableau and
score hold the rules, and notes what the table's notes say; this class gives
them their commands.
"""

from __future__ import annotations

from core.engine.commands import CommandSpec, FieldSpec
from core.engine.errors import Refusal
from core.engine.valueclass import replace
from core.rules.mechanics.decks import DeckPolicy
from core.rules.ruleset import Move, Ruleset
from core.rules.sharedspecs import DECLINE
from core.rulesets.s1819 import adjust as s1819_adjust
from core.rulesets.s1819 import candidates as s1819_candidates
from core.rulesets.s1819 import cards as s1819_cards
from core.rulesets.s1819 import notes as s1819_notes
from core.rulesets.s1819 import round as s1819_round
from core.rulesets.s1819 import scenario as s1819_scenario
from core.rulesets.s1819 import setup as s1819_setup
from core.rulesets.s1819 import tableau as s1819_tableau
from core.rulesets.s1819 import war as s1819_war
from core.rulesets.s1819.common import STEP_WORDS, read_data
from core.rulesets.s1819.shape import SHAPE as S1819_SHAPE


class Singapore1819(Ruleset):
    """The 1819 rules. Options: factions, multiplier, treaty_cap, intervention_ship, raider_keeps, battle_limit,
    turn_end."""

    id = "1819"
    state_shape = S1819_SHAPE  # core/rulesets/s1819/shape.py
    gains_after_notes = True  # the rules note why gains came right after them: the log says the cause first
    needs_options = (
        "battle_limit",
        "intervention_ship",
        "raider_keeps",
        "factions",
        "multiplier",
        "treaty_cap",
        "turn_end",
    )
    window_commands = frozenset({"decline"})
    setup_keys = s1819_scenario.SETUP_KEYS

    def __init__(self, options=None, extra_cards=None, definition=None):
        super().__init__(options, extra_cards, definition)
        self.data = read_data(self.definition.raw, self.library)
        self.costs = replace(self.costs, afford_rule="buy.price")
        self.deck_policy = DeckPolicy(keep_top=0, rule="buy.empty")

    def moves(self) -> tuple[Move, ...]:
        """The 1819 commands: leaders, the market, populating, using cards, raids, wars, and the congkak's sowing."""
        battle = FieldSpec("cards", "cards", "battle cards from your hand (identical ones count as one)")
        tokens = FieldSpec(
            "tokens", "int", "tokens taken out of your faction's stronghold, 1 strength each", required=False
        )
        return (
            Move(
                CommandSpec(
                    "place-leader",
                    "Step 3: stand your leader on a free place; what it brings this round (the demo board's reading, "
                    "not the rulebook's) is added by hand.",
                    (FieldSpec("place", "str", "where your leader stands", choices=self.data.places),),
                    ("round.leader",),
                    bar_label="Place your leader",
                ),
                s1819_round.place_leader,
            ),
            Move(
                CommandSpec(
                    "buy",
                    "Action: buy a face-up market card at your faction's price; the market refills.",
                    (FieldSpec("card", "card", "the market card"),),
                    ("buy.market", "buy.price", "buy.effects", "actions.count"),
                ),
                s1819_cards.buy,
            ),
            Move(
                CommandSpec(
                    "buy-battle",
                    "Action: pay $2 for the top card of your faction's battle deck.",
                    (),
                    ("buy.battle", "buy.price", "buy.empty", "actions.count"),
                    bar_label="Buy a battle card",
                ),
                s1819_cards.buy_battle,
            ),
            Move(
                CommandSpec(
                    "discard",
                    "On your turn, free: discard a market card or battle card of yours.",
                    (FieldSpec("card", "card", "your market card or battle card"),),
                    ("buy.discard",),
                ),
                s1819_cards.discard,
            ),
            Move(
                CommandSpec(
                    "populate",
                    "Action: draw an immigrant and settle it on a free slot.",
                    (),
                    ("populate.slot", "buy.empty", "actions.count"),
                ),
                s1819_cards.populate,
            ),
            Move(
                CommandSpec(
                    "use",
                    "Action: use a market card of yours (with its linked group), once a round.",
                    (FieldSpec("card", "card", "your market card"),),
                    ("use.once", "use.own", "actions.count"),
                ),
                s1819_cards.use,
            ),
            Move(
                CommandSpec(
                    "raid",
                    "Action: roll 2 D4 and take that many dollars; others may intervene first.",
                    (),
                    ("raid.roll", "raid.ship", "actions.count"),
                ),
                s1819_cards.raid,
            ),
            Move(
                CommandSpec(
                    "intervene",
                    "Before a raid's dice: commit a battle card against the raider's roll.",
                    (battle,),
                    ("raid.intervene", "raid.declare", "raid.tie", "battle.identical"),
                ),
                s1819_cards.intervene,
            ),
            Move(
                CommandSpec(
                    "war",
                    "Both actions: declare war on a player of the enemy faction, committing a battle card.",
                    (
                        FieldSpec("target", "seat", "the defender"),
                        FieldSpec("cards", "cards", "battle cards from your hand", required=False),
                        tokens,
                    ),
                    ("war.actions", "war.faction", "war.commit", "war.stronghold"),
                    bar_label="Declare war",
                ),
                s1819_war.declare,
                {"cards": (), "tokens": 0},
            ),
            Move(
                CommandSpec(
                    "defend",
                    "The defender commits a battle card (if any) and stronghold tokens.",
                    (FieldSpec("cards", "cards", "battle cards from your hand", required=False), tokens),
                    ("war.commit", "war.stronghold"),
                ),
                s1819_war.defend,
                {"cards": (), "tokens": 0},
            ),
            Move(
                CommandSpec(
                    "assist",
                    "A faction mate adds one battle card to the war (or declines).",
                    (battle,),
                    ("war.commit", "battle.identical"),
                ),
                s1819_war.assist,
            ),
            Move(
                CommandSpec(
                    "donate",
                    "The loser's ally gives wealth toward what the loser owes.",
                    (FieldSpec("amount", "int", "dollars given"),),
                    ("war.spoils",),
                ),
                s1819_war.donate,
            ),
            Move(
                CommandSpec(
                    "spoils",
                    "The winner takes market cards of the loser; the rest of the debt becomes VP.",
                    (FieldSpec("cards", "cards", "the loser's market cards", required=False),),
                    ("war.cards", "war.spoils", "war.treaty"),
                    bar_label="Take spoils",
                ),
                s1819_war.take_spoils,
                {"cards": ()},
            ),
            Move(
                CommandSpec("end-turn", "End your turn, leaving any actions unused.", (), ("actions.turn",)),
                s1819_round.end_turn,
            ),
            Move(
                CommandSpec(
                    "sow",
                    "Free: sow your waiting influence tokens one per village clockwise from an open village.",
                    (
                        FieldSpec("village", "str", "the open village to start on", choices=tuple(self.data.villages)),
                        FieldSpec(
                            "home", "str", "drop a token in your stronghold when passing it", False, ("yes", "no")
                        ),
                        FieldSpec(
                            "clear",
                            "str",
                            "a full village is cleared for points or to your stronghold",
                            choices=("points", "stronghold"),
                            required=False,
                        ),
                    ),
                    ("influence.sow", "board.clear"),
                ),
                s1819_round.sow,
                {"home": "no", "clear": "points"},
            ),
            Move(
                CommandSpec(
                    "restore",
                    "Free, on your turn: pay a face-down card's market price to turn it face up.",
                    (FieldSpec("card", "card", "your face-down card"),),
                    ("upkeep.restore",),
                ),
                s1819_round.restore,
            ),
            Move(DECLINE, Singapore1819._decline),
        )

    # ------------------------------------------------------------------ setup

    def setup(self, seats, seed):
        self.check_seats(seats)
        return s1819_setup.setup(self, tuple(seats), seed)

    def scenario_setup(self, state, key, value, where):
        return s1819_scenario.setup(self, state, key, value, where)

    def expectations(self):
        return s1819_scenario.expectations(self)

    # ------------------------------------------------------------------ the base's hooks

    def turn_commands(self):
        return frozenset({"decline"})

    def turn_seat(self, state):
        return (
            s1819_cards.raider_turn(state)
            or s1819_war.war_turn(state)
            or s1819_round.waiting_sower(state)
            or state.active
        )

    def candidates(self, state, seat):
        return s1819_candidates.candidates(self, state, seat)

    def on_choice(self, draft, choice, picked):
        if choice.kind == "keep":
            return s1819_setup.keep(self, draft, choice.seat, picked)
        if choice.kind == "swap":
            s1819_cards.swap_chosen(self, draft, choice.seat, choice.options, picked)
            return s1819_round.maybe_end_turn(self, draft)
        if choice.kind in ("rehome", "move"):
            if choice.kind == "rehome":
                waiting = s1819_tableau.rehome_chosen(self, draft, choice.seat, choice.options, picked, choice.then)
            else:
                waiting = s1819_tableau.moved(self, draft, choice.seat, picked, choice.then)
            if waiting:
                return None
            if choice.then == "upkeep":
                return s1819_round.resume_upkeep(self, draft)
            return s1819_round.maybe_end_turn(self, draft)
        if choice.kind == "settle":
            return s1819_cards.settle_chosen(self, draft, choice.seat, picked)
        if choice.kind == "flip":
            return s1819_round.flip(self, draft, choice.seat, picked)
        return super().on_choice(draft, choice, picked)

    def value_name(self, field, value):
        return s1819_notes.sow_value(self, field, value)

    def prospect(self, state, command):
        """A place for the leader says what a leader there brings (game.yaml's `place_gives`)."""
        if command.name != "place-leader":
            return None
        return s1819_notes.place_gives(self, str(command.get("place")))

    def label(self, command):
        if command.name != "sow":
            return s1819_notes.battle_label(self, command)
        village, home, clear = (command.get(k) for k in ("village", "home", "clear"))
        words = [f"Sow from {s1819_notes.sow_value(self, 'village', village)}"]
        if home:
            words.append(s1819_notes.sow_value(self, "home", home) or "")
        if clear:
            words.append(s1819_notes.sow_value(self, "clear", clear) or "")
        return ", ".join(words)

    def asking_words(self, view):
        return s1819_notes.awaited(view)

    def step_words(self, phase, step):
        return STEP_WORDS.get(phase) if not step else None

    def public_marks(self, view):
        return s1819_notes.public_marks(self, view)

    def turned_down(self, view):
        """Market cards turned face down at upkeep (the ``facedown`` mark) until they are restored."""
        return frozenset(view.marks.get("facedown") or ())

    def card_cost(self, view, card):
        """A market card's price for the viewer's faction (game.yaml's ``prices``): the Malay price to a Malay
        player; behind the curtain, or for a card priced the same to both, the printed cost."""
        prices = self.data.rule(card).get("prices") or {}
        faction = (view.marks.get("factions") or {}).get(view.viewer)
        return {**self.library.get(card).cost, "wealth": int(prices[faction])} if faction in prices else None

    # ------------------------------------------------------------------ commands that do more than a module's rule

    def _adjust(self, draft, command) -> None:
        """Adjust a resource as every game does, or a board value by name; refuse any other name."""
        name = command.get("resource")
        if name is None or name in {r.id for r in self.definition.resources}:
            return super()._adjust(draft, command)
        if not self.options.get("adjustments", True):
            raise Refusal("adjust.off", "Adjustments by hand are switched off in this game")
        seat = command.get("seat") or command.seat
        s1819_adjust.adjust_board(self, draft, seat, name, int(command.get("by") or 0), command.get("reason"))

    def _decline(self, draft, seat) -> None:
        """Decline to assist in a war, or to intervene in a raid."""
        if draft.state.mark("war") is not None:
            return s1819_war.decline(self, draft, seat)
        s1819_cards.decline(self, draft, seat)
