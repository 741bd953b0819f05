"""Issue 16, point 8: after a move, the cards and amounts it changed are ringed for a moment, also for the
player who lifts the curtain after it; a setting turns this off; a hidden card is never marked."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from desktop.models import roles as R
from desktop.table.marks import SETTING


def test_a_move_rings_the_card_and_the_amounts_it_changed(window):
    t, board = window.table, window.board
    t.intend("play", card="coin-purse#3")
    assert "coin-purse#3" in t.highlights.cards
    assert ("Red", "gold") in t.highlights.amounts
    assert "gold" in board.bottom.resources.fresh
    assert "coin-purse#3" in board.play_area.fresh or "coin-purse#3" in t.highlights.cards
    t.highlights.timer.timeout.emit()
    assert not board.bottom.resources.fresh and not board.play_area.fresh


def test_the_player_who_lifts_the_curtain_sees_what_changed_meanwhile(window):
    t, board = window.table, window.board
    t.intend("gather")
    t.intend("end-turn")
    assert t.curtain_up
    assert not t.highlights.timer.isActive()
    t.lift_curtain()
    assert t.highlights.timer.isActive()
    assert ("Red", "supply") in t.highlights.amounts or t.highlights.amounts
    red = next(p for p in board.rivals if p.seat == "Red")
    assert red.resources.fresh
    # Blue sees Red's hand face down: no row carries a card id to ring
    hand = red.hand.model()
    assert all(hand.index(r, 0).data(0) == "Face-down card" for r in range(hand.rowCount()))


def test_the_setting_turns_the_highlights_off(window):
    window.highlight_action.setChecked(False)
    assert QSettings("Cardtable", "Cardtable").value(SETTING, True, type=bool) is False
    window.table.intend("play", card="coin-purse#3")
    assert not window.table.highlights.cards and not window.board.bottom.resources.fresh


def _orange_at(view, x: float, y: float) -> bool:
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    colour = image.pixelColor(int(x * ratio), int(y * ratio))
    return colour.red() > 200 and 120 < colour.green() < 190 and colour.blue() < 90


def test_a_card_landing_on_a_discard_pile_rings_its_top_card(window):
    """Point 8 for the discard piles: the card a move puts on a pile is ringed there, like in any other zone."""
    t, decks = window.table, window.board.decks
    t.intend("play", card="coin-purse#3")
    assert t.state.where("coin-purse#3").startswith("discard:")
    fresh = decks.fresh_discards()
    assert [i.data(R.TOP)[R.CARD_ID] for i in fresh] == ["coin-purse#3"]
    ring = decks.discard_rect(fresh[0])
    assert _orange_at(decks, ring.center().x(), ring.top() - 2)
    t.highlights.timer.timeout.emit()
    assert not decks.fresh_discards()
    assert not _orange_at(decks, ring.center().x(), ring.top() - 2)
