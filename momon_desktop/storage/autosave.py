"""The autosave of the game on the table, kept by one object that owns its writer.

The window makes one :class:`Autosave` and hands it to every piece that touches the
unfinished game's file (the game's own autosave after each decision, keeping a finished
game, the match in progress, the resume offer, quitting). Writes go to a thread of
their own, one after another in the order they were handed over, so a slow disk (its
fsync) never holds up the window's next picture. Waiting for them is always an
explicit call (:meth:`Autosave.wait`); the methods that read, remove or replace the
file wait first, and say so.

Commands and tests without a window use the plain functions of
:mod:`~momon_desktop.storage.locations` (``write_autosave``, ``load_autosave``, ...),
which write and read at once.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from .locations import autosave_path, clear_autosave, load_autosave
from .record import GameRecord, LoadedRecord, RecordError, save_record

WRITER_THREAD = "momon-autosave"


class AutosaveWriter:
    """Runs writes on a thread of its own, one after another in the order they were
    handed over. :meth:`wait` returns once every write handed over is done."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: list[Future[None]] = []
        self._pool: ThreadPoolExecutor | None = None

    def run(self, job: Callable[[], None]) -> None:
        """Run ``job`` on the writer's thread, after everything handed over before it.
        ``job`` reports its own failures; an exception it lets out is a defect, handed
        to ``sys.excepthook`` (never silently dropped)."""
        def guarded() -> None:
            try:
                job()
            except Exception:
                sys.excepthook(*sys.exc_info())

        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(1, thread_name_prefix=WRITER_THREAD)
            self._pending.append(self._pool.submit(guarded))

    def wait(self) -> None:
        """Return once every write handed over so far has finished (at once on the
        writer's own thread, where a job waiting for itself would never end)."""
        if threading.current_thread().name.startswith(WRITER_THREAD):
            return
        with self._lock:
            pending = list(self._pending)
        for future in pending:
            future.exception()  # waits; a failure was reported by the job itself
        with self._lock:
            self._pending = [f for f in self._pending if not f.done()]

    def close(self) -> None:
        """Finish what was handed over and let the thread go."""
        self.wait()
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)


class Autosave:
    """The unfinished game's file (``autosave.momon.json`` in the data folder) and the
    writer that keeps it, in the order of the game's decisions (``docs/records.md``)."""

    def __init__(self) -> None:
        self._writer = AutosaveWriter()

    @property
    def path(self) -> Path:
        """Where the autosave is; this does not wait for the writes in flight."""
        return autosave_path()

    def wait(self) -> None:
        """Return once every write handed over so far is on disk (or has failed)."""
        self._writer.wait()

    def write_soon(self, record: GameRecord, done: Callable[[RecordError | None], None]) -> None:
        """Write ``record`` as the autosave on the writer's thread (7.3.4: the last
        decision of a finished game too, so that its result is on disk before anything
        else of the game's end); ``done`` is called there with the ``RecordError`` or
        None. Writes handed over before it go first."""
        path = self.path

        def write() -> None:
            try:
                save_record(path, record, backup=False)
            except RecordError as exc:
                done(exc)
                return
            done(None)

        self._writer.run(write)

    def after_writes(self, job: Callable[[], None]) -> None:
        """Run ``job`` (another write of the game on the table, such as keeping a
        finished game or the match in progress) on the writer's thread, after the writes
        handed over before it; :meth:`wait` waits for it too."""
        self._writer.run(job)

    def write_now(self, record: GameRecord) -> None:
        """Wait for the writes in flight, then write ``record`` at once; raises
        :class:`RecordError`."""
        self.wait()
        save_record(self.path, record, backup=False)

    def exists(self) -> bool:
        """Whether an unfinished game is waiting to be resumed, once the writes in flight
        are done."""
        self.wait()
        return self.path.is_file()

    def load(self) -> LoadedRecord | None:
        """The unfinished game, verified, once the writes in flight are done, or None
        (:func:`~momon_desktop.storage.locations.load_autosave`)."""
        self.wait()
        return load_autosave()

    def clear(self) -> bool:
        """Remove the autosave once the writes in flight are done; whether none is left
        (:func:`~momon_desktop.storage.locations.clear_autosave`)."""
        self.wait()
        return clear_autosave()

    def close(self) -> None:
        """Finish every write handed over and stop the writer's thread (the window
        closes)."""
        self._writer.close()
