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

from PySide6.QtCore import QTimer, SignalInstance


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


class TableLeaving:
    """The questions before one table is left, for the window that owns it: the features
    to ask (the owner of the game on the table first, ``owner()``), the question open
    now, and whether a close of the window must be asked about first."""

    def __init__(self, owner: Callable[[], object]) -> None:
        self._owner = owner
        self._askers: list[TableAsker] = []
        # the question asked before quitting, while it is open
        self.pending_quit: QuitQuestion | None = None
        # the question asked before another game takes the table, while it is open
        self.pending_replace: LeaveQuestion | None = None
        # the person asked to quit (Game > Quit, Ctrl+Q), so the close is theirs
        self.by_person = False
        # the person said to quit: the close that follows is not asked about again
        self._confirmed = False

    def ask_before_leaving(self, asker: TableAsker) -> None:
        """Ask ``asker`` before another game takes the table and before quitting."""
        self._askers.append(asker)

    def askers(self) -> list[TableAsker]:
        """The features to ask before the table is left: the owner of its game first."""
        owner = self._owner()
        return sorted(self._askers, key=lambda asker: asker is not owner)

    def replace_table(self, proceed: Callable[[], object],
                      new_match: bool = False) -> LeaveQuestion | None:
        """:func:`replace_table` with these askers; the question while it is open."""
        return replace_table(self.askers(), proceed, new_match, self._replace_asking)

    def _replace_asking(self, question: LeaveQuestion | None) -> None:
        self.pending_replace = question

    def quit_question(self) -> QuitQuestion | None:
        """The question to ask before quitting, or None to quit at once (a finished game
        or an empty table): the first one an asker has, the game's owner first."""
        for asker in self.askers():
            question = asker.quit_question()
            if question is not None:
                return question
        return None

    def may_close(self, spontaneous: bool, close: Callable[[], object]) -> bool:
        """Whether the window may close now. A person's close (``spontaneous``: the
        window's close control; or :attr:`by_person`) asks first mid-game or mid-match,
        and ``close`` is called again once the answer is to quit; a close from the
        program itself does not ask."""
        if self.pending_quit is not None:
            self.pending_quit.raise_()
            return False
        if (spontaneous or self.by_person) and not self._confirmed:
            question = self.quit_question()
            if question is not None:
                self.pending_quit = question
                question.finished.connect(lambda _result=0: self._quit_answered(question, close))
                question.open()
                return False
        self._confirmed = False
        return True

    def _quit_answered(self, question: QuitQuestion, close: Callable[[], object]) -> None:
        self.pending_quit = None
        if question.quits():
            self._confirmed = True
            # after the question has gone, so that closing is not refused by it
            QTimer.singleShot(0, close)
