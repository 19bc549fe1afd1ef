"""A second start on a data folder in use, answered with the real pointer and keyboard.

The first instance is the real app in a process of its own on the same X server; the
test's process is the second start, whose message (``AlreadyOpenDialog``) the X
server's pointer and keyboard answer.  What the first instance does is read from the
X server: the stacking order of the windows and who has the keyboard.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from Xlib import X
from Xlib import display as xdisplay

from momon_desktop.storage.instancelock import (
    Beacon,
    FolderInUse,
    Holder,
    InstanceLock,
    read_holder,
)
from momon_desktop.ui.app import already_open_dialog
from momon_desktop.ui.table.alreadyopen import AlreadyOpenDialog
from tests.realinput.robot import Robot
from tests.realinput.windows import activate

ROOT = Path(__file__).resolve().parents[2]


class Screen:
    """The X server as seen from outside any program: its top-level windows, bottom
    first, and the process of each."""

    def __init__(self) -> None:
        self.x = xdisplay.Display(os.environ["DISPLAY"])
        self.root = self.x.screen().root
        self.pid_atom = self.x.intern_atom("_NET_WM_PID")

    def close(self) -> None:
        self.x.close()

    def pid_of(self, window) -> int | None:  # type: ignore[no-untyped-def]
        prop = window.get_full_property(self.pid_atom, X.AnyPropertyType)
        return int(prop.value[0]) if prop is not None and len(prop.value) else None

    def stack(self) -> list[tuple[int, int | None]]:
        """(window id, process id) of each top-level window on screen, bottom first."""
        out = []
        for window in self.root.query_tree().children:
            try:
                if window.get_attributes().map_state != X.IsViewable:
                    continue
                out.append((window.id, self.pid_of(window)))
            except Exception:  # a window that went away meanwhile
                continue
        return out

    def top_pid(self) -> int | None:
        stack = self.stack()
        return stack[-1][1] if stack else None

    def windows_of(self, pid: int) -> int:
        return sum(p == pid for _w, p in self.stack())

    def above(self, pid: int, window_id: int) -> bool:
        """Whether a window of process ``pid`` is above the window ``window_id``."""
        ids = [w for w, _p in self.stack()]
        if window_id not in ids:
            return False
        return any(p == pid for _w, p in self.stack()[ids.index(window_id) + 1:])


@pytest.fixture
def screen() -> Iterator[Screen]:
    s = Screen()
    yield s
    s.close()


@pytest.fixture
def first_app(qtbot, tmp_path: Path, screen: Screen) -> Iterator[subprocess.Popen[bytes]]:  # type: ignore[no-untyped-def]
    """The real app, started on the test's data folder and shown (its New Game dialog
    open over the table, as at every start without an unfinished game)."""
    folder = os.environ["MOMON_DATA_DIR"]
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", XDG_CONFIG_HOME=str(tmp_path / "config"))
    child = subprocess.Popen([sys.executable, "-m", "momon_desktop", "--lang", "en"],
                             cwd=ROOT, env=env, stdout=subprocess.DEVNULL)

    def ready() -> bool:
        assert child.poll() is None, f"the first instance ended with {child.returncode}"
        holder = read_holder(folder)
        # the table and its New Game dialog
        return holder is not None and bool(holder.beacon) and screen.windows_of(child.pid) >= 2

    qtbot.waitUntil(ready, timeout=60000)
    yield child
    child.terminate()
    child.wait(timeout=30)


@pytest.fixture
def cover(qtbot, robot: Robot) -> Iterator[QWidget]:  # type: ignore[no-untyped-def]
    """A window of the test's own over the whole screen, with the keyboard: whatever
    the first instance shows is under it until that instance raises it."""
    widget = QWidget()
    widget.setWindowTitle("another program")
    qtbot.addWidget(widget)
    widget.setGeometry(QGuiApplication.primaryScreen().geometry())
    widget.show()
    qtbot.waitExposed(widget)
    activate(qtbot, widget, robot)
    yield widget
    widget.close()


def second_start(qtbot) -> AlreadyOpenDialog:  # type: ignore[no-untyped-def]
    """Start on the folder in use: the message a second start shows."""
    with pytest.raises(FolderInUse) as refused:
        InstanceLock(os.environ["MOMON_DATA_DIR"]).acquire()
    dialog = already_open_dialog(refused.value)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_show_the_open_window_brings_the_first_instance_to_the_front(  # type: ignore[no-untyped-def]
        qtbot, robot: Robot, first_app, cover: QWidget, screen: Screen) -> None:
    cover_id = int(cover.winId())
    assert not screen.above(first_app.pid, cover_id)
    dialog = second_start(qtbot)
    assert dialog.show_button is not None
    assert f"(process {first_app.pid}, since " in dialog.message.text()
    with qtbot.waitSignal(dialog.finished):
        robot.click_button(dialog.show_button)
    assert dialog.shown and dialog.result() == AlreadyOpenDialog.DialogCode.Accepted
    # the first instance's windows are now above the test's cover window
    qtbot.waitUntil(lambda: screen.top_pid() == first_app.pid)
    assert screen.above(first_app.pid, cover_id)
    assert first_app.poll() is None


def test_close_leaves_the_first_instance_where_it_is(  # type: ignore[no-untyped-def]
        qtbot, robot: Robot, first_app, cover: QWidget, screen: Screen) -> None:
    dialog = second_start(qtbot)
    with qtbot.waitSignal(dialog.finished):
        robot.click_button(dialog.close_button)
    assert not dialog.shown and dialog.result() == AlreadyOpenDialog.DialogCode.Rejected
    assert not screen.above(first_app.pid, int(cover.winId()))  # still under the cover
    assert first_app.poll() is None
    holder = read_holder(os.environ["MOMON_DATA_DIR"])
    assert holder is not None and holder.pid == first_app.pid


@pytest.fixture
def silent_first(qtbot) -> Iterator[InstanceLock]:  # type: ignore[no-untyped-def]
    """The folder held by an instance whose window cannot be shown (it answers no)."""
    beacon = Beacon(lambda: False)
    lock = InstanceLock(os.environ["MOMON_DATA_DIR"])
    holder = lock.acquire()
    lock.describe(beacon.holder(holder))
    yield lock
    beacon.close()
    lock.release()


def test_an_open_window_that_does_not_answer_then_close_by_keyboard(  # type: ignore[no-untyped-def]
        qtbot, robot: Robot, silent_first: InstanceLock) -> None:
    dialog = second_start(qtbot)
    activate(qtbot, dialog, robot)
    assert dialog.show_button is not None
    robot.click_button(dialog.show_button)
    qtbot.waitUntil(lambda: not dialog.show_button.isVisible())  # type: ignore[union-attr]
    assert dialog.isVisible() and not dialog.shown
    assert dialog.advice.text().startswith("The open window did not answer.")
    assert dialog.close_button.hasFocus() and dialog.close_button.isDefault()
    with qtbot.waitSignal(dialog.finished):
        robot.key("enter")  # the default button, Close
    assert dialog.result() == AlreadyOpenDialog.DialogCode.Rejected


def test_a_first_that_cannot_be_reached_offers_close_only_escape_closes(  # type: ignore[no-untyped-def]
        qtbot, robot: Robot) -> None:
    lock = InstanceLock(os.environ["MOMON_DATA_DIR"])
    lock.acquire()
    try:
        dialog = second_start(qtbot)
        assert isinstance(dialog.holder, Holder) and dialog.holder.pid == os.getpid()
        assert dialog.show_button is None
        assert "Switch to it from the taskbar or the window list" in dialog.advice.text()
        activate(qtbot, dialog, robot)
        with qtbot.waitSignal(dialog.finished):
            robot.key("escape")
        assert dialog.result() == AlreadyOpenDialog.DialogCode.Rejected
    finally:
        lock.release()
