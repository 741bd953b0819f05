"""Twilight Imperium, 4th edition."""
