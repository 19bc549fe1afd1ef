#!/usr/bin/env python3
"""Write the application icon to resources/icons/ as PNG files (one per size).

    QT_QPA_PLATFORM=offscreen python tools/make_icons.py

The icon is painted by ``momon_desktop.ui.look.icons``; installers and desktop entries
use these files because they cannot run Python.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QGuiApplication  # noqa: E402

from momon_desktop.ui.look.icons import ICON_SIZES, app_icon_image  # noqa: E402


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    app.setApplicationName("Momon Desktop icon maker")
    folder = ROOT / "resources" / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        target = folder / f"momon-{size}.png"
        if not app_icon_image(size).save(str(target)):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
