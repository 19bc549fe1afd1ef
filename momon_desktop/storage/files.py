"""Safe reading and atomic writing of the app's files.

Small versioned JSON files of the data folder (the recent games list, the rating, the
solved puzzles, the tutorial's progress) are read with :func:`load_small_json`: a
size-limited read, strict JSON, an object with the expected ``format_version``, or a
:class:`SmallFileError` that says why not; ``storage.kept.read_kept`` then parses the
object into the file's typed model.

A write goes to a temporary file in the same folder, is flushed and fsynced, and then
replaces the target with ``os.replace`` (atomic on every supported system), so that a
crash or a power cut mid-write leaves either the old file or the new one, whole.  The
previous good file is kept beside it as ``NAME.bak``.

A temporary file is named for the process and the write (``.NAME.PID-HOST-RANDOM.tmp``),
so that two programs writing one folder never touch each other's files.  One left by a
killed save is removed when its process is no longer alive: by the next save of the
same file, and at start-up by :func:`remove_stale_temp_files`, which the app runs once
it holds the data folder's lock.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Bounded reading of users' files lives below the card sets; storage offers it too.
from momon_desktop.safefile import MAX_FILE_BYTES as MAX_FILE_BYTES
from momon_desktop.safefile import FileTooLarge as FileTooLarge
from momon_desktop.safefile import NotRegularFile as NotRegularFile
from momon_desktop.safefile import read_limited as read_limited
from momon_desktop.strictjson import loads_strict

from .messages import Localized, Text, json_value_reason, message, os_reason, show, size_detail
from .processes import host_tag, process_alive

# The recent games list and the solved puzzles are a few hundred bytes.
SMALL_FILE_BYTES = 64 * 1024


def strict_json_loads(text: str, lone_surrogates: bool = False) -> object:
    """Parse JSON text as every file of the app is parsed
    (:func:`momon_desktop.strictjson.loads_strict`): bounded nesting, no key given
    twice, numbers in range, no NaN or Infinity, no lone surrogate.

    Raises ``json.JSONDecodeError`` for bad syntax and ``ValueError`` (a
    :class:`~momon_desktop.strictjson.JsonValueError`) for the rest.
    """
    return loads_strict(text, lone_surrogates)


# ----------------------------------------------------------------------------- changes

# The fault-injection switch of the kill-between-writes tests (``tests/gui``): the
# process kills itself at once after this many more changes of kept files (None: off).
_crash_after: int | None = None
# When a list: every change of a kept file is noted in it (``(what, path)``).
_watched: list[tuple[str, str]] | None = None
_changes_lock = threading.Lock()


def crash_after(changes: int | None) -> None:
    """Tests only: make this process kill itself (SIGKILL, as a crash or a power cut
    would end it) right after ``changes`` more changes of kept files; None turns it
    off.  A change is a file written (:func:`atomic_write`), removed (:func:`remove`)
    or set aside (:func:`set_aside`)."""
    global _crash_after
    with _changes_lock:
        _crash_after = changes


def watch_changes() -> list[tuple[str, str]]:
    """Tests only: from now on note every change of a kept file, in order, in the list
    returned."""
    global _watched
    with _changes_lock:
        _watched = []
        return _watched


def _changed(what: str, path: Path) -> None:
    """A kept file was changed: noted, and the crash of a test made when it is due."""
    global _crash_after
    with _changes_lock:
        if _watched is not None:
            _watched.append((what, path.name))
        if _crash_after is None:
            return
        _crash_after -= 1
        due = _crash_after <= 0
    if due:
        if hasattr(signal, "SIGKILL"):
            os.kill(os.getpid(), signal.SIGKILL)
        os._exit(137)


def remove(path: str | os.PathLike[str]) -> bool:
    """Remove the kept file ``path``; whether none is left.  Never raises: a file that
    cannot be removed (a read-only folder, a file held by another program) or a folder
    in its place is left as it is, and the answer is False."""
    target = Path(path)
    try:
        target.unlink()
    except FileNotFoundError:
        return True
    except OSError:
        return False
    _changed("removed", target)
    return True


def set_aside(path: Path) -> Path:
    """Move a file that could not be read out of the way, to the first free
    ``NAME-unreadable-N.SUFFIX`` beside it, so that nothing is lost and a fresh file can
    take its place; returns where it is now (``path`` itself when it cannot be moved)."""
    for n in range(1, 1000):
        target = path.with_name(f"{path.stem}-unreadable-{n}{path.suffix}")
        if not os.path.lexists(target):
            try:
                path.replace(target)
            except OSError:
                return path
            _changed("set aside", path)
            return target
    return path


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where the previous good version of ``path`` is kept: ``NAME.bak``."""
    p = Path(path)
    return p.with_name(p.name + ".bak")


class SmallFileError(ValueError):
    """A small data file that cannot be used; the message names the file and the reason.

    ``problem`` is the reason in English, ``str(error)`` the file's name and the reason;
    :meth:`text` gives them in another interface language.  ``missing`` is True when
    there is no such file.
    """

    def __init__(self, path: str | os.PathLike[str], problem: str | Localized,
                 missing: bool = False) -> None:
        self.path = Path(path)
        self.detail: Localized = Text("in_file", {"file": self.path.name, "problem": problem})
        self.problem = problem if isinstance(problem, str) else problem.render("en")
        self.missing = missing
        super().__init__(self.detail.render("en"))

    def text(self, lang: str = "en") -> str:
        """The file's name and the reason in ``lang`` (``"en"`` or ``"th"``)."""
        return self.detail.render(lang)


def load_small_json(
    path: str | os.PathLike[str], version: int, limit: int = SMALL_FILE_BYTES,
    lone_surrogates: bool = False,
) -> dict[str, Any]:
    """The JSON object of a small data file whose ``format_version`` is ``version``
    (``lone_surrogates``: texts holding one are left for the caller's model to refuse).

    Raises :class:`SmallFileError` when the file does not exist, cannot be read, is
    larger than ``limit`` bytes, is empty, is not UTF-8 JSON (duplicate keys and NaN are refused),
    is not an object, or has another ``format_version``.
    """
    try:
        raw = read_limited(path, limit)
    except FileNotFoundError:
        raise SmallFileError(path, message("no_such_file"), missing=True) from None
    except FileTooLarge as exc:
        raise SmallFileError(path, message("too_large", detail=size_detail(exc))) from None
    except OSError as exc:
        raise SmallFileError(path, message("cannot_read", reason=os_reason(exc))) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SmallFileError(path, message("not_utf8", offset=exc.start)) from None
    if not text.strip():
        raise SmallFileError(path, message("empty_file"))
    try:
        data = strict_json_loads(text, lone_surrogates)
    except json.JSONDecodeError as exc:
        raise SmallFileError(
            path, message("not_json_at", line=exc.lineno, column=exc.colno)
        ) from None
    except (ValueError, RecursionError) as exc:
        raise SmallFileError(
            path, message("not_json_because", reason=json_value_reason(exc))
        ) from None
    if not isinstance(data, dict):
        raise SmallFileError(path, message("not_object"))
    found = data.get("format_version")
    if "format_version" not in data:
        raise SmallFileError(path, message("no_format_version"))
    if found != version or isinstance(found, bool):
        if isinstance(found, int) and not isinstance(found, bool) and found > version:
            raise SmallFileError(path, message("small_newer", found=found, version=version))
        # A value from the file: shown short (storage.messages.show).
        raise SmallFileError(path, message("small_version", found=show(found),
                                           version=version))
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


# Temporary files of a write: ``.NAME.PID-HOST-RANDOM.tmp`` (the new content) and
# ``.NAME.PID-HOST-RANDOM.bak-tmp`` (the backup being made), RANDOM from mkstemp.
_TEMP_SUFFIXES = (".tmp", ".bak-tmp")
_TEMP_NAME = re.compile(
    r"\.(?P<target>.+)\.(?P<pid>\d{1,10})-(?P<host>[0-9a-f]{8})-[a-z0-9_]{8}\.(?:tmp|bak-tmp)"
)
# Names written by earlier versions: ``.NAME.RANDOM.tmp``, with no process id.
_OLD_TEMP_NAME = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.(?:tmp|bak-tmp)")

# A write takes well under a second; a temporary file this old is left over whatever
# process made it, even one that is still alive or ran on another computer.
STALE_TEMP_SECONDS = 60 * 60

# How deep below the data folder the start-up clean-up looks (saves/, matches/, decks/).
_CLEAN_DEPTH = 2


def _temp_prefix(target: Path) -> str:
    return f".{target.name}.{os.getpid()}-{host_tag()}-"


def _is_stale(entry: Path, match: re.Match[str] | None, now: float,
              by_age: bool = True) -> bool:
    """Whether the temporary file ``entry`` (its name parsed in ``match``, None for an
    old name without a process id) belongs to no write that may still be going on."""
    if match is not None and match["host"] == host_tag():
        pid = int(match["pid"])
        if pid != os.getpid() and not process_alive(pid):
            return True
    if not by_age:
        return False
    try:
        age = now - entry.lstat().st_mtime
    except OSError:
        return False
    return age > STALE_TEMP_SECONDS


def _temp_match(name: str) -> tuple[bool, re.Match[str] | None]:
    """(whether ``name`` is an atomic write's temporary file, its parsed name)."""
    if not name.startswith(".") or not name.endswith(_TEMP_SUFFIXES):
        return False, None
    match = _TEMP_NAME.fullmatch(name)
    if match is not None:
        return True, match
    return _OLD_TEMP_NAME.fullmatch(name) is not None, None


def _remove_if_stale(entry: Path, now: float, by_age: bool) -> bool:
    is_temp, match = _temp_match(entry.name)
    if not is_temp or not _is_stale(entry, match, now, by_age):
        return False
    try:
        if not entry.is_file() or entry.is_symlink():
            return False
        entry.unlink()
    except OSError:
        return False
    return True


def remove_stale_temp_files(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporary files that killed saves left in ``folder`` and the folders
    below it (two levels), and return them.

    A file is removed when the process named in it has ended (on this computer), or
    when it is older than :data:`STALE_TEMP_SECONDS`.  Only the process that holds the
    data folder's lock runs this, at start-up, so no file of a write under way in
    another instance of the app is ever removed.  Never raises.
    """
    root = Path(folder)
    now = time.time()
    removed: list[Path] = []
    pending: list[tuple[Path, int]] = [(root, 0)]
    while pending:
        here, depth = pending.pop()
        try:
            entries = list(os.scandir(here))
        except OSError:
            continue
        for item in entries:
            try:
                if item.is_dir(follow_symlinks=False):
                    if depth < _CLEAN_DEPTH:
                        pending.append((Path(item.path), depth + 1))
                    continue
            except OSError:
                continue
            path = Path(item.path)
            if _remove_if_stale(path, now, by_age=True):
                removed.append(path)
    return sorted(removed)


def _remove_leftovers(target: Path) -> None:
    """Temporary files of an earlier save of ``target`` whose process has ended.

    A file of a process that is still alive is another write under way (a second
    program saving the same file): it is never touched.
    """
    now = time.time()
    prefix = f".{target.name}."
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return
    for item in entries:
        if item.name.startswith(prefix):
            is_temp, match = _temp_match(item.name)
            if is_temp and match is not None and match["target"] == target.name:
                _remove_if_stale(Path(item.path), now, by_age=False)


def _keep_backup(path: Path) -> None:
    """Make ``NAME.bak`` a copy of ``path`` without ever leaving ``NAME.bak`` half made."""
    bak = backup_path(path)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=".bak-tmp", dir=path.parent)
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


def atomic_write(
    path: str | os.PathLike[str],
    data: bytes,
    backup: bool = True,
    is_good: Callable[[Path], bool] | None = None,
    mode: int | None = None,
) -> None:
    """Write ``data`` to ``path`` atomically.

    With ``mode`` (POSIX), the file has those permissions from the moment it appears
    under its name; otherwise it is private to the user (0600).

    With ``backup``, an existing ``path`` becomes ``NAME.bak`` first, but only if
    ``is_good`` (when given) accepts it, so that a damaged file never replaces a good
    backup.  Raises ``OSError`` if the file cannot be written; the old file is then
    untouched.
    """
    target = Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _remove_leftovers(target)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if mode is not None and os.name == "posix":
                os.fchmod(f.fileno(), mode)
            os.fsync(f.fileno())
        if backup and target.is_file() and (is_good is None or is_good(target)):
            _keep_backup(target)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _fsync_dir(folder)
    _changed("written", target)
