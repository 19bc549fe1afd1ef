"""The player's rating file (``rating.json`` in the data folder): written and read
back, and every file that cannot be used set aside with a reason and a fresh start."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from momon_desktop.storage.rating import (
    MAX_RECENT,
    PlayerRating,
    after_game,
    load_rating,
    rating_path,
    save_rating,
)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MOMON_DATA_DIR", str(tmp_path))
    return tmp_path


def test_a_new_player_starts_at_the_given_rating(data: Path) -> None:
    loaded = load_rating(1000.0)
    assert loaded.rating == PlayerRating(1000.0)
    assert loaded.problem is None and loaded.kept_as is None
    assert not rating_path().exists()


def test_games_are_kept_and_read_back(data: Path) -> None:
    rating = PlayerRating(1000.0)
    rating = after_game(rating, "normal", 1.0, 1020.0)
    rating = after_game(rating, "captain-daeng", 0.0, 1001.5)
    assert save_rating(rating)
    back = load_rating(1000.0)
    assert back.problem is None
    assert back.rating.rating == pytest.approx(1001.5)
    assert back.rating.games == 2
    assert [(g.opponent, g.score) for g in back.rating.recent] == [
        ("normal", 1.0), ("captain-daeng", 0.0)]
    assert back.rating.recent[1].change == pytest.approx(-18.5)
    assert json.loads(rating_path().read_text())["format_version"] == 1


def test_only_the_latest_games_are_listed(data: Path) -> None:
    rating = PlayerRating(1000.0)
    for i in range(MAX_RECENT + 5):
        rating = after_game(rating, "easy", 1.0 if i % 2 else 0.0, 1000.0 + i)
    assert rating.games == MAX_RECENT + 5
    assert len(rating.recent) == MAX_RECENT
    assert save_rating(rating)
    assert load_rating(1000.0).rating == rating


def _broken(data: Path, content: bytes) -> None:
    rating_path().parent.mkdir(parents=True, exist_ok=True)
    rating_path().write_bytes(content)


@pytest.mark.parametrize("content, words", [
    (b"{not json", "not valid JSON"),
    (b"", "empty"),
    (b'{"format_version": 2, "rating": 1000, "games": 0}', "newer"),
    (b'{"rating": 1000, "games": 0}', "format_version"),
    (b'{"format_version": 1, "rating": "high", "games": 0}', "rating"),
    (b'{"format_version": 1, "rating": 1e9, "games": 0}', "rating"),
    (b'{"format_version": 1, "rating": 1000, "games": -1}', "rating"),
    (b'{"format_version": 1, "rating": 1000, "games": 1, "recent": [{"opponent": "x", '
     b'"score": 2, "change": 0}]}', "rating"),
    (b"[1, 2]", "object"),
])
def test_a_broken_file_is_set_aside_and_the_player_starts_afresh(
        data: Path, content: bytes, words: str) -> None:
    _broken(data, content)
    loaded = load_rating(1000.0)
    assert loaded.rating == PlayerRating(1000.0)
    assert loaded.problem is not None
    english = loaded.problem.render("en")
    assert "rating.json" in english and words.lower() in english.lower()
    assert "Traceback" not in english and "Error" not in english
    assert loaded.problem.render("th") != english
    assert loaded.kept_as is not None and loaded.kept_as.name == "rating-unreadable-1.json"
    assert loaded.kept_as.read_bytes() == content  # nothing lost
    assert not rating_path().exists()
    # the next start finds no file and starts quietly; a second broken file gets a new name
    assert load_rating(1000.0).problem is None
    _broken(data, content)
    assert load_rating(1000.0).kept_as.name == "rating-unreadable-2.json"


def test_a_huge_file_is_refused_without_reading_it(data: Path) -> None:
    _broken(data, b'{"format_version": 1, "pad": "' + b"x" * (2 << 20) + b'"}')
    loaded = load_rating(1000.0)
    assert loaded.problem is not None and "large" in loaded.problem.render("en")
    assert loaded.kept_as is not None and loaded.kept_as.stat().st_size > 2 << 20


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_its_place_does_not_hang_the_start(data: Path) -> None:
    rating_path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(rating_path())
    loaded = load_rating(1000.0)
    assert loaded.rating == PlayerRating(1000.0)
    assert loaded.problem is not None and "rating.json" in loaded.problem.render("en")


def test_an_unwritable_data_folder_is_reported(data: Path) -> None:
    rating_path().mkdir(parents=True)  # a folder where the file should be
    assert save_rating(PlayerRating(1000.0)) is False
