"""Drops are commands: model.mimeData(indexes) dropped with model.dropMimeData(...) plays a card or
charges a display card with supply tokens; an illegal drop changes nothing; the rows move by row
signals, never a reset."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication

from desktop.models import roles as R
from desktop.models.cards import cards_mime
from desktop.table.tableview import banner_text


def _hand_index(model, card):
    return model.index(model.row_of(card), 0)


def test_drag_a_hand_card_to_the_play_area_plays_it(window):
    t = window.table
    hand = t.hands["Red"]
    mime = hand.mimeData([_hand_index(hand, "coin-purse#3")])
    assert mime.hasFormat(R.CARDS_MIME)
    assert t.play_area.dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert "coin-purse#3" not in t.state.zone("hand:Red")
    assert t.state.amount("Red", "gold") == 5
    assert hand.row_of("coin-purse#3") == -1
    assert t.decks.row_data("action")[R.TOP][R.CARD_ID] == "coin-purse#3"
    assert "Red plays Coin Purse" in t.log.data(t.log.index(t.log.rowCount() - 1, 0))


def test_a_drop_on_a_rival_targets_them(window):
    t = window.table
    hand = t.hands["Red"]
    mime = hand.mimeData([_hand_index(hand, "raid#2")])
    assert t.hands["Blue"].dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert t.session.line[-1].command.get("target") == "Blue"
    assert t.view().window is not None


def test_an_illegal_drop_changes_nothing_and_says_why(window, qtbot):
    t = window.table
    hand = t.hands["Red"]
    before_state, before_journal = t.state, len(t.session.records)
    mime = hand.mimeData([_hand_index(hand, "coin-purse#3")])
    with qtbot.waitSignal(t.refused) as refusal:
        assert not t.hands["Blue"].dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert refusal.args[1] == "sandbox.target"
    assert t.state is before_state and len(t.session.records) == before_journal
    assert window.bubble.isVisible() and "sandbox.target" in window.bubble.label.text()


def test_a_drop_while_the_curtain_is_down_does_nothing(make_window):
    w = make_window(seed=7)
    t = w.table
    hand = t.hands["Red"]
    assert hand.mimeData([hand.index(0, 0)]) is None
    before = len(t.session.records)
    assert not t.play_area.dropMimeData(
        cards_mime(["coin-purse#3"], "hand:Red"), Qt.DropAction.CopyAction, -1, 0, QModelIndex()
    )
    assert len(t.session.records) == before


def test_a_played_card_moves_by_row_signals_not_a_reset(window):
    t = window.table
    hand = t.hands["Red"]
    seen = []
    for model in t.models():
        model.modelReset.connect(lambda m=model: seen.append(("reset", m)))
    hand.rowsRemoved.connect(lambda parent, first, last: seen.append(("removed", first, last)))
    t.discards["action"].rowsInserted.connect(lambda parent, first, last: seen.append(("inserted", first, last)))
    row = hand.row_of("coin-purse#3")
    t.play_area.dropMimeData(hand.mimeData([hand.index(row, 0)]), Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert ("removed", row, row) in seen
    assert ("inserted", 0, 0) in seen
    assert not [s for s in seen if s[0] == "reset"]


def test_drop_targets_light_up_for_legal_moves(window):
    t = window.table
    assert t.drop_targets("raid#2") == {("table", None), ("seat", "Blue")}
    assert ("display", "Red") in t.drop_targets("workshop#1")
    window.board.light("raid#2")
    assert window.board.play_area.lit
    assert window.board.rivals[0].lit
    window.board.unlight()
    assert not window.board.play_area.lit


def _drag_supply(t, seat):
    supply = t.resources[seat]
    index = supply.index(supply.row_of("supply"), 0)
    assert supply.flags(index) & Qt.ItemFlag.ItemIsDragEnabled
    mime = supply.mimeData([index])
    assert mime.hasFormat(R.TOKENS_MIME)
    return mime


def test_drag_a_display_card_to_the_display_then_supply_tokens_onto_it_charges_it(window):
    t = window.table
    hand, display = t.hands["Red"], t.displays["Red"]
    assert display.dropMimeData(
        hand.mimeData([_hand_index(hand, "workshop#1")]), Qt.DropAction.CopyAction, -1, 0, QModelIndex()
    )
    assert t.state.pending.kind == "charge" and t.state.charges.get("workshop#1", 0) == 0
    assert "must charge Workshop with 2 tokens" in banner_text(t)
    assert window.choice_dialog is None
    assert t.drop_targets(tokens=True) == {("display-card", "workshop#1")}
    supply_before = t.state.amount("Red", "supply")
    assert display.dropMimeData(
        _drag_supply(t, "Red"), Qt.DropAction.CopyAction, -1, 0, display.index(display.row_of("workshop#1"), 0)
    )
    assert t.state.pending is None
    assert t.state.charges["workshop#1"] == 2
    assert t.state.amount("Red", "supply") == supply_before - 2
    assert display.row_data("workshop#1")[R.CHARGES] == 2
    assert "Red charges Workshop with 2 tokens" in t.log.data(t.log.index(t.log.rowCount() - 1, 0))


def test_an_illegal_charge_drop_changes_nothing_and_cites_the_display_rule(window, qtbot):
    t = window.table
    t.intend("play", card="workshop#1")
    t.intend("charge", card="workshop#1")
    before_state, before_journal = t.state, len(t.session.records)
    display = t.displays["Red"]
    assert t.drop_targets(tokens=True) == set()
    with qtbot.waitSignal(t.refused) as refusal:
        assert not display.dropMimeData(_drag_supply(t, "Red"), Qt.DropAction.CopyAction, -1, 0, display.index(0, 0))
    assert refusal.args[1] == "display.charge"
    with qtbot.waitSignal(t.refused):
        assert not display.dropMimeData(_drag_supply(t, "Red"), Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    assert t.state is before_state and len(t.session.records) == before_journal


def test_the_waiting_display_card_offers_charge_in_its_context_menu_and_taking_it_back_is_free(window):
    t = window.table
    t.intend("play", card="workshop#1")
    labels = [a.text() for a in window.card_menu_for("workshop#1").actions()]
    assert labels == ["Charge Workshop with 2 tokens"]
    window.card_menu_for("workshop#1").actions()[0].trigger()
    assert t.state.charges["workshop#1"] == 2
    assert t.session.undo_barrier("Red") == ()
    t.session.undo("Red")
    assert t.state.pending is not None and t.state.charges.get("workshop#1", 0) == 0


def test_a_refusal_neither_shifts_the_table_nor_outlives_the_next_move(window):
    t = window.table
    board = window.board.geometry()
    hand = t.hands["Red"]
    mime = hand.mimeData([_hand_index(hand, "coin-purse#3")])
    assert not t.hands["Blue"].dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())
    QApplication.processEvents()
    assert window.bubble.isVisible() and window.board.geometry() == board
    t.intend("draw")
    assert not window.bubble.isVisible()


def test_a_dragged_card_is_a_small_see_through_picture_beside_the_pointer(window):
    from PySide6.QtGui import QColor

    from desktop.table.views import DRAG_SCALE

    hand = window.board.bottom.hand
    index = hand.model().index(0, 0)
    picture = hand.drag_picture(index).toImage()
    card = hand.card_rect(index).size()
    assert abs(picture.width() - card.width() * DRAG_SCALE) <= 1  # the aimed-at target stays in sight
    inside = QColor.fromRgba(picture.pixel(picture.width() // 2, picture.height() // 2))
    assert 0 < inside.alpha() < 255  # see-through: what lies under it shows
