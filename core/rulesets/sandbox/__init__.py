"""The sandbox: a small generic game built only from the shared mechanics."""
