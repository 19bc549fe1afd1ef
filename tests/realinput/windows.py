"""Finding, opening and closing the app's windows as a person does: menus by the mouse,
windows closed by Escape or by their own close button, new windows noticed as they
appear and, while a button is being tried, dismissed by a real Escape press."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, Qt, QThread, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QMenu,
    QWidget,
)
from shiboken6 import isValid
from Xlib import X

from tests.realinput.robot import Robot, global_point

_NOT_WINDOWS = (Qt.WindowType.Popup, Qt.WindowType.ToolTip, Qt.WindowType.SplashScreen)


def open_windows() -> list[QWidget]:
    """Top-level windows on the screen now (menus, tooltips and popups excluded)."""
    return [
        w for w in QApplication.topLevelWidgets()
        if w.isVisible() and w.windowType() not in _NOT_WINDOWS and not isinstance(w, QMenu)
    ]


def window_name(window: QWidget) -> str:
    """How a failure message names a window."""
    return f"{type(window).__name__} {window.windowTitle()!r}"


def activate(qtbot, window: QWidget, robot: Robot | None = None) -> None:  # type: ignore[no-untyped-def]
    """Give ``window`` the keyboard as a window manager gives it to a window that has
    just opened, or back to the window below one that has closed (the test's X server
    has no window manager). Qt is asked first; where the X server refuses Qt's request
    (its time stamp is older than the focus's last change, as after a focused window
    was destroyed), the input focus is set the way a window manager sets it."""
    if QApplication.activeWindow() is window:
        return
    window.raise_()
    window.activateWindow()
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=400)
        return
    except Exception:
        if robot is None:
            raise
    robot.focus_window(int(window.winId()))
    try:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    except Exception as exc:
        raise AssertionError(
            f"{window_name(window)} cannot be given the keyboard: the active window is "
            f"{QApplication.activeWindow()!r}, the modal one {QApplication.activeModalWidget()!r},"
            f" open: {[window_name(w) for w in open_windows()]}"
        ) from exc


def close_control(window: QWidget) -> QAbstractButton | None:
    """The button that closes ``window`` without doing anything else: a ``close_button``
    attribute, or a dialog button box's Close / Cancel / reject button."""
    button = getattr(window, "close_button", None)
    if isinstance(button, QAbstractButton) and button.isVisible():
        return button
    for box in window.findChildren(QDialogButtonBox):
        if not box.isVisible() or box.window() is not window:
            continue
        for b in box.buttons():
            role = box.buttonRole(b)
            if b.isVisible() and role in (QDialogButtonBox.ButtonRole.RejectRole,
                                          QDialogButtonBox.ButtonRole.NoRole):
                return b
    escape = getattr(window, "escapeButton", None)
    if callable(escape):
        b = escape()
        if isinstance(b, QAbstractButton) and b.isVisible():
            return b
    return None


def click_menu_item(qtbot, robot: Robot, window: QWidget, path: list[QAction]) -> None:  # type: ignore[no-untyped-def]
    """Open the menu bar's menus along ``path`` with the mouse and click its last item."""
    bar = window.menuBar()  # type: ignore[attr-defined]
    first = path[0]
    robot.click_at(global_point(bar, bar.actionGeometry(first).center()))
    menu = first.menu()
    qtbot.waitUntil(menu.isVisible)
    for action in path[1:]:
        point = global_point(menu, menu.actionGeometry(action).center())
        if action.menu() is not None:
            robot.move(point)
            sub = action.menu()
            qtbot.waitUntil(sub.isVisible)
            menu = sub
        else:
            robot.click_at(point)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def menu_paths(window: QWidget) -> Iterator[list[QAction]]:
    """Every item of the menu bar, as the path of actions that leads to it."""
    bar = window.menuBar()  # type: ignore[attr-defined]

    def walk(prefix: list[QAction], menu: QMenu) -> Iterator[list[QAction]]:
        for action in menu.actions():
            if action.isSeparator():
                continue
            if action.menu() is not None:
                yield from walk([*prefix, action], action.menu())
            else:
                yield [*prefix, action]

    for top in bar.actions():
        if top.menu() is not None:
            yield from walk([top], top.menu())


@dataclass
class Dismissed:
    """A window the dismisser closed: its name and whether Escape did it."""

    name: str
    by_escape: bool


class Dismisser(QObject):
    """While active, every new window is given the keyboard and sent a real Escape, as
    a person backs out of it; also windows opened by a blocking ``exec()``, because its
    timer runs inside their event loop. A window that Escape does not close is
    recorded and closed by the test, so the run goes on."""

    def __init__(self, qtbot, robot: Robot, keep: list[QWidget],  # type: ignore[no-untyped-def]
                 blocking_only: bool = False) -> None:
        super().__init__()
        # Only windows shown by a blocking exec(): its event loop runs inside the
        # test's own wait, two levels deep.
        self.blocking_only = blocking_only
        self.qtbot = qtbot
        self.robot = robot
        self.keep = list(keep)
        self.seen: list[Dismissed] = []
        self._tries: dict[int, int] = {}
        self.tracked: dict[int, tuple[QWidget, str]] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(40)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        if self.blocking_only and QThread.currentThread().loopLevel() < 2:
            return
        if QApplication.activePopupWidget() is not None:
            # a menu a button popped up: backed out of with Escape too
            self._escape()
            return
        for w in open_windows():
            if w in self.keep:
                continue
            key = id(w)
            self.tracked[key] = (w, window_name(w))
            tries = self._tries.get(key, 0)
            self._tries[key] = tries + 1
            if tries == 0:
                continue  # let it be shown and laid out first
            if QApplication.activeWindow() is not w:
                # as a window manager gives a new window the keyboard
                if tries < 4:
                    w.activateWindow()
                else:
                    self.robot.focus_window(int(w.winId()))
                continue
            if tries < 25:
                self._escape()
            else:
                self.seen.append(Dismissed(window_name(w), False))
                del self.tracked[key]
                w.close()
                return

    def _escape(self) -> None:
        code = self.robot._keycode("Escape")
        self.robot._fake(X.KeyPress, code)
        self.robot._fake(X.KeyRelease, code)

    def start(self) -> None:
        """Begin watching."""
        self.timer.start()

    def stop(self) -> None:
        """Stop watching; record which windows Escape closed, and close the rest."""
        if QApplication.activePopupWidget() is not None:
            self._escape()
            self.qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        self.timer.stop()
        QApplication.processEvents()
        for w, name in self.tracked.values():
            if isValid(w) and w in self.keep:
                continue
            if isValid(w) and w.isVisible():
                self.seen.append(Dismissed(name, False))
                w.close()
            else:
                self.seen.append(Dismissed(name, True))
        self.tracked.clear()
        QApplication.processEvents()

    @property
    def stubborn(self) -> list[str]:
        """Windows that Escape did not close."""
        return [d.name for d in self.seen if not d.by_escape]


@contextmanager
def dismissing(qtbot, robot: Robot, keep: list[QWidget],  # type: ignore[no-untyped-def]
               blocking_only: bool = False) -> Iterator[Dismisser]:
    """New windows opened inside the block (or only those shown by a blocking exec())
    are backed out of with Escape."""
    d = Dismisser(qtbot, robot, keep, blocking_only)
    d.start()
    try:
        yield d
    finally:
        d.stop()


def button_signature(button: QAbstractButton, root: QWidget) -> tuple[str, str, str, int]:
    """Enough to find the same button in a window opened again: class, object name,
    text and position among its look-alikes."""
    same = [b for b in visible_buttons(root)
            if type(b) is type(button) and b.objectName() == button.objectName()
            and b.text() == button.text()]
    return (type(button).__name__, button.objectName(), button.text(), same.index(button))


def find_button(root: QWidget, signature: tuple[str, str, str, int]) -> QAbstractButton | None:
    """The button of ``signature`` in ``root``, if it is there."""
    cls, name, text, n = signature
    same = [b for b in visible_buttons(root)
            if type(b).__name__ == cls and b.objectName() == name and b.text() == text]
    return same[n] if n < len(same) else None


def visible_buttons(root: QWidget) -> list[QAbstractButton]:
    """Every button a person can see and reach in ``root`` now, top to bottom and left
    to right (buttons of a closed tab or a hidden panel are not seen)."""
    found = [
        b for b in root.findChildren(QAbstractButton)
        if b.isVisible() and b.window() is root and not b.visibleRegion().isEmpty()
        and b.width() > 2 and b.height() > 2
    ]

    def where(b: QAbstractButton) -> tuple[int, int]:
        p = b.mapToGlobal(QPoint(0, 0))
        return p.y(), p.x()

    return sorted(found, key=where)


def wait_closed(qtbot, window: QWidget, how: str) -> None:  # type: ignore[no-untyped-def]
    """Wait until ``window`` has left the screen, naming the gesture if it does not."""
    try:
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
    except Exception as exc:
        raise AssertionError(f"{window_name(window)} did not close by {how}") from exc


def new_window(qtbot, before: list[QWidget], timeout: int = 5000) -> QWidget | None:  # type: ignore[no-untyped-def]
    """The window that appeared since ``before``, or None if none did."""
    found: list[QWidget] = []

    def appeared() -> bool:
        found[:] = [w for w in open_windows() if w not in before]
        return bool(found)

    try:
        qtbot.waitUntil(appeared, timeout=timeout)
    except Exception:
        return None
    window = found[0]
    qtbot.waitExposed(window)
    return window


Opener = Callable[[], QWidget | None]
