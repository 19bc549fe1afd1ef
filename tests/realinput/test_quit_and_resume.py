"""Quitting mid-game and mid-match, and resuming a match, with the real pointer and
keyboard: the question comes by the window's close control (the window system's
WM_DELETE_WINDOW, as a title bar's button sends it), by Game ▸ Quit and by its
shortcut, and every button of each question is clicked (PM.1-PM.3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from Xlib import X
from Xlib.protocol import event as xevent

from momon_desktop.storage import has_autosave, load_record, saves_dir
from momon_desktop.storage.matches import load_match_progress, match_progress_path
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.features.gamerecords import QuitGameQuestion
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.match.matchdialogs import MatchResumeQuestion, QuitMatchQuestion
from momon_desktop.ui.match.matchscreen import MatchDesk
from tests.gui.match_helpers import FakeTime, decide, to_game_two
from tests.gui.table_helpers import bundled
from tests.realinput.robot import combo
from tests.realinput.table import Table
from tests.realinput.windows import activate, click_menu_item, menu_paths

pytestmark = [pytest.mark.gui, pytest.mark.rules("PM.1", "PM.2", "PM.3")]

WAYS = ["close control", "menu", "shortcut"]


def close_by_window_system(table: Table) -> None:
    """What a window manager sends when the title bar's close button is clicked."""
    x = table.robot.x
    window = x.create_resource_object("window", int(table.window.winId()))
    protocols = x.intern_atom("WM_PROTOCOLS")
    delete = x.intern_atom("WM_DELETE_WINDOW")
    message = xevent.ClientMessage(window=window, client_type=protocols,
                                   data=(32, [delete, X.CurrentTime, 0, 0, 0]))
    window.send_event(message, event_mask=X.NoEventMask)
    x.sync()
    table.robot.settle()


def ask_to_quit(table: Table, how: str):  # type: ignore[no-untyped-def]
    """Quit as a person does; returns the question that opens."""
    w = table.window
    table.activate()
    if how == "close control":
        close_by_window_system(table)
    elif how == "menu":
        path = next(p for p in menu_paths(w) if p[-1] is w.quit_action)
        click_menu_item(table.qtbot, table.robot, w, path)
    else:
        table.robot.key(combo(w.quit_action.shortcut()))
    table.qtbot.waitUntil(lambda: w.leaving.pending_quit is not None and w.leaving.pending_quit.isVisible())
    question = w.leaving.pending_quit
    activate(table.qtbot, question, table.robot)
    return question


def answer(table: Table, question, button) -> None:  # type: ignore[no-untyped-def]
    table.robot.click_button(button)
    table.qtbot.waitUntil(lambda: table.window.leaving.pending_quit is None)


def game_under_way(table: Table) -> None:
    table.start(bundled())
    decide(table.window, None, 2)


def reopen(table: Table, now: FakeTime | None = None) -> Table:
    """The app started again on the same data folder: a new table, after its start-up."""
    folder = table.window.settings.fileName()
    again = Table.open(table.qtbot, table.robot, Path(folder).parent / "again", (1366, 768))
    desk = again.window.feature(MatchDesk)
    if now is not None:
        desk.now = now
    start_up(again.window)
    return again


@pytest.mark.parametrize("how", WAYS)
def test_every_way_of_quitting_mid_game_asks_and_cancel_goes_back(table, how):
    game_under_way(table)
    question = ask_to_quit(table, how)
    assert isinstance(question, QuitGameQuestion)
    assert question.text() == "The game of Ada against Boon is not finished."
    answer(table, question, question.cancel_button)
    assert table.window.isVisible() and not table.game.over


def test_escape_is_cancel(table):
    game_under_way(table)
    question = ask_to_quit(table, "shortcut")
    assert question.escapeButton() is question.cancel_button
    table.robot.key("esc")
    table.qtbot.waitUntil(lambda: table.window.leaving.pending_quit is None)
    assert table.window.isVisible() and table.window.autosave.exists()


def test_save_and_quit_keeps_the_game_for_the_next_start(table):
    game_under_way(table)
    history = list(table.game.history)
    question = ask_to_quit(table, "close control")
    answer(table, question, question.save_button)
    table.qtbot.waitUntil(lambda: not table.window.isVisible())
    saved = list(saves_dir().glob("*.momon.json"))
    assert len(saved) == 1 and load_record(saved[0]).game.history == history
    assert has_autosave()
    again = reopen(table)
    try:
        offer = again.window.feature(GamePersistence).resumer.resume_box
        assert offer is not None and offer.isVisible()
        activate(again.qtbot, offer, again.robot)
        again.robot.click_button(offer.resume_button)
        again.qtbot.waitUntil(lambda: again.window.controller.game is not None)
        assert again.game.history == history
    finally:
        again.close()


def test_quit_without_saving_gives_the_game_up(table):
    game_under_way(table)
    question = ask_to_quit(table, "menu")
    answer(table, question, question.discard_button)
    table.qtbot.waitUntil(lambda: not table.window.isVisible())
    assert not has_autosave() and not list(saves_dir().glob("*.momon.json"))


def test_the_match_is_kept_on_quitting_and_resumed_at_the_next_start(table):
    now = FakeTime()
    session = to_game_two(table.window, now)
    m = session.match
    moves = len(table.game.history)
    now.t += 6
    banks = {s: m.clock.remaining(s) for s in "ab"}

    question = ask_to_quit(table, "shortcut")
    assert isinstance(question, QuitMatchQuestion)
    answer(table, question, question.cancel_button)
    assert table.window.isVisible() and session.active
    question = ask_to_quit(table, "close control")
    assert isinstance(question, QuitMatchQuestion)
    answer(table, question, question.quit_button)
    table.qtbot.waitUntil(lambda: not table.window.isVisible())
    kept = load_match_progress()
    assert kept is not None and kept.current is not None and kept.current.number == 2

    later = FakeTime(900.0)
    again = reopen(table, later)
    try:
        desk = again.window.feature(MatchDesk)
        box = desk.resume_box
        assert isinstance(box, MatchResumeQuestion) and box.isVisible()
        activate(again.qtbot, box, again.robot)
        again.robot.click_button(box.resume_button)
        again.qtbot.waitUntil(lambda: desk.session is not None and desk.session.dock.isVisible())
        rm = desk.session.match
        assert rm.score == m.score and rm.current is not None and rm.current.number == 2
        assert len(again.game.history) == moves
        assert {s: rm.clock.remaining(s) for s in "ab"} == pytest.approx(banks, abs=0.0005)
        assert again.window.feature(MatchDesk).owns_game()
    finally:
        again.close()


def test_leaving_the_match_at_the_next_start(table):
    to_game_two(table.window, FakeTime())
    question = ask_to_quit(table, "menu")
    answer(table, question, question.quit_button)
    table.qtbot.waitUntil(lambda: not table.window.isVisible())
    again = reopen(table)
    try:
        box = again.window.feature(MatchDesk).resume_box
        assert box is not None
        activate(again.qtbot, box, again.robot)
        again.robot.click_button(box.leave_button)
        again.qtbot.waitUntil(lambda: not match_progress_path().exists())
        assert not again.window.autosave.exists()
        dialog = again.window.new_game_dialog
        again.qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    finally:
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and top is not again.window:
                top.close()
        again.close()
