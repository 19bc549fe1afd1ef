"""Where the bundled resources (fonts, translations, icons, card sets) live.

The lookup itself (``MOMON_RESOURCES`` override, PyInstaller's ``sys._MEIPASS``,
the source tree, a folder inside the package) belongs to
:func:`momon_desktop.cards.resources_dir`; the user interface uses that one
function through the helpers here, so there is a single place to change it.
"""

from __future__ import annotations

from pathlib import Path

from momon_desktop.cards import resources_dir

__all__ = ["resource_path", "resources_dir"]


def resource_path(*parts: str) -> Path:
    """A path inside the resources folder, e.g. ``resource_path("fonts", "OFL.txt")``."""
    return resources_dir().joinpath(*parts)
