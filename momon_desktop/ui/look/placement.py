"""Where windows open: within the screen, and beside the table without covering it."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# The share of the screen a window may take at most when its preferred size is larger.
SCREEN_SHARE = 0.94

# The frame (title bar and borders) the window manager last put around a window of the
# app, kept by the application as this dynamic property: the best guess for a window
# about to open, whose own frame is not known until the window manager has framed it.
_LAST_FRAME_PROPERTY = "momonLastWindowFrame"


def _measured_frame(window: QWidget) -> QSize:
    frame, inner = window.frameGeometry(), window.geometry()
    return QSize(max(0, frame.width() - inner.width()), max(0, frame.height() - inner.height()))


def frame_extra(widget: QWidget) -> QSize:
    """What the window system adds around ``widget``'s window (title bar and borders):
    read from the window once it is framed, else the frame the window manager put
    around the app's last framed window (nothing before any window was framed)."""
    # QWidget's own window(): some windows keep their table in an attribute of that name
    window = QWidget.window(widget)
    measured = _measured_frame(window)
    app = QCoreApplication.instance()
    if not measured.isEmpty():
        if app is not None:
            app.setProperty(_LAST_FRAME_PROPERTY, measured)
        return measured
    last = app.property(_LAST_FRAME_PROPERTY) if app is not None else None
    return QSize(last) if isinstance(last, QSize) else QSize(0, 0)


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` its preferred ``width`` × ``height``, or as much of its screen as
    fits (a laptop screen of 1366 × 768 is smaller than a card window), centred there
    when it had to shrink, so its title bar and its bottom buttons are in view."""
    screen = window.screen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    w = min(width, int(area.width() * SCREEN_SHARE))
    h = min(height, int(area.height() * SCREEN_SHARE))
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    window.resize(max(w, least.width()), max(h, least.height()))
    if (w, h) != (width, height):
        frame = QRect(0, 0, window.width(), window.height())
        frame.moveCenter(area.center())
        window.move(frame.topLeft())


def keep_on_screen(window: QWidget) -> None:
    """The one rule for every window as it opens: a window that would reach past the
    available area of its screen (the desktop less panels and docks) is made smaller,
    to :data:`SCREEN_SHARE` of that area but never below its own minimum, and moved
    within it, centred where it had to shrink. A window that fits is left alone, and
    so is a maximised or full-screen one."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
                               | Qt.WindowState.WindowMinimized):
        return
    screen = window.screen()
    if screen is None:
        return
    area = screen.availableGeometry()
    extra = frame_extra(window)
    frame = QRect(window.pos(), window.size() + extra)
    if area.contains(frame):
        return
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    width, height = window.width(), window.height()
    if frame.width() > area.width() or frame.height() > area.height():
        if frame.width() > area.width():
            width = max(least.width(), int(area.width() * SCREEN_SHARE) - extra.width())
        if frame.height() > area.height():
            height = max(least.height(), int(area.height() * SCREEN_SHARE) - extra.height())
        window.resize(width, height)
        frame = QRect(0, 0, width + extra.width(), height + extra.height())
        frame.moveCenter(area.center())
    x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
    window.move(x, y)


def fits_screen(window: QWidget, size: QSize) -> bool:
    """Whether ``window`` at ``size``, with the frame the window manager puts around it,
    fits the available area of its screen."""
    screen = window.screen()
    if screen is None:
        return True
    area = screen.availableGeometry()
    whole = size + frame_extra(window)
    return whole.width() <= area.width() and whole.height() <= area.height()


def show_within_screen(window: QWidget) -> None:
    """Show a main window as it opens at the app's start: maximised where its size would
    take more than :data:`SCREEN_SHARE` of its screen's width or height (a laptop's
    1366 × 768, the 1024 × 700 of a small screen: every pixel then goes to the table,
    its frame within the screen), else at its size, kept on the screen."""
    screen = window.screen()
    if screen is not None and not window.isMaximized():
        area = screen.availableGeometry()
        if window.width() > area.width() * SCREEN_SHARE \
                or window.height() > area.height() * SCREEN_SHARE:
            window.showMaximized()
            return
    window.show()


class _ScreenKeeper(QObject):
    """Applies :func:`keep_on_screen` to every window of the application as it is shown,
    and once more when the window manager has framed it: a frame larger than the one
    guessed at the show (the first window of the app has no guess) could otherwise put
    the title bar or the bottom edge off the screen."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        # windows shown before their frame was known, with the frame then assumed
        self._unframed: weakref.WeakKeyDictionary[QWidget, QSize] = weakref.WeakKeyDictionary()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and isinstance(watched, QWidget) \
                and watched.isWindow() and watched.windowType() not in _NOT_PLACED:
            keep_on_screen(watched)
            if _measured_frame(watched).isEmpty():
                self._unframed[watched] = frame_extra(watched)
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize) and isinstance(watched, QWidget) \
                and watched in self._unframed:
            measured = _measured_frame(watched)
            if not measured.isEmpty():
                assumed = self._unframed.pop(watched)
                frame_extra(watched)  # remembered for the next window
                if measured.width() > assumed.width() or measured.height() > assumed.height():
                    keep_on_screen(watched)
        return False


_NOT_PLACED = (Qt.WindowType.Popup, Qt.WindowType.ToolTip, Qt.WindowType.SplashScreen,
               Qt.WindowType.Desktop)


def keep_windows_on_screen(app: QCoreApplication) -> None:
    """Keep every window of ``app`` within its screen from now on (once per application).
    Qt's offscreen platform has no screen anyone sees (the self-test and the tests draw
    windows larger than its nominal one on purpose): nothing is done there."""
    if QGuiApplication.platformName() == "offscreen":
        return
    if app.findChild(_ScreenKeeper) is None:  # the keeper is the application's child
        app.installEventFilter(_ScreenKeeper(app))


def place_in(window: QWidget, area: QRect, upper: bool, reference: QWidget) -> None:
    """Put ``window`` in the upper or lower half of ``area`` (screen pixels), its frame
    included (as large as ``reference``'s window's frame), within the screen."""
    extra = frame_extra(reference)
    gap = 6
    height = max(150, (area.height() - gap) // 2 - extra.height())
    width = max(300, area.width() - extra.width())
    window.resize(width, height)
    x = area.right() + 1 - width - extra.width()
    y = area.top() if upper else area.top() + (area.height() + gap) // 2
    screen = reference.screen()
    if screen is not None:
        bounds = screen.availableGeometry()
        x = max(bounds.left(), min(x, bounds.right() + 1 - width - extra.width()))
        y = max(bounds.top(), min(y, bounds.bottom() + 1 - height - extra.height()))
    window.move(x, y)
