"""Pass-and-play: the curtain names the next player, and no model holds another seat's hidden card."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core import zones as Z


def _all_data(table) -> str:
    """Every value of every role of every row of every model, as one text."""
    roles = list(range(0, 64)) + list(range(int(Qt.ItemDataRole.UserRole), int(Qt.ItemDataRole.UserRole) + 64))
    out = []
    for model in table.models():
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            out.extend(repr(model.data(index, role)) for role in roles)
    return "\n".join(out)


def _hidden_from(table, seat):
    """Ids and names of the cards in every hand but `seat`'s, and in the decks."""
    state = table.state
    cards = [c for z, cs in state.zones.items() if Z.kind(z) in ("hand", "deck") and Z.owner(z) != seat
             for c in cs]
    names = {table.ruleset.card_name(c) for c in cards}
    visible = {table.ruleset.card_name(c) for z, cs in state.zones.items()
               if Z.visible_to(z, seat) for c in cs}
    return set(cards), names - visible


def _assert_nothing_hidden_shown(table, seat):
    text = _all_data(table)
    ids, names = _hidden_from(table, seat)
    for card in ids:
        assert repr(card) not in text, f"{card} is in a model while {seat} is at the screen"
    for name in names:
        assert name not in text, f"{name} is in a model while {seat} is at the screen"


def test_the_curtain_hides_the_next_seats_hand_until_lifted(window, tmp_path):
    t = window.table
    t.intend("end-turn")
    assert t.curtain_up and window.board.curtain.isVisible()
    assert "Blue" in window.board.curtain.title.text()
    before = window.grab()
    assert before.save(str(tmp_path / "curtain.png"))
    _assert_nothing_hidden_shown(t, None)
    t.lift_curtain()
    after = window.grab()
    assert after.save(str(tmp_path / "lifted.png"))
    assert not window.board.curtain.isVisible()
    _assert_nothing_hidden_shown(t, "Blue")
    blue = t.hands["Blue"]
    assert [blue.card(r) for r in range(blue.rowCount())] == list(t.state.zone("hand:Blue"))
    red = t.hands["Red"]
    assert all(red.card(r) is None for r in range(red.rowCount()))
    assert window.board.bottom.seat == "Blue"


def test_the_log_never_names_a_card_another_seat_drew(window):
    t = window.table
    t.intend("draw")
    drawn = t.session.line[-1].events[-1].card
    name = t.ruleset.card_name(drawn)
    assert name in t.log.data(t.log.index(t.log.rowCount() - 1, 0))
    t.intend("end-turn")
    assert name not in _all_data(t) or name in {t.ruleset.card_name(c) for c in t.state.zone("hand:Blue")}
    t.lift_curtain()
    line = t.log.data(t.log.index(0, 0))
    assert line == "Red draws a card"


def test_no_curtain_for_open_hand_games(make_window):
    w = make_window(seed=7, options={"curtain": False})
    t = w.table
    assert not t.curtain_up and t.acting_seat() == "Red"
    t.intend("end-turn")
    assert not t.curtain_up and t.acting_seat() == "Blue"
    assert not w.board.curtain.isVisible()
