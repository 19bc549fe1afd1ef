"""The expert level, chosen in the New Game dialog with the pointer, plays its turns
(P8.2) against the person at the screen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from momon_desktop.ai import LEVELS
from momon_desktop.engine import Choose, Summon
from tests.realinput import windows as wn
from tests.realinput.robot import global_point

pytestmark = [pytest.mark.gui, pytest.mark.rules("P8.2")]


def test_expert_is_chosen_in_the_new_game_dialog_and_answers(table):
    assert "expert" in LEVELS
    w = table.window
    dialog = wn.open_new_game(table)
    # The second player's kind: open its list with a click, click "expert" in it.
    box = dialog.kind_boxes[1]
    table.robot.click(box)
    view = box.view()
    table.qtbot.waitUntil(view.isVisible)
    row = box.findData("expert")
    assert row >= 0
    index = view.model().index(row, 0)
    view.scrollTo(index)
    table.robot.click_at(global_point(view.viewport(), view.visualRect(index).center()))
    table.qtbot.waitUntil(lambda: not view.isVisible() and box.currentData() == "expert")
    table.robot.click_button(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    table.qtbot.waitUntil(lambda: not dialog.isVisible())
    table.qtbot.waitUntil(lambda: w.controller.game is not None and any(
        p.kind == "expert" for p in w.controller.spec.players))
    game = w.controller.game
    expert_seat = next(i for i, p in enumerate(w.controller.spec.players) if p.kind == "expert")
    # The person answers by clicks when it is their turn; the expert answers its own.
    while game.turns[expert_seat] < 1:
        if game.to_move == expert_seat:
            table.qtbot.waitUntil(lambda: game.to_move != expert_seat
                                  or game.turns[expert_seat] >= 1, timeout=60000)
            continue
        table.wait_for_person(timeout=30000)
        moves = len(game.history)
        d = w.session.my_decision()
        assert d is not None
        if d.kind == "summon":
            table.click_hand(0)
            table.click_square(game.empty_squares()[0])
        elif d.kind == "choose":
            table.click_square(min(a.square for a in d.options if isinstance(a, Choose)))
        else:
            table.qtbot.waitUntil(w.yes_no.isVisible)
            table.robot.click_button(w.yes_no.yes_button)
        table.qtbot.waitUntil(lambda n=moves: len(game.history) > n, timeout=10000)
    summons = [a for a, seat in zip(game.history, game.answer_seats(), strict=True)
               if seat == expert_seat and isinstance(a, Summon)]
    assert summons and all(game.board[a.square] >= 0 for a in summons)
