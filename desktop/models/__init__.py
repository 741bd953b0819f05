"""Qt models: thin adapters over the core's per-seat views, one per zone kind."""
