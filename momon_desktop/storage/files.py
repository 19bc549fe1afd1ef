"""Safe reading and atomic writing of the app's files.

A write goes to a temporary file in the same folder, is flushed and fsynced, and then
replaces the target with ``os.replace`` (atomic on every supported system), so that a
crash or a power cut mid-write leaves either the old file or the new one, whole.  The
previous good file is kept beside it as ``NAME.bak``.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from momon_desktop.cards.loader import reject_duplicate_keys

# A game record is a few KB; anything above this is not one of ours.
MAX_FILE_BYTES = 1024 * 1024


class FileTooLarge(ValueError):
    """A file larger than the limit for its kind."""


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a JSON value")


def strict_json_loads(text: str) -> object:
    """Parse JSON text, refusing duplicate keys and NaN/Infinity.

    Raises ``json.JSONDecodeError`` for bad syntax and ``ValueError`` for the rest.
    """
    return json.loads(text, object_pairs_hook=reject_duplicate_keys, parse_constant=_no_constants)


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where the previous good version of ``path`` is kept: ``NAME.bak``."""
    p = Path(path)
    return p.with_name(p.name + ".bak")


def read_limited(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """Read a whole file, refusing one larger than ``limit`` bytes without reading it.

    Raises ``OSError`` when it cannot be read and :class:`FileTooLarge` when too large.
    """
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise FileTooLarge(f"{size} bytes, more than the limit of {limit} bytes")
        data = f.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(f"more than the limit of {limit} bytes")
    return data


def _fsync_dir(folder: Path) -> None:
    # POSIX: the rename itself is durable only once the folder entry is synced.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _keep_backup(path: Path) -> None:
    """Make ``NAME.bak`` a copy of ``path`` without ever leaving ``NAME.bak`` half made."""
    bak = backup_path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".bak-tmp", dir=path.parent)
    os.close(fd)
    try:
        os.unlink(tmp)
        try:
            os.link(path, tmp)  # a second name for the old file: no copying
        except OSError:
            shutil.copy2(path, tmp)  # file systems without hard links
        os.replace(tmp, bak)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _remove_leftovers(target: Path) -> None:
    """Temporary files of an earlier save of ``target`` that was killed mid-way."""
    name = glob.escape(target.name)
    for pattern in (f".{name}.*.tmp", f".{name}.*.bak-tmp"):
        for leftover in target.parent.glob(pattern):
            with contextlib.suppress(OSError):
                leftover.unlink()


def atomic_write(
    path: str | os.PathLike[str],
    data: bytes,
    backup: bool = True,
    is_good: Callable[[Path], bool] | None = None,
) -> None:
    """Write ``data`` to ``path`` atomically.

    With ``backup``, an existing ``path`` becomes ``NAME.bak`` first, but only if
    ``is_good`` (when given) accepts it, so that a damaged file never replaces a good
    backup.  Raises ``OSError`` if the file cannot be written; the old file is then
    untouched.
    """
    target = Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _remove_leftovers(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if backup and target.is_file() and (is_good is None or is_good(target)):
            _keep_backup(target)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _fsync_dir(folder)
