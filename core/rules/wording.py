"""The hooks by which a game says its table in its own words: card names, the notes' facts, labels, log lines,
option values, the asking round, the fields a form asks for, what a move would show the table.

`Ruleset` (ruleset.py) inherits them; each returns None (or nothing) by
default, and the table then says things generically.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING, Any

from core.content.cards import CardLibrary
from core.engine import events as E
from core.engine.commands import Command

if TYPE_CHECKING:
    from core.content.assets import GameDefinition
    from core.engine.state import GameState
    from core.seeing.views import TableView


class GameWords:
    """The describing hooks of every ruleset, with the base's generic answers."""

    library: CardLibrary  # the game's cards, set by Ruleset
    definition: GameDefinition  # the game's data (its options' labels among it), set by Ruleset

    def card_name(self, card: str) -> str:
        """A card's name in players' words, or "a hidden card" for one the viewer may not see."""
        if card == E.HIDDEN or card not in self.library:
            return "a hidden card"
        return self.library.get(card).name

    def public_marks(self, view: TableView) -> list[tuple[str | None, str, str]] | None:
        """The public facts of `view`'s marks for the table's notes, as (seat or None, label, text).

        None (the default) lets the table read plain marks generically (core.seeing.describe.generic_notes).
        """
        return None

    def turned_down(self, view: TableView) -> frozenset[str]:
        """The cards in play that `view` shows turned face down (public: everyone knows which cards they are), so
        the table draws them face down and says so; none by default."""
        return frozenset()

    def card_cost(self, view: TableView, card: str) -> Mapping[str, int] | None:
        """What face-up `card` costs the seat `view` is seen by, when that depends on who pays (1819's faction
        prices), for its cost chips; None (the default) shows the cost printed on the card."""
        return None

    def value_name(self, field: str, value: Any) -> str | None:
        """A command's text value in players' words for the log (a strategy card's name), or None to say
        the field and its value as they are."""
        return None

    def option_shown(self, name: str, seat_count: int) -> bool:
        """Whether New game offers option `name` to a game of `seat_count` players (no for a seat not in play);
        an option not shown is not given, so it keeps its default."""
        return True

    def option_label(self, name: str, value: Any) -> str | None:
        """One of option `name`'s values in players' words for New game, or None to show the value as it is; the
        value given stays the id. By default the option's `labels` in game.yaml say it; a game may say more (INWO
        names a card for its id)."""
        labels = (self.definition.options.get(name) or {}).get("labels") or {}
        return labels.get(value) if isinstance(value, Hashable) else None

    def asking_words(self, view: TableView) -> str | None:
        """What the seat asked in a round around the table (core/rules/mechanics/asking.py) is asked, in words for
        the banner (``may intervene in Raffles's raid``), or None when no such round is under way."""
        return None

    def prospect(self, state: GameState, command: Command) -> str | None:
        """What a legal move stands to do, in words for the seat weighing it (an INWO attack: ``needs 7 or less on
        2 dice``), read from public things only; None (the default) when there is nothing to say before it is
        made. Menus and forms show it beside the move."""
        return None

    def form_fields(self, view: TableView, command: Command) -> tuple[str, ...] | None:
        """The fields a form for `command` asks for, as `view` shows the table, given the fields it already names
        (the card played, the strategy card chosen), or None (the default) to ask every field of its spec: a TI4
        card's play asks only for what that card names."""
        return None

    def shown_words(self, view: TableView, command: Command) -> str | None:
        """What `command` would show the other players that only its seat could see, in words for that seat
        (``your secret objective Spark a Rebellion``), so the table asks the seat to confirm before giving it;
        None (the default) when the move shows nothing hidden and is given at once. `view` is the seat's own."""
        return None

    def label(self, command: Command) -> str | None:
        """A menu or button label for a command in the game's own words (``Defend with X``), or None for the
        table's generic one (the command's name and fields)."""
        return None

    def step_words(self, phase: str, step: str) -> str | None:
        """A phase and step as players name them (INWO's ``step 2, draw a Group``), for the log and the banner;
        None (the default) says the phase's and step's ids as words."""
        return None

    def move_words(self, command: Command, name: Callable[[str], str]) -> str | None:
        """A move in the game's own words for its log line, after its seat (``defends with Metro Police``), each
        card named with `name`, which hides a card from a reader who may not know it; None (the default) says
        the command's verb and fields."""
        return None

    def describe(self, command: Command) -> str:
        """A log line in words for a command."""
        parts = [command.seat, command.name.replace("-", " ")]
        card = command.get("card")
        if card:
            parts.append(self.card_name(card))
        for key in ("target", "deck", "resource", "reason"):
            if command.get(key) is not None:
                parts.append(f"{key} {command.get(key)}")
        if command.name == "choose":
            parts.append(f"{len(command.get('cards'))} cards")
        return " ".join(str(p) for p in parts)
