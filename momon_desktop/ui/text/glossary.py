"""The game's terms for the interface: the engine's glossary, under the interface's name.

The list itself is :mod:`momon_desktop.engine.glossary`, shared with the engine's own
Thai texts (the rules log, the rulebook).
"""

from __future__ import annotations

from momon_desktop.engine.glossary import TERMS, Term, term

__all__ = ["TERMS", "Term", "term"]
