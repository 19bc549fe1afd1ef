"""Learn to play with the real pointer: the first lesson (a Hand card dragged onto the
square the bubble points at, P9.1), the bubble's buttons, the welcome screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from momon_desktop.engine import parse_square
from momon_desktop.ui.core.controller import HUMAN
from momon_desktop.ui.features.lessons import load_progress
from momon_desktop.ui.features.tutorial import Tutorial
from momon_desktop.ui.features.welcome import WELCOME_LEVEL, WelcomeScreen
from tests.realinput.windows import activate

pytestmark = [pytest.mark.gui, pytest.mark.rules("P9.1", "P8.2")]


def tutorial_of(table) -> Tutorial:  # type: ignore[no-untyped-def]
    tutorial = table.window.feature(Tutorial)
    assert tutorial is not None
    return tutorial


def shown(table, tutorial: Tutorial, step: int) -> None:  # type: ignore[no-untyped-def]
    """Wait until the bubble shows ``step`` with the table settled."""
    table.qtbot.waitUntil(lambda: tutorial.shown == step and tutorial.step == step
                          and tutorial.bubble.isVisible() and not table.window.scene.animating
                          and not tutorial.waiting_for_opponent(), timeout=10000)


def row_of(table, card_id: str) -> int:  # type: ignore[no-untyped-def]
    model = table.window.hand_model
    defs = table.game.defs
    return next(r for r in range(model.rowCount()) if defs[model.instance_at(r)].id == card_id)


def test_the_first_lesson_played_with_the_mouse(table):
    tutorial = tutorial_of(table)
    bubble = tutorial.bubble
    assert tutorial.start(0)
    shown(table, tutorial, 0)
    table.robot.click_button(bubble.next_button)
    shown(table, tutorial, 1)
    table.robot.click_button(bubble.next_button)
    shown(table, tutorial, 2)
    b2 = parse_square("B2")
    # the bubble points at B2, the square to Summon onto
    target = tutorial.target_rect(tutorial.current_step().point)
    assert target is not None and target.adjusted(-8, -8, 8, 8).contains(bubble.tip_in_parent())
    assert not bubble.next_button.isVisible()
    # a wrong square first: explained, then taken back by Try again
    wrong = parse_square("D3")
    assert not bubble.geometry().contains(table.window.mapFromGlobal(QPoint(*table.square_point(wrong))))
    table.drag_to_square(row_of(table, "market-cat"), wrong, via_frame=False)
    table.qtbot.waitUntil(lambda: bool(tutorial.wrong_text))
    assert bubble.text.text().startswith("The right card, but another square.")
    assert table.game.board[wrong] >= 0
    table.robot.click_button(bubble.next_button)
    table.qtbot.waitUntil(lambda: table.game.board[wrong] < 0 and not tutorial.wrong_text)
    shown(table, tutorial, 2)
    # the right square
    table.drag_to_square(row_of(table, "market-cat"), b2)
    table.qtbot.waitUntil(lambda: table.game.board[b2] >= 0)
    assert table.game.defs[table.game.board[b2]].id == "market-cat"
    # the scripted opponent answers, then the lesson goes on
    shown(table, tutorial, 3)
    assert table.game.board[parse_square("D4")] >= 0
    for step in (4, 5):
        table.robot.click_button(bubble.next_button)
        shown(table, tutorial, step)
    assert tutorial.finished and load_progress().done == {"summon"}
    assert bubble.next_button.text() == "&Next lesson"
    table.robot.click_button(bubble.next_button)
    shown(table, tutorial, 0)
    assert tutorial.index == 1


def test_skip_lesson_and_quit_tutorial_buttons(table):
    tutorial = tutorial_of(table)
    bubble = tutorial.bubble
    assert tutorial.start(0)
    shown(table, tutorial, 0)
    table.robot.click_button(bubble.skip_button)
    table.qtbot.waitUntil(lambda: tutorial.index == 1)
    shown(table, tutorial, 0)
    assert load_progress().done == set()  # skipped, not done
    table.robot.click_button(bubble.quit_button)
    table.qtbot.waitUntil(lambda: not bubble.isVisible())
    assert tutorial.index == -1 and table.window.controller.script is None


def test_the_welcome_screen_s_buttons_and_its_close(table):
    welcome = table.window.feature(WelcomeScreen)
    assert welcome is not None
    window = table.window

    def opened():  # type: ignore[no-untyped-def]
        screen = welcome.open()
        table.qtbot.waitExposed(screen)
        activate(table.qtbot, screen, table.robot)
        return screen

    screen = opened()
    table.robot.click_button(screen.learn_button)
    table.qtbot.waitUntil(lambda: not screen.isVisible())
    tutorial = tutorial_of(table)
    assert tutorial.index == 0 and tutorial.owns_game()
    shown(table, tutorial, 0)

    screen = opened()
    table.robot.click_button(screen.computer_button)
    table.qtbot.waitUntil(lambda: window.new_game_dialog is not None
                          and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    assert dialog.kind_boxes[1].currentData() == WELCOME_LEVEL
    assert dialog.kind_boxes[0].currentData() == HUMAN
    activate(table.qtbot, dialog, table.robot)
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not dialog.isVisible())

    screen = opened()
    table.robot.click_button(screen.friend_button)
    table.qtbot.waitUntil(lambda: window.new_game_dialog is not dialog
                          and window.new_game_dialog is not None
                          and window.new_game_dialog.isVisible())
    dialog = window.new_game_dialog
    assert [b.currentData() for b in dialog.kind_boxes] == [HUMAN, HUMAN]
    activate(table.qtbot, dialog, table.robot)
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not dialog.isVisible())

    screen = opened()
    table.robot.click_button(screen.close_button)
    table.qtbot.waitUntil(lambda: not screen.isVisible())
    screen = opened()
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: not screen.isVisible())
