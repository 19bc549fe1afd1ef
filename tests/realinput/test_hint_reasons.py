"""Suggest a move says why, with the real pointer: in the hunter game after its opening,
the suggestion asked for by its button, the reasons read in the bar with the card it
takes marked on the Arena, "Play it" clicked, and the snatch made."""

from __future__ import annotations

import pytest

from momon_desktop.engine import square_name
from momon_desktop.ui.features.hints import HintService
from tests.gui.table_helpers import HUNTER_OPENING, hunter_position

pytestmark = [pytest.mark.gui]


@pytest.mark.rules("P10.3")
def test_suggest_explains_the_snatch_marks_it_and_plays_it(table):
    game_spec, game = hunter_position()
    table.window.start_game(game_spec, resume=game)
    table.wait_for_person("summon")
    played = len(HUNTER_OPENING)
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
    assert taken.square == moth_square and len(e.snatches) == 1
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
    table.qtbot.waitUntil(lambda: len(table.game.history) > played
                          and table.game.history[played] == s.answer)
    moth = table.game.board[moth_square]
    assert table.game.ctrl[moth] == 0
    assert hints.marker.marks == [] and not hints.bar.isVisible()
