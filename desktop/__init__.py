"""The PySide6 desktop table: Qt models over the core's per-seat views, widgets, dialogs and the app."""
