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
