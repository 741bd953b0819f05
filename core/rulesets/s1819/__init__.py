"""1819 (game id '1819': a package name cannot start with a digit)."""
