"""Reading a file the app did not write, within bounds: only a regular file (never a
folder, a FIFO or a device, which could block or never end), and never more bytes than
the limit for its kind, whatever size the file claims.

Below the card sets, storage and the shipped content (puzzles, profiles, lessons),
which read the files a person may give the app through it; it needs nothing but the
standard library.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

# A game record or a deck is a few KB; anything above this is not ours. Card sets have
# their own limit (limits.MAX_CARD_SET_BYTES).
MAX_FILE_BYTES = 1024 * 1024
# How much read_limited asks for at a time.
_CHUNK_BYTES = 64 * 1024


class FileTooLarge(ValueError):
    """A file larger than the limit for its kind: ``size`` is its size when the system
    gave it (None when the bytes were counted while reading), ``limit`` the limit."""

    def __init__(self, message: str, limit: int = 0, size: int | None = None) -> None:
        super().__init__(message)
        self.limit = limit
        self.size = size


class NotRegularFile(OSError):
    """A path that is not a regular file (a folder, a FIFO, a device): never read.

    An ``OSError``, so that every reader reports it as a file it cannot read.
    """


def _check_regular(path: str | os.PathLike[str], st: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFile(f"{Path(path).name} is not a regular file")
    if st.st_size > limit:
        raise FileTooLarge(
            f"{st.st_size} bytes, more than the limit of {limit} bytes", limit, st.st_size
        )


def read_limited(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """Read a whole regular file of at most ``limit`` bytes.

    A folder, a FIFO or a device is refused with :class:`NotRegularFile` before it is
    read (a FIFO is opened without blocking), and a file larger than ``limit`` with
    :class:`FileTooLarge`; at most ``limit + 1`` bytes are ever read, whatever size the
    file claims.  Raises ``OSError`` when the file cannot be read.
    """
    _check_regular(path, os.stat(path), limit)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    try:
        # The path may have been replaced between the stat and the open.
        _check_regular(path, os.fstat(fd), limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK_BYTES, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(fd)
    if total > limit:
        raise FileTooLarge(f"more than the limit of {limit} bytes", limit)
    return b"".join(chunks)
