"""Issue 16, responsiveness: a move repaints what it changed and nothing else, and the marks drawn from the
pixmap cache look as painted directly (benchmarks/desktop.py times the frames; no test here is timed)."""

from __future__ import annotations

from pixels import differences, painted
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QImage, QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication

from desktop.models import roles as R
from desktop.table import marks
from desktop.table.delegates import FACE_ROLES
from desktop.table.views import CardListView


class Paints(QObject):
    """Counts the paint events each watched widget receives."""

    def __init__(self, widgets):
        super().__init__()
        self.count = dict.fromkeys(widgets, 0)
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj in self.count:
            self.count[obj] += 1
        return False


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def test_every_card_row_carries_the_key_of_its_face(make_window):
    """The delegate finds a face in the pixmap cache by the row's LOOK: it must read exactly the face's roles,
    or a card whose charges or face changed would be drawn as it was."""
    window = make_window(game="eu", players=("Red", "Blue", "Green"), seed=1)
    t = window.table
    t.lift_curtain()
    seen = 0
    for model in (*t.hands.values(), *t.displays.values(), *t.slots.values(), *t.discards.values(), t.play_area):
        for row in range(model.rowCount()):
            data = model.row_data(model.key(row))
            assert model.index(row, 0).data(R.LOOK) == R.look_key({role: data.get(role) for role in FACE_ROLES})
            seen += 1
    assert seen >= 9


def test_a_highlight_repaints_the_rows_of_the_cards_it_marks_and_no_other(window):
    """What changed is ringed where it lies; the other rows of cards (most of the table) are not painted again."""
    t, board = window.table, window.board
    _settle()
    views = [v for v in board.findChildren(CardListView) if v.isVisible()]
    hand = board.bottom.hand
    card = hand.model().key(0)
    paints = Paints([v.viewport() for v in views])
    t.highlights.cards = frozenset({card})
    t.highlights.show()
    _settle()
    assert paints.count[hand.viewport()] >= 1
    others = [v.accessibleName() for v in views if v is not hand and paints.count[v.viewport()]]
    assert others == []


def test_a_mark_on_one_card_repaints_that_card_not_its_whole_row(window):
    board = window.board
    hand = board.bottom.hand
    _settle()
    regions = []

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                regions.append(event.region().boundingRect())
            return False

    watch = Watch()
    hand.viewport().installEventFilter(watch)
    card = hand.model().key(0)
    hand.set_fresh(frozenset({card}))
    _settle()
    assert regions
    assert all(r.width() < hand.viewport().width() for r in regions), regions


def _image(paint) -> QImage:
    return painted(paint, 160, 200)


def test_cached_rings_and_ticks_look_as_painted_directly(qapp):
    QPixmapCache.clear()
    rect = QRectF(20, 16, 112, 158)
    for cached, direct in (
        (lambda p: marks.paint_fresh(p, rect, 8.96), lambda p: marks._fresh_ring(p, rect, 8.96)),
        (lambda p: marks.paint_usable(p, rect), lambda p: marks._usable_tick(p, rect)),
    ):
        first, again, painted = _image(cached), _image(cached), _image(direct)
        assert differences(first, painted) == 0 and again == first


def test_a_log_line_is_painted_once_and_drawn_as_painted(window):
    """The log's lines in sight are drawn again after every move: from the delegate's pixmaps, which look as
    the line painted straight onto the log."""
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    view = window.log_panel.view
    delegate = view.itemDelegate()
    index = view.model().index(0, 0)
    option = QStyleOptionViewItem()
    option.initFrom(view.viewport())
    option.rect = view.visualRect(index)
    option.font = view.font()
    option.state &= ~QStyle.StateFlag.State_Selected
    painted = []
    delegate.drawn.clear()
    line = delegate._line
    delegate._line = lambda *a: painted.append(a) or line(*a)
    image = QImage(option.rect.size(), QImage.Format.Format_RGB32)
    option.rect.moveTo(0, 0)
    for _ in range(2):
        p = QPainter(image)
        delegate.paint(p, option, index)
        p.end()
    assert len(painted) == 1, "the second paint should come from the pixmap"
    direct = QImage(image.size(), QImage.Format.Format_RGB32)
    direct.fill(option.palette.base().color())
    p = QPainter(direct)
    line(p, QRectF(direct.rect()), *painted[0][2:])
    p.end()
    assert differences(image, direct) == 0


def test_the_table_above_the_action_bar_stays_put_as_buttons_come_and_go(make_window):
    """The bar keeps the room of all the game's buttons: a move that shows other buttons (or none, while
    another seat answers) moves nothing above the bar, so neither the bottom seat nor the play area is laid out
    and painted again for it."""
    import random

    window = make_window(game="eu", players=("Red", "Blue", "Green"), seed=1)
    table, board, rnd = window.table, window.board, random.Random(4)
    heights, shown = set(), set()
    for _ in range(60):
        session = table.session
        seat = session.must_act()
        legal = session.ruleset.legal(session.state, seat) if seat is not None else []
        if not legal:
            break
        if table.curtain_up:
            table.lift_curtain()
        table.submit(rnd.choice(legal))
        _settle()
        heights.add(board.bar_scroll.height())
        shown.add(frozenset(name for name, button in board.bar.buttons.items() if button.isVisibleTo(board.bar)))
    assert len(shown) > 3  # the moves did show different buttons
    assert len(heights) == 1
