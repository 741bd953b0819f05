"""Pixel helpers for tests that hold a cached drawing to the same drawing painted directly."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QImage, QPainter

FELT = "#2f5d3a"


def painted(paint: Callable[[QPainter], None], width: int, height: int) -> QImage:
    """What `paint` draws on a felt-coloured image of the given size."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(FELT))
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def differences(a: QImage, b: QImage) -> int:
    """Pixels that differ by more than rounding (premultiplied alpha composited once or twice)."""
    worse = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            worse += max(abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue())) > 2
    return worse
