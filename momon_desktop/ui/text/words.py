"""The words every window uses for the same things, such as a computer level.

Each is written once here, in the interface language, so the New Game and match
dialogs, the player panels and the suggestion bar name them alike.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_name(level: str) -> str:
    """A computer strength of :data:`momon_desktop.ai.LEVELS` in words; anything else as
    it is."""
    names = {
        "easy": QCoreApplication.translate("Words", "easy", "computer level"),
        "normal": QCoreApplication.translate("Words", "normal", "computer level"),
        "hard": QCoreApplication.translate("Words", "hard", "computer level"),
    }
    return names.get(level, level)
