"""A private virtual X server (Xvfb) for the real-input tests, of 1920 × 1080 pixels
unless ``MOMON_TEST_SCREEN`` names another size, with a window manager (openbox) on it
when ``MOMON_TEST_WM`` is set.

The server is started with ``-displayfd``: it writes its display number to a pipe once
it accepts connections, so no fixed wait and no guessed display number are needed. The
window manager is ready once it has named itself on the root window
(``_NET_SUPPORTING_WM_CHECK``): the server tells of that property's change as an event,
so that too is waited for, not guessed.
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


def wants_window_manager() -> bool:
    """Whether this run's screen has a window manager (``MOMON_TEST_WM=1``): the tests
    that measure windows with their frames (the title bar and borders) start a pytest of
    their own with it set."""
    return os.environ.get("MOMON_TEST_WM", "") not in ("", "0")


class VirtualScreen:
    """One Xvfb process with a screen of ``size`` pixels, and openbox on it when
    ``window_manager``; :meth:`stop` ends them."""

    def __init__(self, size: tuple[int, int] = SCREEN, window_manager: bool = False) -> None:
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
        self.window_manager: subprocess.Popen[bytes] | None = None
        if window_manager:
            try:
                self.window_manager = start_window_manager(self.display)
            except Exception:
                self.stop()
                raise

    def stop(self) -> None:
        """End the window manager and the server."""
        wm = self.window_manager
        if wm is not None and wm.poll() is None:
            wm.terminate()
            try:
                wm.wait(timeout=10)
            except subprocess.TimeoutExpired:
                wm.kill()
                wm.wait()
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start_window_manager(display: str) -> subprocess.Popen[bytes]:
    """Start openbox on ``display`` and return once it manages the screen."""
    from Xlib import X
    from Xlib import display as xdisplay

    binary = shutil.which("openbox")
    if binary is None:
        raise RuntimeError(
            "The layout tests need openbox: run `python3 dev.py test` as root on Debian or "
            "Ubuntu to install it, or `sudo apt-get install -y openbox`.")
    connection = xdisplay.Display(display)
    try:
        root = connection.screen().root
        root.change_attributes(event_mask=X.PropertyChangeMask)
        check = connection.intern_atom("_NET_SUPPORTING_WM_CHECK")
        connection.sync()
        # no session manager; an empty configuration home, so a person's own openbox
        # settings never change what the tests measure (openbox's defaults are read)
        env = dict(os.environ, DISPLAY=display, XDG_CONFIG_HOME=os.devnull)
        process = subprocess.Popen([binary, "--sm-disable"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while root.get_full_property(check, X.AnyPropertyType) is None:
            if process.poll() is not None:
                raise RuntimeError(f"openbox did not start (exit {process.returncode})")
            connection.next_event()  # the next property change on the root window
        return process
    finally:
        connection.close()


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
    screen = VirtualScreen(screen_size(), wants_window_manager())
    os.environ["DISPLAY"] = screen.display
    return screen
