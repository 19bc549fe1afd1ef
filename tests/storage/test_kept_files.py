"""Every kept file is trusted only after it is checked (``storage.kept``): the defects a
fault-injection round found in the files of the data folder, each with the test that
reproduces it, and the bounds of the formats (``docs/records.md``, "Kept files and
their bounds")."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from momon_desktop.ai import LEVELS
from momon_desktop.storage import add_recent, load_record_bytes, recent_games, record_to_bytes
from momon_desktop.storage.files import set_aside
from momon_desktop.storage.instancelock import LOCK_NAME, FolderInUse, InstanceLock, read_holder
from momon_desktop.storage.kept import told
from momon_desktop.storage.locations import recent_path
from momon_desktop.storage.matches import (
    MatchPlayer,
    MatchRecordError,
    ProgressPlayer,
    load_match_progress,
    match_history,
    match_progress_path,
    parse_match,
    parse_match_progress,
)
from momon_desktop.storage.rating import (
    MAX_GAMES,
    PlayerRating,
    after_game,
    load_rating,
    rating_path,
)
from momon_desktop.storage.record import RecordError
from tests.fuzz.harness import message_problem
from tests.storage.helpers import finished_record

ROOT = Path(__file__).resolve().parents[2]


def readable(text: str) -> None:
    """A message fit for a person: no library or Python wording, no huge line."""
    assert message_problem(text) is None, message_problem(text)
    for words in ("sys.set_int_max_str_digits", "(char ", "Exceeds the limit", "inf"):
        assert words not in text.replace("infinite", ""), text


# ----------------------------------------------------------------------------- 1: levels


@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_level_can_be_kept_in_a_match(level: str) -> None:
    # Regression: the match formats listed the levels themselves and missed "expert".
    player = MatchPlayer.model_validate({"name": "a", "kind": level, "deck": ["market-cat"]})
    assert player.kind == level
    progress = ProgressPlayer.model_validate({
        "name": "a", "kind": level,
        "deck": {"name": {"en": "Deck"}, "format": "standard", "cards": ["market-cat"]}})
    assert progress.kind == level


def test_a_match_player_of_no_level_is_refused_in_plain_words() -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        MatchPlayer.model_validate({"name": "a", "kind": "grandmaster", "deck": []})
    data = json.loads(_match_json())
    data["players"]["a"]["kind"] = "grandmaster"
    with pytest.raises(MatchRecordError) as info:
        parse_match(json.dumps(data).encode())
    assert 'field "players.a.kind"' in str(info.value) and '"expert"' in str(info.value)
    readable(str(info.value))
    readable(info.value.text("th"))


# ----------------------------------------------------------------------------- 3 and 9: recent


def _write_recent(games: list[dict[str, str]], raw: str | None = None) -> None:
    recent_path().parent.mkdir(parents=True, exist_ok=True)
    recent_path().write_text(raw if raw is not None else json.dumps(
        {"format_version": 1, "games": games}), encoding="utf-8")


def test_a_lone_surrogate_in_the_recent_list_leaves_out_that_entry_and_the_list_is_repaired(
        tmp_path: Path) -> None:
    # Regression: the entry was kept, and every later write of the list failed on it
    # (UnicodeEncodeError), so the list was never repaired and each game end broke.
    good = {"path": str(tmp_path / "good.momon.json"), "title": "Good",
            "when": "2026-01-31T12:00:00Z"}
    raw = json.dumps({"format_version": 1, "games": [
        {"path": "/bad.momon.json", "title": "X", "when": "2026-01-31T12:00:00Z"}, good]})
    _write_recent([], raw.replace('"X"', '"\\ud800"'))
    told()
    assert [g.title for g in recent_games()] == ["Good"]
    notes = [n.render("en") for n in told()]
    assert notes and "entry 1 of the recent games list was left out" in notes[0]
    readable(notes[0])
    add_recent(tmp_path / "new.momon.json", "New", "2026-02-01T12:00:00Z")
    text = recent_path().read_text(encoding="utf-8")
    assert "\\ud800" not in text
    assert [g.title for g in recent_games()] == ["New", "Good"]


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00",
                                  "1969-12-31T23:59:59Z", "not a time", "2026-01-31T12:00:00"])
def test_a_recent_time_out_of_range_leaves_out_that_entry_only(when: str) -> None:
    # Regression: a time far in the future raised OverflowError when the menu turned it
    # into local time, and that entry and every older one were lost from the menu.
    later = {"path": "/a.momon.json", "title": "A", "when": "2026-03-01T12:00:00Z"}
    older = {"path": "/b.momon.json", "title": "B", "when": "2026-01-31T12:00:00Z"}
    _write_recent([later, {"path": "/far.momon.json", "title": "Far", "when": when}, older])
    assert [g.title for g in recent_games()] == ["A", "B"]


def test_the_recent_list_refuses_to_write_an_entry_it_could_not_read(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as info:
        add_recent(tmp_path / "x.momon.json", "x", "9999-12-31T23:59:59-14:00")
    readable(str(info.value))
    assert not recent_path().exists()


# ----------------------------------------------------------------------------- 4: decks


def test_a_duplicated_deck_with_the_longest_name_reads_back(data_folder: Path) -> None:
    from momon_desktop.cards import Deck, DeckError, bundled_decks
    from momon_desktop.cards.limits import MAX_DECK_NAME_CHARS
    from momon_desktop.storage.decklib import DeckLibrary

    library = DeckLibrary(data_folder)
    cards = bundled_decks()[0].cards
    name = "🐘" * MAX_DECK_NAME_CHARS
    saved = library.save(Deck({"en": name, "th": "ช" * MAX_DECK_NAME_CHARS}, "standard", cards, ""))
    assert library.load(saved.key).deck.name["en"] == name
    copy = library.duplicate(saved.key)
    loaded = library.load(copy.key).deck
    assert len(loaded.name["en"]) == MAX_DECK_NAME_CHARS and loaded.name["en"].endswith(" (2)")
    assert {s.key for s in library.decks()} == {saved.key, copy.key}
    assert not library.problems.decks
    # One past the limit is never written: it would not read back.
    with pytest.raises(DeckError) as info:
        library.save(Deck({"en": "x" * (MAX_DECK_NAME_CHARS + 1)}, "standard", cards, ""))
    readable(str(info.value))
    assert len(list((data_folder / "decks").iterdir())) == 2


@pytest.mark.parametrize(("template", "name", "expected"), [
    ("%1 (copy)", "x" * 54, "x" * 53 + " (copy)"),
    ("%1 (copy)", "x" * 53, "x" * 53 + " (copy)"),
    ("%1 (copy)", "short", "short (copy)"),
    ("%1 (สำเนา)", "ก" * 60, "ก" * 52 + " (สำเนา)"),
    ("%1 (copy)", "🐘" * 60, "🐘" * 53 + " (copy)"),
])
def test_a_copy_name_fits_the_deck_name_limit(template: str, name: str, expected: str) -> None:
    from momon_desktop.cards.decks import fit_name

    assert fit_name(template, name) == expected and len(expected) <= 60


# ----------------------------------------------------------------------------- 5 and 17: matches


def _match_json() -> str:
    return json.dumps({
        "format_version": 1, "app_version": "0.1.0", "created": "2026-11-29T16:05:12Z",
        "finished": "2026-11-29T16:35:12Z",
        "players": {"a": {"name": "a", "kind": "expert", "deck_name": "M", "deck": ["x"]},
                    "b": {"name": "b", "kind": "beginner", "deck_name": "T", "deck": ["y"]}},
        "format": "standard", "clock": 300.0,
        "roll": {"seed": 2026, "throws": [[2, 6]], "winner": "b"},
        "games": [{"number": 1, "chooser": "b", "first": "a", "seed": 1,
                   "result": {"outcome": "win", "winner": "a", "reason": "turn_limit",
                              "momon": {"first": 8, "second": 5}},
                   "clock_left": {"a": 201.5, "b": 187.25}, "record": None}],
        "match": {"winner": "a", "score": {"a": 1, "b": 0, "draws": 0}},
    })


def _progress_json() -> str:
    deck = {"name": {"en": "Deck"}, "format": "standard", "cards": ["x"]}
    return json.dumps({
        "format_version": 1, "app_version": "0.1.0", "created": "2026-12-01T10:00:00Z",
        "saved": "2026-12-01T10:14:09Z", "folder": "match-20261201T100000Z",
        "players": {"a": {"name": "Ploy", "kind": "human", "deck": deck},
                    "b": {"name": "Krit", "kind": "expert", "deck": deck}},
        "format": "standard", "clock": 300.0,
        "roll": {"seed": 2026, "throws": [[2, 6]], "winner": "b"},
        "games": [], "score": {"a": 0, "b": 0, "draws": 0},
        "current": {"number": 1, "chooser": "b", "first": "a", "seed": 1, "status": "playing",
                    "pending": None, "clock_left": {"a": 296.75, "b": 287.5}, "running": "a",
                    "record": None},
        "next": None})


def test_the_match_files_read_as_written() -> None:
    assert parse_match(_match_json().encode()).players.a.kind == "expert"
    assert parse_match_progress(_progress_json().encode(), "p").players.b.kind == "expert"


@pytest.mark.parametrize(("edit", "field"), [
    (lambda t: t.replace('"clock": 300.0', '"clock": 1e400'), "the number 1e400"),
    (lambda t: t.replace('"clock": 300.0', '"clock": 86400.5'), 'field "clock"'),
    (lambda t: t.replace('"clock": 300.0', '"clock": 1e308'), 'field "clock"'),
    (lambda t: t.replace('"a": 296.75', '"a": 1e400'), "the number 1e400"),
    (lambda t: t.replace('"a": 296.75', '"a": 301'), "more than the clock"),
    (lambda t: t.replace('"seed": 2026', '"seed": ' + "7" * 4000), 'field "roll.seed"'),
    (lambda t: t.replace('"seed": 2026', '"seed": ' + "7" * 5000), "more than 4300 digits"),
    (lambda t: t.replace('"created": "2026-12-01T10:00:00Z"', '"created": "9999-12-31T23:59:59-14:00"'),
     'field "created"'),
    (lambda t: "", "not valid JSON"),
    (lambda t: t[:40], "not valid JSON"),
], ids=["inf-clock", "clock-over-a-day", "huge-clock", "inf-bank", "bank-over-clock",
        "4000-digit-seed", "5000-digit-seed", "far-created", "empty", "cut"])
def test_a_match_in_progress_beyond_its_bounds_is_refused_plainly(edit, field: str) -> None:  # type: ignore[no-untyped-def]
    # Regression: a clock of 1e400 (read as infinity) passed the checks and crashed the
    # start; a 4,000-digit seed was shown whole; an empty file said "(char 0)".
    path = match_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(edit(_progress_json()), encoding="utf-8")
    with pytest.raises(MatchRecordError) as info:
        load_match_progress()
    assert field in str(info.value), str(info.value)
    for lang in ("en", "th"):
        text = info.value.text(lang)
        readable(text)
        assert len(text) < 400


def test_a_finished_match_with_an_infinite_clock_is_left_out_of_the_history(
        data_folder: Path) -> None:
    # Regression: Match history did not open at all.
    folder = data_folder / "matches"
    for name, clock in (("match-1", "300.0"), ("match-2", "1e400"), ("match-3", "-0.0")):
        (folder / name).mkdir(parents=True)
        (folder / name / "match.json").write_text(
            _match_json().replace('"clock": 300.0', f'"clock": {clock}'), encoding="utf-8")
    assert [m.folder.name for m in match_history()] == ["match-1"]


def test_match_save_on_a_full_disk_leaves_no_folder(data_folder: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # Regression: a full disk left an empty or half-written match folder.
    import errno

    from momon_desktop.storage import files
    from tests.matchplay.test_match_records import played

    run, players, games, library = played(clock=600)
    real = files.atomic_write
    written: list[Path] = []

    def fill_up(path: str | os.PathLike[str], data: bytes, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        if len(written) == 2:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data, *args, **kwargs)
        written.append(Path(path))

    monkeypatch.setattr(files, "atomic_write", fill_up)
    from momon_desktop.matchplay.records import save_finished_match
    from momon_desktop.storage import matches as matches_module
    from momon_desktop.storage import record as record_module
    monkeypatch.setattr(record_module, "atomic_write", fill_up)
    monkeypatch.setattr(matches_module, "atomic_write", fill_up)
    with pytest.raises((RecordError, MatchRecordError)) as info:
        save_finished_match(run.match, players, games, library, "2026-11-29T10:00:00Z")
    readable(str(info.value))
    assert len(written) == 2
    assert not (data_folder / "matches").exists() or not any((data_folder / "matches").iterdir())


# ----------------------------------------------------------------------------- 6: rating


@pytest.mark.parametrize("edit", [
    lambda d: d.update(rating=10**400),
    lambda d: d["recent"][0].update(change=10**400),
    lambda d: d.update(games=2**31),
    lambda d: d.update(rating=1e400),
    lambda d: d["recent"][0].update(opponent="\ud800"),
    lambda d: d.update(games=-1),
    lambda d: d["recent"][0].update(score=0.7),
], ids=["400-digit-rating", "400-digit-change", "games-2^31", "inf-rating", "lone-surrogate",
        "negative-games", "odd-score"])
def test_a_rating_beyond_its_bounds_is_set_aside(edit) -> None:  # type: ignore[no-untyped-def]
    # Regression: a 400-digit rating or change raised OverflowError and the file was
    # never set aside; a games count of 2^31 crashed the New Game dialog's rating bar.
    data = {"format_version": 1, "rating": 1016.0, "games": 3,
            "recent": [{"opponent": "normal", "score": 1.0, "change": 16.0}]}
    edit(data)
    rating_path().parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(data).replace('"\\ud800"', '"\\ud800"')
    rating_path().write_text(raw, encoding="utf-8")
    loaded = load_rating(1000.0)
    assert loaded.rating == PlayerRating(1000.0)
    assert loaded.problem is not None and loaded.kept_as is not None
    assert loaded.kept_as.read_text(encoding="utf-8") == raw
    assert not rating_path().exists()
    for lang in ("en", "th"):
        readable(loaded.problem.render(lang))


def test_the_rating_written_at_its_bounds_reads_back() -> None:
    from momon_desktop.storage.rating import MAX_RATING, save_rating

    rating = PlayerRating(MAX_RATING, MAX_GAMES)
    for score, target in ((1.0, MAX_RATING + 500), (0.0, -200.0), (0.5, MAX_RATING)):
        rating = after_game(rating, "expert", score, target)
        assert save_rating(rating)
        loaded = load_rating(1000.0)
        assert loaded.problem is None, loaded.problem
        assert loaded.rating.games == MAX_GAMES
        assert loaded.rating.rating == round(rating.rating, 2)


# ----------------------------------------------------------------------------- 8 and 14: the lock


@pytest.mark.parametrize("kind", ["folder", "dangling-link", "link-to-a-file", "fifo"])
def test_a_lock_that_is_not_a_file_is_moved_aside_and_the_folder_stays_locked(
        data_folder: Path, kind: str) -> None:
    # Regression: with a folder or a dangling link in its place the lock was dropped
    # silently (a second window opened on the same data); with a FIFO every later start
    # hung for ever.
    data_folder.mkdir(parents=True)
    lock = data_folder / LOCK_NAME
    if kind == "folder":
        lock.mkdir()
    elif kind == "dangling-link":
        lock.symlink_to(data_folder / "nowhere")
    elif kind == "link-to-a-file":
        (data_folder / "elsewhere").write_text("keep me", encoding="utf-8")
        lock.symlink_to(data_folder / "elsewhere")
    else:
        os.mkfifo(lock)
    told()
    first = InstanceLock(data_folder)
    first.acquire()
    try:
        assert stat.S_ISREG(os.lstat(lock).st_mode)
        assert [p.name for p in data_folder.glob("instance-unreadable-*")] == \
            ["instance-unreadable-1.lock"]
        notes = [n.render("en") for n in told()]
        assert notes == ["instance.lock was not a plain file (a folder, a link or a pipe); it "
                         "was moved aside as instance-unreadable-1.lock"]
        second = InstanceLock(data_folder)
        with pytest.raises(FolderInUse) as info:
            second.acquire()
        assert info.value.holder is not None and info.value.holder.pid == os.getpid()
    finally:
        first.release()
    if kind == "link-to-a-file":
        assert (data_folder / "elsewhere").read_text(encoding="utf-8") == "keep me"


def test_a_fifo_lock_never_holds_up_a_start(data_folder: Path) -> None:
    """A second start reads who holds the lock; a FIFO put in its place after the first
    start took it is never opened for reading (the read would wait for ever)."""
    data_folder.mkdir(parents=True)
    os.mkfifo(data_folder / LOCK_NAME)
    done: list[object] = []
    reader = threading.Thread(target=lambda: done.append(read_holder(data_folder)), daemon=True)
    reader.start()
    reader.join(10)
    assert done == [None]


def test_an_existing_lock_with_loose_permissions_is_made_private(data_folder: Path) -> None:
    # Regression: the beacon's key was readable by other users (docs: 0600).
    data_folder.mkdir(parents=True)
    lock = data_folder / LOCK_NAME
    lock.write_bytes(b"")
    lock.chmod(0o666)
    with InstanceLock(data_folder) as held:
        assert held.held
        assert stat.S_IMODE(os.stat(lock).st_mode) == 0o600


@pytest.mark.parametrize("content", [
    b'{"format_version": 1, "pid": ' + b"9" * 5000 + b"}",
    b'{"format_version": 1, "pid": 12, "started": "9999-12-31T23:59:59-14:00"}',
    b'{"format_version": 1, "pid": 12, "host": "\\ud800"}',
    b'{"format_version": 1, "pid": 12, "key": "not hex"}',
    b"[" * 100000,
])
def test_a_damaged_lock_names_no_holder(data_folder: Path, content: bytes) -> None:
    data_folder.mkdir(parents=True)
    (data_folder / LOCK_NAME).write_bytes(content)
    assert read_holder(data_folder) is None


# ----------------------------------------------------------------------------- 10: wording


def test_a_record_with_a_number_of_5000_digits_is_refused_in_plain_words() -> None:
    # Regression: Python's own "use sys.set_int_max_str_digits()" reached people.
    raw = record_to_bytes(finished_record()).replace(b'"seed": 0', b'"seed": ' + b"9" * 5000)
    with pytest.raises(RecordError) as info:
        load_record_bytes(raw)
    assert "more than 4300 digits" in str(info.value)
    readable(str(info.value))
    readable(info.value.text("th"))


def test_the_referee_refuses_a_number_of_5000_digits_in_plain_words(tmp_path: Path) -> None:
    scenario = tmp_path / "s.json"
    scenario.write_text('{"decks": {"first": [], "second": []}, "seed": ' + "9" * 5000 + "}",
                        encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "momon_desktop", "referee", str(scenario)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    error = json.loads(proc.stdout)["error"]
    assert "more than 4300 digits" in error
    readable(error)


def test_an_empty_match_in_progress_says_where_without_python_words() -> None:
    path = match_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    with pytest.raises(MatchRecordError) as info:
        load_match_progress()
    assert str(info.value) == ("autosave.match.json: not valid JSON: Expecting value "
                               "(line 1, column 1)")
    readable(info.value.text("th"))


# ----------------------------------------------------------------------------- 17: card sets


def test_a_user_card_set_may_not_take_the_scenario_set_id(data_folder: Path,
                                                           tmp_path: Path) -> None:
    from momon_desktop.cards import CardSetError
    from momon_desktop.storage.decklib import DeckLibrary
    from tests.storage.helpers import USER_CARDS

    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"format_version": 1,
                                "set": {"id": "scenario", "name": {"en": "Mine"}},
                                "cards": USER_CARDS}), encoding="utf-8")
    library = DeckLibrary(data_folder)
    with pytest.raises(CardSetError) as info:
        library.import_set(path)
    assert 'the set id "scenario" is kept for the cards of a scenario file' in str(info.value)
    assert not (data_folder / "cardsets").exists()
    # A copy put in the folder by hand is not loaded either; the problem is listed.
    (data_folder / "cardsets").mkdir(parents=True)
    (data_folder / "cardsets" / "scenario.json").write_bytes(path.read_bytes())
    again = DeckLibrary(data_folder)
    assert not again.user_sets() and "scenario" in again.problems.lines()[0]


# ----------------------------------------------------------------------------- set aside


def test_what_is_set_aside_never_takes_the_place_of_what_was_set_aside_before(
        tmp_path: Path) -> None:
    first = tmp_path / "x.json"
    first.symlink_to(tmp_path / "nowhere")
    assert set_aside(first).name == "x-unreadable-1.json"
    first.write_text("second", encoding="utf-8")
    assert set_aside(first).name == "x-unreadable-2.json"
    assert os.path.islink(tmp_path / "x-unreadable-1.json")
