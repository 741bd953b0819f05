"""Performance workloads that print JSON (see docs/performance.md); not tests."""
