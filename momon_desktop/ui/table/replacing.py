"""Before another game takes the table: the one place that decides whether to ask.

Everything that puts a game on the table in place of the one there (a new game, a game
opened from a file, a practice puzzle, a lesson, Try from here, Play again, a rematch, a
new match) goes through :func:`replace_table` with what it will do. Nothing a player
built is dropped without a word: the feature that owns the game on the table (a match)
is asked first, then every other feature, for a question (``leave_question()``); the
first question given is shown, and the replacement goes ahead only if its answer lets
it (``leaves()``: a match set aside and kept, an unsaved game saved or let go). With no
question, it goes ahead at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, cast

from PySide6.QtCore import SignalInstance


class LeaveQuestion(Protocol):
    """What a feature's ``leave_question(new_match)`` returns: a window-modal question
    whose ``leaves()`` does what the answer says and tells whether the table may take
    another game."""

    @property
    def finished(self) -> SignalInstance: ...

    def open(self) -> None: ...

    def leaves(self) -> bool: ...


def leave_question(askers: Iterable[object], new_match: bool) -> LeaveQuestion | None:
    """The first question the ``askers`` (the game's owner first) have before another game
    (``new_match``: a new match) takes the table, or None."""
    for asker in askers:
        ask = getattr(asker, "leave_question", None)
        question = ask(new_match) if callable(ask) else None
        if question is not None:
            return cast("LeaveQuestion", question)
    return None


def replace_table(askers: Iterable[object], proceed: Callable[[], object],
                  new_match: bool = False) -> LeaveQuestion | None:
    """Call ``proceed`` (which puts another game on the table) at once when nothing is at
    stake; else open the question and call it once the answer lets it. Returns the
    question while it is open (None when ``proceed`` was called)."""
    question = leave_question(askers, new_match)
    if question is None:
        proceed()
        return None

    def answered() -> None:
        if question.leaves():
            proceed()

    question.finished.connect(lambda _result=0: answered())
    question.open()
    return question
