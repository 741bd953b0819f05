"""Reusable action-card mechanics, configured by data: every ruleset builds from these."""
