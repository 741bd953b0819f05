"""Issue 16, point 6: a card the viewer may see is shown large with its whole text (Z on the focused card, or
the pointer resting on it); a face-down card is not; card words are readable; cards grow with the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication

from desktop.models import roles as R
from desktop.table.delegates import card_text_px
from desktop.table.preview import CardPreview


def _preview(window) -> CardPreview | None:
    return window.findChild(CardPreview, options=Qt.FindChildOption.FindDirectChildrenOnly)


def test_z_on_every_card_of_a_full_hand_shows_it_whole(make_window, qtbot):
    w = make_window(game="inwo", seed=3)
    w.table.lift_curtain()
    if w.choice_dialog is not None:
        w.choice_dialog.close()
    hand = w.board.bottom.hand
    model = hand.model()
    assert model.rowCount() >= 9  # a fanned hand
    hand.setFocus()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        hand.setCurrentIndex(index)
        qtbot.keyClick(hand, Qt.Key.Key_Z)
        preview = _preview(w)
        assert preview is not None and preview.isVisible()
        assert preview.card == index.data(R.CARD_ID)
        assert str(index.data(R.TEXT)) in preview.words.text().replace("&#x27;", "'")
    qtbot.keyClick(hand, Qt.Key.Key_Z)
    assert not _preview(w).isVisible()


def test_the_pointer_resting_on_a_card_shows_it_and_a_face_down_card_shows_nothing(window):
    hand = window.board.bottom.hand
    rect = hand.visualRect(hand.model().index(0, 0))
    QApplication.sendEvent(
        hand.viewport(),
        QHelpEvent(QEvent.Type.ToolTip, rect.center(), hand.viewport().mapToGlobal(rect.center())),
    )
    assert _preview(window).isVisible() and _preview(window).card == hand.model().index(0, 0).data(R.CARD_ID)
    QApplication.sendEvent(hand.viewport(), QEvent(QEvent.Type.Leave))
    assert not _preview(window).isVisible()
    rival = window.board.rivals[0].hand
    index = rival.model().index(0, 0)
    assert not index.data(R.FACE_UP)
    centre = rival.visualRect(index).center()
    QApplication.sendEvent(
        rival.viewport(), QHelpEvent(QEvent.Type.ToolTip, centre, rival.viewport().mapToGlobal(centre))
    )
    assert not _preview(window).isVisible()
    rival.setCurrentIndex(index)
    rival.setFocus()
    assert _preview(window).show_card(index, rival.visualRect(index)) is False


def test_card_words_are_never_under_ten_pixels():
    assert card_text_px(64) >= 10
    assert card_text_px(104) >= 10


def test_cards_grow_with_the_window(window):
    hand = window.board.bottom.hand
    small = hand.card_size
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert hand.card_size.width() > small.width() and hand.card_size.height() > small.height()
    window.resize(1280, 800)
    QApplication.processEvents()
    assert hand.card_size == small
