"""Control at a glance on the real table: a card snatched by a real click Summon is
framed in the new controller's colour on the screen (4.2.1, P10.5), and does not turn
(4.2.2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from momon_desktop.ui.look import cardpainter as cp
from momon_desktop.ui.table.arenamat import SEATS, card_rect_in, cell_rect
from tests.gui.table_helpers import card, spec

pytestmark = [pytest.mark.gui, pytest.mark.rules("4.2.1", "4.2.2", "P10.5")]

B2, B3 = 5, 9


def snatch_game():  # type: ignore[no-untyped-def]
    """The first player's Momon see nothing; the second player's see Forward, which from
    the second seat is toward row 1 (P5.5): summoned on B3, it snatches a card on B2."""
    first = [card(f"a{i}", 2) for i in range(10)]
    second = [card(f"b{i}", 5, ("F",)) for i in range(10)]
    return spec(first, second)


def frame_colours(table, square: int) -> list[QColor]:  # type: ignore[no-untyped-def]
    """The pixels of the frame along the left edge of the card on ``square``, read from
    the Arena view as it is drawn."""
    scene, view = table.window.scene, table.window.arena_view
    image: QImage = view.viewport().grab().toImage()
    rect = card_rect_in(cell_rect(square, scene.viewer))
    outer, inner = cp.control_frame_rects(rect)
    found = []
    steps = 24
    for i in range(steps + 1):
        y = rect.top() + rect.height() * (0.15 + 0.25 * i / steps)
        for k in range(1, 8):
            x = outer.left() + (inner.left() - outer.left()) * k / 8
            p = view.mapFromScene(QPointF(x, y))
            found.append(image.pixelColor(p.x(), p.y()))
    return found


def near(colour: QColor, target: QColor) -> bool:
    return all(abs(a - b) <= 40 for a, b in ((colour.red(), target.red()),
                                             (colour.green(), target.green()),
                                             (colour.blue(), target.blue())))


def shows(pixels: list[QColor], seat: str) -> tuple[float, float]:
    """The shares of ``pixels`` in ``seat``'s colour and in the other seat's."""
    other = "second" if seat == "first" else "first"
    n = len(pixels)
    return (sum(near(c, cp.SEAT_COLOURS[seat]) for c in pixels) / n,  # type: ignore[index]
            sum(near(c, cp.SEAT_COLOURS[other]) for c in pixels) / n)  # type: ignore[index]


def take_the_seat(table) -> None:  # type: ignore[no-untyped-def]
    handover = table.window.handover
    table.qtbot.waitUntil(handover.isVisible)
    table.robot.click_button(handover.ready_button)
    table.wait_for_person("summon")


def test_a_snatched_card_is_framed_in_the_new_controllers_colour(table):
    table.start(snatch_game())
    take_the_seat(table)
    # the first player drags a Momon onto B2
    table.drag_to_square(0, B2)
    table.qtbot.waitUntil(lambda: table.game.board[B2] >= 0)
    target = table.game.board[B2]
    table.qtbot.waitUntil(lambda: not table.window.scene.animating)
    own, other = shows(frame_colours(table, B2), "first")
    assert own > 0.4 and other == 0
    # the second player clicks a Momon, then B3: its Forward snatches the card on B2
    take_the_seat(table)
    item = table.window.scene.cards[target]
    rotation = item.rotation()
    table.click_hand(0)
    table.qtbot.waitUntil(lambda: table.window.session.selected is not None)
    table.click_square(B3)
    table.qtbot.waitUntil(lambda: table.game.ctrl[target] == 1)
    table.qtbot.waitUntil(lambda: not table.window.scene.animating)
    # the frame is repainted with the next frame of the view
    table.qtbot.waitUntil(lambda: shows(frame_colours(table, B2), "second")[0] > 0.4)
    own, other = shows(frame_colours(table, B2), "second")
    assert own > 0.4 and other == 0
    # 4.2.2: the card still faces its owner; nothing was turned to show the snatch
    assert table.window.scene.cards[target] is item
    assert item.rotation() == rotation
    assert item.facing() is cp.facing_for("first", SEATS[table.window.scene.viewer])
