"""Saves: the JSON form of events and records, the save file, loading, export, branch, verify, replay."""
