"""Saved games in the window: Save, Save As, Open and Recent Games, errors that keep the
game on the table, the autosave after every decision and resuming after a crash."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from momon_desktop.storage import (
    SeatPlayer,
    Seats,
    autosave_path,
    data_dir,
    load_record,
    recent_file_of,
    recent_games,
    saves_dir,
)
from momon_desktop.ui.features.cardwindows import CardWindows
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.table.mainwindow import MainWindow
from tests.gui.table_helpers import bundled, card, make_window, spec

pytestmark = pytest.mark.gui


@pytest.fixture
def messages(monkeypatch):
    """Every message box the window shows, as (kind, title, text), answered at once."""
    shown: list[tuple[str, str, str]] = []

    def record(kind, answer):
        def show(parent, title, text, *args, **kwargs):
            shown.append((kind, title, text))
            return answer
        return show

    monkeypatch.setattr(QMessageBox, "warning", record("warning", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "information", record("information", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "question", record("question", QMessageBox.StandardButton.Discard))
    return shown


def play(window: MainWindow, n: int) -> None:
    """Make ``n`` decisions (the first legal answer each time) through the controller."""
    c = window.controller
    for _ in range(n):
        d = c.decision
        assert d is not None
        c.submit(d.options[0])


def restarted(qtbot, tmp_path: Path, first: MainWindow) -> tuple[MainWindow, Any]:
    """The app started again after ``first`` (once its writes are on disk, as after any
    quit or crash), and the offer to resume it makes at start (None: no offer)."""
    first.autosave.wait()
    second = make_window(qtbot, tmp_path, "two.ini")
    return second, second.feature(GamePersistence).resumer.offer_resume()


def play_to_the_end(window: MainWindow, qtbot) -> Path:
    """Play the game on the table to its end; the finished game is kept once the window
    has drawn the last move: returns its file, once it is written."""
    g = window.controller.game
    while not g.over:
        play(window, 1)
    persistence = window.feature(GamePersistence)
    qtbot.waitUntil(lambda: persistence.current_path is not None)
    assert persistence.current_path is not None
    return persistence.current_path


def save_as(window: MainWindow, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.feature(GamePersistence).files.save_as_action.trigger()


def test_the_menu_has_the_standard_shortcuts_and_shows_the_data_folder(window, tmp_path):
    p = window.feature(GamePersistence)
    assert p.files.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert p.files.save_as_action.shortcut() == QKeySequence(QKeySequence.StandardKey.SaveAs)
    assert p.files.open_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    texts = [a.text() for a in window.game_menu.actions()]
    assert texts.index(p.files.open_action.text()) < texts.index(p.files.save_action.text())
    assert p.files.recent_menu.menuAction() in window.game_menu.actions()
    # MOMON_DATA_DIR (set for every GUI test) decides where games go, and the app says so.
    assert data_dir() == tmp_path / "momon-data"
    assert saves_dir().name in p.files.save_action.statusTip()
    assert str(saves_dir().parent) not in p.files.save_action.statusTip()  # a name, not a path
    # Nothing to save before a game starts.
    assert not p.files.save_action.isEnabled()


def test_save_then_open_round_trip_through_the_window(window, qtbot, tmp_path, monkeypatch,
                                                       messages):
    window.start_game(bundled(seed=11))
    play(window, 5)
    g = window.controller.game
    saved_hash, saved_history = g.state_hash(), list(g.history)
    saved_decision = g.awaiting
    target = tmp_path / "mine"
    save_as(window, monkeypatch, target)
    path = tmp_path / "mine.momon.json"
    assert path.is_file()
    assert load_record(path).game.state_hash() == saved_hash
    assert window.feature(GamePersistence).current_path == path
    assert "mine.momon.json" in window.windowTitle() and not window.isWindowModified()
    assert recent_games()[0].path == str(path.resolve())
    # Who played each seat is in the record; the recent list knows the game's file.
    record = load_record(path).record
    assert record.seats == Seats(first=SeatPlayer.person(), second=SeatPlayer.person())
    assert recent_file_of(record.created) == path.resolve()
    assert not (data_dir() / "seats.json").exists()

    play(window, 3)
    assert window.isWindowModified()
    # Open it again: the changed game on the table is not saved, so the window asks.
    assert window.feature(GamePersistence).files.open_game(path)
    assert window.controller.game is g  # nothing replaced before the answer
    answer_leave_question(window, "discard_button")
    g2 = window.controller.game
    assert g2 is not g
    assert g2.state_hash() == saved_hash and list(g2.history) == saved_history
    assert g2.awaiting == saved_decision
    assert not window.isWindowModified()
    assert window.log.topLevelItemCount() == len(g2.log)
    assert set(window.scene.cards) == {c for c in g2.board if c >= 0}

    # Ctrl+S now writes the same file without asking, keeping the previous one as .bak.
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: pytest.fail("Save asked for a file name"))
    play(window, 1)
    window.feature(GamePersistence).files.save_action.trigger()
    assert load_record(path).game.state_hash() == window.controller.game.state_hash()
    assert Path(str(path) + ".bak").is_file()


def test_recent_games_menu_opens_a_game(window, tmp_path, monkeypatch, messages):
    window.start_game(bundled(seed=4))
    play(window, 2)
    save_as(window, monkeypatch, tmp_path / "recent.momon.json")
    expected = window.controller.game.state_hash()
    window.start_game(bundled(seed=5))
    menu = window.feature(GamePersistence).files.recent_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if a.isEnabled()]
    assert entries and "recent.momon.json" in entries[0].text()
    entries[0].trigger()
    assert window.controller.game.state_hash() == expected


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{\"format_version\": 1, \"app_version\": \"0.1", "truncated"),
        (b"", "empty"),
        (b"\x00\xff garbage }", "not UTF-8"),
        (b"[1, 2, 3]", "not a Momon Desktop game record"),
        (None, "newer Momon Desktop"),
        ("hash", "hash mismatch"),
        ("edited", "illegal"),
    ],
)
def test_a_bad_file_shows_the_problem_and_keeps_the_game(window, tmp_path, monkeypatch, messages,
                                                           content, problem):
    window.start_game(bundled(seed=2))
    play(window, 3)
    good = tmp_path / "good.momon.json"
    save_as(window, monkeypatch, good)
    data = json.loads(good.read_text())
    if content is None:
        data["format_version"] = 99
        content = json.dumps(data).encode()
    elif content == "hash":
        data["state_hash"] = "0" * 32
        content = json.dumps(data).encode()
    elif content == "edited":
        data["moves"][0] = {"summon": data["decks"]["second"][0], "to": "A1"}
        content = json.dumps(data).encode()
    bad = tmp_path / "bad.momon.json"
    bad.write_bytes(content)
    play(window, 2)
    before = window.controller.game
    before_hash, before_len = before.state_hash(), len(before.history)

    assert not window.feature(GamePersistence).files.open_game(bad)

    kind, title, text = messages[-1]
    assert kind == "warning" and title == "Cannot open the game"
    assert "bad.momon.json" in text and problem in text
    assert window.controller.game is before
    assert before.state_hash() == before_hash and len(before.history) == before_len
    assert bad.read_bytes() == content  # the file is left as it was
    # Nothing about the game on the table changed: it still plays and autosaves.
    play(window, 1)
    assert window.autosave.load().game.state_hash() == window.controller.game.state_hash()


def test_a_missing_recent_file_says_so(window, tmp_path, messages):
    window.start_game(bundled())
    assert not window.feature(GamePersistence).files.open_game(tmp_path / "gone.momon.json")
    assert "gone.momon.json" in messages[-1][2] and "cannot read the file" in messages[-1][2]


def test_autosave_after_every_decision_and_the_finished_game_is_kept(window, qtbot, messages):
    window.start_game(bundled(seed=6))
    c = window.controller
    g = c.game
    assert window.autosave.load().game.state_hash() == g.state_hash()
    for _ in range(6):
        play(window, 1)
        assert window.autosave.load().game.state_hash() == g.state_hash()
    # A take-back is a new state too, and is autosaved as well.
    window.undo_manager.undo()
    assert window.autosave.load().game.state_hash() == g.state_hash()
    assert len(window.feature(GamePersistence).autosave_ms) >= 8
    kept = play_to_the_end(window, qtbot)
    assert not window.autosave.exists()
    assert kept.parent == saves_dir()
    assert load_record(kept).game.state_hash() == g.state_hash()
    assert recent_games()[0].path == str(kept.resolve())
    assert window.feature(GamePersistence).files.replay_current_action.isEnabled()


class DiskAtEachPicture(QObject):
    """The saved games on disk each time the window it watches draws its picture."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.saved: list[list[Path]] = []
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.UpdateRequest:
            self.saved.append(sorted(saves_dir().glob("*.momon.json")))
        return False


def test_the_finished_game_is_kept_once_the_last_move_is_drawn(window, qtbot, messages):
    """The last move's picture does not wait for the disk: the finished game is written
    after it, then the autosave goes."""
    window.start_game(bundled(seed=6))
    g = window.controller.game
    disk = DiskAtEachPicture(window)
    kept = play_to_the_end(window, qtbot)
    assert disk.saved and disk.saved[0] == []
    assert load_record(kept).game.state_hash() == g.state_hash()
    assert not window.autosave.exists()
    assert not window.feature(GamePersistence).modified
    assert messages == []


def test_a_game_started_before_the_finished_one_is_kept_keeps_its_own_autosave(window, qtbot,
                                                                               messages):
    """A new game put on the table in the moment between the last move and its keeping:
    the finished game is still kept in its own file, and the new game, which has no file
    yet, keeps its autosave."""
    window.start_game(bundled(seed=6))
    first = window.controller.game
    while not first.over:
        play(window, 1)
    window.start_game(bundled(seed=7))
    second = window.controller.game
    qtbot.waitUntil(lambda: len(list(saves_dir().glob("*.momon.json"))) == 1)
    kept = next(saves_dir().glob("*.momon.json"))
    assert load_record(kept).game.state_hash() == first.state_hash()
    assert window.feature(GamePersistence).current_path is None
    assert window.autosave.load().game.state_hash() == second.state_hash()
    assert messages == []


def finish_with_a_stuck_autosave(window, qtbot, monkeypatch) -> tuple[Path, list[BaseException]]:
    """Play a game to its end while the autosave cannot be removed; returns the file the
    finished game was kept in and every exception that reached ``sys.excepthook``."""
    import sys

    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, exc, tb: raised.append(exc))
    g = window.controller.game
    kept = play_to_the_end(window, qtbot)
    assert kept.parent == saves_dir()
    assert load_record(kept).game.state_hash() == g.state_hash()
    assert recent_games()[0].path == str(kept.resolve())
    assert window.feature(GamePersistence).files.replay_current_action.isEnabled()
    return kept, raised


def test_a_finished_game_is_kept_when_a_folder_stands_in_the_autosaves_place(window, qtbot, messages,
                                                                             monkeypatch):
    window.start_game(bundled(seed=6))
    play(window, 3)
    window.autosave.wait()  # the decisions' writes are on disk: a folder takes its place
    autosave_path().unlink()
    autosave_path().mkdir()
    kept, raised = finish_with_a_stuck_autosave(window, qtbot, monkeypatch)
    assert raised == []
    status = window.statusBar().currentMessage()
    assert kept.name in status and "could not be removed" in status
    assert autosave_path().is_dir()
    assert window.feature(GamePersistence).resumer.offer_resume() is None


def test_a_finished_game_is_kept_when_the_autosave_cannot_be_removed(window, qtbot, messages,
                                                                     monkeypatch):
    window.start_game(bundled(seed=6))
    play(window, 3)
    unlink = Path.unlink

    def refuse(self, missing_ok=False):
        if self == autosave_path():
            raise PermissionError(13, "Permission denied", str(self))
        return unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", refuse)
    kept, raised = finish_with_a_stuck_autosave(window, qtbot, monkeypatch)
    assert raised == []
    status = window.statusBar().currentMessage()
    assert kept.name in status and "could not be removed" in status
    # What is left says the game is over, and the next start does not offer it.
    assert window.autosave.exists() and window.autosave.load().record.result is not None
    assert window.feature(GamePersistence).resumer.offer_resume() is None
    assert window.autosave.exists()
    # Once it can be removed, the next start removes it.
    monkeypatch.setattr(Path, "unlink", unlink)
    assert window.feature(GamePersistence).resumer.offer_resume() is None
    assert not window.autosave.exists()
    assert messages == []


def test_games_with_cards_from_no_installed_set_play_on_without_records(window):
    a = [card(f"a{i}", 5) for i in range(3)]
    b = [card(f"b{i}", 4) for i in range(3)]
    window.start_game(spec(a, b))
    play(window, 2)
    assert not window.autosave.exists()
    assert not window.feature(GamePersistence).files.save_action.isEnabled()


def test_resume_after_a_crash_is_offered_at_the_next_start(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path, "one.ini")
    first.start_game(bundled(seed=9))
    play(first, 7)
    g = first.controller.game
    want_hash, want_decision, want_history = g.state_hash(), g.awaiting, list(g.history)
    # A crash: the process is gone without closing anything; only the autosave is left.
    assert first.autosave.exists()

    second, box = restarted(qtbot, tmp_path, first)
    assert box is not None and box.isVisible()
    assert "Ada" in box.text() and "Boon" in box.text()
    box.resume_button.click()
    g2 = second.controller.game
    assert g2.state_hash() == want_hash
    assert g2.awaiting == want_decision
    assert list(g2.history) == want_history
    assert second.controller.players[0].name == "Ada"
    # Hot-seat: the table stays covered until the player to move is ready (4.4.1).
    to_move = second.controller.player_name(want_decision.player)
    assert second.handover.isVisible()
    assert second.handover.title.text() == f"Pass the computer to {to_move}"
    # Play on: the take-back works across the resume, and the autosave follows.
    assert second.controller.can_undo and len(second.controller.game.answer_seats()) == 7
    play(second, 1)
    assert second.autosave.load().game.state_hash() == g2.state_hash()
    first.close()
    second.close()


def test_resume_against_the_computer_keeps_the_computer_seat(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path, "one.ini")
    first.start_game(bundled(kinds=("human", "easy"), seed=3))
    c = first.controller
    for _ in range(2):
        qtbot.waitUntil(lambda: c.decision is not None and c.decision.player == 0
                        and c.thinking_seat < 0, timeout=10000)
        play(first, 1)
    qtbot.waitUntil(lambda: c.decision is not None and c.decision.player == 0
                    and c.thinking_seat < 0, timeout=10000)
    want = c.game.state_hash()
    first.controller.shutdown()

    second, box = restarted(qtbot, tmp_path, first)
    box.resume_button.click()
    c2 = second.controller
    assert c2.game.state_hash() == want
    assert [p.kind for p in c2.players] == ["human", "easy"]
    # The person's Hand is shown and the Summon is theirs.
    assert second.session.viewer == 0 and second.session.my_decision() is not None
    first.close()
    second.close()


def test_declining_the_offer_removes_the_autosave_and_starts_a_new_game(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path, "one.ini")
    first.start_game(bundled())
    play(first, 2)
    second, box = restarted(qtbot, tmp_path, first)
    box.discard_button.click()
    assert not second.autosave.exists()
    assert second.new_game_dialog is not None and second.new_game_dialog.isVisible()
    second.new_game_dialog.reject()
    assert second.feature(GamePersistence).resumer.offer_resume() is None
    first.close()
    second.close()


def test_keeping_the_unfinished_game_for_later_saves_it(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path, "one.ini")
    first.start_game(bundled())
    play(first, 4)
    want = first.controller.game.state_hash()
    second, box = restarted(qtbot, tmp_path, first)
    box.keep_button.click()
    assert not second.autosave.exists()
    kept = Path(recent_games()[0].path)
    assert kept.parent == saves_dir().resolve()
    assert load_record(kept).game.state_hash() == want
    second.new_game_dialog.reject()
    first.close()
    second.close()


def test_a_damaged_autosave_is_set_aside_with_a_message(window, messages):
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format_version": 1, "moves": [')
    assert window.feature(GamePersistence).resumer.offer_resume() is None
    kind, title, text = messages[-1]
    assert kind == "warning" and "truncated" in text
    assert not path.exists()
    kept = list(path.parent.glob("autosave-unreadable-*.momon.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"format_version": 1, "moves": ['
    assert str(kept[0]) in text


def test_start_up_opens_the_new_game_dialog_without_an_autosave(window):
    assert not window.autosave.exists()
    window.feature(GamePersistence).resumer.start_up()
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_a_save_that_cannot_be_written_says_why_and_changes_nothing(window, tmp_path, monkeypatch,
                                                                     messages):
    window.start_game(bundled())
    play(window, 1)
    # A file where the folder should be: the save cannot be written.
    folder = tmp_path / "not-a-folder"
    folder.write_text("a file")
    save_as(window, monkeypatch, folder / "x.momon.json")
    kind, title, text = messages[-1]
    assert kind == "warning" and title == "Cannot save the game" and "x.momon.json" in text
    assert window.feature(GamePersistence).current_path is None
    assert not (folder / "x.momon.json").exists()


def test_a_game_with_an_imported_card_set_embeds_it_and_opens_again(window, tmp_path, monkeypatch,
                                                                      messages):
    from momon_desktop.cards import bundled_decks
    from momon_desktop.ui.core.controller import GameSpec, PlayerInfo
    from tests.storage.decklib_helpers import USER_SET, write_set

    source = write_set(tmp_path / "sets", "river-folk.json", USER_SET)
    assert window.feature(CardWindows).import_card_set(str(source)) is not None
    window.feature(CardWindows).last_dialog.close()
    pool = window.feature(CardWindows).pool()
    mine = ["reed-frog"] * 4 + ["canal-otter"] * 3 + ["lotus-carp"] * 3
    theirs = bundled_decks()[0].cards
    window.start_game(GameSpec(
        decks=(tuple(pool.get(c) for c in mine), tuple(pool.get(c) for c in theirs)),
        players=(PlayerInfo("Ada"), PlayerInfo("Boon")), seed=5))
    assert window.feature(GamePersistence).context is not None
    assert window.feature(GamePersistence).context.fmt == "open"
    play(window, 4)
    path = tmp_path / "river.momon.json"
    save_as(window, monkeypatch, path)
    record = load_record(path).record
    embedded = {ref.id: ref.data for ref in record.card_sets}
    assert embedded["river-folk"] == USER_SET and embedded["starter"] is None
    want = window.controller.game.state_hash()
    window.start_game(bundled())
    assert window.feature(GamePersistence).files.open_game(path)
    assert window.controller.game.state_hash() == want


def test_a_new_game_keeps_the_unfinished_unsaved_one(window, messages):
    window.start_game(bundled(seed=14))
    play(window, 3)
    want = window.controller.game.state_hash()
    window.start_game(bundled(seed=15))
    kept = Path(recent_games()[0].path)
    assert kept.parent == saves_dir().resolve()
    assert load_record(kept).game.state_hash() == want
    assert str(kept.name) in window.statusBar().currentMessage()
    # The new game starts with nothing to keep; a saved game is not kept twice.
    window.start_game(bundled(seed=16))
    assert len(list(saves_dir().glob("*.momon.json"))) == 1


def test_discarding_the_game_on_the_table_for_an_opened_one_keeps_nothing(window, tmp_path,
                                                                          monkeypatch, messages):
    window.start_game(bundled(seed=17))
    play(window, 2)
    path = tmp_path / "other.momon.json"
    save_as(window, monkeypatch, path)
    window.start_game(bundled(seed=18))
    play(window, 2)
    assert window.feature(GamePersistence).files.open_game(path)
    answer_leave_question(window, "discard_button")
    assert window.controller.game is not None and window.controller.game.history
    assert load_record(path).game.state_hash() == window.controller.game.state_hash()
    assert not list(saves_dir().glob("*.momon.json"))


def test_keeping_the_game_on_the_table_for_an_opened_one_saves_it(window, tmp_path,
                                                                  monkeypatch, messages):
    window.start_game(bundled(seed=17))
    play(window, 2)
    path = tmp_path / "other.momon.json"
    save_as(window, monkeypatch, path)
    window.start_game(bundled(seed=18))
    play(window, 2)
    want = window.controller.game.state_hash()
    assert window.feature(GamePersistence).files.open_game(path)
    answer_leave_question(window, "keep_button")
    (kept,) = saves_dir().glob("*.momon.json")
    assert load_record(kept).game.state_hash() == want
    assert load_record(path).game.state_hash() == window.controller.game.state_hash()


def test_cancelling_the_question_leaves_the_game_on_the_table(window, tmp_path, monkeypatch,
                                                              messages):
    window.start_game(bundled(seed=17))
    play(window, 2)
    path = tmp_path / "other.momon.json"
    save_as(window, monkeypatch, path)
    play(window, 1)
    g = window.controller.game
    assert window.feature(GamePersistence).files.open_game(path)
    answer_leave_question(window, "cancel_button")
    assert window.controller.game is g and window.isWindowModified()


def answer_leave_question(window: MainWindow, button: str) -> None:
    """Answer the question asked before another game takes the table by ``button``."""
    from momon_desktop.ui.features.leaving import UnsavedGameQuestion

    question = window.leaving.pending_replace
    assert isinstance(question, UnsavedGameQuestion)
    getattr(question, button).click()
    assert window.leaving.pending_replace is None


def test_changing_the_players_mid_game_is_autosaved_with_the_seats(window):
    from momon_desktop.ui.core.controller import PlayerInfo

    window.start_game(bundled(seed=19))
    play(window, 2)
    window.controller.set_players((PlayerInfo("Ada"), PlayerInfo("Chai", "easy")))
    record = window.autosave.load().record
    assert record.players.second == "Chai"
    assert record.seats == Seats(first=SeatPlayer.person(),
                                 second=SeatPlayer(kind="computer", level="easy",
                                                   style="balanced"))


def test_the_seats_are_saved_and_read_back_on_open(window, tmp_path, monkeypatch, messages):
    from momon_desktop.ui.core.controller import GameSpec, PlayerInfo

    base = bundled(seed=21)
    players = (PlayerInfo("Ada", "human", "Deck A"),
               PlayerInfo("Auntie Lamduan", "hard", "", "defensive", "auntie-lamduan"))
    window.start_game(GameSpec(base.decks, players, base.seed))
    c = window.controller
    assert c.decision is not None and c.decision.player == 0  # the person moves first
    path = tmp_path / "auntie.momon.json"
    save_as(window, monkeypatch, path)
    raw = json.loads(path.read_text())
    assert raw["format_version"] == 3
    assert raw["seats"] == {
        "first": {"kind": "person"},
        "second": {"kind": "opponent", "level": "hard", "style": "defensive",
                   "profile": "auntie-lamduan"},
    }
    window.start_game(bundled(seed=22))
    assert window.feature(GamePersistence).files.open_game(path)
    assert c.players[0].is_human and c.players[0].name == "Ada"
    assert (c.players[1].name, c.players[1].kind, c.players[1].style, c.players[1].profile) \
        == ("Auntie Lamduan", "hard", "defensive", "auntie-lamduan")


def test_resuming_the_autosave_goes_on_saving_into_the_games_file(qtbot, tmp_path, monkeypatch):
    first = make_window(qtbot, tmp_path, "one.ini")
    first.start_game(bundled(kinds=("human", "human"), seed=23))
    play(first, 2)
    path = tmp_path / "mine.momon.json"
    save_as(first, monkeypatch, path)
    play(first, 2)  # then a crash: the autosave is two decisions ahead of the file
    want = first.controller.game.state_hash()

    second, box = restarted(qtbot, tmp_path, first)
    box.resume_button.click()
    assert second.controller.game.state_hash() == want
    assert second.feature(GamePersistence).current_path == path.resolve()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: pytest.fail("Save asked for a file name"))
    assert second.feature(GamePersistence).files.save()
    assert load_record(path).game.state_hash() == want
    first.close()
    second.close()


def test_an_unfinished_game_of_record_format_1_resumes_with_people_in_both_seats(window):
    from momon_desktop.storage import make_record, record_to_bytes
    from tests.storage.helpers import bundled_game

    game, library = bundled_game(seed=2, moves=4)
    seats = Seats(first=SeatPlayer.person(),
                  second=SeatPlayer(kind="computer", level="easy", style="balanced"))
    data = json.loads(record_to_bytes(make_record(game, library, players=("Ann", "Computer"),
                                                  seats=seats)))
    del data["seats"], data["checks"]
    data["format_version"] = 1
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(json.dumps(data))
    window.feature(GamePersistence).resumer.offer_resume().resume_button.click()
    c = window.controller
    assert c.game.state_hash() == game.state_hash()
    assert [(p.name, p.kind) for p in c.players] == [("Ann", "human"), ("Computer", "human")]
    play(window, 1)
    assert window.autosave.load().record.format_version == 3


CRASHING_GAME = """
import os, signal, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from momon_desktop.ui.assembly import build_table
from tests.gui.table_helpers import bundled
window = build_table(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window.show()
window.start_game(bundled(kinds=("human", "human"), seed=31))
c = window.controller
for _ in range(9):
    c.submit(c.decision.options[0])
    app.processEvents()
print(c.game.state_hash(), c.decision.player, c.decision.kind, len(c.game.history), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_killed_app_is_resumed_exactly_where_it_stopped(qtbot, tmp_path):
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, PYTHONPATH=str(root))
    child = subprocess.run([sys.executable, "-c", CRASHING_GAME, str(tmp_path / "child.ini")],
                           capture_output=True, text=True, env=env, cwd=root, timeout=120)
    assert child.returncode == -9, child.stderr
    state_hash, player, kind, moves = child.stdout.split()
    window = make_window(qtbot, tmp_path)
    box = window.feature(GamePersistence).resumer.offer_resume()
    assert box is not None
    box.resume_button.click()
    g = window.controller.game
    assert g.state_hash() == state_hash and len(g.history) == int(moves)
    assert g.awaiting.player == int(player) and g.awaiting.kind == kind
    window.close()
