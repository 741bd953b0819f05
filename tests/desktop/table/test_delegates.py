"""Card faces keep long names readable: a smaller font first, then two lines, eliding only as a last resort; the
card delegate reads the marks of a table row, and a plain list has none."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QListView, QStyleOptionViewItem

from desktop.table.delegates import CardDelegate, fit_name
from desktop.table.views import CardListView


def test_a_name_that_fits_keeps_its_size(qapp):
    base = QFont()
    font, lines = fit_name("Veto", base, 12, 100)
    assert lines == ["Veto"] and font.pixelSize() == 12


def test_a_long_name_gets_a_smaller_font_not_an_ellipsis(qapp):
    base = QFont()
    full = QFontMetrics(fit_name("Forged Charter", base, 12, 10_000)[0]).horizontalAdvance("Forged Charter")
    font, lines = fit_name("Forged Charter", base, 12, full * 0.9)
    assert lines == ["Forged Charter"]
    assert font.pixelSize() < 12
    assert QFontMetrics(font).horizontalAdvance("Forged Charter") <= full * 0.9


def test_a_very_long_name_goes_on_two_lines(qapp):
    base = QFont()
    name = "The Very Long Name of a Card"
    font, lines = fit_name(name, base, 12, 120)
    assert len(lines) == 2 and " ".join(lines) == name
    assert all(QFontMetrics(font).horizontalAdvance(line) <= 120 for line in lines)


def test_the_card_delegate_reads_a_fanned_rows_step_and_a_plain_list_has_none(qapp):
    row, plain = CardListView(QSize(60, 84), "Hand", ""), QListView()
    delegate = CardDelegate(QSize(60, 84))
    row.step = 17
    option = QStyleOptionViewItem()
    option.widget = row
    assert delegate.sizeHint(option, QModelIndex()).width() == 17
    option.widget = plain
    assert delegate.sizeHint(option, QModelIndex()).width() == 60 + 8


def test_a_resource_chip_is_sized_by_its_words_and_font_measured_once_each(qapp):
    """The row asks every chip's size whenever an amount changes; the size follows the words and the font."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from desktop.models import roles as R
    from desktop.table.resourceview import ResourceDelegate

    model = QStandardItemModel()
    for amount in (9, 10, 9, 0):
        item = QStandardItem()
        item.setData(amount, R.AMOUNT)
        model.appendRow(item)
    chips, option = ResourceDelegate(named=False), QStyleOptionViewItem()
    nine, ten, nine_again, none = (chips.sizeHint(option, model.index(row, 0)) for row in range(4))
    assert ten.width() > nine.width() and nine_again == nine and none == nine  # 0 is measured as a digit too
    option.font.setFamily("Serif")  # another font is measured anew
    chips.sizeHint(option, model.index(0, 0))
    assert len(chips.sizes) == 4  # "9", "10" and "0" in the first font, "9" in the second
