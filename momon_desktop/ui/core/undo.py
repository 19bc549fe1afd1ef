"""Take back and redo through a :class:`QUndoStack`, one command per person's decision.

The :class:`GameController` owns the game and its undo snapshots (the engine's
``Game.apply`` / ``Game.undo``); the stack mirrors them so that Qt's undo machinery
(the standard shortcuts, clean state, command texts) can be used:

* a person's decision pushes one :class:`DecisionCommand`; the computer's decisions
  that follow belong to it, so against the computer one step takes back to the
  person's own previous decision, and in hot-seat each decision is one step;
* undoing the command calls :meth:`GameController.undo`, redoing it
  :meth:`GameController.redo`;
* a concession (7.6.2) and the end of the game empty the stack: nothing before
  them can be taken back;
* if the controller's game changes in a way the stack did not cause (a new game,
  a resumed game, an undo called on the controller directly), the stack is rebuilt
  from the game's history.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from momon_desktop.engine import Concede, Game
from momon_desktop.engine.game import Action
from momon_desktop.ui.core.controller import GameController
from momon_desktop.ui.text.words import answer_text


def decision_text(game: Game, answer: Action, lang: str) -> str:
    """A decision in words, for the Undo and Redo texts."""
    return answer_text(game, answer, lang)


def answer_seats(game: Game) -> list[int]:
    """The seat that gave each answer of ``game.history``, in order."""
    replay = game.setup.new_game(game.seed)
    seats: list[int] = []
    for answer in game.history:
        seats.append(answer.player if isinstance(answer, Concede) else replay.to_move)
        replay.play_unchecked(answer)
    return seats


class DecisionCommand(QUndoCommand):
    """One person's decision (with the computer's answers after it)."""

    def __init__(self, manager: UndoManager, text: str) -> None:
        super().__init__(text)
        self._manager = manager
        # QUndoStack.push() calls redo(): the decision has already been applied then.
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._manager._controller_step(forward=True)

    def undo(self) -> None:
        self._manager._controller_step(forward=False)


class UndoManager(QObject):
    """Keeps a :class:`QUndoStack` in step with a :class:`GameController`."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.stack = QUndoStack(self)
        self._busy = False
        self._rebuilding = False
        self._history: tuple[Action, ...] = ()
        self._to_move = -1
        controller.started.connect(self._on_started)
        controller.batch_finished.connect(self._on_batch_finished)

    def attach_actions(self, undo_action: QAction, redo_action: QAction) -> None:
        """Let the window's Take back and Redo actions say what they would do (tooltip
        and status bar), in the words of the stack's commands."""
        def show(action: QAction, title: str, text: str) -> None:
            if not shiboken6.isValid(action):  # the window is being destroyed
                return
            tip = title.replace("%1", text) if text else ""
            action.setToolTip(tip or action.text().replace("&", ""))
            action.setStatusTip(tip)

        self.stack.undoTextChanged.connect(lambda text: show(
            undo_action, QCoreApplication.translate("UndoManager", "Take back: %1"), text))
        self.stack.redoTextChanged.connect(lambda text: show(
            redo_action, QCoreApplication.translate("UndoManager", "Redo: %1"), text))

    # ------------------------------------------------------------------ commands

    def undo(self) -> bool:
        """Take back the last person's decision through the stack; True if done."""
        if not self.controller.can_undo:
            return False
        if self.stack.canUndo():
            self.stack.undo()
        else:
            self.controller.undo()
        return True

    def redo(self) -> bool:
        """Make a taken-back decision again through the stack; True if done."""
        if not self.controller.can_redo:
            return False
        if self.stack.canRedo():
            self.stack.redo()
        else:
            self.controller.redo()
        return True

    def _controller_step(self, forward: bool) -> None:
        if self._rebuilding:
            return
        self._busy = True
        try:
            done = self.controller.redo() if forward else self.controller.undo()
        finally:
            self._busy = False
        self._remember()
        if not done:
            # The controller refused (the computer is choosing, the game is over): the
            # stack has already moved its index, so put it back in step.
            QTimer.singleShot(0, self.rebuild)

    # ------------------------------------------------------------------ following the game

    def _remember(self) -> None:
        g = self.controller.game
        self._history = () if g is None else tuple(g.history)
        self._to_move = -1 if g is None else g.to_move

    def _on_started(self) -> None:
        self.rebuild()

    def _on_batch_finished(self) -> None:
        g = self.controller.game
        if g is None or self._busy:
            return
        history = tuple(g.history)
        old = self._history
        if history == old:
            return
        if len(history) == len(old) + 1 and history[:-1] == old:
            answer = history[-1]
            if isinstance(answer, Concede) or g.over:
                # 7.6.2: a concession is never taken back; after the end nothing is.
                self.stack.clear()
            elif self.stack.index() < self.stack.count() and not self.controller.is_human(
                self._to_move
            ):
                # The computer answered where a taken-back decision was: the controller
                # dropped its redo list, so the stack drops its redo commands.
                self.rebuild()
                return
            elif self.controller.is_human(self._to_move):
                self.stack.push(DecisionCommand(self, decision_text(g, answer, self.controller.lang)))
            self._remember()
            return
        self.rebuild()

    def rebuild(self) -> None:
        """Make the stack match the game: one command per person's decision that can
        still be taken back, none after a concession or the end of the game."""
        g = self.controller.game
        self._rebuilding = True
        try:
            self.stack.clear()
            if g is not None and not g.over:
                lang = self.controller.lang
                replay = g.setup.new_game(g.seed)
                for answer, seat in zip(g.history, answer_seats(g), strict=True):
                    if self.controller.is_human(seat):
                        self.stack.push(DecisionCommand(self, decision_text(replay, answer, lang)))
                    replay.play_unchecked(answer)
        finally:
            self._rebuilding = False
        self._remember()
