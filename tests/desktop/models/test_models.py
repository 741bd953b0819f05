"""Every model of the table passes Qt's model tester, over a game that changes."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from desktop.models import roles as R
from desktop.models.rows import RowModel


def _play(t, card, target=None):
    hand = t.hands[t.acting_seat()]
    mime = hand.mimeData([hand.index(hand.row_of(card), 0)])
    model = t.hands[target] if target else t.play_area
    return model.dropMimeData(mime, Qt.DropAction.CopyAction, -1, 0, QModelIndex())


def test_every_model_passes_the_model_tester_while_the_game_changes(window, qtmodeltester):
    t = window.table
    for model in t.models():
        qtmodeltester.check(model)
    assert t.intend("draw")
    assert _play(t, "workshop#1")
    assert t.intend("charge", card="workshop#1")
    t.intend("end-turn")
    t.lift_curtain()
    assert t.acting_seat() == "Blue"
    t.intend("draw")
    t.intend("gather")
    t.intend("end-turn")
    t.lift_curtain()
    window.confirm = lambda title, text: True
    window.undo()
    for model in t.models():
        qtmodeltester.check(model)
        assert model.rowCount(model.index(0, 0)) == 0


def test_sync_inserts_moves_removes_and_changes_with_row_signals(qtmodeltester):
    model = RowModel()
    qtmodeltester.check(model)
    signals = []
    model.rowsInserted.connect(lambda p, a, b: signals.append(("insert", a, b)))
    model.rowsRemoved.connect(lambda p, a, b: signals.append(("remove", a, b)))
    model.rowsMoved.connect(lambda p, a, b, d, r: signals.append(("move", a, r)))
    model.dataChanged.connect(lambda a, b, roles: signals.append(("changed", a.row(), tuple(roles))))
    model.modelReset.connect(lambda: signals.append(("reset",)))
    row = lambda text: {int(Qt.ItemDataRole.DisplayRole): text}  # noqa: E731
    model.sync([("a", row("A")), ("b", row("B")), ("c", row("C"))])
    model.sync([("c", row("C")), ("a", row("A*")), ("d", row("D"))])
    assert model.keys() == ("c", "a", "d")
    assert model.data(model.index(1, 0)) == "A*"
    assert ("reset",) not in signals
    assert ("insert", 0, 2) in signals and ("remove", 1, 1) in signals
    assert any(s[0] == "move" for s in signals)
    assert ("changed", 1, (int(Qt.ItemDataRole.DisplayRole),)) in signals


def test_a_zone_that_reads_as_before_sends_no_signal_and_a_changed_one_does(window):
    from core.engine.valueclass import replace

    t = window.table
    hand = t.hands["Red"]
    view = t.view()
    said = []
    for signal in (hand.dataChanged, hand.rowsInserted, hand.rowsRemoved, hand.rowsMoved, hand.modelReset):
        signal.connect(lambda *a, s=said: s.append(a))
    hand.refresh(t.ruleset, t.look, view)
    assert said == [], "an unchanged hand was rewritten"
    cards = view.zones["hand:Red"].cards
    charged = replace(view, charges={**view.charges, cards[0]: 2})
    hand.refresh(t.ruleset, t.look, charged)
    assert said, "a card's new charges did not reach its row"
    hand.refresh(t.ruleset, t.look, view)
    assert hand.rowCount() == len(cards)


def test_resources_and_piles_that_read_as_before_build_no_rows_and_changed_ones_do(window):
    from types import MappingProxyType

    from core.engine.valueclass import replace

    t = window.table
    view = t.view()
    for model in (t.resources["Red"], t.decks, t.hands["Red"]):
        synced = []
        model.sync = lambda items, s=synced: s.append(list(items))
        model.refresh(t.ruleset, t.look, view)
        assert synced == [], f"{model} built its rows again though nothing it shows changed"
        del model.sync
    gold = view.resources["Red"]["gold"]
    richer = replace(
        view,
        resources=MappingProxyType(
            {**view.resources, "Red": MappingProxyType({**view.resources["Red"], "gold": gold + 5})}
        ),
    )
    red = t.resources["Red"]
    red.refresh(t.ruleset, t.look, richer)
    assert red.row_data("gold")[R.AMOUNT] == gold + 5
    red.refresh(t.ruleset, t.look, view)
    assert red.row_data("gold")[R.AMOUNT] == gold
