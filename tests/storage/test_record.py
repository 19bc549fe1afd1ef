"""Game records: round trip, migration, version refusal and every kind of damaged file."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from momon_desktop.storage import (
    FORMAT_VERSION,
    MAX_FILE_BYTES,
    MIGRATIONS,
    RecordError,
    SeatPlayer,
    Seats,
    backup_path,
    bundled_sets,
    content_hash,
    load_record,
    load_record_bytes,
    make_record,
    parse_record,
    record_to_bytes,
    save_record,
)
from momon_desktop.storage import files as files_module
from momon_desktop.storage.moves import move_to_json

from .helpers import bundled_game, finished_record, user_set_game


def record_data(record_bytes: bytes) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(record_bytes)
    return data


def write(path: Path, data: bytes | dict[str, Any]) -> bytes:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


# ----------------------------------------------------------------------------- round trip


def test_round_trip_of_a_finished_game(tmp_path: Path) -> None:
    game, library = bundled_game(seed=3)
    record = make_record(game, library, players=("Ann", "Bo"), created="2026-11-29T12:00:00Z")
    path = tmp_path / "game.momon.json"
    save_record(path, record)
    loaded = load_record(path)
    assert loaded.record == record
    assert loaded.game.state_hash() == game.state_hash() == record.state_hash
    assert loaded.game.result == game.result
    assert loaded.game.history == game.history
    assert record.result is not None and record.result.model_dump() == game.result.to_json()
    # The record carries what the format promises.
    data = record_data(path.read_bytes())
    assert data["format_version"] == FORMAT_VERSION
    assert data["players"] == {"first": "Ann", "second": "Bo"}
    assert data["format"] == "standard"
    assert [s["id"] for s in data["card_sets"]] == ["starter"]
    assert "data" not in data["card_sets"][0]  # a bundled set is named, not embedded
    assert data["card_sets"][0]["sha256"] == content_hash(
        next(s for s in bundled_sets() if s.id == "starter").data
    )
    assert data["moves"] == [move_to_json(game, a) for a in game.history]
    assert len(path.read_bytes()) < 20 * 1024


def test_unfinished_game_round_trip_and_continues(tmp_path: Path) -> None:
    game, library = bundled_game(seed=5, moves=7)
    assert not game.over
    record = make_record(game, library)
    assert record.result is None
    path = tmp_path / "partial.momon.json"
    save_record(path, record)
    assert record_data(path.read_bytes())["result"] is None
    loaded = load_record(path)
    assert loaded.game.state_hash() == game.state_hash()
    # The loaded game goes on exactly like the original.
    answer = game.legal_answers()[0]
    game.apply(answer)
    loaded.game.apply(answer)
    assert loaded.game.state_hash() == game.state_hash()
    # Undo works on the loaded game (its decisions were applied through Game.apply).
    loaded.game.undo()
    assert loaded.game.state_hash() == record.state_hash


def test_user_card_set_is_embedded_and_self_contained(tmp_path: Path) -> None:
    game, library = user_set_game(seed=2)
    record = make_record(game, library, fmt="open")
    ref = record.card_sets[0]
    assert ref.data is not None and ref.sha256 == content_hash(ref.data)
    path = tmp_path / "user.momon.json"
    save_record(path, record)
    assert len(path.read_bytes()) < 20 * 1024
    loaded = load_record(path)
    assert loaded.game.state_hash() == game.state_hash()
    assert loaded.record.format == "open"


def test_edited_embedded_user_set_is_refused(tmp_path: Path) -> None:
    game, library = user_set_game(seed=2)
    data = record_data(record_to_bytes(make_record(game, library, fmt="open")))
    data["card_sets"][0]["data"]["cards"][0]["power"] = 9
    path = tmp_path / "user.momon.json"
    raw = write(path, data)
    with pytest.raises(RecordError, match='card set "scenario": content hash mismatch'):
        load_record(path)
    assert path.read_bytes() == raw


def test_record_of_a_later_copy_replays() -> None:
    # A move names a card by id, meaning the first copy in Hand order; the engine
    # Summons that copy whichever copy was picked (P9.1), so the record replays.
    from momon_desktop.engine import Summon

    game, library = bundled_game(seed=1, moves=0)
    hand = game.hands[0]
    ids = [game.defs[c].id for c in hand]
    dup = next(i for i, card_id in enumerate(ids) if ids.count(card_id) > 1 and ids.index(card_id) < i)
    game.apply(Summon(hand[dup], 0))
    record = make_record(game, library)
    loaded = load_record_bytes(record_to_bytes(record))
    assert loaded.game.state_hash() == game.state_hash()


# ----------------------------------------------------------------------------- versions


def v0_shape(record_bytes: bytes) -> dict[str, Any]:
    """The same game written in the historical draft format (version 0)."""
    data = record_data(record_bytes)
    return {
        "format_version": 0,
        "app_version": "0.0.9",
        "created": data["created"],
        "players": [data["players"]["first"], data["players"]["second"]],
        "decks": data["decks"],
        "card_sets": [s["id"] for s in data["card_sets"]],
        "first_player": "random",
        "first_player_seed": 42,
        "seed": data["seed"],
        "moves": data["moves"],
        "result": data["result"],
        "state_hash": data["state_hash"],
    }


def test_migration_from_version_0(tmp_path: Path) -> None:
    assert 0 in MIGRATIONS
    record = finished_record(seed=4)
    path = tmp_path / "old.momon.json"
    old = write(path, v0_shape(record_to_bytes(record)))
    loaded = load_record(path)
    migrated = loaded.record
    assert migrated.format_version == FORMAT_VERSION
    assert migrated.format == "standard"
    assert migrated.players.first == "Ann" and migrated.players.second == "Computer"
    assert migrated.first_player.method == "random" and migrated.first_player.seed == 42
    assert migrated.card_sets[0].sha256 == record.card_sets[0].sha256
    assert loaded.game.state_hash() == record.state_hash
    assert loaded.checked == "final state"
    assert path.read_bytes() == old  # loading never rewrites the file
    # Saving the migrated record writes the current format.
    save_record(path, migrated)
    assert record_data(path.read_bytes())["format_version"] == FORMAT_VERSION


def v1_shape(record_bytes: bytes) -> dict[str, Any]:
    """The same game written in format version 1 (no seats)."""
    data = record_data(record_bytes)
    del data["seats"], data["checks"]
    data["format_version"] = 1
    data["app_version"] = "0.1.0"
    return data


OPPONENT = SeatPlayer(kind="opponent", profile="auntie-lamduan", level="normal",
                      style="defensive")


def test_the_seats_round_trip(tmp_path: Path) -> None:
    game, library = bundled_game(seed=7, moves=5)
    for seats in (
        Seats(first=SeatPlayer.person(), second=OPPONENT),
        Seats(first=SeatPlayer(kind="computer", level="hard", style="aggressive"),
              second=SeatPlayer(kind="computer", level="easy", style="balanced")),
        Seats(first=SeatPlayer.person(), second=SeatPlayer.person()),
    ):
        record = make_record(game, library, players=("Ann", "Auntie Lamduan"), seats=seats)
        path = tmp_path / "seats.momon.json"
        save_record(path, record)
        loaded = load_record(path)
        assert loaded.record == record and loaded.record.seats == seats
        assert loaded.game.state_hash() == game.state_hash()
    # The shape on disk: "seats" follows "players", a person is only its kind.
    record = make_record(game, library, seats=Seats(first=SeatPlayer.person(), second=OPPONENT))
    raw = record_to_bytes(record)
    data = record_data(raw)
    assert list(data)[:5] == ["format_version", "app_version", "created", "players", "seats"]
    assert data["format_version"] == 3 == FORMAT_VERSION
    assert data["seats"] == {
        "first": {"kind": "person"},
        "second": {"kind": "opponent", "level": "normal", "style": "defensive",
                   "profile": "auntie-lamduan"},
    }
    # Without seats (the referee, a match's game records) both seats are people.
    assert record_data(record_to_bytes(make_record(game, library)))["seats"] == {
        "first": {"kind": "person"}, "second": {"kind": "person"}}


def test_migration_from_version_1_adds_the_seats(tmp_path: Path) -> None:
    assert 1 in MIGRATIONS
    record = finished_record(seed=8)
    path = tmp_path / "v1.momon.json"
    old = write(path, v1_shape(record_to_bytes(record)))
    loaded = load_record(path)
    migrated = loaded.record
    assert migrated.format_version == FORMAT_VERSION == 3
    # Format 1 did not say who played: both seats are people, the names are kept.
    assert migrated.seats == Seats(first=SeatPlayer.person(), second=SeatPlayer.person())
    assert (migrated.players.first, migrated.players.second) == ("Ann", "Computer")
    same = {"seats", "format_version", "app_version", "checks"}
    assert migrated.model_dump(exclude=same) == record.model_dump(exclude=same)
    assert loaded.game.state_hash() == record.state_hash
    assert loaded.checked == "final state" and migrated.checks is None
    assert path.read_bytes() == old  # loading never rewrites the file
    # Saving the migrated record writes version 3, with the checks of its replay.
    save_record(path, migrated)
    again = record_data(path.read_bytes())
    assert again["format_version"] == 3
    assert again["seats"] == {"first": {"kind": "person"}, "second": {"kind": "person"}}
    assert again["checks"] == record.checks
    reloaded = load_record(path)
    assert reloaded.record.model_dump(exclude={"checks"}) == migrated.model_dump(exclude={"checks"})
    assert reloaded.checked == "every decision"


def test_version_1_with_seats_is_refused(tmp_path: Path) -> None:
    data = v1_shape(record_to_bytes(finished_record()))
    data["seats"] = {"first": {"kind": "person"}, "second": {"kind": "person"}}
    path = tmp_path / "odd.momon.json"
    write(path, data)
    with pytest.raises(RecordError, match='record format 1: field "seats": unknown field'):
        load_record(path)


@pytest.mark.parametrize(
    ("seat", "message"),
    [
        ({"kind": "robot"}, 'field "seats.second.kind": "robot" is not allowed here'),
        ({"kind": "person", "level": "hard"}, 'a "person" seat has no "level"'),
        ({"kind": "computer", "level": "hard"}, 'a "computer" seat needs a "level" and a "style"'),
        ({"kind": "computer", "level": "master", "style": "balanced"},
         'field "seats.second.level": "master" is not allowed here'),
        ({"kind": "computer", "level": "easy", "style": "sneaky"},
         'field "seats.second.style": "sneaky" is not allowed here'),
        ({"kind": "computer", "level": "easy", "style": "balanced", "profile": "novice-nok"},
         '"profile" belongs to an "opponent" seat'),
        ({"kind": "opponent", "level": "easy", "style": "balanced"},
         'an "opponent" seat needs one'),
        ({"kind": "opponent", "level": "easy", "style": "balanced", "profile": "Nok!"},
         'field "seats.second.profile"'),
        ({"kind": "person", "name": "Nok"}, 'field "seats.second.name": unknown field'),
    ],
)
def test_a_seat_that_breaks_the_format_is_refused(tmp_path: Path, seat: dict[str, Any],
                                                  message: str) -> None:
    data = record_data(_good())
    data["seats"]["second"] = seat
    path = tmp_path / "seat.momon.json"
    write(path, data)
    with pytest.raises(RecordError, match="^seat.momon.json: ") as info:
        load_record(path)
    assert message in str(info.value)


def test_missing_seats_are_refused_in_version_2(tmp_path: Path) -> None:
    data = record_data(_good())
    del data["seats"]
    path = tmp_path / "seatless.momon.json"
    write(path, data)
    with pytest.raises(RecordError, match='field "seats": this field is required'):
        load_record(path)


def test_the_seat_levels_and_styles_are_the_computers() -> None:
    """A seat names a level of momon_desktop.ai LEVELS and a style of STYLE_WEIGHTS,
    every one of them and nothing else (the one place they are defined)."""
    from momon_desktop.ai import LEVELS, STYLE_WEIGHTS
    from momon_desktop.storage.record import SeatPlayer

    for level in LEVELS:
        for style in STYLE_WEIGHTS:
            seat = SeatPlayer.model_validate({"kind": "computer", "level": level, "style": style})
            assert (seat.level, seat.style) == (level, style)
    for level, style in (("grandmaster", "balanced"), ("hard", "reckless")):
        with pytest.raises(ValidationError):
            SeatPlayer.model_validate({"kind": "computer", "level": level, "style": style})


def test_version_0_naming_a_set_that_is_not_installed(tmp_path: Path) -> None:
    data = v0_shape(record_to_bytes(finished_record()))
    data["card_sets"] = ["lost-expansion"]
    path = tmp_path / "old.momon.json"
    raw = write(path, data)
    with pytest.raises(RecordError, match='"lost-expansion", which is not installed'):
        load_record(path)
    assert path.read_bytes() == raw


def test_newer_version_is_refused_clearly(tmp_path: Path) -> None:
    data = record_data(record_to_bytes(finished_record()))
    data["format_version"] = FORMAT_VERSION + 1
    data["new_field_of_the_future"] = True
    path = tmp_path / "future.momon.json"
    raw = write(path, data)
    with pytest.raises(RecordError, match="saved by a newer Momon Desktop") as info:
        load_record(path)
    assert f"record format {FORMAT_VERSION + 1}" in str(info.value)
    assert path.read_bytes() == raw


# ----------------------------------------------------------------------------- damaged files


def _good() -> bytes:
    return record_to_bytes(finished_record(seed=6))


def _edit(change: Any) -> bytes:
    data = record_data(_good())
    change(data)
    return json.dumps(data).encode()


def _swap_last_square(data: dict[str, Any]) -> None:
    # A hand edit that stays legal: the last turn Summon goes to another empty square
    # (the decisions after it, if any, are dropped).
    game, _library = bundled_game(seed=6)
    k = max(i for i, m in enumerate(data["moves"]) if "summon" in m)
    while len(game.history) > k:
        game.undo()
    last = data["moves"][k]
    data["moves"][k:] = [
        next(
            move_to_json(game, a) for a in game.legal_answers()
            if move_to_json(game, a)["summon"] == last["summon"] and move_to_json(game, a) != last
        )
    ]


def _edit_embedded_set(data: dict[str, Any]) -> None:
    data["card_sets"][0]["data"] = {"format_version": 1, "set": {"id": "starter", "name": {"en": "x"}},
                                    "cards": []}


DAMAGE: list[tuple[str, Any, str]] = [
    ("empty", lambda: b"", "the file is empty"),
    ("blank", lambda: b"  \n\n ", "the file is empty"),
    ("truncated", lambda: _good()[: len(_good()) // 2], "the file is truncated"),
    ("truncated at the end", lambda: _good()[:-3], "the file is truncated"),
    ("corrupt JSON", lambda: _good().replace(b'"moves": [', b'"moves": [}', 1),
     "the file is corrupt: not valid JSON at line"),
    ("not UTF-8", lambda: b"\xff\xfe\x00garbage", "not UTF-8"),
    ("not an object", lambda: b"[1, 2, 3]", "not a Momon Desktop game record"),
    ("no version", lambda: b'{"moves": []}', 'there is no "format_version"'),
    ("oversized", lambda: b" " * (MAX_FILE_BYTES + 1), "too large"),
    ("hand-edited move (illegal)",
     lambda: _edit(lambda d: d["moves"].__setitem__(0, {"summon": "no-such-card", "to": "A1"})),
     'move 0 {"summon": "no-such-card", "to": "A1"} is illegal'),
    ("hand-edited move (legal elsewhere)", lambda: _edit(_swap_last_square),
     "does not lead to the position recorded"),
    ("hand-edited move (bad square)",
     lambda: _edit(lambda d: d["moves"][0].__setitem__("to", "E9")), "is not an Arena square"),
    ("hand-edited hash", lambda: _edit(lambda d: d.__setitem__("state_hash", "0" * 32)),
     "hash mismatch"),
    ("hand-edited result",
     lambda: _edit(lambda d: d.__setitem__("result", None)), "result mismatch"),
    ("wrong card-set hash",
     lambda: _edit(lambda d: d["card_sets"][0].__setitem__("sha256", "a" * 64)),
     'card set "starter": content hash mismatch'),
    ("embedded copy of a bundled set", lambda: _edit(_edit_embedded_set),
     "embeds its own version of a card set that ships with the app"),
    ("unknown field", lambda: _edit(lambda d: d.__setitem__("cheat", 1)), "unknown field"),
    ("retyped field", lambda: _edit(lambda d: d.__setitem__("seed", "0")), 'field "seed"'),
    ("duplicate key", lambda: _good().replace(b'"seed": ', b'"seed": 1, "seed": ', 1),
     'the key "seed" appears twice'),
    ("illegal deck", lambda: _edit(lambda d: d["decks"]["first"].pop()),
     "the first deck is not legal"),
]


@pytest.mark.parametrize(("case", "make", "message"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_damaged_file_is_refused_and_left_alone(
    tmp_path: Path, case: str, make: Any, message: str
) -> None:
    path = tmp_path / "damaged.momon.json"
    raw = write(path, make())
    before = os.stat(path)
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert message in str(info.value), f"{case}: {info.value}"
    assert str(info.value).startswith("damaged.momon.json: ")  # the file is named
    assert path.read_bytes() == raw
    after = os.stat(path)
    assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["damaged.momon.json"]


def test_illegal_move_error_names_the_move_index(tmp_path: Path) -> None:
    def edit(d: dict[str, Any]) -> None:
        d["moves"][3] = {"choose": "A1"}

    path = tmp_path / "x.momon.json"
    write(path, _edit(edit))
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert info.value.move == 3
    assert "move 3" in str(info.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read the file"):
        load_record(tmp_path / "nowhere.momon.json")


# ----------------------------------------------------------------------------- atomic saves


def test_previous_good_save_is_kept_as_bak(tmp_path: Path) -> None:
    first = finished_record(seed=1)
    second = finished_record(seed=2)
    path = tmp_path / "game.momon.json"
    save_record(path, first)
    assert not backup_path(path).exists()
    save_record(path, second)
    assert path.read_bytes() == record_to_bytes(second)
    assert backup_path(path).read_bytes() == record_to_bytes(first)
    assert load_record(backup_path(path)).record == first


def test_damaged_file_never_replaces_a_good_backup(tmp_path: Path) -> None:
    good = finished_record(seed=1)
    path = tmp_path / "game.momon.json"
    save_record(path, good)
    save_record(path, good)  # .bak is now the good record
    path.write_bytes(b'{"format_version": 1, "moves": [')  # damaged on disk
    save_record(path, finished_record(seed=2))
    assert backup_path(path).read_bytes() == record_to_bytes(good)


def test_crash_between_write_and_replace_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = finished_record(seed=1)
    path = tmp_path / "game.momon.json"
    save_record(path, old)
    old_bytes = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(5, "simulated power cut")

    monkeypatch.setattr(files_module.os, "replace", crash)
    with pytest.raises(RecordError, match="simulated power cut"):
        save_record(path, finished_record(seed=2))
    monkeypatch.undo()
    assert path.read_bytes() == old_bytes
    assert load_record(path).record == old
    # No temporary file is left behind.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.momon.json"]


def test_interrupt_during_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = finished_record(seed=1)
    path = tmp_path / "game.momon.json"
    save_record(path, old)

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(files_module.os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_record(path, finished_record(seed=2))
    monkeypatch.undo()
    assert load_record(path).record == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.momon.json"]


def test_parse_record_does_not_replay() -> None:
    # parse_record checks the shape only: a record whose hash is wrong still parses.
    data = record_data(_good())
    data["state_hash"] = "f" * 32
    record = parse_record(json.dumps(data).encode())
    assert record.state_hash == "f" * 32
    with pytest.raises(RecordError, match="hash mismatch"):
        load_record_bytes(json.dumps(data).encode())
