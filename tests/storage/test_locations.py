"""Data folder, autosave of the unfinished game and the recent games list."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.storage import (
    RecentGame,
    RecordError,
    add_recent,
    autosave_path,
    clear_autosave,
    data_dir,
    default_save_path,
    has_autosave,
    load_autosave,
    make_record,
    recent_games,
    saves_dir,
    write_autosave,
)
from momon_desktop.storage.locations import MAX_RECENT, recent_file_of, recent_path

from .helpers import bundled_game, finished_record


def test_data_dir_follows_the_environment_variable(data_folder: Path) -> None:
    assert data_dir() == data_folder
    assert saves_dir() == data_folder / "saves"
    assert autosave_path().parent == data_folder


def test_default_data_dir_is_the_platformdirs_one(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv("MOMON_DATA_DIR")
    assert data_dir() == Path(platformdirs.user_data_dir("momon-desktop", appauthor=False))


def test_autosave_after_every_decision_the_last_one_included() -> None:
    game, library = bundled_game(seed=9, moves=0)
    assert load_autosave() is None and not has_autosave()
    import random

    rnd = random.Random(9)
    while not game.over:
        options = game.legal_answers()
        game.apply(options[rnd.randrange(len(options))])
        write_autosave(make_record(game, library))
        # Every decision is on disk, the one that ends the game too (7.3.4): its Game
        # Result is written before anything else of the game's end, and the autosave
        # goes once the finished game is kept (the window does that).
        resumed = load_autosave()
        assert resumed is not None
        assert resumed.game.state_hash() == game.state_hash()
    resumed = load_autosave()
    assert resumed is not None and resumed.record.result is not None
    assert clear_autosave() and not autosave_path().exists()


def test_resume_continues_exactly_where_it_stopped() -> None:
    game, library = bundled_game(seed=4, moves=9)
    write_autosave(make_record(game, library))
    resumed = load_autosave()
    assert resumed is not None
    for answer in game.legal_answers()[:1]:
        game.apply(answer)
        resumed.game.apply(answer)
    assert resumed.game.state_hash() == game.state_hash()


def test_clear_autosave_says_whether_the_autosave_is_gone(monkeypatch: pytest.MonkeyPatch) -> None:
    game, library = bundled_game(seed=4, moves=3)
    assert clear_autosave()  # nothing to remove
    write_autosave(make_record(game, library))
    assert clear_autosave() and not autosave_path().exists()

    # A folder in the autosave's place is left alone.
    autosave_path().mkdir()
    assert clear_autosave() is False
    assert autosave_path().is_dir()
    autosave_path().rmdir()

    # A file that may not be removed (a read-only folder, a file held by another program).
    write_autosave(make_record(game, library))

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", refuse)
    assert clear_autosave() is False
    assert has_autosave()


def test_damaged_autosave_is_reported_and_kept() -> None:
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_bytes(b'{"format_version": 1')
    with pytest.raises(RecordError, match="truncated"):
        load_autosave()
    assert autosave_path().read_bytes() == b'{"format_version": 1'
    clear_autosave()
    assert not has_autosave()


def test_default_save_path_is_new_each_time() -> None:
    record = finished_record()
    first = default_save_path(record)
    assert first.parent == saves_dir() and first.name.endswith(".momon.json")
    first.parent.mkdir(parents=True)
    first.write_text("x")
    assert default_save_path(record) != first


def test_recent_games_newest_first_without_duplicates(tmp_path: Path) -> None:
    assert recent_games() == []
    for i in range(MAX_RECENT + 3):
        add_recent(tmp_path / f"g{i}.momon.json", f"Game {i}", f"2026-11-29T12:{i:02d}:00Z")
    games = recent_games()
    assert len(games) == MAX_RECENT
    assert games[0].title == f"Game {MAX_RECENT + 2}"
    add_recent(tmp_path / "g5.momon.json", "Game 5 again", "2026-11-29T13:00:00Z")
    games = recent_games()
    assert games[0].title == "Game 5 again"
    assert [g.path for g in games].count(str((tmp_path / "g5.momon.json").resolve())) == 1


@pytest.mark.parametrize("content", [b"", b"not json", b"[]", b'{"format_version": 9}',
                                     b'{"format_version": 1, "games": [1, {"path": 2}]}'])
def test_damaged_recent_list_reads_as_empty(content: bytes) -> None:
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    recent_path().write_bytes(content)
    assert recent_games() == []


def test_the_recent_list_knows_which_file_a_game_was_last_saved_to(tmp_path: Path) -> None:
    first, second = tmp_path / "a.momon.json", tmp_path / "b.momon.json"
    for path in (first, second):
        path.write_text("x")
    add_recent(first, "Ann against Bo", "2026-11-29T12:00:00Z", created="2026-11-29T11:00:00Z")
    add_recent(second, "Ann against Bo", "2026-11-29T12:05:00Z", created="2026-11-29T11:00:00Z")
    add_recent(tmp_path / "c.momon.json", "Cy against Di", "2026-11-29T12:06:00Z")
    assert recent_games()[0].created == ""
    assert recent_file_of("2026-11-29T11:00:00Z") == second.resolve()
    second.unlink()
    assert recent_file_of("2026-11-29T11:00:00Z") == first.resolve()
    assert recent_file_of("2026-01-01T00:00:00Z") is None
    # An entry without "created" (a list written before it was kept) still reads.
    data = json.loads(recent_path().read_text())
    assert "created" not in data["games"][0] and data["games"][1]["created"]
    recent_path().write_text(json.dumps({"format_version": 1, "games": [
        {"path": str(first), "title": "t", "when": "2026-01-31T12:00:00Z"}]}))
    assert recent_games() == [RecentGame(str(first), "t", "2026-01-31T12:00:00Z")]


def test_autosaves_written_on_their_thread_land_in_order_before_anyone_reads_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import threading
    import time

    from momon_desktop.storage import Autosave
    from momon_desktop.storage import record as record_module

    game, library = bundled_game(seed=4, moves=0)
    gate = threading.Event()
    save = record_module.save_record
    threads: list[str] = []

    def held_save(path, record, backup=True):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread().name)
        gate.wait(5)  # a slow disk: every write waits until the test lets it go
        save(path, record, backup=backup)

    monkeypatch.setattr("momon_desktop.storage.autosave.save_record", held_save)
    store = Autosave()
    outcomes: list[object] = []
    hashes = []
    for _ in range(3):
        game.apply(game.legal_answers()[0])
        hashes.append(game.state_hash())
        store.write_soon(make_record(game, library), outcomes.append)
    # handed over at once: nothing written yet while the disk holds them up
    assert outcomes == []
    assert store.path == autosave_path()  # where it is, without waiting for the disk
    assert outcomes == []
    threading.Timer(0.05, gate.set).start()
    started = time.perf_counter()
    resumed = store.load()  # waits for every write handed over
    assert time.perf_counter() - started > 0.03
    assert outcomes == [None, None, None]
    assert resumed is not None and resumed.game.state_hash() == hashes[-1]
    assert threads and all(name.startswith("momon-autosave") for name in threads)


def test_an_autosave_that_fails_on_its_thread_is_reported_to_its_caller(tmp_path: Path) -> None:
    from momon_desktop.storage import Autosave

    game, library = bundled_game(seed=4, moves=1)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().mkdir()  # a folder where the file should be
    outcomes: list[object] = []
    store = Autosave()
    store.write_soon(make_record(game, library), outcomes.append)
    store.wait()
    assert len(outcomes) == 1 and isinstance(outcomes[0], RecordError)
    assert autosave_path().is_dir()


def test_each_autosave_owns_its_writer_and_closing_finishes_its_writes() -> None:
    """Two windows' autosaves do not wait for each other's disk, and closing one ends
    only after the writes handed to it."""
    import threading

    from momon_desktop.storage import Autosave

    held, other = Autosave(), Autosave()
    gate = threading.Event()
    done: list[str] = []
    held.after_writes(lambda: (gate.wait(5), done.append("held")))
    other.after_writes(lambda: done.append("other"))
    other.wait()  # returns while the first store's disk is still held up
    assert done == ["other"]
    gate.set()
    held.close()
    assert done == ["other", "held"]
    held.after_writes(lambda: done.append("again"))  # a closed store still takes writes
    held.wait()
    assert done[-1] == "again"
