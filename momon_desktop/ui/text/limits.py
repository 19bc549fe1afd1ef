"""Text fields whose limit is counted in characters, as the file formats count it.

Qt's ``QLineEdit.setMaxLength`` counts UTF-16 units, so a name of emoji or other
characters beyond the Basic Multilingual Plane would be cut to half of what the format
allows. :func:`limit_characters` counts code points instead (Python's ``len``, the
formats' "characters"): typing stops at the limit, and a longer paste is cut to it.
"""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit, QWidget

# Characters of a player's name typed at the table (a record keeps up to 100).
MAX_PLAYER_NAME_CHARS = 24


class CharacterLimit(QValidator):
    """Accepts a text of at most ``limit`` characters; a longer one is cut to it."""

    def __init__(self, limit: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.limit = limit

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if len(text) <= self.limit:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Acceptable, text[: self.limit], min(pos, self.limit)


def limit_characters(edit: QLineEdit, limit: int) -> None:
    """Let ``edit`` hold at most ``limit`` characters (code points)."""
    # Qt's own limit, in UTF-16 units, stays out of the way: a character takes two at most.
    edit.setMaxLength(2 * limit)
    edit.setValidator(CharacterLimit(limit, edit))
