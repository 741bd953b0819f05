"""Dialogs: a pending choice, a command's fields, a discard pile, a new game."""
