"""Tools > Decks: see a game's cards or a pack's as faces, filter them, change counts, add and edit cards, save a pack.

Pick a game and a pack (the shipped cards start a new pack). The decks on the left say how many cards and
copies each deals; the faces are painted by the table's own card delegate; the table under them holds the
counts (edit Copies, 0 leaves a card out). Add card and Edit card open a form checked as you type. Save writes
the pack through a checked file renamed into place (`desktop.models.packdraft`), so `cardtable pack check`
accepts what it writes; a refused edit or save is one line per defect and loses nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, QSortFilterProxyModel, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.content.packs import PackDefects
from core.engine.errors import CardtableError
from core.games import games
from desktop.app.placing import place_over_opener
from desktop.dialogs import packpicker
from desktop.dialogs.cardform import CardForm
from desktop.models import roles as R
from desktop.models.packcards import COPIES, DeckTotalsModel, PackCardsModel
from desktop.models.packdraft import PackDraft
from desktop.panes import beside_stacked
from desktop.table.delegates import CardDelegate

FACE = QSize(132, 184)
STEPS = {int(Qt.Key.Key_Plus): 1, int(Qt.Key.Key_Equal): 1, int(Qt.Key.Key_Minus): -1}
"""Keys on a face that change its count."""
FILTER = "Card packs (*.yaml);;All files (*)"


class CardFilter(QSortFilterProxyModel):
    """The cards whose name, id or kinds hold the filter text, of the chosen deck (or every deck)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.words = ""
        self.deck = ""

    def set_filter(self, words: str, deck: str) -> None:
        self.beginFilterChange()
        self.words, self.deck = words.strip().lower(), deck
        self.endFilterChange()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        index = model.index(row, 0, parent)
        if self.deck and index.data(R.DECK) != self.deck:
            return False
        text = " ".join(str(model.index(row, c, parent).data()) for c in range(model.columnCount())).lower()
        return self.words in text


def _slug(name: str) -> str:
    words = "".join(ch if ch.isalnum() else " " for ch in name.lower()).split()
    return "-".join(words)[:60] or "my-pack"


class DecksEditor(QMainWindow):
    """The decks editor window (Tools > Decks)."""

    def __init__(self, parent=None, game: str | None = None):
        super().__init__(parent)
        self.setWindowTitle("Decks")
        self.setAccessibleName("Decks editor")
        self.resize(1180, 760)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.addLayout(self._top_row())
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        lay.addLayout(self._filter_row())
        self.draft = PackDraft(self.game.currentData(), "My pack")
        self.cards = PackCardsModel(self.draft, self)
        self.totals = DeckTotalsModel(self.draft, self)
        self.filtered = CardFilter(self)
        self.filtered.setSourceModel(self.cards)
        lay.addWidget(self._views(), 1)
        lay.addLayout(self._button_row())
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Editor messages")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.message)
        self.setCentralWidget(body)
        self.cards.refused.connect(self.refuse)
        self.cards.counted.connect(self.totals.refresh)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.picker.combo.activated.connect(lambda _=0: self._pack_chosen())
        self._game_changed()

    # ------------------------------------------------------------------ layout

    def showEvent(self, event) -> None:
        """Each time the program shows the editor it opens over the table, on screen (as the replay does)."""
        if not event.spontaneous():
            place_over_opener(self)
        super().showEvent(event)

    def _top_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.game = QComboBox()
        self.game.setAccessibleName("Game")
        for gid, name in games().items():
            self.game.addItem(name, gid)
        self.picker = packpicker.PackPicker()
        self.name = QLineEdit("My pack")
        self.name.setAccessibleName("Pack name")
        self.name.textChanged.connect(self._renamed)
        self.replace = QCheckBox("Deal only the pack's cards")
        self.replace.setToolTip("Checked: the shipped cards are left out; unchecked: the pack adds to them")
        self.replace.toggled.connect(self._replace_toggled)
        for label, widget, stretch in (("&Game:", self.game, 0), ("&Pack:", self.picker, 2), ("&Name:", self.name, 1)):
            text = QLabel(label)
            text.setBuddy(widget.combo if isinstance(widget, packpicker.PackPicker) else widget)
            row.addWidget(text)
            row.addWidget(widget, stretch)
        row.addWidget(self.replace)
        return row

    def _filter_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText("Filter by name, id or kind")
        self.search.setAccessibleName("Filter the cards")
        self.search.setClearButtonEnabled(True)
        self.deck = QComboBox()
        self.deck.setAccessibleName("Deck shown")
        self.search.textChanged.connect(self._refilter)
        self.deck.currentIndexChanged.connect(self._refilter)
        label = QLabel("&Filter:")
        label.setBuddy(self.search)
        row.addWidget(label)
        row.addWidget(self.search, 1)
        row.addWidget(self.deck)
        return row

    def _views(self) -> QSplitter:
        self.deck_view = QTableView()
        self.deck_view.setModel(self.totals)
        self.deck_view.setAccessibleName("Decks: cards and copies each deals")
        self.deck_view.verticalHeader().hide()
        self.deck_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.deck_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.deck_view.clicked.connect(lambda i: self.deck.setCurrentIndex(i.row() + 1))
        self.faces = QListView()
        self.faces.setModel(self.filtered)
        self.faces.setViewMode(QListView.ViewMode.IconMode)
        self.faces.setResizeMode(QListView.ResizeMode.Adjust)
        self.faces.setMovement(QListView.Movement.Static)
        self.faces.setUniformItemSizes(True)
        self.faces.setSpacing(4)
        self.faces.setItemDelegate(CardDelegate(FACE, self.faces))
        self.faces.setAccessibleName("Card faces")
        self.faces.doubleClicked.connect(lambda _: self.edit_card())
        self.faces.setToolTip("Double-click a card to edit it; + and - change how many copies its deck holds")
        self.faces.installEventFilter(self)
        self.table = QTableView()
        self.table.setModel(self.filtered)
        self.table.setSelectionModel(self.faces.selectionModel())
        self.table.setAccessibleName("Cards and their counts")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        return beside_stacked(self.deck_view, self.faces, self.table, (260, 920), (430, 230))

    def _button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        for text, slot in (
            ("&Add card…", self.add_card),
            ("&Edit card…", self.edit_card),
            ("&Save", self.save),
            ("Save &as…", self.save_as),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, s=slot: s())
            row.addWidget(button)
        row.addStretch(1)
        close = QPushButton("&Close")
        close.clicked.connect(self.close)
        row.addWidget(close)
        return row

    # ------------------------------------------------------------------ choosing

    def _game_changed(self, *_) -> None:
        game = self.game.currentData()
        self.picker.set_game(game)
        self.deck.blockSignals(True)
        self.deck.clear()
        self.deck.addItem("Every deck", "")
        draft = PackDraft(game, self.name.text().strip() or "My pack")
        for deck, name in draft.definition.decks.items():
            self.deck.addItem(name, deck)
        self.deck.blockSignals(False)
        self.show_draft(draft)

    def _pack_chosen(self) -> None:
        choice = self.picker.choice()
        try:
            if choice is None or choice.path is None:
                draft = PackDraft(self.game.currentData(), self.name.text().strip() or "My pack")
            else:
                draft = PackDraft.from_pack(choice.path)
        except (CardtableError, OSError) as err:
            self.refuse(str(err))
            return
        self.show_draft(draft)

    def show_draft(self, draft: PackDraft) -> None:
        """Show a draft: its name, whether it replaces the shipped cards, its cards and decks."""
        self.draft = draft
        self.name.blockSignals(True)
        self.name.setText(draft.name)
        self.name.blockSignals(False)
        self.replace.blockSignals(True)
        self.replace.setChecked(draft.replace)
        self.replace.blockSignals(False)
        self.cards.reset(draft)
        self.totals.refresh(draft)
        where = f" from {draft.path}" if draft.path else ": the shipped cards, to start a new pack"
        self.say(f"{draft.game}: {len(draft.ids())} cards{where}")

    def _replace_toggled(self, on: bool) -> None:
        self.draft.set_replace(on)
        self.cards.reset()
        self.totals.refresh()

    def _renamed(self, text: str) -> None:
        self.draft.name = text.strip()

    def _refilter(self, *_) -> None:
        self.filtered.set_filter(self.search.text(), self.deck.currentData() or "")

    # ------------------------------------------------------------------ editing

    def say(self, text: str, bad: bool = False) -> None:
        self.message.setStyleSheet("color: #b03020" if bad else "")
        self.message.setText(text)

    def refuse(self, text: str) -> None:
        self.say(text, bad=True)

    def current_card(self) -> str | None:
        index = self.faces.currentIndex()
        if not index.isValid():
            return None
        return self.cards.ids[self.filtered.mapToSource(index).row()]

    def set_count(self, cid: str, value: object) -> bool:
        """Change a card's count through the model, as the table's Copies cell does."""
        return self.cards.setData(self.cards.index(self.cards.row_of(cid), COPIES), value)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """+ and - on the faces add or take away a copy of the chosen card."""
        if watched is self.faces and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            step = STEPS.get(event.key())
            if step is not None:
                self.step_count(step)
                return True
        return super().eventFilter(watched, event)

    def step_count(self, step: int) -> bool:
        """One copy more or fewer of the chosen card (+ and - on its face)."""
        cid = self.current_card()
        return cid is not None and self.set_count(cid, self.draft.counts[cid] + step)

    def _form(self, card: dict | None, rules: dict | None = None) -> None:
        form = CardForm(self.draft.game, card, self, rules)
        form.accepted.connect(lambda: self.take_card(form.card(), form.rules()))
        self.card_form = form
        form.open()

    def add_card(self) -> None:
        self._form(None)

    def edit_card(self) -> None:
        cid = self.current_card()
        if cid is None:
            self.refuse("Choose a card to edit first")
            return
        self._form({**self.draft.raws[cid], "copies": max(1, self.draft.counts[cid])}, self.draft.rules_of(cid))

    def take_card(self, card: dict | None, rules: dict | None = None) -> bool:
        """Put a checked card (with its card rules, in a game whose cards carry them) into the draft and show it;
        False (with its line) if the draft refuses it."""
        if card is None:
            return False
        try:
            cid = self.draft.put_card(card, rules)
        except CardtableError as err:
            self.refuse(str(err))
            return False
        self.cards.card_changed(cid)
        self.totals.refresh()
        at = self.filtered.mapFromSource(self.cards.index(self.cards.row_of(cid), 0))
        if at.isValid():
            self.faces.setCurrentIndex(at)
        self.say(f"{card['name']} is in the pack; save to keep it")
        return True

    # ------------------------------------------------------------------ saving

    def save(self) -> Path | None:
        """Save over the pack it was opened from (a pack in the packs folder), or ask where."""
        if self.draft.path is None:
            return self.save_as()
        return self.save_to(self.draft.path)

    def save_as(self) -> Path | None:
        try:
            start = packpicker.packs_dir() / f"{_slug(self.draft.name)}.yaml"
        except CardtableError:
            start = Path.home() / f"{_slug(self.draft.name)}.yaml"
        path, _ = QFileDialog.getSaveFileName(self, "Save the pack as", str(start), FILTER)
        return self.save_to(Path(path)) if path else None

    def save_to(self, path: Path) -> Path | None:
        """Write the pack at `path`; the defects (one line each) if it would not pass `pack check`."""
        try:
            written = self.draft.save(path)
        except PackDefects as err:
            self.refuse("Not saved:\n" + "\n".join(err.lines))
            return None
        except CardtableError as err:
            self.refuse(f"Not saved: {err}")
            return None
        self.say(f"Saved the pack {self.draft.name!r} to {written}")
        self.picker.set_game(self.draft.game, keep=written)
        return written
