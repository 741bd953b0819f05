"""SVG icons from assets/icons/, rendered once per size and cached.

Card kinds (display, battle, reaction, covert, counter) and resources have
their own drawings; a resource without one gets a plain disc with its initial.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from core.content.assets import assets_dir
from desktop.table.paintcache import painting

ALIASES = {"ducat": "ducats", "coin": "gold", "money": "gold", "token": "supply", "vp": "score", "prestige": "score"}


def icon_dir() -> Path:
    return assets_dir() / "icons"


@cache
def _renderer(name: str) -> QSvgRenderer | None:
    path = icon_dir() / f"{name}.svg"
    if not path.is_file():
        return None
    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def has_icon(name: str) -> bool:
    return _renderer(name) is not None


def paint_icon(painter: QPainter, name: str, rect: QRectF) -> bool:
    """Draw icon `name` into `rect`; False when there is no such icon."""
    renderer = _renderer(name)
    if renderer is None:
        return False
    renderer.render(painter, rect)
    return True


def resource_icon_name(resource: str) -> str | None:
    """The icon file of a resource id (``res-gold``), by id or a known alias, or None."""
    key = resource.lower()
    for candidate in (key, ALIASES.get(key, "")):
        if candidate and has_icon(f"res-{candidate}"):
            return f"res-{candidate}"
    for word, alias in ALIASES.items():
        if word in key and has_icon(f"res-{alias}"):
            return f"res-{alias}"
    return None


def disc_mark(resource: str) -> str:
    """What a resource without an icon shows on its disc: a short id whole (TI4's trade goods ``tg`` read TG,
    apart from its tactic tokens' T), else the id's initial.

    >>> disc_mark("tg"), disc_mark("tactic"), disc_mark("influence")
    ('TG', 'T', 'I')
    """
    return resource.upper() if len(resource) <= 2 else resource[:1].upper()


def paint_resource(painter: QPainter, resource: str, rect: QRectF) -> None:
    """A resource's icon, or a grey disc with its mark (`disc_mark`)."""
    name = resource_icon_name(resource)
    if name is not None:
        paint_icon(painter, name, rect)
        return
    paint_icon(painter, "res-generic", rect)
    painter.save()
    font = QFont(painter.font())
    font.setBold(True)
    mark = disc_mark(resource)
    font.setPixelSize(max(6, int(rect.height() * (0.55 if len(mark) == 1 else 0.42))))
    painter.setFont(font)
    painter.setPen(QColor("#1e2a33"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark)
    painter.restore()


def pixmap(name: str, size: int) -> QPixmap:
    """An icon as a pixmap of `size` pixels (for buttons and windows)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    with painting(pm) as p:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_icon(p, name, QRectF(0, 0, size, size))
    return pm


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        icon.addPixmap(pixmap("app", size))
    return icon
