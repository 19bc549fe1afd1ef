"""Nothing a player built is dropped silently: whatever would put another game on the
table asks first while a match or an unsaved game is in progress (one place decides:
``ui/table/replacing.py``), and a match set aside is kept and offered again, its
unfinished game and both banks as they stood."""

from __future__ import annotations

from pathlib import Path

import pytest

from momon_desktop.storage.matches import load_match_progress, match_progress_path, matches_dir
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.features.playagain import PlayAgain
from momon_desktop.ui.features.puzzles import PuzzleDesk
from momon_desktop.ui.features.tutorial import Tutorial
from momon_desktop.ui.match.matchaside import EndMatchQuestion, SetAsideMatchQuestion
from momon_desktop.ui.match.matchdialogs import MatchResumeQuestion
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.table.mainwindow import MainWindow
from tests.gui.match_helpers import CLOCK, FakeTime, decide, start_match, to_game_two
from tests.gui.table_helpers import bundled, make_window

pytestmark = [pytest.mark.gui, pytest.mark.rules("PM.1", "PM.3")]


def desk_of(window: MainWindow) -> MatchDesk:
    desk = window.feature(MatchDesk)
    assert desk is not None
    return desk


def play_puzzle(window: MainWindow) -> None:
    puzzles = window.feature(PuzzleDesk)
    assert puzzles is not None
    puzzles.open().play()


def test_a_puzzle_in_the_middle_of_a_match_asks_and_the_match_is_kept(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = to_game_two(window, now)
    desk = desk_of(window)
    game = window.controller.game
    moves = len(game.history)
    now.t += 7  # the deciding player thinks a while
    banks = {s: session.match.clock.remaining(s) for s in "ab"}
    score = session.match.score
    assert not desk.resume_action.isEnabled()

    # Cancel: nothing changes
    play_puzzle(window)
    question = window.leaving.pending_replace
    assert isinstance(question, SetAsideMatchQuestion) and question.isVisible()
    assert "Ploy 1 – 0 Krit" in question.text() or "Ploy 0 – 1 Krit" in question.text()
    assert window.controller.game is game and session.active
    question.cancel_button.click()
    assert window.leaving.pending_replace is None
    assert window.controller.game is game and session.active and session.dock.isVisible()

    # Set aside: the puzzle takes the table, the match is kept with its game and banks
    play_puzzle(window)
    window.leaving.pending_replace.aside_button.click()
    assert window.feature(PuzzleDesk).owns_game()
    assert not session.active and desk.resume_action.isEnabled()
    progress = load_match_progress()
    assert progress is not None and progress.current is not None
    assert progress.current.status == "playing" and progress.current.record is not None
    assert (matches_dir() / progress.folder / progress.current.record).is_file()
    assert progress.current.clock_left.model_dump() == pytest.approx(banks, abs=0.0005)
    assert "set aside" in window.statusBar().currentMessage()

    # Game ▸ Resume the match: the practice puzzle is not asked about; the match comes
    # back where it stopped, both banks as they were set aside
    now.t += 100  # time spent on the puzzle is nobody's
    resumed = desk.resume_kept()
    assert resumed is not None and resumed.active and desk.owns_game()
    assert resumed.match.score == score
    assert len(window.controller.game.history) == moves
    assert {s: resumed.match.clock.remaining(s) for s in "ab"} == \
        pytest.approx(banks, abs=0.0005)
    assert not desk.resume_action.isEnabled()
    decide(window, now, 2, 1.0)  # and it plays on


def test_a_match_set_aside_is_offered_at_the_next_start_with_its_game(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    to_game_two(window, now, moves=4)
    moves = len(window.controller.game.history)
    hashed = window.controller.game.state_hash()
    # a plain game started without asking (no path does that; the match still keeps)
    window.start_game(bundled(seed=21))
    decide(window, None, 3)  # its autosave takes the place of the match game's
    assert load_match_progress() is not None
    window.close()

    again = make_window(qtbot, tmp_path, "settings-2.ini")
    start_up(again)
    box = desk_of(again).resume_box
    assert isinstance(box, MatchResumeQuestion)
    box.resume_button.click()
    assert desk_of(again).owns_game()
    g = again.controller.game
    assert len(g.history) == moves and g.state_hash() == hashed


@pytest.mark.parametrize("path", ["new game", "lesson", "play again", "open"])
def test_every_way_to_another_game_asks_during_a_match(qtbot, tmp_path, path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    if path == "play again":
        window.request_new_game().accept()  # remembered for Play again
    session = to_game_two(window, FakeTime())
    game = window.controller.game
    if path == "new game":
        window.request_new_game().accept()
    elif path == "lesson":
        tutorial = window.feature(Tutorial)
        assert tutorial is not None and tutorial.start(0)
    elif path == "play again":
        again = window.feature(PlayAgain)
        assert again is not None and again.play_again(5) is not None
    else:
        from momon_desktop.ui.features.persistence import GamePersistence

        saved = tmp_path / "saved.momon.json"
        window.start_game(bundled(seed=3))
        decide(window, None, 2)
        persistence = window.feature(GamePersistence)
        persistence.write(saved, persistence.record())
        desk_of(window).resume_kept()
        session = desk_of(window).session
        game = window.controller.game
        assert persistence.files.open_game(saved)
    question = window.leaving.pending_replace
    assert isinstance(question, SetAsideMatchQuestion), path
    assert window.controller.game is game and session.active
    question.aside_button.click()
    assert window.controller.game is not game and not session.active
    assert match_progress_path().is_file()


def test_a_new_match_ends_the_match_in_progress_only_when_asked(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    session = to_game_two(window, FakeTime())
    desk = desk_of(window)
    folder = matches_dir() / load_match_progress().folder
    dialog = desk.request_new_match()
    dialog.accept()
    question = window.leaving.pending_replace
    assert isinstance(question, EndMatchQuestion)
    question.cancel_button.click()
    assert session.active and folder.is_dir()
    dialog = desk.request_new_match()
    dialog.accept()
    window.leaving.pending_replace.end_button.click()
    assert not session.active and not folder.exists()
    assert desk.session is not None and desk.session is not session


def test_a_new_match_asks_about_a_match_set_aside(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    session = to_game_two(window, FakeTime())
    play_puzzle(window)
    window.leaving.pending_replace.aside_button.click()
    assert not session.active
    folder = matches_dir() / load_match_progress().folder
    desk = desk_of(window)
    dialog = desk.request_new_match()
    dialog.accept()
    question = window.leaving.pending_replace
    assert isinstance(question, EndMatchQuestion)
    assert "Ploy" in question.text() and "game 2" in question.text()
    question.end_button.click()
    assert not folder.exists()
    assert desk.session is not None and desk.session.active
    assert Path(match_progress_path()).is_file()  # the new match's own file


def test_a_game_lost_on_time_is_not_kept_as_an_unfinished_game(qtbot, tmp_path):
    from momon_desktop.storage import saves_dir

    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = start_match(window, now)
    decide(window, now, 3, 1.0)
    now.t += CLOCK
    session.tick()  # the deciding player's bank ran out
    assert window.controller.halted
    window.start_game(bundled(seed=4))
    assert "unfinished game is kept" not in window.statusBar().currentMessage()
    assert not list(saves_dir().glob("*.momon.json"))


def test_each_question_is_asked_in_turn(qtbot, tmp_path):
    """A new match over an unsaved game, with a match set aside: the game is asked about,
    then the match; the new match starts only once both answers let it."""
    from momon_desktop.ui.features.leaving import UnsavedGameQuestion

    window = make_window(qtbot, tmp_path)
    to_game_two(window, FakeTime())
    play_puzzle(window)
    window.leaving.pending_replace.aside_button.click()  # the match is set aside
    window.start_game(bundled(seed=5))
    decide(window, None, 2)  # an unsaved game on the table
    desk = desk_of(window)
    desk.request_new_match().accept()
    first = window.leaving.pending_replace
    assert isinstance(first, UnsavedGameQuestion)
    first.discard_button.click()
    second = window.leaving.pending_replace
    assert isinstance(second, EndMatchQuestion)
    second.cancel_button.click()
    assert window.leaving.pending_replace is None and match_progress_path().is_file()
    assert desk.session is None or not desk.session.active
