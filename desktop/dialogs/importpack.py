"""File > Import pack…: check a pack as `cardtable pack check` does and copy it into the packs folder.

A pack with defects is not copied: the player reads one line per defect. A good pack is copied (its YAML
file, as ``NAME.yaml`` after the file or folder it came from) by writing beside its place and renaming, so a
half-written pack never appears in the picker. An installed pack with the same name, or a file already at the
place, is replaced only when the player says so.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from core.content.packs import PACK_FILE, Pack, PackDefects
from core.engine.errors import CardtableError
from core.games import check_pack, load_pack
from desktop.dialogs import packpicker

FILTER = "Card packs (*.yaml *.yml);;All files (*)"


@dataclass(frozen=True)
class Imported:
    """What an import did: the pack's place in the packs folder (None when nothing was copied) and what to say."""

    path: Path | None
    lines: tuple[str, ...]
    title: str


def _same_name(pack: Pack, folder: Path) -> list[Path]:
    """The installed packs (files or folders) that carry `pack`'s name."""
    out = []
    for path in packpicker.installed_paths(folder):
        try:
            if load_pack(path).name == pack.name:
                out.append(path)
        except CardtableError:
            continue
    return out


def _write(data: bytes, target: Path) -> None:
    """Write `data` at `target` through a file beside it, renamed into place."""
    tmp = target.with_name(f".{target.name}.{os.getpid()}.importing")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def import_pack(source: str | Path, ask: Callable[[str], bool], folder: Path | None = None) -> Imported:
    """Check the pack at `source` and copy it into `folder` (the packs folder); `ask` says yes to replacing."""
    source = Path(source)
    try:
        pack = check_pack(source)
    except PackDefects as err:
        return Imported(None, tuple(" ".join(line.split()) for line in err.lines), "This pack has defects")
    except CardtableError as err:
        return Imported(None, (" ".join(str(err).split()),), "This pack has defects")
    folder = folder or packpicker.packs_dir()
    stem = source.name if source.is_dir() else source.parent.name if source.name == PACK_FILE else source.stem
    target = folder / f"{stem}.yaml"
    if pack.path.resolve() == target.resolve():
        return Imported(target, (f"The pack {pack.name!r} is already in the packs folder: {target}",), "Imported")
    clashes = [p for p in _same_name(pack, folder) if p != target]
    if target.exists() or clashes:
        old = ", ".join(p.name for p in [target] * target.exists() + clashes)
        if not ask(f"The packs folder already holds {old}. Replace it with the pack {pack.name!r}?"):
            return Imported(None, ("Nothing was copied.",), "Not imported")
    try:
        _write(pack.path.read_bytes(), target)
        for path in clashes:
            (path / PACK_FILE if path.is_dir() else path).unlink()
    except OSError as err:
        return Imported(None, (f"{target}: cannot write: {err.strerror or err}",), "Not imported")
    return Imported(target, (f"The pack {pack.name!r} ({pack.game}) is now in {target}",), "Imported")


def import_pack_dialog(window) -> Imported | None:
    """Ask for a pack file and import it, telling the player what happened in one message."""
    path, _ = QFileDialog.getOpenFileName(window, "Import a card pack", str(Path.home()), FILTER)
    if not path:
        return None
    done = import_pack(path, lambda text: window.confirm("Replace a pack?", text))
    window.inform(done.title, "\n".join(done.lines))
    return done
