"""A person's hands for the real-input tests: the pointer and the keyboard of the X server.

Every event goes through the X server's XTest extension, exactly as a mouse or a
keyboard would send it, so Qt receives it through its xcb platform like any other:
hit-testing, drag and drop, shortcuts, focus and window stacking are Qt's own.
Positions are read from Qt (``mapToGlobal``), never guessed.

A gesture is a list of steps (pointer moves, presses, releases) played by a QTimer on
the GUI thread. The steps go on while Qt runs a drag's own event loop, so a drag
started by a real press and move is carried to its drop by the same gesture. The
interval between steps is the speed of the hand, not a wait for the program: tests
wait for the state they expect (``qtbot.waitUntil``) or for a signal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QObject, QPoint, QPointF, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QWidget
from Xlib import XK, X
from Xlib import display as xdisplay
from Xlib.ext import xtest

Point = tuple[int, int]

# the X button number of the left mouse button
LEFT = 1

_KEY_NAMES = {
    "ctrl": "Control_L",
    "shift": "Shift_L",
    "alt": "Alt_L",
    "esc": "Escape",
    "escape": "Escape",
    "enter": "Return",
    "return": "Return",
    "space": "space",
    "tab": "Tab",
    "left": "Left",
    "right": "Right",
    "up": "Up",
    "down": "Down",
    "home": "Home",
    "end": "End",
    "pageup": "Prior",
    "pagedown": "Next",
    "delete": "Delete",
    "backspace": "BackSpace",
}


def combo(sequence: QKeySequence) -> str:
    """A key sequence as :meth:`Robot.key` takes it ("Ctrl+Shift+Z" -> "ctrl+shift+z")."""
    return sequence.toString(QKeySequence.SequenceFormat.PortableText).lower()


def global_point(widget: QWidget, local: QPoint | QPointF | None = None) -> Point:
    """The screen position of ``local`` in ``widget`` (its centre by default)."""
    if local is None:
        local = widget.rect().center()
    if isinstance(local, QPointF):
        local = local.toPoint()
    p = widget.mapToGlobal(local)
    return p.x(), p.y()


def scene_point(view: QGraphicsView, scene_pos: QPointF) -> Point:
    """The screen position of a point of ``view``'s scene."""
    return global_point(view.viewport(), view.mapFromScene(scene_pos))


class _Gesture(QObject):
    """Plays steps one per timer tick."""

    def __init__(self, steps: list[Callable[[], None]], interval: int) -> None:
        super().__init__()
        self.steps = steps
        self.done = False
        self.timer = QTimer(self)
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self._step)

    def _step(self) -> None:
        if not self.steps:
            self.timer.stop()
            self.done = True
            return
        self.steps.pop(0)()


class Robot:
    """The X server's pointer and keyboard, driven through XTest."""

    def __init__(self, qtbot, display_name: str) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.x = xdisplay.Display(display_name)
        if not self.x.has_extension("XTEST"):
            raise RuntimeError("the X server has no XTest extension")
        self._held: set[int] = set()
        self._keys_down: list[int] = []

    def close(self) -> None:
        """Let go of anything still held and close the connection."""
        for button in list(self._held):
            self._fake(X.ButtonRelease, button)
        for code in reversed(self._keys_down):
            self._fake(X.KeyRelease, code)
        self.x.close()

    # ------------------------------------------------------------------ primitives

    def _fake(self, kind: int, detail: int = 0, x: int = 0, y: int = 0) -> None:
        if kind == X.MotionNotify:
            xtest.fake_input(self.x, kind, x=x, y=y)
        else:
            xtest.fake_input(self.x, kind, detail)
        self.x.sync()

    def focus_window(self, window_id: int) -> None:
        """Give the keyboard to the X window ``window_id``, as a window manager does."""
        window = self.x.create_resource_object("window", window_id)
        window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.x.sync()

    def move(self, point: Point) -> None:
        """Move the pointer to ``point`` (Qt's screen coordinates: device pixels for the
        X server once scaled, as under ``QT_SCALE_FACTOR``)."""
        ratio = self._ratio()
        self._fake(X.MotionNotify, x=round(point[0] * ratio), y=round(point[1] * ratio))

    @staticmethod
    def _ratio() -> float:
        screen = QGuiApplication.primaryScreen()
        return screen.devicePixelRatio() if screen is not None else 1.0

    def press(self, button: int = LEFT) -> None:
        """Press a mouse button where the pointer is."""
        self._held.add(button)
        self._fake(X.ButtonPress, button)

    def release(self, button: int = LEFT) -> None:
        """Release a mouse button."""
        self._held.discard(button)
        self._fake(X.ButtonRelease, button)

    # ------------------------------------------------------------------ gestures

    def play(self, steps: Iterable[Callable[[], None]], interval: int = 0,
             timeout: int = 20000) -> None:
        """Play ``steps`` one per ``interval`` ms, then let Qt handle what they sent."""
        gesture = _Gesture(list(steps), interval)
        gesture.timer.start()
        self.qtbot.waitUntil(lambda: gesture.done, timeout=timeout)
        self.settle()

    def settle(self) -> None:
        """Let Qt read and handle every event the server has sent so far.

        ``QGuiApplication.sync`` makes a round trip to the X server on Qt's own
        connection, after which every event the server sent before it is in Qt's
        queue, and then handles the queue.
        """
        QGuiApplication.sync()
        QApplication.sendPostedEvents()
        QApplication.processEvents()

    def path(self, start: Point, end: Point, steps: int) -> list[Point]:
        """``steps`` points from ``start`` (excluded) to ``end`` (included) on a line."""
        steps = max(1, steps)
        return [
            (round(start[0] + (end[0] - start[0]) * i / steps),
             round(start[1] + (end[1] - start[1]) * i / steps))
            for i in range(1, steps + 1)
        ]

    def click_at(self, point: Point, button: int = LEFT, double: bool = False) -> None:
        """Move to ``point`` and click there (twice for a double-click)."""
        steps: list[Callable[[], None]] = [lambda: self.move(point)]
        for _ in range(2 if double else 1):
            steps += [lambda: self.press(button), lambda: self.release(button)]
        self.play(steps)

    def click(self, widget: QWidget, local: QPoint | QPointF | None = None,
              button: int = LEFT, double: bool = False) -> None:
        """Click ``widget`` (at its centre, or at ``local``), as a person would, once its
        window is on the screen: a window that has just been shown is visible before the X
        server maps it, and a click before then lands on whatever was under it."""
        self.qtbot.waitUntil(lambda: self.placed(widget))
        self.click_at(global_point(widget, local), button, double)

    def placed(self, widget: QWidget) -> bool:
        """Whether ``widget``'s window is on the screen where Qt has it.

        A window that has just been shown is visible before the X server maps it, and
        one whose layout has just grown (a label's text came in) is resized by the
        window manager a moment later: until the server's geometry of the window is
        Qt's, a point read from Qt can land beside the widget. Layouts waiting to be
        worked out are worked out first.
        """
        top = widget.window()
        handle = top.windowHandle()
        if handle is None or not handle.isExposed():
            return False
        self.settle()
        window = self.x.create_resource_object("window", int(top.winId()))
        size = window.get_geometry()
        origin = self.x.screen().root.translate_coords(window, 0, 0)
        ratio = self._ratio()
        here = top.mapToGlobal(QPoint(0, 0))
        ours = (here.x() * ratio, here.y() * ratio, top.width() * ratio, top.height() * ratio)
        theirs = (origin.x, origin.y, size.width, size.height)
        return all(abs(a - b) <= ratio for a, b in zip(ours, theirs, strict=True))

    def click_button(self, button: QAbstractButton, timeout: int = 5000) -> None:
        """Click a push button and wait until it reports the click."""
        assert button.isVisible(), f"{button.text()!r} is not visible"
        assert button.isEnabled(), f"{button.text()!r} is not enabled"
        with self.qtbot.waitSignal(button.clicked, timeout=timeout):
            self.click(button)

    def drag(self, start: Point, waypoints: Sequence[Point], end: Point, *,
             steps_per_leg: int = 12, interval: int = 10, button: int = LEFT,
             timeout: int = 20000) -> None:
        """Press at ``start``, move through ``waypoints`` to ``end`` and release there.

        The first moves stay within a few pixels, as a hand does when it starts to
        drag; each leg of the path is cut into ``steps_per_leg`` moves, one every
        ``interval`` ms (a slow hand: many steps; a fast one: few, with no interval).
        """
        points: list[Point] = []
        here = start
        nudge = (start[0] + 3, start[1] - 3)
        points.append(nudge)
        here = nudge
        for target in [*waypoints, end]:
            points += self.path(here, target, steps_per_leg)
            here = target
        steps: list[Callable[[], None]] = [lambda: self.move(start), lambda: self.press(button)]
        steps += [lambda p=p: self.move(p) for p in points]
        steps.append(lambda: self.release(button))
        self.play(steps, interval=interval, timeout=timeout)

    # ------------------------------------------------------------------ keyboard

    def _keycode(self, name: str) -> int:
        name = _KEY_NAMES.get(name.lower(), name)
        if len(name) > 1 and name[0] in "fF" and name[1:].isdigit():
            name = name.upper()  # function keys: F1 … F12
        keysym = XK.string_to_keysym(name)
        if keysym == 0:
            raise ValueError(f"no key named {name!r}")
        code = self.x.keysym_to_keycode(keysym)
        if code == 0:
            raise ValueError(f"the keyboard has no key for {name!r}")
        return int(code)

    def key_at_once(self, combo: str) -> None:
        """Press and release a key with its modifiers now, without letting Qt handle
        them: the events wait in Qt's queue until its event loop runs again (keys a
        person presses while the program is busy)."""
        names = combo.split("+") if combo != "+" else ["plus"]
        codes = [self._keycode(n) for n in names]
        for code in codes:
            self._fake(X.KeyPress, code)
        for code in reversed(codes):
            self._fake(X.KeyRelease, code)

    def key(self, combo: str) -> None:
        """Press and release a key with its modifiers, e.g. ``"ctrl+shift+d"``, ``"esc"``."""
        names = combo.split("+") if combo != "+" else ["plus"]
        codes = [self._keycode(n) for n in names]

        def down(code: int) -> Callable[[], None]:
            def step() -> None:
                self._keys_down.append(code)
                self._fake(X.KeyPress, code)
            return step

        def up(code: int) -> Callable[[], None]:
            def step() -> None:
                self._keys_down.remove(code)
                self._fake(X.KeyRelease, code)
            return step

        self.play([*(down(c) for c in codes), *(up(c) for c in reversed(codes))])


