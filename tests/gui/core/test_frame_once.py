"""A change of the table is drawn once, and only where it shows: the steps of a change
run before its picture (FrameSteps), a Summon paints each part of the window at most
once, and the self-test's measure draws what waits to be drawn, nothing more.
Speed itself is measured by ``python -m momon_desktop bench ui``, not here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from momon_desktop.ui import selftest
from momon_desktop.ui.core.frame import FrameSteps
from tests.gui.table.test_table_caches import seated
from tests.gui.table_helpers import make_window

pytestmark = pytest.mark.gui


class PaintCounter(QObject):
    """Counts the paint events each widget receives while installed on the application."""

    def __init__(self) -> None:
        super().__init__()
        self.paints: Counter[int] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints[id(watched)] += 1
        return False

    def of(self, widget: QWidget) -> int:
        return self.paints[id(widget)]


def test_steps_run_once_before_calls_queued_earlier_and_leave_layouts_done(qtbot):
    frame = FrameSteps()
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel("one line")
    QVBoxLayout(box).addWidget(label)
    box.show()
    qtbot.waitExposed(box)
    order: list[str] = []
    # a call queued before the steps are asked for (as the Arena scene's is)
    QTimer.singleShot(0, lambda: order.append("queued"))

    def step() -> None:
        order.append("step")
        label.setText("two\nlines")  # asks the box's layout to run again

    frame.soon(step)
    frame.soon(step)
    heights: list[int] = []
    frame.soon(lambda: heights.append(label.height()))
    QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: "queued" in order)
    assert order == ["step", "queued"]
    assert len(heights) == 1
    # laid out before anything queued after it ran: the label already has its new height
    assert label.height() > heights[0]
    assert label.height() >= label.sizeHint().height()


class Painted(QObject):
    """Notes in ``order`` each picture of the widget it watches, then calls ``painted``."""

    def __init__(self, widget: QWidget, order: list[str]) -> None:
        super().__init__()
        self.order = order
        self.painted: Callable[[], None] = lambda: None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.order.append("painted")
            self.painted()
        return False


def label_on_screen(qtbot) -> tuple[QLabel, FrameSteps, Painted]:  # type: ignore[no-untyped-def]
    """A label in a window on screen, the window's FrameSteps, and a watcher of the
    label's pictures."""
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel("one line")
    QVBoxLayout(box).addWidget(label)
    frame = FrameSteps(box)
    box.show()
    qtbot.waitExposed(box)
    return label, frame, Painted(label, [])


def test_steps_after_drawing_run_once_the_change_is_drawn(qtbot):
    label, frame, watcher = label_on_screen(qtbot)
    order = watcher.order

    def step() -> None:
        order.append("step")

    label.setText("another line")
    frame.after_drawing(step)
    frame.after_drawing(step)
    qtbot.waitUntil(lambda: "step" in order)
    assert watcher.order == ["painted", "step"]


def test_a_step_asked_for_after_a_picture_waits_for_the_next_one(qtbot):
    """A change made while a picture is drawn, before the steps of that picture have
    run, is not in it: its step waits for the picture that draws it."""
    label, frame, watcher = label_on_screen(qtbot)
    order = watcher.order

    def another_change() -> None:
        if order.count("painted") == 1 and "asked" not in order:
            order.append("asked")
            label.setText("another change")
            frame.after_drawing(lambda: order.append("second"))

    watcher.painted = another_change
    label.setText("a change")
    frame.after_drawing(lambda: order.append("first"))
    qtbot.waitUntil(lambda: "second" in order)
    pictures = [i for i, what in enumerate(order) if what == "painted"]
    assert len(pictures) == 2
    assert pictures[0] < order.index("asked") < order.index("first")
    assert pictures[1] < order.index("second")


def test_steps_after_drawing_run_at_once_where_no_window_draws(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    frame = FrameSteps(box)
    ran: list[str] = []
    frame.after_drawing(lambda: ran.append("step"))
    assert ran == []  # not in the handler that asked
    qtbot.waitUntil(lambda: ran == ["step"])


def test_a_summon_paints_each_part_of_the_window_at_most_once(qtbot, tmp_path):
    """Applying and drawing a Summon as the self-test does (moves shown at the normal
    pace, so the mover sees the table before the hand-over) paints the Hand, the panels,
    the prompt and the rules log once each, and the menu bar, unchanged, not at all."""
    window = make_window(qtbot, tmp_path, pace="normal")
    seated(window, qtbot)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    g = window.controller.game
    summons = 0
    while summons < 3:
        d = g.awaiting
        assert d is not None
        if d.kind != "summon":  # an ability's choice: answered as the self-test does
            selftest.play_one(app, window)
            selftest.settle(app, window)
            continue
        if window.handover.isVisible():
            QTest.mouseClick(window.handover.ready_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: window.session.my_decision() is not None)
        answer = window.session.my_decision().options[0]
        selftest.pick_in_hand(window, answer.card)
        app.processEvents()
        selftest.draw_now(window)
        counter = PaintCounter()
        app.installEventFilter(counter)
        try:
            QTest.keyClick(window.arena_view, Qt.Key.Key_Return)
            app.processEvents()
            selftest.draw_now(window)
        finally:
            app.removeEventFilter(counter)
        assert g.awaiting is not d
        summons += 1
        assert counter.of(window.hand_view.viewport()) == 1  # a card left the Hand
        parts = {
            "the rules log": window.log.viewport(),
            "the near panel": window.near_panel,
            "the far panel": window.far_panel,
            "the prompt": window.prompt,
        }
        for name, widget in parts.items():
            assert counter.of(widget) <= 1, name
        assert counter.of(window.menuBar()) == 0
        selftest.settle(app, window)
    window.close()


def test_the_self_test_draws_what_waits_and_nothing_else(window, qtbot):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    selftest.settle(app, window)
    selftest.draw_now(window)
    counter = PaintCounter()
    app.installEventFilter(counter)
    try:
        selftest.draw_now(window)
        assert sum(counter.paints.values()) == 0  # nothing waited
        window.prompt.update()
        selftest.draw_now(window)
    finally:
        app.removeEventFilter(counter)
    assert counter.of(window.prompt) == 1
    assert counter.of(window.menuBar()) == 0
    assert counter.of(window.hand_view.viewport()) == 0
