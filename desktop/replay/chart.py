"""The resource chart: each player's amount of one resource over the game, drawn with QPainter.

The series is computed once by the core (`ReplayCursor.series`, sampled), so
painting draws at most a few hundred points per player whatever the game's
length. A line marks the replay's position; clicking the chart seeks there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from desktop.table.paintcache import painting

MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 10, 22, 18


class ResourceChart(QWidget):
    """Lines per seat for the chosen resource, with the replay's position marked."""

    seekRequested = Signal(int)

    def __init__(self, series, colours: dict[str, str], names: dict[str, str], parent=None):
        super().__init__(parent)
        self.series = series
        self.colours = colours
        self.names = names
        self.resource = series.resources[0] if series.resources else ""
        self.position = 0
        self.setMinimumHeight(140)
        self.setAccessibleName("Resource chart")
        self.setAccessibleDescription("Each player's amount of the chosen resource over the game")

    def set_resource(self, resource: str) -> None:
        self.resource = resource
        self.update()

    def set_position(self, position: int) -> None:
        if position != self.position:
            self.position = position
            self.update()

    def _left(self) -> int:
        """Room for the largest amount's label on the left."""
        return self.fontMetrics().horizontalAdvance(str(max(1, self.series.peak(self.resource)))) + 10

    def _plot(self) -> QRectF:
        left = self._left()
        return QRectF(
            left,
            MARGIN_TOP,
            max(10, self.width() - left - MARGIN_RIGHT),
            max(10, self.height() - MARGIN_TOP - MARGIN_BOTTOM),
        )

    def _last(self) -> int:
        return max(1, self.series.positions[-1]) if self.series.positions else 1

    def paintEvent(self, event) -> None:
        with painting(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.fillRect(self.rect(), QColor("#fbfaf6"))
            plot = self._plot()
            top = max(1, self.series.peak(self.resource))
            last = self._last()
            small = QFont(self.font())
            small.setPointSizeF(max(7.0, small.pointSizeF() - 1))
            p.setFont(small)
            p.setPen(QPen(QColor("#c8c3b5"), 1))
            p.drawRect(plot)
            p.setPen(QColor("#555"))
            p.drawText(QRectF(0, plot.top() - 7, plot.left() - 4, 14), Qt.AlignmentFlag.AlignRight, str(top))
            p.drawText(QRectF(0, plot.bottom() - 7, plot.left() - 4, 14), Qt.AlignmentFlag.AlignRight, "0")
            p.drawText(
                QRectF(plot.left(), plot.bottom() + 2, plot.width(), 14), Qt.AlignmentFlag.AlignRight, f"move {last}"
            )

            def point(i: int, value: int) -> QPointF:
                x = plot.left() + plot.width() * self.series.positions[i] / last
                return QPointF(x, plot.bottom() - plot.height() * value / top)

            legend_x = plot.left()
            for seat in self.series.seats:
                values = self.series.values.get((seat, self.resource))
                colour = QColor(self.colours.get(seat, "#666"))
                if values:
                    path = QPainterPath(point(0, values[0]))
                    for i in range(1, len(values)):
                        path.lineTo(point(i, values[i]))
                    p.setPen(QPen(colour, 2))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawPath(path)
                p.setPen(colour)
                p.drawText(QPointF(legend_x, 14), f"● {seat}")
                legend_x += p.fontMetrics().horizontalAdvance(f"● {seat}") + 12
            p.setPen(QColor("#333"))
            p.drawText(
                QRectF(plot.left(), 2, plot.width(), 16),
                Qt.AlignmentFlag.AlignRight,
                self.names.get(self.resource, self.resource),
            )
            x = plot.left() + plot.width() * min(self.position, last) / last
            p.setPen(QPen(QColor("#b07b00"), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))

    def mousePressEvent(self, event) -> None:
        plot = self._plot()
        where = (event.position().x() - plot.left()) / plot.width()
        self.seekRequested.emit(round(max(0.0, min(1.0, where)) * self._last()))
