"""One table fits every game at 1280x800: no pile for a deck zone a game lacks, each seat's own decks at
its seat, a market laid side by side, a reaction window worded by its kind, notes beside the cards and a
log wide enough to read."""

from __future__ import annotations

from itertools import pairwise
from types import SimpleNamespace as NS

import pytest
from paths import SCENARIOS
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from core.engine.errors import ContentError
from core.seeing.describe import Note
from core.seeing.tablelook import layout
from desktop.models import roles as R
from desktop.table.notes import notes_html, notes_words
from desktop.table.views import MIN_SPREAD

INWO_DRAW = """
title: INWO, Red about to draw
game: inwo
seed: 24
players: [Red, Blue]
setup:
  displays:
    Red: {lodge-of-the-eye#1: 0, night-couriers#1: 0}
    Blue: {velvet-syndicate#1: 0, tax-auditors#2: 0}
  hands: {Red: [oil-barons#1], Blue: [metro-police#2]}
  own_decks:
    Red: {plot: [insider-tip#1, dirty-money#1], group: [harbor-cartel#1]}
    Blue: {plot: [not-so-fast#2], group: []}
  phase: turn
  step: plot
  active: Red
  first: Red
"""

INWO_ATTACK = """
title: INWO, Red attacks
game: inwo
seed: 24
players: [Red, Blue]
setup:
  displays:
    Red: {lodge-of-the-eye#1: 1, oil-barons#1: 1}
    Blue: {velvet-syndicate#1: 1, tax-auditors#2: 1}
  hands: {Red: [dirty-money#1], Blue: [not-so-fast#2]}
  phase: turn
  step: actions
  active: Red
  first: Red
steps:
  - do: {player: Red, command: attack, group: oil-barons#1, target: tax-auditors#2, mode: control}
"""


def _rows(model) -> list[dict]:
    return [
        {role: model.data(model.index(r, 0), role) for role in (R.DECK, R.SIZE, R.HAS_DECK, R.HAS_DISCARD)}
        for r in range(model.rowCount())
    ]


def test_no_pile_is_drawn_for_a_deck_zone_the_game_lacks(scenario_window):
    t = scenario_window(INWO_DRAW).table
    rows = {row[R.DECK]: row for row in _rows(t.decks)}
    assert set(rows) == {"plot", "group", "illuminati"}
    assert not any(row[R.HAS_DECK] for row in rows.values())
    assert all(row[R.HAS_DISCARD] for row in rows.values())
    eu = {row[R.DECK]: row for row in _rows(scenario_window(SCENARIOS / "eu" / "whole-turn.yaml").table.decks)}
    assert all(row[R.HAS_DECK] and row[R.HAS_DISCARD] for row in eu.values())


def test_a_bad_pile_in_game_yaml_is_one_line_naming_it():
    def fake(table):
        return NS(
            definition=NS(id="toy", raw={"table": table}, decks={"plot": "Plots"}, resources=()),
            commands={},
            displays=None,
            library=NS(defs={}),
        )

    assert layout(fake({"piles": {"plot": "seat"}})).seat_decks[0].seat_zone("Red") == "deck:plot-Red"
    with pytest.raises(ContentError, match=r"toy game.yaml: table.piles.plot: .*'under'"):
        layout(fake({"piles": {"plot": "under"}}))
    with pytest.raises(ContentError, match=r"table.windows must be a mapping"):
        layout(fake({"windows": ["attack"]}))


def test_each_seat_s_own_decks_show_their_sizes_and_enter_draws(scenario_window, qtmodeltester):
    w = scenario_window(INWO_DRAW)
    t = w.table
    t.lift_curtain()
    for model in (t.decks, *t.seat_decks.values()):
        qtmodeltester.check(model)
    own = w.board.bottom.decks
    assert own is not None and own.isVisible()
    assert [(r[R.DECK], r[R.SIZE]) for r in _rows(own.model())] == [("plot", 2), ("group", 1)]
    rival = w.board.rivals[0]
    assert rival.decks is None and "Plot cards 1 · Group cards 0" in rival.title.text()
    own.setFocus()
    own.setCurrentIndex(own.model().index(0, 0))
    QTest.keyClick(own, Qt.Key.Key_Return)
    assert "insider-tip#1" in t.state.zone("hand:Red")
    assert [(r[R.DECK], r[R.SIZE]) for r in _rows(own.model())] == [("plot", 1), ("group", 1)]
    menu = w.deck_menu_for("group")
    assert [a.text() for a in menu.actions()][0] == "Draw from your own Group cards"
    assert menu.actions()[0].isEnabled()


def test_the_answer_bubble_words_an_attack_as_an_attack(scenario_window):
    w = scenario_window(INWO_ATTACK)
    said = "Red attacks to control Federal Tax Auditors with Oil Barons"  # how and with what, as the log says it
    assert w.board.curtain.reason.text() == f"Blue may answer: {said}."
    w.table.lift_curtain()
    prompt = w.board.prompt
    assert prompt.isVisible()
    assert prompt.text.text().startswith("<b>Red</b> attacks to control <b>Federal Tax Auditors</b> with Oil Barons.")
    assert "plays" not in prompt.text.text()
    assert said in w.board.banner.text()
    assert w.size().height() == 800 and prompt.geometry().bottom() < w.board.height()


def test_a_card_play_still_reads_plays(scenario_window):
    w = scenario_window(SCENARIOS / "sandbox" / "reaction-window.yaml", slice(0, 1))
    w.table.lift_curtain()
    assert w.board.prompt.accessibleDescription().startswith(
        "Red plays Raid at Blue for 1 gold. Blue, do you answer it?"
    )


def _visible_rects(view) -> list[QRect]:
    model = view.model()
    return [view.visualRect(model.index(r, 0)) for r in range(model.rowCount())]


def test_the_market_row_shows_every_card_side_by_side_and_enter_buys(scenario_window):
    w = scenario_window(SCENARIOS / "1819" / "round.yaml", slice(None, -1))
    t = w.table
    t.lift_curtain()
    QApplication.processEvents()
    market = w.board.play_area
    assert market.accessibleName() == "Market" and market.spread
    rects = _visible_rects(market)
    assert len(rects) == 5
    for left, right in pairwise(rects):
        assert left.right() < right.left()
    assert all(market.viewport().rect().contains(r) for r in rects)
    assert market.card_size.width() >= MIN_SPREAD
    card = t.state.zone("table")[0]
    market.setFocus()
    market.setCurrentIndex(market.model().index(0, 0))
    QTest.keyClick(market, Qt.Key.Key_Return)
    assert card in t.state.zone("display:Farquhar")


@pytest.mark.parametrize(
    "source",
    [
        SCENARIOS / "1819" / "round.yaml",
        SCENARIOS / "inwo" / "round.yaml",
        SCENARIOS / "eu" / "whole-turn.yaml",
        SCENARIOS / "ti4" / "hidden-hands.yaml",
        SCENARIOS / "sandbox" / "reaction-window.yaml",
    ],
)
def test_every_game_fits_1280x800_with_notes_beside_the_cards_and_a_readable_log(scenario_window, source):
    w = scenario_window(source)
    w.table.lift_curtain()
    QApplication.processEvents()
    assert (w.width(), w.height()) == (1280, 800)
    assert w.log_panel.width() >= 280
    board = w.board
    notes = board.notes
    assert not board.isAncestorOf(notes)
    middle = (board.decks, board.play_area, board.prompt, *board.game_panels.values())
    shown = [v for v in middle if v.isVisible()]
    rects = [QRect(v.mapTo(w, v.rect().topLeft()), v.size()) for v in shown]
    for i, a in enumerate(rects):
        assert w.rect().contains(a)
        for b in rects[i + 1 :]:
            assert not a.intersects(b)
    cards: list[QWidget] = [board.play_area, board.decks, board.bottom.hand]
    notes_rect = QRect(notes.mapTo(w, notes.rect().topLeft()), notes.size())
    assert not any(notes_rect.intersects(QRect(v.mapTo(w, v.rect().topLeft()), v.size())) for v in cards)


def _show_notes(notes, said: tuple[Note, ...]) -> None:
    notes.notes = said
    notes.body.setText(notes_html(said, {}))


def test_the_notes_dock_fits_its_notes_and_measures_them_only_when_they_may_need_other_room(scenario_window):
    w = scenario_window(SCENARIOS / "eu" / "whole-turn.yaml")
    w.table.lift_curtain()
    QApplication.processEvents()
    dock, notes = w.notes_panel, w.board.notes
    scroll = dock.widget()
    width = scroll.viewport().width()
    wanted = min(notes.heightForWidth(width) + 8, w.height() // 3)
    spare = (dock.SPARE + 1) * notes.fontMetrics().lineSpacing()  # room kept for a note or two more
    assert wanted - 12 <= scroll.height() <= wanted + spare
    # as long as before, and more lines: what a measure by the text's length alone misses, the overflow catches
    long = (Note(None, "Speaker", "Red, who keeps the speaker's token until the Leadership card moves it"),)
    short = tuple(Note(None, str(i), "y") for i in range(11))  # more lines than the room kept spare
    assert len(notes_words(short)) <= len(notes_words(long))
    for said in (long, short):
        _show_notes(notes, said)
        dock.fit()
        for _ in range(5):
            QApplication.processEvents()
        assert scroll.verticalScrollBar().maximum() == 0, said
    measured = dock.measured
    assert measured is not None and measured[0] == len(notes_words(short)), "notes on more lines are measured"
    _show_notes(notes, tuple(Note(None, str(i), "n") for i in range(11)))  # new words, as long and as tall
    dock.fit()
    w.resize(w.width(), w.height() + 40)  # a taller window gives the notes no other lines
    for _ in range(5):
        QApplication.processEvents()
    dock.fit()
    assert dock.measured is measured, "new words of the same length and height are not measured"


def test_a_note_gained_leaves_the_docks_as_they_are_and_many_more_make_room(scenario_window):
    """Giving the notes dock other room lays out every dock: a line more fits in the room kept spare."""
    w = scenario_window(SCENARIOS / "eu" / "whole-turn.yaml")
    w.table.lift_curtain()
    dock, notes = w.notes_panel, w.board.notes
    resized: list = []
    resize = w.resizeDocks
    w.resizeDocks = lambda docks, sizes, orientation: resized.append(sizes) or resize(docks, sizes, orientation)
    for count in (4, 5, 12):
        _show_notes(notes, tuple(Note(None, f"Note {i}", "yes") for i in range(count)))
        dock.fit()
        for _ in range(5):
            QApplication.processEvents()
        assert dock.widget().verticalScrollBar().maximum() == 0, count
        if count == 4:
            resized.clear()
        elif count == 5:
            assert resized == [], "one line more changes no dock"
    assert resized, "seven lines more than the room kept: the dock grows"


@pytest.mark.parametrize("game", ["inwo", "eu"])
def test_the_notes_box_fills_the_dock_without_a_band_under_it_and_a_fit_again_moves_nothing(make_window, game):
    """The dock kept two lines spare under the notes, and the box, no taller than its own guess, ended above
    the dock's bottom: ~35 px of slack, the last of it a band of the dock's green under the box."""
    w = make_window(game=game, players=("Red", "Blue"), seed=1)
    w.table.lift_curtain()
    for _ in range(5):
        QApplication.processEvents()
    dock, notes = w.notes_panel, w.board.notes
    scroll = dock.widget()
    viewport = scroll.viewport()
    assert notes.height() == viewport.height(), "the box reaches the dock's bottom: no green band under it"
    empty = viewport.height() - notes.heightForWidth(viewport.width())
    assert 0 <= empty <= dock.SPARE * notes.fontMetrics().lineSpacing() + 12, empty  # the lines kept spare
    resized: list = []
    resize = w.resizeDocks
    w.resizeDocks = lambda docks, sizes, orientation: resized.append(sizes) or resize(docks, sizes, orientation)
    for _ in range(3):
        dock.fit()
        dock.fit(again=True)
        QApplication.processEvents()
    assert resized == [], "fitting the same notes again gives the dock no other room"


def test_the_hand_and_a_display_beside_it_share_the_row_by_their_cards(window):
    panel = window.board.bottom
    row, hand_at, display_at = panel.shares
    state = window.table.state
    held, shown = len(state.zone("hand:Red")), len(state.zone("display:Red"))
    assert (row.stretch(hand_at), row.stretch(display_at)) == (max(2, held), max(2, shown))
    window.table.intend("draw")
    assert row.stretch(hand_at) == max(2, len(window.table.state.zone("hand:Red"))) > max(2, held)


def test_a_long_action_bar_scrolls_and_leaves_the_log_and_notes_their_width(make_window):
    window = make_window(game="ti4", players=("Red", "Blue", "Green", "Yellow"), seed=3)
    window.table.lift_curtain()
    bar = window.board.bar
    for button in bar.buttons.values():
        button.setVisible(True)  # every command at once: wider than the table
    for _ in range(3):
        QApplication.processEvents()
    assert bar.minimumSizeHint().width() > window.board.width()
    assert window.board.bar_scroll.horizontalScrollBar().maximum() > 0
    assert window.log_panel.width() >= 200 and window.notes_panel.width() >= 200
    window.showMaximized()
    QApplication.processEvents()
    assert window.log_panel.width() >= 200


def test_a_long_banner_takes_a_second_line_and_leaves_the_window_its_width(make_window):
    """A battle's banner in EU's phase words ran wider than the table, and the window grew by 89 px mid-game."""
    window = make_window(game="eu", players=("Red", "Blue", "Green"), seed=1)
    window.resize(1280, 800)
    window.show()
    window.table.lift_curtain()
    QApplication.processEvents()
    width, banner = window.width(), window.board.banner
    one_line = banner.height()
    banner.setText("Round 1 · Phase 3 (Peace and Rebels), at the table — <b>Red</b> " + "defends on and on, " * 12)
    for _ in range(3):
        QApplication.processEvents()
    assert window.width() == width
    assert banner.height() > one_line and banner.width() <= window.board.width()


def test_every_resource_chip_shows_whole_when_a_narrow_window_wraps_them_onto_more_rows(make_window):
    window = make_window(game="ti4", players=("Red", "Blue", "Green"), seed=3)
    window.resize(700, 800)
    window.table.lift_curtain()
    QApplication.processEvents()
    wrapped = 0
    for panel in (window.board.bottom, *window.board.rivals):
        view = panel.resources
        rects = [view.visualRect(view.model().index(row, 0)) for row in range(view.model().rowCount())]
        wrapped += len({rect.top() for rect in rects}) > 1
        for rect in rects:
            assert view.viewport().rect().contains(rect), (panel.seat, rect, view.viewport().rect())
    assert wrapped == 3  # each seat's chips take two rows at this width


def test_a_new_1819_window_shows_its_board_without_a_blank_band_and_its_notes_without_a_scrollbar(make_window):
    """Before any move: the notes are fitted once the window is shown, and the board's dock is as tall as the
    board drawn at its width, so the notes have the room the board does not use."""
    window = make_window(game="1819", players=("Red", "Blue", "Green"), seed=5)
    QApplication.processEvents()
    board = window.board.board1819
    assert abs(board.height() - board.heightForWidth(board.width())) <= 1
    assert window.notes_panel.widget().verticalScrollBar().maximum() == 0
