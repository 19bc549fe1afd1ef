"""The Void viewers with the real pointer and keyboard: opened by their button and by
Ctrl+D / Ctrl+Shift+D, closed by their Close button and by Escape (4.5.2, 4.5.3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from momon_desktop.ui.table.voidwindow import VoidWindow
from tests.realinput.test_summon_gestures import start_as_first_player

pytestmark = [pytest.mark.gui, pytest.mark.rules("4.5.2", "4.5.3")]


def opened_viewer(table, owner: int) -> VoidWindow:  # type: ignore[no-untyped-def]
    """Wait until ``owner``'s Void viewer is on the screen with the keyboard."""
    w = table.window
    table.qtbot.waitUntil(lambda: owner in w.void_viewers.windows and w.void_viewers.windows[owner].isVisible())
    viewer = w.void_viewers.windows[owner]
    table.qtbot.waitExposed(viewer)
    table.qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer)
    return viewer


@pytest.mark.parametrize("how", ["button", "ctrl+d", "ctrl+shift+d"])
@pytest.mark.parametrize("close", ["close-button", "escape"])
def test_a_void_viewer_opens_and_closes(table, how, close):
    start_as_first_player(table)
    w = table.window
    near = w.session.board_seat
    if how == "button":
        table.robot.click_button(w.near_panel.void_button)
        owner = near
    else:
        table.robot.key(how)
        owner = near if how == "ctrl+d" else 1 - near
    viewer = opened_viewer(table, owner)
    # 4.5.2: the viewer knows who is looking.
    assert viewer.model.viewer == near
    if close == "escape":
        table.robot.key("esc")
    else:
        table.robot.click_button(viewer.close_button)
    table.qtbot.waitUntil(lambda: not viewer.isVisible())
    table.activate()
    # The table is back in the person's hands: a Summon by click still works.
    table.click_hand(0)
    table.click_square(5)
    table.qtbot.waitUntil(lambda: table.game.board[5] >= 0)


def test_both_viewers_side_by_side_do_not_overlap(table):
    start_as_first_player(table)
    w = table.window
    table.robot.key("ctrl+d")
    mine = opened_viewer(table, w.session.board_seat)
    table.activate()
    table.robot.key("ctrl+shift+d")
    theirs = opened_viewer(table, 1 - w.session.board_seat)
    assert not mine.frameGeometry().intersects(theirs.frameGeometry())
    # over the preview and the rules log: the Arena and the Hand stay in view
    for widget in (w.arena_view, w.hand_view):
        rect = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        assert not mine.frameGeometry().intersects(rect)
        assert not theirs.frameGeometry().intersects(rect)
    # Both stay within the main window's screen.
    screen = w.screen().availableGeometry()
    assert screen.contains(mine.frameGeometry()) and screen.contains(theirs.frameGeometry())


def test_viewers_close_at_the_hand_over_so_ready_can_be_pressed(table):
    start_as_first_player(table)
    w = table.window
    table.robot.key("ctrl+d")
    viewer = opened_viewer(table, w.session.board_seat)
    table.activate()
    table.click_hand(0)
    table.click_square(5)
    # The move hands the computer over: the hand-over screen must be reachable.
    table.qtbot.waitUntil(w.handover.isVisible)
    table.qtbot.waitUntil(lambda: not viewer.isVisible())
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    assert w.session.viewer == 1
