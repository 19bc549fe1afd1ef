"""The one reader of the JSON content the app ships and a player may add beside it:
practice puzzles, opponent profiles, lessons and How to play.

Each kind validates its own fields; reading the file and saying what is wrong with it
as a file (cannot be opened, not UTF-8, not JSON) is done here, once, in the same words
for all of them: the file, then the line and column of a JSON error, then the reason.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from momon_desktop.safefile import FileTooLarge, NotRegularFile, read_limited
from momon_desktop.strictjson import NestedTooDeeply, loads_strict

# The largest content file read: the biggest the app ships is a few kilobytes.
MAX_CONTENT_BYTES = 1 << 20


def read_json(path: str | os.PathLike[str], error: Callable[[str], Exception],
              source: str | None = None) -> object:
    """The JSON value in the file at ``path``, read within bounds as every file a person
    may put beside the app (:func:`~momon_desktop.safefile.read_limited`: a regular
    file only, a FIFO never waited on, at most :data:`MAX_CONTENT_BYTES`) and parsed as
    every file of the app is (:func:`~momon_desktop.strictjson.loads_strict`). A file
    that cannot be read, is not UTF-8 or is not such JSON raises ``error(message)``, the
    message starting with ``source`` (the path by default) and saying where and why."""
    where = os.fspath(path) if source is None else source
    try:
        raw = read_limited(path, MAX_CONTENT_BYTES)
    except NotRegularFile:
        raise error(f"{where}: not a regular file") from None
    except FileTooLarge:
        raise error(f"{where}: larger than {MAX_CONTENT_BYTES // 1024} KiB") from None
    except OSError as exc:
        raise error(f"{where}: {exc.strerror or exc}") from None
    try:
        return loads_strict(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise error(f"{where}: byte {exc.start} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise error(f"{where}: line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except NestedTooDeeply:
        raise error(f"{where}: nested too deeply") from None
    except ValueError as exc:  # the other refusals of loads_strict, in plain words
        raise error(f"{where}: {exc}") from None


def json_files(directory: str | os.PathLike[str]) -> list[Path]:
    """The ``*.json`` files of ``directory``, by file name."""
    return sorted(Path(directory).glob("*.json"))
