"""A clocked hot-seat match in a 1366 x 768 window, where the match bar is a narrow
column beside the table, with the real pointer: after each Ready clicked on the hand-over
screen, the clock of the player now at the near edge is at the bottom of the column, as
their panel is, and every clock is painted in the colour of its player's seat (their
Marking Token's); at the end the Press clock button shows its whole text inside the
column, and a click on it counts the win (PM.3, 7.4.2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from momon_desktop.ui.look import theme
from momon_desktop.ui.table.arenamat import SEATS
from tests.gui.match_helpers import play_out, start_match

pytestmark = [pytest.mark.gui]


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def near(c: QColor, target: QColor) -> bool:
    return abs(c.red() - target.red()) + abs(c.green() - target.green()) \
        + abs(c.blue() - target.blue()) < 30


def seat_pixels(widget: QWidget) -> dict[str, int]:
    """How many pixels of ``widget`` as drawn are in each seat's name colour."""
    image = widget.grab().toImage()
    counts = dict.fromkeys(SEATS, 0)
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            for seat in SEATS:
                counts[seat] += near(colour, theme.SEAT_NAME_COLOURS[seat])
    return counts


@pytest.mark.rules("PM.3", "7.4.2", "4.2.1")
def test_the_clocks_stand_by_their_players_and_the_press_reads_whole(table):
    w = table.window
    session = start_match(w, None)
    bar = session.bar
    assert bar.compact  # 768 pixels high: the column beside the table
    game = session.match.current
    assert game is not None
    for _turn in range(2):
        table.qtbot.waitUntil(w.handover.isVisible)
        table.robot.click_button(w.handover.ready_button)
        table.wait_for_person("summon")
        seat = w.session.viewer
        mine, theirs = game.side_of_seat(seat), game.side_of_seat(1 - seat)
        table.qtbot.waitUntil(lambda mine=mine: session.match.clock.running == mine)
        assert on_screen(bar.clocks[mine]).top() > on_screen(bar.clocks[theirs]).bottom()
        assert on_screen(w.near_panel).top() > on_screen(w.far_panel).bottom()
        for side, its_seat in ((mine, seat), (theirs, 1 - seat)):
            counts = seat_pixels(bar.clocks[side])
            assert counts[SEATS[its_seat]] > 0, (side, counts)
            assert counts[SEATS[1 - its_seat]] == 0, (side, counts)
        table.drag_to_square(0, table.game.empty_squares()[0])
    play_out(w)
    pending = session.match.current
    assert pending is not None and pending.status == "awaiting_press"
    winner = pending.pending.winner  # type: ignore[union-attr]
    press = bar.press_button
    table.qtbot.waitUntil(press.isVisible)
    assert press.width() >= press.sizeHint().width()  # every line of its text shown
    assert on_screen(bar).contains(on_screen(press))
    assert session.names[winner] in press.text()
    table.robot.click_button(press)
    table.qtbot.waitUntil(lambda: session.match.score.wins(winner) == 1)
    session.close()
