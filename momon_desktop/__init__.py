"""Momon Desktop: a desktop tabletop simulator for the card game Momon Wonder."""

__version__ = "0.1.0"
