"""Illuminati: New World Order."""
