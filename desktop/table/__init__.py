"""The table: the live session's widgets, item views, delegates, the curtain and panels."""
