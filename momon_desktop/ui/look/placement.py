"""Where windows open: within the screen, and beside the table without covering it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

# The share of the screen a window may take at most when its preferred size is larger.
SCREEN_SHARE = 0.94


def frame_extra(widget: QWidget) -> QSize:
    """What the window system adds around ``widget``'s window (title bar and borders),
    read from a window already on screen; nothing until it has been shown."""
    window = widget.window()
    frame, inner = window.frameGeometry(), window.geometry()
    return QSize(max(0, frame.width() - inner.width()), max(0, frame.height() - inner.height()))


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
    window.resize(max(w, window.minimumWidth()), max(h, window.minimumHeight()))
    if (w, h) != (width, height):
        frame = QRect(0, 0, window.width(), window.height())
        frame.moveCenter(area.center())
        window.move(frame.topLeft())


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
