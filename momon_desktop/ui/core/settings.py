"""The settings the app keeps (``QSettings``), each read back through its bounds
(``docs/records.md``, "Kept files and their bounds").

The settings file is the system's (an INI file under the user's configuration folder on
Linux, the registry on Windows) and anyone may edit it, so no value is used as it is
read: each key has one reader here that checks its type and bounds, and a value that
fails is left out (the default takes its place) with a plain sentence for the window to
show once it is up (:func:`momon_desktop.storage.kept.tell`). The next change of that
setting writes a good value over it.

| key | what | bounds |
|---|---|---|
| ``language`` | interface language | ``en`` or ``th`` |
| ``animation_speed`` | View ▸ Animation speed | a pace's name (``core.pace``) |
| ``far_upright`` | far cards drawn upright | true or false |
| ``geometry`` | the window's size and place | bytes, at most 4 KB |
| ``last_game`` | Play again's setup (JSON) | at most 16 KB, read by ``features.playagain`` |
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Collection
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from momon_desktop.storage.files import set_aside
from momon_desktop.storage.kept import tell, told, valid_text
from momon_desktop.storage.messages import Localized, Refusal, message, show

LANGUAGE = "language"
FAR_UPRIGHT = "far_upright"
GEOMETRY = "geometry"
LAST_GAME = "last_game"
# Qt's saveGeometry() is about 70 bytes; anything far larger is not one.
MAX_GEOMETRY_BYTES = 4096
# Play again's setup: two players and two decks of card ids.
MAX_LAST_GAME_CHARS = 16384
# Any other text setting.
MAX_SETTING_CHARS = 100


def open_settings() -> QSettings:
    """The app's settings (the organisation's and application's names must be set).

    Where they are a file (Linux and other Unix systems but macOS: the INI file
    ``$XDG_CONFIG_HOME/ORGANISATION/APPLICATION.conf`` that ``QSettings()`` uses), that
    file is looked at before Qt reads it: one that is not a regular file (a FIFO, which
    the read would wait on for ever, a socket, a device, a folder, a symbolic link,
    through which Qt would write the settings over whatever file it leads to) is moved
    aside, and the app starts with its defaults (the window says so). Only that file is
    read, never the organisation's or the system's files Qt would fall back on.
    """
    if os.name != "posix" or sys.platform == "darwin":
        return QSettings()  # the registry, or macOS's preferences
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    app = QCoreApplication.instance()
    if not folder or app is None:
        return QSettings()
    path = Path(folder) / app.organizationName() / f"{app.applicationName()}.conf"
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG  # no file yet: Qt writes one
    except OSError:
        mode = 0
    if not stat.S_ISREG(mode):
        kept = set_aside(path)
        if kept != path:
            tell(message("set_aside_not_a_file", name=path.name, kept=kept.name))
    return QSettings(str(path), QSettings.Format.IniFormat)


def left_out(key: str, problem: Localized) -> None:
    """Say that the setting ``key`` could not be used and its default takes its place."""
    tell(message("setting_left_out", key=key, problem=problem))


def read_text(settings: QSettings, key: str, max_chars: int = MAX_SETTING_CHARS) -> str | None:
    """The text setting ``key``: None when it is not set or cannot be used (not a text,
    not Unicode, longer than ``max_chars`` characters)."""
    value = settings.value(key)
    if value is None:
        return None
    if not isinstance(value, str):
        left_out(key, message("setting_not_text"))
        return None
    try:
        valid_text(value)
    except Refusal as exc:
        left_out(key, exc.detail)
        return None
    if len(value) > max_chars:
        left_out(key, message("setting_too_long", length=len(value), limit=max_chars))
        return None
    return value


def read_choice(settings: QSettings, key: str, choices: Collection[str]) -> str | None:
    """The setting ``key`` when it is one of ``choices``; None when it is not set or is
    anything else."""
    value = read_text(settings, key)
    if value is None:
        return None
    if value not in choices:
        left_out(key, message("setting_not_one_of", value=show(value),
                              choices=", ".join(sorted(choices))))
        return None
    return value


def read_flag(settings: QSettings, key: str, default: bool = False) -> bool:
    """The true-or-false setting ``key`` (written as ``true`` or ``false``)."""
    value = settings.value(key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value in ("true", "false"):
        return value == "true"
    left_out(key, message("setting_not_flag", value=show(value if isinstance(value, str)
                                                          else "?")))
    return default


def read_bytes(settings: QSettings, key: str, max_bytes: int) -> QByteArray | None:
    """The bytes setting ``key`` (a window's geometry); None when it is not set or is
    not bytes of at most ``max_bytes``."""
    value = settings.value(key)
    if value is None:
        return None
    if not isinstance(value, QByteArray):
        left_out(key, message("setting_not_bytes"))
        return None
    if value.size() > max_bytes:
        left_out(key, message("setting_too_large", size=value.size(), limit=max_bytes))
        return None
    return value


def say_what_was_left_out(status: Callable[[str, int], None], lang: str) -> str:
    """Show, in the status bar (``status(text, milliseconds)``), what the kept files'
    boundary set aside or left out since it was last said; returns the text ("" when
    there was nothing to say)."""
    notes = told()
    if not notes:
        return ""
    text = " · ".join(note.render(lang) for note in notes)
    status(text, 20000)
    return text
