"""The sandbox: a small generic game in one module (ruleset.py), built only from the shared mechanics."""
