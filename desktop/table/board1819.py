"""The 1819 main board, in its own dock beside the table: the Port track with its ships, the active multiplier,
the congkak ring of villages between the two strongholds, the population spaces under covered villages, vice,
and the Tax and Public Works tracks.

It reads only the public marks of the table's view (core/rulesets/s1819/board.py names them) and the board's
layout from the ruleset's game.yaml data; other games never show it.
"""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QSizePolicy,
    QVBoxLayout,
)

from core.engine import events as E
from core.engine import zones as Z
from core.engine.commands import Command
from core.rulesets.s1819.board import POPULATION_SPACE
from core.rulesets.s1819.common import FACTIONS, allowance
from core.rulesets.s1819.notes import village_name
from core.rulesets.s1819.ruleset import Singapore1819
from desktop.dialogs.formrows import add_field, explained_form, ok_cancel
from desktop.table.paintcache import painting

WIDTH, HEIGHT, MIN_WIDTH = 430, 250, 280
# Each faction in a hue no seat wears (tablestate.PALETTE): blue and green were the factions' colours and two
# seats' colours too, so the blue seat playing the Malay faction read as British.
FACTION_COLOURS = {"british": "#e8c8a0", "malay": "#9c6b3c"}
INK = QColor("#f3efe2")


def _marks(table) -> dict:
    return {k: E.thaw(v) for k, v in table.view().marks.items()}


def board_words(rules: Singapore1819, marks: dict, seats) -> str:
    """The board in one line of words, for the accessible name and tooltip."""
    ships = marks.get("port", 0)
    hold, vice = marks.get("stronghold") or {}, marks.get("vice") or {}
    parts = [
        f"Port {ships} of {len(rules.data.port)} ships, allowance ${allowance(rules.data, ships)}",
        f"multiplier x{marks.get('multiplier', 1)}",
    ]
    parts += [f"{side} stronghold {hold.get(side, 0)} ({vice.get(side, 0)} vice)" for side in FACTIONS]
    covered = marks.get("covered") or []
    for village in rules.data.villages:
        on = (marks.get("villages") or {}).get(village, {})
        state = "covered" if village in covered else "open"
        tokens = ", ".join(f"{s} {n}" for s, n in on.items() if s in seats) or "no tokens"
        parts.append(f"{village_name(rules, village)} {state}: {tokens}")
    return "; ".join(parts)


class Board1819Panel(QFrame):
    """Shown only for 1819: the main board as the marks hold it, drawn scaled to the room its dock gives it."""

    def __init__(self, table, parent=None) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("board1819")
        self.setAccessibleName("Main board")
        self.setMinimumSize(QSize(MIN_WIDTH, round(HEIGHT * MIN_WIDTH / WIDTH)))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.sow_dialog: SowDialog | None = None
        table.askers = MappingProxyType({"sow": self.ask_sow})

    def sizeHint(self) -> QSize:
        return QSize(WIDTH, HEIGHT)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(HEIGHT * width / WIDTH)

    def scale(self) -> float:
        """How much larger than its drawing size the board is painted: it fills the width or the height given."""
        return min(self.width() / WIDTH, self.height() / HEIGHT)

    def ask_sow(self, forms: list[Command], village: str | None = None) -> None:
        """Open the sow form on the legal forms (a village clicked on the board comes first)."""
        self.sow_dialog = SowDialog(self.table, forms, self.table.submit, village, self.window())
        self.sow_dialog.open()

    def village_at(self, where: QPointF) -> str | None:
        """The village drawn under a point of the panel, if any."""
        rules = self.table.ruleset
        if not isinstance(rules, Singapore1819):
            return None
        at = QPointF(where.x() / self.scale(), where.y() / self.scale())
        return next((v for v, r in village_rects(rules).items() if r.contains(at)), None)

    def mousePressEvent(self, event) -> None:
        """A click on an open village sows from it, when the seat at the screen has influence waiting."""
        village = self.village_at(event.position())
        if village is not None and self.table.variants("sow", {"village": village}):
            self.table.intend("sow", village=village)
            return
        super().mousePressEvent(event)

    def wanted(self) -> bool:
        """Whether the table shows an 1819 game, whose board this is."""
        return isinstance(self.table.ruleset, Singapore1819)

    def follow(self) -> None:
        """Repaint the board of an 1819 game and say it in words."""
        rules = self.table.ruleset
        if not isinstance(rules, Singapore1819):
            return
        said = board_words(rules, _marks(self.table), self.table.view().seats)
        self.setAccessibleDescription(said)
        self.setToolTip(said.replace("; ", "\n"))
        self.update()

    # ------------------------------------------------------------------ painting

    def resizeEvent(self, event) -> None:
        """As tall as the board drawn at this width: its dock gives the height the board cannot use to the notes
        and the log below (it used to keep a blank band under the board), and takes none from it."""
        super().resizeEvent(event)
        self.setFixedHeight(self.heightForWidth(self.width()))

    def paintEvent(self, event) -> None:
        rules = self.table.ruleset
        if not isinstance(rules, Singapore1819):
            return
        marks = _marks(self.table)
        with painting(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.scale(self.scale(), self.scale())
            p.setBrush(QColor(40, 30, 18, 215))
            p.setPen(QPen(QColor("#c9a227"), 2))
            p.drawRoundedRect(QRectF(1, 1, WIDTH - 2, HEIGHT - 2), 10, 10)
            p.setFont(QFont(p.font().family(), 8))
            self._port(p, rules, marks)
            self._ring(p, rules, marks)
            self._tracks(p, marks)

    def _port(self, p: QPainter, rules: Singapore1819, marks: dict) -> None:
        ships = marks.get("port", 0)
        p.setPen(INK)
        mult = marks.get("multiplier", 1)
        words = f"Port: {ships} ships · allowance ${allowance(rules.data, ships)} · multiplier x{mult}"
        p.drawText(QRectF(10, 6, 410, 14), Qt.AlignmentFlag.AlignLeft, words)
        for i, value in enumerate(rules.data.port):
            r = QRectF(10 + i * 34, 22, 30, 22)
            p.setPen(QPen(INK, 1))
            p.setBrush(QColor("#2a4a6a") if i < ships else QColor(0, 0, 0, 0))
            p.drawRoundedRect(r, 4, 4)
            p.drawText(r.adjusted(8 if i < ships else 0, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, f"${value}")
            if i < ships:
                p.setBrush(INK)
                p.drawEllipse(QRectF(r.left() + 3, r.top() + 7, 8, 8))

    def _village(self, p: QPainter, rules: Singapore1819, marks: dict, village: str, r: QRectF) -> None:
        side = rules.data.villages[village]["faction"]
        covered = village in (marks.get("covered") or [])
        p.setPen(QPen(QColor(FACTION_COLOURS[side]), 2))
        p.setBrush(QColor("#1b1b1b") if covered else QColor(FACTION_COLOURS[side]).darker(160))
        p.drawEllipse(r)
        p.setPen(INK)
        x = rules.data.villages[village]["x"]
        cleared = (marks.get("cleared") or {}).get(village, 0)
        top = f"x{x}" + (f" ✓{cleared}" if cleared else "")
        p.drawText(QRectF(r.left(), r.top() + 4, r.width(), 12), Qt.AlignmentFlag.AlignCenter, top)
        if covered:
            cubes = (marks.get("population") or {}).get(village, 0)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"▪ {cubes}/{POPULATION_SPACE}")
        else:
            self._tokens(p, (marks.get("villages") or {}).get(village, {}), r)
        p.drawText(
            QRectF(r.left() - 10, r.bottom() + 1, r.width() + 20, 12),
            Qt.AlignmentFlag.AlignCenter,
            village.replace("kampong-", "k. ").replace("-", " "),
        )

    def _tokens(self, p: QPainter, on: dict, r: QRectF) -> None:
        """Each player's tokens on a village: a dot of their colour with the count."""
        for i, (seat, n) in enumerate(sorted(on.items())):
            cx, cy = r.left() + 10 + (i % 2) * 24, r.top() + 22 + (i // 2) * 16
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(self.table.colours.get(seat, "#ffffff")))
            p.drawEllipse(QRectF(cx, cy, 10, 10))
            p.setPen(INK)
            p.drawText(QRectF(cx + 11, cy - 2, 14, 14), Qt.AlignmentFlag.AlignLeft, str(n))

    def _stronghold(self, p: QPainter, rules: Singapore1819, marks: dict, side: str, r: QRectF) -> None:
        p.setPen(QPen(QColor(FACTION_COLOURS[side]), 3))
        p.setBrush(QColor(FACTION_COLOURS[side]).darker(200))
        p.drawRoundedRect(r, 20, 20)
        p.setPen(INK)
        hold, vice = (marks.get("stronghold") or {}).get(side, 0), (marks.get("vice") or {}).get(side, 0)
        name = rules.data.faction_names[side].split()[0]
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{name}\nstronghold\n{hold} tokens\n{vice} vice")

    def _ring(self, p: QPainter, rules: Singapore1819, marks: dict) -> None:
        """British villages on the top row left to right, their stronghold at the right end; the Malay villages
        come back along the bottom row to their stronghold at the left: clockwise, as sowing goes."""
        self._stronghold(p, rules, marks, FACTIONS[1], QRectF(10, 54, 70, 130))
        self._stronghold(p, rules, marks, FACTIONS[0], QRectF(350, 54, 70, 130))
        for village, r in village_rects(rules).items():
            self._village(p, rules, marks, village, r)

    def _tracks(self, p: QPainter, marks: dict) -> None:
        rules = self.table.ruleset
        if not isinstance(rules, Singapore1819):
            return
        v = self.table.view()
        for row, (kind, label) in enumerate((("tax", "Tax"), ("works", "Public Works"))):
            y = 200 + row * 22
            p.setPen(INK)
            p.drawText(QRectF(10, y, 80, 18), Qt.AlignmentFlag.AlignVCenter, label)
            for i, seat in enumerate(track_owners(rules, v, marks, kind)[:14]):
                p.setPen(QPen(INK, 1))
                p.setBrush(QColor(self.table.colours.get(seat, "#ffffff")))
                p.drawRect(QRectF(95 + i * 22, y + 2, 16, 14))


def village_rects(rules: Singapore1819) -> dict[str, QRectF]:
    """Where each village is drawn, in board units: the British villages left to right along the top, the Malay
    ones right to left along the bottom (clockwise)."""
    top = [v for v, d in rules.data.villages.items() if d["faction"] == FACTIONS[0]]
    bottom = [v for v, d in rules.data.villages.items() if d["faction"] == FACTIONS[1]]
    out = {v: QRectF(95 + i * 85, 52, 60, 52) for i, v in enumerate(top)}
    out.update({v: QRectF(95 + i * 85, 120, 60, 52) for i, v in enumerate(reversed(bottom))})
    return out


class SowDialog(QDialog):
    """The sow command's fields, each a list of only the values some legal form has given the fields above it:
    the village to start on, whether a token drops in the stronghold on the way, how full villages are cleared.
    A field with one value left is shown but cannot be changed (the other would do the same)."""

    def __init__(self, table, forms: list[Command], done, village: str | None = None, parent=None):
        super().__init__(parent)
        self.table, self.forms, self.on_command = table, list(forms), done
        spec = table.ruleset.commands["sow"]
        self.setWindowTitle("Sow influence")
        self.setAccessibleName("Sow influence")
        lay = QVBoxLayout(self)
        form = explained_form(lay, spec.help)
        self.boxes: dict[str, QComboBox] = {}
        for f in spec.fields:
            box = QComboBox()
            box.currentIndexChanged.connect(lambda _=0, name=f.name: self._refill(name))
            add_field(form, f.help, box)
            self.boxes[f.name] = box
        self._refill(None)
        if village is not None:
            self.pick("village", village)
        lay.addWidget(ok_cancel(self, self._answer))

    def offered(self, name: str) -> list:
        """The values the field offers now."""
        box = self.boxes[name]
        return [box.itemData(i) for i in range(box.count())]

    def pick(self, name: str, value) -> None:
        """Pick a field's value (the keyboard, a click on the board and tests use this)."""
        box = self.boxes[name]
        box.setCurrentIndex(box.findData(value))

    def _matching(self, upto: str | None) -> list[Command]:
        """The legal forms that agree with every field before `upto` (all fields when None)."""
        out = self.forms
        for name, box in self.boxes.items():
            if name == upto:
                break
            out = [c for c in out if c.get(name) == box.currentData()]
        return out

    def _refill(self, changed: str | None) -> None:
        """Refill every field after `changed` with the values the forms matching the fields above it have."""
        names = list(self.boxes)
        for name in names[names.index(changed) + 1 :] if changed else names:
            box = self.boxes[name]
            keep = box.currentData()
            values = list(dict.fromkeys(c.get(name) for c in self._matching(name)))
            box.blockSignals(True)
            box.clear()
            for value in values:
                box.addItem(self.table.ruleset.value_name(name, value) or str(value), value)
            box.setCurrentIndex(max(0, box.findData(keep)))
            box.setEnabled(len(values) > 1)
            box.blockSignals(False)

    def command(self) -> Command | None:
        """The legal form the fields name."""
        found = self._matching(None)
        return found[0] if found else None

    def _answer(self) -> None:
        command = self.command()
        if command is not None and self.on_command(command):
            self.accept()


def track_owners(rules: Singapore1819, v, marks: dict, kind: str) -> list[str]:
    """The owners of the Tax or Public Works tokens left to right, read from the public tableaus of the view."""
    down = set(marks.get("facedown") or ())
    owner = {
        c: seat
        for seat in v.seats
        for c in (v.cards(Z.display(seat)) or ())
        if c not in down and rules.data.rule(c).get("type") == kind
    }
    order = [c for c in (marks.get("tracks") or {}).get(kind, []) if c in owner]
    return [owner[c] for c in order + [c for c in owner if c not in order]]
