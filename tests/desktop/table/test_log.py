"""The log panel: new lines keep a reader at the bottom there, and leave one who scrolled up to read."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


def _move(table) -> None:
    table.intend("end-turn")
    table.lift_curtain()
    QApplication.processEvents()


def test_the_log_follows_new_lines_unless_the_reader_scrolled_up(window):
    t, view = window.table, window.log_panel.view
    bar = view.verticalScrollBar()
    while bar.maximum() == 0:
        _move(t)
    for _ in range(3):
        _move(t)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    last = t.log.index(t.log.rowCount() - 1, 0)
    assert view.viewport().rect().intersects(view.visualRect(last))
    bar.setValue(0)
    rows = t.log.rowCount()
    _move(t)
    assert t.log.rowCount() > rows and bar.value() == 0
    bar.setValue(bar.maximum())
    _move(t)
    assert bar.value() == bar.maximum()
    assert view.viewport().rect().intersects(view.visualRect(t.log.index(t.log.rowCount() - 1, 0)))


def test_the_first_line_names_the_game_and_who_rolled_to_go_first(make_window):
    t = make_window(game="inwo", players=["Red", "Blue", "Green"], seed=5).table
    first = t.log.index(0, 0).data()
    assert first.startswith("A game of Illuminati: New World Order for Red, Blue, Green (seed 5); "), first
    assert "roll for the first turn: Red " in first and first.endswith("takes the first turn"), first
