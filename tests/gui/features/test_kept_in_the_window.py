"""The kept files and settings as the window reads them back (``storage.kept``,
``ui.core.settings``): each defect of the fault-injection round that shows in the window,
reproduced, and the window reaching a usable state whatever a setting holds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from momon_desktop.cards import bundled_decks
from momon_desktop.cards.limits import MAX_DECK_NAME_CHARS
from momon_desktop.storage import (
    load_record,
    recent_games,
)
from momon_desktop.storage.kept import told
from momon_desktop.storage.locations import recent_path
from momon_desktop.storage.matches import load_match_progress, match_progress_path
from momon_desktop.storage.rating import rating_path
from momon_desktop.ui.assembly import build_table, start_up
from momon_desktop.ui.core.pace import SETTING as PACE_SETTING
from momon_desktop.ui.features.ladder import RatingBar
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.features.playagain import SETTING as LAST_GAME
from momon_desktop.ui.features.playagain import PlayAgain
from momon_desktop.ui.features.tutorial import Tutorial
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.match.matchsession import HEARTBEAT_SECONDS
from tests.fuzz.harness import message_problem
from tests.gui.match_helpers import FakeTime, decide, start_match
from tests.gui.table_helpers import bundled, make_window

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[3]


def readable(text: str) -> None:
    assert message_problem(text) is None, message_problem(text)
    assert "sys.set_int_max_str_digits" not in text and "(char " not in text


def settings_with(tmp_path: Path, values: dict[str, object]) -> QSettings:
    settings = QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat)
    settings.setValue(PACE_SETTING, "off")
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()
    return settings


# ----------------------------------------------------------------------------- 2: settings


@pytest.mark.parametrize("geometry", [
    "not the window's place", 12345, ["a", "b"], QByteArray(b"\x01" * 70),
    QByteArray(b"\x00" * 100_000), True,
], ids=["text", "number", "list", "garbage-bytes", "huge-bytes", "flag"])
def test_a_damaged_window_geometry_never_stops_the_start(qtbot, tmp_path, geometry):
    # Regression: restoreGeometry() raised TypeError on a text and every start stopped.
    told()
    window = build_table(settings_with(tmp_path, {"geometry": geometry}))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.width() >= 880 and window.height() >= 580
    notes = [n.render("en") for n in told()]
    assert any('the setting "geometry" could not be used' in n for n in notes), notes
    window.close()
    # Closing writes the window's real place over it.
    assert isinstance(QSettings(str(tmp_path / "kept.ini"), QSettings.Format.IniFormat)
                      .value("geometry"), QByteArray)


@pytest.mark.parametrize(("key", "value"), [
    ("animation_speed", "warp"), ("animation_speed", ["a", "b"]), ("far_upright", "maybe"),
    ("far_upright", 7), ("language", "xx"),
])
def test_a_damaged_setting_takes_its_default_and_says_so(qtbot, tmp_path, key, value):
    told()
    window = build_table(settings_with(tmp_path, {key: value}))
    qtbot.addWidget(window)
    assert window.pace.name in ("normal", "off")
    notes = [n.render("th") for n in told()]
    if key != "language":  # the language is read by the app's main, before the window
        assert any(f'ใช้การตั้งค่า "{key}" ไม่ได้' in n for n in notes), notes
        assert all(message_problem(n) is None for n in notes)
    window.close()


# ----------------------------------------------------------------------------- 7: play again


def _setup(**player: object) -> str:
    deck = bundled_decks()[0].to_json()
    a = {"name": "Ann", "kind": "human", "style": "balanced", "profile": "", "deck": deck}
    b = dict(a, name="Bo", kind="easy")
    b.update(player)
    return json.dumps({"format_version": 1, "players": [a, b]}, ensure_ascii=False)


@pytest.mark.parametrize("value", [
    _setup(style="reckless"), _setup(kind="grandmaster"), _setup(name="\ud800"),
    _setup(name=""), _setup(name="x" * 101), _setup(profile="Not An Id"),
    "[" * 100_000 + "]" * 100_000, '{"format_version": 1, "players": [' + "9" * 5000 + "]}",
    _setup().replace('"Bo"', '"\\ud800"'), "{broken", "x" * 20_000,
], ids=["style", "kind", "lone-surrogate", "empty-name", "long-name", "profile",
        "deep-nesting", "huge-number", "escaped-surrogate", "broken", "too-long"])
def test_a_damaged_play_again_setting_is_not_offered(qtbot, tmp_path, value):
    # Regression: an unknown style or a lone-surrogate name started a game whose computer
    # could not move and whose every decision failed to autosave; deep nesting raised
    # RecursionError at start-up.
    told()
    window = make_window(qtbot, tmp_path, "kept.ini")
    window.settings.setValue(LAST_GAME, value)
    window.settings.setValue("geometry", window.saveGeometry())
    feature = window.feature(PlayAgain)
    assert feature.last_game() is None
    assert feature.offer_play_again() is None
    notes = [n.render(lang) for n in told() for lang in ("en", "th")]
    assert any("last_game" in n for n in notes)
    for note in notes:
        readable(note)
    start_up(window)  # the New Game dialog opens instead
    assert window.new_game_dialog is not None and window.new_game_dialog.isVisible()
    window.new_game_dialog.reject()


def test_every_level_and_style_of_the_computer_is_offered_again(qtbot, tmp_path):
    from momon_desktop.ai import LEVELS, STYLE_WEIGHTS

    window = make_window(qtbot, tmp_path, "kept.ini")
    feature = window.feature(PlayAgain)
    for level in LEVELS:
        for style in STYLE_WEIGHTS:
            window.settings.setValue(LAST_GAME, _setup(kind=level, style=style))
            last = feature.last_game()
            assert last is not None and (last.players[1].kind, last.players[1].style) == \
                (level, style)


# ----------------------------------------------------------------------------- 3 and 9: recent


def _bad_recent(tmp_path: Path) -> None:
    good = {"path": str(tmp_path / "old.momon.json"), "title": "Old game",
            "when": "2026-01-31T12:00:00Z"}
    text = json.dumps({"format_version": 1, "games": [
        {"path": "/s.momon.json", "title": "SURROGATE", "when": "2026-02-01T12:00:00Z"},
        {"path": "/far.momon.json", "title": "Far", "when": "9999-12-31T23:59:59-14:00"},
        good]}).replace("SURROGATE", "\\ud800")
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    recent_path().write_text(text, encoding="utf-8")


def test_the_recent_games_menu_leaves_out_a_damaged_entry_and_keeps_the_rest(window, tmp_path):
    # Regression: a time far in the future raised OverflowError in Game ▸ Recent games,
    # and that entry and every older one disappeared from the menu.
    _bad_recent(tmp_path)
    persistence = window.feature(GamePersistence)
    persistence.files.fill_recent_menu()
    texts = [a.text() for a in persistence.files.recent_menu.actions()]
    assert len(texts) == 1 and "Old game" in texts[0]
    assert "recent games list was left out" in window.statusBar().currentMessage()


def test_a_game_ends_cleanly_with_a_damaged_recent_list(window, qtbot, tmp_path, monkeypatch):
    # Regression: at a game's end the game was saved but its autosave silently stayed,
    # the next start offered the finished game as "turn 8 of 8", Game ▸ Open raised, and
    # the list was never repaired.
    _bad_recent(tmp_path)
    window.start_game(bundled())
    c = window.controller
    while not c.game.over:
        c.submit(c.game.legal_answers()[0])
    persistence = window.feature(GamePersistence)
    qtbot.waitUntil(lambda: persistence.current_path is not None)
    kept = persistence.current_path
    qtbot.waitUntil(lambda: not window.autosave.exists())
    assert load_record(kept).record.result is not None
    assert [g.title for g in recent_games()] == ["Ada against Boon", "Old game"]
    assert "\\ud800" not in recent_path().read_text(encoding="utf-8")
    # Game ▸ Open of that file opens its replay.
    replay = persistence.files.open_replay(kept)
    assert replay is not None
    replay.close()
    # The next start offers a new game, not the finished one.
    again = make_window(qtbot, tmp_path, "settings-2.ini")
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(str(a)))
    start_up(again)
    assert again.feature(GamePersistence).resumer.resume_box is None


# ----------------------------------------------------------------------------- 4 and 15: decks


def _builder(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    from momon_desktop.storage.decklib import DeckLibrary
    from momon_desktop.ui.decks.deckbuilder import DeckBuilder

    library = DeckLibrary(tmp_path / "momon-data")
    for deck in bundled_decks():
        library.save(deck)
    builder = DeckBuilder(library)
    qtbot.addWidget(builder)
    builder.confirm_delete = lambda name: True
    builder.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    return builder, library


def test_a_pasted_name_of_emoji_keeps_every_character(qtbot, tmp_path):
    # Regression: the name field counted UTF-16 units, so 60 emoji were cut to 30.
    builder, library = _builder(qtbot, tmp_path)
    name = "🐘" * MAX_DECK_NAME_CHARS
    QApplication.clipboard().setText(name + "🐘🐘")
    builder.name_edit.selectAll()
    builder.name_edit.paste()
    assert builder.name_edit.text() == name
    saved = builder.save_deck()
    assert saved is not None and library.load(saved.key).deck.name["en"] == name


def test_a_duplicated_deck_with_a_long_name_is_listed_and_opens(qtbot, tmp_path):
    # Regression: "NAME (copy)" went past the 60-character limit and the copy vanished.
    builder, library = _builder(qtbot, tmp_path)
    builder.name_edit.setText("x" * 54)
    builder.name_edit.textEdited.emit("x" * 54)
    assert builder.save_deck() is not None
    copy = builder.duplicate_deck()
    assert copy is not None
    assert copy.deck.name["en"] == "x" * 53 + " (copy)"
    assert library.load(copy.key).deck == copy.deck
    assert copy.key in [s.key for s in library.decks()] and not library.problems.decks
    assert builder.name_edit.text() == "x" * 53 + " (copy)"


@pytest.mark.parametrize("field", ["new-game", "new-match"])
def test_a_player_name_counts_characters(window, qtbot, field):
    from momon_desktop.ui.text.limits import MAX_PLAYER_NAME_CHARS

    if field == "new-game":
        dialog = window.request_new_game()
    else:
        dialog = window.feature(MatchDesk).request_new_match()
    edit = dialog.names[0]
    QApplication.clipboard().setText("🐘" * (MAX_PLAYER_NAME_CHARS + 5))
    edit.selectAll()
    edit.paste()
    assert edit.text() == "🐘" * MAX_PLAYER_NAME_CHARS
    dialog.reject()


# ----------------------------------------------------------------------------- 6: rating


def test_a_games_count_beyond_the_bounds_never_reaches_the_rating_bar(window, qtbot):
    # Regression: a games count of 2^31 or more crashed the New Game dialog.
    rating_path().parent.mkdir(parents=True, exist_ok=True)
    rating_path().write_text(json.dumps({"format_version": 1, "rating": 1200.0,
                                         "games": 2**31, "recent": []}), encoding="utf-8")
    dialog = window.request_new_game()
    qtbot.waitExposed(dialog)
    bar = dialog.findChildren(RatingBar)[0]
    assert "Your rating: 1000" in bar.rating.text()
    assert 'field "games"' in bar.problem.text()
    readable(bar.problem.text())
    dialog.reject()


# ----------------------------------------------------------------------------- 10: tutorial


def test_a_tutorial_progress_with_a_huge_number_is_explained_in_plain_words(window):
    # Regression: "use sys.set_int_max_str_digits()" reached people.
    from momon_desktop.ui.features.lessons import progress_path

    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format_version": 1, "done": [' + "9" * 5000 + "]}", encoding="utf-8")
    tutorial = window.feature(Tutorial)
    text = tutorial.problem_text()
    assert "more than 4300 digits" in text
    readable(text)


# ----------------------------------------------------------------------------- 1 and 16: matches


def test_a_match_against_the_expert_computer_is_kept(window):
    # Regression: a validation error inside the app; the match was never autosaved.
    session = start_match(window, FakeTime(), ("human", "expert"))
    assert session.progress_error == ""
    progress = load_match_progress()
    assert progress is not None and progress.players.b.kind == "expert"
    session.close()


def test_a_crash_mid_turn_gives_back_at_most_a_second_of_the_bank(qtbot, tmp_path):
    # Regression: the time the player on turn had used in that turn came back on resume
    # (4:25 came back as 4:39).
    now = FakeTime()
    window = make_window(qtbot, tmp_path)
    session = start_match(window, now)
    decide(window, now, 2, 1.0)
    m = session.match
    qtbot.waitUntil(lambda: m.clock.running is not None)
    side = m.clock.running
    thinking = 14.2
    for _ in range(int(thinking * 10)):
        now.t += 0.1
        session.tick()
    left = m.clock.remaining(side)
    window.autosave.wait()
    kept = load_match_progress()
    assert kept is not None and kept.current is not None and kept.current.clock_left is not None
    on_disk = getattr(kept.current.clock_left, side)
    assert left <= on_disk <= left + HEARTBEAT_SECONDS
    # A start after the crash (the window never quit) resumes with the bank on disk.
    later = FakeTime(10_000.0)
    again = make_window(qtbot, tmp_path, "settings-2.ini")
    desk = again.feature(MatchDesk)
    desk.now = later
    start_up(again)
    desk.resume_box.resume_button.click()
    resumed = desk.session.match
    assert resumed.clock.remaining(side) == pytest.approx(on_disk, abs=0.001)
    assert resumed.clock.remaining(side) < 300 - 1.0 - thinking + HEARTBEAT_SECONDS
    session.close()


# ----------------------------------------------------------------------------- 12: self-test


def test_the_self_test_leaves_no_folder_behind(tmp_path):
    # Regression: every --self-test run left a temporary folder with a settings file.
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(temp), PYTHONPATH=str(ROOT))
    env.pop("MOMON_DATA_DIR", None)
    proc = subprocess.run([sys.executable, "-m", "momon_desktop", "--self-test"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("self-test: ok")
    assert list(temp.iterdir()) == []


# ----------------------------------------------------------------------------- the data folder


def test_the_window_opens_whatever_the_autosave_of_a_match_holds(qtbot, tmp_path, monkeypatch):
    # Regression: a clock of 1e400 in autosave.match.json crashed the start (no resume,
    # no New Game dialog).
    path = match_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    from tests.storage.test_kept_files import _progress_json

    path.write_text(_progress_json().replace('"clock": 300.0', '"clock": 1e400'),
                    encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.settings.setValue("geometry", window.saveGeometry())
    start_up(window)
    box = window.feature(MatchDesk).problem_box
    assert box is not None and box.isVisible()
    assert "the number 1e400 is too large" in box.text()
    readable(box.text())
    box.accept()
    qtbot.waitUntil(lambda: window.new_game_dialog is not None
                    and window.new_game_dialog.isVisible())
    assert not path.exists() and list(path.parent.glob("autosave.match-unreadable-*.json"))
    window.new_game_dialog.reject()

