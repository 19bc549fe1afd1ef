"""The one reader of the shipped JSON content (momon_desktop.content): every way a file
can be wrong as a file is said in the same words, naming the file, for puzzles, opponent
profiles, lessons and How to play alike."""

from __future__ import annotations

import os

import pytest

from momon_desktop.ai.profiles import ProfileError, load_profile
from momon_desktop.ai.puzzles import PuzzleError, load_puzzle
from momon_desktop.content import MAX_CONTENT_BYTES, json_files, read_json
from momon_desktop.ui.features.lessons import LessonError, load_lesson


class Broken(ValueError):
    pass


def refused(path, **kwargs) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(Broken) as caught:
        read_json(path, Broken, **kwargs)
    return str(caught.value)


def test_a_good_file_is_read(tmp_path):
    (tmp_path / "a.json").write_text('{"title": "ตลาดน้ำ"}', encoding="utf-8")
    assert read_json(tmp_path / "a.json", Broken) == {"title": "ตลาดน้ำ"}


def test_every_way_a_file_is_wrong_names_the_file_and_why(tmp_path):
    assert refused(tmp_path / "gone.json") == f"{tmp_path / 'gone.json'}: No such file or directory"
    (tmp_path / "text.json").write_text('{"a": 1,\n "b": }', encoding="utf-8")
    assert refused(tmp_path / "text.json", source="text.json") == \
        "text.json: line 2, column 7: Expecting value"
    (tmp_path / "latin.json").write_bytes(b'{"a": "caf\xe9"}')
    assert refused(tmp_path / "latin.json", source="latin.json") == \
        "latin.json: byte 10 is not UTF-8 text"
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    assert refused(tmp_path / "deep.json", source="deep.json") == "deep.json: nested too deeply"
    (tmp_path / "big.json").write_bytes(b" " * (MAX_CONTENT_BYTES + 1))
    assert refused(tmp_path / "big.json", source="big.json") == "big.json: larger than 1024 KiB"
    (tmp_path / "folder.json").mkdir()
    assert refused(tmp_path / "folder.json", source="folder.json") == \
        "folder.json: not a regular file"
    (tmp_path / "twice.json").write_text('{"id": 1, "id": 2}')
    assert refused(tmp_path / "twice.json", source="twice.json") == \
        'twice.json: the key "id" appears twice in the same object'


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    assert refused(tmp_path / "pipe.json", source="pipe.json") == "pipe.json: not a regular file"


def test_json_files_are_listed_by_name(tmp_path):
    for name in ("b.json", "a.json", "notes.txt"):
        (tmp_path / name).write_text("{}")
    assert [p.name for p in json_files(tmp_path)] == ["a.json", "b.json"]


@pytest.mark.parametrize(("load", "error"), [(load_puzzle, PuzzleError),
                                             (load_profile, ProfileError),
                                             (load_lesson, LessonError)])
def test_each_kind_of_content_says_the_same_about_a_broken_file(tmp_path, load, error):
    path = tmp_path / "broken.json"
    path.write_bytes(b'{"id": \xff}')
    with pytest.raises(error) as caught:
        load(path)
    assert str(caught.value) == f"{path}: byte 7 is not UTF-8 text"
