"""Issue 16, point 7: behind the curtain the seat at the screen sees which of its cards it may use now, and
pointing at one lights where it may be dropped; nothing is marked for any other seat or while covered."""

from __future__ import annotations

from desktop.models import roles as R


def _marked(view) -> set[str]:
    model = view.model()
    return {model.index(r, 0).data(R.CARD_ID) for r in range(model.rowCount())} & set(view.usable)


def test_the_cards_usable_now_are_marked_and_are_those_legal_moves_name(window):
    t = window.table
    own = set(t.state.zone("hand:Red")) | set(t.state.zone("display:Red"))
    named = {
        c.get(f.name)
        for c in t.legal()
        for f in t.ruleset.commands[c.name].fields
        if f.kind == "card" and c.get(f.name) in own
    }
    assert named and t.usable_cards() == named
    assert _marked(window.board.bottom.hand) == named & set(t.state.zone("hand:Red"))


def test_pointing_at_a_usable_card_lights_where_it_may_go(window):
    board = window.board
    board.bottom.hand.cardPointed.emit("raid#2")
    assert board.play_area.lit and board.rivals[0].lit
    board.bottom.hand.cardPointed.emit(None)
    assert not board.play_area.lit and not board.rivals[0].lit


def test_nothing_is_marked_behind_the_curtain_or_for_another_seat(window):
    t = window.table
    t.intend("end-turn")
    assert t.curtain_up
    board = window.board
    for panel in (board.bottom, *board.rivals):
        assert not panel.hand.usable and not panel.display.usable
    assert t.usable_cards() == frozenset()
    t.lift_curtain()
    assert board.bottom.seat == "Blue" and board.bottom.hand.usable
    assert not board.rivals[0].hand.usable
