"""Render the app icon (assets/icons/app.svg) to the PNG the Linux desktop entry installs.

Run `uv run python packaging/render_icon.py` after the SVG changes; the PNG is
committed so installing the desktop entry needs no build step.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "app.svg"
TARGET = ROOT / "packaging" / "linux" / "cardtable.png"
SIZE = 256


def render(source: Path = SOURCE, target: Path = TARGET, size: int = SIZE) -> Path:
    """Draw `source` into a transparent `size`-pixel square PNG at `target`."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"render_icon: {source} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    if not image.save(str(target), "PNG"):
        raise SystemExit(f"render_icon: cannot write {target}")
    return target


if __name__ == "__main__":
    print(render())
