"""The background helper: a function runs off the UI thread, and its result or its error
comes back on the UI thread; a stale request is never delivered."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject

from momon_desktop.ui.core.background import Background, error_text

pytestmark = pytest.mark.gui


@pytest.fixture
def helper(qapp):
    owner = QObject()
    bg = Background("momon-test", owner)
    yield bg
    bg.shutdown()


def test_the_result_comes_back_on_the_ui_thread(helper, qtbot):
    ui = threading.get_ident()
    ran_on: list[int] = []
    results: list[tuple[int, int]] = []

    def work() -> int:
        ran_on.append(threading.get_ident())
        return 42

    helper.run(work, lambda value: results.append((value, threading.get_ident())), pytest.fail)
    assert helper.pending
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    assert results == [(42, ui)] and ran_on[0] != ui
    assert not helper.pending


def test_an_error_comes_back_as_the_exception(helper, qtbot):
    errors: list[Exception] = []

    def work() -> int:
        raise ValueError("no move")

    helper.run(work, pytest.fail, errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert isinstance(errors[0], ValueError)
    assert error_text(errors[0]) == "ValueError: no move"


def test_a_newer_request_or_a_cancel_drops_the_older_answer(helper, qtbot):
    gate = threading.Event()
    results: list[str] = []

    def slow() -> str:
        gate.wait(5)
        return "old"

    helper.run(slow, results.append, pytest.fail)
    helper.run(lambda: "new", results.append, pytest.fail)
    gate.set()
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    qtbot.wait(50)
    assert results == ["new"]

    helper.run(lambda: "cancelled", results.append, pytest.fail)
    helper.cancel()
    assert not helper.pending
    qtbot.wait(100)
    assert results == ["new"]


def test_a_request_after_paint_cancelled_before_it_leaves_never_runs(helper, qtbot):
    ran: list[bool] = []
    helper.run(lambda: ran.append(True), pytest.fail, pytest.fail, after_paint=True)
    helper.cancel()
    qtbot.wait(100)
    assert ran == []
    done: list[str] = []
    helper.run(lambda: "drawn first", done.append, pytest.fail, after_paint=True)
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    assert done == ["drawn first"]


def test_shutdown_stops_the_thread_and_a_later_request_starts_one(helper, qtbot):
    results: list[int] = []
    helper.run(lambda: 1, results.append, pytest.fail)
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    helper.shutdown()
    helper.run(lambda: 2, results.append, pytest.fail)
    qtbot.waitUntil(lambda: len(results) == 2, timeout=5000)
    assert results == [1, 2]
