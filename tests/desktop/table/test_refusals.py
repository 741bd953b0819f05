"""Issue 16, point 9: a refusal's bubble stays until it is dismissed or the next move, shows its rule id whole,
and stands beside the dialog or the drop point that was refused."""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from core.engine.commands import Command

PLAY_AT_BLUE = Command("Red", "play", MappingProxyType({"card": "coin-purse#3", "target": "Blue"}))


def _refuse_by_drop(window):
    t = window.table
    hand = t.hands["Red"]
    mime = hand.mimeData([hand.index(hand.row_of("coin-purse#3"), 0)])
    assert not t.hands["Blue"].dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    QApplication.processEvents()


def test_the_bubble_has_no_clock_and_goes_at_escape_or_the_next_move(window, qtbot):
    _refuse_by_drop(window)
    bubble = window.bubble
    assert bubble.isVisible()
    assert not [timer for timer in bubble.findChildren(QTimer) if timer.isActive()]
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not bubble.isVisible()
    _refuse_by_drop(window)
    assert bubble.isVisible()
    bubble.close_button.click()
    assert not bubble.isVisible()
    _refuse_by_drop(window)
    window.table.intend("draw")
    assert not bubble.isVisible()


def test_a_long_rule_id_is_never_broken(window):
    rule = "eu.basic-actions.pay-upkeep-or-discard"
    window.bubble.show_at("Coin Purse takes no target", rule, QPoint(100, 100))
    label = window.bubble.label
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    assert document.size().height() > 0  # lays the text out
    layout_lines = []
    block = document.begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for n in range(layout.lineCount()):
            line = layout.lineAt(n)
            words = text[line.textStart() : line.textStart() + line.textLength()]
            layout_lines.append(words.replace("\u2011", "-").replace("\xa0", " "))
        block = block.next()
    assert any(f"rule {rule}" in line for line in layout_lines), layout_lines


def test_a_refused_dialog_gets_the_bubble_beside_it(window, qtbot):
    t = window.table
    window.ask_fields(t.ruleset.commands["play"], None, lambda command: t.submit(PLAY_AT_BLUE))
    dialog = window.field_dialog
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    dialog._answer()
    QApplication.processEvents()
    bubble = window.bubble
    assert bubble.isVisible() and "sandbox.target" in bubble.label.text()
    assert bubble.parentWidget() is dialog
    frame = dialog.frameGeometry()
    assert frame.adjusted(-40, -40, 40, 40).intersects(bubble.frameGeometry())
    dialog.reject()
    QApplication.processEvents()
    assert not bubble.isVisible() and bubble.parentWidget() is window
    _refuse_by_drop(window)
    assert bubble.isVisible()


def test_a_refusal_names_cards_and_places_in_players_words(window):
    theirs = next(c for c in window.session.state.zones["hand:Blue"])
    assert not window.table.submit(Command("Red", "play", MappingProxyType({"card": theirs})))
    name = window.session.ruleset.card_name(theirs)
    shown = window.bubble.label.text() + window.statusBar().currentMessage()
    assert f"{name} is not in Red's hand" in shown, shown
    assert theirs not in shown and "hand:Red" not in shown, shown


def test_a_dialog_opened_after_a_refusal_is_not_covered_by_its_bubble(window, qtbot):
    """The bubble of a refused drop on the table would stand on top of a dialog opened next: it goes."""
    _refuse_by_drop(window)
    bubble = window.bubble
    assert bubble.isVisible() and bubble.parentWidget() is window
    t = window.table
    window.ask_fields(t.ruleset.commands["play"], None, lambda command: t.submit(PLAY_AT_BLUE))
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is window.field_dialog)
    assert not bubble.isVisible()
    window.field_dialog.reject()


def test_a_refused_dialog_s_bubble_does_not_cover_the_dialog(window, qtbot):
    t = window.table
    window.ask_fields(t.ruleset.commands["play"], None, lambda command: t.submit(PLAY_AT_BLUE))
    dialog = window.field_dialog
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    screen = dialog.screen().availableGeometry()
    dialog.move(dialog.x(), screen.bottom() - dialog.frameGeometry().height())  # no room left below it
    dialog._answer()
    QApplication.processEvents()
    bubble = window.bubble
    assert bubble.isVisible() and not bubble.frameGeometry().intersects(dialog.frameGeometry())
    dialog.reject()
