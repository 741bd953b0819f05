"""The replay's table: every seat in a row, the decks and the play area, read-only.

It reuses the live table's models and delegates (desktop.models), fed from
the replay cursor's view, so a replay shows exactly what that perspective
may see: a hidden hand is a row of face-down cards. Nothing here can be
dragged or dropped; nothing here decides anything.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from core import zones as Z
from core.describe import layout
from desktop.models.cards import DisplayModel, HandModel, PlayAreaModel, SlotsModel
from desktop.models.table import DeckModel, ResourceModel
from desktop.tablestate import default_colours
from desktop.tableview import FELT
from desktop.views import CardListView, DeckView, ResourceView

CARD = QSize(74, 104)
SMALL = QSize(58, 82)


def _read_only(view) -> None:
    view.setDragEnabled(False)
    view.setAcceptDrops(False)
    view.setDragDropMode(view.DragDropMode.NoDragDrop)


class SeatRow(QFrame):
    """One seat: its name, resources, hand (face down unless the perspective may look), display, characters."""

    def __init__(self, seat: str, colour: str, slots: bool, parent=None):
        super().__init__(parent)
        self.seat, self.colour = seat, colour
        self.setObjectName("seat")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setMinimumWidth(120)
        self.hand_model = HandModel(Z.hand(seat), self)
        self.display_model = DisplayModel(Z.display(seat), self)
        self.slots_model = SlotsModel(Z.appointed(seat), self)
        self.resource_model = ResourceModel(seat, self)
        self.resources = ResourceView(f"{seat}'s resources", 18)
        self.resources.setModel(self.resource_model)
        self.hand = CardListView(CARD, f"{seat}'s hand", f"{seat}'s hand as this perspective sees it", "empty hand")
        self.display = CardListView(SMALL, f"{seat}'s display", "Display cards with their charges", "no display")
        self.slots = CardListView(SMALL, f"{seat}'s characters", "Appointed characters", "")
        self.slots.setVisible(slots)
        for view, model in ((self.hand, self.hand_model), (self.display, self.display_model),
                            (self.slots, self.slots_model)):
            view.setModel(model)
            _read_only(view)
        _read_only(self.resources)
        head = QVBoxLayout()
        head.addWidget(self.title)
        head.addWidget(self.resources)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.addLayout(head)
        lay.addWidget(self.hand, 3)
        lay.addWidget(self.display, 2)
        lay.addWidget(self.slots, 1)
        self.setAccessibleName(f"{seat}'s seat")

    def refresh(self, ruleset, look, view) -> None:
        for model in (self.hand_model, self.display_model, self.slots_model, self.resource_model):
            model.refresh(ruleset, look, view)
        waits = view.must_act == self.seat
        size = view.size(Z.hand(self.seat))
        self.title.setText(f"<span style='color:{self.colour}; font-size:18px'>●</span> <b>{self.seat}</b>"
                           f"<br><small>{size} in hand{' · to move' if waits else ''}</small>")
        self.setStyleSheet(f"QFrame#seat {{ border: 2px solid {self.colour if waits else 'rgba(255,255,255,40)'};"
                           " border-radius: 8px; background: rgba(0,0,0,30); }")


class ReplayBoard(QWidget):
    """The whole table at the replay's position, as the chosen perspective sees it."""

    def __init__(self, ruleset, seats: tuple[str, ...], parent=None):
        super().__init__(parent)
        self.ruleset = ruleset
        self.look = layout(ruleset)
        self.colours = default_colours(seats)
        self.setObjectName("felt")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"QWidget#felt {{ background: {FELT}; }} QLabel {{ color: #f3efe2; }}")
        self.banner = QLabel()
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setAccessibleName("Replay banner")
        self.banner.setStyleSheet("background: rgba(0,0,0,90); font-size: 14px; padding: 5px;")
        self.deck_model = DeckModel(self)
        self.decks = DeckView(QSize(64, 90))
        self.decks.setModel(self.deck_model)
        self.decks.setFixedWidth(210)
        self.play_model = PlayAreaModel(Z.TABLE, self)
        self.play_area = CardListView(CARD, "Play area", "Cards being resolved", "play area")
        self.play_area.setModel(self.play_model)
        _read_only(self.play_area)
        middle = QHBoxLayout()
        middle.addWidget(self.decks)
        middle.addWidget(self.play_area, 1)
        self.rows = [SeatRow(s, self.colours[s], self.look.slots) for s in seats]
        seats_box = QWidget()
        column = QVBoxLayout(seats_box)
        column.setContentsMargins(4, 0, 4, 0)
        for row in self.rows:
            column.addWidget(row)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(seats_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.banner)
        lay.addLayout(middle)
        lay.addWidget(scroll, 1)

    def show_view(self, view, perspective_label: str) -> None:
        """Show a TableView (and say whose eyes it is seen through)."""
        self.deck_model.refresh(self.ruleset, self.look, view)
        self.play_model.refresh(self.ruleset, self.look, view)
        for row in self.rows:
            row.refresh(self.ruleset, self.look, view)
        if view.winner is not None or view.phase == "over":
            state = f"<b>Game over</b> — {view.winner or 'nobody'} wins"
        else:
            parts = [f"Round {view.round}", view.phase.replace("-", " ").capitalize()]
            if view.step:
                parts.append(view.step.replace("-", " "))
            state = " · ".join(parts) + (f" — <b>{view.must_act}</b> to move" if view.must_act else "")
        self.banner.setText(f"{state} &nbsp;&nbsp;<i>(seen as {perspective_label})</i>")
