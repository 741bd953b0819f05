"""Drawings painted once and then drawn again from Qt's pixmap cache.

A card face takes most of a millisecond to paint (antialiased rounded
frames, wrapped text, SVG icons), and every move repaints whole rows of cards
and resource chips that nearly all look as they did. What such a drawing
shows is a handful of model roles, so `draw_cached` paints it once per look,
size and screen scale into a pixmap kept in QPixmapCache (Qt's own cache,
bounded by its limit) and draws that pixmap after.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from math import ceil

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache

Painting = Callable[[QPainter, QRectF], None]
CACHE_KB = 24 * 1024


@contextmanager
def painting(device) -> Iterator[QPainter]:
    """A QPainter on `device`, ended however the painting ends. A painter an exception leaves open makes Qt
    destroy or flush a device still being painted, and the app dies without a word (a segfault) where it would
    have shown a traceback."""
    painter = QPainter(device)
    try:
        yield painter
    finally:
        painter.end()


def fill_on_this_thread() -> None:
    """Keep Qt's raster fills on the GUI thread (call before the QApplication is made). Qt hands every fill
    or blend of 96 lines or more (a card, a seat panel, the felt) to a pool of threads and waits for them:
    on a machine of two cores shared with other work, that wait is a stall of milliseconds for fills that
    take tens of microseconds on the thread that asked."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def keep_enough() -> None:
    """Room for the faces, chips and piles of a full table with their lit variants, at twice the pixels on a
    high-density screen (Qt's default, 10 MB, would evict faces still on the table and paint them again),
    without keeping every face a long evening showed: the benchmark's 1,000 commands filled 48 MB."""
    if QPixmapCache.cacheLimit() < CACHE_KB:
        QPixmapCache.setCacheLimit(CACHE_KB)


def draw_cached(painter: QPainter, rect: QRectF, key: str, paint: Painting, margin: int = 4) -> None:
    """Draw what `paint(painter, rect)` would, from the cache when `key` (everything the drawing depends on
    besides its size) was painted before. `margin` is how far the drawing may reach outside `rect` (a
    shadow, an outline). A rect off the pixel grid is painted directly, as a pixmap would be resampled."""
    if rect.left() != int(rect.left()) or rect.top() != int(rect.top()):
        paint(painter, rect)
        return
    scale = painter.device().devicePixelRatioF()
    width, height = ceil(rect.width()) + 2 * margin, ceil(rect.height()) + 2 * margin
    full = f"{key}|{rect.width()}x{rect.height()}+{margin}@{scale}"
    pixmap = QPixmap()
    if not QPixmapCache.find(full, pixmap) or pixmap.isNull():
        pixmap = QPixmap(ceil(width * scale), ceil(height * scale))
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        with painting(pixmap) as inner:
            paint(inner, QRectF(margin, margin, rect.width(), rect.height()))
        QPixmapCache.insert(full, pixmap)
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if smooth:  # nothing to smooth at whole pixels, and the hint takes the raster engine off its fast blit
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawPixmap(QPointF(rect.left() - margin, rect.top() - margin), pixmap)
    if smooth:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
