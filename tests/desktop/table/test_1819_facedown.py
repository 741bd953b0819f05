"""A market card turned face down at upkeep is drawn face down in its owner's tableau, and its tooltip and accessible
name say so (which card it is stays public); once restored it is drawn face up again."""

from __future__ import annotations

from paths import SCENARIOS
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from desktop.models import roles as R
from desktop.table.delegates import BACK, FACE_ROLES, PAPER, paint_card

RESTORE = SCENARIOS / "1819" / "restore.yaml"


def _row(model, card: str) -> int:
    return next(r for r in range(model.rowCount()) if model.card(r) == card)


def _edge_colour(model, row: int) -> QColor:
    """The colour painted just inside the card's left edge, a quarter down (paper on a face, the back's blue)."""
    face = {role: model.index(row).data(role) for role in FACE_ROLES}
    image = QImage(120, 170, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, 110, 160), face.__getitem__, QFont())
    painter.end()
    return image.pixelColor(4, 40)


def test_a_face_down_card_is_drawn_and_named_face_down(scenario_window):
    t = scenario_window(RESTORE, slice(0, 0)).table
    tableau = t.displays["Raffles"]
    down, up = _row(tableau, "seawall#1"), _row(tableau, "pepper-garden#1")
    assert tableau.index(down).data(R.TURNED_DOWN) and not tableau.index(up).data(R.TURNED_DOWN)
    assert "face down" in tableau.index(down).data(Qt.ItemDataRole.ToolTipRole)
    assert "face down" in tableau.index(down).data(Qt.ItemDataRole.AccessibleTextRole)
    assert "Seawall" in tableau.index(down).data(Qt.ItemDataRole.AccessibleTextRole), "which card it is stays public"
    assert "face down" not in tableau.index(up).data(Qt.ItemDataRole.AccessibleTextRole)
    assert _edge_colour(tableau, down) == BACK
    assert _edge_colour(tableau, up) == PAPER
    assert t.displays["Temenggong"].index(0).data(R.TURNED_DOWN)


def test_a_restored_card_is_drawn_face_up_again(scenario_window):
    t = scenario_window(RESTORE).table
    tableau = t.displays["Raffles"]
    row = _row(tableau, "seawall#1")
    assert not tableau.index(row).data(R.TURNED_DOWN)
    assert "face down" not in tableau.index(row).data(Qt.ItemDataRole.ToolTipRole)
    assert _edge_colour(tableau, row) == PAPER
