"""A private virtual X server (Xvfb) for the real-input tests, of 1920 × 1080 pixels
unless ``MOMON_TEST_SCREEN`` names another size.

The server is started with ``-displayfd``: it writes its display number to a pipe once
it accepts connections, so no fixed wait and no guessed display number are needed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

SCREEN = (1920, 1080)


def screen_size() -> tuple[int, int]:
    """The size of the private screen: ``MOMON_TEST_SCREEN`` ("1366x768"), else
    :data:`SCREEN` (a test that measures the layout on other screens starts a pytest
    of its own with it set)."""
    chosen = os.environ.get("MOMON_TEST_SCREEN", "")
    if not chosen:
        return SCREEN
    width, height = chosen.lower().split("x")
    return int(width), int(height)


class VirtualScreen:
    """One Xvfb process with a screen of ``size`` pixels; :meth:`stop` ends it."""

    def __init__(self, size: tuple[int, int] = SCREEN) -> None:
        binary = shutil.which("Xvfb")
        if binary is None:
            raise RuntimeError(
                "The real-input tests need Xvfb: run `python3 dev.py test` as root on Debian "
                "or Ubuntu to install it, or `sudo apt-get install -y xvfb`."
            )
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            [binary, "-displayfd", str(write_end), "-screen", "0", f"{size[0]}x{size[1]}x24",
             "-nolisten", "tcp", "-noreset", "+extension", "XTEST", "+extension", "RANDR"],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        number = b""
        with os.fdopen(read_end, "rb") as pipe:
            while not number.endswith(b"\n"):
                chunk = pipe.read(1)
                if not chunk:
                    break
                number += chunk
        if not number.strip():
            self.process.kill()
            raise RuntimeError(f"Xvfb did not start (exit {self.process.wait()})")
        self.display = f":{int(number)}"
        self.size = size

    def stop(self) -> None:
        """End the server."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def ensure_screen() -> VirtualScreen | None:
    """Start a private screen and point ``DISPLAY`` and Qt's xcb platform at it.

    ``MOMON_TEST_DISPLAY`` names an existing X server to use instead (to watch the
    tests on a real desktop); then nothing is started and None is returned.
    """
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    os.environ.pop("WAYLAND_DISPLAY", None)
    chosen = os.environ.get("MOMON_TEST_DISPLAY")
    if chosen:
        os.environ["DISPLAY"] = chosen
        return None
    if not sys.platform.startswith("linux"):
        raise RuntimeError("The real-input tests run on Linux, under Xvfb.")
    screen = VirtualScreen(screen_size())
    os.environ["DISPLAY"] = screen.display
    return screen
