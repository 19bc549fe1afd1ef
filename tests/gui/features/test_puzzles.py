"""The practice puzzle window: the list with goals in the interface language, playing a
puzzle on the table, the goal met (a solution from the solver) or missed (a wrong
move), Retry, Hint, and the solved state kept in the data folder."""

from __future__ import annotations

import json

import pytest

from momon_desktop.ai.puzzles import goal_met, solve
from momon_desktop.engine import Game
from momon_desktop.storage import data_dir
from momon_desktop.ui.features.hints import HintService
from momon_desktop.ui.features.puzzles import (
    PuzzleDesk,
    PuzzleWindow,
    bundled_puzzles,
    load_solved,
    solved_path,
)
from momon_desktop.ui.text.i18n import install_language

pytestmark = pytest.mark.gui


def puzzle(pid: str):
    return next(p for p in bundled_puzzles() if p.id == pid)


def wait_for_person(window, qtbot, pw: PuzzleWindow) -> bool:
    """Wait until the person has a decision or the puzzle is decided; True for a decision."""
    qtbot.waitUntil(lambda: pw.outcome is not None or window.session.my_decision() is not None,
                    timeout=20000)
    return pw.outcome is None


def solve_on_the_table(window, qtbot, pw: PuzzleWindow, pid: str):
    """Start puzzle ``pid`` and play the solver's answers until it is decided; the
    puzzle and the game it was played in."""
    p = puzzle(pid)
    assert pw.play(p)
    g = window.controller.game
    while wait_for_person(window, qtbot, pw):
        answer = solve(p, g).answer
        assert answer is not None and window.submit(answer)
    return p, g


def test_the_list_shows_every_puzzle_with_its_goal_in_english_and_thai(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    puzzles = bundled_puzzles()
    assert len(puzzles) >= 10
    assert pw.list.count() == len(puzzles)
    assert "Market Sweep" in pw.list.item(0).text()
    assert "Snatch 3 in one turn" in pw.list.item(0).text()
    pw.list.setCurrentRow(0)
    assert pw.goal_label.text() == puzzles[0].goal.text.en
    assert pw.preview.game is not None and pw.preview.viewer == pw.preview.game.to_move
    install_language("th")
    window.set_language("th")
    qtbot.wait(20)  # the language change reaches every window
    assert pw.goal_label.text() == puzzles[0].goal.text.th
    assert puzzles[0].info.title.th in pw.list.item(0).text()
    assert pw.windowTitle() == "โจทย์ฝึกเล่น"
    assert pw.play_button.text() == "&เล่น"


def test_a_solution_from_the_solver_meets_a_snatch_goal(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    p = puzzle("market-sweep")
    assert pw.play(p)
    c = window.controller
    g = c.game
    assert pw.owns_game() and window.feature(PuzzleDesk).owns_game()
    # the window goes out of the way of the board; the goal stays on the table
    assert not pw.isVisible()
    assert window.prompt.instruction.text().startswith("Goal: " + p.goal.text.en)
    assert c.is_human(g.to_move) and not c.is_human(1 - g.to_move)
    # the moves that set the position up cannot be taken back
    assert not c.can_undo
    decided: list[tuple[str, bool]] = []
    pw.decided.connect(lambda pid, ok: decided.append((pid, ok)))
    while wait_for_person(window, qtbot, pw):
        answer = solve(p, g).answer
        assert answer is not None
        assert window.submit(answer)
    assert decided == [("market-sweep", True)]
    assert pw.outcome is True
    assert pw.status.property("state") == "success"
    assert "Solved" in pw.status.text()
    # play stops where the goal was decided
    qtbot.waitUntil(lambda: c.halted, timeout=3000)
    assert c.thinking_seat == -1
    assert window.prompt.instruction.text() == "Play has stopped here."
    # the table says so too, and offers the next puzzle; the window does not cover it
    assert not pw.isVisible()
    assert pw.banner.isVisible() and pw.banner.title.text() == "Puzzle solved!"
    assert pw.banner.play_button.text() == "&Next puzzle"
    pw.banner.play_button.click()
    assert pw.active is puzzle("monsoon-strike") and pw.owns_game()
    assert not pw.banner.isVisible()
    # remembered in the data folder
    assert solved_path().parent == data_dir()
    assert json.loads(solved_path().read_text())["solved"] == ["market-sweep"]
    assert load_solved() == {"market-sweep"}
    again = PuzzleWindow(window)
    assert "market-sweep" in again.solved
    again.deleteLater()


def test_a_win_puzzle_is_solved_against_the_computer_and_no_result_dialog_covers_it(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    _p, g = solve_on_the_table(window, qtbot, pw, "spirit-house")
    assert pw.outcome is True and g.over
    assert g.result.winner == pw.start.to_move
    assert window.game_end.result_dialog is None
    assert "spirit-house" in load_solved()


def wrong_first_answer(p, game: Game):
    """A first answer after which the goal is missed at once, or out of reach when the
    solver decides again."""
    for answer in game.legal_answers():
        trial = game.copy()
        trial.apply(answer)
        met = goal_met(p, game, trial)
        if met is False:
            return answer
        if met is None and trial.to_move == game.to_move and not solve(p, trial).solvable:
            return answer
    raise AssertionError("every first answer keeps the goal reachable")


def test_a_wrong_move_misses_the_goal_and_retry_sets_the_position_up_again(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    p = puzzle("market-sweep")
    assert pw.play(p)
    g = window.controller.game
    start_history = list(g.history)
    assert window.submit(wrong_first_answer(p, g))
    while wait_for_person(window, qtbot, pw):
        assert window.submit(g.legal_answers()[0])
    assert pw.outcome is False
    assert pw.status.property("state") == "failure"
    assert "missed" in pw.status.text()
    assert pw.retry_button.isEnabled() and not pw.hint_button.isEnabled()
    assert load_solved() == set()
    assert pw.banner.isVisible() and pw.banner.title.text() == "Puzzle goal missed."
    assert p.goal.text.en in pw.banner.text.text()
    assert pw.banner.play_button.text() == "&Retry"
    pw.banner.play_button.click()
    assert not pw.banner.isVisible()
    g2 = window.controller.game
    assert g2 is not g and list(g2.history) == start_history
    assert pw.outcome is None and pw.owns_game()
    assert pw.status.property("state") == "playing"
    assert window.session.my_decision() is not None


def test_hint_shows_the_move_that_keeps_the_goal_within_reach(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    p = puzzle("river-crossing")
    assert pw.play(p)
    g = window.controller.game
    qtbot.waitUntil(pw.hint_button.isEnabled, timeout=3000)
    pw.hint_button.click()
    qtbot.waitUntil(lambda: window.feature(HintService).suggestion is not None, timeout=15000)
    s = window.feature(HintService).suggestion
    assert s.goal is True
    assert s.answer == solve(p, g).answer
    assert window.feature(HintService).marker.square == s.answer.square
    assert window.feature(HintService).hand_marker.instance == s.answer.card
    assert "goal" in window.feature(HintService).bar.text.text()
    # following the hint solves the puzzle
    window.feature(HintService).play()
    while wait_for_person(window, qtbot, pw):
        assert window.submit(solve(p, g).answer)
    assert pw.outcome is True


def test_a_new_game_ends_the_puzzle(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    assert pw.play(puzzle("crab-claw"))
    from tests.gui.table_helpers import bundled

    window.start_game(bundled())
    assert not pw.owns_game()
    assert pw.active is None and pw.play_button.isEnabled()
    assert not pw.retry_button.isEnabled()


def test_the_play_menu_offers_suggest_a_move_and_the_puzzles(window):
    actions = [a for a in window.play_menu.actions()]
    texts = [a.text() for a in actions]
    assert texts[:2] == ["&Suggest a move", "Practice &puzzles…"]
    assert actions[2].isSeparator()
    assert window.feature(HintService).action.shortcut().toString() == "Ctrl+J"
    assert window.feature(PuzzleDesk).action.shortcut().toString() == "Ctrl+Shift+P"
    window.feature(PuzzleDesk).action.trigger()
    assert window.feature(PuzzleDesk).puzzle_window is not None and window.feature(PuzzleDesk).puzzle_window.isVisible()
    # no game on the table: nothing to suggest
    assert not window.feature(HintService).action.isEnabled()


def test_a_solved_puzzle_left_for_a_new_game_is_not_called_an_unfinished_game(window, qtbot):
    pw = window.feature(PuzzleDesk).open()
    _p, g = solve_on_the_table(window, qtbot, pw, "market-sweep")
    assert pw.outcome is True and not g.over  # the goal is met before the game's end
    dialog = window.request_new_game()
    dialog.accept()
    assert not pw.owns_game() and window.controller.game is not g
    assert "unfinished game is kept" not in window.statusBar().currentMessage()
