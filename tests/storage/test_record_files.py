"""Where a save writes (``docs/records.md``, "Saving"): only a regular file, through a
symbolic link to one, keeping the permissions of the file it replaces."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import pytest

from momon_desktop.storage import (
    RecordError,
    backup_path,
    load_record,
    record_to_bytes,
    save_record,
)

from .helpers import finished_record

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file kinds and permissions")


def mode_of(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@posix_only
def test_a_replaced_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "game.momon.json"
    save_record(path, finished_record(seed=1))
    for mode in (0o644, 0o640, 0o600, 0o664):
        os.chmod(path, mode)
        save_record(path, finished_record(seed=2))
        assert mode_of(path) == mode
    assert path.read_bytes() == record_to_bytes(finished_record(seed=2))


@posix_only
def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        save_record(tmp_path / "a.momon.json", finished_record(seed=1))
        os.umask(0o002)
        save_record(tmp_path / "b.momon.json", finished_record(seed=1))
    finally:
        os.umask(old)
    assert mode_of(tmp_path / "a.momon.json") == 0o640
    assert mode_of(tmp_path / "b.momon.json") == 0o664


@posix_only
def test_a_fifo_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.momon.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError) as info:
        save_record(fifo, finished_record())
    assert str(info.value) == ("cannot write pipe.momon.json: it is a named pipe (FIFO), and "
                               "a game is saved only to a regular file")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe.momon.json"]


def test_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder.momon.json"
    folder.mkdir()
    with pytest.raises(RecordError, match="it is a folder, and a game is saved only to a regular"):
        save_record(folder, finished_record())
    assert folder.is_dir() and not any(folder.iterdir())


@posix_only
def test_a_symbolic_link_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "games" / "real.momon.json"
    real.parent.mkdir()
    save_record(real, finished_record(seed=1))
    os.chmod(real, 0o644)
    link = tmp_path / "latest.momon.json"
    link.symlink_to(real)
    save_record(link, finished_record(seed=2))
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == record_to_bytes(finished_record(seed=2))
    assert mode_of(real) == 0o644
    # The previous save is kept beside the file itself.
    assert load_record(backup_path(real)).record == finished_record(seed=1)
    assert not backup_path(link).exists()


@posix_only
@pytest.mark.parametrize(("target", "message"), [
    ("nowhere.momon.json", "it is a symbolic link that leads to no file"),
    ("link.momon.json", "it is a symbolic link that leads to no file"),  # to itself
    ("/dev/null", "it is a symbolic link to a device, and a game is saved only to a regular"),
    ("pipe", "it is a symbolic link to a named pipe (FIFO)"),
])
def test_a_symbolic_link_to_anything_but_a_regular_file_is_refused(
    tmp_path: Path, target: str, message: str
) -> None:
    if target == "pipe":
        os.mkfifo(tmp_path / "pipe")
    link = tmp_path / "link.momon.json"
    link.symlink_to(target)
    with pytest.raises(RecordError, match=re.escape(message)):
        save_record(link, finished_record())
    assert link.is_symlink() and os.readlink(link) == target
    assert not (tmp_path / "nowhere.momon.json").exists()
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
