"""Reading user files refuses FIFOs, devices and oversized files without hanging."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from momon_desktop.cards import CardSetError
from momon_desktop.cards.loader import read_json_file
from momon_desktop.storage.files import FileTooLarge, NotRegularFile, read_limited

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def _in_thread(call: Callable[[], object], timeout: float = 5.0) -> object:
    """Run ``call`` in a thread; fail the test if it is still running after ``timeout``."""
    box: list[object] = []

    def target() -> None:
        try:
            box.append(call())
        except BaseException as exc:
            box.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        pytest.fail(f"the read was still running after {timeout} s")
    return box[0]


@needs_fifo
def test_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "cards.json"
    os.mkfifo(fifo)
    result = _in_thread(lambda: read_limited(fifo, 1024))
    assert isinstance(result, NotRegularFile)
    assert "cards.json is not a regular file" in str(result)


@needs_fifo
def test_card_set_import_of_a_fifo_is_a_clear_error(tmp_path: Path) -> None:
    fifo = tmp_path / "set.json"
    os.mkfifo(fifo)
    result = _in_thread(lambda: read_json_file(fifo, CardSetError))
    assert isinstance(result, CardSetError)
    assert "not a regular file" in str(result)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_is_refused() -> None:
    result = _in_thread(lambda: read_limited("/dev/zero", 1024))
    assert isinstance(result, NotRegularFile)
    assert "not a regular file" in str(result)


def test_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(NotRegularFile):
        read_limited(tmp_path, 1024)


def test_regular_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 1025)
    with pytest.raises(FileTooLarge):
        read_limited(path, 1024)
    path.write_bytes(b"x" * 1024)
    assert read_limited(path, 1024) == b"x" * 1024


def test_limit_holds_when_the_size_lies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "grows.json"
    path.write_bytes(b"x" * 5000)
    real_fstat = os.fstat

    class Small:
        def __init__(self, st: os.stat_result) -> None:
            self._st = st

        def __getattr__(self, name: str) -> object:
            return 0 if name == "st_size" else getattr(self._st, name)

    monkeypatch.setattr(os, "stat", lambda p, *a, **k: Small(os.lstat(p)))
    monkeypatch.setattr(os, "fstat", lambda fd: Small(real_fstat(fd)))
    with pytest.raises(FileTooLarge):
        read_limited(path, 1024)
