"""Content: a game's definition, its card library and the cache of parsed content files."""
