"""Rules: the Ruleset contract every game implements, card effects, and the shared mechanics."""
