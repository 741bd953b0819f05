"""The engine: state, events and the one fold, sessions with undo and redo, and the journal."""
