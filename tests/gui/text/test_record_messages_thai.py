"""The problems of saved games and of the match in progress read in the interface
language: in the Thai interface a damaged save or match file is explained in Thai, with
the file's name and the format's terms in English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from momon_desktop.storage import record_to_bytes
from momon_desktop.storage.matches import match_progress_path
from momon_desktop.ui.assembly import start_up
from momon_desktop.ui.features.persistence import GamePersistence
from momon_desktop.ui.match.matchscreen import MatchDesk
from momon_desktop.ui.text.i18n import install_language
from tests.gui.table_helpers import make_window
from tests.storage.helpers import finished_record
from tests.storage.test_record_messages import english_words

pytestmark = pytest.mark.gui


def is_thai(text: str) -> bool:
    return any("\u0e00" <= ch <= "\u0e7f" for ch in text)


@pytest.fixture
def warnings(monkeypatch):  # type: ignore[no-untyped-def]
    """Every warning the window shows, as (title, text), answered at once."""
    shown: list[tuple[str, str]] = []

    def show(parent, title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", show)
    return shown


@pytest.mark.parametrize("damage", ["corrupt", "edited", "empty"])
def test_opening_a_damaged_save_in_thai_explains_it_in_thai(  # type: ignore[no-untyped-def]
        window, tmp_path: Path, warnings, damage: str) -> None:
    install_language("th")
    good = record_to_bytes(finished_record(seed=2))
    if damage == "corrupt":
        content = good.replace(b'"moves": [', b'"moves": [}', 1)
    elif damage == "edited":
        data = json.loads(good)
        data["moves"][0] = {"summon": "no-such-card", "to": "A1"}
        content = json.dumps(data).encode()
    else:
        content = b""
    bad = tmp_path / "bad.momon.json"
    bad.write_bytes(content)

    assert not window.feature(GamePersistence).files.open_game(bad)

    title, text = warnings[-1]
    assert is_thai(title)
    where, _, detail = text.partition("\n\n")
    assert where == str(bad)
    assert detail.startswith("bad.momon.json: ")
    reason = detail.removeprefix("bad.momon.json: ")
    assert is_thai(reason) and english_words(reason) == [], reason
    expected = {"corrupt": "ไฟล์เสียหาย", "edited": "ผิดกติกา", "empty": "ไฟล์ว่างเปล่า"}
    assert expected[damage] in reason


def test_a_broken_match_file_in_thai_says_why_in_thai(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    install_language("th")
    path = match_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format_version": 1, "score": {}}
    path.write_text(json.dumps(data), encoding="utf-8")
    window = make_window(qtbot, tmp_path, "settings-2.ini")
    start_up(window)
    desk = window.feature(MatchDesk)
    assert desk is not None
    box = desk.problem_box
    assert box is not None and box.isVisible()
    assert is_thai(box.windowTitle())
    assert "autosave.match.json: " in box.text()
    reason = box.text().split("autosave.match.json: ", 1)[1]
    assert is_thai(reason) and english_words(reason) == [], reason
    assert "Input should" not in box.text() and "field" not in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()


def test_a_match_game_without_its_record_in_thai_says_why_in_thai(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, warnings) -> None:
    from momon_desktop.storage.matches import MatchRecord, SavedMatch
    from momon_desktop.ui.match.matchhistory import MatchHistoryWindow

    install_language("th")
    player = {"name": "Ann", "kind": "human", "deck": ["a"] * 10}
    result = {"outcome": "win", "winner": "a", "reason": "concession",
              "momon": {"first": 1, "second": 0}}
    record = MatchRecord.model_validate({
        "format_version": 1, "app_version": "1", "created": "2026-11-29T12:00:00Z",
        "finished": "2026-11-29T13:00:00Z",
        "players": {"a": player, "b": {**player, "name": "Ben"}},
        "roll": {"seed": 1, "throws": [[5, 3]], "winner": "a"},
        "games": [{"number": 1, "chooser": "a", "first": "a", "seed": 1, "result": result}],
        "match": {"winner": None, "score": {"a": 1, "b": 0, "draws": 0}},
    })
    history = MatchHistoryWindow()
    qtbot.addWidget(history)
    history.matches = [SavedMatch(tmp_path / "match-1", record)]

    assert history.open_game(0, 1) is None

    title, text = warnings[-1]
    assert is_thai(title) and is_thai(text)
    assert english_words(text) == [], text
    assert "แมตช์" in text and "1" in text
