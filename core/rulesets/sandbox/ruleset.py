"""The sandbox: a generic action-card game in one module, built only from the shared mechanics.

Unlike the four real games it has no package of modules (common, round,
cards, candidates, scenario, notes): it is small enough to read whole here.

It is the engine's test bed and the game the app opens by default. On your
turn you may draw one card and take one action: play a card from your hand
(a display card is then charged with tokens from your supply), use a display
card, or gather 1 gold; then you end your turn. Some cards may
be answered by rivals with a reaction (Veto). After everyone has had a turn,
the round's cleanup checks hand limits and pays 1 gold each.
"""

from __future__ import annotations

from core.content.assets import game_key, whole
from core.content.cards import instance_ids
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.commands import CommandSpec, FieldSpec
from core.engine.draft import Draft
from core.engine.errors import ContentError, Refusal
from core.engine.state import frozen
from core.rules.mechanics import decks, reactions
from core.rules.mechanics.decks import DeckPolicy
from core.rules.mechanics.displays import DisplayPolicy
from core.rules.mechanics.hands import AT_STEP, HandLimit
from core.rules.mechanics.resolve import resolve
from core.rules.ruleset import Move, Ruleset
from core.rules.shapes import Flag, Seat, StateShape
from core.rules.sharedspecs import DECLINE

DECK = "action"
CHOICES = frozenset({"discard-to-limit", "charge"})  # the kinds of pending choice the sandbox asks


class Sandbox(Ruleset):
    """The sandbox rules: hand limit, limit timing, reshuffle policy and deck list are options."""

    id = "sandbox"
    state_shape = StateShape(
        marks={"acted": Flag(), "drew": Flag(), "target": Seat()}, windows=frozenset({"answer"}), choices=CHOICES
    )
    needs_options = ("reshuffle_keep", "hand_limit", "limit_timing", "display_limit", "deck", "deal", "win_score")
    window_commands = frozenset({"play", "decline"})
    displays: DisplayPolicy

    def moves(self) -> tuple[Move, ...]:
        """The sandbox's commands: draw, play, use, gather, end-turn, and decline in a reaction window."""
        return (
            Move(
                CommandSpec(
                    "draw",
                    "Draw the top card of a deck (once per turn).",
                    (FieldSpec("deck", "deck", "which deck", required=False),),
                    ("sandbox.draw-once", "deck.reshuffle"),
                ),
                Sandbox._draw,
                {"deck": DECK},
            ),
            Move(
                CommandSpec(
                    "play",
                    "Play a card from your hand: its cost is paid and its effect resolves; "
                    "in a reaction window, answer with a reaction card.",
                    (
                        FieldSpec("card", "card", "the card, from your hand"),
                        FieldSpec("target", "seat", "the rival a card aims at", required=False),
                        FieldSpec(
                            "replace", "card", "a display card of yours to discard for a new one", required=False
                        ),
                    ),
                    ("sandbox.one-action", "cost.afford", "cost.floor", "display.limit", "sandbox.reaction"),
                ),
                Sandbox._play,
            ),
            Move(
                CommandSpec(
                    "use",
                    "Use an action of a display card of yours, spending a charge.",
                    (
                        FieldSpec("card", "card", "the display card"),
                        FieldSpec("action", "int", "which of its actions, from 0", required=False),
                    ),
                    ("display.use", "display.spent"),
                ),
                Sandbox._use,
                {"action": 0},
            ),
            Move(
                CommandSpec("gather", "Take 1 gold as your turn's action.", (), ("sandbox.one-action",)),
                Sandbox._gather,
            ),
            Move(
                CommandSpec(
                    "end-turn", "End your turn; the next player's begins.", (), ("turn.active", "round.cleanup")
                ),
                Sandbox._end_turn,
            ),
            Move(DECLINE, Sandbox._decline),
        )

    def __init__(self, options=None, extra_cards=None, definition=None):
        super().__init__(options, extra_cards, definition)
        o = self.options
        self.deck_policy = DeckPolicy(keep_top=o["reshuffle_keep"], rule="deck.empty")
        self.hand_limit = HandLimit(o["hand_limit"], o["limit_timing"], "hand.limit")
        self.displays = DisplayPolicy(limit=o["display_limit"])
        self.decklists = game_key(self.definition, "decklists", _decklists, "a deck list name to card ids and counts")
        for name in self.definition.options["deck"].get("choices") or ():
            if name not in self.decklists:
                raise ContentError(f"{self.definition.source}: decklists has no list {name!r} for the deck option")

    # ------------------------------------------------------------------ setup

    def setup(self, seats, seed):
        self.check_seats(seats)
        listing = self.decklists[self.options["deck"]]
        cards = tuple(c for d, n in listing.items() for c in instance_ids(d, n))
        cards += tuple(c for c in self.library.instances(DECK) if c.split("#")[0] not in self.definition.library.defs)
        order, state = rng.shuffle(cards, rng.seed_state(seed))
        deal = self.options["deal"]
        zones = {Z.deck(DECK): order[deal * len(seats) :], Z.discard(DECK): (), Z.TABLE: ()}
        for i, seat in enumerate(seats):
            zones[Z.hand(seat)] = order[i * deal : (i + 1) * deal]
            zones[Z.display(seat)] = ()
        resources = {s: {r.id: r.start for r in self.definition.resources} for s in seats}
        return [
            E.TableLaid(
                self.id,
                tuple(seats),
                frozen(zones),
                E.freeze(resources),
                "play",
                "turn",
                seats[0],
                state,
                frozen(),
                frozen(self.options),
            )
        ]

    # ------------------------------------------------------------------ turn actions

    def _may_act(self, draft: Draft, seat: str) -> None:
        """Refuse unless it is the seat's turn and its one action is still to take."""
        self.require_active(draft, seat)
        if draft.state.mark("acted"):
            raise Refusal("sandbox.one-action", f"{seat} has already taken an action this turn")

    def _take_action(self, draft: Draft, seat: str) -> None:
        self._may_act(draft, seat)
        draft.emit(E.Marked("acted", True))

    def _draw(self, draft: Draft, seat: str, deck: str) -> None:
        """Draw the top card of a deck, once a turn; the hand limit then applies."""
        self.require_active(draft, seat)
        if draft.state.mark("drew"):
            raise Refusal("sandbox.draw-once", f"{seat} has already drawn this turn")
        if deck not in self.definition.decks:
            raise Refusal("deck.empty", f"There is no deck {deck!r}")
        draft.emit(E.Marked("drew", True))
        decks.draw(draft, deck, seat, self.deck_policy)
        self.hand_limit.after_gain(draft, seat)

    def _gather(self, draft: Draft, seat: str) -> None:
        """Take 1 gold as the turn's action."""
        self._take_action(draft, seat)
        self.costs.gain(draft, seat, "gold", 1)

    def cost_of(self, draft: Draft, seat: str, card: str) -> dict[str, int]:
        """A card's cost less 1 gold per display card the seat has out, never below zero."""
        discount = {"gold": len(draft.state.zone(Z.display(seat)))}
        return self.costs.discounted(self.library.get(card).cost, discount)

    def _play(self, draft: Draft, seat: str, card: str, target: str | None, replace: str | None) -> None:
        """Play a card from the hand on one's turn, or a reaction into the open window."""
        self.require_in(draft, card, Z.hand(seat), "sandbox.in-hand")
        definition = self.library.get(card)
        if draft.state.window is not None:
            return self._react(draft, seat, card)
        if definition.has("reaction"):
            raise Refusal("sandbox.reaction", f"{definition.name} is a reaction: play it to answer a rival's card")
        self._may_act(draft, seat)  # the turn's own reason first: a target would not make the play legal
        if definition.target == "rival" and (target is None or target == seat):
            raise Refusal("sandbox.target", f"{definition.name} needs a rival as its target")
        if definition.target == "none" and target is not None:
            raise Refusal("sandbox.target", f"{definition.name} takes no target")
        self._take_action(draft, seat)
        if definition.has("display"):
            self.displays.check_new(draft, seat, card, definition.charges, replace)
        elif replace is not None:
            raise Refusal("display.limit", f"{definition.name} is not a display card; nothing is replaced")
        self.costs.pay(draft, seat, self.cost_of(draft, seat, card), definition.name)
        if definition.has("display"):
            if replace is not None:
                self.displays.remove(draft, seat, replace, Z.discard(DECK))
            self.displays.place(draft, seat, card, definition.charges, Z.discard(DECK), definition.name)
            return
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.TABLE, -1))
        if target is not None:
            draft.emit(E.Marked("target", target))
        if definition.answerable and reactions.open_window(
            draft, card, seat, "answer", reactions.seats_after(draft.state.seats, seat)
        ):
            return
        self._resolve(draft, seat, card)

    def _react(self, draft: Draft, seat: str, card: str) -> None:
        definition = self.library.get(card)
        if not definition.has("reaction"):
            raise Refusal("sandbox.reaction", f"Only a reaction can answer now; {definition.name} is not one")
        reactions.check_turn(draft, seat)
        self.costs.pay(draft, seat, self.cost_of(draft, seat, card), definition.name)
        reactions.answer(draft, seat, card)
        draft.emit(E.CardMoved(card, Z.hand(seat), Z.discard(DECK), 0))
        window = draft.state.window
        assert window is not None, "an answer keeps the window open until it is closed"
        trigger, by = window.trigger, window.by
        reactions.close(draft, cancelled=True)
        draft.emit(E.CardMoved(trigger, Z.TABLE, Z.discard(DECK), 0), E.Marked("target", None))
        draft.emit(E.Noted(by, f"{self.card_name(trigger)} is cancelled and has no effect"))

    def _decline(self, draft: Draft, seat: str) -> None:
        """Let the window pass; when the last seat passes, the card resolves."""
        if reactions.pass_window(draft, seat):
            window = draft.state.window
            assert window is not None, "the last pass leaves the window open until it is closed"
            trigger, by = window.trigger, window.by
            reactions.close(draft, cancelled=False)
            self._resolve(draft, by, trigger)

    def _resolve(self, draft: Draft, seat: str, card: str) -> None:
        """Carry out a played card's effect, then discard it."""
        self.effect(draft, seat, self.library.get(card).effect, draft.state.mark("target"))
        draft.emit(E.CardMoved(card, Z.TABLE, Z.discard(DECK), 0))
        if draft.state.mark("target") is not None:
            draft.emit(E.Marked("target", None))

    def effect(self, draft: Draft, seat: str, steps: tuple, target: str | None) -> None:
        """Resolve the generic effect verbs; drawn cards come from the action deck, then the hand limit applies."""

        def draw(n: int) -> None:
            for _ in range(n):
                decks.draw(draft, DECK, seat, self.deck_policy)
            self.hand_limit.after_gain(draft, seat)

        resolve(self.costs, draft, seat, steps, target, draw)

    def _use(self, draft: Draft, seat: str, card: str, index: int) -> None:
        """Take action `index` of a display card of one's own, spending a charge."""
        self.require_in(draft, card, Z.display(seat), "display.use")
        definition = self.library.get(card)
        if not 0 <= index < len(definition.actions):
            raise Refusal("display.use", f"{definition.name} has no action {index}")
        action = definition.actions[index]
        self._take_action(draft, seat)
        self.costs.pay(draft, seat, action.cost, action.name)
        self.displays.spend(draft, seat, card, action.spends, Z.discard(DECK))
        self.effect(draft, seat, action.effect, None)

    def _end_turn(self, draft: Draft, seat: str) -> None:
        """End the turn: the next seat plays, or the round's cleanup runs after the last."""
        self.require_active(draft, seat)
        draft.emit(E.Marked("acted", None), E.Marked("drew", None))
        if self._check_win(draft):
            return
        seats = draft.state.seats
        nxt = seats.index(seat) + 1
        if nxt < len(seats):
            draft.emit(E.TurnBegan(seats[nxt]))
            return
        draft.emit(E.PhaseChanged("cleanup", "hand-limit", draft.state.round))
        self._cleanup(draft)

    def _cleanup(self, draft: Draft) -> None:
        if self.hand_limit.timing == AT_STEP:
            for seat in draft.state.seats:
                if self.hand_limit.demand(draft, seat):
                    return
        for seat in draft.state.seats:
            self.costs.gain(draft, seat, "gold", 1)
        draft.emit(E.PhaseChanged("play", "turn", draft.state.round + 1), E.TurnBegan(draft.state.seats[0]))

    def after_choice(self, draft: Draft, choice) -> None:
        if draft.state.phase == "cleanup":
            self._cleanup(draft)

    def _check_win(self, draft: Draft) -> bool:
        goal = self.options["win_score"]
        best = max(draft.state.seats, key=lambda s: draft.state.amount(s, "score"))
        if draft.state.amount(best, "score") >= goal:
            draft.emit(E.GameEnded(best, f"{best} reached a score of {goal}"))
            return True
        return False


def _decklists(value: object) -> bool:
    """decklists: a list's name to card ids and how many copies of each."""
    return isinstance(value, dict) and all(
        isinstance(cards, dict) and all(isinstance(c, str) and whole(n) and n > 0 for c, n in cards.items())
        for cards in value.values()
    )
