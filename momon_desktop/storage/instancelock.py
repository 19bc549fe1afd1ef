"""One instance of the app per data folder (``docs/records.md``, "Where files live").

The app holds ``DATA/instance.lock`` for as long as it runs: an operating-system lock
on the file (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows), which the
system lets go of when the process ends in any way, a crash or a kill included.  The
file itself says who holds it: the process id, the computer's name, when it started,
and where it listens for a request to show its window (:class:`Beacon`).

A second start finds the lock taken and gets :class:`FolderInUse`, naming the holder.
A lock whose holder has ended is not held any more and is taken over silently; its
old contents are simply replaced.  Where the file system offers no lock (some network
folders), the process id in the file decides: a lock whose process no longer runs on
this computer is stale.

The headless commands (referee, bench, match) never take the lock: they write only
the files they are given, and every write is atomic with its own temporary file
(:mod:`momon_desktop.storage.files`).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import secrets
import stat
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing import AuthenticationError
from multiprocessing.connection import Client, Connection, Listener
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from momon_desktop.strictjson import loads_strict

from .files import remove_stale_temp_files, set_aside
from .kept import MAX_PID, KeptModel, moment, parse_kept, tell
from .messages import message
from .processes import process_alive, this_host

LOCK_NAME = "instance.lock"
LOCK_FORMAT_VERSION = 1

# The lock file's contents are a few hundred bytes; anything longer is not ours.
_MAX_LOCK_BYTES = 4096
# On Windows a locked byte cannot be read by others, so the byte locked lies past the
# contents, which every second start reads.
_WINDOWS_LOCK_OFFSET = 1 << 20

# The request a second start sends to the running instance, and the answers.
SHOW_REQUEST = b"show"
SHOWN = b"shown"
NOT_SHOWN = b"not shown"
# How long a second start waits for the running instance to show its window.
SHOW_TIMEOUT_SECONDS = 10.0
# A beacon's address: a socket name or a named pipe's path.
MAX_BEACON_CHARS = 300


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a data folder, as its lock file says (fields empty when not known)."""

    pid: int = 0
    host: str = ""
    started: str = ""
    beacon: str = ""
    key: str = ""

    @property
    def on_this_computer(self) -> bool:
        """Whether the holder runs on this computer (a network folder may be shared)."""
        return self.host == this_host()

    @classmethod
    def from_bytes(cls, raw: bytes) -> Holder | None:
        """The holder a lock file names, or None when it names none (empty, broken, or
        beyond the bounds of :class:`LockFile`)."""
        try:
            data = loads_strict(raw.decode("utf-8"))
            found = parse_kept(LockFile, data)
        except (UnicodeDecodeError, ValueError):
            return None
        return cls(found.pid, found.host, found.started, found.beacon, found.key)

    def to_bytes(self) -> bytes:
        return json.dumps({
            "format_version": LOCK_FORMAT_VERSION, "pid": self.pid, "host": self.host,
            "started": self.started, "beacon": self.beacon, "key": self.key,
        }, ensure_ascii=False).encode("utf-8")


def _started(value: str) -> str:
    return value if value == "" else moment(value)


class LockFile(KeptModel):
    """``instance.lock``, format version 1: who holds the data folder."""

    format_version: Literal[1]
    pid: Annotated[int, Field(ge=1, le=MAX_PID)]
    host: Annotated[str, Field(max_length=255)] = ""
    started: Annotated[str, Field(max_length=40), AfterValidator(_started)] = ""
    beacon: Annotated[str, Field(max_length=MAX_BEACON_CHARS)] = ""
    key: Annotated[str, Field(pattern=r"^([0-9a-f]{64})?$")] = ""


class FolderInUse(Exception):
    """Another instance of the app holds the data folder ``folder``; ``holder`` says
    which one, when its lock file tells (None when it does not yet)."""

    def __init__(self, folder: Path, holder: Holder | None) -> None:
        self.folder = folder
        self.holder = holder
        who = f"process {holder.pid} on {holder.host or 'an unknown computer'}" if holder else (
            "another process")
        super().__init__(f"{folder} is in use by {who}")


def _os_lock(fd: int) -> bool | None:
    """Try to lock the open file ``fd`` without waiting: True when this process has it
    now, False when another process holds it, None when the file system offers no lock."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            return False if exc.errno in (errno.EACCES, errno.EDEADLK) else None
        return True
    try:
        import fcntl
    except ImportError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        return None  # ENOLCK, EOPNOTSUPP, ...: this file system has no locks
    return True


def _os_unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    try:
        import fcntl
    except ImportError:
        return
    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_UN)


# Opening the lock never follows a link and never waits (a FIFO in its place).
_OPEN_FLAGS = (getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
               | getattr(os, "O_NONBLOCK", 0))


def read_holder(folder: str | os.PathLike[str]) -> Holder | None:
    """Who the lock file of ``folder`` names (whether or not the lock is held); None
    when it names none or is not a regular file (it is never read then)."""
    try:
        fd = os.open(Path(folder) / LOCK_NAME, os.O_RDONLY | _OPEN_FLAGS)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return Holder.from_bytes(os.read(fd, _MAX_LOCK_BYTES + 1))
    except OSError:
        return None
    finally:
        os.close(fd)


def _clear_the_way(path: Path) -> None:
    """A lock file that is not a regular file (a folder, a FIFO, a device, a symbolic
    link, one that leads nowhere included) is moved aside, so that the lock is taken on
    a file of its own; the window says where it went."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISREG(mode):
        return
    kept = set_aside(path)
    if kept != path:
        tell(message("set_aside_not_a_file", name=path.name, kept=kept.name))


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class InstanceLock:
    """The lock of one data folder.  :meth:`acquire` takes it or raises
    :class:`FolderInUse`; :meth:`release` (or leaving a ``with`` block) lets it go."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self.holder: Holder | None = None
        self._fd: int | None = None
        self._os_locked = False

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> Holder:
        """Take the lock and write this process into the file; returns what it wrote.

        Raises :class:`FolderInUse` when another live process holds it, and ``OSError``
        when the folder or the file cannot be made or opened.
        """
        if self._fd is not None:
            raise RuntimeError("the lock is held already")
        self.folder.mkdir(parents=True, exist_ok=True)
        flags = os.O_RDWR | os.O_CREAT | _OPEN_FLAGS
        for _attempt in range(5):
            _clear_the_way(self.path)
            fd = os.open(self.path, flags, 0o600)
            try:
                if not stat.S_ISREG(os.fstat(fd).st_mode):
                    # something else took the name between the look and the open
                    os.close(fd)
                    continue
                locked = _os_lock(fd)
                if locked is False:
                    raise FolderInUse(self.folder, read_holder(self.folder))
                if locked is None:
                    holder = read_holder(self.folder)
                    if holder is not None and holder.pid != os.getpid() and (
                            not holder.on_this_computer or process_alive(holder.pid)):
                        raise FolderInUse(self.folder, holder)
                elif not _same_file(fd, self.path):
                    # removed and made again between the open and the lock: try again
                    _os_unlock(fd)
                    os.close(fd)
                    continue
            except BaseException:
                with contextlib.suppress(OSError):
                    os.close(fd)
                raise
            if os.name == "posix":
                # the beacon's key is in the file: only its owner may read it
                with contextlib.suppress(OSError):
                    os.fchmod(fd, 0o600)
            self._fd = fd
            self._os_locked = bool(locked)
            return self.describe(Holder(os.getpid(), this_host(), _now()))
        raise FolderInUse(self.folder, read_holder(self.folder))

    def describe(self, holder: Holder) -> Holder:
        """Write ``holder`` into the lock file (this process must hold the lock)."""
        if self._fd is None:
            raise RuntimeError("the lock is not held")
        data = holder.to_bytes()
        os.lseek(self._fd, 0, os.SEEK_SET)
        written = 0
        while written < len(data):
            written += os.write(self._fd, data[written:])
        os.ftruncate(self._fd, len(data))
        with contextlib.suppress(OSError):
            os.fsync(self._fd)
        self.holder = holder
        return holder

    def release(self) -> None:
        """Let go of the lock.  The file stays, emptied: removing it could let two later
        starts each lock a file of their own under the same name."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
        if self._os_locked:
            _os_unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)
        self.holder = None

    def __enter__(self) -> InstanceLock:
        if not self.held:
            self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _same_file(fd: int, path: Path) -> bool:
    try:
        mine, named = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (named.st_dev, named.st_ino)


def claim_data_folder(folder: str | os.PathLike[str]) -> InstanceLock:
    """What the app does at start-up: take the data folder's lock (or raise
    :class:`FolderInUse`), then remove the temporary files that killed saves left
    there, which no other process can be writing now."""
    lock = InstanceLock(folder)
    lock.acquire()
    remove_stale_temp_files(lock.folder)
    return lock


# ----------------------------------------------------------------------------- beacon


def _beacon_address() -> str:
    name = f"momon-desktop-{os.getpid()}-{secrets.token_hex(4)}"
    if sys.platform == "win32":
        return rf"\\.\pipe\{name}"
    if sys.platform.startswith("linux"):
        return "\0" + name  # the abstract namespace: no file to leave behind
    import tempfile

    return os.path.join(tempfile.gettempdir(), name + ".sock")


class Beacon:
    """Where the running instance listens for a second start's request to show its
    window.  ``on_show`` is called on the beacon's own thread and answers whether the
    window was shown.  Only a process that can read the lock file knows the key."""

    def __init__(self, on_show: Callable[[], bool]) -> None:
        self.on_show = on_show
        self.address = _beacon_address()
        self.key = secrets.token_bytes(32)
        self._listener: Any = Listener(self.address, authkey=self.key)
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="momon-beacon", daemon=True)
        self._thread.start()

    def holder(self, holder: Holder) -> Holder:
        """``holder`` with this beacon's address and key."""
        return Holder(holder.pid, holder.host, holder.started, self.address, self.key.hex())

    def _serve(self) -> None:
        while not self._stopping.is_set():
            try:
                conn: Connection = self._listener.accept()
            except (EOFError, ConnectionError, AuthenticationError):
                continue  # a client that went away or had the wrong key
            except OSError:
                return  # the listener itself was closed
            with conn:
                if self._stopping.is_set():
                    return
                try:
                    if conn.recv_bytes(64) == SHOW_REQUEST:
                        conn.send_bytes(SHOWN if self.on_show() else NOT_SHOWN)
                except (OSError, EOFError):
                    continue

    def close(self) -> None:
        """Stop listening. The thread is woken by one last connection of its own, made
        on a thread of its own: when the beacon's thread has already seen the stop (it
        ends after the request it was answering), nobody answers that connection, and
        closing the listener ends it."""
        if self._stopping.is_set():
            return
        self._stopping.set()
        waker = threading.Thread(target=self._wake, name="momon-beacon-wake", daemon=True)
        waker.start()
        self._thread.join(timeout=5)
        with contextlib.suppress(OSError):
            self._listener.close()
        waker.join(timeout=1)

    def _wake(self) -> None:
        with contextlib.suppress(Exception):
            Client(self.address, authkey=self.key).close()


def can_ask(holder: Holder | None) -> bool:
    """Whether the instance ``holder`` names can be asked to show its window: it runs
    on this computer and its lock file names its beacon."""
    return holder is not None and bool(holder.beacon and holder.key) and holder.on_this_computer


def ask_to_show(holder: Holder | None, timeout: float = SHOW_TIMEOUT_SECONDS) -> bool:
    """Ask the instance that holds a data folder to bring its window to the front;
    True once it answers that it did."""
    if holder is None or not can_ask(holder):
        return False
    try:
        key = bytes.fromhex(holder.key)
    except ValueError:
        return False
    if sys.platform == "win32":
        import ctypes

        # Windows lets the process the person started give the foreground away.
        with contextlib.suppress(Exception):
            ctypes.windll.user32.AllowSetForegroundWindow(holder.pid)
    try:
        conn = Client(holder.beacon, authkey=key)
    except Exception:  # refused, gone, a foreign listener (AuthenticationError)
        return False
    with conn:
        try:
            conn.send_bytes(SHOW_REQUEST)
            if not conn.poll(timeout):
                return False
            return conn.recv_bytes(64) == SHOWN
        except (OSError, EOFError):
            return False
