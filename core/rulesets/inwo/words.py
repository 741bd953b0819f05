"""INWO's commands in players' words: the menus' imperative and the log's third person, said from one table
so that a menu entry and the log line of the same move say the same thing (``Defend with Metro Police``,
``Blue defends with Metro Police``), and neither says an id such as ``take-resource`` or ``buy-plot``.
"""

from __future__ import annotations

from collections.abc import Callable

from core.engine.commands import Command

Namer = Callable[[str], str]
"""How a card is named to whoever reads: by its name, or as a hidden card."""

HIDDEN = "a hidden card"
"""What a log line's namer says of a card its reader may not know (core.seeing.describe)."""

MENU_WORDS = {"advance": "Move on to the next step", "call-off": "Call off the attack"}
"""Labels of the commands without fields whose names do not read as a sentence on their own."""

SIDE_WORDS = {"attack": "to back the attack", "defend": "to defend"}
"""The side a Plot played into an attack backs, in players' words."""

LOG_WORDS = {"call-off": "calls off the attack"}
"""The log's words for the commands without fields whose names do not read as a sentence on their own."""


def said(command: Command, name: Namer, public: Namer | None = None) -> tuple[str, str, str] | None:
    """A move the game words itself: (imperative, third person, the rest), or None for the table's words.

    The rest names each card with `name`, so a log line hides what its reader may not know; the groups of an
    attack or an aid lie in Power Structures or on the table for all to see, so `public` (default `name`) names
    them: a privileged attack read by the whole table says "with C.I.A.", not "with a hidden card".
    """
    seen = public or name
    card = command.get("card")
    if command.name == "takeover" and card:
        onto = command.get("onto")
        return "Take over", "takes over", name(card) + (f" onto {name(onto)}" if onto else "")
    if command.name == "take-resource" and card:
        return "Bring", "brings", f"{name(card)} into play"
    if command.name == "buy-plot" and command.get("cards"):
        return "Buy a Plot with", "buys a Plot card with", " and ".join(name(c) for c in command.get("cards"))
    if command.name == "attack" and command.get("group"):
        how = ("Make a privileged attack", "makes a privileged attack")
        if command.get("privileged") != "yes":
            how = ("Attack", "attacks")
        return *how, f"to {command.get('mode')} {seen(command.get('target'))} with {seen(command.get('group'))}"
    if command.name == "play" and card:
        return "Play", "plays", _play(command, name)
    if command.name == "choose" and command.get("cards"):  # INWO asks only the goal-limit choice
        cards = " and ".join(name(c) for c in command.get("cards"))
        return "Discard", "discards", f"{cards} to keep within the Goal limit"
    if command.name == "give" and card and command.get("to"):
        given = name(card)
        return "Give", "gives", f"{'a card' if given == HIDDEN else given} to {command.get('to')}"
    if command.name == "aid" and command.get("group"):
        if command.get("side") == "attack":
            return "Aid the attack", "aids the attack", f"with {seen(command.get('group'))}"
        return "Defend", "defends", f"with {seen(command.get('group'))}"
    return None


def _play(command: Command, name: Namer) -> str:
    """A Plot's play after its verb, each card named once: ``Bank Merger on Gnomes of Zurich, powered by its own
    token`` (not ``powered by Gnomes of Zurich on Gnomes of Zurich``), ``Smear Campaign powered by Night Couriers
    to back the attack``."""
    group, target, side = command.get("group"), command.get("target"), command.get("side")
    words = name(command.get("card"))
    if target:
        words += f" on {name(target)}"
    if group:
        powered = "its own token" if group == target else name(group)
        words += f"{',' if target else ''} powered by {powered}"
    if side in SIDE_WORDS:
        words += f" {SIDE_WORDS[side]}"
    return words


def menu_words(command: Command, name: Namer) -> str | None:
    """A menu label, an English verb first, for the commands whose names are nouns or shorthand
    (``take-resource``, ``buy-plot``, ``advance``); None leaves the table's generic label."""
    words = said(command, name)
    if words is not None:
        return f"{words[0]} {words[2]}"
    card = command.get("card")
    if command.name == "draw" and command.get("deck") in ("plot", "group"):
        return f"Draw a {command.get('deck').capitalize()} card"
    if command.name == "spend" and card:
        return f"Spend the action token on {name(card)}"
    return MENU_WORDS.get(command.name)


def log_words(command: Command, name: Namer, public: Namer | None = None) -> str | None:
    """A move in the log after its seat (``defends with Metro Police``), or None for the table's words; `public`
    names the cards every reader sees (see `said`)."""
    words = said(command, name, public)
    if words is not None:
        return f"{words[1]} {words[2]}"
    if command.name == "spend" and command.get("card"):
        return f"takes the action token off {name(command.get('card'))}"
    return LOG_WORDS.get(command.name)
