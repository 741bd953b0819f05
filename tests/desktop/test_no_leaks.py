"""No screen names a card hidden from whoever sees it: random legal games of every game, played in the app.

After every step the test reads every string the screen shows (the status bar, open dialogs, the undo
consent question, the log, tooltips and accessible names of every visible widget, every string role of
every model row) and looks for the id or the name of a card the seat at the screen has never seen; while
the curtain is down, of a card the whole table has not seen. A name counts only when no card of that name
has been seen. Moves are mixed with refused ones (so the status bar names a card), with undos (so the table
is asked) and with a reopened table that builds each seat's log afresh.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest
from paths import SCENARIOS
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTextEdit,
    QWidget,
)

from core.engine import zones as Z
from core.engine.commands import Command
from core.engine.journal import Commit
from core.saves.eventjson import to_json
from core.scenarios.runner import load_scenario
from desktop.models.roles import ROLE_NAMES

GAMES = {
    "sandbox": ("Red", "Blue", "Green"),
    "eu": ("Red", "Blue", "Green"),
    "ti4": ("Red", "Blue", "Green"),
    "1819": ("Raffles", "Temenggong", "Farquhar"),
    "inwo": ("Red", "Blue", "Green"),
}
FORBID = {"undo_barriers": "forbid"}  # the sandbox is also played refusing every undo across a barrier
ROLES = (*range(0, 16), *ROLE_NAMES)


class Knowledge:
    """The cards each seat, and the whole table, has seen so far (once seen, a card stays known)."""

    def __init__(self, table):
        self.table = table
        self.ruleset = table.ruleset
        state = table.session.initial
        self.cards = {c for cards in state.zones.values() for c in cards}
        self.known: dict[str, set[str]] = {v: set() for v in (*table.seats, Z.PUBLIC)}
        self.at: list[dict[str, frozenset[str]]] = []
        self.learn()

    def learn(self) -> None:
        """Add what the current state shows each viewer, and what every new record's events showed; keep what
        each viewer knew right after each record, which is all its log line may name."""
        session = self.table.session
        for viewer, known in self.known.items():
            for zone, cards in session.state.zones.items():
                if Z.visible_to(zone, viewer):
                    known.update(cards)
        for record in session.records[len(self.at) :]:
            events = record.events if isinstance(record, Commit) else ()
            for viewer, known in self.known.items():
                for event in events:
                    known.update(self._named(to_json(event.seen_by(viewer))))
            if isinstance(record, Commit):
                self.known[record.seat].update(self._named(dict(record.command.args)))
        while len(self.at) < len(session.records):
            self.at.append({viewer: frozenset(known) for viewer, known in self.known.items()})

    def _named(self, value) -> set[str]:
        if isinstance(value, str):
            return {value} & self.cards
        if isinstance(value, dict):
            return {c for v in value.values() for c in self._named(v)}
        if isinstance(value, (list, tuple)):
            return {c for v in value for c in self._named(v)}
        return set()

    def hidden(self, viewer: str, record: int | None = None) -> tuple[set[str], set[str]]:
        """The ids of the cards `viewer` has not seen (by the record at index `record`, if given), and their
        names that no card it has seen shares."""
        known = self.known[viewer] if record is None else self.at[record][viewer]
        ids = self.cards - known
        names = {self.ruleset.card_name(c) for c in ids} - {self.ruleset.card_name(c) for c in known}
        return ids, names


@lru_cache(maxsize=8192)
def _pattern(word: str, card_id: bool) -> re.Pattern:
    tail = r"(?!\d)" if card_id else r"(?!\w)"
    return re.compile(r"(?<![\w-])" + re.escape(word) + tail, re.IGNORECASE if not card_id else 0)


def _row_strings(model, row: int) -> list[str]:
    out = []
    index = model.index(row, 0)
    for role in ROLES:
        value = model.data(index, role)
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, (list, tuple)):
            out.extend(v for v in value if isinstance(v, str))
    return out


def _model_strings(model) -> list[str]:
    return [s for row in range(model.rowCount()) for s in _row_strings(model, row)]


def _widget_strings(widget: QWidget) -> list[str]:
    out = [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.statusTip()]
    if widget.isWindow():
        out.append(widget.windowTitle())
    if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
        out.append(widget.text())
    if isinstance(widget, QMessageBox):
        out += [widget.text(), widget.informativeText(), widget.detailedText()]
    if isinstance(widget, QTextEdit):
        out.append(widget.toPlainText())
    if isinstance(widget, QGroupBox):
        out.append(widget.title())
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        out += _model_strings(widget.model())
    return out


def _within(widget: QWidget, window: QWidget) -> bool:
    """Whether `widget` is `window` or belongs to it, its dialogs included (not a window of another test)."""
    while widget is not None:
        if widget is window:
            return True
        widget = widget.parentWidget()
    return False


def on_screen(window) -> list[str]:
    """Every string the screen shows now: the status bar, every visible widget's words, every model's rows.

    The rules reference is left out: it names cards as examples of the rules, not as anyone's cards; the
    log's rows are read by `log_leaks`, each against what was known when its record was made.
    """
    out = [window.statusBar().currentMessage()]
    rules, log = window.rules_panel, window.table.log
    for widget in QApplication.allWidgets():
        ours = _within(widget, window) or widget.metaObject().className() == "QTipLabel"
        shown = ours and widget.isVisible() and widget is not rules and not rules.isAncestorOf(widget)
        if shown and not (isinstance(widget, QAbstractItemView) and widget.model() is log):
            out += _widget_strings(widget)
    for model in window.table.models():
        if model is not log:
            out += _model_strings(model)
    return [s for s in out if s]


def log_leaks(log, knowledge: Knowledge, viewer: str) -> list[str]:
    """What the log's rows name that `viewer` had not seen when each row's record was made: a line may only
    say what its move showed, however the cards lie now."""
    found = []
    for row in range(log.rowCount()):
        found += leaks(_row_strings(log, row), *knowledge.hidden(viewer, row))
    return found


def leaks(strings: list[str], ids: set[str], names: set[str]) -> list[str]:
    """The strings that name one of `ids` or `names`, each with what it names."""
    found = []
    for text in strings:
        for card in ids:
            if card in text and _pattern(card, True).search(text):
                found.append(f"{card!r} in {text!r}")
        for name in names:
            if name.lower() in text.lower() and _pattern(name, False).search(text):
                found.append(f"{name!r} in {text!r}")
    return found


def check(window, knowledge: Knowledge, asked: list[str]) -> None:
    """Nothing on screen names a card hidden from whoever looks: the seat at the screen, else the table."""
    QApplication.processEvents()
    knowledge.learn()
    table = window.table
    viewer = table.acting_seat() or Z.PUBLIC
    found = leaks(on_screen(window), *knowledge.hidden(viewer))
    found += log_leaks(table.log, knowledge, viewer)
    found += leaks(asked, *knowledge.hidden(Z.PUBLIC))
    asked.clear()
    where = "the curtain is down" if viewer == Z.PUBLIC else f"{viewer} is at the screen"
    assert not found, f"{table.ruleset.id}, commit {len(table.session.line)}, {where}: " + "; ".join(found[:5])


def refuse_a_card(table, rnd: random.Random) -> None:
    """Try a move with one of the seat's own cards that the rules may refuse (the refusal names the card)."""
    seat = table.acting_seat()
    hand = table.state.zone(Z.hand(seat))
    names = [n for n, spec in table.ruleset.commands.items() if any(f.name == "card" for f in spec.fields)]
    if hand and names:
        table.submit(Command(seat, rnd.choice(names), {"card": rnd.choice(hand)}))


def reopen_for_every_seat(make_window, session, knowledge: Knowledge) -> None:
    """A table opened afresh on the game (as a loaded save is) builds each seat's log from the journal."""
    window = make_window(session=session)
    table = window.table
    for seat in table.seats:
        table.viewer, table.curtain_up = seat, False
        table.refresh()
        found = log_leaks(table.log, knowledge, seat)
        assert not found, f"{table.ruleset.id}: {seat} reads in the reopened log: " + "; ".join(found[:5])
    window.close()


def play(make_window, game: str, seed: int, steps: int, options: dict | None = None) -> None:
    """Play `steps` random steps of `game` in a window, checking the screen after each."""
    window = make_window(game=game, players=GAMES[game], seed=seed, options=options)
    table = window.table
    rnd = random.Random(seed)
    asked: list[str] = []
    window.confirm = lambda title, text: asked.append(text) or rnd.random() < 0.5
    window.inform = lambda title, text: asked.append(text)
    knowledge = Knowledge(table)
    for _ in range(steps):
        check(window, knowledge, asked)
        if table.curtain_up:
            table.lift_curtain()
            check(window, knowledge, asked)
        roll = rnd.random()
        if roll < 0.12 and table.session.can_undo():
            window.undo()
        elif roll < 0.3:
            refuse_a_card(table, rnd)
            check(window, knowledge, asked)
            legal = table.legal()
            if legal:
                table.submit(rnd.choice(legal))
        else:
            legal = table.legal()
            if not legal:
                break
            table.submit(rnd.choice(legal))
    check(window, knowledge, asked)
    window.close()
    reopen_for_every_seat(make_window, table.session, knowledge)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_screen_names_a_hidden_card(make_window, game):
    play(make_window, game, seed=3, steps=20)


def test_no_refused_undo_names_a_hidden_card(make_window):
    play(make_window, "sandbox", seed=4, steps=20, options=FORBID)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_screen_names_a_hidden_card_in_long_games(make_window, game, seed):
    play(make_window, game, seed=100 + seed, steps=250, options=FORBID if game == "sandbox" and seed % 2 else None)


@pytest.mark.parametrize(
    "game, name", [("1819", "war-spoils.yaml"), ("1819", "war-tie.yaml"), ("eu", "battle-flow.yaml")]
)
def test_no_curtain_names_a_hidden_card_in_a_war_or_a_battle(scenario_window, game, name):
    """The curtain says each seat's part in a war or a battle (its asking words) before every step of one."""
    steps = len(load_scenario(SCENARIOS / game / name).steps)
    for n in range(1, steps + 1):
        window = scenario_window(SCENARIOS / game / name, slice(0, n))
        if window.table.curtain_up:
            check(window, Knowledge(window.table), [])
        window.close()
