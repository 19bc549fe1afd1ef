"""Work off the UI thread: a function runs on a worker thread, and its result or its
error comes back on the UI thread.

In the spirit of Anki's ``QueryOp``: :meth:`Background.run` hands a function to the
helper's own thread and returns at once. When the function returns, ``on_result`` is
called with its value on the thread the helper lives on (the UI thread); when it
raises, ``on_error`` is called with the exception, which is never lost in the thread.
Only the latest request counts: a newer :meth:`~Background.run`, :meth:`~Background.cancel`
or :meth:`~Background.shutdown` makes an earlier one stale, and its answer is dropped
when it arrives. The function runs on another thread, so it must not touch widgets:
give it copies of what it reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

T = TypeVar("T")


def error_text(exc: BaseException) -> str:
    """An error for a message: its type and its text."""
    return f"{type(exc).__name__}: {exc}"


class _Worker(QObject):
    """Lives on the helper's thread and calls each function handed to it."""

    done = Signal(int, bool, object)

    @Slot(int, object)
    def call(self, ticket: int, fn: Callable[[], object]) -> None:
        try:
            value = fn()
        except Exception as exc:  # delivered to the UI thread, never lost in a thread
            self.done.emit(ticket, False, exc)
            return
        self.done.emit(ticket, True, value)


class Background(QObject):
    """One worker thread, named ``name``, running one request at a time for its owner."""

    _submit = Signal(int, object)
    # every request that finished, with its value or its exception, once it has been
    # delivered or dropped as stale (tests and callers that wait for "nothing came")
    settled = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._ticket = 0
        self._callbacks: tuple[Callable[[Any], None], Callable[[Exception], None]] | None = None
        self._thread: QThread | None = None
        self._worker: _Worker | None = None

    @property
    def pending(self) -> bool:
        """Whether a request is under way whose answer will be delivered."""
        return self._callbacks is not None

    def run(self, fn: Callable[[], T], on_result: Callable[[T], None],
            on_error: Callable[[Exception], None], *, after_paint: bool = False) -> None:
        """Call ``fn()`` on the worker thread, then ``on_result(value)`` or
        ``on_error(exception)`` here, unless a newer request came first.

        With ``after_paint`` the request leaves once the event loop has drawn what is
        waiting to be drawn: the work shares the interpreter with the painting, so
        starting it first would hold up the picture. A request cancelled before then
        never runs.
        """
        self._ensure_thread()
        self._ticket += 1
        ticket = self._ticket
        self._callbacks = (on_result, on_error)
        if after_paint:
            QTimer.singleShot(0, self, lambda: self._send(ticket, fn))
        else:
            self._send(ticket, fn)

    def cancel(self) -> None:
        """Forget the request under way: its answer will be dropped."""
        self._ticket += 1
        self._callbacks = None

    def shutdown(self, timeout_ms: int = 3000) -> None:
        """Cancel, then stop the thread, waiting up to ``timeout_ms`` for the function
        it is running (the window is closing). A later :meth:`run` starts a new one."""
        self.cancel()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait(timeout_ms)
            self._thread = None
            self._worker = None

    def _ensure_thread(self) -> None:
        if self._thread is not None:
            return
        self._thread = QThread(self)
        self._thread.setObjectName(self.name)
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.call)
        self._worker.done.connect(self._on_done)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()

    def _send(self, ticket: int, fn: Callable[[], object]) -> None:
        if ticket == self._ticket and self._thread is not None:  # still the current request
            self._submit.emit(ticket, fn)

    @Slot(int, bool, object)
    def _on_done(self, ticket: int, ok: bool, value: object) -> None:
        try:
            if ticket != self._ticket or self._callbacks is None:
                return
            on_result, on_error = self._callbacks
            self._callbacks = None
            if ok:
                on_result(value)
            else:
                assert isinstance(value, Exception)
                on_error(value)
        finally:
            self.settled.emit(value)
