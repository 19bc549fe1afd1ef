"""The words every window uses for the same things: a computer level and an answer.

Each is written once here, in the interface language, so the New Game and match
dialogs, the player panels, the suggestion bar, the Undo texts and the replay viewer
name them alike.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from momon_desktop.engine import Choose, Concede, Game, Summon, YesNo, square_name
from momon_desktop.engine.game import Action
from momon_desktop.ui.text.i18n import fill


def level_name(level: str) -> str:
    """A computer strength of :data:`momon_desktop.ai.LEVELS` in words; anything else as
    it is."""
    names = {
        "beginner": QCoreApplication.translate("Words", "beginner", "computer level"),
        "easy": QCoreApplication.translate("Words", "easy", "computer level"),
        "normal": QCoreApplication.translate("Words", "normal", "computer level"),
        "hard": QCoreApplication.translate("Words", "hard", "computer level"),
        "expert": QCoreApplication.translate("Words", "expert", "computer level"),
    }
    return names.get(level, level)


def level_description(level: str) -> str:
    """How a computer level plays, in one plain line (docs/ai.md has the details)."""
    texts = {
        "beginner": QCoreApplication.translate(
            "Words", "Plays almost any card anywhere, and only sometimes sees a Snatch."),
        "easy": QCoreApplication.translate(
            "Words", "Takes the biggest Snatch it sees now, never thinks about your reply, "
            "and often slips."),
        "normal": QCoreApplication.translate(
            "Words", "Looks at your best reply before it plays; steady but short-sighted."),
        "hard": QCoreApplication.translate(
            "Words", "Reads several moves ahead and plays the last turns perfectly."),
        "expert": QCoreApplication.translate(
            "Words", "Searches deeper than hard and, once no card with an ability is left, "
            "plays the last ten Summons almost perfectly; the strongest level."),
    }
    return texts.get(level, "")


def answer_text(game: Game, answer: Action, lang: str, by: str | None = None) -> str:
    """An answer in words: as something to do ("Summon Market Cat onto B2"), or, given
    who gave it (``by``), as a sentence of what happened ("Ada Summoned Market Cat onto
    B2."). ``game`` is the game the answer was given in; card names are in ``lang``."""
    if isinstance(answer, Summon):
        card = game.defs[answer.card].display_name(lang)
        square = square_name(answer.square)
        if by is not None:
            return fill(
                QCoreApplication.translate("Words", "%1 Summoned %2 onto %3."), by, card, square
            )
        return fill(QCoreApplication.translate("Words", "Summon %1 onto %2"), card, square)
    if isinstance(answer, Choose):
        square = square_name(answer.square)
        on_square = game.board[answer.square]
        if on_square >= 0:
            card = game.defs[on_square].display_name(lang)
            if by is not None:
                return fill(
                    QCoreApplication.translate("Words", "%1 chose %2 (%3)."), by, card, square
                )
            return fill(QCoreApplication.translate("Words", "Choose %1 (%2)"), card, square)
        if by is not None:
            return fill(QCoreApplication.translate("Words", "%1 chose %2."), by, square)
        return fill(QCoreApplication.translate("Words", "Choose %1"), square)
    if isinstance(answer, YesNo):
        if by is not None:
            text = QCoreApplication.translate("Words", "%1 used the ability.") if answer.yes \
                else QCoreApplication.translate("Words", "%1 declined the ability.")
            return fill(text, by)
        if answer.yes:
            return QCoreApplication.translate("Words", "Use the ability")
        return QCoreApplication.translate("Words", "Decline the ability")
    assert isinstance(answer, Concede)
    if by is not None:
        return fill(QCoreApplication.translate("Words", "%1 conceded (7.6.1)."), by)
    return QCoreApplication.translate("Words", "Concede")


def file_name(path: Path, home: Path | None = None) -> str:
    """A file or folder as the status bar names it: its own name, and the name of the
    folder it is in when that is not ``home`` (the folder the app keeps such files in),
    never the whole path."""
    name = path.name or str(path)
    if home is None or path.parent == home or not path.parent.name:
        return name
    return fill(
        QCoreApplication.translate("Words", "%1 in %2", "a file in a folder"),
        name,
        path.parent.name,
    )
