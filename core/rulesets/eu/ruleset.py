"""Europa Universalis: The Price of Power, the action-card layer (seed section 6 and the round around it).

Three decks (administrative, diplomatic, military) with their own public
discard piles; cards cost monarch power of their deck's type and sometimes
ducats; every card is played for its action or to appoint its character.
The round runs the set-up draw, phase 1 (draw 3, pay 2 ducats per kept card),
phase 2 (one main action per turn plus minor actions, the Event once, passing
for ducats), phase 3 by hand, phase 4 (advisor upkeep and monarch power) and
phase 5 (the hand limit of 5, the end of an Age). Battles run rounds of
battle actions, a seeded roll, casualties by hand and a retreat. What the
program does not model (the map, units, provinces) the table keeps with
logged adjustments. The modules round, cards, court and battle hold the
rules, and notes what the table's notes say; this class gives them their commands.
"""

from __future__ import annotations

from core.content.assets import game_key, texts, whole
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.commands import CommandSpec, FieldSpec
from core.engine.errors import ContentError, Refusal
from core.engine.state import frozen
from core.rules.mechanics.costs import Costs
from core.rules.mechanics.decks import DeckPolicy
from core.rules.mechanics.displays import DisplayPolicy
from core.rules.mechanics.hands import AT_STEP, HandLimit
from core.rules.ruleset import DECLINE, Move, Ruleset
from core.rulesets.eu import battle as eu_battle
from core.rulesets.eu import candidates as eu_candidates
from core.rulesets.eu import cards as eu_cards
from core.rulesets.eu import court as eu_court
from core.rulesets.eu import focus as eu_focus
from core.rulesets.eu import notes as eu_notes
from core.rulesets.eu import round as eu_round
from core.rulesets.eu import scenario as eu_scenario
from core.rulesets.eu.common import turn_order

CARD = FieldSpec("card", "card", "the card, from your hand")
TARGET = FieldSpec("target", "seat", "the rival a card or action is aimed at", required=False)
DIE = FieldSpec(
    "die", "str", 'the type you name for a "?" battle die', required=False, choices=("regular", "cavalry", "artillery")
)
DISCOUNT = FieldSpec(
    "discount",
    "amounts",
    "a discount the table grants from things the program does not track (ideas, events); a cost never goes below zero",
    required=False,
)


class EuropaUniversalis(Ruleset):
    """The EU rules. Options: ages, armies, fleets, ruler_reaction, defender_general."""

    id = "eu"
    window_commands = frozenset({"play", "decline"})
    setup_keys = eu_scenario.SETUP_KEYS
    displays: DisplayPolicy

    def moves(self) -> tuple[Move, ...]:
        """The EU commands: the round's draws and keeps, cards and characters, basic actions, upkeep and battles."""
        return (
            Move(
                CommandSpec(
                    "draw",
                    "Draw the top card of a deck: 3 cards in the set-up draw and 3 in phase 1, one at a time.",
                    (FieldSpec("deck", "deck", "which deck: adm, dip or mil"),),
                    ("3.setup-draw", "4.1.draw-three", "6.reshuffle", "6.deck-empty", "6.1.three-decks"),
                ),
                eu_round.draw,
            ),
            Move(
                CommandSpec(
                    "keep",
                    "Phase 1 step C: keep some of the cards you just drew, paying 2 ducats each; the rest are "
                    "discarded.",
                    (FieldSpec("cards", "cards", "the drawn cards to keep (an empty list keeps none)"),),
                    ("4.1.keep-cost",),
                ),
                eu_round.keep,
            ),
            Move(
                CommandSpec(
                    "play",
                    "Play a card from your hand for its action: on your turn in phase 2; a battle action in your "
                    "own battle; a reaction at any moment; or a reaction answering the open window.",
                    (
                        CARD,
                        TARGET,
                        FieldSpec(
                            "replace",
                            "card",
                            "one of your display cards to discard when playing a third",
                            required=False,
                        ),
                        DIE,
                        DISCOUNT,
                    ),
                    (
                        "6.whole-turn",
                        "6.minor-card",
                        "6.cost-afford",
                        "6.cost-floor",
                        "6.cost-discount",
                        "4.2.passed",
                        "6.resolve-discard",
                        "6.target",
                        "6.2.display-charge",
                        "6.2.display-limit",
                        "6.2.display-unique",
                        "6.2.battle-step",
                        "6.2.battle-once",
                        "6.2.reaction",
                        "6.2.answer",
                        "6.2.covert-counter",
                    ),
                ),
                EuropaUniversalis._play,
            ),
            Move(
                CommandSpec(
                    "use",
                    "Take an action of one of your display cards: pay its cost and spend its tokens.",
                    (
                        FieldSpec("card", "card", "the display card, from your display"),
                        FieldSpec("action", "int", "which of its actions, counting from 0", required=False),
                        TARGET,
                        DIE,
                        DISCOUNT,
                    ),
                    (
                        "6.2.display-use",
                        "6.2.display-later",
                        "6.2.display-turn",
                        "6.2.display-spent",
                        "6.2.battle-once",
                        "6.2.countered-cost",
                        "6.cost-discount",
                    ),
                ),
                EuropaUniversalis._use,
                {"action": 0},
            ),
            Move(
                CommandSpec(
                    "appoint",
                    "Minor action: appoint the character on a card in your hand as advisor, general, admiral "
                    "or ruler (takes no turn).",
                    (
                        CARD,
                        FieldSpec(
                            "role",
                            "str",
                            "the role; by default the character's own kind",
                            required=False,
                            choices=eu_court.ROLES,
                        ),
                        FieldSpec(
                            "replace",
                            "card",
                            "the general or admiral to discard when every slot is taken",
                            required=False,
                        ),
                    ),
                    (
                        "5.2.minor",
                        "5.2.appoint-timing",
                        "5.2.character",
                        "5.2.advisor",
                        "5.2.leader",
                        "5.2.ruler",
                        "5.2.ruler-reaction",
                        "5.2.defender-general",
                    ),
                ),
                EuropaUniversalis._appoint,
            ),
            Move(
                CommandSpec(
                    "basic",
                    "Take a basic action named in words (Explore, Influence, Recruit, ...): the table resolves it "
                    "and the cost you state is paid.",
                    (
                        FieldSpec("name", "str", "the basic action, in words"),
                        FieldSpec("cost", "amounts", "its cost, e.g. {dip: 1, mil: 1}", required=False),
                    ),
                    ("5.basic", "4.2.one-action"),
                ),
                eu_round.basic,
            ),
            Move(
                CommandSpec(
                    "focus",
                    "Change National Focus, once a round: move 1 monarch power from one or two types into a third, "
                    "and/or discard up to 3 cards to draw one fewer, one of them maybe picked from a deck's top 5 "
                    "discards for 1 monarch power of that deck and 2 ducats.",
                    (
                        FieldSpec("shift", "amounts", "e.g. {adm: 2, dip: -1, mil: -1}", required=False),
                        FieldSpec("discard", "cards", "up to 3 hand cards to discard", required=False),
                        FieldSpec("draw", "amounts", "cards to draw from each deck, e.g. {dip: 1}", required=False),
                        FieldSpec("take", "card", "a card from the top 5 of a discard pile", required=False),
                    ),
                    ("5.1.focus", "5.1.focus-once", "5.1.focus-take"),
                ),
                eu_focus.change_focus,
            ),
            Move(
                CommandSpec(
                    "event",
                    "Take the Event action, once per round; the table resolves the event.",
                    (),
                    ("4.2.event-once",),
                ),
                eu_round.event,
            ),
            Move(
                CommandSpec(
                    "pass",
                    "Pass for the rest of the round and collect ducats by the order of passing (a main action).",
                    (),
                    ("4.2.event-before-pass", "4.2.pass-ducats", "4.2.passed", "4.2.last-turn"),
                ),
                eu_round.pass_round,
            ),
            Move(
                CommandSpec(
                    "end-turn",
                    "End your turn, or your set-up draw; the next player in turn order goes on.",
                    (),
                    ("4.2.one-action", "4.2.turn-order", "3.setup-keep"),
                ),
                eu_round.end_turn,
            ),
            Move(
                CommandSpec(
                    "advance",
                    "End phase 3, which the table resolves by hand, and go on to phase 4.",
                    (),
                    ("4.3.by-hand",),
                ),
                eu_round.advance,
            ),
            Move(
                CommandSpec(
                    "upkeep",
                    "Phase 4: pay upkeep for the advisors you keep (the others are discarded), then collect "
                    "monarch power.",
                    (FieldSpec("keep", "cards", "the advisors to keep paying for (an empty list keeps none)"),),
                    ("4.4.upkeep", "4.4.mp-income", "7.mp-cap"),
                ),
                eu_court.upkeep,
            ),
            Move(
                CommandSpec(
                    "battle",
                    "Start a battle on your turn in phase 2, before its main action, against another player, a "
                    "non-player realm or rebels; in phase 3, rebels attack you.",
                    (
                        FieldSpec("target", "seat", "the defending player", required=False),
                        FieldSpec(
                            "against", "str", "or: the non-player realm fought (by name), or rebels", required=False
                        ),
                        FieldSpec(
                            "at", "str", "on land or at sea (default land)", required=False, choices=("land", "sea")
                        ),
                        FieldSpec(
                            "leader", "card", "your general (admiral at sea) leading this battle", required=False
                        ),
                    ),
                    ("9.battle-start", "9.battle-sides", "9.battle-open", "9.leader"),
                ),
                eu_battle.start,
                {"at": "land"},
            ),
            Move(
                CommandSpec(
                    "join",
                    "Join the battle under way as an ally of the attacking or defending side, before its first roll.",
                    (FieldSpec("side", "str", "attacker or defender", choices=("attacker", "defender")),),
                    ("9.battle-ally",),
                ),
                eu_battle.join,
            ),
            Move(
                CommandSpec(
                    "lead",
                    "Name your side's leader for the battle: an appointed general (admiral at sea), before the "
                    "first roll.",
                    (FieldSpec("card", "card", "the leader, from your appointed characters"),),
                    ("9.leader",),
                ),
                eu_battle.lead,
            ),
            Move(
                CommandSpec(
                    "battle-pass",
                    "Play no more battle actions for now; when both sides pass in a row the dice are rolled.",
                    (),
                    ("9.battle-order",),
                ),
                eu_battle.battle_pass,
            ),
            Move(
                CommandSpec(
                    "roll",
                    "Roll both sides' dice: 3 base dice, one per point of the leader's skill, and the battle "
                    "actions' dice.",
                    (),
                    ("9.battle-roll", "9.battle-round"),
                ),
                eu_battle.roll,
            ),
            Move(
                CommandSpec(
                    "continue",
                    "After the roll and its casualties (by hand), fight another round of this battle.",
                    (),
                    ("9.battle-round",),
                ),
                eu_battle.carry_on,
            ),
            Move(
                CommandSpec(
                    "retreat",
                    "After the roll and its casualties (by hand), your side retreats, or a side without players "
                    "as the table decides; the other side wins.",
                    (
                        FieldSpec(
                            "side",
                            "str",
                            "a side without players that retreats (default your own)",
                            required=False,
                            choices=("attacker", "defender"),
                        ),
                    ),
                    ("9.battle-round", "9.battle-win"),
                ),
                eu_battle.retreat,
            ),
            Move(DECLINE, eu_cards.decline),
        )

    def __init__(self, options=None, extra_cards=None, definition=None):
        super().__init__(options, extra_cards, definition)
        self.costs = Costs(caps=self.costs.caps, afford_rule="6.cost-afford", names=self.costs.names)
        self.deck_policy = DeckPolicy(keep_top=5, rule="6.deck-empty")
        self.hand_limit = HandLimit(5, AT_STEP, "6.hand-limit")
        self.displays = DisplayPolicy(
            limit=2,
            limit_rule="6.2.display-limit",
            unique_rule="6.2.display-unique",
            charge_rule="6.2.display-charge",
            spent_rule="6.2.display-spent",
        )
        d = self.definition
        pass_ducats = game_key(d, "pass_ducats", _ducat_rows, "players -> a list of whole ducats, one row each")
        self.pass_ducats = {int(n): tuple(pay) for n, pay in pass_ducats.items()}
        for n in range(d.min_seats, d.max_seats + 1):
            if n not in self.pass_ducats:
                raise ContentError(f"{d.source}: pass_ducats has no row for {n} players")
        game_key(d, "die_types", texts, "a list of die type names")
        game_key(d, "base_dice", whole, "a whole number of dice")
        self.colours = tuple(game_key(d, "colours", texts, "a list of colour names"))
        eu_scenario.check_cards(self)

    # ------------------------------------------------------------------ setup

    def setup(self, seats, seed):
        """Shuffle the three decks, deal one card of each to every realm, and open the set-up draw."""
        self.check_seats(seats)
        state = rng.seed_state(seed)
        zones = {Z.TABLE: ()}
        for seat in seats:
            zones[Z.hand(seat)] = ()
            zones[Z.display(seat)] = ()
            zones[Z.appointed(seat)] = ()
        for deck in self.definition.decks:
            order, state = rng.shuffle(self.library.instances(deck), state)
            for i, seat in enumerate(seats):
                zones[Z.hand(seat)] += order[i : i + 1]
            zones[Z.deck(deck)] = order[len(seats) :]
            zones[Z.discard(deck)] = ()
        resources = {s: {r.id: r.start for r in self.definition.resources} for s in seats}
        colours = self.colours
        realms = {
            s: {"name": s, "colour": s.lower() if s.lower() in colours else colours[i % len(colours)]}
            for i, s in enumerate(seats)
        }
        return [
            E.TableLaid(
                self.id,
                tuple(seats),
                frozen(zones),
                E.freeze(resources),
                "setup",
                "draw",
                seats[0],
                state,
                E.freeze({"first": seats[0], "realms": realms}),
                frozen(self.options),
            )
        ]

    def scenario_setup(self, state, key, value, where):
        return eu_scenario.setup(self, state, key, value, where)

    def expectations(self):
        return eu_scenario.expectations(self)

    # ------------------------------------------------------------------ shared by the modules

    def pay(self, draft, seat: str, cost, what: str, rule: str = "6.cost-afford") -> None:
        """Pay a cost in full or refuse citing `rule`, naming what is missing."""
        for r, n in cost.items():
            have = draft.state.amount(seat, r)
            if have < n:
                raise Refusal(rule, f"{what} costs {n} {self.costs.names.get(r, r)}; {seat} has {have}")
        self.costs.pay(draft, seat, cost, what)

    def turn_seat(self, state):
        return eu_battle.must_act(state) or state.active

    def public_marks(self, view):
        return eu_notes.public_marks(self, view)

    def candidates(self, state, seat):
        return eu_candidates.candidates(self, state, seat)

    def after_choice(self, draft, choice) -> None:
        if choice.then == "setup":
            eu_round.setup_next(draft, choice.seat)
        elif choice.then == "cleanup":
            eu_round.cleanup_from(self, draft, turn_order(draft.state).index(choice.seat) + 1)

    def _discount(self, discount):
        """A discount the table grants, as a dict; refused when adjustments are switched off or it is below zero."""
        if discount and not self.options.get("adjustments", True):
            raise Refusal("adjust.off", "Discounts granted by the table are adjustments, switched off in this game")
        for r, n in (discount or {}).items():
            if n < 0:
                raise Refusal("6.cost-discount", f"A discount lowers a cost; {r}: {n} is below zero")
        return dict(discount or {})

    # ------------------------------------------------------------------ commands that do more than a module's rule

    def _play(self, draft, seat, card, target, replace, die, discount) -> None:
        """Play a card for its action, with any discount the table grants (an adjustment)."""
        eu_cards.play(self, draft, seat, card, target, replace, die, self._discount(discount))

    def _use(self, draft, seat, card, action, target, die, discount) -> None:
        """Take an action of a display card, with any discount the table grants (an adjustment)."""
        eu_cards.use(self, draft, seat, card, action, target, die, self._discount(discount))

    def _appoint(self, draft, seat, card, role, replace) -> None:
        """Appoint a character; a defender's new general leads the battle under way."""
        role = eu_court.appoint(self, draft, seat, card, role, replace)
        battle = draft.state.mark("battle")
        if role == "general" and battle is not None and battle["defender"] == seat:
            eu_battle.set_leader(draft, seat, card)


def _ducat_rows(value: object) -> bool:
    """pass_ducats: a player count to a list of whole ducats."""
    return isinstance(value, dict) and all(
        whole(n) and isinstance(row, list) and all(whole(x) for x in row) for n, row in value.items()
    )
