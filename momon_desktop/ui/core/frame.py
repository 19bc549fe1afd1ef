"""Work done once every handler of a change has run, before the window draws it.

An answer applied changes the Arena, the Hand, the panels and the log through many
signals. Qt draws the window when the Arena scene processes its changed items (a
queued call made at the first change), and lays widgets out and finishes item views'
layouts later still: widgets laid out after that picture are drawn a second time.
:class:`FrameSteps` runs the steps asked for with :meth:`FrameSteps.soon` through an
event of high priority, which comes before those queued calls, then lays out every
widget waiting for it, so the window's picture of a change is drawn once, complete.

Work a change calls for that the picture does not show (keeping a finished game on
disk, waiting for the autosave) goes the other way, with :meth:`FrameSteps.after_drawing`:
it runs once the window has drawn the change, so it never holds the picture up.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

_STEPS_EVENT = QEvent.Type(QEvent.registerEventType())


class FrameSteps(QObject):
    """Steps to run after the current change, before it is drawn, each once per change;
    and steps to run once it is drawn (in the window of ``parent``, a widget)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: list[Callable[[], None]] = []
        self._posted = False
        # item views whose rows changed: their layout is finished before the picture
        self._views: list[Callable[[], None]] = []
        # steps waiting for the window's next picture, and the window that draws it
        self._later: list[Callable[[], None]] = []
        self._window = parent.window() if isinstance(parent, QWidget) else None
        if self._window is not None:
            self._window.installEventFilter(self)

    def soon(self, step: Callable[[], None]) -> None:
        """Run ``step`` once the handlers of this change have run (once, if asked twice)."""
        if step not in self._steps:
            self._steps.append(step)
        self.schedule()

    def lay_out_before_drawing(self, finish: Callable[[], None]) -> None:
        """Call ``finish`` (an item view's pending layout) after the steps of every
        change, just before the widgets are laid out."""
        self._views.append(finish)

    def schedule(self) -> None:
        """Lay out what waits for it once the handlers of this change have run."""
        if not self._posted:
            self._posted = True
            QCoreApplication.postEvent(self, QEvent(_STEPS_EVENT),
                                       Qt.EventPriority.HighEventPriority.value)

    def run(self) -> None:
        """Run the waiting steps now, then lay out what waits for it."""
        self._posted = False
        while self._steps:
            steps, self._steps = self._steps, []
            for step in steps:
                step()
        for finish in self._views:
            finish()
        # a layout that changes size asks its parent's layout in turn (a new request)
        for _ in range(4):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)

    def after_drawing(self, step: Callable[[], None]) -> None:
        """Run ``step`` once the window has drawn the current change (once, if asked
        twice); on the next pass of the event loop when the window is not on screen to
        draw it, and as the window closes if it closes first. Asked for by a change the
        window draws."""
        if step not in self._later:
            self._later.append(step)
        if self._window is None or not self._window.isVisible():
            self._after_picture()

    def _after_picture(self) -> None:
        """The steps asked for so far run on the next pass of the event loop; those asked
        for after this wait for the next picture."""
        steps, self._later = self._later, []
        QTimer.singleShot(0, self, lambda: _run(steps))

    def event(self, event: QEvent) -> bool:
        if event.type() == _STEPS_EVENT:
            self.run()
            return True
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and self._later:
            if event.type() == QEvent.Type.UpdateRequest:
                # the window draws its picture now: the steps come right after it
                self._after_picture()
            elif event.type() == QEvent.Type.Hide:
                # closed (or put away) before it drew the change: nothing waits for that
                steps, self._later = self._later, []
                _run(steps)
        return False


def _run(steps: list[Callable[[], None]]) -> None:
    for step in steps:
        step()
