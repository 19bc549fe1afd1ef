"""Anything the app writes, it can read back (``docs/records.md``, "Kept files and their
bounds"): values at every limit of the kept files, written through the app's own write
paths and read back equal; a value just past a limit is refused by the write path, in
plain words, and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from momon_desktop.cards import Deck, DeckError, bundled_decks
from momon_desktop.cards.limits import MAX_DECK_NAME_CHARS
from momon_desktop.matchplay import Match
from momon_desktop.matchplay.progress import ProgressError, match_progress, restore_match
from momon_desktop.storage import (
    FirstPlayer,
    RecordError,
    add_recent,
    load_record,
    make_record,
    recent_games,
    save_record,
)
from momon_desktop.storage.decklib import DeckLibrary
from momon_desktop.storage.kept import EARLIEST, LATEST
from momon_desktop.storage.locations import MAX_RECENT_TITLE_CHARS
from momon_desktop.storage.matches import (
    MAX_CLOCK_SECONDS,
    DeckEntry,
    ProgressPlayer,
    load_match_progress,
    write_match_progress,
)
from momon_desktop.storage.record import MAX_NAME_CHARS
from tests.fuzz.harness import message_problem
from tests.storage.helpers import bundled_game

# Characters a text may be made of, each counted once: Thai, an emoji beyond the Basic
# Multilingual Plane (two UTF-16 units), a combining mark.
CHARACTERS = ("ก", "🐘", "e\u0301"[1], "a")
LAST_SEED = 2**63 - 1


def plain(exc: BaseException) -> str:
    text = str(exc)
    assert message_problem(text) is None, text
    return text


@pytest.mark.parametrize("char", CHARACTERS)
def test_player_names_at_their_limit_read_back_and_past_it_are_refused(
        tmp_path: Path, char: str) -> None:
    game, library = bundled_game(seed=2, moves=6)
    name = char * MAX_NAME_CHARS
    record = make_record(game, library, players=(name, "Bo"),
                         first_player=FirstPlayer(method="random", seed=LAST_SEED))
    path = tmp_path / "names.momon.json"
    save_record(path, record)
    loaded = load_record(path)
    assert loaded.record.players.first == name
    assert loaded.record.first_player.seed == LAST_SEED
    with pytest.raises(RecordError) as info:
        make_record(game, library, players=(name + char, "Bo"))
    assert 'field "players.first"' in plain(info.value)


@pytest.mark.parametrize("seed", [0, LAST_SEED, LAST_SEED + 1, -1])
def test_a_first_player_seed_reads_back_within_63_bits(tmp_path: Path, seed: int) -> None:
    game, library = bundled_game(seed=2, moves=4)
    if 0 <= seed <= LAST_SEED:
        record = make_record(game, library, first_player=FirstPlayer(method="random", seed=seed))
        save_record(tmp_path / "s.momon.json", record)
        assert load_record(tmp_path / "s.momon.json").record.first_player.seed == seed
        return
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        FirstPlayer(method="random", seed=seed)


@pytest.mark.parametrize("created", [
    EARLIEST.isoformat().replace("+00:00", "Z"), "9998-12-31T23:59:59Z",
    "9998-12-31T09:59:59-14:00", "1970-01-01T14:00:00+14:00"])
def test_record_times_at_the_ends_of_the_range_read_back(tmp_path: Path, created: str) -> None:
    game, library = bundled_game(seed=2, moves=4)
    path = tmp_path / "t.momon.json"
    save_record(path, make_record(game, library, created=created))
    assert load_record(path).record.created == created
    add_recent(path, "t", created, created)
    assert recent_games()[0].created == created


@pytest.mark.parametrize("created", [LATEST.isoformat(), "1969-12-31T23:59:59Z",
                                     "9999-12-31T23:59:59-14:00"])
def test_record_times_past_the_range_are_never_written(tmp_path: Path, created: str) -> None:
    game, library = bundled_game(seed=2, moves=4)
    with pytest.raises(RecordError) as info:
        make_record(game, library, created=created)
    assert 'field "created"' in plain(info.value)


def test_a_recent_entry_at_its_limits_reads_back(tmp_path: Path) -> None:
    path = tmp_path / ("p" * 200 + ".momon.json")
    title = "🐘" * MAX_RECENT_TITLE_CHARS
    add_recent(path, title, "2026-01-01T00:00:00Z")
    assert recent_games()[0].title == title
    with pytest.raises(RecordError) as info:
        add_recent(path, title + "x", "2026-01-01T00:00:00Z")
    plain(info.value)
    assert recent_games()[0].title == title  # the list as it was


@pytest.mark.parametrize("char", CHARACTERS)
def test_deck_names_at_their_limit_read_back(data_folder: Path, char: str) -> None:
    library = DeckLibrary(data_folder)
    name = char * MAX_DECK_NAME_CHARS
    saved = library.save(Deck({"en": name, "th": name}, "standard", bundled_decks()[0].cards, ""))
    assert library.load(saved.key).deck.name == {"en": name, "th": name}
    with pytest.raises(DeckError):
        library.save(Deck({"en": name + char}, "standard", (), ""))


def _players() -> dict[str, ProgressPlayer]:
    decks = bundled_decks()
    return {side: ProgressPlayer(name="🐘" * 100, kind=kind, deck=DeckEntry(
                name={"en": "ก" * MAX_DECK_NAME_CHARS}, format="standard",
                cards=list(deck.cards)))
            for side, kind, deck in (("a", "human", decks[0]), ("b", "expert", decks[1]))}


@pytest.mark.parametrize("clock", [0.001, 300.0, MAX_CLOCK_SECONDS])
@pytest.mark.parametrize("seed", [0, LAST_SEED])
def test_a_match_in_progress_at_its_limits_reads_back(clock: float, seed: int) -> None:
    now = [0.0]
    m = Match.start(seed, clock, now=lambda: now[0])
    m.begin_game(m.next_chooser())
    m.deciding("a")
    now[0] = clock  # a's bank runs out to the last of it
    progress = match_progress(m, _players(), "2026-12-01T10:00:00Z",
                              "match-20261201T100000Z", {})
    write_match_progress(progress)
    loaded = load_match_progress()
    assert loaded == progress
    again = restore_match(loaded, lambda: 0.0)
    assert again.clock is not None and again.clock.remaining("a") == 0.0
    assert again.clock.remaining("b") == clock


@pytest.mark.parametrize(("clock", "seed"), [(MAX_CLOCK_SECONDS + 0.001, 5), (300.0, 2**63)])
def test_a_match_in_progress_past_its_limits_is_never_written(clock: float, seed: int) -> None:
    m = Match.start(seed, clock, now=lambda: 0.0)
    m.begin_game(m.next_chooser())
    with pytest.raises(ProgressError) as info:
        match_progress(m, _players(), "2026-12-01T10:00:00Z", "match-20261201T100000Z", {})
    plain(info.value)


def test_the_solved_puzzles_and_the_tutorial_read_back() -> None:
    from momon_desktop.ui.features.lessons import load_progress, save_progress
    from momon_desktop.ui.features.puzzles import load_solved, save_solved

    ids = {"a" * 64, "b-" * 31 + "b", "0"}
    assert save_solved(ids) and load_solved() == ids
    assert save_progress(ids) and load_progress().done == ids
