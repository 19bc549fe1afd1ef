"""Where the bundled resources (fonts, translations, icons, card sets) live.

``resources/`` sits at the top of the repository, beside the ``momon_desktop``
package. A PyInstaller build unpacks the application into a temporary folder
named by ``sys._MEIPASS`` and the packaging puts ``resources/`` at its root, so
both layouts are looked up here, in one place, for the whole user interface.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# Lets a packager or a test point the app at another copy of the resources.
RESOURCES_ENV = "MOMON_RESOURCES"


def _candidates() -> list[Path]:
    found: list[Path] = []
    override = os.environ.get(RESOURCES_ENV)
    if override:
        found.append(Path(override))
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        found.append(Path(frozen_root) / "resources")
    package_dir = Path(__file__).resolve().parent.parent  # momon_desktop/
    found.append(package_dir.parent / "resources")  # source checkout / editable install
    found.append(package_dir / "resources")  # resources packaged inside the package
    return found


def resources_dir() -> Path:
    """The ``resources`` folder: environment override, PyInstaller bundle, then source tree.

    Raises ``FileNotFoundError`` naming every place looked at if none exists.
    """
    candidates = _candidates()
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"Momon Desktop resources folder not found (looked in: {looked})")


def resource_path(*parts: str) -> Path:
    """A path inside the resources folder, e.g. ``resource_path("fonts", "OFL.txt")``."""
    return resources_dir().joinpath(*parts)
