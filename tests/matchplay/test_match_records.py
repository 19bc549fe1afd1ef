"""Match records and the match history in the data folder (PM.4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from momon_desktop.engine import Game
from momon_desktop.matchplay import Contender, play_match
from momon_desktop.matchplay.records import match_record, save_finished_match
from momon_desktop.storage import Replay, backup_path
from momon_desktop.storage.cardsets import CardLibrary
from momon_desktop.storage.matches import (
    MATCH_FILE,
    MatchPlayer,
    MatchRecordError,
    load_match,
    match_history,
    match_to_bytes,
    parse_match,
)
from tests.matchplay.test_match_procedure import FakeTime


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("MOMON_DATA_DIR", str(folder))
    return folder


def played(seed: int = 5, clock: float | None = None):  # type: ignore[no-untyped-def]
    from momon_desktop.cards import bundled_decks

    library = CardLibrary.bundled()
    decks = bundled_decks()
    a = Contender("Ploy", "easy", tuple(library.deck_defs(decks[0].cards)))
    b = Contender("Krit", "easy", tuple(library.deck_defs(decks[1].cards)))
    run = play_match(a, b, seed, clock)
    players = {
        "a": MatchPlayer(name="Ploy", kind="human", deck_name=decks[0].display_name(),
                         deck=list(decks[0].cards)),
        "b": MatchPlayer(name="Krit", kind="easy", deck_name=decks[1].display_name(),
                         deck=list(decks[1].cards)),
    }
    games: dict[int, Game] = {g.number: e for g, e in zip(run.match.games, run.games, strict=True)}
    return run, players, games, library


@pytest.mark.rules("PM.4", "7.4.1")
def test_finished_match_is_saved_apart_from_its_game_records(data_folder: Path) -> None:
    run, players, games, library = played(clock=600)
    saved = save_finished_match(run.match, players, games, library, "2026-11-29T10:00:00Z")
    assert saved.folder.parent == data_folder / "matches"
    assert (saved.folder / MATCH_FILE).is_file()
    assert not backup_path(saved.folder / MATCH_FILE).exists()
    record = load_match(saved.folder / MATCH_FILE)
    assert record == saved.record
    assert record.roll.seed == 5 and record.roll.winner == run.match.roll.winner
    assert record.clock == 600 and all(g.clock_left is not None for g in record.games)
    assert record.match.model_dump() == run.match.to_json()["match"]
    for game, entry in zip(run.match.games, record.games, strict=True):
        assert entry.result.model_dump() == game.outcome.to_json()  # type: ignore[union-attr]
        # The game's own record holds the engine's Game Result by seat, nothing of the match.
        loaded = saved.load_game(entry.number)
        engine = games[entry.number]
        assert engine.result is not None
        assert loaded.record.result is not None
        assert loaded.record.result.model_dump() == engine.result.to_json()
        assert loaded.record.state_hash == engine.state_hash()
        assert len(Replay.from_loaded(loaded)) == len(engine.history) + 1


@pytest.mark.rules("PM.4")
def test_history_lists_matches_newest_first_and_skips_damaged_ones(data_folder: Path) -> None:
    run, players, games, library = played(seed=1)
    old = save_finished_match(run.match, players, games, library, "2026-11-01T10:00:00Z")
    run2, players2, games2, library2 = played(seed=2)
    new = save_finished_match(run2.match, players2, games2, library2, "2026-11-02T10:00:00Z")
    damaged = data_folder / "matches" / "match-broken"
    damaged.mkdir()
    (damaged / MATCH_FILE).write_text("{not json", encoding="utf-8")
    history = match_history()
    assert [m.folder for m in history] == [new.folder, old.folder]
    assert (damaged / MATCH_FILE).read_text(encoding="utf-8") == "{not json"


@pytest.mark.rules("PM.4", "7.4.1")
def test_a_match_score_that_does_not_count_its_games_is_refused() -> None:
    run, players, games, library = played(seed=3)
    record = match_record(run.match, players, "2026-11-29T10:00:00Z", {})
    data = json.loads(match_to_bytes(record))
    parse_match(match_to_bytes(record))
    data["match"]["score"]["draws"] += 1
    with pytest.raises(MatchRecordError, match="score"):
        parse_match(json.dumps(data).encode())


@pytest.mark.rules("PM.2")
def test_a_roll_that_does_not_add_up_is_refused() -> None:
    run, players, games, library = played(seed=3)
    data = json.loads(match_to_bytes(match_record(run.match, players, "2026-11-29T10:00:00Z", {})))
    data["roll"]["winner"] = "b" if data["roll"]["winner"] == "a" else "a"
    with pytest.raises(MatchRecordError, match="roll"):
        parse_match(json.dumps(data).encode())


@pytest.mark.rules("PM.3")
def test_time_out_game_is_saved_with_its_unfinished_record(data_folder: Path) -> None:
    from momon_desktop.cards import bundled_decks
    from momon_desktop.engine import Answer

    library = CardLibrary.bundled()
    decks = bundled_decks()
    now = FakeTime()

    def slow(game: Game, level: str, seed: int) -> Answer:
        now.t += 4
        return game.legal_answers()[0]

    a = Contender("a", "easy", tuple(library.deck_defs(decks[0].cards)))
    b = Contender("b", "easy", tuple(library.deck_defs(decks[1].cards)))
    run = play_match(a, b, 4, clock=10, choose=slow, decide_first=lambda s, m: True, now=now)
    players = {
        side: MatchPlayer(name=side, kind="easy", deck=list(d.cards))
        for side, d in (("a", decks[0]), ("b", decks[1]))
    }
    games = {g.number: e for g, e in zip(run.match.games, run.games, strict=True)}
    saved = save_finished_match(run.match, players, games, library, "2026-11-29T11:00:00Z")  # type: ignore[arg-type]
    entry = saved.record.games[0]
    assert entry.result.reason == "time"
    loaded = saved.load_game(1)
    assert loaded.record.result is None  # the rules of play never ended it
    assert len(loaded.record.moves) == len(run.games[0].history)


def test_a_match_file_field_error_is_a_plain_sentence_in_both_languages() -> None:
    """No pydantic wording ("Input should be …") in a match file's messages, and a
    choice of values that are not strings is named."""
    from momon_desktop.storage.matches import MatchRecordError, parse_match

    for data, english, thai in (
        ({"format_version": "x"}, 'match.json: field "format_version": "x" is not allowed '
         'here; expected 1', 'match.json: ฟิลด์ "format_version": ใช้ "x" ตรงนี้ไม่ได้ ต้องเป็น 1'),
        ({"format_version": 1, "players": 3}, 'match.json: field "app_version": this field '
         'is required', 'match.json: ฟิลด์ "app_version": ต้องมีฟิลด์นี้'),
    ):
        try:
            parse_match(json.dumps(data).encode(), "match.json")
        except MatchRecordError as exc:
            assert str(exc) == english and exc.text("th") == thai
        else:
            raise AssertionError(f"{data} was accepted")
