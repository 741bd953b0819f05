"""Drops are commands: model.mimeData(indexes) dropped with model.dropMimeData(...) plays a card;
an illegal drop changes nothing; the rows move by row signals, never a reset."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from desktop.models import roles as R
from desktop.models.cards import cards_mime


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
    assert not t.play_area.dropMimeData(cards_mime(["coin-purse#3"], "hand:Red"), Qt.DropAction.CopyAction,
                                        -1, 0, QModelIndex())
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
