"""Seeing the table: per-seat views, redaction, records in words, and what a table shows."""
