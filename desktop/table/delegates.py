"""The card delegate and the painting of a card's face, its back, its cost, character and charges from model roles.

A card is drawn from data only: a band in its deck's colour with its name,
cost chips with resource icons, the icons of its kinds, a character portrait
frame (round for leaders, square for advisors), its text in our own words,
and the charges left on a display card. A face-down card shows its back.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontInfo,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPen,
    QTextOption,
)
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.models import roles as R
from desktop.table import icons
from desktop.table.marks import paint_fresh, paint_usable
from desktop.table.paintcache import draw_cached
from desktop.table.rowview import TableListView

PAPER = QColor("#f7f0dc")
INK = QColor("#2b2620")
LIT = QColor("#ffcf40")
BACK = QColor("#24405e")
Getter = Callable[[int], Any]


def px_font(base: QFont, px: float, bold: bool = False, italic: bool = False) -> QFont:
    """`base` at `px` pixels (never under 7), bold or italic: the card and chip painters' one way to size text."""
    f = QFont(base)
    f.setPixelSize(max(7, int(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


@cache
def small_text_px() -> int:
    """The smallest card text, in pixels: the platform's smallest readable font, kept between 10 and 11 px
    (some platforms report their body size there, which would leave a small card no room for words)."""
    info = QFontInfo(QFontDatabase.systemFont(QFontDatabase.SystemFont.SmallestReadableFont))
    return min(11, max(10, info.pixelSize()))


def card_text_px(width: float) -> float:
    """The size of a card's words on a card `width` pixels wide: never under the smallest readable size."""
    return max(float(small_text_px()), width * 0.082)


def _fitting(base: QFont, text: str, px: int, width: float, bold: bool = False) -> QFont:
    """The largest font from `px` down to 8 pixels in which `text` fits `width`."""
    for size in range(px, 7, -1):
        font = px_font(base, size, bold=bold)
        if QFontMetrics(font).horizontalAdvance(text) <= width:
            return font
    return px_font(base, 8, bold=bold)


def paint_back(p: QPainter, rect: QRectF, colour: QColor = BACK) -> None:
    """The back of a card: a framed pattern that tells nothing about the card."""
    radius = rect.width() * 0.07
    p.setPen(QPen(colour.darker(160), 1.2))
    p.setBrush(colour)
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
    p.setPen(QPen(colour.lighter(150), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.setBrush(QBrush(colour.lighter(125), Qt.BrushStyle.DiagCrossPattern))
    p.drawRoundedRect(inner.adjusted(3, 3, -3, -3), radius * 0.4, radius * 0.4)
    c = inner.center()
    d = min(inner.width(), inner.height()) * 0.18
    diamond = QPainterPath(QPointF(c.x(), c.y() - d))
    for pt in ((c.x() + d, c.y()), (c.x(), c.y() + d), (c.x() - d, c.y()), (c.x(), c.y() - d)):
        diamond.lineTo(QPointF(*pt))
    p.setBrush(QColor("#d9b45a"))
    p.setPen(QPen(colour.darker(150), 1))
    p.drawPath(diamond)


def paint_cost(p: QPainter, cost, left: float, top: float, size: float, base: QFont) -> float:
    """Cost chips (icon and number) from `left`; returns where they end."""
    x = left
    p.setFont(px_font(base, size * 0.82, bold=True))
    for resource, n in cost:
        icons.paint_resource(p, resource, QRectF(x, top, size, size))
        x += size + 1
        text = str(n)
        w = QFontMetrics(p.font()).horizontalAdvance(text) + 3
        p.setPen(INK)
        p.drawText(QRectF(x, top, w, size), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        x += w + 2
    return x


def fit_name(text: str, base: QFont, px: float, width: float) -> tuple[QFont, list[str]]:
    """A card name that stays readable in `width`: full size if it fits, else a smaller font (down to
    three quarters), else two lines; a name too long even then is elided on its second line."""
    font = px_font(base, px, bold=True)
    wide = QFontMetrics(font).horizontalAdvance(text)
    if wide <= width:
        return font, [text]
    for size in range(int(px) - 1, int(px * 0.75) - 1, -1):
        font = px_font(base, size, bold=True)
        if QFontMetrics(font).horizontalAdvance(text) <= width:
            return font, [text]
    words = text.split()
    if len(words) < 2:
        return font, [QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(width))]
    font = px_font(base, px * 0.85, bold=True)
    metrics = QFontMetrics(font)
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(splits, key=lambda s: max(metrics.horizontalAdvance(s[0]), metrics.horizontalAdvance(s[1])))
    return font, [metrics.elidedText(line, Qt.TextElideMode.ElideRight, int(width)) for line in (first, second)]


def paint_character(p: QPainter, ch: dict, rect: QRectF, base: QFont) -> None:
    """The character printed on a card: round frame for a leader, square for an advisor."""
    side = min(rect.height() * 0.62, rect.width() * 0.42)
    frame = QRectF(rect.left() + 4, rect.top() + 2, side, side)
    p.setPen(QPen(QColor("#6b5434"), 2))
    p.setBrush(QColor("#e3d3ac"))
    if ch.get("frame") == "square":
        p.drawRect(frame)
    else:
        p.drawEllipse(frame)
    initials = "".join(w[:1] for w in str(ch.get("name", "")).split()[:2]).upper()
    p.setFont(px_font(base, side * 0.36, bold=True))
    p.setPen(QColor("#6b5434"))
    p.drawText(frame, Qt.AlignmentFlag.AlignCenter, initials)
    words = QRectF(frame.right() + 5, rect.top(), rect.right() - frame.right() - 6, rect.height())
    p.setPen(INK)
    p.setFont(px_font(base, side * 0.26, bold=True))
    skill = f" {ch['skill']}" if ch.get("skill") else ""
    p.drawText(words, Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop, f"{ch.get('name', '')}")
    p.setFont(px_font(base, side * 0.22, italic=True))
    p.drawText(words, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft, f"{ch.get('kind', '')}{skill}")


TOKEN = QColor("#c8962e")


def paint_charges(p: QPainter, rect: QRectF, squares: int, held: int, waiting: bool) -> float:
    """A display card's charge squares along its foot: a filled token disc for each charge held, an
    outlined disc for each square still empty (bright while the card waits for its tokens).
    Returns the top of the strip, so the card's text stops above it."""
    w = rect.width()
    gap = max(2.0, w * 0.03)
    d = min(w * 0.22, 26.0, (w - 12 - gap * (squares - 1)) / squares)
    strip = QRectF(rect.left() + 1, rect.bottom() - d - 8, w - 2, d + 7)
    p.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, w * 0.07, w * 0.07)
    p.setClipPath(clip)
    p.fillRect(strip, QColor(43, 38, 32, 40) if not waiting else QColor(255, 207, 64, 90))
    p.restore()
    x = rect.left() + (w - squares * d - (squares - 1) * gap) / 2
    for i in range(squares):
        r = QRectF(x + i * (d + gap), strip.top() + 3.5, d, d)
        if i < held:
            p.setPen(QPen(TOKEN.darker(170), max(1.2, d * 0.08)))
            p.setBrush(TOKEN)
            p.drawEllipse(r)
            p.setPen(QPen(TOKEN.lighter(140), max(1.0, d * 0.07)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            inset = d * 0.22
            p.drawEllipse(r.adjusted(inset, inset, -inset, -inset))
        else:
            p.setPen(
                QPen(
                    INK if waiting else QColor("#8a8070"),
                    max(1.2, d * 0.09),
                    Qt.PenStyle.SolidLine if waiting else Qt.PenStyle.DashLine,
                )
            )
            p.setBrush(QColor(255, 255, 255, 150) if waiting else Qt.BrushStyle.NoBrush)
            p.drawEllipse(r.adjusted(1, 1, -1, -1))
    return strip.top()


def paint_turned_label(p: QPainter, rect: QRectF, name: str, base: QFont) -> None:
    """A card in play turned face down: across its back, a plain "Face down" label over the name everyone knows."""
    w = rect.width()
    label = QRectF(rect.left() + 4, rect.center().y() - w * 0.26, w - 8, w * 0.52)
    p.setPen(QPen(INK, 1.2))
    p.setBrush(PAPER)
    p.drawRoundedRect(label, 4, 4)
    top = label.adjusted(3, 2, -3, -label.height() / 2)
    size = w * 0.13
    while size > 5 and QFontMetrics(px_font(base, size, bold=True)).horizontalAdvance("FACE DOWN") > top.width():
        size -= 0.5  # a rival's small card still says it whole
    p.setFont(px_font(base, size, bold=True))
    p.setPen(QColor("#8a2a1e"))
    p.drawText(top, Qt.AlignmentFlag.AlignCenter, "FACE DOWN")
    font, lines = fit_name(name, base, w * 0.09, label.width() - 6)
    p.setFont(font)
    p.setPen(INK)
    p.drawText(label.adjusted(3, label.height() / 2, -3, -2), Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


FACE_ROLES = R.FACE_ROLES  # all that paint_card reads: the card delegate's cache key


def paint_card(p: QPainter, rect: QRectF, get: Getter, base: QFont, lit: bool = False) -> None:
    """Paint one card face (or back) into `rect` from the roles `get` returns (only `FACE_ROLES`)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    radius = rect.width() * 0.07
    p.drawRoundedRect(rect.translated(2, 3), radius, radius)
    if not get(R.FACE_UP) or get(R.TURNED_DOWN):
        paint_back(p, rect)
        if get(R.FACE_UP):
            paint_turned_label(p, rect, str(get(R.NAME) or ""), base)
        if lit:
            p.setPen(QPen(LIT, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, radius, radius)
        p.restore()
        return
    deck = QColor(get(R.DECK_COLOUR) or "#555555")
    w, h = rect.width(), rect.height()
    p.setPen(QPen(deck.darker(140), 1.4))
    p.setBrush(PAPER)
    p.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.left(), rect.top(), w, max(16.0, h * 0.15))
    name_font, name_lines = fit_name(str(get(R.NAME) or ""), base, min(band.height() * 0.56, w * 0.11), w - 10)
    if len(name_lines) > 1:
        band.setHeight(max(band.height(), QFontMetrics(name_font).height() * 2 + 4))
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.save()
    p.setClipPath(clip)
    p.fillRect(band, deck)
    p.restore()
    p.setFont(name_font)
    p.setPen(QColor("white"))
    p.drawText(
        band.adjusted(5, 0, -5, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, "\n".join(name_lines)
    )
    chip = max(10.0, min(w * 0.12, 18.0))
    row_top = band.bottom() + 3
    paint_cost(p, get(R.COST) or (), rect.left() + 5, row_top, chip, base)
    x = rect.right() - 5 - chip
    for kind in reversed(get(R.KINDS) or ()):
        icons.paint_icon(p, kind, QRectF(x, row_top, chip, chip))
        x -= chip + 2
    top = row_top + chip + 4
    bottom = rect.bottom() - 5
    charges = get(R.MAX_CHARGES) or 0
    if charges and str(get(R.ZONE) or "").startswith("display"):
        bottom = paint_charges(p, rect, charges, get(R.CHARGES) or 0, bool(get(R.WAITING))) - 3
    ch = get(R.CHARACTER)
    if ch and bottom - top > h * 0.3:
        ch_rect = QRectF(rect.left() + 2, top, w - 4, min(h * 0.26, bottom - top))
        paint_character(p, ch, ch_rect, base)
        top = ch_rect.bottom() + 3
    if bottom - top > 14:
        p.setPen(INK)
        text_font = px_font(base, card_text_px(w))
        p.setFont(text_font)
        box = QRectF(rect.left() + 6, top, w - 12, bottom - top)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        p.drawText(box, str(get(R.TEXT) or ""), option)
    if lit:
        p.setPen(QPen(LIT, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
    p.restore()


class CardDelegate(QStyledItemDelegate):
    """Paints the cards of a card zone model at one card size."""

    def __init__(self, size: QSize, parent=None):
        super().__init__(parent)
        self.card_size = size

    def sizeHint(self, option, index) -> QSize:
        step = option.widget.step if isinstance(option.widget, TableListView) else 0
        return QSize(step or self.card_size.width() + 8, self.card_size.height() + 10)

    def paint(self, painter, option, index) -> None:
        rect = QRectF(option.rect).adjusted(4, 4, -4, -6)
        rect.setSize(QRectF(0, 0, self.card_size.width(), self.card_size.height()).size())
        # the marks come from a table row; a plain list (the deck editor's faces) has none
        row = option.widget if isinstance(option.widget, TableListView) else None
        card = index.data(R.CARD_ID)
        lit = bool(row is not None and card is not None and card in row.lit_cards)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected:
            rect.translate(0, -3)
        look = index.data(R.LOOK)  # the card models' rows carry their face's key; others are asked role by role
        face = {role: index.data(role) for role in FACE_ROLES} if look is None else None
        font = option.font
        draw_cached(
            painter,
            rect,
            f"card|{font.key()}|{lit}|{look if face is None else repr(face)}",
            lambda p, r: paint_card(p, r, index.data if face is None else face.__getitem__, font, lit),
            margin=5,
        )
        if row is not None and card is not None and card in row.usable:
            paint_usable(painter, rect)
        if row is not None and card is not None and card in row.fresh:
            paint_fresh(painter, rect, rect.width() * 0.08)
        if option.state & QStyle.StateFlag.State_HasFocus or selected:
            focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
            colour = LIT if focused else option.palette.highlight().color()
            draw_cached(
                painter,
                rect,
                f"current|{focused}|{colour.name(QColor.NameFormat.HexArgb)}",
                lambda p, r: _current_ring(p, r, colour, 3.5 if focused else 2.5),
                margin=5,
            )


def _current_ring(p: QPainter, rect: QRectF, colour: QColor, width: float) -> None:
    """The ring round the current card: lit while its row has the keyboard, in the highlight colour else."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(colour, width))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), rect.width() * 0.08, rect.width() * 0.08)
    p.restore()
