"""The ``ai`` package depends on the engine only: no Qt, no card loader, no storage."""

from __future__ import annotations

import subprocess
import sys


def test_ai_imports_only_the_engine() -> None:
    code = (
        "import sys, momon_desktop.ai\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'momon_desktop.ui',"
        " 'momon_desktop.cards', 'momon_desktop.storage')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
