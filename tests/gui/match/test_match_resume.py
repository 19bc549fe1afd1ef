"""A match survives quitting and a crash (PM.1-PM.3, 7.4.2): quitting mid-match or
mid-game asks first; the next start offers the match with its score, game number,
whose choice it is and both clocks; a killed app process is resumed the same way."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from momon_desktop.storage import autosave_path, has_autosave, load_record, saves_dir
from momon_desktop.storage.matches import (
    load_match_progress,
    match_history,
    match_progress_path,
    matches_dir,
)
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.features.gamerecords import QuitGameQuestion, ResumeQuestion
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.match.matchdialogs import MatchResumeQuestion, QuitMatchQuestion
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.table.mainwindow import MainWindow
from momon_desktop.ui.text.i18n import install_language
from tests.gui.match_helpers import (
    CLOCK,
    FakeTime,
    decide,
    finish_game_one,
    play_out,
    start_match,
    to_game_two,
)
from tests.gui.table_helpers import bundled, make_window

pytestmark = [pytest.mark.gui, pytest.mark.rules("PM.1", "PM.2", "PM.3")]

ROOT = Path(__file__).resolve().parents[3]


def quit_and_answer(qtbot, window: MainWindow, button_name: str) -> QMessageBox:  # type: ignore[no-untyped-def]
    """Game ▸ Quit, then the question's button ``button_name``."""
    window.quit_action.trigger()
    question = window.leaving.pending_quit
    assert question is not None and question.isVisible()
    getattr(question, button_name).click()
    qtbot.waitUntil(lambda: window.leaving.pending_quit is None)
    return question  # type: ignore[return-value]


def restart(qtbot, tmp_path: Path, now: FakeTime | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    """A new main window on the same data folder, after its start-up."""
    window = make_window(qtbot, tmp_path, "settings-2.ini")
    desk = window.feature(MatchDesk)
    assert desk is not None
    if now is not None:
        desk.now = now
    start_up(window)
    return window


def test_quitting_mid_match_asks_and_the_next_start_resumes_the_match(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = to_game_two(window, now)
    m = session.match
    moves = len(window.controller.game.history)
    now.t += 4  # the deciding player thinks, then quits
    banks = {s: m.clock.remaining(s) for s in "ab"}
    score = m.score

    # Cancel: nothing changes, the match goes on.
    question = quit_and_answer(qtbot, window, "cancel_button")
    assert isinstance(question, QuitMatchQuestion)
    assert question.windowTitle() == "Quit"
    assert question.text() == (f"The match is not finished: Ploy {score.a} – {score.b} Krit, "
                               "game 2 under way.")
    assert "offered when you start Momon Desktop again" in question.informativeText()
    assert question.quit_button.text() == "&Quit (the match is kept, resume it next time)"
    assert window.isVisible() and session.active

    # Quit: the match is kept with both banks as they stand now.
    quit_and_answer(qtbot, window, "quit_button")
    qtbot.waitUntil(lambda: not window.isVisible())
    progress = load_match_progress()
    assert progress is not None and progress.current is not None
    assert progress.current.number == 2 and progress.current.status == "playing"
    assert progress.current.clock_left.model_dump() == pytest.approx(banks, abs=0.0005)
    assert (progress.score.a, progress.score.b) == (score.a, score.b)
    assert (matches_dir() / progress.folder / "game-1.momon.json").is_file()

    later = FakeTime(1000.0)
    again = restart(qtbot, tmp_path, later)
    desk = again.feature(MatchDesk)
    box = desk.resume_box
    assert isinstance(box, MatchResumeQuestion) and box.isVisible()
    # The plain game is not offered in its place.
    assert again.feature(GamePersistence).resumer.resume_box is None
    assert box.text() == (f"The last match did not finish: Ploy {score.a} – {score.b} Krit, "
                          "game 2 under way.")
    assert "Time left: Ploy" in box.informativeText()
    box.resume_button.click()
    resumed = desk.session
    assert resumed is not None and resumed.active and resumed.dock.isVisible()
    rm = resumed.match
    assert rm.score == score and len(rm.games) == 2
    g = rm.current
    assert g is not None and (g.number, g.chooser, g.first) == (2, m.current.chooser,
                                                                 m.current.first)
    assert len(again.controller.game.history) == moves
    assert again.feature(MatchDesk).owns_game()
    # Both banks as at the quit; the deciding player's bank runs again.
    deciding = g.side_of_seat(again.controller.decision.player)
    assert rm.clock.running == deciding
    assert {s: rm.clock.remaining(s) for s in "ab"} == pytest.approx(banks, abs=0.0005)
    later.t += 10
    assert rm.clock.remaining(deciding) == pytest.approx(banks[deciding] - 10, abs=0.0005)
    # The resumed game plays on to the end of the match, which is kept in the history.
    play_out(again)
    if rm.current is not None:
        resumed.press_by_person()
    assert len(rm.games) == 2 and rm.current is None
    while not rm.over:
        resumed.screen.next_button.click()
        resumed.choice_dialog.take_button.click()
        play_out(again)
        if rm.current is not None:
            resumed.press_by_person()
    assert load_match_progress() is None and not match_progress_path().exists()
    history = match_history()
    assert len(history) == 1 and history[0].folder.name == progress.folder
    assert [gm.record for gm in history[0].record.games] == [
        f"game-{n}.momon.json" for n in range(1, len(rm.games) + 1)]
    for n in range(1, len(rm.games) + 1):
        history[0].load_game(n)  # every game's record replays


def test_quitting_between_games_keeps_whose_choice_it_is(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = start_match(window, now)
    finish_game_one(window, session, now)
    chooser = session.match.next_chooser()
    left = session.match.games[0].clock_left
    session.screen.close_button.click()  # look at the table
    question = quit_and_answer(qtbot, window, "quit_button")
    assert "game 2 is next" in question.text()
    qtbot.waitUntil(lambda: not window.isVisible())
    progress = load_match_progress()
    assert progress.current is None and progress.next.model_dump() == {"game": 2,
                                                                       "chooser": chooser}
    again = restart(qtbot, tmp_path)
    desk = again.feature(MatchDesk)
    desk.resume_box.resume_button.click()
    resumed = desk.session
    screen = resumed.screen
    assert screen is not None and screen.isVisible()
    assert screen.status.text() == ("Game 2 is next: who takes the first turn is up to "
                                    f"{resumed.names[chooser]}.")
    assert resumed.match.games[0].clock_left == left
    screen.next_button.click()
    dialog = resumed.choice_dialog
    assert dialog is not None and dialog.chooser == resumed.names[chooser]


def test_a_match_against_the_computer_goes_on_after_a_resume(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = start_match(window, now, kinds=("human", "easy"))
    c = window.controller
    person = session.match.current.seat_of("a")

    def persons_turn() -> bool:
        return c.decision is not None and c.decision.player == person and c.thinking_seat < 0

    for _ in range(2):
        qtbot.waitUntil(persons_turn, timeout=20_000)
        now.t += 5
        c.submit(c.game.legal_answers()[0])
    qtbot.waitUntil(persons_turn, timeout=20_000)
    moves = len(c.game.history)
    quit_and_answer(qtbot, window, "quit_button")
    qtbot.waitUntil(lambda: not window.isVisible())
    again = restart(qtbot, tmp_path, FakeTime(0.0))
    desk = again.feature(MatchDesk)
    desk.resume_box.resume_button.click()
    assert len(again.controller.game.history) == moves
    assert desk.session.entrants["b"].kind == "easy"
    assert again.controller.players[1 - person].kind == "easy"
    again.controller.submit(again.controller.game.legal_answers()[0])
    # the computer answers on the resumed table, its own bank running meanwhile
    qtbot.waitUntil(lambda: len(again.controller.game.history) > moves + 1, timeout=20_000)


def test_after_a_game_lost_on_time_quitting_asks_about_the_match(qtbot, tmp_path):
    """The table keeps the game stopped on time (not over by the rules of play): the
    question is the match's, not an unfinished game's."""
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = start_match(window, now)
    decide(window, now, 2, 1.0)
    now.t += CLOCK
    session.tick()
    assert session.match.games[0].outcome.reason == "time"
    assert window.controller.halted and not window.controller.game.over
    assert not window.autosave.exists()  # not offered as an unfinished game
    session.screen.close_button.click()
    question = quit_and_answer(qtbot, window, "quit_button")
    assert isinstance(question, QuitMatchQuestion) and "game 2 is next" in question.text()
    qtbot.waitUntil(lambda: not window.isVisible())
    progress = load_match_progress()
    assert progress.games[0].result.reason == "time" and progress.next.game == 2
    assert (matches_dir() / progress.folder / "game-1.momon.json").is_file()


@pytest.mark.rules("7.4.2")
def test_a_win_waiting_for_the_press_waits_again_after_a_resume(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = start_match(window, now)
    play_out(window, now, 1.5)
    game = session.match.current
    assert game is not None and game.status == "awaiting_press"
    winner = game.pending.winner
    now.t += 3
    bank = session.match.clock.remaining(winner)
    quit_and_answer(qtbot, window, "quit_button")
    qtbot.waitUntil(lambda: not window.isVisible())
    later = FakeTime(500.0)
    again = restart(qtbot, tmp_path, later)
    desk = again.feature(MatchDesk)
    desk.resume_box.resume_button.click()
    resumed = desk.session
    assert resumed.bar.press_button.isVisible()
    assert resumed.names[winner] in resumed.bar.press_button.text()
    assert resumed.match.score.wins(winner) == 0
    later.t += 2  # the winner's bank runs until the press
    assert resumed.match.clock.remaining(winner) == pytest.approx(bank - 2, abs=0.0005)
    resumed.bar.press_button.click()
    assert resumed.match.score.wins(winner) == 1
    assert load_match_progress().next.game == 2


def test_leaving_the_match_at_start_removes_it_and_its_unfinished_game(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    to_game_two(window, now)
    quit_and_answer(qtbot, window, "quit_button")
    qtbot.waitUntil(lambda: not window.isVisible())
    folder = matches_dir() / load_match_progress().folder
    assert has_autosave() and folder.is_dir()
    again = restart(qtbot, tmp_path)
    again.feature(MatchDesk).resume_box.leave_button.click()
    assert not match_progress_path().exists() and not folder.exists()
    assert not again.autosave.exists()
    assert again.feature(MatchDesk).session is None or not again.feature(MatchDesk).session.active
    # and the table goes on as at any start: a new game
    assert again.new_game_dialog is not None and again.new_game_dialog.isVisible()


def test_a_broken_match_file_reads_as_no_match_to_resume(qtbot, tmp_path):
    path = match_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "score": {}}', encoding="utf-8")
    window = restart(qtbot, tmp_path)
    desk = window.feature(MatchDesk)
    box = desk.problem_box
    assert box is not None and box.isVisible() and desk.resume_box is None
    assert box.windowTitle() == "No match to resume"
    assert box.text().startswith("The match in progress cannot be resumed: "
                                 "autosave.match.json: field ")
    assert "Traceback" not in box.text() and "pydantic" not in box.text()
    assert not path.exists()
    kept = Path(box.informativeText().removeprefix("The file was kept as ").removesuffix("."))
    assert kept.read_text(encoding="utf-8") == '{"format_version": 1, "score": {}}'
    box.button(QMessageBox.StandardButton.Ok).click()
    # then the start goes on as without a match
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()


def test_a_match_game_whose_autosave_is_gone_starts_again(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    to_game_two(window, now)
    quit_and_answer(qtbot, window, "quit_button")
    qtbot.waitUntil(lambda: not window.isVisible())
    autosave_path().unlink()
    again = restart(qtbot, tmp_path)
    desk = again.feature(MatchDesk)
    desk.resume_box.resume_button.click()
    g = desk.session.match.current
    assert g is not None and g.number == 2
    assert again.controller.game.history == []
    assert again.controller.spec.seed == g.seed
    assert desk.session.match.clock.remaining("a") == CLOCK  # a new start: full banks (PM.3)


@pytest.mark.parametrize("anyway", [False, True])
def test_a_match_that_cannot_be_kept_says_so_and_the_player_decides(qtbot, tmp_path,
                                                                    monkeypatch, anyway):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    to_game_two(window, now)
    # the match's writes so far are on disk (the writer thread would write the file again)
    window.autosave.wait()
    path = match_progress_path()
    path.unlink()
    path.mkdir()  # a folder in its place: the file cannot be written
    asked: list[str] = []

    def warning(parent, title, text, *args):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.Yes if anyway else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "warning", warning)
    quit_and_answer(qtbot, window, "quit_button")
    assert len(asked) == 1 and asked[0].startswith("The match could not be kept (cannot write")
    assert "Quit anyway?" in asked[0]
    if anyway:
        qtbot.waitUntil(lambda: not window.isVisible())
    else:
        QApplication.processEvents()
        assert window.isVisible() and window.feature(MatchDesk).session.timer.isActive()


def test_a_match_lost_on_time_while_the_question_is_open_still_quits(qtbot, tmp_path):
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = to_game_two(window, now)
    window.quit_action.trigger()
    question = window.leaving.pending_quit
    now.t += CLOCK  # the deciding player's bank runs out behind the question
    session.tick()
    question.quit_button.click()
    qtbot.waitUntil(lambda: not window.isVisible())


# ----------------------------------------------------------------------------- a game


def game_with_moves(qtbot, tmp_path: Path, moves: int = 2) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, tmp_path)
    window.start_game(bundled())
    decide(window, None, moves)
    return window


def test_quitting_mid_game_save_and_quit_keeps_it_and_offers_it_again(qtbot, tmp_path):
    window = game_with_moves(qtbot, tmp_path)
    history = list(window.controller.game.history)
    question = quit_and_answer(qtbot, window, "save_button")
    assert isinstance(question, QuitGameQuestion)
    assert question.text() == "The game of Ada against Boon is not finished."
    assert str(saves_dir()) in question.informativeText()
    assert [question.save_button.text(), question.discard_button.text(),
            question.cancel_button.text()] == ["&Save and quit", "Quit &without saving", "&Cancel"]
    qtbot.waitUntil(lambda: not window.isVisible())
    saved = list(saves_dir().glob("*.momon.json"))
    assert len(saved) == 1 and load_record(saved[0]).game.history == history
    assert has_autosave()
    again = restart(qtbot, tmp_path)
    offer = again.feature(GamePersistence).resumer.resume_box
    assert isinstance(offer, ResumeQuestion) and offer.isVisible()
    # a deliberate Save and quit is not told as a game that "did not finish"
    assert "did not finish" not in offer.text() and "saved when you quit" in offer.text()
    offer.resume_button.click()
    assert again.controller.game.history == history
    assert again.feature(GamePersistence).current_path == saved[0]
    # the game is as its file holds it: no mark of an unsaved change in the title
    assert not again.isWindowModified()


def test_quitting_mid_game_without_saving_gives_it_up(qtbot, tmp_path):
    window = game_with_moves(qtbot, tmp_path)
    quit_and_answer(qtbot, window, "discard_button")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert not has_autosave() and not list(saves_dir().glob("*.momon.json"))
    again = restart(qtbot, tmp_path)
    assert again.feature(GamePersistence).resumer.resume_box is None
    assert again.new_game_dialog is not None and again.new_game_dialog.isVisible()


def test_cancel_keeps_the_game_on_the_table(qtbot, tmp_path):
    window = game_with_moves(qtbot, tmp_path)
    quit_and_answer(qtbot, window, "cancel_button")
    assert window.isVisible() and not window.controller.game.over
    decide(window, None, 1)  # play goes on


class WindowSystemClose(QCloseEvent):
    """The close event the window system sends for the title bar's close button (Qt marks
    it spontaneous; tests/realinput sends the real one through the X server)."""

    def spontaneous(self) -> bool:
        return True


def test_the_window_close_control_asks_too(qtbot, tmp_path):
    window = game_with_moves(qtbot, tmp_path)
    event = WindowSystemClose()
    window.closeEvent(event)
    assert not event.isAccepted()
    question = window.leaving.pending_quit
    assert isinstance(question, QuitGameQuestion) and question.isVisible()
    assert window.isVisible()
    again = WindowSystemClose()
    window.closeEvent(again)  # asked again while the question is open: still one question
    assert not again.isAccepted() and window.leaving.pending_quit is question
    question.cancel_button.click()
    qtbot.waitUntil(lambda: window.leaving.pending_quit is None)
    assert window.isVisible()
    # A close from the program itself (tests, tools) does not ask.
    window.close()
    assert not window.isVisible() and window.leaving.pending_quit is None


@pytest.mark.parametrize("state", ["empty", "no move yet", "finished"])
def test_an_empty_table_or_a_finished_game_quits_without_asking(qtbot, tmp_path, state):
    window = make_window(qtbot, tmp_path)
    if state != "empty":
        window.start_game(bundled())
    if state == "finished":
        play_out(window)
        window.game_end.result_dialog.close()
    window.quit_action.trigger()
    assert window.leaving.pending_quit is None
    qtbot.waitUntil(lambda: not window.isVisible())


def test_a_finished_match_quits_without_asking(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    session = start_match(window, None, clock=None)
    while not session.match.over:
        play_out(window)
        if not session.match.over:
            session.screen.next_button.click()
            session.choice_dialog.take_button.click()
    session.screen.close_button.click()
    window.quit_action.trigger()
    assert window.leaving.pending_quit is None
    qtbot.waitUntil(lambda: not window.isVisible())
    assert not match_progress_path().exists()


def test_the_questions_speak_thai(qtbot, tmp_path):
    install_language("th")
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    to_game_two(window, now)
    window.quit_action.trigger()
    question = window.leaving.pending_quit
    texts = [question.windowTitle(), question.text(), question.informativeText(),
             question.quit_button.text(), question.cancel_button.text()]
    assert all(t and t.isascii() is False for t in texts[:3])
    assert "Ploy" in question.text() and "Krit" in question.text()
    question.quit_button.click()
    qtbot.waitUntil(lambda: not window.isVisible())
    again = restart(qtbot, tmp_path)
    box = again.feature(MatchDesk).resume_box
    assert not box.windowTitle().isascii() and not box.resume_button.text().isascii()
    assert not box.leave_button.text().isascii()
    box.resume_button.click()
    single = make_window(qtbot, tmp_path, "settings-3.ini")
    single.start_game(bundled())
    decide(single, None, 2)
    single.quit_action.trigger()
    game_question = single.leaving.pending_quit
    assert isinstance(game_question, QuitGameQuestion)
    for button in (game_question.save_button, game_question.discard_button,
                   game_question.cancel_button):
        assert not button.text().isascii()
    game_question.cancel_button.click()


# ----------------------------------------------------------------------------- a crash

CHILD = r"""
import json, os, sys
from PySide6.QtCore import QEventLoop, QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.look.theme import apply_application_style
from tests.gui.match_helpers import to_game_two
apply_application_style(app)
window = build_table(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window.show()
session = to_game_two(window, None, moves=5)
m = session.match
c = window.controller
# the bank of the player to decide runs once the table has shown the last move
while m.clock.running is None:
    app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
print(json.dumps({"score": m.score.to_json(), "game": m.current.number,
                  "chooser": m.current.chooser, "first": m.current.first,
                  "moves": len(c.game.history), "running": m.clock.running,
                  "clock": {s: m.clock.remaining(s) for s in "ab"}}), flush=True)
app.exec()
"""


def test_a_killed_app_resumes_the_match_as_of_its_last_decision(qtbot, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path / "child.ini")],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline()
        assert line, "the app process stopped before the match was under way"
        seen = json.loads(line)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    later = FakeTime(10_000.0)
    window = restart(qtbot, tmp_path, later)
    desk = window.feature(MatchDesk)
    box = desk.resume_box
    assert isinstance(box, MatchResumeQuestion) and box.isVisible()
    box.resume_button.click()
    m = desk.session.match
    assert m.score.to_json() == seen["score"]
    g = m.current
    assert g is not None
    assert (g.number, g.chooser, g.first) == (seen["game"], seen["chooser"], seen["first"])
    assert len(window.controller.game.history) == seen["moves"]
    # Both banks as of the last decision: the waiting bank exactly, the running one as it
    # was written at that decision, before the child read it (the file keeps milliseconds).
    waiting = "b" if seen["running"] == "a" else "a"
    assert m.clock.remaining(waiting) == pytest.approx(seen["clock"][waiting], abs=0.0005)
    running = m.clock.remaining(seen["running"])
    assert seen["clock"][seen["running"]] - 0.0005 <= running
    assert running <= seen["clock"][seen["running"]] + 0.05
    assert m.clock.running == seen["running"]
    # The game goes on from there.
    decide(window, None, 1)
    QApplication.processEvents()
