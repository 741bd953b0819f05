"""Nothing under the curtain is painted: Qt skips the table behind it, so no pixel of a hidden hand is drawn
(and a move that raises the curtain paints only the curtain)."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget


class PaintCount(QObject):
    def __init__(self):
        super().__init__()
        self.painted: set[str] = set()

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.painted.add(watched.objectName() or type(watched).__name__)
        return False


def _watch_under_the_curtain(board) -> PaintCount:
    counter = PaintCount()
    curtain = board.curtain
    for widget in board.findChildren(QWidget):
        if widget is not curtain and not curtain.isAncestorOf(widget):
            widget.installEventFilter(counter)
    return counter


def test_the_table_under_the_curtain_gets_no_paint_and_is_painted_once_lifted(make_window):
    window = make_window(game="eu", players=("Red", "Blue", "Green"), seed=1)
    window.table.lift_curtain()
    QApplication.processEvents()
    window.table.hand_to("Blue")  # the curtain comes down for the next seat
    assert window.table.curtain_up
    counter = _watch_under_the_curtain(window.board)
    window.grab()
    QApplication.processEvents()
    assert counter.painted == set()
    window.table.lift_curtain()
    QApplication.processEvents()
    counter = _watch_under_the_curtain(window.board)
    window.grab()
    QApplication.processEvents()
    assert "CardListView" in counter.painted or "QWidget" in counter.painted
