"""Cards and chips drawn from the pixmap cache look as painted directly, and paint again when they change."""

from __future__ import annotations

from pixels import differences, painted
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QPixmapCache

from desktop.table.delegates import FACE_ROLES, paint_card
from desktop.table.paintcache import draw_cached

CARD = {
    "face-up": True,
    "name": "Artillery Park",
    "colour": "#2f5f8a",
    "zone": "display:Red",
    "max": 3,
    "charges": 1,
    "text": "Massed guns roll up to the walls.",
}


def _image(paint) -> QImage:
    return painted(paint, 140, 180)


def test_a_cached_card_looks_as_one_painted_directly_and_is_painted_once(qapp):
    from desktop.models import roles as R

    QPixmapCache.clear()
    row = {
        R.FACE_UP: True,
        R.NAME: CARD["name"],
        R.DECK_COLOUR: CARD["colour"],
        R.ZONE: CARD["zone"],
        R.MAX_CHARGES: CARD["max"],
        R.CHARGES: CARD["charges"],
        R.TEXT: CARD["text"],
        R.COST: (("mil", 2),),
        R.KINDS: ("display",),
        R.WAITING: False,
        R.CHARACTER: None,
        R.TURNED_DOWN: False,
    }
    face = {role: row[role] for role in FACE_ROLES}
    rect, font = QRectF(12, 10, 104, 146), QFont()
    painted = []

    def paint(p, r):
        painted.append(r)
        paint_card(p, r, face.__getitem__, font)

    direct = _image(lambda p: paint_card(p, rect, face.__getitem__, font))
    cached = _image(lambda p: draw_cached(p, rect, f"card|{face!r}", paint, margin=5))
    again = _image(lambda p: draw_cached(p, rect, f"card|{face!r}", paint, margin=5))
    assert len(painted) == 1, "the second draw should come from the cache"
    assert differences(direct, cached) == 0 and again == cached
    other = {**face, R.CHARGES: 2}
    _image(lambda p: draw_cached(p, rect, f"card|{other!r}", paint, margin=5))
    assert len(painted) == 2, "a card whose charges changed must be painted again"


def test_a_rect_off_the_pixel_grid_is_painted_directly(qapp):
    painted = []
    _image(
        lambda p: draw_cached(
            p, QRectF(10.5, 10, 20, 20), "off-grid", lambda q, r: painted.append(r) or q.fillRect(r, Qt.GlobalColor.red)
        )
    )
    assert painted == [QRectF(10.5, 10, 20, 20)]


def test_paint_card_reads_only_the_roles_the_cache_key_holds(make_window):
    """The card delegate's cache key is the FACE_ROLES values: a card painted from them alone must not ask
    for anything else, or a change to that role would leave a stale face on the table."""
    window = make_window(game="eu", players=("Red", "Blue", "Green"), seed=1)
    t = window.table
    t.lift_curtain()
    image = QImage(140, 180, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    seen = 0
    try:
        for model in (*t.hands.values(), *t.displays.values(), *t.slots.values(), t.play_area):
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                face = {role: index.data(role) for role in FACE_ROLES}
                paint_card(painter, QRectF(10, 10, 104, 146), face.__getitem__, QFont())
                seen += 1
    finally:
        painter.end()
    assert seen >= 9, "the EU set-up deals hands to every seat, face up and face down"


def test_a_pile_is_painted_from_the_roles_its_cache_key_holds(make_window):
    from PySide6.QtCore import QSize

    from desktop.table.piles import PILE_ROLES, DeckDelegate

    window = make_window(game="1819", players=("Red", "Blue", "Green", "Yellow"), seed=2)
    t = window.table
    delegate = DeckDelegate(QSize(84, 118))
    image = QImage(300, 180, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    seen = 0
    try:
        for model in (t.decks, *t.seat_decks.values()):
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                values = {role: index.data(role) for role in PILE_ROLES}
                delegate._piles(painter, QFont(), values.__getitem__, QRectF(0, 0, 280, 160))
                seen += 1
    finally:
        painter.end()
    assert seen >= 6, "1819 lays out its market, battle, immigrant, event and objective decks"
