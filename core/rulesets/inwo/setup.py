"""Laying out an INWO game: an Illuminati and its starter deck for each player, the first Group on its arrow.

game.yaml's ``starters`` names, for each Illuminati, the Group and Plot cards of
its starter deck (a card listed twice is two copies). Each player gets a
different Illuminati, at random unless the options choose (``illuminati_N`` for
the player in seat N), and the next unused copies of its starter's cards, or of
the deck the option ``deck_N`` names: another starter or a content pack's named
deck (core/rulesets/inwo/decks.py); everything else stays in the box. The
deck rules (setup.decks) refuse a choice in one line. A library with no decks to
offer (a game.yaml without starters) deals as release 0.1 did: copy n of each
card to seat (n - 1) mod 6.
"""

from __future__ import annotations

from collections import Counter

from core.content.cards import definition_id
from core.engine import events as E
from core.engine import rng
from core.engine import zones as Z
from core.engine.draft import Draft
from core.engine.errors import ContentError
from core.engine.state import GameState, frozen
from core.rulesets.inwo import round as inwo_round
from core.rulesets.inwo.common import group_deck, plot_deck, put
from core.rulesets.inwo.decks import deal, own_deck

WHERE = "assets/games/inwo/game.yaml"
MAX_SEATS = 6
GROUPS_DRAWN = 6
PLOTS_DRAWN = 3


def read_starters(raw, library) -> dict[str, dict[str, tuple[str, ...]]]:
    """Check `starters`: Illuminati id -> {group: [...], plot: [...]}, every id a card of that deck, with enough
    copies for one deck per Illuminati."""
    if not isinstance(raw, dict):
        raise ContentError(f"{WHERE}: starters must map Illuminati ids to their decks")
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    wanted: Counter[str] = Counter()
    for lord, decks in raw.items():
        if lord not in library.defs or library.defs[lord].deck != "illuminati":
            raise ContentError(f"{WHERE}: starters names {lord!r}, which is no Illuminati card")
        if not isinstance(decks, dict) or set(decks) != {"group", "plot"}:
            raise ContentError(f"{WHERE}: starters.{lord} must hold a group and a plot list, got {decks!r}")
        for kind, cards in decks.items():
            if not isinstance(cards, list) or any(c not in library.defs or library.defs[c].deck != kind for c in cards):
                raise ContentError(f"{WHERE}: starters.{lord}.{kind} must list {kind} card ids, got {cards!r}")
            wanted.update(cards)
        out[lord] = {kind: tuple(cards) for kind, cards in decks.items()}
    for card, n in wanted.items():
        if library.defs[card].copies < n:
            raise ContentError(
                f"{WHERE}: starters use {n} copies of {card!r}; the card has {library.defs[card].copies}"
            )
    return out


class DeckRuleError(ContentError):
    """A choice of Illuminati or deck the game's deck rules refuse (setup.decks)."""


def _chosen(rules, seats, key: str, free: str, shared=frozenset()) -> dict[str, str]:
    """The option ``KEY_N`` of each seat (N counts seats from 1); two seats naming the same value are refused,
    unless it is one of `shared` (a pack's deck, dealt twice when its cards have the copies)."""
    out: dict[str, str] = {}
    for i, seat in enumerate(seats):
        value = rules.options.get(f"{key}_{i + 1}", free)
        twin = next((s for s, v in out.items() if v == value and v != free and v not in shared), None)
        if twin is not None:
            raise DeckRuleError(f"setup.decks: {key}_{i + 1} is {value!r}, already {twin}'s {key}")
        out[seat] = value
    return out


def check_deck(rules, seat: str, deck: dict[str, tuple[str, ...]]) -> None:
    """A deck holds at least 7 Group cards and 3 Plots, no Group twice (setup.decks)."""
    groups, plots = deck["group"], deck["plot"]
    names = [definition_id(c) for c in groups]
    twice = next((n for n in names if names.count(n) > 1), None)
    if len(groups) < GROUPS_DRAWN + 1 or len(plots) < PLOTS_DRAWN:
        raise DeckRuleError(
            f"setup.decks: {seat}'s deck holds {len(groups)} Group and {len(plots)} Plot cards; "
            f"it needs at least {GROUPS_DRAWN + 1} and {PLOTS_DRAWN}"
        )
    if twice is not None:
        raise DeckRuleError(f"setup.decks: {seat}'s deck holds {twice!r} twice")


def _lord_pool(rules, seats) -> list[str]:
    """One copy of each Illuminati a seat may be dealt (those with a starter, when there are starters): a pack
    may give an Illuminati several copies, yet two players never share one; too few names for the seats is
    refused in one line (setup.decks)."""
    firsts: dict[str, str] = {}
    for card in rules.library.instances("illuminati"):
        if not rules.starters or definition_id(card) in rules.starters:
            firsts.setdefault(definition_id(card), card)
    pool = list(firsts.values())
    if len(pool) < len(seats):
        cards = f"the pack {rules.pack_name!r}" if rules.pack_name else "the cards"
        raise DeckRuleError(
            f"setup.decks: {cards} holds {len(pool)} different Illuminati for {len(seats)} players; "
            "each player needs an Illuminati of their own"
        )
    return pool


def _lords(rules, seats, state):
    """The Illuminati of each seat: chosen by the option ``illuminati_N`` or dealt at random, all different."""
    pool = _lord_pool(rules, seats)
    chosen = _chosen(rules, seats, "illuminati", "random")
    taken = {v for v in chosen.values() if v != "random"}
    free, state = rng.shuffle(tuple(c for c in pool if definition_id(c) not in taken), state)
    out, i = {}, 0
    for seat in seats:
        want = chosen[seat]
        if want != "random":
            out[seat] = next(c for c in pool if definition_id(c) == want)
        else:
            out[seat], i = free[i], i + 1
    return out, state


def _decks(rules, seats, lords) -> dict[str, dict[str, tuple[str, ...]]]:
    """Each seat's Group and Plot cards: the deck chosen (its Illuminati's starter by default, or a pack's deck)
    in the next unused copies, or release 0.1's split of the copies when the library has no decks to offer."""
    if not rules.starters and not rules.pack_decks:
        return {
            seat: {
                kind: tuple(c for c in rules.library.instances(kind) if (int(c.rsplit("#", 1)[1]) - 1) % MAX_SEATS == i)
                for kind in ("plot", "group")
            }
            for i, seat in enumerate(seats)
        }
    used: Counter[str] = Counter()
    out = {}
    picked = _chosen(rules, seats, "deck", "own", frozenset(rules.pack_decks))
    names = {
        seat: own_deck(rules, lords[seat], i) if picked[seat] == "own" else picked[seat] for i, seat in enumerate(seats)
    }
    for seat in seats:
        name = names[seat]
        twin = next((s for s in seats if s != seat and names[s] == name), None)
        if twin is not None and picked[seat] != "own" and name in rules.starters:
            raise DeckRuleError(f"setup.decks: {seat} chose the deck {name!r}, which is already {twin}'s")
        mine = deal(rules, seat, name, used)
        check_deck(rules, seat, mine)
        out[seat] = mine
    return out


def setup(rules, seats, seed) -> list[E.Event]:
    """The set-up events (setup.start)."""
    state = rng.seed_state(seed)
    lords, state = _lords(rules, seats, state)
    decks = _decks(rules, seats, lords)
    zones: dict[str, tuple[str, ...]] = {
        Z.TABLE: (),
        Z.discard("plot"): (),
        Z.discard("group"): (),
        Z.discard("illuminati"): (),
    }
    dealt: set[str] = set(lords.values())
    starts: set[str] = set()
    firsts: dict[str, str] = {}
    for seat in seats:
        plots, state = rng.shuffle(decks[seat]["plot"], state)
        groups, state = rng.shuffle(decks[seat]["group"], state)
        first = next(
            (g for g in groups if rules.stats[definition_id(g)].kind != "resource" and definition_id(g) not in starts),
            None,
        )
        groups = tuple(g for g in groups if g != first)
        if first:
            starts.add(definition_id(first))
            firsts[first] = lords[seat]
        zones[Z.display(seat)] = (lords[seat],) + ((first,) if first else ())
        zones[Z.hand(seat)] = plots[:PLOTS_DRAWN] + groups[:GROUPS_DRAWN]
        zones[Z.deck(plot_deck(seat))] = plots[PLOTS_DRAWN:]
        zones[Z.deck(group_deck(seat))] = groups[GROUPS_DRAWN:]
        dealt.update(decks[seat]["plot"] + decks[seat]["group"])
    zones[Z.BOX] = tuple(c for c in rules.library.instances() if c not in dealt)
    laid = E.TableLaid(
        rules.id,
        tuple(seats),
        frozen(zones),
        E.freeze({s: {} for s in seats}),
        "turn",
        "plot",
        seats[0],
        state,
        E.freeze({}),
        E.freeze(dict(rules.options)),
    )
    draft = Draft(GameState(rules.id, tuple(seats)))
    draft.emit(laid)
    put(draft, "links", {g: [lord, 0] for g, lord in firsts.items()})
    best, first_seat = -1, seats[0]
    for seat in seats:
        faces, state = rng.roll(2, 6, draft.state.rng)
        draft.emit(E.DiceRolled(seat, faces, 6, "roll for the first turn", state))
        if sum(faces) > best:
            best, first_seat = sum(faces), seat
    draft.emit(
        E.Marked("first", first_seat),
        E.TurnBegan(first_seat, 1),
        E.Noted(first_seat, f"{first_seat} rolled highest and takes the first turn"),
    )
    inwo_round.goal_limit(rules, draft)
    return draft.events
