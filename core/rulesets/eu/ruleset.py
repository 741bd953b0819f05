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
from core.engine.errors import ContentError, Refusal
from core.engine.state import frozen
from core.rules.mechanics.costs import Costs
from core.rules.mechanics.decks import DeckPolicy
from core.rules.mechanics.displays import DisplayPolicy
from core.rules.mechanics.hands import AT_STEP, HandLimit
from core.rules.ruleset import Move, Ruleset
from core.rules.sharedspecs import DECLINE
from core.rulesets.eu import battle as eu_battle
from core.rulesets.eu import candidates as eu_candidates
from core.rulesets.eu import cards as eu_cards
from core.rulesets.eu import court as eu_court
from core.rulesets.eu import focus as eu_focus
from core.rulesets.eu import notes as eu_notes
from core.rulesets.eu import round as eu_round
from core.rulesets.eu import scenario as eu_scenario
from core.rulesets.eu import specs
from core.rulesets.eu.common import STEP_WORDS, TABLE_SET, turn_order
from core.rulesets.eu.shape import SHAPE as EU_SHAPE

SIDE_WORDS = {"attacker": "the attacking side", "defender": "the defending side"}


class EuropaUniversalis(Ruleset):
    """The EU rules. Options: ages, armies, fleets, ruler_reaction, defender_general."""

    id = "eu"
    state_shape = EU_SHAPE  # core/rulesets/eu/shape.py
    window_commands = frozenset({"play", "decline"})
    setup_keys = eu_scenario.SETUP_KEYS
    displays: DisplayPolicy

    def moves(self) -> tuple[Move, ...]:
        """The EU commands: the round's draws and keeps, cards and characters, basic actions, upkeep and battles."""
        return (
            Move(specs.DRAW, eu_round.draw),
            Move(specs.KEEP, eu_round.keep),
            Move(specs.PLAY, EuropaUniversalis._play),
            Move(specs.USE, EuropaUniversalis._use, {"action": 0}),
            Move(specs.APPOINT, EuropaUniversalis._appoint),
            Move(specs.BASIC, eu_round.basic),
            Move(specs.FOCUS, eu_focus.change_focus),
            Move(specs.INFLUENCE, eu_round.set_influence),
            Move(specs.EVENT, eu_round.event),
            Move(specs.PASS, eu_round.pass_round),
            Move(specs.END_TURN, eu_round.end_turn),
            Move(specs.ADVANCE, eu_round.advance),
            Move(specs.UPKEEP, eu_court.upkeep),
            Move(specs.BATTLE, eu_battle.start, {"at": "land"}),
            Move(specs.JOIN, eu_battle.join),
            Move(specs.LEAD, eu_battle.lead),
            Move(specs.BATTLE_PASS, eu_battle.battle_pass),
            Move(specs.ROLL, eu_battle.roll),
            Move(specs.CONTINUE, eu_battle.carry_on),
            Move(specs.RETREAT, eu_battle.retreat),
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
        zones: dict[str, tuple[str, ...]] = {Z.TABLE: ()}
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
        laid = [r for r in self.definition.resources if r.id not in TABLE_SET]
        resources = {s: {r.id: r.start for r in laid} for s in seats}
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

    def asking_words(self, view):
        return eu_notes.battle_words(view)

    def label(self, command):
        """A menu's words for appointing (``Appoint Ferdinand Orsk as general``) and for a national focus."""
        character = self.library.get(command.get("card")).character if command.name == "appoint" else None
        if character is not None:
            replacing = f", replacing {self.card_name(command.get('replace'))}" if command.get("replace") else ""
            return f"Appoint {character.name} as {command.get('role') or character.kind}{replacing}"
        if command.name == "focus":
            f = command.get
            return eu_focus.focus_label(self, f("shift"), f("discard"), f("draw"), f("take")) or None
        return None

    def move_words(self, command, name):
        """Every choice EU asks for is of cards to discard (the hand limit, the set-up keep, a card's discard):
        ``Red discards Forced March``, not ``Red chooses Forced March``."""
        if command.name == "choose":
            return "discards " + ", ".join(name(card) for card in command.get("cards") or ())
        return None

    def step_words(self, phase, step):
        return STEP_WORDS.get((phase, step))

    def value_name(self, field, value):
        """A battle side or place in players' words: ``joins the attacking side``, ``on land``."""
        return SIDE_WORDS.get(value) if field == "side" else ("on land" if (field, value) == ("at", "land") else None)

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
