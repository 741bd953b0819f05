"""The pack picker of File > New game: which cards a game deals, the shipped deck or an installed pack.

Installed packs are the pack files (``*.yaml``) and pack folders (holding ``pack.yaml``) in the ``packs``
folder of the user's data folder (QStandardPaths' AppDataLocation). Each choice says what the table plays:
the shipped deck labelled as the game's real card list or a demo stand-in (game.yaml's ``shipped_deck``), or
the pack's own name. A pack that does not load is listed greyed out with its first defect, so a player knows
why it cannot be picked. Packs are read by the core's one reader, `core.games.load_pack`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from core.content.assets import load_game
from core.content.packs import PACK_FILE, Pack, PackDefects, deck_label
from core.engine.errors import CardtableError
from core.games import load_pack

SHIPPED_WORDS = {"demo": "a demo stand-in", "real": "the game's real card list"}


class NoDataFolder(CardtableError):
    """The platform names no folder for the application's data, so there is nowhere to keep packs."""


def packs_dir() -> Path:
    """The folder installed packs live in: ``packs`` under the application's data folder (made if missing)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:
        raise NoDataFolder("the platform names no data folder for Cardtable, so packs cannot be kept")
    path = Path(base) / "packs"
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass(frozen=True)
class PackChoice:
    """One entry of the picker: the shipped deck (`pack` None, `path` None), a pack, or a pack that is broken."""

    label: str
    note: str
    path: Path | None = None
    pack: Pack | None = None
    error: str = ""


def installed_paths(folder: Path) -> list[Path]:
    """The pack files and pack folders in `folder`, by name."""
    found = [
        p
        for p in folder.iterdir()
        if not p.name.startswith(".") and (p.is_file() and p.suffix in (".yaml", ".yml")) or (p / PACK_FILE).is_file()
    ]
    return sorted(found, key=lambda p: p.name.lower())


def shipped_choice(game: str) -> PackChoice:
    """The shipped deck of `game`, labelled real or demo."""
    kind, note = deck_label(load_game(game))
    return PackChoice(f"Shipped cards: {SHIPPED_WORDS.get(kind, 'not labelled')}", note)


def pack_choices(game: str, folder: Path | None = None) -> list[PackChoice]:
    """The shipped deck, then every installed pack for `game`, then every pack that does not load."""
    choices = [shipped_choice(game)]
    broken = []
    for path in installed_paths(folder or packs_dir()):
        try:
            pack = load_pack(path)
        except CardtableError as err:
            first = err.lines[0] if isinstance(err, PackDefects) else str(err)
            broken.append(PackChoice(f"{path.name}: cannot be used", " ".join(first.split()), path, error=first))
            continue
        if pack.game != game:
            continue
        mode = "instead of the shipped cards" if pack.replace else "added to the shipped cards"
        own = len(pack.own)
        note = f"{own} card{'' if own == 1 else 's'} of its own, {mode}; deals {len(pack.library.instances())}"
        choices.append(PackChoice(f"Pack: {pack.name}", f"{note}. {path}", path, pack))
    return choices + broken


class PackPicker(QWidget):
    """A list of the decks a game can deal, with a line saying what the chosen one is; `pack()` is the choice."""

    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setAccessibleName("Cards")
        self.combo.setToolTip("Which cards the game deals: the shipped deck or a pack in your packs folder")
        self.items = QStandardItemModel(self)
        self.combo.setModel(self.items)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAccessibleName("About these cards")
        lay.addWidget(self.combo)
        lay.addWidget(self.note)
        self.choices: list[PackChoice] = []
        self.game = ""
        self.combo.currentIndexChanged.connect(self._chosen)

    def set_game(self, game: str, keep: Path | None = None) -> None:
        """List the decks of `game` afresh (packs may have been imported), keeping the pack at `keep` chosen."""
        self.game = game
        try:
            self.choices = pack_choices(game)
        except (CardtableError, OSError) as err:
            self.choices = [shipped_choice(game), PackChoice("Packs folder: cannot be read", str(err), error=str(err))]
        self.combo.blockSignals(True)
        self.items.clear()
        for choice in self.choices:
            item = QStandardItem(choice.label)
            item.setToolTip(choice.note)
            item.setData(str(choice.path) if choice.path else "", Qt.ItemDataRole.UserRole)
            item.setEnabled(not choice.error)
            self.items.appendRow(item)
        at = next((i for i, c in enumerate(self.choices) if keep and c.path == keep and not c.error), 0)
        self.combo.setCurrentIndex(at)
        self.combo.blockSignals(False)
        self._chosen()

    def choose(self, path: Path) -> bool:
        """Choose the pack at `path`; False if it is not a usable pack of this game."""
        at = next((i for i, c in enumerate(self.choices) if c.path == path and not c.error), -1)
        if at >= 0:
            self.combo.setCurrentIndex(at)
        return at >= 0

    def choice(self) -> PackChoice | None:
        at = self.combo.currentIndex()
        return self.choices[at] if 0 <= at < len(self.choices) else None

    def pack(self) -> Pack | None:
        """The chosen pack, or None for the shipped deck."""
        choice = self.choice()
        return choice.pack if choice else None

    def _chosen(self, *_) -> None:
        choice = self.choice()
        self.note.setText(choice.note if choice else "")
        self.changed.emit()
