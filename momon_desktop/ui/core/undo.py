"""Take back and Redo for the table's actions.

Undo has one owner, the engine: :meth:`Game.undo` takes an answer back and keeps it for
:meth:`Game.redo`, a different answer drops what could be redone, and the game knows
the seat of every answer (:meth:`Game.answer_seats`). The :class:`GameController`
groups answers into a person's steps: against the computer one step takes back to the
person's own previous decision (the computer's answers after it go too), in hot seat
each decision is one step; nothing before a concession (7.6.2) or after the end of the
game can be taken back.

:class:`UndoManager` only shows that state: it words what Take back and Redo would do
(tooltip and status bar) and hands the commands to the controller.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from momon_desktop.engine import Game
from momon_desktop.engine.game import Action
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.text.i18n import fill
from momon_desktop.ui.text.words import answer_text


def decision_text(game: Game, answer: Action, lang: str) -> str:
    """A decision in words, for the Undo and Redo texts."""
    return answer_text(game, answer, lang)


class UndoManager(QObject):
    """The words and the commands of Take back and Redo, from the controller's state."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._actions: tuple[QAction, QAction] | None = None
        for signal in (controller.started, controller.reset, controller.batch_finished,
                       controller.thinking_changed):
            signal.connect(self.refresh)

    def attach_actions(self, undo_action: QAction, redo_action: QAction) -> None:
        """Let the window's Take back and Redo actions say what they would do."""
        self._actions = (undo_action, redo_action)
        self.refresh()

    # ------------------------------------------------------------------ state in words

    def undo_text(self) -> str:
        """The person's decision Take back would take back, in words ("" if none)."""
        c = self.controller
        answer = c.last_human_answer()
        if c.game is None or answer is None:
            return ""
        return decision_text(c.game, answer, c.lang)

    def redo_text(self) -> str:
        """The decision Redo would make again, in words ("" if none)."""
        c = self.controller
        g = c.game
        if g is None or not c.can_redo or g.redo_answer is None:
            return ""
        return decision_text(g, g.redo_answer, c.lang)

    def refresh(self, *_args: object) -> None:
        """Put the current texts on the actions."""
        if self._actions is None:
            return
        undo_action, redo_action = self._actions
        for action, title, text in (
            (undo_action, QCoreApplication.translate("UndoManager", "Take back: %1"),
             self.undo_text()),
            (redo_action, QCoreApplication.translate("UndoManager", "Redo: %1"),
             self.redo_text()),
        ):
            if not shiboken6.isValid(action):  # the window is being destroyed
                return
            tip = fill(title, text) if text else ""
            action.setToolTip(tip or action.text().replace("&", ""))
            action.setStatusTip(tip)

    # ------------------------------------------------------------------ commands

    def undo(self) -> bool:
        """Take back the last person's decision; True if done."""
        return self.controller.undo()

    def redo(self) -> bool:
        """Make a taken-back decision again; True if done."""
        return self.controller.redo()
