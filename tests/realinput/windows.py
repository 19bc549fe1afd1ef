"""Finding, opening and closing the app's windows as a person does: menus by the mouse,
windows closed by Escape or by their own close button, new windows noticed as they
appear and, while a button is being tried, dismissed by a real Escape press."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QMenu,
    QWidget,
)
from shiboken6 import isValid
from Xlib import X

from tests.gui.titles import title_problem
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
    # a message with a single button (OK) closes by it
    boxes = [b for b in window.findChildren(QDialogButtonBox)
             if b.isVisible() and b.window() is window]
    if len(boxes) == 1:
        shown = [b for b in boxes[0].buttons() if b.isVisible()]
        if len(shown) == 1 and boxes[0].buttonRole(shown[0]) == \
                QDialogButtonBox.ButtonRole.AcceptRole:
            return shown[0]
    return None


def click_menu_item(qtbot, robot: Robot, window: QWidget, path: list[QAction]) -> None:  # type: ignore[no-untyped-def]
    """Open the menu bar's menus along ``path`` with the mouse and click its last item."""
    bar = window.menuBar()  # type: ignore[attr-defined]
    first = path[0]
    # A person moves to the menu bar, then clicks once what was on the screen there has
    # gone: a closing dialog or menu, or a tooltip over the bar, would take the click.
    point = global_point(bar, bar.actionGeometry(first).center())
    robot.move(point)
    robot.settle()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None
                    and QApplication.activeModalWidget() is None
                    and QApplication.widgetAt(QPoint(*point)) is bar)
    robot.click_at(point)
    menu = first.menu()
    try:
        qtbot.waitUntil(menu.isVisible)
    except Exception as exc:
        under = QApplication.widgetAt(QPoint(*point))
        raise AssertionError(
            f"the {first.text()!r} menu did not open; under the pointer: {under!r}, active "
            f"window: {QApplication.activeWindow()!r}") from exc
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


Signature = tuple[str, str, str, int]


@dataclass
class Reached:
    """A window reached at the end of a route: what it is and what can be pressed in it."""

    key: str
    buttons: list[Signature]
    close: Signature | None
    explore: bool
    # what is wrong with its title (tests/gui/titles.py), or None
    title_problem: str | None = None


class Explorer(QObject):
    """Plays a route through the app's windows on a timer, so that it goes on inside the
    event loop of a window opened by a blocking ``exec()`` as well.

    ``plan`` is the list of buttons to click, one in each window that appears in turn.
    When the plan is done, the next window that appears is *reached*: its buttons are
    listed, and a real Escape is pressed to back out of it, which must close it. A
    menu that a button pops up is closed by Escape too.
    """

    def __init__(self, qtbot, robot: Robot, base: list[QWidget],  # type: ignore[no-untyped-def]
                 plan: list[Signature]) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.robot = robot
        self.base = list(base)
        self.plan = list(plan)
        self.windows: list[tuple[QWidget, str]] = []
        self.reached: list[Reached] = []
        self.failures: list[str] = []
        self.unreachable = False
        # the menu bar's own menus, which the test opens and closes itself
        self.menu_bar_menus: list[QWidget] = []
        # the windows a button of the plan was clicked in, in order
        self.stepped: list[QWidget] = []
        self._tries: dict[int, int] = {}
        self._stepped: set[int] = set()
        self._recorded: dict[int, int] = {}
        self._quiet = 0
        self.timer = QTimer(self)
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._tick)

    def _escape(self) -> None:
        code = self.robot._keycode("Escape")
        self.robot._fake(X.KeyPress, code)
        self.robot._fake(X.KeyRelease, code)

    def _current(self) -> QWidget | None:
        for w, _name in reversed(self.windows):
            if isValid(w) and w.isVisible():
                return w
        return None

    def _tick(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:
            if popup not in self.menu_bar_menus:
                self._quiet = 0
                self._escape()
            return
        for w in open_windows():
            if w not in self.base and all(w is not seen for seen, _ in self.windows):
                self.windows.append((w, window_name(w)))
                self._quiet = 0
        current = self._current()
        if current is None:
            self._quiet += 1
            return
        key = id(current)
        tries = self._tries.get(key, 0)
        self._tries[key] = tries + 1
        if QApplication.activeWindow() is not current:
            # as a window manager gives a window that has just opened the keyboard
            if tries < 3:
                current.activateWindow()
            else:
                self.robot.focus_window(int(current.winId()))
            return
        if tries == 0:
            return  # shown and laid out before anything is pressed
        if key in self._stepped:
            self._quiet += 1
            return
        self._quiet = 0
        if self.plan and key not in self._recorded:
            sig = self.plan[0]
            button = find_button(current, sig)
            if button is None or not button.isEnabled():
                # a person waits a moment for a button to come on (the dice to land)
                if tries < 100:
                    return
                self.unreachable = True
                self.plan.clear()
                return
            self.plan.pop(0)
            self._stepped.add(key)
            self.stepped.append(current)
            point = global_point(button)
            self.robot.move(point)
            self.robot.press()
            self.robot.release()
            return
        escapes = self._recorded.get(key)
        if escapes is None:
            close = close_control(current)
            explore = not isinstance(current, QFileDialog)
            self.reached.append(Reached(
                window_key(current),
                [button_signature(b, current) for b in visible_buttons(current)] if explore else [],
                button_signature(close, current) if close is not None else None,
                explore,
                title_problem(current),
            ))
            self._recorded[key] = 1
            self._escape()
        elif escapes < 20:
            self._recorded[key] = escapes + 1
            self._escape()
        else:
            self.failures.append(f"{window_name(current)} did not close by Escape")
            current.close()

    def idle(self) -> bool:
        """The plan is done (or cannot go on) and nothing is left to back out of."""
        if self.plan and not self.unreachable:
            return False
        current = self._current()
        return self._quiet >= 4 and (current is None or id(current) in self._stepped)

    def start(self) -> None:
        """Begin."""
        self.timer.start()

    def stop(self) -> None:
        """Stop and close every window the route opened."""
        self.timer.stop()
        if QApplication.activePopupWidget() is not None:
            self._escape()
            self.qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        for w, _name in self.windows:
            if isValid(w) and w.isVisible():
                w.close()
        QApplication.processEvents()


def window_key(window: QWidget) -> str:
    """Which window this is, for exploring each only once: its class and title, less
    the numbers in it (a replay's title names its file by the time it was saved)."""
    return f"{type(window).__name__}:{re.sub(r'[0-9]+', '#', window.windowTitle())}"


def button_signature(button: QAbstractButton, root: QWidget) -> Signature:
    """Enough to find the same button in a window opened again: class, object name,
    text and position among its look-alikes."""
    same = [b for b in visible_buttons(root)
            if type(b) is type(button) and b.objectName() == button.objectName()
            and b.text() == button.text()]
    return (type(button).__name__, button.objectName(), button.text(), same.index(button))


def find_button(root: QWidget, signature: Signature) -> QAbstractButton | None:
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





def open_new_game(table):  # type: ignore[no-untyped-def]
    """Game ▸ New game… chosen with the pointer on ``table``'s window; the New Game
    dialog once it is shown, exposed and active."""
    from momon_desktop.ui.table.newgame import NewGameDialog

    w = table.window
    click_menu_item(table.qtbot, table.robot, w,
                    [w.action_registry.menu("game").menuAction(), w.action_registry.action("game.new")])
    table.qtbot.waitUntil(lambda: isinstance(w.new_game_dialog, NewGameDialog)
                          and w.new_game_dialog.isVisible())
    dialog = w.new_game_dialog
    assert dialog is not None
    table.qtbot.waitExposed(dialog)
    activate(table.qtbot, dialog, table.robot)
    return dialog
