"""The single action cards whose effects the program carries out itself, beyond the generic effect verbs.

Each touches something the program tracks: command tokens (Summit), commodities (Salvage), the combat
(Skilled Retreat), action cards in hands (Spy), trade goods (Industrial Initiative, Mining Initiative,
Uprising), technologies (Focused Research) and strategy cards (Political Stability, Public Disgrace).
Where a card also changes the map, the log says what the table does. `CHECKS` holds what a card needs
before it may be played (2.6.1, note.9); `EFFECTS` what it does once nobody cancelled it.
"""

from __future__ import annotations

from collections.abc import Callable

from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import Refusal
from core.rulesets.ti4 import picking
from core.rulesets.ti4 import strategy as ti4_strategy
from core.rulesets.ti4.common import plain, put

POOLS = ("tactic", "fleet", "strategy")
SUMMIT_TOKENS = 2
MOST_WORTH = 20
"""The most trade goods a card's planets can be worth as the table counts them (a sanity bound on `worth`)."""


def pools(text: str | None) -> list[str]:
    """The pools named for command tokens, one word a token: ``"tactic strategy"``."""
    return (text or "").replace(",", " ").split()


def _say(draft: Draft, seat: str, text: str) -> None:
    draft.emit(E.Noted(seat, text))


# ---------------------------------------------------------------- what a card needs before it is played


def _spy_needs(rules, state, seat: str, resolving: dict) -> None:
    target = resolving["target"]
    if target is not None and not state.zone(Z.hand(target)):
        raise Refusal("note.9", f"Spy takes an action card from {target}, who holds none")


def _disgrace_needs(rules, state, seat: str, resolving: dict) -> None:
    target = resolving["target"]
    last = picking.last_picker(state)
    if target != last:
        raise Refusal("2.6.1", f"Public Disgrace names the player who just picked ({last}), got {target!r}")
    if not picking.free_cards(rules, state):
        raise Refusal("note.9", f"Public Disgrace: no other strategy card is left for {target} to pick")


def _stability_needs(rules, state, seat: str, resolving: dict) -> None:
    if not (state.mark("strategy") or {}).get(seat):
        raise Refusal("note.9", f"Political Stability keeps strategy cards, and {seat} holds none")


def _worth_needs(rules, state, seat: str, resolving: dict) -> None:
    worth = (resolving.get("names") or {}).get("worth")
    if not isinstance(worth, int) or not 0 <= worth <= MOST_WORTH:
        raise Refusal("2.6.1", f"Say how many trade goods the card gives, 0 to {MOST_WORTH}, got {worth!r}")


def _research_needs(rules, state, seat: str, resolving: dict) -> None:
    tech = (resolving.get("names") or {}).get("tech")
    if tech in ti4_strategy.techs(state, seat):
        raise Refusal("2.6.1", f"{seat} owns {tech} already")


CHECKS: dict[str, Callable[..., None]] = {
    "spy": _spy_needs,
    "public-disgrace": _disgrace_needs,
    "political-stability": _stability_needs,
    "industrial-initiative": _worth_needs,
    "mining-initiative": _worth_needs,
    "uprising": _worth_needs,
    "focused-research": _research_needs,
}


def check(rules, state, seat: str, card_id: str, resolving: dict) -> None:
    """Refuse a play the card's own effect could not carry out completely (2.6.1, note.9)."""
    needs = CHECKS.get(card_id)
    if needs is not None:
        needs(rules, state, seat, resolving)


# ---------------------------------------------------------------- what a card does


def _summit(rules, draft: Draft, seat: str, resolving: dict) -> None:
    said = pools(resolving["names"]["pools"])
    for pool in said:
        rules.costs.gain(draft, seat, pool, 1)
    _say(draft, seat, f"{seat}'s Summit: 2 command tokens into the {' and '.join(said)} pools")


def _salvage(rules, draft: Draft, seat: str, resolving: dict) -> None:
    target = resolving["target"]
    if any(r.id == "commodities" for r in rules.definition.resources):
        got = rules.costs.lose(draft, target, "commodities", draft.state.amount(target, "commodities"))
        rules.costs.gain(draft, seat, "commodities", got)
        _say(draft, seat, f"{seat}'s Salvage: {target} hands over {got} commodities")
    else:
        _say(draft, seat, f"{seat}'s Salvage: the table moves {target}'s commodities to {seat}")


def _skilled_retreat(rules, draft: Draft, seat: str, resolving: dict) -> None:
    if draft.state.mark("combat") is not None:
        put(draft, "combat", None)
        _say(draft, seat, f"{seat}'s Skilled Retreat: the combat ends in a draw")


def _spy(rules, draft: Draft, seat: str, resolving: dict) -> None:
    """The target's hand is mixed face down and one card is drawn from it: the shuffle uses the hidden
    generator, so the die's face (public) says nothing of which card it was; only the two hands see it."""
    target = resolving["target"]
    hand = draft.state.zone(Z.hand(target))
    if not hand:
        return _say(draft, seat, f"{seat}'s Spy: {target} holds no action card, so nothing changes hands")
    mixed, state = rng.shuffle(hand, draft.state.rng)
    face, state = rng.below(len(mixed), state)
    draft.emit(
        E.DiceRolled(seat, (face + 1,), len(mixed), f"Spy: one of {target}'s {len(mixed)} action cards", state),
        E.CardMoved(mixed[face], Z.hand(target), Z.hand(seat), -1),
        E.Noted(seat, f"{seat}'s Spy: {target} hands {seat} an action card drawn at random"),
    )


def _trade_goods(rules, draft: Draft, seat: str, resolving: dict) -> None:
    names = resolving.get("names") or {}
    worth = int(names.get("worth") or 0)
    d = rules.library.get(resolving["card"])
    if worth:
        rules.costs.gain(draft, seat, "tg", worth)
    planet = f" ({names['planet']})" if names.get("planet") else ""
    _say(draft, seat, f"{seat}'s {d.name}{planet}: {seat} gains {worth} trade goods")
    if d.id == "uprising":
        _say(draft, seat, f"{seat}'s Uprising: the table exhausts {names.get('planet')} of {resolving['target']}")


def _focused_research(rules, draft: Draft, seat: str, resolving: dict) -> None:
    tech = (resolving.get("names") or {}).get("tech")
    ti4_strategy.research(rules, draft, seat, tech, "2.6.1")


def _political_stability(rules, draft: Draft, seat: str, resolving: dict) -> None:
    kept = plain(draft.state.mark("kept") or {})
    kept[seat] = list(plain(draft.state.mark("strategy") or {}).get(seat, ()))
    put(draft, "kept", kept)
    names = ", ".join(rules.strategy_names[c] for c in kept[seat])
    _say(draft, seat, f"{seat}'s Political Stability: {seat} keeps {names} and picks none next strategy phase")


def _public_disgrace(rules, draft: Draft, seat: str, resolving: dict) -> None:
    target = resolving["target"]
    if picking.last_picker(draft.state) != target:
        return _say(draft, seat, f"{seat}'s Public Disgrace: {target} is no longer the last to have picked")
    taken = plain(draft.state.mark("strategy") or {})
    card = taken[target].pop()
    put(draft, "strategy", {k: v for k, v in taken.items() if v} or None)
    put(draft, "disgraced", {"seat": target, "card": card})
    draft.emit(
        E.Noted(seat, f"{seat}'s Public Disgrace: {rules.strategy_names[card]} goes back; {target} picks another"),
        E.TurnBegan(target),
    )


EFFECTS: dict[str, Callable[..., None]] = {
    "summit": _summit,
    "salvage": _salvage,
    "skilled-retreat": _skilled_retreat,
    "spy": _spy,
    "industrial-initiative": _trade_goods,
    "mining-initiative": _trade_goods,
    "uprising": _trade_goods,
    "focused-research": _focused_research,
    "political-stability": _political_stability,
    "public-disgrace": _public_disgrace,
}
"""The cards this module carries out, by card id (docs/rules/ti4.md lists them)."""


def carry_out(rules, draft: Draft, seat: str, card_id: str, resolving: dict) -> None:
    """Carry out a card's own effect, if this module knows it."""
    effect = EFFECTS.get(card_id)
    if effect is not None:
        effect(rules, draft, seat, resolving)
