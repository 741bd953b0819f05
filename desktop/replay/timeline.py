"""The replay's timeline: one row per commit with round and turn markers, and a slider with round ticks.

Rows are described lazily, only when a view asks for them, and cached per
perspective, so a timeline of 100,000 commits opens at once. A row whose
move replaced others that were taken back starts with ↶, and its tooltip
tells what they were.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QByteArray, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider

from desktop.models.rows import NO_PARENT
from desktop.table.paintcache import painting

_BASE = int(Qt.ItemDataRole.UserRole) + 101
POSITION, MARK, NEW_ROUND, NEW_TURN, SEAT = range(_BASE, _BASE + 5)
ROLE_NAMES = {POSITION: b"position", MARK: b"mark", NEW_ROUND: b"newRound", NEW_TURN: b"newTurn", SEAT: b"seat"}
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
TICK_STEPS = (1, 5, 10, 50, 100, 500, 1000, 5000, 10000, 50000)
MIN_TICK_GAP = 6


class TimelineModel(QAbstractListModel):
    """Positions 0 (the set-up) to the last commit, each with the commit that led there in words."""

    def __init__(self, cursor, parent=None) -> None:
        super().__init__(parent)
        self.cursor = cursor
        self.marks = cursor.marks()
        self._words: dict[int, str] = {}

    def rowCount(self, parent=NO_PARENT) -> int:
        return 0 if parent.isValid() else self.cursor.length + 1

    def roleNames(self):
        names: dict[int, QByteArray | bytes] = dict(super().roleNames())
        names.update(ROLE_NAMES)
        return names

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags

    def mark_text(self, position: int) -> str:
        if position == 0:
            return "Set-up"
        m = self.marks[position - 1]
        return f"R{m.round} T{m.turn}"

    def data(self, index, role=DISPLAY):
        if not index.isValid() or index.model() is not self or not 0 <= index.row() <= self.cursor.length:
            return None
        position = index.row()
        mark = self.marks[position - 1] if position else None
        if role in (DISPLAY, int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.AccessibleTextRole)):
            if position not in self._words:
                self._words[position] = self._said(position)
            text, tried = self._words[position]
            if role == DISPLAY:
                return f"{self.mark_text(position)} · {position}. {'↶ ' if tried else ''}{text}"
            return text + tried
        if role == POSITION:
            return position
        if role == MARK:
            return self.mark_text(position)
        if role == NEW_ROUND:
            return bool(mark and mark.new_round)
        if role == NEW_TURN:
            return bool(mark and mark.new_turn)
        if role == SEAT:
            commit = self.cursor.commit(position)
            return commit.seat if commit else None
        if role == int(Qt.ItemDataRole.FontRole) and mark is not None and mark.new_round:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _said(self, position: int) -> tuple[str, str]:
        """A row's move in words, and what was tried instead of it (or after the last move) and taken back;
        the row starts with ↶ then."""
        cursor = self.cursor
        tried = cursor.taken_back(position - 1) if position else ""
        after = cursor.taken_back(position) if position == cursor.length else ""
        extra = (f"\nTried first and taken back: {tried}" if tried else "") + (
            f"\nTried afterwards and taken back: {after}" if after else ""
        )
        return cursor.describe(position), extra

    def perspective_changed(self) -> None:
        """The words depend on who reads them: describe again, row by row as asked."""
        self._words.clear()
        if self.cursor.length >= 0:
            roles = [DISPLAY, int(Qt.ItemDataRole.ToolTipRole), int(Qt.ItemDataRole.AccessibleTextRole)]
            self.dataChanged.emit(self.index(0), self.index(self.cursor.length), roles)


class TimelineSlider(QSlider):
    """A slider over the positions, with a tick where each round begins (every 5th, 10th, ... when rounds are dense)."""

    def __init__(self, cursor, parent=None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setRange(0, cursor.length)
        self.setPageStep(10)
        self.setTracking(True)
        self.setAccessibleName("Replay position")
        self.setAccessibleDescription("Drag to seek; each tick marks the start of a round")
        self.rounds = [m.position for m in cursor.marks() if m.new_round]
        self.setMinimumHeight(28)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.rounds or self.maximum() <= 0:
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        groove = self.style().subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self
        )
        handle = self.style().subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self
        )
        left = groove.left() + handle.width() / 2
        span = max(1.0, groove.width() - handle.width())
        every = next(n for n in TICK_STEPS if len(self.rounds) / n * MIN_TICK_GAP <= span or n == TICK_STEPS[-1])
        xs = sorted({round(left + span * p / self.maximum()) for p in self.rounds[every - 1 :: every]})
        with painting(self) as p:
            p.setPen(QPen(QColor("#b07b00"), 1))
            for x in xs:
                p.drawLine(x, self.height() - 7, x, self.height() - 1)
