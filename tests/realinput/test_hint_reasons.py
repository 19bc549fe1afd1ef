"""Suggest a move says why, with the real pointer: a Summon made by clicks, the
suggestion asked for by its button, the reasons read in the bar with the card it takes
marked on the Arena, "Play it" clicked, and the snatch made."""

from __future__ import annotations

import pytest

from momon_desktop.engine import square_name
from momon_desktop.ui.features.hints import HintService
from tests.gui.table_helpers import card, spec

pytestmark = [pytest.mark.gui]

EVERY_WAY = ("F", "FR", "R", "BR", "B", "BL", "L", "FL")


@pytest.mark.rules("P10.3")
def test_suggest_explains_the_snatch_marks_it_and_plays_it(table):
    table.start(spec([card("hunter", 5, EVERY_WAY)] * 10, [card("moth", 1)] * 10,
                     kinds=("human", "easy")))
    table.wait_for_person("summon")
    # the first hunter onto A1, by a click on the Hand and a click on the square
    table.click_hand(0)
    table.click_square(0)
    table.qtbot.waitUntil(lambda: len(table.game.history) == 2, timeout=15000)
    table.wait_for_person("summon")
    hints = table.window.feature(HintService)
    table.qtbot.waitUntil(hints.button.isVisible)
    table.robot.click_button(hints.button)
    table.qtbot.waitUntil(lambda: hints.suggestion is not None and hints.bar.isVisible(),
                          timeout=20000)
    s = hints.suggestion
    e = s.explanation
    assert e is not None and e.snatches, "a hunter beside the moth takes it"
    taken = e.snatches[0]
    moth_square = next(sq for sq in range(16) if table.game.board[sq] >= 0
                       and table.game.ctrl[table.game.board[sq]] == 1)
    assert taken.square == moth_square
    text = hints.bar.text.text()
    assert f"It takes Moth on {square_name(moth_square)} from Boon" in text
    assert "P10.3(b)" in text
    # the bar sits beside the Arena's board, not over it
    view = table.window.arena_view
    board = view.board_rect()
    bar_left = hints.bar.mapToGlobal(hints.bar.rect().topLeft()).x()
    assert bar_left > view.mapToGlobal(board.topRight()).x()
    # the moth's square is marked by the Snatch preview, and the suggested square
    assert (moth_square, "snatch") in table.window.scene.overlay.outcomes
    assert hints.marker.marks == []
    assert hints.marker.square == s.answer.square
    table.robot.click_button(hints.bar.play_button)
    table.qtbot.waitUntil(lambda: len(table.game.history) >= 3
                          and table.game.history[2] == s.answer)
    moth = table.game.board[moth_square]
    assert table.game.ctrl[moth] == 0
    assert hints.marker.marks == [] and not hints.bar.isVisible()
