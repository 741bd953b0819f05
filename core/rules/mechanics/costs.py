"""Resources, costs that never go below zero, and caps on what a seat may hold.

>>> Costs(caps={"adm": 10}).discounted({"adm": 2}, {"adm": 5})
{'adm': 0}
"""

from __future__ import annotations

from collections.abc import Mapping

from core.engine import events as E
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.engine.valueclass import field, valueclass


@valueclass(slots=False)
class Costs:
    """How a game pays: caps per resource, and the rule id cited when a seat cannot afford."""

    caps: Mapping[str, int] = field(default_factory=dict)
    afford_rule: str = "cost.afford"
    names: Mapping[str, str] = field(default_factory=dict)

    def discounted(self, cost: Mapping[str, int], discount: Mapping[str, int] | None = None) -> dict[str, int]:
        """The cost after a discount, never below zero: playing a card never gains anything."""
        discount = discount or {}
        return {r: max(0, n - discount.get(r, 0)) for r, n in cost.items()}

    def can_pay(self, draft: Draft, seat: str, cost: Mapping[str, int]) -> bool:
        return all(draft.state.amount(seat, r) >= n for r, n in cost.items())

    def pay(self, draft: Draft, seat: str, cost: Mapping[str, int], what: str = "that") -> None:
        """Pay a cost in full or refuse, naming what is missing."""
        for r, n in cost.items():
            have = draft.state.amount(seat, r)
            if have < n:
                raise Refusal(self.afford_rule, f"{what} costs {n} {self.names.get(r, r)}; {seat} has {have}")
        for r, n in cost.items():
            if n:
                have = draft.state.amount(seat, r)
                draft.emit(E.ResourceChanged(seat, r, -n))

    def gain(self, draft: Draft, seat: str, resource: str, n: int) -> None:
        """Gain up to the cap; surplus is lost."""
        have = draft.state.amount(seat, resource)
        to = have + n
        cap = self.caps.get(resource)
        if cap is not None:
            to = min(to, max(cap, have))
        if to != have:
            draft.emit(E.ResourceChanged(seat, resource, to - have))

    def lose(self, draft: Draft, seat: str, resource: str, n: int) -> int:
        """Lose up to `n`, never below zero; returns how much was lost."""
        have = draft.state.amount(seat, resource)
        lost = min(have, n)
        if lost:
            draft.emit(E.ResourceChanged(seat, resource, -lost))
        return lost
