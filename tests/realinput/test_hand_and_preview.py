"""The Hand's selection frame and the card shown large, with the real pointer and keys.

A selection frame that moves leaves nothing behind: after each click or arrow key the
Hand as the X server shows it (grabbed from the screen, not repainted for the test)
has the selection colour only in the selected card's place. The preview shows only a
card the person at the screen can still see (4.2.3): after a Summon the card is shown
as it now is on the Arena; a card taken back into the computer's Hand, a card of the
game before a new one, and the Hand behind a hand-over are no longer shown.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from momon_desktop.ui.table.delegates import FRAME_OUTSET, SELECTED_COLOUR
from tests.gui.table_helpers import bundled, card, spec
from tests.realinput.robot import combo, global_point
from tests.realinput.test_summon_gestures import start_as_first_player

pytestmark = [pytest.mark.gui, pytest.mark.rules("4.2.3", "4.4.1")]


def _screen_image(widget) -> tuple[QImage, float]:  # type: ignore[no-untyped-def]
    """``widget`` as it is on the screen now, and the device pixels per logical pixel."""
    top_left = global_point(widget, widget.rect().topLeft())
    screen = QApplication.primaryScreen()
    pixmap = screen.grabWindow(0, round(top_left[0]), round(top_left[1]),
                               widget.width(), widget.height())
    return pixmap.toImage(), pixmap.devicePixelRatio()


def _is_frame_colour(c: QColor) -> bool:
    return (abs(c.red() - SELECTED_COLOUR.red()) < 24 and abs(c.green() - SELECTED_COLOUR.green()) < 24
            and abs(c.blue() - SELECTED_COLOUR.blue()) < 24)


def _frame_pixels(image: QImage, dpr: float, rect: QRect) -> int:
    """How many pixels of the selection colour ``rect`` (logical) holds in ``image``."""
    area = QRect(round(rect.left() * dpr), round(rect.top() * dpr),
                 round(rect.width() * dpr), round(rect.height() * dpr)).intersected(image.rect())
    return sum(_is_frame_colour(image.pixelColor(x, y))
               for y in range(area.top(), area.bottom() + 1)
               for x in range(area.left(), area.right() + 1))


def _stray_frames(table, selected: int) -> dict[int, int]:  # type: ignore[no-untyped-def]
    """Pixels of the selection colour above each card that is not selected, where only
    a selected card's frame can reach (a hovered card rises half as far)."""
    view = table.window.hand_view
    image, dpr = _screen_image(view.viewport())
    lift = view.delegate.lift
    stray = {}
    for row in range(table.window.hand_model.rowCount()):
        item = view.visualRect(table.window.hand_model.index(row))
        if row == selected or item.isEmpty():
            continue
        band = QRect(item.left(), item.top() - FRAME_OUTSET, item.width(),
                     FRAME_OUTSET + lift // 2)
        found = _frame_pixels(image, dpr, band)
        if found:
            stray[row] = found
    return stray


def _framed(table, row: int) -> bool:  # type: ignore[no-untyped-def]
    """The selection frame of ``row`` is on the screen."""
    view = table.window.hand_view
    image, dpr = _screen_image(view.viewport())
    item = view.visualRect(table.window.hand_model.index(row))
    return _frame_pixels(image, dpr, item.adjusted(0, -FRAME_OUTSET, 0, 0)) > 20


def test_a_moving_selection_frame_leaves_no_fragments_in_the_hand(table):
    start_as_first_player(table)
    w = table.window
    count = w.hand_model.rowCount()
    assert count >= 6
    # by clicks, in turn along the Hand, and back over a card further on
    for row in [0, 1, 2, 5, 3, count - 1, 4]:
        table.click_hand(row)
        table.qtbot.waitUntil(lambda r=row: w.hand_view.currentIndex().row() == r)
        table.robot.settle()
        table.qtbot.waitUntil(lambda r=row: _framed(table, r))
        assert _stray_frames(table, row) == {}, f"after a click on card {row}"
    # by the arrow keys, from the keyboard's place in the Hand
    table.robot.key(combo(w.focus_hand_action.shortcut()))
    table.qtbot.waitUntil(w.hand_view.hasFocus)
    for key in ["left", "left", "right", "left", "left"]:
        before = w.hand_view.currentIndex().row()
        table.robot.key(key)
        table.qtbot.waitUntil(lambda b=before: w.hand_view.currentIndex().row() != b)
        row = w.hand_view.currentIndex().row()
        table.robot.settle()
        table.qtbot.waitUntil(lambda r=row: _framed(table, r))
        assert _stray_frames(table, row) == {}, f"after {key} to card {row}"


def test_a_summoned_card_is_shown_as_it_is_on_the_arena(table):
    start_as_first_player(table)
    w = table.window
    instance = w.hand_model.instance_at(2)
    table.robot.move(table.hand_point(2))
    table.qtbot.waitUntil(lambda: w.preview.card is table.game.defs[instance])
    assert "Controller" not in w.preview.accessibleDescription()
    table.drag_to_square(2, 9)
    table.qtbot.waitUntil(lambda: table.game.board[9] == instance)
    # the hand-over hides the Hand, and nothing of it stays large
    table.qtbot.waitUntil(w.handover.isVisible)
    assert w.preview.card is None
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    # at most the card of their own Hand the keyboard is on
    seat = w.session.viewer
    assert w.preview.card is None or w.table_input.preview_instance in w.controller.hand_of(seat)
    # the other player points at the card on the Arena: its owner and controller
    table.robot.move(table.square_point(9))
    table.qtbot.waitUntil(lambda: w.preview.card is table.game.defs[instance])
    assert "Controller" in w.preview.accessibleDescription()


def _against_the_computer():  # type: ignore[no-untyped-def]
    first = [card(f"a{i}", 2 + i % 5) for i in range(10)]
    second = [card(f"b{i}", 3 + i % 5) for i in range(10)]
    return spec(first, second, kinds=("human", "easy"))


def test_a_card_taken_back_into_the_computers_hand_is_no_longer_shown(table):
    table.start(_against_the_computer())
    table.wait_for_person("summon")
    w = table.window
    table.click_hand(0)
    table.click_square(0)
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 2, timeout=15000)
    table.wait_for_person("summon")
    g = table.game
    square = next(sq for sq in range(16) if g.board[sq] >= 0 and g.ctrl[g.board[sq]] == 1)
    theirs = g.board[square]
    table.robot.move(table.square_point(square))
    table.qtbot.waitUntil(lambda: w.preview.card is g.defs[theirs])
    # a summoned card of one's own, picked in the Hand, then both moves taken back
    table.robot.key(combo(w.undo_action.shortcut()))
    table.qtbot.waitUntil(lambda: table.game.board[square] < 0)
    assert theirs not in w.controller.hand_of(0)
    assert w.preview.card is None


def test_a_new_game_shows_no_card_of_the_game_before(table):
    start_as_first_player(table)
    w = table.window
    table.robot.move(table.hand_point(1))
    table.qtbot.waitUntil(lambda: w.preview.card is not None)
    w.start_game(bundled(seed=5))
    table.qtbot.waitUntil(lambda: w.controller.game is not None and w.handover.isVisible())
    assert w.preview.card is None
    table.robot.click_button(w.handover.ready_button)
    table.wait_for_person("summon")
    seat = w.session.viewer
    assert w.preview.card is None or w.table_input.preview_instance in w.controller.hand_of(seat)
