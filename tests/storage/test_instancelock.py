"""One instance of the app per data folder: the lock file, stale locks, the beacon."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from momon_desktop.storage import files
from momon_desktop.storage.instancelock import (
    LOCK_NAME,
    Beacon,
    FolderInUse,
    Holder,
    InstanceLock,
    ask_to_show,
    claim_data_folder,
    read_holder,
)
from momon_desktop.storage.processes import host_tag, this_host
from tests.storage.processes import dead_pid

ROOT = Path(__file__).resolve().parents[2]

# A start of the app, as far as the data folder goes: claim it, say so, and hold it
# until told to stop (or killed).  Refused, it prints who holds the folder and exits 3.
START = r"""
import json, sys
from momon_desktop.storage.instancelock import FolderInUse, claim_data_folder

try:
    lock = claim_data_folder(sys.argv[1])
except FolderInUse as refused:
    h = refused.holder
    print(json.dumps({"refused": True, "pid": h.pid if h else None,
                      "host": h.host if h else None}), flush=True)
    sys.exit(3)
print(json.dumps({"held": lock.holder.pid}), flush=True)
sys.stdin.readline()
lock.release()
"""


class Start:
    """A process that starts on a data folder."""

    def __init__(self, folder: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", START, str(folder)], cwd=ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.said = json.loads(self.process.stdout.readline())

    @property
    def pid(self) -> int:
        return self.process.pid

    def stop(self) -> int:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("\n")
            self.process.stdin.flush()
        code = self.process.wait(timeout=60)
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                pipe.close()
        return code

    def kill(self) -> None:
        self.process.kill()  # SIGKILL: no clean-up of any kind
        self.process.wait(timeout=60)
        self.stop()


@pytest.fixture
def first(data_folder: Path):  # type: ignore[no-untyped-def]
    start = Start(data_folder)
    assert start.said == {"held": start.pid}
    yield start
    start.stop()


def test_a_second_process_is_refused_while_the_first_holds_the_folder(first: Start,
                                                                      data_folder: Path) -> None:
    second = Start(data_folder)
    assert second.stop() == 3
    assert second.said == {"refused": True, "pid": first.pid, "host": this_host()}
    holder = read_holder(data_folder)
    assert holder is not None and holder.pid == first.pid
    assert holder.started.endswith("Z") and holder.host == this_host()


def test_the_refusal_in_this_process_names_the_holder(first: Start, data_folder: Path) -> None:
    with pytest.raises(FolderInUse) as info:
        InstanceLock(data_folder).acquire()
    assert info.value.holder is not None and info.value.holder.pid == first.pid
    assert info.value.folder == data_folder
    assert str(first.pid) in str(info.value)


def test_a_killed_holders_lock_is_taken_by_the_next_start(first: Start, data_folder: Path
                                                          ) -> None:
    first.kill()
    # the file still names the dead process, but nobody holds its lock
    holder = read_holder(data_folder)
    assert holder is not None and holder.pid == first.pid
    second = Start(data_folder)
    assert second.said == {"held": second.pid}
    assert second.stop() == 0


def test_a_lock_let_go_of_is_taken_and_the_file_stays(data_folder: Path) -> None:
    lock = InstanceLock(data_folder)
    holder = lock.acquire()
    assert holder.pid == os.getpid() and read_holder(data_folder) == holder
    if os.name == "posix":
        assert stat.S_IMODE((data_folder / LOCK_NAME).stat().st_mode) == 0o600
    lock.release()
    assert (data_folder / LOCK_NAME).read_bytes() == b""
    assert read_holder(data_folder) is None
    with InstanceLock(data_folder) as again:
        assert again.held
    assert not again.held


def test_one_process_cannot_hold_the_folder_twice(data_folder: Path) -> None:
    with InstanceLock(data_folder):
        with pytest.raises(FolderInUse):
            InstanceLock(data_folder).acquire()


@pytest.mark.parametrize("contents", [
    b"", b"garbage", b"\xff\xfe", b'{"format_version": 1, "pid": "12"}', b"[1]",
    b'{"format_version": 1, "pid": DEAD, "host": "HOST", "started": "2026-01-01T00:00:00Z"}',
])
def test_a_stale_lock_file_is_taken_over_silently(data_folder: Path, contents: bytes) -> None:
    data_folder.mkdir(parents=True)
    contents = contents.replace(b"DEAD", str(dead_pid()).encode()).replace(
        b"HOST", json.dumps(this_host())[1:-1].encode())
    (data_folder / LOCK_NAME).write_bytes(contents)
    with InstanceLock(data_folder) as lock:
        assert read_holder(data_folder) == lock.holder


@pytest.fixture
def no_os_locks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A system without fcntl (the case of some network folders, where the lock fails)."""
    monkeypatch.setitem(sys.modules, "fcntl", None)


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no fcntl to take away")
def test_without_os_locks_the_process_id_decides(no_os_locks: None, data_folder: Path,
                                                 live_process: int) -> None:
    data_folder.mkdir(parents=True)
    lock_file = data_folder / LOCK_NAME

    def named(pid: int, host: str) -> None:
        lock_file.write_bytes(Holder(pid, host, "2026-01-01T00:00:00Z").to_bytes())

    named(live_process, this_host())
    with pytest.raises(FolderInUse):
        InstanceLock(data_folder).acquire()
    named(dead_pid(), "another-computer")  # cannot be asked there: taken as held
    with pytest.raises(FolderInUse):
        InstanceLock(data_folder).acquire()
    named(dead_pid(), this_host())
    with InstanceLock(data_folder) as lock:
        assert read_holder(data_folder) == lock.holder


def test_the_start_removes_what_killed_saves_left(data_folder: Path) -> None:
    (data_folder / "saves").mkdir(parents=True)
    left = data_folder / "saves" / f".g.momon.json.{dead_pid()}-{host_tag()}-abcdefgh.tmp"
    left.write_bytes(b"half")
    lock = claim_data_folder(data_folder)
    try:
        assert not left.exists()
    finally:
        lock.release()


def test_a_refused_start_removes_nothing(first: Start, data_folder: Path) -> None:
    # too old to belong to a write under way, yet only the folder's holder may remove it
    left = data_folder / ".recent.json.k2j4h5g6.tmp"
    left.write_bytes(b"half")
    old = left.stat().st_mtime - files.STALE_TEMP_SECONDS - 60
    os.utime(left, (old, old))
    with pytest.raises(FolderInUse):
        claim_data_folder(data_folder)
    assert left.exists()


# ----------------------------------------------------------------------------- beacon


def test_the_beacon_shows_the_window_when_asked() -> None:
    asked: list[str] = []

    def show() -> bool:
        asked.append("show")
        return True

    beacon = Beacon(show)
    try:
        holder = beacon.holder(Holder(os.getpid(), this_host(), "2026-01-01T00:00:00Z"))
        assert ask_to_show(holder) is True
        assert ask_to_show(holder) is True
        assert asked == ["show", "show"]
        # the wrong key, another computer, no beacon: not asked
        assert ask_to_show(Holder(holder.pid, holder.host, "", holder.beacon, "00" * 32)) is False
        assert ask_to_show(Holder(holder.pid, "another-computer", "", holder.beacon,
                                  holder.key)) is False
        assert ask_to_show(Holder(holder.pid, holder.host)) is False
        assert ask_to_show(None) is False
        assert asked == ["show", "show"]
    finally:
        beacon.close()
    assert ask_to_show(holder) is False  # gone


def test_a_window_that_could_not_be_shown_is_reported() -> None:
    beacon = Beacon(lambda: False)
    try:
        holder = beacon.holder(Holder(os.getpid(), this_host()))
        assert ask_to_show(holder) is False
    finally:
        beacon.close()


def test_the_beacon_is_found_through_the_lock_file(data_folder: Path) -> None:
    beacon = Beacon(lambda: True)
    try:
        with InstanceLock(data_folder) as lock:
            assert lock.holder is not None
            lock.describe(beacon.holder(lock.holder))
            assert ask_to_show(read_holder(data_folder)) is True
    finally:
        beacon.close()



def test_a_beacon_closes_at_once_right_after_it_has_answered() -> None:
    """Closing just after a request is answered: the beacon's thread may already have
    seen the stop and ended, leaving its own wake-up connection unanswered; close()
    still returns (it used to wait on that connection for ever)."""
    for _ in range(100):
        beacon = Beacon(lambda: False)
        holder = beacon.holder(Holder(os.getpid(), this_host()))
        assert ask_to_show(holder) is False
        closing = threading.Thread(target=beacon.close, daemon=True)
        closing.start()
        closing.join(timeout=3)
        assert not closing.is_alive(), "close() did not return"
