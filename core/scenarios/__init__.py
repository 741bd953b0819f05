"""Scenario files: reading them, setting up their position, playing their steps, checking."""
