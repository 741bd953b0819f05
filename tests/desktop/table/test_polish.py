"""What players see: the replay board unclipped at 1280x800, charges as tokens, only the zones a game
uses, and the public marks in Table notes."""

from __future__ import annotations

from types import SimpleNamespace as NS

import pytest
from paths import SCENARIOS
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from core.rulesets import make_ruleset
from core.saves.savefile import write_save
from core.scenarios.runner import load_scenario, run_scenario
from core.seeing.describe import Note, generic_notes, table_notes
from core.seeing.tablelook import layout
from desktop.models import roles as R
from desktop.replay import open_replay
from desktop.table.delegates import TOKEN, paint_card
from desktop.table.notes import NotesPanel
from desktop.table.views import CardListView


@pytest.fixture
def eu_replay(qtbot, tmp_path):
    scenario = load_scenario(SCENARIOS / "eu" / "whole-turn.yaml")
    assert run_scenario(scenario).ok
    path = tmp_path / "eu.cardtable"
    write_save(scenario.session, path)
    w = open_replay(path)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.seek(w.replay_cursor.length)
    QApplication.processEvents()
    return w


def test_the_replay_decks_row_shows_every_deck_and_pile_without_a_scroll_bar(eu_replay):
    decks = eu_replay.board.decks
    assert not decks.horizontalScrollBar().isVisible()
    model = decks.model()
    assert model.rowCount() == 3
    room = decks.viewport().rect()
    for row in range(model.rowCount()):
        assert room.contains(decks.visualRect(model.index(row, 0))), row


def test_the_replay_seats_show_every_resource_chip_whole(eu_replay):
    for panel in eu_replay.board.rows:
        chips = panel.resources
        model = chips.model()
        rects = [chips.visualRect(model.index(r, 0)) for r in range(model.rowCount())]
        assert rects and all(chips.viewport().rect().contains(r) for r in rects), panel.seat
        assert len({r.top() for r in rects}) <= 2, panel.seat


def _card(get_role: dict, size=(104, 146)) -> QImage:
    image = QImage(size[0] + 10, size[1] + 10, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    paint_card(p, QRectF(2, 2, *size), get_role.get, QFont())
    p.end()
    return image


def _token_pixels(image: QImage) -> int:
    return sum(1 for y in range(image.height()) for x in range(0, image.width(), 2) if image.pixelColor(x, y) == TOKEN)


@pytest.mark.parametrize("size", [(104, 146), (58, 82)])
def test_a_display_card_draws_each_charge_held_as_a_token(qapp, size):
    row = {
        R.FACE_UP: True,
        R.NAME: "Library",
        R.DECK_COLOUR: "#2f5f8a",
        R.ZONE: "display:Red",
        R.MAX_CHARGES: 3,
        R.TEXT: "Study.",
    }
    empty = _token_pixels(_card({**row, R.CHARGES: 0}, size))
    one = _token_pixels(_card({**row, R.CHARGES: 1}, size))
    three = _token_pixels(_card({**row, R.CHARGES: 3}, size))
    assert empty == 0 < one < three
    assert one >= size[0] * 0.1 * size[0] * 0.1 / 4


def test_a_display_cards_description_says_its_charges(window):
    t = window.table
    for model in t.displays.values():
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            said = index.data(Qt.ItemDataRole.AccessibleDescriptionRole)
            assert f"{index.data(R.CHARGES)} of {index.data(R.MAX_CHARGES)} charges" in said


def test_only_the_zone_kinds_a_game_uses_are_laid_out(make_window):
    assert layout(make_ruleset("ti4")).display is False
    assert layout(make_ruleset("ti4")).slots is False
    assert layout(make_ruleset("eu")).display and layout(make_ruleset("eu")).slots
    assert layout(make_ruleset("sandbox")).display and not layout(make_ruleset("sandbox")).slots
    w = make_window(game="ti4", players=("Red", "Blue", "Green"), seed=2)
    w.table.lift_curtain()
    for panel in (w.board.bottom, *w.board.rivals):
        assert not panel.display.isVisibleTo(w) and not panel.slots.isVisibleTo(w)
    shown = [v.accessibleName() for v in w.findChildren(CardListView) if v.isVisibleTo(w)]
    assert not any("display" in name for name in shown), shown
    assert not any("characters" in name for name in shown), shown


def test_ti4_public_marks_show_in_the_table_notes(make_window):
    w = make_window(game="ti4", players=("Red", "Blue", "Green"), seed=2)
    w.table.lift_curtain()
    panel = w.findChild(NotesPanel)
    assert panel.isVisibleTo(w)
    speaker = w.table.shown.marks["speaker"]
    assert f"Speaker: {speaker}" in panel.accessibleDescription()


def test_notes_read_plain_marks_per_seat_and_never_secret_ones(qapp):
    ruleset = make_ruleset("sandbox")
    view = NS(
        seats=("Red", "Blue"),
        marks={
            "speaker": "Red",
            "passed": ("Blue",),
            "strategy": {"Red": ("trade",), "Blue": ("warfare",)},
            "secret:objective": "x",
            "combat": {"attacker": "Red", "round": 1},
            "laws:Blue": ["a law"],
        },
    )
    notes = generic_notes(ruleset, view)
    assert Note(None, "Speaker", "Red") in notes and Note(None, "Passed", "Blue") in notes
    assert Note("Red", "Strategy", "trade") in notes and Note("Blue", "Strategy", "warfare") in notes
    assert Note("Blue", "Laws", "a law") in notes
    assert not any("objective" in n.label.lower() or n.text == "x" for n in notes)
    assert not any(n.label == "Combat" for n in notes)
    panel = NotesPanel()
    panel.follow(ruleset, view, {"Red": "#c0392b"})
    assert "Red: Strategy: trade" in panel.accessibleDescription()


def test_a_ruleset_may_word_its_own_notes(qapp):
    ruleset = make_ruleset("sandbox")
    ruleset.public_marks = lambda view: [("Red", "Vow", "kept")]
    assert table_notes(ruleset, NS(seats=("Red",), marks={"x": 1})) == (Note("Red", "Vow", "kept"),)


def test_the_felt_and_its_scroll_areas_colour_by_palette_so_seat_panels_keep_the_plain_style(window):
    """A style sheet on the table (or on the rivals' scroll area) would put every panel and row of cards
    under QStyleSheetStyle, which re-reads the rules each time one is polished: slower to open and to play."""
    board = window.board
    assert board.styleSheet() == "" and board.rivals_scroll.styleSheet() == ""
    assert board.palette().color(board.backgroundRole()) == QColor("#2f5d3a") and board.autoFillBackground()
    for panel in (board.bottom, *board.rivals):
        assert panel.style().metaObject().className() != "QStyleSheetStyle", panel.seat
        assert panel.hand.style().metaObject().className() != "QStyleSheetStyle", panel.seat


def test_a_scroll_areas_content_shows_the_colour_behind_it_instead_of_painting_its_own(window):
    """QScrollArea.setWidget turns the content's background filling on; left on, the notes' translucent
    box was drawn twice over the dock's green and the prompt's answers sat on grey."""
    notes = window.notes_panel.widget()
    assert not notes.widget().autoFillBackground()
    assert notes.viewport().palette().color(notes.viewport().backgroundRole()) == QColor("#24402c")
    assert not window.board.prompt.answers_scroll.widget().autoFillBackground()
    assert not window.board.rivals_scroll.viewport().autoFillBackground()
