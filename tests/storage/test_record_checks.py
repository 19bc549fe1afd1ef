"""Records that cannot lie: the checks of record format 3 (``docs/records.md``, "The
checks"), old records checked by their final state only, and the record limits."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.storage import (
    CHECKED_EVERY_DECISION,
    CHECKED_FINAL_STATE,
    FORMAT_VERSION,
    MIGRATIONS,
    RecordError,
    Replay,
    load_record,
    load_record_bytes,
    make_record,
    record_to_bytes,
    save_record,
)
from momon_desktop.storage import record as record_module

from .helpers import bundled_game, finished_record, user_set_game

RECORDS = Path(__file__).parent / "records"
SQUARES = [f"{c}{r}" for r in "1234" for c in "ABCD"]
OLD_FILES = sorted(RECORDS.glob("v*.momon.json"))


def data_of(raw: bytes) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(raw)
    return data


def encode(data: dict[str, Any]) -> bytes:
    return json.dumps(data).encode()


# ----------------------------------------------------------------------------- mutations


def single_edits(moves: list[dict[str, Any]], card_ids: list[str],
                 ) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Every single edit of a move list: another square or card for each Summon,
    another square for each choice, the other answer to each yes/no, each move dropped,
    and each two different moves swapped."""
    for i, move in enumerate(moves):
        before, after = moves[:i], moves[i + 1:]
        if "summon" in move:
            for square in SQUARES:
                if square != move["to"]:
                    yield f"move {i} to {square}", [*before, {**move, "to": square}, *after]
            for card in card_ids:
                if card != move["summon"]:
                    yield f"move {i} summons {card}", [*before, {**move, "summon": card}, *after]
        elif "choose" in move:
            for square in SQUARES:
                if square != move["choose"]:
                    yield f"move {i} chooses {square}", [*before, {"choose": square}, *after]
        elif "yes" in move:
            yield f"move {i} answers {not move['yes']}", [*before, {"yes": not move["yes"]}, *after]
        yield f"move {i} dropped", [*before, *after]
    for i in range(len(moves)):
        for j in range(i + 1, len(moves)):
            if moves[i] != moves[j]:
                swapped = list(moves)
                swapped[i], swapped[j] = swapped[j], swapped[i]
                yield f"moves {i} and {j} swapped", swapped


def first_difference(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                min(len(a), len(b)))


def test_every_single_edit_of_a_move_is_refused_at_the_move_it_changes() -> None:
    # A real recorded game (a complete game between the bundled decks, with Summons,
    # choices and a yes/no), saved as the app saves it.
    raw = record_to_bytes(finished_record(seed=1))
    data = data_of(raw)
    moves = data["moves"]
    assert {next(iter(m)) for m in moves} == {"summon", "choose", "yes"}
    cards = sorted(set(data["decks"]["first"]) | set(data["decks"]["second"]))
    edits = list(single_edits(moves, cards))
    assert len(edits) > 500
    accepted_without_checks: list[str] = []
    old = {k: v for k, v in data.items() if k != "checks"}
    for what, edited in edits:
        with pytest.raises(RecordError) as info:
            load_record_bytes(encode({**data, "moves": edited}))
        # The error names the first move that differs from the game that was played.
        assert info.value.move == first_difference(moves, edited), (what, info.value.message)
        assert f"move {info.value.move}" in info.value.message, what
        # The same edit in a record of format 2, which only has the final state to check
        # (until one is found that it lets through).
        if accepted_without_checks:
            continue
        try:
            loaded = load_record_bytes(encode({**old, "format_version": 2, "moves": edited}))
        except RecordError:
            continue
        assert loaded.checked == CHECKED_FINAL_STATE
        accepted_without_checks.append(what)
    # The final state alone lets edits through (a different game with the same end):
    # these are exactly what the checks catch.
    assert accepted_without_checks


def test_a_legal_edit_is_named_in_plain_words(tmp_path: Path) -> None:
    record = finished_record(seed=1)
    data = data_of(record_to_bytes(record))
    # The first Summon goes to another square that is just as legal.
    data["moves"][0] = {**data["moves"][0], "to": "D4" if data["moves"][0]["to"] != "D4" else "A1"}
    path = tmp_path / "edited.momon.json"
    path.write_bytes(encode(data))
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert info.value.move == 0
    assert str(info.value).startswith(
        f'edited.momon.json: move 0 {json.dumps(data["moves"][0])} does not lead to the '
        "position recorded"
    ), str(info.value)


def test_an_edited_check_is_refused_at_its_move() -> None:
    data = data_of(record_to_bytes(finished_record(seed=2)))
    for index in (1, 5, len(data["checks"]) - 1):
        edited = list(data["checks"])
        edited[index] = "0" * 8 if edited[index] != "0" * 8 else "1" * 8
        with pytest.raises(RecordError, match="does not lead to the position recorded") as info:
            load_record_bytes(encode({**data, "checks": edited}))
        assert info.value.move == index - 1  # checks[i + 1] is the position after move i


def test_a_changed_start_is_refused_before_any_move() -> None:
    data = data_of(record_to_bytes(finished_record(seed=2)))
    with pytest.raises(RecordError, match="the start of the game does not lead") as info:
        load_record_bytes(encode({**data, "checks": ["0" * 8, *data["checks"][1:]]}))
    assert info.value.move is None


@pytest.mark.parametrize(("change", "message", "move"), [
    (lambda c: c[:-1], "has no check", -1),
    (lambda c: [*c, "0" * 8], "is missing", 0),
])
def test_checks_that_do_not_match_the_moves_in_number(change: Any, message: str,
                                                      move: int) -> None:
    data = data_of(record_to_bytes(finished_record(seed=2)))
    with pytest.raises(RecordError, match=message) as info:
        load_record_bytes(encode({**data, "checks": change(data["checks"])}))
    assert info.value.move == len(data["moves"]) + move


def test_dropping_the_last_move_and_its_check_still_fails_on_the_result() -> None:
    data = data_of(record_to_bytes(finished_record(seed=2)))
    short = {**data, "moves": data["moves"][:-1], "checks": data["checks"][:-1]}
    with pytest.raises(RecordError, match="result mismatch"):
        load_record_bytes(encode(short))


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop("checks"), 'field "checks": this field is required'),
    (lambda d: d.__setitem__("checks", None), "it cannot be null"),
    (lambda d: d.__setitem__("checks", []), 'field "checks"'),
    (lambda d: d["checks"].__setitem__(0, "F00D"), 'field "checks[0]"'),
    (lambda d: d.update(format_version=2), 'record format 2: field "checks": unknown field'),
])
def test_a_record_without_proper_checks_is_refused(change: Any, message: str) -> None:
    data = data_of(record_to_bytes(finished_record(seed=2)))
    change(data)
    with pytest.raises(RecordError) as info:
        load_record_bytes(encode(data))
    assert message in info.value.message, info.value.message


def test_saving_writes_format_3_with_a_check_for_the_start_and_every_move(tmp_path: Path) -> None:
    game, library = bundled_game(seed=4, moves=6)
    path = tmp_path / "g.momon.json"
    save_record(path, make_record(game, library))
    data = data_of(path.read_bytes())
    assert data["format_version"] == FORMAT_VERSION == 3
    assert list(data).index("checks") == list(data).index("moves") + 1
    assert len(data["checks"]) == len(data["moves"]) + 1 == 7
    assert all(len(c) == 8 and int(c, 16) >= 0 for c in data["checks"])
    loaded = load_record(path)
    assert loaded.checked == CHECKED_EVERY_DECISION
    # The game goes on and is saved again: the checks of the earlier moves stay.
    game.apply(game.legal_answers()[0])
    again = make_record(game, library)
    assert again.checks is not None and again.checks[:7] == data["checks"]
    assert Replay.from_loaded(loaded).checked == CHECKED_EVERY_DECISION


def test_a_user_set_game_is_checked_too() -> None:
    game, library = user_set_game(seed=3)
    loaded = load_record_bytes(record_to_bytes(make_record(game, library, fmt="open")))
    assert loaded.checked == CHECKED_EVERY_DECISION


# ----------------------------------------------------------------------------- old versions


def test_the_migrations_lead_to_format_3() -> None:
    assert sorted(MIGRATIONS) == [0, 1, 2]


@pytest.mark.parametrize("path", OLD_FILES, ids=[p.name for p in OLD_FILES])
def test_old_records_load_and_say_they_were_checked_by_their_final_state(
    tmp_path: Path, path: Path
) -> None:
    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    loaded = load_record(copy)
    assert loaded.checked == CHECKED_FINAL_STATE
    assert loaded.record.format_version == FORMAT_VERSION and loaded.record.checks is None
    assert Replay.from_loaded(loaded).checked == CHECKED_FINAL_STATE
    assert copy.read_bytes() == path.read_bytes()  # loading never rewrites the file
    # Saved again, it is a record of format 3 with the checks of its replay.
    save_record(copy, loaded.record)
    saved = data_of(copy.read_bytes())
    assert saved["format_version"] == 3 and len(saved["checks"]) == len(saved["moves"]) + 1
    again = load_record(copy)
    assert again.checked == CHECKED_EVERY_DECISION
    assert again.game.state_hash() == loaded.game.state_hash()
    # The checks are those the app writes for the same game.
    game = loaded.game
    assert make_record(game, loaded.library).checks == saved["checks"]


def test_an_edited_old_record_that_reaches_the_same_end_is_accepted_but_says_so(
    tmp_path: Path,
) -> None:
    # What a version without checks cannot see: the viewer says how the game was checked.
    data = data_of((RECORDS / "v2-finished.momon.json").read_bytes())
    moves = data["moves"]
    cards = sorted(set(data["decks"]["first"]) | set(data["decks"]["second"]))
    for _what, edited in single_edits(moves, cards):
        try:
            loaded = load_record_bytes(encode({**data, "moves": edited}))
        except RecordError:
            continue
        assert loaded.checked == CHECKED_FINAL_STATE
        return
    pytest.fail("no edit of this record keeps its final state")


# ----------------------------------------------------------------------------- limits


def _record() -> dict[str, Any]:
    return data_of(record_to_bytes(finished_record(seed=2)))


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d.__setitem__("moves", d["moves"] + [{"yes": True}] * 1001), '"moves"'),
    (lambda d: d.__setitem__("checks", d["checks"] + ["0" * 8] * 1001), '"checks"'),
    (lambda d: d["players"].__setitem__("first", "A" * 101), '"players.first"'),
    (lambda d: d.__setitem__("app_version", "1." * 21), '"app_version"'),
    (lambda d: d.__setitem__("created", "2026-11-29T12:00:00" + "0" * 30 + "Z"), '"created"'),
    (lambda d: d["moves"][0].__setitem__("summon", "x" * 65), '"moves": move 0: "summon" is 65'),
    (lambda d: d["moves"].__setitem__(0, {"summon" * 3: "a", "to": "A1"}), '"moves": move 0: a field name 18'),
    (lambda d: d["decks"].__setitem__("first", ["a" * 65] * 10), '"decks.first[0]"'),
    (lambda d: d.__setitem__("card_sets", d["card_sets"] * 21), '"card_sets"'),
])
def test_a_record_beyond_its_limits_is_refused_naming_file_and_field(
    tmp_path: Path, change: Any, field: str
) -> None:
    data = _record()
    change(data)
    path = tmp_path / "big.momon.json"
    path.write_bytes(encode(data))
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert str(info.value).startswith("big.momon.json: record: field " + field), str(info.value)


def test_an_embedded_card_set_goes_through_the_card_set_loader(tmp_path: Path) -> None:
    from momon_desktop.storage import content_hash

    game, library = user_set_game(seed=3)
    data = data_of(record_to_bytes(make_record(game, library, fmt="open")))
    embedded = data["card_sets"][0]["data"]
    embedded["cards"][0]["power"] = 1000
    data["card_sets"][0]["sha256"] = content_hash(embedded)
    path = tmp_path / "user.momon.json"
    path.write_bytes(encode(data))
    with pytest.raises(RecordError) as info:
        load_record(path)
    message = str(info.value)
    assert message.startswith('user.momon.json: card set "scenario": ') and '"power"' in message


def test_the_file_size_is_counted_while_reading(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # A file that says it is small (as /proc files and some mounts do) but is not.
    import os

    from momon_desktop import safefile

    path = tmp_path / "huge.momon.json"
    path.write_bytes(b" " * (record_module.MAX_FILE_BYTES + 10))
    real_fstat, real_stat = os.fstat, os.stat

    def small(result: os.stat_result) -> os.stat_result:
        fields = list(result)
        fields[6] = 100  # st_size
        return os.stat_result(fields)

    monkeypatch.setattr(safefile.os, "stat", lambda p, *a, **k: small(real_stat(p, *a, **k)))
    monkeypatch.setattr(safefile.os, "fstat", lambda fd: small(real_fstat(fd)))
    with pytest.raises(RecordError, match="the file is too large to be a game record"):
        load_record(path)


def test_checks_kept_as_a_game_goes_on_are_those_of_its_whole_replay() -> None:
    """An autosave after every decision extends the checks of the moves before it
    (CheckChain); with moves taken back, redone differently or another game, they are
    still exactly the checks of the game's replay from the start."""
    from momon_desktop.engine import Game
    from momon_desktop.storage.moves import moves_to_json

    def whole(game: Game) -> list[str]:
        moves = moves_to_json(game)
        return record_module.decision_checks(game.setup.new_game(game.seed), moves, legal=False)

    chain = record_module.CheckChain()
    game, library = bundled_game(seed=5, moves=0)
    seen = []
    while not game.over and len(game.history) < 14:
        game.apply(game.legal_answers()[-1])
        kept = make_record(game, library, chain=chain).checks
        assert kept == whole(game)
        seen.append(kept)
    assert len(seen[-1]) == len(game.history) + 1
    for _ in range(3):
        game.undo()
    game.apply(game.legal_answers()[0])  # a different answer after the take-back
    assert make_record(game, library, chain=chain).checks == whole(game)
    other, _ = bundled_game(seed=6, moves=6, engine_seed=1)
    assert make_record(other, library, chain=chain).checks == whole(other)
    assert make_record(game, library, chain=chain).checks == whole(game)
