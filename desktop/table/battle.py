"""The battle panel: both sides' leaders, dice pools, battle actions used this round, and the roll.

It reads the ``battle`` mark a ruleset keeps while a battle is fought (EU:
attacker, defender, round, step, whose move, leaders, the actions each side
used this round, the dice they added, the last roll) and the game's
``base_dice``. A roll is animated briefly, then shows the faces the event
recorded; the log has already said it in words. Under each side, a button
for every player the rules let join it as an ally now, whoever the battle is
waiting for (the action bar only offers the seat at the screen its own moves).

The panel lies in the table's middle row for the whole of a game that has it, saying "No battle" while none is
fought, so a battle's start neither moves the play area nor re-lays the row and the docks beside the table: the
panel, its style and its place are made and laid with the table, and the first battle's frame costs what another
battle move does.
"""

from __future__ import annotations

import random
from types import MappingProxyType

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from core.engine import events as E
from core.engine.commands import Command
from core.engine.errors import Refusal
from desktop.table.paintcache import painting

DIE_COLOURS = {"regular": "#f4ecd8", "cavalry": "#bcd3f0", "artillery": "#f0c4bc"}
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}
SPIN_FRAMES = 10
WIDTH = 300  # the reaction prompt's width (desktop/table/curtain.py): either stands right of the play area


class DiceRow(QWidget):
    """A row of dice: each a type colour, and pips when rolled."""

    def __init__(self, die: int = 24, parent=None):
        super().__init__(parent)
        self.die = die  # a die's side in pixels
        self.dice: list[tuple[str, int | None]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self.dice)) * (self.die + 4), self.die + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.die * 3, self.die + 4)

    def set_dice(self, dice: list[tuple[str, int | None]], said: str) -> None:
        self.dice = dice
        self.setAccessibleName(said)
        self.setToolTip(said)
        self.updateGeometry()
        self.update()

    def paintEvent(self, event) -> None:
        with painting(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            s = self.die
            per_row = max(1, self.width() // (s + 4))
            for i, (kind, face) in enumerate(self.dice[:per_row]):
                r = QRectF(2 + i * (s + 4), 2, s, s)
                p.setPen(QPen(QColor("#2b2b2b"), 1.4))
                p.setBrush(QColor(DIE_COLOURS.get(kind, "#dddddd")))
                p.drawRoundedRect(r, s * 0.2, s * 0.2)
                p.setBrush(QColor("#2b2b2b"))
                p.setPen(Qt.PenStyle.NoPen)
                if face in PIPS:
                    for x, y in PIPS[face]:
                        p.drawEllipse(QPointF(r.left() + x * s, r.top() + y * s), s * 0.08, s * 0.08)
                else:
                    p.setPen(QColor("#555555"))
                    p.drawText(r, Qt.AlignmentFlag.AlignCenter, kind[:1].upper())
            if len(self.dice) > per_row:
                p.setPen(QColor("white"))
                p.drawText(
                    QRectF(self.width() - 30, 0, 30, s), Qt.AlignmentFlag.AlignCenter, f"+{len(self.dice) - per_row}"
                )


class BattleSide:
    """One side's widgets in the battle panel: its player and allies, leader, dice pool, actions used, roll."""

    def __init__(self) -> None:
        self.name, self.leader, self.used = QLabel(), QLabel(), QLabel()
        self.pool, self.roll = DiceRow(16), DiceRow(16)
        self.used.setWordWrap(True)
        self.leader.setWordWrap(True)  # "Leader: Osric of Hallenburg (1)" is wider than a side
        self.name.setTextFormat(Qt.TextFormat.RichText)

    def widgets(self) -> tuple[QWidget, ...]:
        """Top to bottom, as the side's column shows them."""
        return self.name, self.leader, self.pool, self.used, self.roll


class NoBattle(QWidget):
    """The battle's place while none is fought: a dashed outline and its words, as an empty row of cards."""

    WORDS = "No battle — a battle's two sides, their dice and the roll show here"

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAccessibleName("No battle is being fought")
        self.setToolTip(self.WORDS)

    def paintEvent(self, event) -> None:
        with painting(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(self.rect().adjusted(3, 3, -3, -3))
            p.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r, 10, 10)
            italic = QFont(self.font())
            italic.setItalic(True)
            p.setFont(italic)
            p.setPen(QColor(255, 255, 255, 150))
            p.drawText(r.adjusted(12, 0, -12, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.WORDS)


class BattlePanel(QWidget):
    """The battle the view's marks hold, or its empty place ("No battle") in a game that has battles.

    Two pages of one size: `idle` and `fight` (the framed sides, dice and roll), so that switching between them
    keeps the panel's room in the middle row. The empty place gives way to the reaction prompt, as wide, while one
    is open (`prompted`), so the prompt's coming does not squeeze the play area either."""

    def __init__(self, table, parent=None):
        super().__init__(parent)
        self.table = table
        self.setStyleSheet(
            "QFrame#battle { background: rgba(60,20,15,190); border: 2px solid #c9a227; border-radius: 10px; }"
            " QLabel { color: #f3efe2; }"
        )
        self.setAccessibleName("Battle")
        self.setFixedWidth(WIDTH)
        self.prompted = False  # the reaction prompt stands beside the play area (the table says so before following)
        self.pages = QStackedLayout(self)
        self.idle = NoBattle()
        self.fight = QFrame()
        self.fight.setObjectName("battle")
        self.pages.addWidget(self.idle)
        self.pages.addWidget(self.fight)
        lay = QVBoxLayout(self.fight)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.title)
        grid = QGridLayout()
        grid.setVerticalSpacing(2)
        grid.setHorizontalSpacing(4)
        lay.addLayout(grid)
        self.sides = [BattleSide(), BattleSide()]
        for col, side in enumerate(self.sides):
            for row, widget in enumerate(side.widgets()):
                grid.addWidget(widget, row, col)
        self.grid = grid
        self.join_buttons: list[QPushButton] = []  # those offered now, in the rules' order
        self.join_made: dict[tuple[str, str], QPushButton] = {}  # every one made this battle, by player and side
        self.timer = QTimer(self)
        self.timer.setInterval(60)
        self.timer.timeout.connect(self._spin)
        self.frames_left = 0
        self.rolls: dict[str, list[int]] = {}
        table.rolled.connect(self.animate)
        self.hide()

    def battle(self) -> dict | None:
        value = self.table.view().marks.get("battle")
        return E.thaw(value) if value is not None else None

    def follow(self) -> None:
        """Show the battle the table's view holds (each side's seat, leader, dice and roll), else "No battle" in a
        game that has battles, and hide in any other."""
        b = self.battle()
        if not isinstance(b, dict) or "attacker" not in b or "defender" not in b:
            self._drop_joins()
            self.pages.setCurrentWidget(self.idle)
            self.setVisible("battle" in self.table.look.panels and not self.prompted)
            return
        self._show_title(b)
        base = int(self.table.ruleset.definition.raw.get("base_dice", 3))
        for side, seat, role in zip(self.sides, (b["attacker"], b["defender"]), ("attacker", "defender"), strict=True):
            self._show_side(side, seat, role, b, base)
        self._show_joins(b)
        self.pages.setCurrentWidget(self.fight)
        self.show()

    def _show_title(self, b: dict) -> None:
        step = {
            "actions": f"battle actions — {b.get('priority')} to move",
            "roll": "roll the dice",
            "casualties": "casualties, then retreat or fight on",
        }.get(str(b.get("step")), str(b.get("step", "")))
        self.title.setText(
            f"<b>Battle</b> {'at sea' if b.get('at') == 'sea' else 'on land'} · round {b.get('round', 1)}"
            f"<br><small>{step}</small>"
        )

    def _show_side(self, side: BattleSide, seat: str, role: str, b: dict, base: int) -> None:
        colour = self.table.colours.get(seat, "#fff")
        allies = [p for p in (b.get("players") or {}).get(seat, []) if p != seat]
        also = f" <small>with {', '.join(allies)}</small>" if allies else ""
        side.name.setText(f"<span style='color:{colour}'>●</span> <b>{seat}</b> <small>{role}</small>{also}")
        skill = self._show_leader(side, (b.get("leaders") or {}).get(seat))
        pool = ["regular"] * (base + skill) + list((b.get("dice") or {}).get(seat, []))
        side.pool.set_dice([(kind, None) for kind in pool], f"{seat}'s dice: {len(pool)} ({', '.join(pool)})")
        used = [self._action_name(key) for key in (b.get("used") or {}).get(seat, [])]
        side.used.setText("Used: " + (", ".join(used) if used else "no battle action yet"))
        faces = (b.get("rolls") or {}).get(seat)
        if faces and not self.frames_left:
            side.roll.set_dice(
                list(zip(pool, faces, strict=False)) + [("regular", f) for f in faces[len(pool) :]],
                f"{seat} rolled {', '.join(map(str, faces))}",
            )
        elif not faces:
            side.roll.set_dice([], f"{seat} has not rolled")

    def joins(self) -> list[Command]:
        """The `join` commands the rules accept now, of any player: one per player and side it may take."""
        table = self.table
        if "join" not in table.ruleset.commands or table.acting_seat() is None:
            return []
        out = []
        for seat in table.seats:
            for side in ("attacker", "defender"):
                command = Command(seat, "join", MappingProxyType({"side": side}))
                try:
                    table.ruleset.decide(table.state, command)
                except Refusal:
                    continue
                out.append(command)
        return out

    def _show_joins(self, b: dict) -> None:
        """A button under each side for every player who may join it now. Each is made once a battle for its
        player and side and hidden while they may not join (or the curtain is down), so a battle move costs no
        widgets."""
        joins = self.joins()
        offered = {(c.seat, c.get("side")) for c in joins}
        for key, button in self.join_made.items():
            if key not in offered:
                self.grid.removeWidget(button)
                button.hide()
        self.join_buttons = []
        rows = [5, 5]
        for command in joins:
            col, key = (0 if command.get("side") == "attacker" else 1), (command.seat, command.get("side"))
            button = self.join_made.get(key) or self.join_made.setdefault(key, self._join_button(command, b))
            self.grid.addWidget(button, rows[col], col)  # in the order the rules list them, as before
            button.show()
            rows[col] += 1
            self.join_buttons.append(button)

    def _drop_joins(self) -> None:
        """Let the join buttons go once the battle is over."""
        for button in self.join_made.values():
            self.grid.removeWidget(button)
            button.deleteLater()
        self.join_made = {}
        self.join_buttons = []

    def _join_button(self, command: Command, b: dict) -> QPushButton:
        """The button that submits `command`, a player's join of one side of battle `b`, named by that side's
        player ("Green joins Blue"): the two sides' buttons would otherwise read the same."""
        side = command.get("side")
        button = QPushButton(f"{command.seat} joins {b.get(side)}")
        button.setAccessibleName(f"{command.seat} joins {b.get(side)}, the {side}, as an ally")
        button.setToolTip(self.table.ruleset.commands["join"].help)
        button.clicked.connect(lambda _=False, c=command: self.table.submit(c))
        return button

    def _show_leader(self, side: BattleSide, leader: str | None) -> int:
        """Name a side's leader; returns the leader's skill (0 without one)."""
        ruleset = self.table.ruleset
        if not (leader and leader in ruleset.library):
            side.leader.setText("No leader")
            return 0
        character = ruleset.library.get(leader).character
        skill = character.skill if character else 0
        side.leader.setText(f"Leader: {character.name if character else ruleset.card_name(leader)} ({skill})")
        return skill

    def _action_name(self, key: str) -> str:
        card, _, action = key.partition("/")
        name = self.table.ruleset.card_name(card)
        return f"{name} ({action})" if action else name

    def animate(self, rolls: list) -> None:
        """Show tumbling dice for a moment, then the faces the roll recorded."""
        self.rolls = {r.seat: list(r.faces) for r in rolls}
        self.frames_left = SPIN_FRAMES
        self.timer.start()
        self._spin()

    def _spin(self) -> None:
        self.frames_left -= 1
        if self.frames_left <= 0:
            self.frames_left = 0
            self.timer.stop()
            self.follow()
            return
        b = self.battle() or {}
        for side, seat in zip(self.sides, (b.get("attacker"), b.get("defender")), strict=True):
            n = len(self.rolls.get(str(seat), []))
            side.roll.set_dice([("regular", random.randint(1, 6)) for _ in range(n)], f"{seat} is rolling")
