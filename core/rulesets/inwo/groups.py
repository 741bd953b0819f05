"""Group abilities the program computes: attack bonuses against an alignment, attribute or kind, and immunities.

A Group's entry in game.yaml's ``card_rules`` may carry

- ``bonus``: a list of ``{vs: [words], mode: control|destroy|any, amount: N, direct: true|false, unless: [words]}``.
  A word is an alignment, an attribute or a kind (``personality``, ``place``). With ``direct`` the bonus counts
  only when this group makes the attack itself; without it ("gives +N on any attempt") it counts for any attack
  by its owner's Power Structure. A target that has any ``unless`` word gets none. One card's bonuses never add up
  in one attack: the largest that applies counts (the FAQ's reading).
- ``shield``: ``{from: [words], covers: [words]}``: groups of the owner's structure with a ``covers`` word (every
  group when empty) cannot be attacked by a group with a ``from`` word (groups.immune).

Everything else a Group's card says is announced in its text and left to the table.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine.errors import ContentError, Refusal
from core.engine.valueclass import valueclass

WHERE = "assets/games/inwo/game.yaml"
MODES = ("control", "destroy", "any")


@valueclass
class Bonus:
    """+amount to an attack (of `mode`) on a target with one of the `vs` words and none of `unless`."""

    vs: tuple[str, ...]
    mode: str
    amount: int
    direct: bool
    unless: tuple[str, ...] = ()


@valueclass
class Shield:
    """Attackers with a `from` word cannot attack the owner's groups that have a `covers` word (all if empty)."""

    attackers: tuple[str, ...]
    covers: tuple[str, ...]


def _words(card: str, field: str, value) -> tuple[str, ...]:
    if not isinstance(value, list) or any(not isinstance(w, str) for w in value):
        raise ContentError(f"{WHERE}: card_rules.{card}: field {field!r}: must list words, got {value!r}")
    return tuple(w.lower() for w in value)


def read_bonuses(card: str, raw) -> tuple[Bonus, ...]:
    """Check a card's `bonus` list."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise ContentError(f"{WHERE}: card_rules.{card}: field 'bonus': must be a list, got {raw!r}")
    out = []
    for item in raw:
        amount = item.get("amount") if isinstance(item, dict) else None
        mode = item.get("mode", "any") if isinstance(item, dict) else None
        if not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= 20 or mode not in MODES:
            raise ContentError(
                f"{WHERE}: card_rules.{card}: field 'bonus': each is {{vs, mode: control|destroy|any, amount: 1-20}}"
                f", got {item!r}"
            )
        out.append(
            Bonus(
                _words(card, "bonus.vs", item.get("vs")),
                mode,
                amount,
                bool(item.get("direct", False)),
                _words(card, "bonus.unless", item.get("unless", [])),
            )
        )
    return tuple(out)


def read_shield(card: str, raw) -> Shield | None:
    """Check a card's `shield`."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ContentError(f"{WHERE}: card_rules.{card}: field 'shield': must be {{from, covers}}, got {raw!r}")
    return Shield(_words(card, "shield.from", raw.get("from")), _words(card, "shield.covers", raw.get("covers", [])))


def words_of(rules, card: str) -> set[str]:
    """A card's alignments, attributes and kind, the words bonuses and shields name."""
    stats = rules.stats[definition_id(card)]
    return {*stats.align, *stats.attrs, stats.kind}


def attack_bonus(rules, state, attack: dict, cards) -> tuple[int, list[str]]:
    """What the attacker's groups add to the attack: for each card the largest bonus that applies."""
    target, mode = attack["target"], attack["mode"]
    has = words_of(rules, target)
    total, said = 0, []
    for card in cards:
        if card == target:
            continue
        best = 0
        for b in rules.stats[definition_id(card)].bonuses:
            if b.direct and card != attack["group"]:
                continue
            if b.mode in (mode, "any") and has & set(b.vs) and not has & set(b.unless):
                best = max(best, b.amount)
        if best:
            total += best
            said.append(f"+{best} {rules.card_name(card)}")
    return total, said


def check_shield(rules, holder_cards, group: str, target: str) -> None:
    """Refuse an attack a shield of the target's structure forbids (groups.immune)."""
    attacker, covered = words_of(rules, group), words_of(rules, target)
    for card in holder_cards:
        shield = rules.stats[definition_id(card)].shield
        if shield is None or not attacker & set(shield.attackers):
            continue
        if not shield.covers or covered & set(shield.covers):
            raise Refusal(
                "groups.immune",
                f"{rules.card_name(card)} makes {rules.card_name(target)} immune to attacks by "
                f"{'/'.join(w.capitalize() for w in shield.attackers)} groups, and {rules.card_name(group)} is one",
            )
