"""The bench game: the 'deck' workload of the performance benchmarks, as a ruleset.

Sixty plain cards in one deck, a hand and a power counter per seat. Draw takes
the top card (refused while the hand holds 7, reshuffling the whole discard
pile when the deck is empty), play moves the card at a hand position to the
discard pile for 1 power, and end-turn passes the turn round-robin. It is the
workload boardgame.io is measured on (docs/performance.md), and it runs through
the same session, journal and fold as every other game. It is no game for
people: it lives here, with its data in benchmarks/bench-game/, and the
benchmarks register it (`core.rulesets.register`) before they use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.content.assets import GameDefinition, load_game
from core.content.cards import CardLibrary
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.commands import CommandSpec, FieldSpec
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.state import frozen
from core.rules.mechanics import decks
from core.rules.mechanics.decks import DeckPolicy
from core.rules.ruleset import Move, Ruleset

DECK = "main"
POWER = "power"
FOLDER = Path(__file__).resolve().parent / "bench-game"


class Bench(Ruleset):
    """The 'deck' workload's rules; only the active seat may act."""

    id = "bench"

    def __init__(
        self,
        options: Mapping[str, Any] | None = None,
        extra_cards: CardLibrary | None = None,
        definition: GameDefinition | None = None,
    ):
        super().__init__(options, extra_cards, definition or load_game(self.id, folder=FOLDER))
        self.limit = self.options["hand_limit"]
        self.policy = DeckPolicy(keep_top=0, rule="deck.empty")
        self.deck_zone = Z.deck(DECK)
        self.discard_zone = Z.discard(DECK)
        self.hands: dict[str, str] = {}

    def moves(self) -> tuple[Move, ...]:
        """Draw, play and end-turn; only the active seat may give them."""
        return (
            Move(
                CommandSpec(
                    "draw",
                    "Take the top card of the deck into your hand.",
                    (),
                    ("turn.active", "bench.hand-full", "deck.reshuffle", "deck.empty"),
                ),
                Bench._draw,
            ),
            Move(
                CommandSpec(
                    "play",
                    "Play the card at a position of your hand: it goes on the discard pile and you gain 1 power.",
                    (FieldSpec("index", "int", "the card's position in your hand, from 0"),),
                    ("turn.active", "bench.index"),
                ),
                Bench._play,
            ),
            Move(
                CommandSpec("end-turn", "End your turn; the next player's begins.", (), ("turn.active",)),
                Bench._end_turn,
            ),
        )

    def setup(self, seats: tuple[str, ...], seed: int | str) -> list[E.Event]:
        """Sixty cards in the deck, empty hands, no power."""
        self.check_seats(seats)
        cards = self.library.instances(DECK)
        zones = {self.deck_zone: tuple(reversed(cards)), self.discard_zone: ()}
        for seat in seats:
            zones[Z.hand(seat)] = ()
        resources = {seat: {POWER: 0} for seat in seats}
        return [
            E.TableLaid(
                self.id,
                tuple(seats),
                frozen(zones),
                E.freeze(resources),
                "play",
                "turn",
                seats[0],
                rng.seed_state(seed),
                frozen(),
                frozen(self.options),
            )
        ]

    def hand_of(self, seat: str) -> str:
        """The hand zone id of a seat, made once so every event shares the same string."""
        zone = self.hands.get(seat)
        if zone is None:
            zone = self.hands[seat] = Z.hand(seat)
        return zone

    def _draw(self, draft: Draft, seat: str) -> None:
        """Draw the top card, reshuffling the discard pile into an empty deck; refused at the hand limit."""
        self.require_active(draft, seat)
        hand = self.hand_of(seat)
        held = len(draft.state.zone(hand))
        if held >= self.limit:
            raise Refusal("bench.hand-full", f"{seat} holds {held} cards; no draw at {self.limit} or more")
        if not draft.state.zone(self.deck_zone):
            decks.reshuffle(draft, DECK, self.policy)
        draft.emit(E.CardMoved(draft.state.zone(self.deck_zone)[0], self.deck_zone, hand, -1))

    def _play(self, draft: Draft, seat: str, index: int) -> None:
        """Discard the card at a hand position for 1 power."""
        self.require_active(draft, seat)
        hand = self.hand_of(seat)
        cards = draft.state.zone(hand)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(cards):
            raise Refusal("bench.index", f"{seat}'s hand has no card at position {index} (it holds {len(cards)})")
        draft.emit(E.CardMoved(cards[index], hand, self.discard_zone, 0))
        self.costs.gain(draft, seat, POWER, 1)

    def _end_turn(self, draft: Draft, seat: str) -> None:
        """Pass the turn to the next seat round the table."""
        self.require_active(draft, seat)
        seats = draft.state.seats
        draft.emit(E.TurnBegan(seats[(seats.index(seat) + 1) % len(seats)]))
