"""The layout tests of ``test_layout.py`` on other screens than this run's: a laptop's
1366 × 768, a 3840 × 2160 screen, and that screen at twice the scale (1920 × 1080
logical pixels). Qt chooses its screen once per process, so each screen gets a pytest
of its own on a private X server of that size (one server per screen)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.gui]

ROOT = Path(__file__).resolve().parents[2]
SCREENS = {
    "laptop-1366x768": ("1366x768", "1"),
    "uhd-3840x2160": ("3840x2160", "1"),
    "uhd-3840x2160-at-2x": ("3840x2160", "2"),
}


@pytest.mark.skipif(bool(os.environ.get("MOMON_TEST_SCREEN") or os.environ.get("MOMON_TEST_DISPLAY")),
                    reason="runs the layout tests on screens of their own")
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_layout_on_another_screen(screen, tmp_path):
    size, scale = SCREENS[screen]
    env = dict(os.environ)
    env.update(MOMON_REAL_INPUT="1", QT_QPA_PLATFORM="xcb", MOMON_TEST_SCREEN=size,
               QT_SCALE_FACTOR=scale)
    env.pop("DISPLAY", None)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
         "--basetemp", str(tmp_path / "run"), "tests/realinput/test_layout.py"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    report = run.stdout[-6000:] + run.stderr[-2000:]
    assert run.returncode == 0, report
    # every test of the module ran or said why not
    assert " passed" in run.stdout, report
