"""The decks INWO players may choose: game.yaml's Illuminati starters and a content pack's named decks.

A pack's ``decks`` entry that is not one of the game's decks is a named deck of
Group and Plot cards with their counts (docs/content-packs.md). Such a deck is
offered by the options ``deck_N`` beside the starters, and checked by the same
deck rules (setup.decks) when the pack is read, so a bad deck is one line naming
it and its card. A pack that replaces the shipped cards drops the starters
naming cards it lacks; it must then offer a deck of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.content.assets import GameDefinition
from core.content.cards import definition_id
from core.engine.errors import ContentError
from core.engine.valueclass import replace

KINDS = frozenset({"group", "plot"})
GROUPS_LEAST = 7
PLOTS_LEAST = 3


class PackDeckError(ContentError):
    """A pack's named deck the deck rules refuse (setup.decks)."""


def kept_starters(definition: GameDefinition, library, shipped) -> Any:
    """game.yaml's starters without those naming a card of the `shipped` library that `library` lacks (a pack
    with `replace: true`); a starter naming no card at all is left for read_starters to refuse."""
    raw = definition.raw.get("starters") or {}
    if not isinstance(raw, dict):
        return raw
    gone = set(shipped.defs) - set(library.defs)

    def whole(lord, decks) -> bool:
        cards = [c for cs in decks.values() if isinstance(cs, list) for c in cs] if isinstance(decks, dict) else []
        return lord not in gone and not any(isinstance(c, str) and c in gone for c in cards)

    return {lord: decks for lord, decks in raw.items() if whole(lord, decks)}


def kept_rules(definition: GameDefinition, library, shipped) -> Any:
    """The card rules without the entries of `shipped` cards the library lacks (a pack with `replace: true`);
    an entry naming no card at all is still refused."""
    raw = definition.raw.get("card_rules") or {}
    if not isinstance(raw, dict):
        return raw
    return {cid: rule for cid, rule in raw.items() if cid in library.defs or cid not in shipped.defs}


def read_pack_decks(raw: Any, library, starters: Mapping[str, Any]) -> dict[str, dict[str, tuple[str, ...]]]:
    """A pack's named decks (name -> card id -> copies) as Group and Plot lists, each held to the deck rules."""
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for name, listed in (raw or {}).items():
        at = f"decks.{name}"
        if name in starters or name == "own":
            raise PackDeckError(f"{at}: the name is already a starter's (setup.decks); name the deck otherwise")
        deck: dict[str, list[str]] = {"group": [], "plot": []}
        for card, n in listed.items():
            kind = library.defs[card].deck
            if kind == "group" and n > 1:
                raise PackDeckError(f"{at}: card {card!r}: holds the Group {n} times; a deck holds a Group once")
            deck[kind].extend([card] * n)
        groups, plots = len(deck["group"]), len(deck["plot"])
        if groups < GROUPS_LEAST or plots < PLOTS_LEAST:
            raise PackDeckError(
                f"{at}: holds {groups} Group and {plots} Plot cards; a deck needs at least "
                f"{GROUPS_LEAST} and {PLOTS_LEAST} (setup.decks)"
            )
        out[name] = {kind: tuple(cards) for kind, cards in deck.items()}
    return out


def offered(definition: GameDefinition, library, shipped) -> GameDefinition:
    """The definition with the options ``deck_N`` offering the kept starters and the pack's decks, and
    ``illuminati_N`` only Illuminati the library holds."""
    starters = kept_starters(definition, library, shipped)
    starters = starters if isinstance(starters, dict) else {}  # read_starters refuses it in one line
    names = list(definition.raw.get("pack_decks") or {})
    options: dict[str, dict[str, Any]] = {}
    for name, spec in definition.options.items():
        kind = name.rpartition("_")[0]
        choices = spec.get("choices")
        if kind == "deck" and choices is not None:
            spec = {**spec, "choices": [c for c in choices if c == "own" or c in starters] + names}
        elif kind == "illuminati" and choices is not None:
            spec = {**spec, "choices": [c for c in choices if c == "random" or c in library.defs]}
        options[name] = spec
    return replace(definition, options=options)


def deal(rules, seat: str, name: str, used) -> dict[str, tuple[str, ...]]:
    """The next unused copies of the cards of the deck `name` (a starter or a pack's deck) for `seat`."""
    deck = rules.starters.get(name) or rules.pack_decks[name]
    mine: dict[str, tuple[str, ...]] = {}
    for kind in ("plot", "group"):
        cards = []
        for card in deck[kind]:
            used[card] += 1
            have = rules.library.defs[card].copies
            if used[card] > have:
                raise PackDeckError(
                    f"setup.decks: {seat}'s deck {name!r} needs copy {used[card]} of {card!r}; the cards hold {have}"
                )
            cards.append(f"{card}#{used[card]}")
        mine[kind] = tuple(cards)
    return mine


def own_deck(rules, lord: str, i: int) -> str:
    """The deck a seat gets by default: its Illuminati's starter, or else the pack's decks in turn."""
    lid = definition_id(lord)
    if lid in rules.starters:
        return lid
    names = list(rules.pack_decks)
    return names[i % len(names)]
