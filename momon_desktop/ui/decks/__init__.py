"""The deck builder."""
