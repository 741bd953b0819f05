"""Display cards: played face up, then charged by their owner with tokens from
the supply (a step of its own, a pending choice of kind ``charge``), spent one
charge per use, discarded when the last charge is spent.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal, UnknownCard
from core.engine.valueclass import valueclass

CHARGE = "charge"


@valueclass(slots=False)
class DisplayPolicy:
    """At most `limit` display cards per seat, never two of one card; tokens come from `supply`."""

    limit: int = 2
    unique: bool = True
    supply: str = "supply"
    limit_rule: str = "display.limit"
    unique_rule: str = "display.unique"
    charge_rule: str = "display.charge"
    spent_rule: str = "display.spent"

    def check_new(self, draft: Draft, seat: str, card: str, charges: int, replace: str | None) -> None:
        """Refuse a new display card that would break the limits or cannot be charged."""
        shown = draft.state.zone(Z.display(seat))
        if self.unique and any(definition_id(c) == definition_id(card) and c != replace for c in shown):
            raise Refusal(self.unique_rule, f"{seat} already has {definition_id(card)} on display")
        if len(shown) >= self.limit:
            if replace is None:
                raise Refusal(self.limit_rule, f"{seat} already has {self.limit} display cards: name one to discard")
            if replace not in shown:
                raise Refusal(self.limit_rule, f"{replace} is not on {seat}'s display")
        elif replace is not None:
            raise Refusal(self.limit_rule, f"{seat} has room on display; nothing needs to be discarded")
        have = draft.state.amount(seat, self.supply)
        if have < charges:
            raise Refusal(self.charge_rule, f"{card} needs {charges} tokens from the supply; {seat} has {have}")

    def place(self, draft: Draft, seat: str, card: str, charges: int, discard_to: str, name: str = "") -> None:
        """Put a card on display uncharged; its owner must charge it next (nothing else happens first)."""
        src = draft.state.where(card)
        if src is None:
            raise UnknownCard(card, "the game's zones")
        draft.emit(E.CardMoved(card, src, Z.display(seat), -1))
        if charges:
            draft.emit(
                E.ChoiceOpened(
                    seat,
                    CHARGE,
                    Z.display(seat),
                    charges,
                    (card,),
                    f"charge {name or card} with {charges} tokens from the supply",
                    "",
                )
            )

    def charge(self, draft: Draft, seat: str, card: str, tokens) -> None:
        """Move `tokens` supply tokens onto the display card waiting for them: exactly its squares."""
        pending = draft.state.pending
        if pending is None or pending.kind != CHARGE:
            raise Refusal(self.charge_rule, f"No display card is waiting for tokens; {card} is charged when played")
        if seat != pending.seat:
            raise Refusal("choice.pending", f"{pending.seat} must charge a display card, not {seat}")
        if card not in pending.options:
            raise Refusal(
                self.charge_rule, f"{card} is not the display card waiting for tokens; {pending.options[0]} is"
            )
        if tokens != pending.count:
            raise Refusal(self.charge_rule, f"{card} takes exactly {pending.count} tokens, not {tokens}")
        have = draft.state.amount(seat, self.supply)
        if have < tokens:
            raise Refusal(self.charge_rule, f"{card} needs {tokens} tokens from the supply; {seat} has {have}")
        draft.emit(
            E.ChoiceMade(seat, pending.zone, (card,)),
            E.ResourceChanged(seat, self.supply, -tokens),
            E.ChargesSet(card, draft.state.charges.get(card, 0) + tokens),
        )

    def remove(self, draft: Draft, seat: str, card: str, discard_to: str) -> None:
        """Discard a display card; its remaining tokens go back to the supply."""
        left = draft.state.charges.get(card, 0)
        if left:
            draft.emit(E.ResourceChanged(seat, self.supply, left), E.ChargesSet(card, 0))
        draft.emit(E.CardMoved(card, Z.display(seat), discard_to, 0))

    def spend(self, draft: Draft, seat: str, card: str, n: int, discard_to: str) -> None:
        """Spend `n` charges; the last one spent discards the card."""
        left = draft.state.charges.get(card, 0)
        if left < n:
            raise Refusal(self.spent_rule, f"{card} has {left} charges left; this needs {n}")
        draft.emit(E.ChargesSet(card, left - n))
        if left - n == 0:
            draft.emit(E.CardMoved(card, Z.display(seat), discard_to, 0))
