"""The new-game dialog: the game, 2 to 6 seats with names and colours, the options, and the seed.

Options come from the game definition (its variants and the table's common
options: undo policy, adjustments, curtain), so a new ruleset needs no new
widget code. The seed is random by default and shown, so a game can be dealt
again exactly. Opened from a table, it starts on that table's game and players (names and colours); else it
remembers (QSettings) the last game and players. Per game it remembers the last Cards chosen;
changing the game keeps the number of players unless the new game cannot seat that many, and changing the Cards
keeps every option already chosen that the pack's options still allow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.content.assets import GameDefinition, load_game
from core.engine.errors import CardtableError
from core.games import DEFAULT_GAME, NAMES, games, new_session, random_seed
from core.rules.ruleset import Ruleset
from core.rulesets import make_ruleset
from desktop.dialogs.optionfields import follow_seats, option_value, option_widget, set_option_value
from desktop.dialogs.packpicker import PackPicker
from desktop.table.tablestate import PALETTE


class NewGameDialog(QDialog):
    """Choose a game and its players; `started` carries the new session and the seat colours."""

    started = Signal(object, object)

    def __init__(
        self,
        parent=None,
        game: str | None = None,
        players: Sequence[str] = (),
        colours: Mapping[str, str] | None = None,
    ):
        """`game`: the game to start on (the one at the table); else the game chosen last time. `players` and
        their `colours`: the table's, offered first; else those chosen last time."""
        super().__init__(parent)
        self.table_players = tuple(players)
        self.table_colours = [dict(colours or {}).get(p, PALETTE[i % len(PALETTE)]) for i, p in enumerate(players)]
        self.setWindowTitle("New game")
        self.setAccessibleName("New game")
        self.settings = QSettings("Cardtable", "Cardtable")
        lay = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        self.game.setAccessibleName("Game")
        for gid, name in games().items():
            self.game.addItem(name, gid)
        last = game if self.game.findData(game) >= 0 else self.settings.value("newgame/game", DEFAULT_GAME)
        self.game.setCurrentIndex(max(0, self.game.findData(last)))
        top.addRow("&Game:", self.game)
        self.pack_picker = PackPicker()
        top.addRow("&Cards:", self.pack_picker)
        self.pack_picker.combo.activated.connect(self._remember_pack)
        self.count = QSpinBox()
        self.count.setAccessibleName("Number of players")
        top.addRow("&Players:", self.count)
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(1, 999_999)
        self.seed.setValue(random_seed())
        self.seed.setAccessibleName("Seed")
        self.seed.setToolTip("Fixes every shuffle and roll: the same seed deals the same game")
        again = QPushButton("&New seed")  # Alt+S is Start's
        again.clicked.connect(lambda: self.seed.setValue(random_seed()))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(again)
        top.addRow("Seed:", seed_row)
        lay.addLayout(top)
        self.seats_box = QGroupBox("Seats, in turn order")
        self.seats_form = QFormLayout(self.seats_box)
        lay.addWidget(self.seats_box)
        self.options_box = QGroupBox("Options")
        self.options_form = QFormLayout(self.options_box)
        self.options_scroll = QScrollArea()  # a game with many options (INWO's per-seat choices) still fits the screen
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.options_scroll.setWidget(self.options_box)
        self.options_scroll.setMinimumHeight(260)
        lay.addWidget(self.options_scroll, 1)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b03020")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Start")
        buttons.accepted.connect(self.start)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.names: list[QLineEdit] = []
        self.colour_buttons: list[QPushButton] = []
        self.colours: list[str] = []
        self.option_inputs: dict[str, QWidget] = {}
        self.option_specs: dict[str, dict[str, Any]] = {}  # what the widgets were built from
        self.options_game = ""
        self.ruleset: Ruleset | None = None
        self.definition: GameDefinition | None = None  # the chosen game's, once one has loaded
        self.game.currentIndexChanged.connect(self._game_changed)
        self.count.valueChanged.connect(self._seats_changed)
        self._game_changed()
        self.pack_picker.changed.connect(self._build_options)

    def _game_changed(self) -> None:
        try:
            definition = load_game(self.game.currentData())
        except CardtableError as err:
            self.error.setText(str(err))
            return
        first = self.definition is None
        self.definition = definition
        last_pack = self.settings.value(f"newgame/pack/{definition.id}", "")
        self.pack_picker.set_game(definition.id, keep=Path(str(last_pack)) if last_pack else None)
        if first:
            wanted = len(self.table_players) or int(str(self.settings.value("newgame/count", 2)))
        else:
            wanted = self.count.value()
        self.count.setRange(definition.min_seats, min(6, definition.max_seats))
        self.count.setValue(max(self.count.minimum(), min(wanted, self.count.maximum())))
        self._seats_changed()
        self._build_options()

    def _chosen_options(self, game: str) -> dict[str, Any]:
        """The options the player set away from their defaults, while the same game is chosen: a change of
        Cards keeps them (changing the game starts from its own defaults)."""
        if self.options_game != game:
            return {}
        values = {name: option_value(widget) for name, widget in self.option_inputs.items()}
        return {name: v for name, v in values.items() if v != self.option_specs[name].get("default")}

    def _build_options(self) -> None:
        """The option widgets of the game as the chosen Cards make it (an INWO pack's decks among deck_N's),
        keeping each value already chosen that the new options still allow; a new option takes its default."""
        definition = self.definition
        if definition is None:
            return
        kept = self._chosen_options(definition.id)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_inputs = {}
        pack = self.pack_picker.pack()
        try:
            self.ruleset = pack.ruleset() if pack is not None else make_ruleset(definition.id)
        except CardtableError:
            self.ruleset = None
        options = self.ruleset.definition.options if self.ruleset is not None else definition.options
        self.options_game, self.option_specs = definition.id, dict(options)
        for name, spec in options.items():
            widget = option_widget(spec)
            if isinstance(widget, QComboBox) and self.ruleset is not None:
                for i in range(widget.count()):
                    label = self.ruleset.option_label(name, widget.itemData(i))
                    if label:
                        widget.setItemText(i, label)
            if name in kept:
                set_option_value(widget, kept[name])
            widget.setToolTip(spec.get("help", ""))
            widget.setAccessibleName(name.replace("_", " "))
            widget.setAccessibleDescription(spec.get("help", ""))
            self.option_inputs[name] = widget
            self.options_form.addRow(name.replace("_", " ").capitalize() + ":", widget)
        self._names_changed()
        self._show_options()

    def _show_options(self) -> None:
        """Offer only the options the game has for this many players (INWO's per-seat choices of seats in play)."""
        for name, widget in self.option_inputs.items():
            self.options_form.setRowVisible(widget, self._shown(name))
        self.options_form.activate()  # the rows just made or shown count in the width asked for below
        bar = self.options_scroll.verticalScrollBar().sizeHint().width()
        self.options_scroll.setMinimumWidth(self.options_box.sizeHint().width() + bar + 4)  # no sideways scrolling

    def _shown(self, name: str) -> bool:
        return self.ruleset is None or self.ruleset.option_shown(name, self.count.value())

    def _remember_pack(self, *_) -> None:
        """Keep the Cards chosen as this game's last (empty for the shipped deck)."""
        chosen = self.pack_picker.choice()
        path = str(chosen.path) if chosen is not None and chosen.path is not None else ""
        self.settings.setValue(f"newgame/pack/{self.pack_picker.game}", path)

    def _seats_changed(self) -> None:
        saved_names = self.settings.value("newgame/names", list(NAMES))
        saved_colours = self.settings.value("newgame/colours", list(PALETTE))
        names = [w.text() for w in self.names]  # a seat added keeps the names typed so far, the next comes after
        earlier = list(self.table_players) or list(saved_names if isinstance(saved_names, list) else NAMES)
        names += earlier[len(names) :]
        colours = list(self.colours)
        earlier = list(self.table_colours) or list(saved_colours if isinstance(saved_colours, list) else PALETTE)
        colours += earlier[len(colours) :]
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        self.names, self.colour_buttons, self.colours = [], [], []
        for i in range(self.count.value()):
            name = QLineEdit(names[i] if i < len(names) else NAMES[i])
            name.setAccessibleName(f"Name of player {i + 1}")
            colour = colours[i] if i < len(colours) else PALETTE[i]
            button = QPushButton()
            button.setAccessibleName(f"Colour of player {i + 1}")
            button.setFixedWidth(56)
            button.clicked.connect(lambda _=False, n=i: self._pick_colour(n))
            row = QHBoxLayout()
            row.addWidget(name, 1)
            row.addWidget(button)
            self.names.append(name)
            self.colour_buttons.append(button)
            self.colours.append(colour)
            self._paint_colour(i)
            self.seats_form.addRow(f"Player {i + 1}:", row)
            name.textChanged.connect(self._names_changed)
        self._names_changed()
        self._show_options()

    def _names_changed(self, *_) -> None:
        """Seat pickers among the options list the names as typed."""
        seats = [w.text().strip() for w in self.names]
        for widget in self.option_inputs.values():
            follow_seats(widget, seats)

    def _paint_colour(self, i: int) -> None:
        self.colour_buttons[i].setStyleSheet(
            f"background: {self.colours[i]}; border: 1px solid #333; min-height: 20px;"
        )
        self.colour_buttons[i].setToolTip(self.colours[i])

    def _pick_colour(self, i: int) -> None:
        colour = QColorDialog.getColor(QColor(self.colours[i]), self, f"Colour of player {i + 1}")
        if colour.isValid():
            self.colours[i] = colour.name()
            self._paint_colour(i)

    def options(self) -> dict:
        """The options as chosen, each a value of the option's type."""
        return {name: option_value(widget) for name, widget in self.option_inputs.items() if self._shown(name)}

    def start(self) -> None:
        players = tuple(w.text().strip() for w in self.names)
        try:
            session = new_session(
                self.game.currentData(),
                players,
                self.seed.value(),
                self.options(),
                colours=dict(zip(players, self.colours, strict=True)),
                pack=self.pack_picker.pack(),
            )
        except CardtableError as err:
            self.error.setText(str(err))
            return
        s = self.settings
        s.setValue("newgame/game", self.game.currentData())
        s.setValue("newgame/count", len(players))
        s.setValue("newgame/names", list(players))
        s.setValue("newgame/colours", list(self.colours))
        self._remember_pack()
        self.accept()
        self.started.emit(session, dict(zip(players, self.colours, strict=True)))
