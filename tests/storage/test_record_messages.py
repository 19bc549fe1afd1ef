"""Messages of game records, moves, small data files and matches in English and Thai
(``docs/records.md``, "Error messages"): the English text is the one the command line
and the referee print; the Thai one keeps the game's terms, the field names and the
values in English, and nothing else."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.cards import CardSetError
from momon_desktop.engine import Game
from momon_desktop.matchplay.progress import ProgressError, restore_match
from momon_desktop.storage import RecordError, load_record, record_to_bytes, save_record
from momon_desktop.storage.cardsets import content_hash, parse_set_data
from momon_desktop.storage.files import SmallFileError, load_small_json
from momon_desktop.storage.matches import MatchRecordError, parse_match_progress
from momon_desktop.storage.messages import FILE_KINDS, MESSAGES, SEAT_TH, Text, error_text, show
from momon_desktop.storage.moves import MoveError, move_from_json
from momon_desktop.storage.record import make_record, parse_record
from tests.cards.test_cards_messages import KEPT_WORDS as CARD_WORDS

from .helpers import bundled_game, finished_record, user_set_game

# English words a Thai message keeps besides the card formats' (tests/cards): the
# record format's field names and values, the move syntax, the match files' values,
# the game's and the app's names, the JSON constants a file may hold, and the letters of
# squares, times and rule numbers.
KEPT_WORDS = CARD_WORDS | frozenset(
    """
    move checks seed sha256 level style profile person opponent random seats
    summon to choose yes concede ai AI first second awaiting_press playing draw win
    current next match Match Desktop FIFO UTC NaN Infinity Standard Open Z T A D P PM PF B sha
    """.split()
)


def english_words(text: str) -> list[str]:
    """Latin-script words of ``text`` outside quotes that a Thai message may not keep."""
    unquoted = re.sub(r'"[^"]*"', "", text)
    unquoted = re.sub(r"'[^']*'", "", unquoted)
    return [w for w in re.findall(r"[A-Za-z][A-Za-z_]*", unquoted) if w not in KEPT_WORDS]


def is_thai(text: str) -> bool:
    return re.search(r"[\u0e00-\u0e7f]", text) is not None


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_message_has_a_thai_text_without_english_sentences(code: str) -> None:
    english, thai = MESSAGES[code]
    # The same parameters in both languages.
    assert set(re.findall(r"\{(\w+)\}", thai)) == set(re.findall(r"\{(\w+)\}", english))
    bare = re.sub(r"\{\w+\}", "", thai)
    if re.sub(r"[\s:;()]", "", bare):
        # Every message with words of its own has them in Thai.
        assert thai != english and is_thai(thai), thai
    assert english_words(bare) == [], thai


def test_the_words_put_into_messages_have_thai_texts() -> None:
    for thai in [*SEAT_TH.values(), *FILE_KINDS.values()]:
        assert is_thai(thai) and english_words(thai) == [], thai


def thai_ok(error: Any, names: tuple[str, ...] = ()) -> str:
    """The Thai text of ``error``, checked: Thai, no English words but kept ones and
    ``names`` (file names), and the English text unchanged."""
    thai = error.text("th")
    assert error.text("en") == str(error)
    assert is_thai(thai), thai
    thai_checked = thai
    for name in names:
        thai_checked = thai_checked.replace(name, "")
    assert english_words(thai_checked) == [], thai
    return thai


# ----------------------------------------------------------------------------- records


def _good() -> bytes:
    return record_to_bytes(finished_record(seed=3))


def _data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_good())
    return data


def _edited(change: Callable[[dict[str, Any]], object]) -> bytes:
    data = _data()
    change(data)
    return json.dumps(data).encode()


def _move(index: int, move: object) -> Callable[[dict[str, Any]], object]:
    return lambda d: d["moves"].__setitem__(index, move)


DAMAGED: list[tuple[str, Callable[[], bytes]]] = [
    ("empty", lambda: b""),
    ("not UTF-8", lambda: b'{"format_version": 3, "x": "\xff"}'),
    ("truncated", lambda: _good()[:200]),
    ("corrupt JSON", lambda: _good().replace(b'"moves": [', b'"moves": [}', 1)),
    ("duplicate key", lambda: b'{"format_version": 3, "format_version": 3}'),
    ("NaN", lambda: b'{"format_version": NaN}'),
    ("nested", lambda: b"[" * 5000 + b"]" * 5000),
    ("not an object", lambda: b"[1, 2]"),
    ("no version", lambda: b'{"app_version": "1"}'),
    ("version text", lambda: b'{"format_version": "3"}'),
    ("newer", lambda: b'{"format_version": 99}'),
    ("unknown version", lambda: b'{"format_version": -1}'),
    ("null checks", lambda: _edited(lambda d: d.__setitem__("checks", None))),
    ("created", lambda: _edited(lambda d: d.__setitem__("created", "yesterday"))),
    ("created zone", lambda: _edited(lambda d: d.__setitem__("created", "2026-01-31T12:00:00"))),
    ("unknown field", lambda: _edited(lambda d: d.__setitem__("colour", "red"))),
    ("missing field", lambda: _edited(lambda d: d.pop("seed"))),
    ("wrong type", lambda: _edited(lambda d: d.__setitem__("seed", "forty"))),
    ("bad seat", lambda: _edited(lambda d: d["seats"].__setitem__("first", {"kind": "person",
                                                                           "level": "hard"}))),
    ("computer seat", lambda: _edited(lambda d: d["seats"].__setitem__("first",
                                                                      {"kind": "computer"}))),
    ("opponent seat", lambda: _edited(lambda d: d["seats"].__setitem__(
        "first", {"kind": "opponent", "level": "hard", "style": "balanced"}))),
    ("random seed", lambda: _edited(lambda d: d.__setitem__("first_player",
                                                           {"method": "random"}))),
    ("seed of choice", lambda: _edited(lambda d: d.__setitem__("first_player",
                                                              {"method": "choice", "seed": 1}))),
    ("long move key", lambda: _edited(_move(0, {"k" * 30: "x"}))),
    ("long move value", lambda: _edited(_move(0, {"summon": "x" * 90, "to": "A1"}))),
    ("unknown set", lambda: _edited(lambda d: d["card_sets"][0].__setitem__("id", "nowhere"))),
    ("set hash", lambda: _edited(lambda d: d["card_sets"][0].__setitem__("sha256", "0" * 64))),
    ("deck", lambda: _edited(lambda d: d["decks"].__setitem__("first", d["decks"]["first"][:9]))),
    ("move not object", lambda: _edited(_move(0, ["summon"]))),
    ("move extra", lambda: _edited(_move(0, {"choose": "A1", "to": "B2", "x": "y"}))),
    ("move needs", lambda: _edited(_move(0, {"summon": "x"}))),
    ("not a move", lambda: _edited(_move(0, {"play": "x"}))),
    ("square type", lambda: _edited(_move(0, {"choose": True}))),
    ("square", lambda: _edited(_move(0, {"choose": "Z9"}))),
    ("concede", lambda: _edited(_move(0, {"concede": "third"}))),
    ("yes", lambda: _edited(_move(0, {"yes": "no"}))),
    ("summon id", lambda: _edited(_move(0, {"summon": True, "to": "A1"}))),
    ("not in Hand", lambda: _edited(_move(0, {"summon": "no-such-card", "to": "A1"}))),
    ("ai", lambda: _edited(_move(0, {"ai": "hard"}))),
    ("start", lambda: _edited(lambda d: d["checks"].__setitem__(0, "00000000"))),
    ("changed move", lambda: _edited(lambda d: d["checks"].__setitem__(1, "00000000"))),
    ("no check", lambda: _edited(lambda d: d.__setitem__("checks", d["checks"][:2]))),
    ("missing move", lambda: _edited(lambda d: d.__setitem__("moves", d["moves"][:-1]))),
    ("result", lambda: _edited(lambda d: d["result"]["momon"].__setitem__("first", 0))),
]


@pytest.mark.parametrize("damage", [d for _, d in DAMAGED], ids=[n for n, _ in DAMAGED])
def test_a_damaged_record_is_explained_in_thai(tmp_path: Path,
                                               damage: Callable[[], bytes]) -> None:
    path = tmp_path / "save.momon.json"
    path.write_bytes(damage())
    with pytest.raises(RecordError) as info:
        load_record(path)
    error = info.value
    assert error.message == str(error) and error.message.startswith("save.momon.json: ")
    thai = thai_ok(error, ("save.momon.json",))
    assert thai.startswith("save.momon.json: ")
    assert thai != error.message


def test_a_record_error_in_thai_reads_as_written() -> None:
    with pytest.raises(RecordError) as info:
        parse_record(b"")
    assert info.value.text("th") == "ไฟล์ว่างเปล่า"
    with pytest.raises(RecordError) as info:
        parse_record(_edited(lambda d: d.__setitem__("seed", "forty")))
    assert str(info.value) == 'record: field "seed": must be a whole number, not "forty"'
    assert info.value.text("th") == 'บันทึกเกม: ฟิลด์ "seed": ต้องเป็นจำนวนเต็ม ไม่ใช่ "forty"'
    with pytest.raises(RecordError) as info:
        parse_record(_edited(lambda d: d.__setitem__("created", "2026-01-31T12:00:00")))
    assert info.value.text("th") == 'บันทึกเกม: ฟิลด์ "created": เวลาต้องมีเขตเวลา (เช่น Z สำหรับเวลา UTC)'


def test_an_embedded_card_set_error_uses_the_card_sets_own_thai() -> None:
    game, library = user_set_game()
    record = make_record(game, library, fmt="open", created="2026-11-29T12:00:00Z")
    data = json.loads(record_to_bytes(record))
    embedded = data["card_sets"][0]["data"]
    del embedded["cards"][0]["name"]  # every card has a name
    data["card_sets"][0]["sha256"] = content_hash(embedded)
    with pytest.raises(CardSetError) as cards:
        parse_set_data(copy.deepcopy(embedded), f'card set "{data["card_sets"][0]["id"]}"')
    with pytest.raises(RecordError) as info:
        from momon_desktop.storage.record import verify_record
        verify_record(parse_record(json.dumps(data).encode()))
    assert str(info.value) == str(cards.value).replace("\n", "; ")
    assert info.value.text("th") == "; ".join(cards.value.messages("th"))
    assert is_thai(info.value.text("th"))


def test_a_save_that_cannot_be_written_is_explained_in_thai(tmp_path: Path) -> None:
    folder = tmp_path / "game.momon.json"
    folder.mkdir()
    with pytest.raises(RecordError) as info:
        save_record(folder, finished_record())
    assert str(info.value) == ("cannot write game.momon.json: it is a folder, and a game is "
                               "saved only to a regular file")
    assert info.value.text("th") == ("เขียน game.momon.json ไม่ได้: เป็นโฟลเดอร์ "
                                     "และเกมบันทึกได้เฉพาะในไฟล์ธรรมดา")


# ----------------------------------------------------------------------------- values shown


_LONE = "the file is corrupt: a text holds \\ud800, which is not a character (a lone surrogate)"


@pytest.mark.parametrize(("change", "english"), [
    (lambda d: d.__setitem__("format_version", "3\ud800"), _LONE),
    (lambda d: d["moves"].__setitem__(0, {"summon": "\ud800", "to": "A1"}), _LONE),
], ids=["format_version", "move"])
def test_a_lone_surrogate_in_a_record_value_is_shown_as_its_escape(
        change: Callable[[dict[str, Any]], object], english: str) -> None:
    # Regression: the value went into the message as it was, and a message holding a
    # lone surrogate cannot be printed or written as UTF-8. A record holding one is
    # refused as it is read: it could not be written back.
    with pytest.raises(RecordError) as info:
        from momon_desktop.storage.record import verify_record
        verify_record(parse_record(_edited(change)))
    for text in (info.value.message, str(info.value), info.value.text("th")):
        text.encode("utf-8")
        assert "\\ud800" in text
    assert info.value.message == english


def test_a_long_value_is_cut_short_in_every_message(tmp_path: Path) -> None:
    # Regression: a small file's format_version was repeated whole.
    path = tmp_path / "recent.json"
    path.write_text(json.dumps({"format_version": "2026-11-29T12:00:00Z" + "[" * 5000}))
    with pytest.raises(SmallFileError) as small:
        load_small_json(path, 1)
    assert len(str(small.value)) < 120 and len(small.value.text("th")) < 120
    assert str(small.value) == ('recent.json: "format_version" is "2026-11-29T12:00:00Z'
                                + "[" * 36 + '..., not 1')
    progress = {"format_version": "x" * 5000}
    with pytest.raises(MatchRecordError) as match:
        parse_match_progress(json.dumps(progress).encode(), "autosave.match.json")
    assert len(str(match.value)) < 200 and len(match.value.text("th")) < 200
    created = "2026-11-29T12:00:00Z" + "[" * 5000
    with pytest.raises(RecordError) as record:
        parse_record(_edited(lambda d: d.__setitem__("created", created)))
    assert len(record.value.message) < 100 and len(record.value.text("th")) < 100


def test_show_cuts_and_escapes() -> None:
    assert show("a" * 100) == '"' + "a" * 56 + "..."
    assert show("\udfff") == '"\\udfff"'
    assert len(show(list(range(1000)))) == 60


# ----------------------------------------------------------------------------- moves


def _game() -> Game:
    game, _library = bundled_game(moves=0)
    return game


@pytest.mark.parametrize("move", [
    ["summon"], {"summon": "x"}, {"summon": "a", "to": "A1", "p": 1, "q": 2, "r": 3, "s": 4,
                                  "t": 5, "u": 6}, {"play": 1}, {"choose": 3},
    {"choose": "E5"}, {"concede": "all"}, {"yes": 1}, {"summon": 3, "to": "A1"},
    {"summon": "no-such-card", "to": "A1"}, {"ai": "hard"},
])
def test_a_move_error_reads_in_thai(move: object) -> None:
    with pytest.raises(MoveError) as info:
        move_from_json(_game(), move)
    thai_ok(info.value)


def test_a_move_not_in_hand_names_the_seat_in_thai() -> None:
    with pytest.raises(MoveError) as info:
        move_from_json(_game(), {"summon": "no-such-card", "to": "A1"})
    assert str(info.value) == ('{"summon": "no-such-card", "to": "A1"}: P9.1: there is no '
                               "\"no-such-card\" in first's Hand")
    assert info.value.text("th") == ('{"summon": "no-such-card", "to": "A1"}: P9.1: ไม่มี '
                                     '"no-such-card" ใน Hand ของผู้เล่นคนแรก')


# ----------------------------------------------------------------------------- small files


@pytest.mark.parametrize("content", [
    None, b"", b"\xff\xfe", b"{", b"[1]", b"{}", b'{"format_version": 9}',
    b'{"format_version": true}', b'{"a": 1, "a": 2}', b"[" * 300 + b"]" * 300, b"x" * 70000,
])
def test_a_small_file_error_reads_in_thai(tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "recent.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(SmallFileError) as info:
        load_small_json(path, 1)
    thai = thai_ok(info.value, ("recent.json",))
    assert thai.startswith("recent.json: ")
    assert info.value.problem == str(info.value).removeprefix("recent.json: ")


def test_a_folder_in_place_of_a_small_file_reads_in_thai(tmp_path: Path) -> None:
    (tmp_path / "recent.json").mkdir()
    with pytest.raises(SmallFileError) as info:
        load_small_json(tmp_path / "recent.json", 1)
    thai_ok(info.value, ("recent.json",))


# ----------------------------------------------------------------------------- matches


def _progress() -> dict[str, Any]:
    deck = {"name": {"en": "Starter"}, "format": "standard", "cards": ["a"] * 10}
    player = {"name": "Ann", "kind": "human", "deck": deck}
    return {
        "format_version": 1, "app_version": "1", "created": "2026-11-29T12:00:00Z",
        "saved": "2026-11-29T12:00:00Z", "folder": "match-1",
        "players": {"a": player, "b": {**player, "name": "Ben"}},
        "roll": {"seed": 1, "throws": [[3, 5]], "winner": "b"},
        "games": [], "score": {"a": 0, "b": 0, "draws": 0},
        "next": {"game": 1, "chooser": "b"},
    }


def _with(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = _progress()
    change(data)
    return data


@pytest.mark.parametrize("data", [
    _with(lambda d: d["roll"].__setitem__("throws", [[7, 1]])),
    _with(lambda d: d["roll"].__setitem__("throws", [[1, 2], [3, 4]])),
    _with(lambda d: d["roll"].__setitem__("winner", "a")),
    _with(lambda d: d["players"]["a"]["deck"].__setitem__("name", {"th": "ก"})),
    _with(lambda d: d.__setitem__("score", {"a": 1, "b": 0, "draws": 0})),
    _with(lambda d: d.__setitem__("next", None)),
    _with(lambda d: d.__setitem__("next", {"game": 2, "chooser": "b"})),
    _with(lambda d: d.__setitem__("colour", "red")),
    _with(lambda d: d.__setitem__("format_version", 2)),
    _with(lambda d: d.pop("roll")),
], ids=["die", "ties", "winner", "deck name", "score", "neither", "next", "unknown",
        "version", "missing"])
def test_a_match_in_progress_error_reads_in_thai(data: dict[str, Any]) -> None:
    with pytest.raises(MatchRecordError) as info:
        parse_match_progress(json.dumps(data).encode(), "autosave.match.json")
    thai = thai_ok(info.value, ("autosave.match.json",))
    assert thai.startswith("autosave.match.json: ")


def test_a_match_in_progress_keeps_its_english_text() -> None:
    with pytest.raises(MatchRecordError) as info:
        parse_match_progress(json.dumps(_with(lambda d: d["roll"].__setitem__(
            "winner", "a"))).encode(), "autosave.match.json")
    assert str(info.value) == ('autosave.match.json: field "roll": the winner must be the '
                               "player with the higher last throw")
    assert info.value.text("th") == ('autosave.match.json: ฟิลด์ "roll": ผู้ชนะต้องเป็นผู้เล่นที่'
                                     "ทอยครั้งสุดท้ายได้แต้มสูงกว่า")
    with pytest.raises(MatchRecordError) as info:
        parse_match_progress(b"\xff", "autosave.match.json")
    assert info.value.text("th") == "autosave.match.json: ไม่ใช่ข้อความ UTF-8"


def test_a_match_in_progress_that_does_not_follow_from_its_seed_reads_in_thai() -> None:
    progress = parse_match_progress(json.dumps(_progress()).encode(), "autosave.match.json")
    # PM.2: the die roll follows from its seed; this file's throws were edited.
    with pytest.raises(ProgressError) as info:
        restore_match(progress, lambda: 0.0)
    assert str(info.value) == "the die roll does not follow from its seed 1 (PM.2)"
    thai_ok(info.value)


def test_error_text_gives_each_kind_in_the_language() -> None:
    assert error_text(RecordError(Text("empty_file")), "th") == "ไฟล์ว่างเปล่า"
    assert error_text(RecordError("plain words"), "th") == "plain words"
    assert error_text(ValueError("other"), "th") == "other"


def test_a_decision_the_engine_refuses_reads_in_thai() -> None:
    data = _data()
    first, second = data["moves"][0], data["moves"][1]
    assert "summon" in first and "summon" in second
    # P9.1: a Summon goes to an empty square; the second move takes the first one's.
    data["moves"][1] = {"summon": second["summon"], "to": first["to"]}
    with pytest.raises(RecordError) as info:
        from momon_desktop.storage.record import verify_record
        verify_record(parse_record(json.dumps(data).encode()))
    assert info.value.move == 1 and "is illegal: " in str(info.value)
    thai = thai_ok(info.value)
    assert "ผิดกติกา: เกมไม่รับการตัดสินใจนี้ในตอนนี้" in thai


def test_the_thai_messages_say_match_as_the_interface_does() -> None:
    # The interface's Thai says แมตช์ (resources/translations/momon_th.ts, the rulebook);
    # a message naming a match in Thai letters says it the same way.
    th = "resources/translations/momon_th.ts"
    assert "แมตช์" in (Path(__file__).resolve().parents[2] / th).read_text(encoding="utf-8")
    english_word = [code for code, (_en, thai) in MESSAGES.items()
                    if re.search(r"(?<![\w.])match(?![\w.])", thai)]
    assert english_word == []
    assert sum("แมตช์" in thai for _en, thai in MESSAGES.values()) >= 10
