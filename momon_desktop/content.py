"""The one reader of the JSON content the app ships and a player may add beside it:
practice puzzles, opponent profiles, lessons and How to play.

Each kind validates its own fields; reading the file and saying what is wrong with it
as a file (cannot be opened, not UTF-8, not JSON) is done here, once, in the same words
for all of them: the file, then the line and column of a JSON error, then the reason.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path

# The largest content file read: the biggest the app ships is a few kilobytes.
MAX_CONTENT_BYTES = 1 << 20


def read_json(path: str | os.PathLike[str], error: Callable[[str], Exception],
              source: str | None = None) -> object:
    """The JSON value in the file at ``path``. A file that cannot be read, is not UTF-8 or
    is not JSON raises ``error(message)``, the message starting with ``source`` (the path
    by default) and saying where and why."""
    where = os.fspath(path) if source is None else source
    try:
        # not blocking on a FIFO or a device: only a regular file is read
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(fd, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise error(f"{where}: not a regular file")
            raw = fh.read(MAX_CONTENT_BYTES + 1)
    except OSError as exc:
        raise error(f"{where}: {exc.strerror or exc}") from None
    if len(raw) > MAX_CONTENT_BYTES:
        raise error(f"{where}: larger than {MAX_CONTENT_BYTES // 1024} KiB")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise error(f"{where}: byte {exc.start} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise error(f"{where}: line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise error(f"{where}: nested too deeply") from None


def json_files(directory: str | os.PathLike[str]) -> list[Path]:
    """The ``*.json`` files of ``directory``, by file name."""
    return sorted(Path(directory).glob("*.json"))
