"""Tools > Decks opens over the table that opened it, on the screen, as the replay does (it used to open at the
screen's left edge, cut off at the bottom)."""

from PySide6.QtWidgets import QApplication

from desktop.app import files, placing
from desktop.dialogs import decks


def test_the_decks_editor_is_placed_over_its_table_each_time_it_is_shown(window, monkeypatch):
    placed = []
    monkeypatch.setattr(decks, "place_over_opener", lambda w: (placed.append(w), placing.place_over_opener(w)))
    files.decks_editor(window)
    editor = window.decks_window
    QApplication.processEvents()
    assert placed == [editor]
    room, frame = editor.screen().availableGeometry(), editor.frameGeometry()
    assert room.top() <= frame.top() and frame.bottom() <= room.bottom()
    assert room.left() <= frame.left()
    editor.close()
    files.decks_editor(window)
    assert placed == [editor, editor]
    editor.close()
