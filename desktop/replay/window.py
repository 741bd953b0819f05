"""The replay window: a saved game opened read-only, to step through, seek, play and continue from.

Left and Right step, Home and End jump, Space plays at the chosen speed,
dragging the slider or clicking the chart seeks. The perspective switch shows
the table as the public, one seat, or everyone (a redacted replay offers only
its own). Seeking shows the state at that point and nothing else: no reveal
pop-ups, no sounds, no listeners told. "Continue from here" starts a new game
with the history up to this point, asking the table first when the replay
showed what some seat had not seen.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from core.engine import zones as Z
from core.engine.errors import CardtableError, ContinueNeedsConsent
from core.saves.branch import branch
from core.saves.replay import ReplayCursor
from desktop.app.autosave import autosave
from desktop.app.placing import place_over_opener
from desktop.panes import beside_stacked
from desktop.replay.board import ReplayBoard
from desktop.replay.chart import ResourceChart
from desktop.replay.timeline import TimelineModel, TimelineSlider

SPEEDS = (1, 2, 5, 10, 25, 100)


def perspective_label(perspective: str) -> str:
    return {Z.PUBLIC: "the public", Z.EVERYTHING: "everyone (all hidden cards)"}.get(perspective, perspective)


class ReplayWindow(QMainWindow):
    """One saved game, read-only. `continued` carries the new Session made by Continue from here."""

    continued = Signal(object)

    def __init__(self, session, title: str = "", warnings=(), parent=None):
        super().__init__(parent)
        self.replay_cursor = ReplayCursor(session)
        self.source = title
        self.confirm = self._confirm
        self.inform = self._inform
        self.autosave = autosave
        self.branched = None
        c = self.replay_cursor
        tag = f" — redacted for {perspective_label(c.redacted)}" if c.redacted else ""
        self.setWindowTitle(f"Replay: {title or session.ruleset.id}{tag}")
        self.board = ReplayBoard(session.ruleset, session.initial.seats, c.view())
        self.timeline = TimelineModel(c, self)
        self.list = QListView()
        self.list.setModel(self.timeline)
        self.list.setUniformItemSizes(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setMinimumWidth(200)  # a move's words, not "R1 T1 · ...", beside a board that wants the room
        self.list.setAccessibleName("Timeline")
        self.list.setAccessibleDescription("Every move; R is the round, T the turn. Choose one to go there.")
        self.list.selectionModel().currentChanged.connect(
            lambda index, _: self.seek(index.row()) if index.isValid() else None
        )
        names = {r.id: r.name for r in session.ruleset.definition.resources}
        self.chart = ResourceChart(c.series(), self.board.colours, names)
        self.chart.seekRequested.connect(self.seek)
        self.slider = TimelineSlider(c)
        self.slider.valueChanged.connect(self.seek)
        self.where = QLabel()
        self.where.setAccessibleName("Replay position")
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._build_controls(names, bool(warnings))
        split = beside_stacked(self.board, self.list, self.chart, (820, 380), (420, 200))
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.slider, 1)
        bottom.addWidget(self.where)
        bottom.addWidget(self.continue_button)  # beside the position it continues from, never in the bar's overflow
        lay.addLayout(bottom)
        self.setCentralWidget(body)
        if warnings:
            self.statusBar().showMessage("; ".join(warnings))
        if parent is not None:  # as large as the table's window it opens over: the seats need the room
            self.resize(parent.window().size())
        self._show()

    # ------------------------------------------------------------------ building

    def _action(self, bar: QToolBar, text: str, slot, keys: tuple, tip: str) -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(f"{tip} ({', '.join(keys)})")
        action.triggered.connect(lambda _=False: slot())
        bar.addAction(action)
        return action

    def _build_controls(self, names: dict[str, str], warned: bool) -> None:
        bar = QToolBar("Replay")
        bar.setMovable(False)
        self.addToolBar(bar)
        self._action(bar, "« Start", lambda: self.seek(0), ("Home",), "Go to the set-up")
        self._action(bar, "◀ Back", lambda: self.step(-1), ("Left",), "Step back one move")
        self.play_action = self._action(bar, "▶ Play", self.toggle_play, ("Space",), "Play or pause")
        self._action(bar, "Forward ▶", lambda: self.step(1), ("Right",), "Step forward one move")
        self._action(bar, "End »", lambda: self.seek(self.replay_cursor.length), ("End",), "Go to the last move")
        self._action(bar, "−10", lambda: self.step(-10), ("PgUp",), "Back ten moves")
        self._action(bar, "+10", lambda: self.step(10), ("PgDown",), "Forward ten moves")
        bar.addSeparator()
        self.speed = QComboBox()
        self.speed.setAccessibleName("Playing speed")
        for n in SPEEDS:
            self.speed.addItem(f"{n} move{'s' if n > 1 else ''}/s", n)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(lambda _: self._set_interval())
        bar.addWidget(QLabel(" Speed "))
        bar.addWidget(self.speed)
        bar.addSeparator()
        self.perspective = QComboBox()
        self.perspective.setAccessibleName("Perspective")
        self.perspective.setToolTip("Whose eyes the table is seen through")
        for p in self.replay_cursor.perspectives():
            self.perspective.addItem(perspective_label(p).capitalize() if p in (Z.PUBLIC, Z.EVERYTHING) else p, p)
        self.perspective.currentIndexChanged.connect(lambda i: self.set_perspective(self.perspective.itemData(i)))
        bar.addWidget(QLabel(" Seen as "))
        bar.addWidget(self.perspective)
        self.resource = QComboBox()
        self.resource.setAccessibleName("Chart resource")
        for r in self.replay_cursor.series().resources:
            self.resource.addItem(names.get(r, r), r)
        self.resource.currentIndexChanged.connect(lambda i: self.chart.set_resource(self.resource.itemData(i)))
        bar.addWidget(QLabel(" Chart "))
        bar.addWidget(self.resource)
        self.continue_button = QPushButton("Continue from here…")
        self.continue_button.setAccessibleName("Continue from here")
        if self.replay_cursor.redacted is not None:
            self.continue_button.setEnabled(False)
            self.continue_button.setToolTip("A redacted replay cannot be continued: its hidden cards are not in it")
        else:
            self.continue_button.setToolTip("Start a new game that keeps the history up to this point")
        self.continue_button.clicked.connect(lambda: self.continue_from_here())
        self._set_interval()

    # ------------------------------------------------------------------ moving

    def seek(self, position: int) -> None:
        """Go to a position and show it; the slider, timeline and chart follow."""
        position = max(0, min(self.replay_cursor.length, int(position)))
        if position == self.replay_cursor.position and self.slider.value() == position:
            return
        self.replay_cursor.seek(position)
        self._show()

    def step(self, delta: int) -> None:
        self.seek(self.replay_cursor.position + delta)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.replay_cursor.position >= self.replay_cursor.length:
                self.seek(0)
            self.timer.start()
        self.play_action.setText("⏸ Pause" if self.timer.isActive() else "▶ Play")

    def _set_interval(self) -> None:
        self.timer.setInterval(max(1, round(1000 / (self.speed.currentData() or 1))))

    def _tick(self) -> None:
        if self.replay_cursor.position >= self.replay_cursor.length:
            self.toggle_play()
            return
        self.step(1)

    def set_perspective(self, perspective: str) -> None:
        self.replay_cursor.set_perspective(perspective)
        i = self.perspective.findData(perspective)
        if i != self.perspective.currentIndex():
            self.perspective.setCurrentIndex(i)
        self.timeline.perspective_changed()
        self._show()

    def _show(self) -> None:
        c = self.replay_cursor
        self.board.show_view(c.view(), perspective_label(c.perspective))
        for widget, value in ((self.slider, c.position),):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        index = self.timeline.index(c.position)
        if self.list.currentIndex().row() != c.position:
            self.list.selectionModel().blockSignals(True)
            self.list.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.list.selectionModel().blockSignals(False)
            self.list.viewport().update()
        self.list.scrollTo(index)
        self.chart.set_position(c.position)
        self.where.setText(f"Move {c.position} of {c.length} · {self.timeline.mark_text(c.position)}")

    # ------------------------------------------------------------------ continuing

    def continue_from_here(self):
        """Start a new game from this point, saved as a new autosave file; returns its Session, or None."""
        try:
            session = branch(self.replay_cursor)
        except ContinueNeedsConsent as need:
            text = (
                "Continuing from here would let the players go on knowing what they had not seen at the table:\n• "
                + "\n• ".join(need.reasons)
                + "\n\nDoes the whole table agree to continue anyway?"
            )
            if not self.confirm("Continue from here?", text):
                return None
            session = branch(self.replay_cursor, consent=True)
        except CardtableError as err:
            self.inform("Cannot continue from here", str(err))
            return None
        self.branched = session
        self.branch_saver = self.autosave(session)
        self.timer.stop()
        self.continued.emit(session)
        self.make_way()
        return session

    def make_way(self) -> None:
        """The game continued at the table comes to the front: the replay window, still showing the old
        game's hands, closes and the table's window is raised."""
        table = self.parentWidget()
        self.close()
        if table is not None:
            table.show()
            table.raise_()
            table.activateWindow()

    def showEvent(self, event) -> None:
        """Each time the program shows the window it is placed over the table that opened it (see `place`)."""
        if not event.spontaneous():
            place_over_opener(self)
        super().showEvent(event)

    def _confirm(self, title: str, text: str) -> bool:
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def _inform(self, title: str, text: str) -> None:
        QMessageBox.information(self, title, text)

    def closeEvent(self, event) -> None:
        self.timer.stop()
        super().closeEvent(event)
