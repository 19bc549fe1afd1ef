"""``hosted-table.json``: the table this app hosts, kept to open it again for the game
the autosave keeps (docs/records.md, "Kept files and their bounds")."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from momon_desktop.storage.hostedtable import (
    HostedTableFile,
    forget_hosted_table,
    hosted_table_path,
    read_hosted_table,
    write_hosted_table,
)
from momon_desktop.storage.kept import told

GOOD: dict[str, Any] = {"format_version": 1, "created": "2026-12-05T19:40:00+00:00",
                        "code": "ABCDEFGH23", "port": 48620, "names": ["Ann", "เบน"],
                        "deck_names": ["Starter A", "Starter B"], "friend_seat": 1}


def test_the_hosted_table_reads_as_written_and_is_forgotten(tmp_path: Path) -> None:
    path = hosted_table_path(tmp_path)
    assert read_hosted_table(path) is None  # none kept: nothing said
    assert write_hosted_table(path, HostedTableFile.model_validate(GOOD))
    assert read_hosted_table(path) == HostedTableFile.model_validate(GOOD)
    if os.name == "posix":
        assert path.stat().st_mode & 0o077 == 0  # it holds the join code: private
    forget_hosted_table(path)
    assert not path.exists() and read_hosted_table(path) is None


@pytest.mark.parametrize(("edit", "said"), [
    ({"code": "abcdefgh23"}, 'field "code"'),
    ({"code": "ABCDEFGH1O"}, 'field "code"'),
    ({"port": 0}, 'field "port"'),
    ({"port": 70000}, 'field "port"'),
    ({"friend_seat": 2}, 'field "friend_seat"'),
    ({"names": ["Ann"]}, 'field "names"'),
    ({"names": ["Ann", "x" * 101]}, 'field "names.1"'),
    ({"created": "yesterday"}, 'field "created"'),
    ({"format_version": 2}, "format"),
    ({"extra": 1}, 'field "extra"'),
])
def test_a_hosted_table_beyond_its_bounds_is_set_aside_and_said(
        tmp_path: Path, edit: dict[str, Any], said: str) -> None:
    path = hosted_table_path(tmp_path)
    path.write_text(json.dumps({**GOOD, **edit}), encoding="utf-8")
    told()
    assert read_hosted_table(path) is None
    assert not path.exists()
    aside = tmp_path / "hosted-table-unreadable-1.json"
    assert json.loads(aside.read_text(encoding="utf-8")) == {**GOOD, **edit}
    notes = told()
    assert len(notes) == 1
    english = notes[0].render("en")
    assert said in english and "hosted-table-unreadable-1.json" in english
    assert "pydantic" not in english.lower() and "validation" not in english.lower()
    thai = notes[0].render("th")
    assert "hosted-table-unreadable-1.json" in thai and thai != english


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_the_hosted_table_s_place_never_holds_up_a_start(tmp_path: Path) -> None:
    path = hosted_table_path(tmp_path)
    os.mkfifo(path)
    told()
    assert read_hosted_table(path) is None
    assert "regular file" in told()[0].render("en")
