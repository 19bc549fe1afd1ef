"""The replay viewer: every recorded position, stepping and jumping, the Hands as each
viewpoint may see them, the rules log in step, and opening replays from the window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

from momon_desktop.cards import bundled_decks, bundled_pool
from momon_desktop.engine import Concede, Setup
from momon_desktop.storage import (
    CardLibrary,
    FirstPlayer,
    GameRecord,
    Replay,
    make_record,
    save_record,
)
from momon_desktop.ui.assembly import build_table
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.replay.replayviewer import EVERYTHING, ReplayWindow
from momon_desktop.ui.text import i18n
from tests.gui.table_helpers import bundled

pytestmark = pytest.mark.gui


def recorded_game(seed: int = 7, decisions: int | None = None, concede: bool = False) -> GameRecord:
    """A game between the bundled decks with random legal decisions."""
    pool = bundled_pool()
    decks = bundled_decks()
    setup = Setup([pool.get(c) for c in decks[0].cards], [pool.get(c) for c in decks[1].cards])
    g = setup.new_game(seed)
    rng = random.Random(seed)
    while not g.over and (decisions is None or len(g.history) < decisions):
        g.apply(g.random_answer(rng))
    if concede:
        g.apply(Concede(1))
    return make_record(g, CardLibrary.bundled(), "standard", ("Ada", "Boon"),
                       FirstPlayer(method="random", seed=seed))


@pytest.fixture
def main_window(qtbot, tmp_path):
    win = build_table(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    yield win
    win.close()


def viewer(qtbot, main_window, record: GameRecord) -> ReplayWindow:
    w = ReplayWindow(Replay.from_record(record), "test.momon.json", "en", main_window)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def settle(w: ReplayWindow) -> None:
    w.scene.finish_animations()


def check_position(w: ReplayWindow, replay: Replay, index: int) -> None:
    """The window shows exactly the recorded position ``index``."""
    want = replay.game_at(index)
    g = w.controller.game
    assert w.position == index and w.slider.value() == index
    assert g.state_hash() == want.state_hash()
    assert len(g.history) == index
    assert set(w.scene.cards) == {c for c in want.board if c >= 0}
    for instance, item in w.scene.cards.items():
        assert item.controller == want.ctrl[instance]
        assert item.wards == want.wards[instance]
    assert w.log.topLevelItemCount() == len(want.log)
    momon = want.momon_counts()
    for panel in (w.near_panel, w.far_panel):
        assert panel.momon_value.text() == str(momon[panel.seat])


def test_stepping_forward_and_back_shows_every_recorded_position(qtbot, main_window):
    record = recorded_game(seed=7)
    w = viewer(qtbot, main_window, record)
    replay = w.replay
    assert replay.last == len(record.moves) and record.result is not None
    check_position(w, replay, 0)
    for i in range(1, replay.last + 1):
        w.forward_action.trigger()
        settle(w)
        check_position(w, replay, i)
    assert not w.forward_button.isEnabled()
    assert w.controller.game.state_hash() == record.state_hash
    assert "Game over" in w.prompt.turn_label.text()
    for i in range(replay.last - 1, -1, -1):
        w.back_action.trigger()
        check_position(w, replay, i)
    assert not w.back_button.isEnabled()


def test_jumping_by_slider_turn_list_and_keys(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=12))
    replay = w.replay
    w.slider.setValue(replay.last // 2)
    check_position(w, replay, replay.last // 2)
    marks = replay.turns()
    assert [m.turn for m in marks] == list(range(1, len(marks) + 1))
    # The turn list: one entry per turn and one for the end.
    assert w.turn_list.count() == len(marks) + 1
    for row, mark in enumerate(marks):
        item = w.turn_list.item(row)
        # 7.1.1: the turn player's own turn, as the table counts it
        assert f"Turn {(mark.turn + 1) // 2} of 8 · " in item.text()
        w.on_turn_item(item)
        check_position(w, replay, mark.position)
        assert w.turn_list.currentRow() == row
        assert w.current_turn() == mark.turn
    w.first_action.trigger()
    check_position(w, replay, 0)
    w.next_turn_action.trigger()
    check_position(w, replay, marks[1].position)
    w.previous_turn_action.trigger()
    check_position(w, replay, marks[0].position)
    w.last_action.trigger()
    check_position(w, replay, replay.last)
    assert w.turn_list.currentRow() == w.turn_list.count() - 1
    w.go_to_turn(5)
    check_position(w, replay, replay.position_of_turn(5))


def test_the_hands_as_each_viewpoint_may_see_them(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=3))
    replay = w.replay
    w.go_to(6)
    g = replay.game_at(6)
    # A finished game opens showing everything; each player's view shows only their Hand.
    assert w.viewpoint == EVERYTHING
    assert w.visible_hands() == {0: g.hands[0], 1: g.hands[1]}
    w.view_actions[1].trigger()
    assert w.viewpoint == 1 and w.scene.viewer == 1
    assert w.visible_hands() == {1: g.hands[1]}
    assert w.far_panel.seat == 0 and w.far_panel.backs.count == len(g.hands[0])
    assert w.far_panel.backs.isVisibleTo(w)
    w.view_box.setCurrentIndex(w.view_box.findData(0))
    assert w.viewpoint == 0 and w.visible_hands() == {0: g.hands[0]}
    # The Voids follow the viewpoint: face-down cards only to their owner (4.5.2).
    void = w.open_void(1)
    assert void.model.viewer == 0
    w.set_viewpoint(EVERYTHING)
    assert void.model.viewer == 1


def test_everything_is_refused_for_an_unfinished_game(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=5, decisions=6))
    assert w.replay.record.result is None
    assert w.viewpoint == 0
    assert not w.view_actions[EVERYTHING].isEnabled()
    w.set_viewpoint(EVERYTHING)
    assert w.viewpoint == 0
    assert list(w.visible_hands()) == [0]
    w.last_action.trigger()
    assert "not finished" in w.prompt.instruction.text()


def test_the_rules_log_marks_the_lines_of_the_last_decision(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=8))
    replay = w.replay
    w.go_to(4)
    before = len(replay.game_at(3).log)
    after = len(replay.game_at(4).log)
    assert after > before
    marked = [r for r in range(w.log.topLevelItemCount())
              if w.log.topLevelItem(r).background(w.log.SENTENCE).style() != Qt.BrushStyle.NoBrush]
    assert marked == list(range(before, after))
    texts = [w.log.sentence(r) for r in range(after)]
    assert texts == [w.controller.describe(e) for e in replay.game_at(4).log]
    # The decision itself is told in the prompt bar, with who made it.
    assert w.decision_text(3) in w.prompt.instruction.text()


def test_a_concession_is_shown_as_the_last_decision(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=2, decisions=5, concede=True))
    w.last_action.trigger()
    assert "Boon conceded (7.6.1)." in w.prompt.instruction.text()
    assert "Won by Ada" in w.prompt.instruction.text()


def test_open_a_finished_game_from_a_file_shows_its_replay(qtbot, main_window, tmp_path):
    record = recorded_game(seed=9)
    path = tmp_path / "finished.momon.json"
    save_record(path, record)
    assert main_window.feature(GamePersistence).files.open_game(path)
    w = main_window.feature(GamePersistence).replay_windows[-1]
    qtbot.addWidget(w)
    assert w.replay.record == record
    assert "finished.momon.json" in w.windowTitle()
    # The game on the table is not touched by a replay.
    assert main_window.controller.game is None


def test_watch_a_saved_replay_through_the_file_dialog(qtbot, main_window, tmp_path, monkeypatch):
    path = tmp_path / "r.momon.json"
    save_record(path, recorded_game(seed=10))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    main_window.feature(GamePersistence).files.replay_file_action.trigger()
    w = main_window.feature(GamePersistence).replay_windows[-1]
    qtbot.addWidget(w)
    assert w.replay.last == len(w.replay.record.moves)


def test_watch_the_replay_of_the_game_just_finished(qtbot, main_window):
    main_window.start_game(bundled(seed=13))
    c = main_window.controller
    assert not main_window.feature(GamePersistence).files.replay_current_action.isEnabled()
    while not c.game.over:
        c.submit(c.decision.options[0])
    action = main_window.feature(GamePersistence).files.replay_current_action
    assert action.isEnabled()
    action.trigger()
    w = main_window.feature(GamePersistence).replay_windows[-1]
    qtbot.addWidget(w)
    assert w.replay.last == len(c.game.history)
    w.last_action.trigger()
    assert w.controller.game.state_hash() == c.game.state_hash()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_viewer_renders_in_both_languages(qtbot, main_window, tmp_path, lang):
    i18n.install_language(lang)
    w = viewer(qtbot, main_window, recorded_game(seed=7))
    w.set_language(lang)
    w.go_to(9)
    settle(w)
    out = tmp_path / f"replay-{lang}.png"
    assert w.grab().save(str(out))
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 700
    if lang == "th":
        assert w.replay_menu.title() == "&รีเพลย์"
        assert "การตัดสินใจ" in w.position_label.text()
    else:
        assert w.position_label.text() == f"Decision 9 of {w.replay.last}"


def test_the_viewer_follows_the_apps_language(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=7))
    w.go_to(3)
    english = w.log.sentence(3)
    main_window.set_language("th")
    qtbot.waitUntil(lambda: w.lang == "th")
    assert w.log.sentence(3) != english
    assert w.log.sentence(3) == w.controller.describe(w.controller.game.log[3])
    assert w.position_label.text().startswith("การตัดสินใจ")
    main_window.set_language("en")
    qtbot.waitUntil(lambda: w.lang == "en")
    assert w.log.sentence(3) == english


def test_a_record_without_decisions_shows_the_start(qtbot, main_window):
    w = viewer(qtbot, main_window, recorded_game(seed=1, decisions=0))
    assert w.replay.last == 0 and w.position == 0
    assert not w.forward_button.isEnabled() and not w.back_button.isEnabled()
    w.step_forward()
    w.next_turn()
    check_position(w, w.replay, 0)
    assert w.turn_list.count() == 1


def test_the_viewer_says_how_the_record_was_checked(qtbot, main_window, tmp_path):
    from pathlib import Path

    from momon_desktop.storage import load_record

    # A record of this version: every decision was checked as it was replayed.
    w = viewer(qtbot, main_window, recorded_game())
    assert w.checked_label.isVisible()
    assert w.checked_label.text() == "Checked at every decision"
    # A record of format 2, opened from its file: only its final position was compared.
    old = Path(__file__).resolve().parents[2] / "storage" / "records" / "v2-finished.momon.json"
    copy = tmp_path / old.name
    copy.write_bytes(old.read_bytes())
    w2 = ReplayWindow(Replay.from_loaded(load_record(copy)), copy.name, "en", main_window)
    qtbot.addWidget(w2)
    w2.show()
    assert w2.checked_label.text() == "Checked by its final position only"
    assert "older version of Momon Desktop" in w2.checked_label.toolTip()
    main_window.set_language("th")
    qtbot.waitUntil(lambda: w2.lang == "th")
    assert w2.checked_label.text() == "ตรวจสอบเฉพาะตำแหน่งสุดท้าย"
    main_window.set_language("en")
    qtbot.waitUntil(lambda: w2.lang == "en")
