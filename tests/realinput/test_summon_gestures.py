"""Summoning with the real pointer and keyboard (P8.2, P9.1): drag, click, keys."""

from __future__ import annotations

import pytest

from tests.gui.table_helpers import card, spec

pytestmark = [pytest.mark.gui, pytest.mark.rules("P8.2", "P9.1")]


def vanilla_game():  # type: ignore[no-untyped-def]
    """Two decks of ten plain Momon, the first player a person against a person."""
    first = [card(f"a{i}", 1 + i % 9) for i in range(10)]
    second = [card(f"b{i}", 1 + i % 9) for i in range(10)]
    return spec(first, second)


def start_as_first_player(table) -> None:  # type: ignore[no-untyped-def]
    """Start a hot-seat game and take the first seat through the hand-over screen."""
    table.start(vanilla_game())
    handover = table.window.handover
    table.qtbot.waitUntil(handover.isVisible)
    table.robot.click_button(handover.ready_button)
    table.wait_for_person("summon")


@pytest.mark.parametrize("via_frame", [True, False], ids=["over-frame", "straight"])
@pytest.mark.parametrize("slow", [True, False], ids=["slow", "fast"])
@pytest.mark.parametrize("position", ["first", "last"])
def test_drag_from_hand_onto_a_square_summons_it(table, via_frame, slow, position):
    start_as_first_player(table)
    g = table.game
    seat = g.to_move
    row = 0 if position == "first" else table.window.hand_model.rowCount() - 1
    instance = table.window.hand_model.instance_at(row)
    square = 9  # B3: away from the Hand's edge, so the path crosses the Arena's frame
    table.drag_to_square(row, square, via_frame=via_frame, slow=slow)
    table.qtbot.waitUntil(lambda: table.game.board[square] >= 0)
    placed = table.game.board[square]
    # P9.1: the card leaves the Hand onto the square, controlled by its owner.
    assert table.game.defs[placed].id == g.defs[instance].id
    assert table.game.ctrl[placed] == seat
    assert len(table.game.hands[seat]) == 9


def test_click_a_card_then_a_square_summons_it(table):
    start_as_first_player(table)
    instance = table.window.hand_model.instance_at(3)
    table.click_hand(3)
    table.qtbot.waitUntil(lambda: table.window.session.selected == instance)
    # the empty squares light up for the picked card
    assert table.window.scene.overlay.legal == set(table.game.empty_squares())
    table.click_square(6)
    table.qtbot.waitUntil(lambda: table.game.board[6] >= 0)
    assert table.game.defs[table.game.board[6]].id == table.game.defs[instance].id


def arrow_keys_to(table, square: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The arrow keys that move the Arena's keyboard cursor onto ``square``."""
    from momon_desktop.ui.table.scene import square_cell

    viewer = table.window.scene.viewer
    x0, y0 = square_cell(table.window.scene.overlay.cursor_square, viewer)
    x1, y1 = square_cell(square, viewer)
    keys = ["right" if x1 > x0 else "left"] * abs(x1 - x0)
    keys += ["down" if y1 > y0 else "up"] * abs(y1 - y0)
    return keys


def test_keyboard_alone_summons_a_card(table):
    start_as_first_player(table)
    w = table.window
    table.robot.key("ctrl+h")
    table.qtbot.waitUntil(w.hand_view.hasFocus)
    for _ in range(2):
        table.robot.key("right")
    table.qtbot.waitUntil(lambda: w.hand_view.currentIndex().row() == 2)
    instance = w.hand_model.instance_at(2)
    table.robot.key("enter")
    table.qtbot.waitUntil(lambda: w.session.selected == instance and w.arena_view.hasFocus())
    for key in arrow_keys_to(table, 10):
        table.robot.key(key)
    table.qtbot.waitUntil(lambda: w.scene.overlay.cursor_square == 10)
    table.robot.key("enter")
    table.qtbot.waitUntil(lambda: table.game.board[10] >= 0)
    assert table.game.defs[table.game.board[10]].id == table.game.defs[instance].id


def test_escape_drops_the_picked_card(table):
    start_as_first_player(table)
    w = table.window
    table.click_hand(1)
    table.qtbot.waitUntil(lambda: w.session.selected >= 0)
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: w.session.selected == -1)
    table.click_square(4)
    # no card picked: a click on an empty square Summons nothing
    table.robot.settle()
    assert table.game.board[4] == -1
    assert table.window.scene.overlay.legal == set()
