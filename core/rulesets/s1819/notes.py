"""What the 1819 table's notes say: the marks that players track, in their own words.

The rules keep their facts as marks (core/rulesets/s1819/common.py); this
reads the public ones for a view: the Port and its allowance, the multiplier,
the treaty in force, the faction strongholds, whether the events have run out,
a raid or a war under way, each player's faction, leader and the first player,
the active player's actions left, final scores and face-down market cards.
"""

from __future__ import annotations

from core.content.cards import definition_id
from core.engine.words import counted
from core.engine.zones import display
from core.rulesets.s1819.common import FACTIONS, allowance, waiting_sower
from core.seeing.commandwords import amount

Note = tuple[str | None, str, str]


def alone(view, seat: str) -> bool:
    """Whether the seat is the only player of its faction (three players: more actions, a smaller war hand)."""
    factions = view.marks.get("factions", {})
    return sum(1 for s in view.seats if factions.get(s) == factions.get(seat)) == 1


def _table(rules, marks) -> list[Note]:
    """The Port, the multiplier, the treaty and the strongholds, for everyone."""
    ships = marks.get("port", 0)
    hold, vice = marks.get("stronghold", {}), marks.get("vice", {})
    strongholds = "; ".join(
        f"{rules.data.faction_names[side].split()[0]} {hold.get(side, 0)} ({vice.get(side, 0)} vice)"
        for side in FACTIONS
    )
    return [
        (None, "Port", f"{ships} of {len(rules.data.port)} ships; allowance ${allowance(rules.data, ships)}"),
        (None, "Multiplier", f"x{marks.get('multiplier', 1)}"),
        (None, "Treaty", rules.card_name(marks["treaty"]) if marks.get("treaty") else "none in force"),
        (None, "Strongholds", strongholds),
        (None, "Villages", _villages(rules, marks)),
    ]


def _villages(rules, marks) -> str:
    """Each village: its multiplier, covered (with cubes on its population space) or the tokens on it."""
    covered, cubes = marks.get("covered") or (), marks.get("population") or {}
    out = []
    for village in rules.data.villages:
        if village in covered:
            out.append(f"{village_name(rules, village)} covered ({cubes.get(village, 0)} cubes)")
            continue
        on = (marks.get("villages") or {}).get(village, {})
        tokens = ", ".join(f"{seat} {n}" for seat, n in on.items()) or "empty"
        out.append(f"{village_name(rules, village)}: {tokens}")
    return "; ".join(out)


def _under_way(marks) -> list[Note]:
    """The end of the events, and a raid or a war waiting on someone."""
    out: list[Note] = []
    if marks.get("events_out"):
        out.append((None, "Events", "run out: the game ends after this upkeep"))
    if marks.get("raid"):
        r = marks["raid"]
        out.append((None, "Raid", f"{r['by']} raids; {r['order'][r['next']]} may intervene before the dice"))
    if marks.get("war"):
        w = marks["war"]
        owed = f" (${w['owed']} owed)" if "owed" in w else ""
        out.append((None, "War", f"{w['attacker']} against {w['defender']}; waiting for {w['waiting']}{owed}"))
    return out


def place_gives(rules, place: str) -> str | None:
    """What a leader on `place` brings that round, from game.yaml's `place_gives`: ``+$1, +1 victory point this
    round``; the table adds it by hand (round.leader). None for a place that brings nothing."""
    gives = rules.data.place_gives.get(place)
    if not gives:
        return None
    names = {r.id: r.name for r in rules.definition.resources}
    said = ", ".join(("+" if n >= 0 else "−") + amount(abs(n), names.get(r, r)) for r, n in gives.items())
    return f"{said} this round"


def _players(rules, view) -> list[Note]:
    """Each player's faction, leader, whether they are the first player, and which card each immigrant lives on."""
    marks = view.marks
    out: list[Note] = []
    for seat in view.seats:
        side = rules.data.faction_names[marks.get("factions", {}).get(seat, "british")]
        out.append((seat, "Faction", side + (" (alone)" if alone(view, seat) else "")))
        if seat in (marks.get("leaders") or {}):
            place = marks["leaders"][seat]
            gives = place_gives(rules, place)
            out.append((seat, "Leader", f"{place} ({gives})" if gives else place))
        if seat == marks.get("first"):
            out.append((seat, "First player", "yes"))
        own = set(view.cards(display(seat)) or ())
        living = [(i, on) for i, on in (marks.get("attached") or {}).items() if i in own]
        if living:
            words = "; ".join(f"{rules.card_name(i)} on {rules.card_name(on)}" for i, on in living)
            out.append((seat, "Immigrants", words))
    return out


def awaited(view) -> str | None:
    """What the banner and the curtain say the seat to act is awaited for, after its name: intervening in a raid,
    its part in a war, or sowing influence before the turn goes on (an interventionist's winnings, or the active
    player's own); None for an ordinary move."""
    raid = view.marks.get("raid")
    if raid:
        return f"may intervene in {raid['by']}'s raid"
    if view.marks.get("war"):
        return _war_words(view, view.marks["war"])
    if waiting_sower(view) is not None:
        return "sows the influence won by intervening"
    active = view.active
    if view.phase == "actions" and not view.marks.get("war") and view.resources.get(active, {}).get("influence", 0):
        return "sows the influence waiting"
    return None


def _war_words(view, war) -> str:
    """What a war waits for, as the table may read it (the cards committed stay face down, so unnamed): the
    defender's commitment, a faction mate's help, the loser's ally's gift or the winner's spoils."""
    attacker, defender, stage = war["attacker"], war["defender"], war["stage"]
    if stage == "defend":
        return f"defends against the war {attacker} declared"
    if stage == "assist":
        factions = view.marks.get("factions") or {}
        side = attacker if factions.get(war["waiting"]) == factions.get(attacker) else defender
        return f"may join {attacker}'s war on {defender}, on {side}'s side"
    if stage == "donate":
        return f"may give wealth toward {war['loser']}'s debt to {war['winner']} (${war['owed']} owed)"
    return f"takes spoils from {war['loser']}: market cards worth up to ${war['owed']}"


def public_marks(rules, view) -> list[Note]:
    """The notes of an 1819 view as (seat or None, label, text).

    >>> from core.seeing.views import view
    >>> from core.games import new_session
    >>> s = new_session("1819", ("Red", "Blue", "Green"), seed=7)
    >>> public_marks(s.ruleset, view(s.state, "Red", s.ruleset))[1]
    (None, 'Multiplier', 'x1')
    """
    marks = view.marks
    out = _table(rules, marks) + _under_way(marks) + _players(rules, view)
    if view.phase == "actions" and view.active in view.seats:
        left = (int(rules.data.solo["actions"]) if alone(view, view.active) else 2) - int(marks.get("actions", 0))
        out.append((view.active, "Actions left", str(left)))
    for seat, total in (marks.get("scores") or {}).items():
        out.append((seat, "Final score", str(total)))
    down = marks.get("facedown") or ()
    if down:
        out.append((None, "Face down", ", ".join(rules.card_name(c) for c in down)))
    return out


SOW_WORDS = {
    ("home", "yes"): "dropping a token in the stronghold on the way",
    ("home", "no"): "passing the stronghold by",
    ("clear", "points"): "clearing full villages for points",
    ("clear", "stronghold"): "clearing full villages into the stronghold",
}


def village_name(rules, village: str) -> str:
    """A village in players' words with its multiplier: ``Kampong Bugis (x1)``."""
    x = rules.data.villages.get(village, {}).get("x")
    name = village.replace("-", " ").title()
    return f"{name} (x{x})" if x else name


def sow_value(rules, field: str, value) -> str | None:
    """A value of the sow command in players' words (the form and the log), or None for any other field."""
    if field == "village" and isinstance(value, str):
        return village_name(rules, value)
    return SOW_WORDS.get((field, value))


def battle_label(rules, command) -> str | None:
    """A war or raid move in a menu or form, naming its battle cards and tokens: "Defend with Keris Band and 1
    stronghold token", "Declare war on Blue with Gunboat"; None for any other move."""
    name = command.name
    if name not in ("war", "defend", "assist", "intervene"):
        return None
    cards = tuple(command.get("cards") or ())
    if not cards:
        said = "without a battle card"
    elif len(set(map(definition_id, cards))) == 1 and len(cards) > 1:
        said = f"with {len(cards)} copies of {rules.card_name(cards[0])}"
    else:
        said = "with " + " and ".join(rules.card_name(c) for c in cards)
    tokens = int(command.get("tokens") or 0)
    if tokens:
        said += f" and {counted(tokens, 'stronghold token')}"
    verb = {"war": f"Declare war on {command.get('target')}", "defend": "Defend", "assist": "Assist"}
    return f"{verb.get(name, 'Intervene')} {said}"
