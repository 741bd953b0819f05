"""The table plugs INWO in without INWO widget code: a Plot dropped on the play area is played, an illegal
drop changes nothing and cites its rule, tokens show as charges, and hands stay hidden behind the curtain."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

TURN = """
title: an INWO turn
game: inwo
seed: 24
players: [Red, Blue]
setup:
  displays:
    Red: {lodge-of-the-eye#1: 0, oil-barons#1: 1}
    Blue: {velvet-syndicate#1: 1, tax-auditors#2: 1}
  hands: {Red: [insider-tip#1, night-couriers#1], Blue: [dirty-money#2, metro-police#2]}
  own_decks: {Red: {plot: [second-wind#1, not-so-fast#1], group: []}}
  phase: turn
  step: actions
  active: Red
  first: Red
"""


@pytest.fixture
def inwo_window(scenario_window):
    return scenario_window(TURN)


def _drop_on_play_area(table, card):
    hand = table.hands["Red"]
    mime = hand.mimeData([hand.index(hand.row_of(card), 0)])
    return table.play_area.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())


def test_a_plot_dropped_on_the_play_area_is_played_with_its_token(inwo_window):
    t = inwo_window.table
    t.lift_curtain()
    assert ("table", None) in t.drop_targets("insider-tip#1")
    assert _drop_on_play_area(t, "insider-tip#1")
    assert t.state.zone("discard:plot") == ("insider-tip#1",)
    assert t.state.charges.get("oil-barons#1", 0) == 0
    hand = t.hands["Red"]
    shown = {hand.card(row) for row in range(hand.rowCount())}
    assert shown == {"night-couriers#1", "second-wind#1", "not-so-fast#1"}
    assert t.discards["plot"].rowCount() == 1


def test_an_illegal_drop_changes_nothing_and_cites_its_rule(inwo_window, qtbot):
    t = inwo_window.table
    t.lift_curtain()
    before, records = t.state, len(t.session.records)
    assert ("table", None) not in t.drop_targets("night-couriers#1")
    with qtbot.waitSignal(t.refused) as refusal:
        assert not _drop_on_play_area(t, "night-couriers#1")
    assert refusal.args[1] == "plots.hand" and refusal.args[1] in t.ruleset.rules
    assert t.state is before and len(t.session.records) == records


def test_an_attack_through_the_window_opens_the_window_for_the_rival(inwo_window):
    w = inwo_window
    t = w.table
    t.lift_curtain()
    assert t.intend("attack", group="oil-barons#1", target="tax-auditors#2", mode="control")
    assert t.state.window is not None and t.state.window.waiting_for == "Blue"
    assert t.curtain_up and t.bottom == "Blue"
    said = {(n.seat, n.label): n.text for n in w.board.notes.notes}
    # Power 6 - Resistance 5 - 10 for a target on its Illuminati's arrow: a need of -9, which no roll meets
    assert said[("Red", "Attack")] == "Oil Barons attacks to control Federal Tax Auditors: cannot succeed"
    assert said[("Blue", "Action tokens")] == "2"


def test_inwo_hands_stay_hidden_behind_the_curtain(inwo_window, assert_hidden):
    t = inwo_window.table
    assert_hidden(t, None)
    t.lift_curtain()
    assert_hidden(t, "Red")


def test_the_power_structures_are_drawn_as_trees_and_follow_a_takeover(inwo_window):
    inwo_window.table.lift_curtain()
    panel = inwo_window.board.structures
    assert panel.isVisible() and set(panel.trees) == {"Red", "Blue"}
    assert "Red: Oil Barons under The Lodge of the Eye" in panel.accessibleName()
    assert not panel.grab().isNull()
    assert [card for card, master, _ in panel.trees["Blue"] if master] == ["tax-auditors#2"]


def test_enter_on_a_group_in_hand_in_the_takeover_step_opens_its_moves_not_a_refused_play(scenario_window, qtbot):
    window = scenario_window(TURN.replace("step: actions", "step: takeover"))
    window.table.lift_curtain()
    with qtbot.waitSignal(window.board.cardMenu, timeout=1000) as menu:
        window.board.play("night-couriers#1")
    assert menu.args[0] == "night-couriers#1"
    assert not window.bubble.isVisible()
    assert "takeover" in {c.name for c in window.table.card_commands("night-couriers#1")}


def _hand_mime(table, card):
    hand = table.hands["Red"]
    return hand.mimeData([hand.index(hand.row_of(card), 0)])


def test_a_group_dropped_on_your_own_display_in_the_takeover_step_is_taken_over_not_refused_as_a_play(
    scenario_window,
):
    t = scenario_window(TURN.replace("step: actions", "step: takeover")).table
    t.lift_curtain()
    assert ("display", "Red") in t.drop_targets("night-couriers#1")
    display = t.displays["Red"]
    on_barons = display.index(display.row_of("oil-barons#1"), 0)
    assert display.dropMimeData(_hand_mime(t, "night-couriers#1"), Qt.DropAction.MoveAction, -1, 0, on_barons)
    assert "night-couriers#1" in t.state.zone("display:Red")
    assert t.state.marks["links"]["night-couriers#1"][0] == "oil-barons#1"  # under the group it was dropped on


def _drop_event(panel, at, mime):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDragMoveEvent, QDropEvent

    point = QPointF(at)
    move = QDragMoveEvent(point.toPoint(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.NoModifier)
    drop = QDropEvent(point, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.NoModifier)
    return move, drop


def test_a_group_dragged_onto_your_power_structure_lights_it_and_is_taken_over_under_the_group_dropped_on(
    scenario_window,
):
    from PySide6.QtWidgets import QApplication

    window = scenario_window(TURN.replace("step: actions", "step: takeover"))
    t, panel = window.table, window.board.structures
    t.lift_curtain()
    panel.grab()  # lays the trees out where they are drawn
    lodge, auditors = panel.nodes["lodge-of-the-eye#1"], panel.nodes["tax-auditors#2"]
    mime = _hand_mime(t, "night-couriers#1")
    rival, _ = _drop_event(panel, auditors.center(), mime)
    panel.dragEnterEvent(rival)
    assert panel.aimed is None  # a rival's structure does not take your group: nothing lights there
    panel.dragMoveEvent(rival)
    assert not rival.isAccepted()  # nor may the drag end there
    move, drop = _drop_event(panel, lodge.center(), mime)
    panel.dragMoveEvent(move)
    assert move.isAccepted() and panel.aimed == "Red"
    panel.dropEvent(drop)
    QApplication.processEvents()
    assert panel.aimed is None
    assert t.state.marks["links"]["night-couriers#1"][0] == "lodge-of-the-eye#1"
    assert "Red: Oil Barons under The Lodge of the Eye, Night Couriers under The Lodge of the Eye" in (
        panel.accessibleName()
    )


def test_one_of_your_groups_dropped_on_a_rivals_group_asks_only_to_control_or_destroy_it(inwo_window, qtbot):
    from desktop.models.cards import cards_mime

    t = inwo_window.table
    t.lift_curtain()
    rival = t.displays["Blue"]
    on_auditors = rival.index(rival.row_of("tax-auditors#2"), 0)
    with qtbot.waitSignal(t.askFields, timeout=1000) as asked:
        rival.dropMimeData(cards_mime(["oil-barons#1"], "display:Red"), Qt.DropAction.MoveAction, -1, 0, on_auditors)
    options = asked.args[1]
    assert {(c.get("group"), c.get("target")) for c in options} == {("oil-barons#1", "tax-auditors#2")}
    assert {c.get("mode") for c in options} == {"control", "destroy"}
    from desktop.dialogs.fields import heading

    assert (
        heading(t, asked.args[0], options) == "Attack: group Oil Barons, target Federal Tax Auditors"
    )  # which is which
    assert asked.args[2](options[0])  # the form's answer is given as the move
    assert t.state.mark("attack") is not None


def test_your_group_dragged_over_the_power_structures_lights_the_groups_it_may_attack_and_attacks_the_one_dropped_on(
    inwo_window, qtbot
):
    from PySide6.QtGui import QMouseEvent

    from desktop.models.cards import cards_mime

    t, panel = inwo_window.table, inwo_window.board.structures
    t.lift_curtain()
    panel.grab()
    barons, auditors = panel.nodes["oil-barons#1"].center(), panel.nodes["tax-auditors#2"].center()
    press = QMouseEvent(QMouseEvent.Type.MouseButtonPress, barons, barons, Qt.LeftButton, Qt.LeftButton, Qt.NoModifier)
    panel.mousePressEvent(press)
    assert panel.pressed is not None and panel.pressed[0] == "oil-barons#1"  # your own group may be dragged
    panel.mousePressEvent(
        QMouseEvent(QMouseEvent.Type.MouseButtonPress, auditors, auditors, Qt.LeftButton, Qt.LeftButton, Qt.NoModifier)
    )
    assert panel.pressed is None  # a rival's is not
    mime = cards_mime(["oil-barons#1"], "display:Red")
    enter, _ = _drop_event(panel, barons, mime)  # the drag starts over your own group
    panel.dragEnterEvent(enter)
    assert "tax-auditors#2" in panel.targets and "velvet-syndicate#1" not in panel.targets  # no attack on an Illuminati
    assert enter.isAccepted() and panel.aimed_card is None  # the panel follows the drag, though it may not end here
    move, drop = _drop_event(panel, auditors, mime)
    panel.dragMoveEvent(move)
    assert move.isAccepted() and panel.aimed_card == "tax-auditors#2"
    with qtbot.waitSignal(t.askFields, timeout=1000) as asked:
        panel.dropEvent(drop)
    assert {c.get("target") for c in asked.args[1]} == {"tax-auditors#2"} and not panel.targets


def test_resting_on_a_group_in_the_power_structures_shows_its_card_and_moving_off_hides_it(inwo_window):
    from PySide6.QtCore import QEvent, QPoint, QPointF
    from PySide6.QtGui import QHelpEvent, QMouseEvent
    from PySide6.QtWidgets import QApplication

    from desktop.table.preview import preview_shown

    panel = inwo_window.board.structures
    inwo_window.table.lift_curtain()
    inwo_window.show()
    panel.grab()
    auditors = panel.nodes["tax-auditors#2"].center().toPoint()
    QApplication.sendEvent(panel, QHelpEvent(QEvent.Type.ToolTip, auditors, panel.mapToGlobal(auditors)))
    shown = preview_shown(panel)
    assert shown is not None and shown.card == "tax-auditors#2"  # a rival's group in play is public
    assert "Federal Tax Auditors" in shown.words.text()
    off = QPointF(2, 2)
    QApplication.sendEvent(panel, QMouseEvent(QEvent.Type.MouseMove, off, off, Qt.NoButton, Qt.NoButton, Qt.NoModifier))
    assert preview_shown(panel) is None
    assert panel.under(QPointF(QPoint(2, 2)))[1] is None


def test_a_drag_entering_the_structure_panel_over_a_rival_is_still_followed_to_your_group(scenario_window):
    """Qt sends no move and no drop to a widget that ignored the drag's entry: a real drag from the hand to the
    left-hand column entered the panel over a rival's column, and the drop on your group did nothing."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDragEnterEvent
    from PySide6.QtWidgets import QApplication

    window = scenario_window(TURN.replace("step: actions", "step: takeover"))
    t, panel = window.table, window.board.structures
    t.lift_curtain()
    panel.grab()
    mime = _hand_mime(t, "night-couriers#1")
    rival = next(box for seat, box in panel.columns.items() if seat != "Red")
    edge = QPointF(rival.center().x(), panel.height() - 2)
    enter = QDragEnterEvent(edge.toPoint(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.NoModifier)
    panel.dragEnterEvent(enter)
    assert enter.isAccepted() and panel.aimed is None  # followed, but nothing is lit there
    move, drop = _drop_event(panel, panel.nodes["lodge-of-the-eye#1"].center(), mime)
    panel.dragMoveEvent(move)
    assert move.isAccepted() and panel.aimed == "Red"
    panel.dropEvent(drop)
    QApplication.processEvents()
    assert t.state.marks["links"]["night-couriers#1"][0] == "lodge-of-the-eye#1"


def test_a_right_click_on_a_rival_s_group_in_the_trees_opens_its_menu_of_attacks(inwo_window, qtbot):
    """The trees are where a player sees the groups: a right click there does what one on the card does."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication

    w = inwo_window
    t, panel = w.table, w.board.structures
    t.lift_curtain()
    panel.grab()
    at = panel.nodes["tax-auditors#2"].center().toPoint()
    with qtbot.waitSignal(w.board.cardMenu) as asked:
        QApplication.sendEvent(panel, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, panel.mapToGlobal(at)))
    assert asked.args[0] == "tax-auditors#2"
    labels = [a.text() for a in w.card_menu_for("tax-auditors#2").actions()]
    assert labels and all(x.startswith("Attack to ") and "Federal Tax Auditors" in x for x in labels), labels
    with qtbot.assertNotEmitted(w.board.cardMenu):
        QApplication.sendEvent(panel, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(2, 2), QPoint(2, 2)))


def test_the_reaction_prompt_shows_a_few_answers_whole_without_a_scroll_bar(inwo_window):
    """The answers' scroll area asked for little room: three answers showed one and a half beside a scroll bar."""
    from PySide6.QtWidgets import QApplication

    w = inwo_window
    t = w.table
    t.lift_curtain()
    assert t.intend("attack", group="oil-barons#1", target="tax-auditors#2", mode="control")
    t.lift_curtain()
    QApplication.processEvents()
    prompt = w.board.prompt
    answers = [b for b in prompt.buttons if not b.text().replace("&", "").startswith("Decline")]
    assert len(answers) >= 3, [b.text() for b in answers]
    assert prompt.answers_scroll.verticalScrollBar().maximum() == 0
    assert all(b.visibleRegion().boundingRect().height() == b.height() for b in answers)


def test_two_copies_of_a_plot_in_hand_make_one_answer_not_two_buttons_alike(scenario_window):
    from PySide6.QtWidgets import QApplication

    two = TURN.replace("Blue: [dirty-money#2, metro-police#2]", "Blue: [terrorist-nuke#1, terrorist-nuke#2]")
    w = scenario_window(two)
    t = w.table
    t.lift_curtain()
    assert t.intend("attack", group="oil-barons#1", target="tax-auditors#2", mode="control")
    t.lift_curtain()
    QApplication.processEvents()
    labels = [b.text().replace("&", "") for b in w.board.prompt.buttons]
    assert len(labels) == len(set(labels)), labels
    assert "Play Terrorist Nuke to defend" in labels, labels


def test_a_card_s_menu_offers_playing_it_before_parting_with_it(inwo_window):
    """The menu listed Discard first and Play last, so a quick click meant to play a Plot threw it away."""
    w = inwo_window
    w.table.lift_curtain()
    labels = [a.text() for a in w.card_menu_for("insider-tip#1").actions() if not a.isSeparator()]
    assert labels[0].startswith("Play Insider Tip"), labels
    assert labels[-2:] == ["Discard Insider Tip", "Give Insider Tip to Blue"], labels


def test_a_group_s_menu_offers_its_attacks_before_spending_its_token_for_nothing(inwo_window):
    w = inwo_window
    w.table.lift_curtain()
    labels = [a.text() for a in w.card_menu_for("oil-barons#1").actions() if not a.isSeparator()]
    assert labels[0].startswith("Attack to "), labels
    assert labels[-1] == "Spend the action token on Oil Barons", labels


def test_an_attack_in_a_menu_or_form_says_what_it_needs_on_the_dice_before_it_is_made(inwo_window, qtbot):
    from desktop.models.cards import cards_mime

    t = inwo_window.table
    t.lift_curtain()
    entries = [a.text() for a in inwo_window.card_menu_for("oil-barons#1").actions()]
    attacks = [text for text in entries if text.startswith("Attack")]
    assert attacks and all(" — needs " in text or " — cannot succeed" in text for text in attacks), attacks
    rival = t.displays["Blue"]
    on_auditors = rival.index(rival.row_of("tax-auditors#2"), 0)
    with qtbot.waitSignal(t.askFields, timeout=1000) as asked:
        rival.dropMimeData(cards_mime(["oil-barons#1"], "display:Red"), Qt.DropAction.MoveAction, -1, 0, on_auditors)
    said = {t.prospect(c) for c in asked.args[1]}
    assert all(s.startswith(" — ") for s in said), said  # the form's control and destroy, each with its chance
    assert t.state.mark("attack") is None  # weighing an attack makes none


def test_your_group_dragged_from_your_display_row_onto_a_rivals_card_attacks_it_or_is_refused(inwo_window, qtbot):
    """Dragging a group from your display row did nothing: the row let no card be dragged. It drags as from the
    Power Structure: a rival's group it may attack lights and a drop on it asks to control or destroy; a drop on
    one it may not attack (an Illuminati) is refused with the rule."""
    t, board = inwo_window.table, inwo_window.board
    t.lift_curtain()
    own, rival = t.displays["Red"], t.displays["Blue"]
    barons = own.index(own.row_of("oil-barons#1"), 0)
    assert board.bottom.display.dragEnabled() and own.flags(barons) & Qt.ItemFlag.ItemIsDragEnabled
    board.light("oil-barons#1")
    blue = next(p for p in board.seat_panels() if p.seat == "Blue")
    assert "tax-auditors#2" in blue.display.lit_cards and "velvet-syndicate#1" not in blue.display.lit_cards
    on_auditors = rival.index(rival.row_of("tax-auditors#2"), 0)
    with qtbot.waitSignal(t.askFields, timeout=1000) as asked:
        rival.dropMimeData(own.mimeData([barons]), Qt.DropAction.MoveAction, -1, 0, on_auditors)
    assert {(c.get("group"), c.get("target"), c.get("mode")) for c in asked.args[1]} == {
        ("oil-barons#1", "tax-auditors#2", "control"),
        ("oil-barons#1", "tax-auditors#2", "destroy"),
    }
    before = t.state
    on_lord = rival.index(rival.row_of("velvet-syndicate#1"), 0)
    with qtbot.waitSignal(t.refused, timeout=1000) as refusal:
        assert not rival.dropMimeData(own.mimeData([barons]), Qt.DropAction.MoveAction, -1, 0, on_lord)
    assert refusal.args[1] in t.ruleset.rules and t.state is before
