"""Issue 16, point 10 (follow-up): in a dialog of card faces a picked card reads apart from the card the
keyboard is on, by lightness and shape and not by hue alone, and a screen reader hears that it is picked."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

ACCESSIBLE = int(Qt.ItemDataRole.AccessibleTextRole)


def _dark_share(picker, row: int) -> float:
    """How much of the foot of card `row` (its lowest sixth, inside its edge) is dark, as painted now."""
    rect = picker.visualRect(picker.model_.index(row, 0))
    card = picker.card_delegate.card_size
    foot = QRect(rect.left() + 12, rect.top() + 4 + card.height() * 5 // 6 - 8, card.width() - 16, card.height() // 8)
    image = picker.viewport().grab(foot).toImage()
    pixels = [image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width())]
    return sum(c.lightnessF() < 0.3 for c in pixels) / len(pixels)


def _keep_dialog(make_window):
    w = make_window(game="1819", players=("Red", "Blue", "Green", "Yellow"), seed=3)
    w.table.lift_curtain()
    QApplication.processEvents()
    dialog = w.choice_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_kept_card_is_marked_apart_from_the_focused_one(make_window):
    dialog = _keep_dialog(make_window)
    picker = dialog.list
    picker.setFocus()
    picker.setCurrentIndex(picker.model_.index(1, 0))
    dialog.pick(picker.cards()[:1])
    QApplication.processEvents()
    assert _dark_share(picker, 0) > 0.5  # the picked card's foot carries a dark band with its word
    assert _dark_share(picker, 1) < 0.1  # the focused card, not picked, has none: only its ring
    assert _dark_share(picker, 2) < 0.1
    dialog.close()


def test_a_screen_reader_hears_which_cards_are_kept(make_window):
    dialog = _keep_dialog(make_window)
    picker = dialog.list
    first, second = picker.model_.index(0, 0), picker.model_.index(1, 0)
    assert not picker.model_.data(first, ACCESSIBLE).endswith(", kept")
    dialog.pick(picker.cards()[:1])
    assert picker.model_.data(first, ACCESSIBLE).endswith(", kept")
    assert not picker.model_.data(second, ACCESSIBLE).endswith(", kept")
    dialog.pick(())
    assert not picker.model_.data(first, ACCESSIBLE).endswith(", kept")
    dialog.close()


def test_eu_upkeep_marks_its_advisors_kept_and_a_pending_choice_chosen(scenario_window, make_window):
    from test_card_pickers import UPKEEP

    w = scenario_window(UPKEEP)
    w.table.lift_curtain()
    w.command("upkeep")
    keep = w.field_dialog.inputs["keep"]
    assert keep.word == "Kept"
    assert all(keep.model_.data(keep.model_.index(r, 0), ACCESSIBLE).endswith(", kept") for r in range(2))
    w.field_dialog.reject()
    other = make_window(seed=7, options={"hand_limit": 3, "limit_timing": "immediate"})
    other.table.lift_curtain()
    other.table.intend("draw")
    assert other.choice_dialog.list.word == "Chosen"  # discarding down to the limit keeps nothing
    other.choice_dialog.close()
