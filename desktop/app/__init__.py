"""The app: the entry point, the main window, its menus, autosave and the self-test."""
