"""The game review, used as a person does: opened with the real pointer from the result
screen and from the replay viewer, the analysis waited for, Next mistake clicked and
pressed, a point of the graph clicked, Try from here clicked, and the window put away
with Escape and with its Close button."""

from __future__ import annotations

import pytest

from momon_desktop.ai import TOP_LEVEL
from momon_desktop.ai.review import MARKS
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.features.review import GameReview
from momon_desktop.ui.features.reviewwindow import ReviewWindow
from tests.realinput.test_result_screen import finish_by_a_click

pytestmark = [pytest.mark.gui, pytest.mark.rules("7.3.1")]

# A small node budget per search keeps each test short; the analysis is the same code.
NODES = 500


def review_of(table) -> GameReview:  # type: ignore[no-untyped-def]
    review = table.window.feature(GameReview)
    assert review is not None
    review.nodes = NODES
    return review


def wait_for_analysis(table, review: GameReview) -> ReviewWindow:  # type: ignore[no-untyped-def]
    table.qtbot.waitUntil(lambda: bool(review.windows) and review.windows[-1].isVisible())
    win = review.windows[-1]
    shown = win.list.geometry()
    table.qtbot.waitUntil(lambda: bool(win.reviews), timeout=120000)
    assert not win.analysing and not win.progress.isVisible()
    layout = win.layout()
    assert layout is not None
    layout.activate()
    # the end of the analysis moves nothing a click may be on its way to
    assert win.list.geometry() == shown
    assert win.progress_label.text() == f"Every decision weighed: {len(win.reviews)}."
    table.activate(win)
    return win


def test_from_the_result_screen_next_mistake_the_graph_and_escape(table):
    review = review_of(table)
    dialog = finish_by_a_click(table)
    history = len(table.window.controller.game.history)
    table.robot.click_button(dialog.review_button)
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    win = wait_for_analysis(table, review)
    assert len(win.reviews) == history and {r.mark for r in win.reviews} <= set(MARKS)
    screen = win.screen().availableGeometry()
    assert screen.contains(win.frameGeometry())
    # A point of the graph, clicked, goes to its decision.
    target = history // 2
    table.robot.click(win.graph, win.graph.point(target).toPoint())
    table.qtbot.waitUntil(lambda: win.current == target)
    assert win.list.currentRow() == target
    marked = win.mistake_indexes()
    if marked:
        expected = ([i for i in marked if i > target] or marked)[0]
        table.robot.click_button(win.next_button)
        table.qtbot.waitUntil(lambda: win.current == expected)
        assert "Better:" in win.reason.text()
        after = ([i for i in marked if i > expected] or marked)[0]
        table.robot.key("n")
        table.qtbot.waitUntil(lambda: win.current == after)
    else:
        # Nothing to jump to: the button leaves the decision where it is.
        table.robot.click_button(win.next_button)
        assert win.current == target
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not win.isVisible())


def test_from_the_replay_viewer_and_try_from_here(table):
    review = review_of(table)
    dialog = finish_by_a_click(table)
    w = table.window
    persistence = w.feature(GamePersistence)
    table.robot.click_button(dialog.replay_button)
    table.qtbot.waitUntil(lambda: bool(persistence.replay_windows)
                          and persistence.replay_windows[-1].isVisible())
    viewer = persistence.replay_windows[-1]
    table.activate(viewer)
    table.robot.click_button(viewer.play_button)  # pause the replay playing by itself
    assert viewer.review_button.isVisible()
    table.robot.click_button(viewer.review_button)
    win = wait_for_analysis(table, review)
    assert win.replay is viewer.replay
    index = 6
    table.robot.click(win.list.viewport(), win.list.visualItemRect(win.list.item(index)).center())
    table.qtbot.waitUntil(lambda: win.current == index)
    before = win.positions[index]
    seat = win.seats[index]
    table.robot.click_button(win.try_button)
    table.qtbot.waitUntil(lambda: not win.isVisible())
    c = w.controller
    table.qtbot.waitUntil(lambda: c.game is not None and len(c.game.history) >= index)
    g = c.game
    assert review.owns_game() and g.setup.decks == before.setup.decks
    assert g.history[:index] == before.history
    assert c.players[seat].is_human and c.players[1 - seat].kind == TOP_LEVEL == "expert"
    assert persistence.practice_only()  # neither autosaved nor kept as a record
    viewer.close()


def test_the_close_button_and_cancel_during_the_analysis(table):
    review = review_of(table)
    review.nodes = 5000  # long enough to be cancelled while it runs
    dialog = finish_by_a_click(table)
    table.robot.click_button(dialog.review_button)
    table.qtbot.waitUntil(lambda: bool(review.windows) and review.windows[-1].isVisible())
    win = review.windows[-1]
    table.activate(win)
    table.qtbot.waitUntil(lambda: win.progress.value() >= 1, timeout=60000)
    with table.qtbot.waitSignal(win.analysis_done) as blocker:
        table.robot.click_button(win.cancel_button)
    assert blocker.args == [False] and not win.reviews
    table.qtbot.waitUntil(win.again_button.isVisible)
    review.nodes = NODES
    win.nodes = NODES
    table.robot.click_button(win.again_button)
    table.qtbot.waitUntil(lambda: bool(win.reviews), timeout=120000)
    assert len(win.reviews) == len(win.answers)
    table.robot.click_button(win.close_button)
    table.qtbot.waitUntil(lambda: not win.isVisible())
