"""The replay viewer for saved games."""
