"""Small versioned JSON files of the data folder: one reader, one error type that says
why a missing or broken file cannot be used (each feature then starts empty)."""

from __future__ import annotations

from pathlib import Path

import pytest

from momon_desktop.storage import SmallFileError, load_small_json


def test_a_good_file_gives_its_object(tmp_path: Path) -> None:
    path = tmp_path / "list.json"
    path.write_bytes('\ufeff{"format_version": 1, "games": ["ก"]}'.encode())
    want = {"format_version": 1, "games": ["ก"]}
    assert load_small_json(path, 1) == want


def test_a_missing_file_starts_empty(tmp_path: Path) -> None:
    path = tmp_path / "none.json"
    with pytest.raises(SmallFileError) as info:
        load_small_json(path, 1)
    assert info.value.missing and str(info.value) == "none.json: there is no such file"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", "the file is empty"),
        (b" \n", "the file is empty"),
        (b'{"format_version": 1, "games": [', "not valid JSON (line 1, column 33)"),
        (b"\xff\xfe garbage", "not UTF-8 text"),
        (b'{"format_version": 1, "a": 1, "a": 2}', 'the key "a" appears twice'),
        (b'{"format_version": 1, "a": NaN}', "NaN is not a JSON value"),
        (b"[1, 2]", "does not hold a JSON object"),
        (b'{"games": []}', 'has no "format_version"'),
        (b'{"format_version": "1"}', '"format_version" is "1", not 1'),
        (b'{"format_version": true}', '"format_version" is true, not 1'),
        (b'{"format_version": 0}', '"format_version" is 0, not 1'),
        (b'{"format_version": 3}', "written by a newer Momon Desktop (format 3; this version "
                                   "reads format 1)"),
        (b" " * 70_000, "the file is too large"),
    ],
)
def test_a_broken_file_says_why_and_starts_empty(tmp_path: Path, content: bytes,
                                                 problem: str) -> None:
    path = tmp_path / "list.json"
    path.write_bytes(content)
    with pytest.raises(SmallFileError) as info:
        load_small_json(path, 1)
    message = str(info.value)
    assert message.startswith("list.json: ") and problem in message
    assert not info.value.missing
    assert "Traceback" not in message and "Expecting" not in message
    assert path.read_bytes() == content  # the file is left as it is


def test_an_unreadable_path_starts_empty(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    with pytest.raises(SmallFileError, match="a-folder.json: cannot read the file"):
        load_small_json(folder, 1)


def test_the_limit_is_the_callers(tmp_path: Path) -> None:
    path = tmp_path / "list.json"
    path.write_bytes(b'{"format_version": 2, "pad": "' + b"x" * 200 + b'"}')
    assert load_small_json(path, 2, limit=1024)["format_version"] == 2
    with pytest.raises(SmallFileError, match="too large"):
        load_small_json(path, 2, limit=100)
