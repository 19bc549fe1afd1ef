"""Where the app keeps its files, the autosave of the unfinished game and recent games.

Everything lives under the user data folder that platformdirs gives for
``momon-desktop`` (for example ``~/.local/share/momon-desktop`` on Linux); the
environment variable ``MOMON_DATA_DIR`` points it elsewhere (tests, portable installs).

    DATA/saves/           saved games (``*.momon.json``)
    DATA/autosave.momon.json   the unfinished game, rewritten after every decision
    DATA/recent.json      the list of recently saved or opened games
    DATA/hosted-table.json     the table hosted for the autosave's game (storage.hostedtable)
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

import platformdirs
from pydantic import Field

from .files import SmallFileError, atomic_write, remove
from .kept import KeptModel, KeptPath, Moment, parse_kept, read_kept, tell
from .messages import Refusal, message, os_reason
from .record import GameRecord, LoadedRecord, RecordError, load_record, save_record

APP_NAME = "momon-desktop"
DATA_DIR_ENV = "MOMON_DATA_DIR"
RECORD_SUFFIX = ".momon.json"
AUTOSAVE_NAME = "autosave" + RECORD_SUFFIX
RECENT_NAME = "recent.json"
RECENT_FORMAT_VERSION = 1
MAX_RECENT = 10
# An entry's title ("Ann against Bo": two names of the record, at most 100 characters
# each, and the words between them).
MAX_RECENT_TITLE_CHARS = 300
# Entries read from the file at most (the app writes MAX_RECENT).
MAX_RECENT_READ = 100


def data_dir() -> Path:
    """The app's data folder: ``MOMON_DATA_DIR`` if set, else the platformdirs one."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """The folder offered for Save and Open."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    """The one autosave file of the unfinished game. In the app, the window's
    :class:`~momon_desktop.storage.autosave.Autosave` writes it in order and says when
    the writes in flight are done."""
    return data_dir() / AUTOSAVE_NAME


def recent_path() -> Path:
    """The recent games list."""
    return data_dir() / RECENT_NAME


def default_save_path(record: GameRecord) -> Path:
    """A new file name in the saves folder for ``record``, from its creation time."""
    stamp = record.created.replace(":", "").replace("-", "")
    stem = f"game-{stamp}"
    folder = saves_dir()
    path = folder / (stem + RECORD_SUFFIX)
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{RECORD_SUFFIX}"
        n += 1
    return path


# ----------------------------------------------------------------------------- autosave


def write_autosave(record: GameRecord) -> None:
    """Autosave after a decision: write the game as it stands, the last decision of a
    finished game included (7.3.4: its Game Result is then on disk before anything else
    of the game's end, so no start after a crash offers it as unfinished; the autosave
    goes once the finished game is kept, ``docs/records.md``)."""
    save_record(autosave_path(), record, backup=False)


def clear_autosave() -> bool:
    """Remove the autosave (the game ended or the player discarded it).

    Returns whether no autosave is left.  Never raises: when the file cannot be
    removed (a read-only folder, a file held by another program) or a folder stands
    in its place, it is left as it is and the answer is False.
    """
    return remove(autosave_path())


def has_autosave() -> bool:
    """Whether an unfinished game is waiting to be resumed."""
    return autosave_path().is_file()


def load_autosave() -> LoadedRecord | None:
    """The unfinished game, verified, or None when there is none.

    Raises :class:`RecordError` when the autosave exists but cannot be used; the file
    is left as it is so that nothing is lost.
    """
    path = autosave_path()
    if not path.is_file():
        return None
    return load_record(path)


# ----------------------------------------------------------------------------- recent games


@dataclass(frozen=True, slots=True)
class RecentGame:
    """One entry of the recent games list; ``created`` is the game record's creation
    time (empty when not known), which tells which file a game was last saved to."""

    path: str
    title: str
    when: str
    created: str = ""


class RecentEntry(KeptModel):
    """One entry of ``recent.json`` as the file keeps it."""

    path: KeptPath
    title: Annotated[str, Field(max_length=MAX_RECENT_TITLE_CHARS)]
    when: Moment
    created: Moment | None = None


class RecentFile(KeptModel):
    """``recent.json``, format version 1: its entries are read one by one."""

    format_version: Literal[1]
    games: Annotated[list[object], Field(max_length=MAX_RECENT_READ)]


def recent_games() -> list[RecentGame]:
    """The recent games, newest first.  A missing or damaged list reads as empty, and an
    entry that breaks the format (a text that is no Unicode, a time out of range, ...)
    is left out; the next change of the list writes it without them."""
    path = recent_path()
    try:
        data = read_kept(path, RecentFile, RECENT_FORMAT_VERSION)
    except SmallFileError as exc:
        if not exc.missing:
            tell(message("recent_unusable", problem=exc.detail))
        return []
    out: list[RecentGame] = []
    for i, item in enumerate(data.games):
        try:
            entry = parse_kept(RecentEntry, item)
        except Refusal as exc:
            tell(message("recent_left_out", number=i + 1, problem=exc.detail))
            continue
        out.append(RecentGame(entry.path, entry.title, entry.when, entry.created or ""))
    return out[:MAX_RECENT]


def add_recent(
    path: str | os.PathLike[str], title: str, when: str, created: str = ""
) -> list[RecentGame]:
    """Put ``path`` at the top of the recent games list and return the new list.

    ``created`` is the creation time of the game record in the file.  Raises
    :class:`RecordError` when the list cannot be written, or when the entry would break
    the list's format (then nothing is written).
    """
    key = str(Path(path).resolve())
    new = RecentGame(key, title, when, created)
    try:
        parse_kept(RecentEntry, _entry(new))
    except Refusal as exc:
        raise RecordError(message("recent_entry", problem=exc.detail)) from None
    games = [g for g in recent_games() if g.path != key]
    games.insert(0, new)
    games = games[:MAX_RECENT]
    data = {"format_version": RECENT_FORMAT_VERSION, "games": [_entry(g) for g in games]}
    try:
        atomic_write(recent_path(), json.dumps(data, ensure_ascii=False, indent=1).encode())
    except OSError as exc:
        raise RecordError(message("recent_cannot_write", reason=os_reason(exc))) from None
    return games


def _entry(game: RecentGame) -> dict[str, str]:
    entry = {"path": game.path, "title": game.title, "when": game.when}
    if game.created:
        entry["created"] = game.created
    return entry


def recent_file_of(created: str) -> Path | None:
    """The file the game created at ``created`` was last saved to or opened from, when
    the recent games list names one that still exists."""
    for game in recent_games():
        if game.created == created and Path(game.path).is_file():
            return Path(game.path)
    return None
