"""Before another game takes the table, or the app quits: the one place that decides
whether to ask.

Everything that puts a game on the table in place of the one there (a new game, a game
opened from a file, a practice puzzle, a lesson, Try from here, Play again, a rematch, a
new match) goes through :func:`replace_table` with what it will do. Nothing a player
built is dropped without a word: the feature that owns the game on the table (a match)
is asked first, then every other feature, for a question (``leave_question()``); each
question is shown in turn, and the replacement goes ahead only if every answer lets it
(``leaves()``: a match set aside and kept, an unsaved game saved or let go). With no
question, it goes ahead at once. Quitting asks the same features, in the same order,
for ``quit_question()``.

A feature that may have something to ask is a :class:`TableAsker` and says so to its
host (``host.ask_before_leaving(self)``), so that mypy checks its questions' shape.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from PySide6.QtCore import SignalInstance


class LeaveQuestion(Protocol):
    """What a feature's ``leave_question(new_match)`` returns: a window-modal question
    whose ``leaves()`` does what the answer says and tells whether the table may take
    another game."""

    @property
    def finished(self) -> SignalInstance: ...

    def open(self) -> None: ...

    def leaves(self) -> bool: ...


class QuitQuestion(Protocol):
    """What a feature's ``quit_question()`` returns: a window-modal question (a
    ``QMessageBox``) whose ``quits()`` does what the answer says (saves, keeps a match)
    and tells whether the window may close."""

    @property
    def finished(self) -> SignalInstance: ...

    def open(self) -> None: ...

    def raise_(self) -> None: ...

    def quits(self) -> bool: ...


class TableAsker(Protocol):
    """A feature with something at stake on the table (a match, an unsaved game): asked
    before another game takes the table and before the app quits."""

    def leave_question(self, new_match: bool) -> LeaveQuestion | None:
        """The question before another game (``new_match``: a new match) takes the
        table, or None when nothing of this feature's is at stake."""
        ...

    def quit_question(self) -> QuitQuestion | None:
        """The question before the app quits, or None."""
        ...


def leave_question(askers: list[TableAsker], new_match: bool) -> LeaveQuestion | None:
    """The first question the ``askers`` (the game's owner first) have before another game
    (``new_match``: a new match) takes the table, or None; each asker asked is taken off
    the list, so that the next call goes on with the ones after it."""
    while askers:
        question = askers.pop(0).leave_question(new_match)
        if question is not None:
            return question
    return None


class Replacement:
    """One replacement of the game on the table: every asker's question in turn, each
    asked once the one before it was answered (an answer may change what the next one
    would ask: a match set aside keeps its own game), then ``proceed``. ``question`` is
    the one open now (None once it is over); ``done`` says whether it went ahead."""

    def __init__(self, askers: Iterable[TableAsker], proceed: Callable[[], object],
                 new_match: bool, on_change: Callable[[LeaveQuestion | None], None]) -> None:
        self._askers = list(askers)
        self._proceed = proceed
        self._new_match = new_match
        self._on_change = on_change
        self.question: LeaveQuestion | None = None
        self.done = False

    def go(self) -> None:
        """Ask the next question, or go ahead when none is left."""
        question = leave_question(self._askers, self._new_match)
        self.question = question
        self._on_change(question)
        if question is None:
            self.done = True
            self._proceed()
            return
        question.finished.connect(lambda _result=0: self._answered(question))
        question.open()

    def _answered(self, question: LeaveQuestion) -> None:
        if question.leaves():
            self.go()
        else:
            self.question = None
            self._on_change(None)


def replace_table(askers: Iterable[TableAsker], proceed: Callable[[], object],
                  new_match: bool = False,
                  on_change: Callable[[LeaveQuestion | None], None] = lambda _q: None,
                  ) -> LeaveQuestion | None:
    """Call ``proceed`` (which puts another game on the table) at once when nothing is at
    stake; else ask each question in turn and call it once every answer lets it.
    ``on_change`` is told of each question as it opens and of None when none is left.
    Returns the first question while it is open (None when ``proceed`` was called)."""
    replacement = Replacement(askers, proceed, new_match, on_change)
    replacement.go()
    return replacement.question
