"""INWO additions to scenario files.

Set-up keys (docs/rules/inwo.md): ``own_decks`` (per player, their Plot and
Group decks, top first: ``{Red: {plot: [...], group: [...]}}``), ``first``
(the player who took the first turn, so rounds count from them),
``resource_taken`` (the active player has already brought in a Resource this
turn) and ``links`` (puppet -> master, each on its master's next free arrow).
Power Structures and their tokens are laid with the generic ``displays`` key
(card -> tokens). Expectation keys: ``tokens`` (card -> action tokens on it),
``structure`` (per player, the cards of their Power Structure),
``controlled`` (per player, the groups counted for the basic goal), ``need``
(the roll the attack under way needs), ``masters`` (card -> the card
controlling it), ``attack`` (``none``, or some fields of the attack under
way), ``must_act``, ``passed`` and ``hidden``.
"""

from __future__ import annotations

from core.engine import events as E
from core.engine import zones as Z
from core.engine.errors import ScenarioError
from core.rulesets.inwo.abilities import counted
from core.rulesets.inwo.common import group_deck, plain, plot_deck
from core.rulesets.inwo.structure import master_of
from core.scenarios import keys as keys

SETUP_KEYS = ("own_decks", "first", "resource_taken", "links")


def _check_deck(rules, seat: str, kind: str, cards, where: str) -> None:
    """A player's own Plot or Group deck lists known cards of its kind."""
    if not isinstance(cards, list) or any(not isinstance(c, str) or c not in rules.library for c in cards):
        raise ScenarioError(f"{where}: own_decks.{seat}.{kind} must list known card ids, got {cards!r}")
    if any(rules.library.get(c).deck != kind for c in cards):
        raise ScenarioError(f"{where}: own_decks.{seat}.{kind} may only hold {kind} cards, got {cards!r}")


def _own_decks(rules, state, value, where: str) -> list[E.Event]:
    """Per player, their Plot and Group decks, top first; cards the decks held and no longer do go to the box."""
    if not isinstance(value, dict) or any(s not in state.seats for s in value):
        raise ScenarioError(f"{where}: own_decks must map players to {{plot: [...], group: [...]}}, got {value!r}")
    out: list[E.Event] = []
    box = state.zone(Z.BOX)
    for seat, decks in value.items():
        if not isinstance(decks, dict) or set(decks) - {"plot", "group"}:
            raise ScenarioError(f"{where}: own_decks.{seat} must hold plot and group lists, got {decks!r}")
        for kind, cards in decks.items():
            _check_deck(rules, seat, kind, cards, where)
            zone = Z.deck(plot_deck(seat) if kind == "plot" else group_deck(seat))
            evicted = tuple(c for c in state.zone(zone) if c not in cards)
            if evicted:
                box = tuple(c for c in box if c not in cards) + evicted
                out.append(E.ZoneSet(Z.BOX, box))
            out.append(E.ZoneSet(zone, tuple(cards)))
    return out


def _links(rules, value, where: str) -> list[E.Event]:
    """Puppet -> master, each puppet on its master's next arrow in the order given."""
    if not isinstance(value, dict) or any(c not in rules.library or m not in rules.library for c, m in value.items()):
        raise ScenarioError(f"{where}: links must map puppet card ids to master card ids, got {value!r}")
    table: dict[str, list] = {}
    for puppet, master in value.items():
        table[puppet] = [master, sum(1 for m, _ in table.values() if m == master)]
    return [E.Marked("links", E.freeze(table))]


def setup(rules, state, key: str, value, where: str) -> list[E.Event]:
    """The events of one INWO set-up key."""
    if key == "links":
        return _links(rules, value, where)
    if key == "first":
        return keys.seat_mark(state, key, value, where)
    if key == "resource_taken":
        return keys.flag_mark("resource-taken", value, where)
    return _own_decks(rules, state, value, where)


def _need(rules, state):
    """The roll the attack under way needs, or 'none'."""
    from core.rulesets.inwo.attack import odds

    attack = plain(state.mark("attack"))
    return "none" if attack is None else odds(rules, state, attack)[0]


def expectations(rules) -> dict:
    """The INWO expectation keys, each a function of (state, wanted, events) -> (found, wanted)."""
    return {
        **keys.turn_expectations(rules),
        "tokens": lambda s, v, e: ({c: s.charges.get(c, 0) for c in v}, dict(v)),
        "structure": lambda s, v, e: (
            {p: sorted(s.zone(Z.display(p))) for p in v},
            {p: sorted(c) for p, c in v.items()},
        ),
        "controlled": lambda s, v, e: ({p: counted(rules, s, p) for p in v}, dict(v)),
        "attack": keys.mark_fields("attack", "an attack"),
        "need": lambda s, v, e: (_need(rules, s), v),
        "masters": lambda s, v, e: ({c: master_of(rules, s, c) for c in v}, dict(v)),
    }
